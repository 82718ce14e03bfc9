import Testing

@testable import ReelKit

@Suite("Pay rules: groups, mixes, directions, multipliers and ways")
struct PayRulesTests {
  /// Random strips over three bars, two 7s, a cherry, the wild W, a ×3 symbol X and S.
  static func strips(drums: Int, length: Int, seed: UInt64) -> [[String]] {
    var generator = SplitMix64(seed: seed)
    let symbols = ["B1", "B2", "B3", "R7", "W7", "CH", "W", "X", "S", "T"]
    return (0..<drums).map { _ in
      (0..<length).map { _ in symbols[generator.uniform(below: symbols.count)] }
    }
  }

  /// A lines paytable with every rule: groups, a mix, each direction, multiplier symbols.
  static func linesPaytable(rule: MultiplierRule, lines: [[Int]]) -> Paytable {
    Paytable(
      bet: 2, lines: lines,
      pays: [
        LinePay(symbol: "ANY BAR", count: 3, pay: 5, group: ["B1", "B2", "B3"]),
        LinePay(symbol: "B3", count: 3, pay: 40),
        LinePay(symbol: "FLAG", count: 3, pay: 60, mix: ["R7", "W7", "B1"]),
        LinePay(symbol: "ANY 7", count: 2, pay: 8, group: ["R7", "W7"], direction: .bothWays),
        LinePay(symbol: "CH", count: 1, pay: 1, direction: .anywhere),
        LinePay(symbol: "CH", count: 2, pay: 4, direction: .anywhere),
        LinePay(symbol: "B2", count: 2, pay: 3, direction: .rightToLeft),
        LinePay(symbol: "W", count: 3, pay: 100),
        LinePay(symbol: "X", count: 2, pay: 7, group: ["X", "B1"]),
      ],
      wild: "W", scatter: "S",
      scatterPays: [ScatterPay(count: 2, pay: 1), ScatterPay(count: 3, pay: 10)],
      multipliers: [
        SymbolMultiplier(symbol: "W", factor: 2), SymbolMultiplier(symbol: "X", factor: 3),
      ],
      multiplierRule: rule)
  }

  /// A ways paytable with groups, a mix and multipliers.
  static func waysPaytable(rule: MultiplierRule) -> Paytable {
    Paytable(
      bet: 0.5, lines: [],
      pays: [
        LinePay(symbol: "ANY BAR", count: 3, pay: 2, group: ["B1", "B2", "B3"]),
        LinePay(symbol: "R7", count: 2, pay: 1), LinePay(symbol: "R7", count: 3, pay: 6),
        LinePay(symbol: "FLAG", count: 3, pay: 9, mix: ["R7", "W7", "B1"]),
        LinePay(symbol: "X", count: 3, pay: 4),
      ],
      wild: "W", scatter: "S", scatterPays: [ScatterPay(count: 3, pay: 5)],
      multipliers: [
        SymbolMultiplier(symbol: "W", factor: 2), SymbolMultiplier(symbol: "X", factor: 3),
      ],
      multiplierRule: rule, mode: .ways)
  }

  func expectAgreement(_ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights?) throws {
    let sheet = try ParCalculator(spec: spec, paytable: paytable, weights: weights).sheet()
    let brute = RulesBruteForce.sums(spec, paytable, weights: weights)
    let entries = sheet.lineWins + sheet.scatterWins
    #expect(entries.map(\.hits) == brute.entryHits)
    for (entry, returned) in zip(entries, brute.entryReturned) {
      #expect(abs(entry.returned - returned) <= 1e-9 * max(1, returned))
    }
    #expect(sheet.hits == brute.hits)
    #expect(abs(sheet.returnPerCycle - brute.returned) <= 1e-9 * max(1, brute.returned))
    #expect(abs(sheet.squaresPerCycle - brute.squares) <= 1e-9 * max(1, brute.squares))
    #expect(sheet.maxPay == brute.maxPay)
    #expect(sheet.maxPayHits == brute.maxPayHits)
    #expect(brute.hits > 0)
  }

  @Test(
    "lines with every rule: the sheet equals an independent brute force",
    arguments: [MultiplierRule.multiply, .add, .once], [UInt64(1), 2])
  func linesAgree(rule: MultiplierRule, seed: UInt64) throws {
    let spec = PayMachines.spec(Self.strips(drums: 3, length: 10, seed: seed), rows: 3)
    let paytable = Self.linesPaytable(
      rule: rule, lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]])
    var generator = SplitMix64(seed: seed)
    let weights = StopWeights(
      spec.drums.map { drum in
        (0..<drum.geometry.symbolCount).map { _ in 1 + generator.uniform(below: 4) }
      })
    try expectAgreement(spec, paytable, weights: nil)
    try expectAgreement(spec, paytable, weights: weights)
  }

  @Test(
    "ways (243 and 1024) with groups and multipliers: the sheet equals brute force",
    arguments: [MultiplierRule.multiply, .add, .once], [3, 4])
  func waysAgree(rule: MultiplierRule, rows: Int) throws {
    let spec = PayMachines.spec(
      Self.strips(drums: rows == 3 ? 5 : 3, length: rows == 3 ? 5 : 8, seed: UInt64(rows)),
      rows: rows)
    try expectAgreement(spec, Self.waysPaytable(rule: rule), weights: nil)
  }

  @Test("a classic paytable paid by the rules gives the automaton's sheet")
  func classicThroughRules() throws {
    let spec = PayMachines.spec(PayMachines.randomStrips(drums: 4, length: 7, seed: 5), rows: 3)
    var paytable = PayMachines.video
    paytable.lines = [[1, 1, 1, 1], [0, 1, 2, 1], [2, 2, 1, 0]]
    let classic = try ParCalculator(spec: spec, paytable: paytable, weights: nil).sheet()
    // A multiplier symbol the strips never show switches to the rules without changing a win.
    paytable.multipliers = [SymbolMultiplier(symbol: "NONE", factor: 2)]
    #expect(!paytable.isClassic)
    let rules = try ParCalculator(spec: spec, paytable: paytable, weights: nil).sheet()
    #expect(rules.lineWins.map(\.hits) == classic.lineWins.map(\.hits))
    #expect(rules.scatterWins.map(\.hits) == classic.scatterWins.map(\.hits))
    #expect(rules.hits == classic.hits)
    #expect(rules.returnPerCycle == classic.returnPerCycle)
    #expect(abs(rules.squaresPerCycle - classic.squaresPerCycle) <= 1e-9 * classic.squaresPerCycle)
  }

  /// One window of 3 drums × 1 row, paid.
  func pay(_ symbols: [String], _ paytable: Paytable) -> SpinPay {
    let spec = PayMachines.spec(symbols.map { [$0] })
    let evaluator = PayEvaluator(paytable: paytable, drumCount: symbols.count, rowCount: 1)
    return evaluator.evaluate(SymbolWindow(spec: spec, stops: symbols.map { _ in 0 }))
  }

  @Test("worked windows: any bar, a mix, cherries anywhere, right to left, multipliers")
  func workedWindows() {
    let multiply = Self.linesPaytable(rule: .multiply, lines: [[0, 0, 0]])
    let add = Self.linesPaytable(rule: .add, lines: [[0, 0, 0]])
    // Any bar: B1 B3 B2 pays 5 × bet 2.
    #expect(pay(["B1", "B3", "B2"], multiply).wins.map(\.pay) == [10])
    // Three B3 pay their own 40 rather than any bar's 5.
    #expect(pay(["B3", "B3", "B3"], multiply).wins.first?.symbol == "B3")
    // The mix in order pays 60; out of order only "any 7" (two 7s from the left) pays.
    #expect(pay(["R7", "W7", "B1"], multiply).wins.map(\.symbol) == ["FLAG"])
    #expect(pay(["W7", "R7", "B1"], multiply).wins.map(\.symbol) == ["ANY 7"])
    // Any 7 × 2 counts from the right too.
    #expect(pay(["T", "R7", "W7"], multiply).wins.map(\.symbol) == ["ANY 7"])
    // Cherries anywhere: one in the middle pays 1, two apart pay 4.
    #expect(pay(["T", "CH", "T"], multiply).wins.map(\.pay) == [2])
    #expect(pay(["CH", "T", "CH"], multiply).wins.map(\.pay) == [8])
    // B2 × 2 right to left only.
    #expect(pay(["B2", "B2", "T"], multiply).wins.isEmpty)
    #expect(pay(["T", "B2", "B2"], multiply).wins.map(\.symbol) == ["B2"])
    // B2 W B1: any bar with the ×2 wild: 5 × 2 = 10, × bet 2 = 20.
    let doubled = pay(["B2", "W", "B1"], multiply).wins
    #expect(doubled.map(\.pay) == [20] && doubled.map(\.multiplier) == [2])
    // Two wilds and a bar: ×2·×2 = ×4 (multiply), ×2 + ×2 = ×4 (add); W W B3: B3's 40 × 4.
    #expect(pay(["W", "W", "B3"], multiply).wins.map(\.pay) == [320])
    // X takes part in X-or-B1 (×3) and the wild (×2): ×6 multiplied, ×5 added.
    #expect(pay(["X", "W", "T"], multiply).wins.map(\.multiplier) == [6])
    #expect(pay(["X", "W", "T"], add).wins.map(\.multiplier) == [5])
    // Three wilds: the wild's own 100 is not multiplied (its own entry), but read as the mix
    // they pay 60 × 2·2·2 = 480, the best interpretation, × bet 2.
    #expect(pay(["W", "W", "W"], multiply).wins.map(\.symbol) == ["FLAG"])
    #expect(pay(["W", "W", "W"], multiply).total == 960)
  }

  @Test("ways: 243 ways of a full screen, each way multiplied by its own wilds")
  func waysByHand() {
    let spec = PayMachines.spec(Array(repeating: ["R7", "R7", "R7"], count: 5), rows: 3)
    var paytable = Self.waysPaytable(rule: .multiply)
    let evaluator = PayEvaluator(paytable: paytable, drumCount: 5, rowCount: 3)
    let window = SymbolWindow(spec: spec, stops: [0, 0, 0, 0, 0])
    // R7 × 3 (the best R7 entry) on drums 0 … 2: 27 ways × 6 × bet 0.5.
    #expect(evaluator.evaluate(window).wins.map(\.ways) == [27])
    #expect(evaluator.evaluate(window).total == 81)
    // One wild on drum 1: 3·3·3 ways, those through the wild doubled: 3·(2+1+1)·3 = 36.
    let wild = PayMachines.spec(
      [["R7"], ["W", "R7", "R7"], ["R7"], ["R7"], ["R7"]].map { $0.count == 1 ? $0 + $0 + $0 : $0 },
      rows: 3)
    let win = evaluator.evaluate(SymbolWindow(spec: wild, stops: [0, 0, 0, 0, 0])).wins[0]
    #expect(win.ways == 27 && win.pay == 36 * 6 * 0.5)
    // Adding: ways through the wild count ×2, the rest ×1: the same 36 here.
    paytable.multiplierRule = .add
    let adding = PayEvaluator(paytable: paytable, drumCount: 5, rowCount: 3)
    #expect(adding.evaluate(SymbolWindow(spec: wild, stops: [0, 0, 0, 0, 0])).total == 108)
    #expect(paytable.totalBet == 0.5)
  }

  @Test("winning cells: a line's counted drums, a ways win's cells and the scatters")
  func winningCells() {
    let spec = PayMachines.spec([["CH", "S"], ["T", "S"], ["CH", "T"]], rows: 2)
    // The stops that show CH, T, CH in the top row.
    let stops = spec.drums.enumerated().map { drum, spec in
      (0..<2).first { spec.geometry.window(restingAt: $0)[0] == ["CH", "T", "CH"][drum] } ?? 0
    }
    let paytable = Self.linesPaytable(rule: .multiply, lines: [[0, 0, 0]])
    let evaluator = PayEvaluator(paytable: paytable, drumCount: 3, rowCount: 2)
    let window = SymbolWindow(spec: spec, stops: stops)
    #expect(window.columns.map { $0[0] } == ["CH", "T", "CH"])
    // Cherries anywhere count drums 0 and 2 in the top row; the two scatters pay too.
    let cells = evaluator.winningCells(window)
    #expect(cells == [[true, true], [false, true], [true, false]])
  }
}

@Suite("Exact moments without enumeration")
struct ParMomentsTests {
  @Test("pairwise line covariances give the enumeration's return and squares", arguments: [1, 3])
  func agreesWithEnumeration(rows: Int) throws {
    let spec = PayMachines.spec(
      PayMachines.randomStrips(drums: 4, length: 9, seed: UInt64(rows)), rows: rows)
    var paytable = PayMachines.video
    paytable.lines =
      rows == 1 ? [[0, 0, 0, 0]] : [[1, 1, 1, 1], [0, 1, 2, 1], [2, 2, 1, 0], [0, 0, 0, 0]]
    var generator = SplitMix64(seed: 7)
    let weights = StopWeights(
      spec.drums.map { drum in
        (0..<drum.geometry.symbolCount).map { _ in 1 + generator.uniform(below: 6) }
      })
    for weights in [nil, weights] {
      let calculator = try ParCalculator(spec: spec, paytable: paytable, weights: weights)
      let sheet = calculator.sheet()
      let moments = try #require(calculator.exactMoments())
      #expect(moments.returnPerCycle == sheet.returnPerCycle)
      #expect(
        abs(moments.squaresPerCycle - sheet.squaresPerCycle) <= 1e-9 * sheet.squaresPerCycle)
    }
  }

  @Test("a paytable with the rules has no closed-form moments")
  func rulesHaveNone() throws {
    let spec = PayMachines.spec(PayRulesTests.strips(drums: 3, length: 4, seed: 1))
    let paytable = PayRulesTests.linesPaytable(rule: .multiply, lines: [[0, 0, 0]])
    #expect(try ParCalculator(spec: spec, paytable: paytable, weights: nil).exactMoments() == nil)
  }
}
