import Testing

@testable import ReelKit

/// The closed-form PAR sheet (no window visited) against the enumeration and against an
/// independent brute force: counts exactly, doubles to 1e-12 relative.
@Suite("PAR sheet: the closed form equals the enumeration")
struct ParClosedFormTests {
  /// `a` and `b` within `1e-12` relative (absolute near 0).
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))
  }

  /// Every field of the two sheets: the same counts, the same doubles to 1e-12.
  static func expectSame(
    _ closed: ParSheet, _ enumerated: ParSheet, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(closed.method == .closedForm, sourceLocation: sourceLocation)
    #expect(enumerated.method == .enumeration, sourceLocation: sourceLocation)
    #expect(closed.cycle == enumerated.cycle, sourceLocation: sourceLocation)
    #expect(closed.windows == enumerated.windows, sourceLocation: sourceLocation)
    #expect(
      closed.stops == enumerated.stops && closed.weightSums == enumerated.weightSums
        && closed.rows == enumerated.rows && closed.lines == enumerated.lines
        && closed.mode == enumerated.mode && closed.bet == enumerated.bet
        && closed.totalBet == enumerated.totalBet, sourceLocation: sourceLocation)
    let closedEntries = closed.lineWins + closed.scatterWins
    let enumeratedEntries = enumerated.lineWins + enumerated.scatterWins
    #expect(
      closedEntries.map(\.hits) == enumeratedEntries.map(\.hits), sourceLocation: sourceLocation)
    #expect(
      closedEntries.map(\.credits) == enumeratedEntries.map(\.credits),
      sourceLocation: sourceLocation)
    for (a, b) in zip(closedEntries, enumeratedEntries) {
      #expect(close(a.returned, b.returned), "\(a) vs \(b)", sourceLocation: sourceLocation)
    }
    #expect(closed.hits == enumerated.hits, sourceLocation: sourceLocation)
    #expect(
      close(closed.returnPerCycle, enumerated.returnPerCycle), sourceLocation: sourceLocation)
    #expect(
      close(closed.squaresPerCycle, enumerated.squaresPerCycle),
      "\(closed.squaresPerCycle) vs \(enumerated.squaresPerCycle)", sourceLocation: sourceLocation)
    #expect(close(closed.maxPay, enumerated.maxPay), sourceLocation: sourceLocation)
    #expect(closed.maxPayHits == enumerated.maxPayHits, sourceLocation: sourceLocation)
  }

  /// Both sheets of one machine.
  static func compare(
    _ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let calculator = try ParCalculator(spec: spec, paytable: paytable, weights: weights)
    expectSame(try calculator.closedFormSheet(), calculator.sheet(), sourceLocation: sourceLocation)
  }

  static func randomWeights(_ spec: MachineSpec, seed: UInt64, most: Int = 5) -> StopWeights {
    var generator = SplitMix64(seed: seed)
    return StopWeights(
      spec.drums.map { drum in
        (0..<drum.geometry.symbolCount).map { _ in 1 + generator.uniform(below: most) }
      })
  }

  @Test("the tiny machine, counted by hand")
  func tiny() throws {
    let calculator = try ParCalculator(
      spec: PayMachines.tiny, paytable: PayMachines.tinyPaytable, weights: nil,
      enumerating: false)
    let sheet = try calculator.closedFormSheet()
    // 27 combinations: A A A once, B B any 3 times, C any any 9 times.
    #expect(sheet.lineWins.map(\.hits) == [1, 3, 9])
    #expect(sheet.hits == 13 && sheet.returnPerCycle == 25 && sheet.squaresPerCycle == 121)
    #expect(sheet.maxPay == 10 && sheet.maxPayHits == 1)
  }

  @Test(
    "random classic machines with a wild and a scatter, weighted or not", arguments: 1...6)
  func classic(seed: UInt64) throws {
    let drums = seed % 2 == 0 ? 5 : 3
    let spec = PayMachines.spec(
      PayMachines.randomStrips(drums: drums, length: drums == 5 ? 6 : 10, seed: seed), rows: 3)
    var paytable = PayMachines.video
    if drums == 5 {
      paytable.lines = [[1, 1, 1, 1, 1], [0, 1, 2, 1, 0], [2, 2, 1, 0, 0], [0, 0, 0, 0, 0]]
      paytable.pays.append(LinePay(symbol: "K", count: 5, pay: 100))
    }
    try Self.compare(spec, paytable, weights: nil)
    try Self.compare(spec, paytable, weights: Self.randomWeights(spec, seed: seed))
  }

  @Test(
    "random machines with every line rule, multiplying, adding or once",
    arguments: [MultiplierRule.multiply, .add, .once], [UInt64(1), 2, 3])
  func lineRules(rule: MultiplierRule, seed: UInt64) throws {
    let spec = PayMachines.spec(PayRulesTests.strips(drums: 3, length: 12, seed: seed), rows: 3)
    let paytable = PayRulesTests.linesPaytable(
      rule: rule, lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]])
    try Self.compare(spec, paytable, weights: nil)
    try Self.compare(spec, paytable, weights: Self.randomWeights(spec, seed: seed))
  }

  @Test(
    "random ways machines (243 and 1024 ways) with groups, a mix and multipliers",
    arguments: [MultiplierRule.multiply, .add, .once], [3, 4])
  func ways(rule: MultiplierRule, rows: Int) throws {
    let spec = PayMachines.spec(
      PayRulesTests.strips(drums: rows == 3 ? 5 : 3, length: rows == 3 ? 6 : 9, seed: 7),
      rows: rows)
    try Self.compare(spec, PayRulesTests.waysPaytable(rule: rule), weights: nil)
    try Self.compare(
      spec, PayRulesTests.waysPaytable(rule: rule), weights: Self.randomWeights(spec, seed: 8))
  }

  @Test("every rule: the closed form equals an independent brute force, window by window")
  func bruteForce() throws {
    let spec = PayMachines.spec(PayRulesTests.strips(drums: 3, length: 9, seed: 11), rows: 3)
    let weights = Self.randomWeights(spec, seed: 11, most: 4)
    for paytable in [
      PayRulesTests.linesPaytable(rule: .multiply, lines: [[1, 1, 1], [0, 1, 2], [2, 1, 0]]),
      PayRulesTests.waysPaytable(rule: .add),
    ] {
      let sheet = try ParCalculator(
        spec: spec, paytable: paytable, weights: weights, enumerating: false
      ).closedFormSheet()
      let brute = RulesBruteForce.sums(spec, paytable, weights: weights)
      let entries = sheet.lineWins + sheet.scatterWins
      #expect(entries.map(\.hits) == brute.entryHits)
      for (entry, returned) in zip(entries, brute.entryReturned) {
        #expect(Self.close(entry.returned, returned))
      }
      #expect(sheet.hits == brute.hits && brute.hits > 0)
      #expect(Self.close(sheet.returnPerCycle, brute.returned))
      #expect(Self.close(sheet.squaresPerCycle, brute.squares))
      #expect(sheet.maxPay == brute.maxPay && sheet.maxPayHits == brute.maxPayHits)
    }
  }

  @Test("beyond the window bound: the closed form agrees with exactHits and exactMoments")
  func beyondTheWindowBound() throws {
    // 5 drums of 45 weighted stops over 8 symbols: about 10⁸ distinct windows at most, above
    // the rules' bound of 10⁸ once a multiplier that never shows makes the paytable non-classic.
    let spec = PayMachines.spec(PayMachines.randomStrips(drums: 5, length: 45, seed: 3), rows: 3)
    var paytable = PayMachines.video
    paytable.lines = [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0]]
    paytable.pays.append(LinePay(symbol: "K", count: 5, pay: 100))
    let weights = Self.randomWeights(spec, seed: 3, most: 9)
    let calculator = try ParCalculator(
      spec: spec, paytable: paytable, weights: weights, enumerating: false)
    let sheet = try calculator.closedFormSheet()
    let (lines, scatter) = calculator.exactHits()
    let moments = try #require(calculator.exactMoments())
    #expect(sheet.lineWins.map(\.hits) == lines && sheet.scatterWins.map(\.hits) == scatter)
    #expect(sheet.returnPerCycle == moments.returnPerCycle)
    #expect(Self.close(sheet.squaresPerCycle, moments.squaresPerCycle))
    // The same paytable by the rules (a multiplier the strips never show) gives the same sheet.
    var rules = paytable
    rules.multipliers = [SymbolMultiplier(symbol: "NONE", factor: 2)]
    let byRules = try ParCalculator(
      spec: spec, paytable: rules, weights: weights, enumerating: false
    ).closedFormSheet()
    #expect(byRules.windows > ParCalculator.maximumRuleWindows)
    #expect(byRules.lineWins.map(\.hits) == lines && byRules.hits == sheet.hits)
    #expect(byRules.maxPay == sheet.maxPay && byRules.maxPayHits == sheet.maxPayHits)
    #expect(Self.close(byRules.squaresPerCycle, sheet.squaresPerCycle))
  }

  @Test("a line read by the rules with too many sequences is refused in one line")
  func tooManySequences() throws {
    // Eight drums showing six kinds of cells: 6⁸ sequences, above 2²⁰.
    let spec = PayMachines.spec(
      Array(repeating: ["B1", "B2", "R7", "W7", "CH", "T"], count: 8))
    let paytable = Paytable(
      lines: [Array(repeating: 0, count: 8)],
      pays: [
        LinePay(symbol: "ANY BAR", count: 3, pay: 5, group: ["B1", "B2"], direction: .anywhere),
        LinePay(symbol: "FLAG", count: 3, pay: 9, mix: ["R7", "W7", "B1"]),
        LinePay(symbol: "CH", count: 2, pay: 2, direction: .bothWays),
      ])
    let calculator = try ParCalculator(
      spec: spec, paytable: paytable, weights: nil, enumerating: false)
    #expect(throws: ParError.self) { try calculator.closedFormSheet() }
    do {
      _ = try calculator.closedFormSheet()
    } catch {
      #expect(error.bound == .closedForm)
      #expect(
        error.message
          == "the closed form cannot tabulate line 0: 6 × 6 × 6 × 6 × 6 × 6 × 6 × 6 sequences "
          + "of what its drums show are too many (allowed: at most 1048576; use a "
          + "MonteCarloEstimate)")
    }
  }
}
