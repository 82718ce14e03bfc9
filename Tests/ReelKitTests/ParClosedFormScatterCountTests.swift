import Testing

@testable import ReelKit

/// What a free-spins feature needs of a sheet — the weighted combinations and the pays by
/// scatter count — by the closed form against the enumeration (counts exactly, pays to 1e-12
/// relative) and against an independent brute force; and the feature's figures from
/// closed-form sheets against those from enumerated ones.
@Suite("PAR sheet: the closed form's pays by scatter count equal the enumeration's")
struct ParClosedFormScatterCountTests {
  static func close(_ a: Double, _ b: Double) -> Bool { ParClosedFormTests.close(a, b) }

  /// Both sheets of one machine with the scatter counts tracked, after checking that their
  /// scatter counts and pays by count agree.
  @discardableResult
  static func compare(
    _ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (closed: ParSheet, enumerated: ParSheet) {
    var calculator = try ParCalculator(spec: spec, paytable: paytable, weights: weights)
    calculator.tracksScatterCounts = true
    let closed = try calculator.closedFormSheet()
    let enumerated = calculator.sheet()
    ParClosedFormTests.expectSame(closed, enumerated, sourceLocation: sourceLocation)
    #expect(closed.scatterCounts == enumerated.scatterCounts, sourceLocation: sourceLocation)
    #expect(closed.scatterCounts.reduce(0, +) == closed.cycle, sourceLocation: sourceLocation)
    #expect(
      closed.scatterCountReturned.count == enumerated.scatterCountReturned.count,
      sourceLocation: sourceLocation)
    for (n, (a, b)) in zip(closed.scatterCountReturned, enumerated.scatterCountReturned)
      .enumerated()
    {
      #expect(close(a, b), "\(n) scatters: \(a) vs \(b)", sourceLocation: sourceLocation)
    }
    #expect(
      close(closed.scatterCountReturned.reduce(0, +), closed.returnPerCycle),
      sourceLocation: sourceLocation)
    return (closed, enumerated)
  }

  /// The feature's figures from closed-form sheets equal those from enumerated ones.
  static func expectSameFeature(
    _ base: (closed: ParSheet, enumerated: ParSheet),
    _ feature: (closed: ParSheet, enumerated: ParSheet), _ freeSpins: FreeSpinsFeature,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let closed = try FreeSpinsSheet(
      base: base.closed, feature: feature.closed, freeSpins: freeSpins)
    let enumerated = try FreeSpinsSheet(
      base: base.enumerated, feature: feature.enumerated, freeSpins: freeSpins)
    #expect(closed.triggerHits == enumerated.triggerHits, sourceLocation: sourceLocation)
    #expect(closed.triggerHits > 0, sourceLocation: sourceLocation)
    #expect(
      closed.baseCycle == enumerated.baseCycle && closed.featureCycle == enumerated.featureCycle,
      sourceLocation: sourceLocation)
    for (a, b) in [
      (closed.spinsPerTrigger, enumerated.spinsPerTrigger),
      (closed.retriggersPerSpin, enumerated.retriggersPerSpin),
      (closed.featureSpinRTP, enumerated.featureSpinRTP),
      (closed.spinValue, enumerated.spinValue),
      (closed.awardedSpinValue, enumerated.awardedSpinValue),
      (closed.featureRTP, enumerated.featureRTP),
      (closed.totalSquares, enumerated.totalSquares),
    ] {
      #expect(close(a, b), "\(a) vs \(b)", sourceLocation: sourceLocation)
    }
  }

  /// A feature on `spec` with `paytable` (whose sheet is `game`), wins × 3, that `base`
  /// triggers: the two highest scatter counts the base game shows award 1 and 2 free spins,
  /// or the highest alone 1 when the feature would retrigger too often to end.
  static func feature(
    _ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights?, base: ParSheet,
    game: ParSheet
  ) throws -> FreeSpinsFeature {
    let highest = try #require(base.scatterCounts.lastIndex { $0 > 0 })
    try #require(highest >= 2, "the base game shows at most \(highest) scatters")
    var feature = FreeSpinsFeature(
      awards: [
        FreeSpinAward(count: highest - 1, spins: 1), FreeSpinAward(count: highest, spins: 2),
      ],
      multiplier: 3, retriggers: true, spec: spec, paytable: paytable, weights: weights)
    let r = game.scatterCounts.enumerated().reduce(0.0) {
      $0 + Double($1.element) * Double(feature.spins(scatters: $1.offset)) / Double(game.cycle)
    }
    if r >= 1 { feature.awards = [FreeSpinAward(count: highest, spins: 1)] }
    return feature
  }

  @Test(
    "random classic line machines with a wild, a scatter and free spins, weighted or not",
    arguments: 1...6)
  func classic(seed: UInt64) throws {
    let drums = seed % 2 == 0 ? 5 : 3
    let length = drums == 5 ? 6 : 10
    let baseSpec = PayMachines.spec(
      PayMachines.randomStrips(drums: drums, length: length, seed: seed), rows: 3)
    let featureSpec = PayMachines.spec(
      PayMachines.randomStrips(drums: drums, length: length - 1, seed: seed + 100), rows: 3)
    var paytable = PayMachines.video
    if drums == 5 {
      paytable.lines = [[1, 1, 1, 1, 1], [0, 1, 2, 1, 0], [2, 2, 1, 0, 0], [0, 0, 0, 0, 0]]
      paytable.pays.append(LinePay(symbol: "K", count: 5, pay: 100))
    }
    let weights = seed > 3 ? ParClosedFormTests.randomWeights(baseSpec, seed: seed) : nil
    let featureWeights =
      seed > 3 ? ParClosedFormTests.randomWeights(featureSpec, seed: seed + 1) : nil
    let base = try Self.compare(baseSpec, paytable, weights: weights)
    let feature = try Self.compare(featureSpec, paytable, weights: featureWeights)
    try Self.expectSameFeature(
      base, feature,
      Self.feature(
        featureSpec, paytable, weights: featureWeights, base: base.closed,
        game: feature.enumerated))
  }

  @Test(
    "random machines by the rules (lines and 243 ways) with a scatter and free spins",
    arguments: [MultiplierRule.multiply, .add], [UInt64(1), 2])
  func rules(rule: MultiplierRule, seed: UInt64) throws {
    // Every strip ends with a scatter, so that both games show some.
    let lines = PayMachines.spec(
      PayRulesTests.strips(drums: 3, length: 11, seed: seed).map { $0 + ["S"] }, rows: 3)
    let linesPaytable = PayRulesTests.linesPaytable(
      rule: rule, lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]])
    let linesWeights = ParClosedFormTests.randomWeights(lines, seed: seed)
    let linesSheets = try Self.compare(lines, linesPaytable, weights: linesWeights)
    let ways = PayMachines.spec(
      PayRulesTests.strips(drums: 5, length: 5, seed: seed).map { $0 + ["S"] }, rows: 3)
    let waysPaytable = PayRulesTests.waysPaytable(rule: rule)
    let waysWeights = ParClosedFormTests.randomWeights(ways, seed: seed + 10)
    let waysSheets = try Self.compare(ways, waysPaytable, weights: waysWeights)
    // A ways base game whose feature is the lines game (both show the same scatter).
    let feature = try Self.feature(
      lines, linesPaytable, weights: linesWeights, base: waysSheets.closed,
      game: linesSheets.enumerated)
    try Self.expectSameFeature(waysSheets, linesSheets, feature)
  }

  @Test("a machine without a scatter: every combination shows 0 scatters")
  func withoutAScatter() throws {
    let (closed, _) = try Self.compare(
      PayMachines.tiny, PayMachines.tinyPaytable, weights: nil)
    #expect(closed.scatterCounts == [27, 0, 0, 0])
    #expect(closed.scatterCountReturned == [25, 0, 0, 0])
  }

  @Test("the closed form equals an independent brute force, window by window")
  func bruteForce() throws {
    let spec = PayMachines.spec(PayRulesTests.strips(drums: 3, length: 7, seed: 5), rows: 3)
    let weights = ParClosedFormTests.randomWeights(spec, seed: 5, most: 4)
    for paytable in [
      PayRulesTests.linesPaytable(rule: .multiply, lines: [[1, 1, 1], [0, 1, 2], [2, 1, 0]]),
      PayRulesTests.waysPaytable(rule: .add),
    ] {
      var calculator = try ParCalculator(
        spec: spec, paytable: paytable, weights: weights, enumerating: false)
      calculator.tracksScatterCounts = true
      let sheet = try calculator.closedFormSheet()
      // Every weighted stop combination: its pay (read from symbol names) and its scatters.
      var counts = [UInt64](repeating: 0, count: 10)
      var returned = [Double](repeating: 0, count: 10)
      for stops in PayMachines.combinations(spec) {
        let weight = stops.enumerated().reduce(UInt64(1)) {
          $0 * UInt64(weights.drums[$1.offset][$1.element])
        }
        let window = SymbolWindow(spec: spec, stops: stops).columns
        let pay = RulesBruteForce.wins(window, paytable, rows: 3).reduce(0) { $0 + $1.1 }
        let scatters = window.reduce(0) { $0 + $1.prefix(3).filter { $0 == "S" }.count }
        counts[scatters] += weight
        returned[scatters] += Double(weight) * pay
      }
      #expect(sheet.scatterCounts == counts)
      #expect(counts[1] > 0 && counts[2] > 0 && returned[1] > 0)
      for (a, b) in zip(sheet.scatterCountReturned, returned) {
        #expect(Self.close(a, b), "\(a) vs \(b)")
      }
    }
  }
}
