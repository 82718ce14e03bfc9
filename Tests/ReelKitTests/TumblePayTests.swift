import TestTiers
import Testing

@testable import ReelKit

/// The pay-only chain (``Tumbler/chainPay(stops:workspace:)``) against the full chain, the
/// exact chain sheet against a brute force over ``TumbleMachine/chain(stops:startTick:)``, and
/// Monte Carlo playing each spin's chain.
@Suite("Tumble pays")
struct TumblePayTests {
  /// A 3 × 3 ways paytable with a group, a mix, multipliers, a wild and a scatter.
  static func waysPaytable(_ rule: MultiplierRule) -> Paytable {
    Paytable(
      bet: 0.5, lines: [],
      pays: [
        LinePay(symbol: "K", count: 3, pay: 2), LinePay(symbol: "Q", count: 3, pay: 1),
        LinePay(symbol: "ROYAL", count: 3, pay: 0.5, group: ["K", "Q", "J"]),
        LinePay(symbol: "MIX", count: 3, pay: 3, mix: ["J", "Q", "K"]),
      ],
      wild: "W", scatter: "S", scatterPays: [ScatterPay(count: 3, pay: 4)],
      multipliers: [SymbolMultiplier(symbol: "W", factor: 2)], multiplierRule: rule, mode: .ways)
  }

  /// Machines of 3 drums × `length` random stops over K, Q, J, T, W, S: by lines
  /// (``PayMachines/video``) and by ways, and a limit low enough to cut chains.
  static func tumblers(length: Int) -> [TumbleMachine] {
    var tumblers: [TumbleMachine] = []
    for seed: UInt64 in [3, 11] {
      let spec = PayMachines.spec(
        PayMachines.randomStrips(drums: 3, length: length, seed: seed), rows: 3)
      for paytable in [PayMachines.video, waysPaytable(.multiply), waysPaytable(.add)] {
        for limit in [2, 50] {
          tumblers.append(
            TumbleMachine(
              spec: spec, paytable: paytable, parameters: TumbleParameters(maxTumbles: limit)))
        }
      }
    }
    return tumblers
  }

  @Test("the maths' rule is the motion parameters' maxTumbles, with the same range")
  func ruleFromParameters() {
    // The motion checks the config's maxTumbles, the maths bounds tallies by it: one range.
    #expect(TumbleRule.Ranges.maxTumbles == TumbleParameters.Ranges.maxTumbles)
    #expect(TumbleParameters(maxTumbles: 7).rule == TumbleRule(maxTumbles: 7))
    #expect(TumbleParameters().rule == TumbleRule())
    let machine = Self.tumblers(length: 6)[0]
    #expect(machine.tumbler.reels == ReelStrips(machine.spec))
    #expect(machine.tumbler.rule.maxTumbles == 2)
  }

  @Test("the pay-only chain pays, tumbles and ends as the full chain on every combination")
  func payOnlyEqualsChain() {
    for (index, tumbler) in Self.tumblers(length: 8).enumerated() {
      var workspace = TumbleWorkspace(for: tumbler.tumbler)
      var tumbled = 0
      for stops in PayMachines.combinations(tumbler.spec) {
        let chain = tumbler.chain(stops: stops, startTick: 0)
        let pay = tumbler.tumbler.chainPay(stops: stops, workspace: &workspace)
        #expect(pay == chain.payOnly, "machine \(index), stops \(stops)")
        #expect(workspace.windowPays == [chain.pay.total] + chain.steps.map(\.pay.total))
        if pay.tumbles > 0 { tumbled += 1 }
      }
      #expect(tumbled > 0, "machine \(index) never tumbles")
    }
  }

  @Test(
    "the exact chain sheet equals a brute force over TumbleMachine.chain, with and without weights")
  func exactSheetEqualsBruteForce() throws {
    for tumbler in Self.tumblers(length: 6) {
      let spec = tumbler.spec
      for weighted in [false, true] {
        let weights =
          weighted
          ? StopWeights(spec.drums.indices.map { d in (0..<6).map { ($0 + d) % 3 + 1 } })
          : nil
        let unit = try CreditUnit.common(
          for: CreditUnit.payFactors(of: tumbler.tumbler.evaluator.paytable)
        )
        .get()
        let sheet = try TumbleCalculator(tumbler: tumbler.tumbler, weights: weights, unit: unit)
          .sheet()
        var cycle: UInt64 = 0
        var returned = 0.0
        var first = 0.0
        var squares = 0.0
        var hits: UInt64 = 0
        var tumbles: UInt64 = 0
        var longest = 0
        var cut: UInt64 = 0
        for stops in PayMachines.combinations(spec) {
          let w = UInt64(
            stops.enumerated().reduce(1) { $0 * (weights?.drums[$1.offset][$1.element] ?? 1) })
          let chain = tumbler.chain(stops: stops, startTick: 0)
          cycle += w
          returned += Double(w) * chain.totalPay
          first += Double(w) * chain.pay.total
          squares += Double(w) * chain.totalPay * chain.totalPay
          if chain.totalPay > 0 { hits += w }
          tumbles += w * UInt64(chain.steps.count)
          longest = max(longest, chain.steps.count)
          if chain.end == .limit { cut += w }
        }
        let bet = Double(cycle) * tumbler.tumbler.evaluator.paytable.totalBet
        let rtp = returned / bet
        #expect(sheet.cycle == cycle && sheet.hits == hits && sheet.totals.cutWeight == cut)
        #expect(sheet.chains == 216 && sheet.longestChain == longest)
        #expect(abs(sheet.rtp - rtp) <= 1e-12 * max(1, rtp))
        #expect(abs(sheet.firstWindowRTP - first / bet) <= 1e-12)
        let variance =
          squares / (Double(cycle) * pow2(tumbler.tumbler.evaluator.paytable.totalBet)) - rtp * rtp
        #expect(abs(sheet.variance - variance) <= 1e-9 * max(1, variance))
        #expect(abs(sheet.tumblesPerSpin - Double(tumbles) / Double(cycle)) <= 1e-12)
        #expect(abs((0...sheet.longestChain).reduce(0) { $0 + sheet.lengthRTP($1) } - rtp) <= 1e-12)
      }
    }
  }

  @Test(
    "Monte Carlo plays each chain: same tally for every grouping of blocks, near the exact RTP",
    SlowTests.trait)
  func monteCarloPlaysChains() throws {
    let tumbler = Self.tumblers(length: 6)[2]  // by ways, multiplied, 2 tumbles at most
    let spec = tumbler.spec
    let paytable = tumbler.tumbler.evaluator.paytable
    let spinner = try MonteCarloSpinner(
      spec: spec, paytable: paytable, weights: nil, freeSpins: nil, tumble: tumbler.parameters)
    #expect(spinner.playsTumbles)
    let plan = MonteCarloPlan(spins: 300_000, seed: 9)
    let whole = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    var parts = try spinner.tally(blocks: 0..<2, of: plan)
    #expect(parts.add(try spinner.tally(blocks: 2..<plan.blockCount, of: plan)) == nil)
    #expect(parts == whole)
    #expect(whole.inconsistency() == nil)
    #expect(whole.tumblingSpins > 0 && whole.tumbleUnits > 0 && whole.longestChain <= 2)
    let sheet = try TumbleCalculator(tumbler: tumbler.tumbler, weights: nil, unit: spinner.unit)
      .sheet()
    let estimate = MonteCarloEstimate(
      tally: whole, seed: 9, unit: spinner.unit, totalBet: paytable.totalBet)
    let standardError = estimate.standardDeviation / Double(estimate.spins).squareRoot()
    #expect(abs(estimate.rtp - sheet.rtp) <= 4 * standardError)
    #expect(abs(estimate.tumbleRTP - sheet.tumbleRTP) <= 4 * standardError)
  }

  @Test("a tumble machine with free spins is refused by Monte Carlo in one line")
  func tumbleWithFreeSpinsRefused() throws {
    let tumbler = Self.tumblers(length: 6)[0]
    let feature = FreeSpinsFeature(
      awards: [FreeSpinAward(count: 2, spins: 3)], multiplier: 1, retriggers: false,
      spec: tumbler.spec, paytable: PayMachines.video, weights: nil)
    #expect(throws: MonteCarloError.self) {
      try MonteCarloSpinner(
        spec: tumbler.spec, paytable: PayMachines.video, weights: nil, freeSpins: feature,
        tumble: tumbler.parameters)
    }
  }

  private func pow2(_ x: Double) -> Double { x * x }
}
