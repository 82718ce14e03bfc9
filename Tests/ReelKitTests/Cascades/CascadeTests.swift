import Testing

@testable import ReelKit

/// Cascades on variable rows: the chain, its growing multiplier, its exact value against an
/// independent brute force, the Monte Carlo against the exact value, and validation.
@Suite struct CascadeTests {
  /// A ways paytable for three drums: a doubling wild, a group, a scatter from 2.
  static let paytable = Paytable(
    bet: 0.5, lines: [],
    pays: [
      LinePay(symbol: "A", count: 2, pay: 1), LinePay(symbol: "A", count: 3, pay: 4),
      LinePay(symbol: "K", count: 3, pay: 2),
      LinePay(symbol: "ANY", count: 3, pay: 0.5, group: ["Q", "J"]),
      LinePay(symbol: "W", count: 3, pay: 10),
    ],
    wild: "W", scatter: "S",
    scatterPays: [ScatterPay(count: 2, pay: 1), ScatterPay(count: 3, pay: 5)],
    multipliers: [SymbolMultiplier(symbol: "W", factor: 2)], mode: .ways)

  /// Three drums of 7 stops, 1 … 3 rows (weights 1, 2, 3), weighted stops and a weighted
  /// top drum of 4 stops: 21³ · 4 = 37,044 outcomes.
  static func machine(top: Int = 4, seed: UInt64 = 3) -> VariableRowsMachine {
    VariableRowsMachines.machine(
      drums: 3, length: 7, rows: 3, heights: 1...3, topLength: top, seed: seed,
      paytable: paytable)
  }

  static let feature = CascadeFreeSpins(
    awards: [FreeSpinAward(count: 2, spins: 2), FreeSpinAward(count: 3, spins: 5)],
    retriggers: true)

  static func cascade(
    _ machine: VariableRowsMachine = machine(), maxTumbles: Int = 20,
    multiplier: CascadeMultiplier = CascadeMultiplier()
  ) -> VariableRowsCascade {
    VariableRowsCascade(
      machine: machine, rule: TumbleRule(maxTumbles: maxTumbles), multiplier: multiplier,
      freeSpins: feature)
  }

  @Test func exactValueEqualsAnIndependentBruteForce() throws {
    for (top, multiplier) in [
      (4, CascadeMultiplier()),
      (0, CascadeMultiplier(start: 2, step: 3, cap: 9, freeSpinsOnly: false)),
    ] {
      let machine = Self.machine(top: top)
      let cascade = Self.cascade(machine, maxTumbles: 6, multiplier: multiplier)
      let issues = VariableRowsCascade.issues(
        machine: machine, rule: cascade.rule, multiplier: multiplier, freeSpins: Self.feature)
      #expect(issues.isEmpty)
      let value = try cascade.value()
      let brute = CascadeBruteForce(
        machine: machine, maxTumbles: 6,
        multiplier: { k, free in
          free || !multiplier.freeSpinsOnly
            ? min(multiplier.cap ?? .max, multiplier.start + multiplier.step * k) : 1
        },
        awardsFor: { Self.feature.spins(scatters: $0) })
      let close = { (a: Double, b: Double) in abs(a - b) <= 1e-9 * max(1, abs(b)) }
      #expect(close(value.basePay, brute.basePay / brute.cycle))
      #expect(close(value.freeSpinPay, brute.freePay / brute.cycle))
      #expect(close(value.awardsPerSpin, brute.awards / brute.cycle))
      #expect(close(value.retriggersPerFreeSpin, brute.awards / brute.cycle))
      #expect(close(value.baseCascades, brute.cascades / brute.cycle))
      #expect(close(cascade.expectedAwards(), brute.awards / brute.cycle))
      #expect(close(cascade.landingScatterCounts().reduce(0, +), 1))
      // The machine cascades, and the free spins pay more than the base game.
      #expect(value.baseCascades > 0.1)
      #expect(value.freeSpinPay > value.basePay || !multiplier.freeSpinsOnly)
      let spins = try #require(value.freeSpinsPerSpin)
      let rtp = try #require(value.rtp)
      #expect(close(rtp, (value.basePay + spins * value.freeSpinPay) / value.totalBet))
    }
  }

  @Test func monteCarloAgreesWithTheExactValueWithinItsInterval() throws {
    let cascade = Self.cascade()
    let value = try cascade.value()
    let rtp = try #require(value.rtp)
    let estimate = try cascade.monteCarlo(spins: 200_000, seed: 42)
    #expect(estimate.rtpInterval().contains(rtp))  // 99 %: MonteCarloConfidence.z
    #expect(abs(estimate.baseRTP - value.baseRTP) < 0.05 * value.baseRTP)
    #expect(estimate.tally.triggers > 0 && estimate.tally.freeSpinsPlayed > 0)
    #expect(estimate.tally.largestMultiplier > 2)
    let ratio = Double(estimate.tally.freeSpinsPlayed) / Double(estimate.tally.spins)
    #expect(abs(ratio - (value.freeSpinsPerSpin ?? 0)) < 0.05 * ratio)
  }

  @Test func monteCarloIsDeterministicAndBlocksAddExactly() throws {
    let cascade = Self.cascade()
    // Three blocks: two of 2¹⁶ spins and one of 500; only the last two are played.
    let plan = MonteCarloPlan(spins: 2 * MonteCarloPlan.blockSize + 500, seed: 9)
    let last = try cascade.tally(plan: plan, blocks: 2..<3)
    #expect(last.spins == 500)
    #expect(last == (try cascade.tally(plan: plan, blocks: 2..<3)))
    let other = MonteCarloPlan(spins: plan.spins, seed: 10)
    #expect(last != (try cascade.tally(plan: other, blocks: 2..<3)))
    let whole = try cascade.tally(plan: plan, blocks: 1..<3)
    let split = try cascade.tally(plan: plan, blocks: 1..<2).adding(last)
    #expect(whole == split)
    #expect(whole.spins == MonteCarloPlan.blockSize + 500)
    // A run is its blocks in order.
    let small = try cascade.monteCarlo(spins: 700, seed: 9)
    #expect(
      small.tally == (try cascade.tally(plan: MonteCarloPlan(spins: 700, seed: 9), blocks: 0..<1)))
  }

  /// The first outcome (seeds 0, 1, …) whose chain cascades at least `cascades` times.
  static func cascadingOutcome(_ cascade: VariableRowsCascade, cascades: Int)
    -> VariableRowsOutcome?
  {
    for seed in UInt64(0)..<20_000 {
      let outcome = cascade.machine.spin(seed: seed)
      if cascade.chain(of: outcome, inFreeSpins: true).cascades >= cascades { return outcome }
    }
    return nil
  }

  @Test func theMultiplierGrowsByOnePerCascadeInFreeSpinsOnly() throws {
    let cascade = Self.cascade()
    let outcome = try #require(Self.cascadingOutcome(cascade, cascades: 3))
    let free = cascade.chain(of: outcome, inFreeSpins: true)
    let base = cascade.chain(of: outcome, inFreeSpins: false)
    #expect(free.multipliers == Array(1...(free.cascades + 1)))
    #expect(base.multipliers == Array(repeating: 1, count: base.cascades + 1))
    #expect(free.windowPays == base.windowPays)
    #expect(free.total > base.total)
    // Carried over: the chain starts after the cascades of earlier free spins.
    let carried = Self.cascade(multiplier: CascadeMultiplier(cap: 5, carriesOver: true))
    let later = carried.chain(of: outcome, inFreeSpins: true, cascadesBefore: 2)
    #expect(later.multipliers == (0...later.cascades).map { min(5, 3 + $0) })
  }

  @Test func aCarriedMultiplierIsEstimatedNotPriced() throws {
    let carried = Self.cascade(multiplier: CascadeMultiplier(cap: 5, carriesOver: true))
    let value = try carried.value()
    #expect(value.rtp == nil && value.freeSpinsPerSpin != nil)
    let estimate = try carried.monteCarlo(spins: 5_000, seed: 3)
    // Features of several free spins reach the cap, and never pass it.
    #expect(estimate.tally.largestMultiplier == 5)
    let fresh = try Self.cascade().monteCarlo(spins: 5_000, seed: 3)
    // The same seed draws the same spins: only the free spins' pays differ.
    #expect(estimate.tally.baseUnits == fresh.tally.baseUnits)
    #expect(estimate.tally.freeSpinsPlayed == fresh.tally.freeSpinsPlayed)
    #expect(estimate.tally.payUnits != fresh.tally.payUnits)
  }

  @Test func fixedRowsWithoutATopDrumTumbleAsTheTumbler() {
    let machine = VariableRowsMachines.machine(
      drums: 3, length: 7, rows: 3, heights: 3...3, topLength: 0, seed: 5, paytable: Self.paytable)
    let cascade = Self.cascade(machine, multiplier: .none)
    let tumbler = Tumbler(reels: machine.reels, paytable: Self.paytable, rule: cascade.rule)
    var cascades = 0
    for a in 0..<7 {
      for b in 0..<7 {
        for c in 0..<7 {
          let chain = cascade.chain(
            of: VariableRowsOutcome(rows: [3, 3, 3], stops: [a, b, c]), inFreeSpins: true)
          let pay = tumbler.chainPay(stops: [a, b, c])
          #expect(chain.total == pay.total && chain.cascades == pay.tumbles && chain.end == pay.end)
          cascades += chain.cascades
        }
      }
    }
    #expect(cascades > 0)
  }

  @Test func validationGivesOneLineWithItsPath() {
    let machine = Self.machine()
    func lines(_ multiplier: CascadeMultiplier, tumbles: Int = 50, feature: CascadeFreeSpins? = nil)
      -> [String]
    {
      VariableRowsCascade.issues(
        machine: machine, rule: TumbleRule(maxTumbles: tumbles), multiplier: multiplier,
        freeSpins: feature
      ).map { "\($0.field): \($0.message)" }
    }
    #expect(lines(CascadeMultiplier()).isEmpty)
    #expect(
      lines(CascadeMultiplier(start: 1000, step: 1000), tumbles: 1000) == [
        "tumble.multiplier.step: start + step·maxTumbles = 1000 + 1000·1000 = 1001000 "
          + "(allowed: at most 100000; give a cap or a smaller step)"
      ])
    #expect(lines(CascadeMultiplier(start: 1000, step: 1000, cap: 100_000), tumbles: 1000).isEmpty)
    #expect(
      lines(CascadeMultiplier(carriesOver: true)) == [
        "tumble.multiplier.carriesOver: a multiplier that carries over between free spins has "
          + "no cap (allowed: carriesOver with a cap)"
      ])
    #expect(
      lines(CascadeMultiplier(start: 4, cap: 3)) == [
        "tumble.multiplier.cap: 3 is out of range (allowed: 4 ... 100000, at least start)"
      ])
    #expect(
      lines(CascadeMultiplier(start: 0, step: -1)) == [
        "tumble.multiplier.start: 0 is out of range (allowed: 1 ... 1000)",
        "tumble.multiplier.step: -1 is out of range (allowed: 0 ... 1000)",
      ])
    #expect(
      lines(CascadeMultiplier(), tumbles: -1) == [
        "tumble.maxTumbles: -1 is out of range (allowed: 1 ... 1000, or 0 for no cascades)"
      ])
    // 0 tumbles: a variable-row machine without cascades (each spin pays its window).
    #expect(lines(CascadeMultiplier.none, tumbles: 0).isEmpty)
    #expect(
      lines(
        CascadeMultiplier(),
        feature: CascadeFreeSpins(awards: [FreeSpinAward(count: 3, spins: 5)], multiplier: 0))
        == ["freeSpins.multiplier: 0 is out of range (allowed: 1 ... 1000, a whole number)"])
    #expect(
      lines(
        CascadeMultiplier(),
        feature: CascadeFreeSpins(awards: [
          FreeSpinAward(count: 3, spins: 0), FreeSpinAward(count: 3, spins: 5),
        ])) == [
          "freeSpins.awards[0].spins: 0 is out of range (allowed: 1 ... 1000)",
          "freeSpins.awards[1].count: 3 (allowed: at least 1, above the previous award's count)",
        ])
    // Retriggers that would never end: 2 scatters award 20 spins.
    let endless = lines(
      CascadeMultiplier(),
      feature: CascadeFreeSpins(awards: [FreeSpinAward(count: 2, spins: 20)], retriggers: true))
    #expect(endless.count == 1)
    #expect(endless.first?.hasPrefix("freeSpins.retriggers: a free spin awards ") == true)
    #expect(
      endless.first?.hasSuffix(
        " more on average, so the feature would not end (allowed: below 1; award fewer spins "
          + "or turn retriggers off)") == true)
    #expect(lines(CascadeMultiplier(), feature: Self.feature).isEmpty)
    // A chain whose pay could overflow: a huge pay on every way of every window.
    var huge = Self.paytable
    huge.pays[0].pay = 1e12
    let rich = VariableRowsMachine(
      reels: machine.reels, rows: machine.rows, paytable: huge, weights: machine.weights)
    let overflow = VariableRowsCascade.issues(
      machine: rich, rule: TumbleRule(maxTumbles: 1000),
      multiplier: CascadeMultiplier(start: 1, step: 10), freeSpins: nil)
    #expect(overflow.count == 1)
    #expect(overflow.first?.field == "tumble.multiplier")
    #expect(
      overflow.first?.message.hasSuffix(
        "(allowed: at most 2^52 credits; lower the step, the cap or maxTumbles)") == true)
  }

  @Test func theFeaturesMultiplierMultipliesEveryFreeSpinsChainAndZeroTumblesPayTheWindow()
    throws
  {
    let machine = VariableRowsMachines.machine(
      drums: 3, length: 4, rows: 2, heights: 1...2, topLength: 2, seed: 5, paytable: Self.paytable)
    func value(_ m: Int, tumbles: Int = 5) throws -> CascadeValue {
      try VariableRowsCascade(
        machine: machine, rule: TumbleRule(maxTumbles: tumbles), multiplier: CascadeMultiplier(),
        freeSpins: CascadeFreeSpins(awards: Self.feature.awards, multiplier: m)
      ).value()
    }
    let one = try value(1)
    let three = try value(3)
    #expect(three.basePay == one.basePay)
    #expect(abs(three.freeSpinPay - 3 * one.freeSpinPay) <= 1e-12 * three.freeSpinPay)
    #expect(one.freeSpinPay > one.basePay)  // the multiplier grows in free spins
    // 0 tumbles: every chain is its window alone, so the base game is the closed form's.
    let plain = try value(1, tumbles: 0)
    #expect(plain.baseCascades == 0)
    let sheet = try machine.sheet()
    #expect(abs(plain.basePay - sheet.expectedPay) <= 1e-12 * sheet.expectedPay)
    #expect(abs(plain.freeSpinPay - sheet.expectedPay) <= 1e-12 * sheet.expectedPay)
  }

  @Test func theMultiplierSaturatesInsteadOfOverflowing() {
    let rule = CascadeMultiplier(start: 1000, step: 1000, freeSpinsOnly: false)
    #expect(rule.value(afterCascades: Int.max, inFreeSpins: false) == Int.max)
    #expect(
      CascadeMultiplier(step: 1, cap: 7).value(afterCascades: Int.max, inFreeSpins: true) == 7)
    #expect(CascadeMultiplier(start: 3, step: 1).chainSum(maxTumbles: 2) == 3 + 4 + 5)
  }

  @Test func tooManyOutcomesAreRefusedWithOneLine() {
    let big = VariableRowsMachines.machine(
      drums: 6, length: 20, rows: 7, heights: 2...7, topLength: 12, seed: 1,
      paytable: Self.paytable)
    let cascade = Self.cascade(big)
    #expect(cascade.outcomeCount == nil)
    #expect(throws: ParError.self) { try cascade.value() }
  }
}
