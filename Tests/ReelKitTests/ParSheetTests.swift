import Testing

@testable import ReelKit

@Suite("PAR sheet: exact counts over the cycle")
struct ParSheetTests {
  func sheet(
    _ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights? = nil
  ) throws -> ParSheet {
    try ParCalculator(spec: spec, paytable: paytable, weights: weights).sheet()
  }

  @Test("the tiny machine's figures, counted by hand")
  func tinyByHand() throws {
    // 27 combinations: A A A once, B B any 3 times, C any any 9 times.
    let sheet = try sheet(PayMachines.tiny, PayMachines.tinyPaytable)
    #expect(sheet.cycle == 27 && sheet.windows == 27)
    #expect(sheet.lineWins.map(\.hits) == [1, 3, 9])
    #expect(sheet.hits == 13)
    #expect(sheet.returnPerCycle == 25)
    #expect(sheet.squaresPerCycle == 121)
    #expect(sheet.maxPay == 10)
    #expect(sheet.rtp == 25.0 / 27)
    #expect(sheet.hitFrequency == 13.0 / 27)
    #expect(abs(sheet.variance - 2642.0 / 729) < 1e-12)
    #expect(sheet.probability(sheet.lineWins[2], scatter: false) == 9.0 / 27)
    #expect(sheet.contribution(sheet.lineWins[0]) == 10.0 / 27)
  }

  @Test("the tiny machine with stop weights, counted by hand")
  func tinyWeighted() throws {
    // Weights A, B, C: drum 0 1, 2, 3 (sum 6); drum 1 2, 1, 1 (4); drum 2 1, 1, 2 (4).
    let weights = StopWeights([[1, 2, 3], [2, 1, 1], [1, 1, 2]])
    let sheet = try sheet(PayMachines.tiny, PayMachines.tinyPaytable, weights: weights)
    #expect(sheet.cycle == 96)
    #expect(sheet.weightSums == [6, 4, 4])
    // A A A: 1·2·1; B B any: 2·1·4; C any any: 3·4·4.
    #expect(sheet.lineWins.map(\.hits) == [2, 8, 48])
    #expect(sheet.hits == 58)
    #expect(sheet.returnPerCycle == 84)
    #expect(sheet.squaresPerCycle == 280)
    #expect(sheet.rtp == 0.875)
    #expect(abs(sheet.variance - (280.0 / 96 - 0.875 * 0.875)) < 1e-12)
  }

  /// Every combination paid one by one with the evaluator, weights multiplied.
  func bruteForce(_ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights?) -> (
    lineHits: [UInt64], scatterHits: [UInt64], hits: UInt64, returned: Double, squares: Double
  ) {
    let rows = spec.drums[0].geometry.visibleRows
    let evaluator = PayEvaluator(paytable: paytable, drumCount: spec.drums.count, rowCount: rows)
    var lineHits = [UInt64](repeating: 0, count: paytable.pays.count)
    var scatterHits = [UInt64](repeating: 0, count: paytable.scatterPays.count)
    var hits: UInt64 = 0
    var returned = 0.0
    var squares = 0.0
    for stops in PayMachines.combinations(spec) {
      let weight = stops.enumerated().reduce(UInt64(1)) { product, pair in
        product * UInt64(weights?.drums[pair.offset][pair.element] ?? 1)
      }
      let pay = evaluator.evaluate(SymbolWindow(spec: spec, stops: stops))
      for win in pay.wins {
        if win.line != nil {
          let entry = paytable.pays.firstIndex { $0.symbol == win.symbol && $0.count == win.count }
          lineHits[entry!] += weight
        } else {
          scatterHits[paytable.scatterPays.firstIndex { $0.count == win.count }!] += weight
        }
      }
      if pay.total > 0 { hits += weight }
      returned += Double(weight) * pay.total
      squares += Double(weight) * pay.total * pay.total
    }
    return (lineHits, scatterHits, hits, returned, squares)
  }

  @Test(
    "random machines with wilds and scatters: the sheet equals brute force", arguments: [1, 2, 3])
  func agreesWithBruteForce(seed: UInt64) throws {
    let spec = PayMachines.spec(PayMachines.randomStrips(drums: 3, length: 9, seed: seed), rows: 3)
    var generator = SplitMix64(seed: seed)
    let weights = StopWeights(
      spec.drums.map { drum in
        (0..<drum.geometry.symbolCount).map { _ in 1 + generator.uniform(below: 5) }
      })
    for weights in [nil, weights] {
      let sheet = try sheet(spec, PayMachines.video, weights: weights)
      let brute = bruteForce(spec, PayMachines.video, weights: weights)
      #expect(sheet.lineWins.map(\.hits) == brute.lineHits)
      #expect(sheet.scatterWins.map(\.hits) == brute.scatterHits)
      #expect(sheet.hits == brute.hits)
      #expect(sheet.returnPerCycle == brute.returned)
      #expect(abs(sheet.squaresPerCycle - brute.squares) <= 1e-9 * brute.squares)
    }
  }

  @Test("five drums, one and two rows: the sheet equals brute force")
  func fiveDrums() throws {
    for rows in [1, 3] {
      let strips = PayMachines.randomStrips(drums: 5, length: 5, seed: UInt64(rows))
      let spec = PayMachines.spec(strips, rows: rows)
      var paytable = PayMachines.video
      paytable.lines = rows == 1 ? [[0, 0, 0, 0, 0]] : [[1, 1, 1, 1, 1], [0, 1, 2, 1, 0]]
      paytable.pays.append(LinePay(symbol: "K", count: 5, pay: 100))
      let sheet = try sheet(spec, paytable)
      let brute = bruteForce(spec, paytable, weights: nil)
      #expect(sheet.lineWins.map(\.hits) == brute.lineHits)
      #expect(sheet.scatterWins.map(\.hits) == brute.scatterHits)
      #expect(sheet.hits == brute.hits)
      #expect(abs(sheet.squaresPerCycle - brute.squares) <= 1e-9 * brute.squares)
    }
  }

  @Test("slices are independent: any order gives the same sheet")
  func slices() throws {
    let spec = PayMachines.spec(PayMachines.randomStrips(drums: 4, length: 8, seed: 9), rows: 3)
    var paytable = PayMachines.video
    paytable.lines = [[1, 1, 1, 1], [0, 1, 2, 1]]
    let calculator = try ParCalculator(spec: spec, paytable: paytable, weights: nil)
    let forward = (0..<calculator.sliceCount).map(calculator.enumerate(slice:))
    let backward = (0..<calculator.sliceCount).reversed().map(calculator.enumerate(slice:))
    #expect(calculator.sheet(forward) == calculator.sheet(Array(backward.reversed())))
    #expect(calculator.sheet(forward) == calculator.sheet())
    let one = try ParCalculator(
      spec: PayMachines.spec([["A", "B", "C"]]),
      paytable: Paytable(
        lines: [[0]], pays: [LinePay(symbol: "A", count: 1, pay: 3)]), weights: nil)
    #expect(one.sliceCount == 1)
    #expect(one.sheet().rtp == 1)
  }

  @Test("a cycle above 2^53 is refused with the drums' weight sums")
  func cycleBound() {
    let spec = PayMachines.spec(Array(repeating: Array(repeating: "A", count: 1000), count: 3))
    let weights = StopWeights(Array(repeating: Array(repeating: 1_000_000, count: 1000), count: 3))
    #expect(throws: ParError.self) {
      try ParCalculator(spec: spec, paytable: PayMachines.tinyPaytable, weights: weights)
    }
    do {
      _ = try ParCalculator(spec: spec, paytable: PayMachines.tinyPaytable, weights: weights)
    } catch {
      #expect(
        error.message.hasPrefix(
          "the cycle (each drum's weight sum multiplied: "
            + "1000000000 × 1000000000 × …) is more than 2^53"))
      // The core names its own API; a caller names its own way to estimate.
      #expect(error.bound == .cycle)
      #expect(
        error.message.hasSuffix(
          "(allowed: at most 9007199254740992 weighted combinations; use smaller weights or "
            + "a MonteCarloEstimate)"))
      #expect(
        error.message(estimate: "ESTIMATE").hasSuffix("; use smaller weights or ESTIMATE)"))
    }
  }

  @Test("too many windows are refused, suggesting only an estimate")
  func windowBound() throws {
    // 21 drums of three paying symbols: 3^21 windows, a cycle well below 2^53.
    let spec = PayMachines.spec(Array(repeating: ["A", "B", "C"], count: 21))
    let paytable = Paytable(
      lines: [Array(repeating: 0, count: 21)], pays: PayMachines.tinyPaytable.pays)
    let error = try #require(throws: ParError.self) {
      try ParCalculator(spec: spec, paytable: paytable, weights: nil)
    }
    #expect(error.bound == .windows)
    #expect(
      error.message
        == "10460353203 distinct windows are too many to enumerate (allowed: at most "
        + "4000000000; use a MonteCarloEstimate)")
    #expect(error.message(estimate: "--monte-carlo").hasSuffix("; use --monte-carlo)"))
    #expect(error.description == error.message)
  }
}
