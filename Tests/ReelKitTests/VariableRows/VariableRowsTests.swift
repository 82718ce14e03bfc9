import Testing

@testable import ReelKit

@Suite("Variable rows: the per-spin row draw, the top drum and their checks")
struct VariableRowsTests {
  static let reels = ReelStrips(
    name: "megaways",
    reels: (0..<6).map { drum in
      ReelStrips.Reel(
        strip: (0..<12).map { "S\(($0 * (drum + 1)) % 7)" }, visibleRows: 7, targetRow: 0)
    })
  static let rows = VariableRows(
    drumCount: 6, each: RowDistribution(rows: 2...7, weights: [1, 4, 6, 6, 4, 1]),
    topDrum: TopDrum(strip: ["A", "B", "C", "D", "E"], weights: [1, 2, 3, 4, 5]))

  @Test("Rows first, then stops, then the top stop, from one generator")
  func drawOrder() {
    let spin = Outcome.randomSpin(for: Self.reels, rows: Self.rows, weights: nil, seed: 42)
    var generator = SplitMix64(seed: 42)
    let heights = Self.rows.drums.map { distribution -> Int in
      let draw = generator.uniform(below: 22)
      var sum = 0
      for (rows, weight) in zip(2...7, [1, 4, 6, 6, 4, 1]) {
        sum += weight
        if draw < sum { return rows }
      }
      return 0
    }
    let stops = (0..<6).map { _ in generator.uniform(below: 12) }
    let top = StopWeights([[1, 2, 3, 4, 5]]).pick(drum: 0, using: &generator)
    #expect(spin == VariableRowsOutcome(rows: heights, stops: stops, topStop: top))
    #expect(spin.ways == heights.enumerated().reduce(1) { $0 * ($1.1 + ($1.0 % 5 == 0 ? 0 : 1)) })
  }

  @Test("Fixed heights and no top drum draw exactly the fixed machine's targets")
  func fixedHeightsDrawTheTargets() {
    let rows = VariableRows(drumCount: 6, each: .fixed(3))
    let weights = StopWeights((0..<6).map { drum in (0..<12).map { $0 % 3 + drum + 1 } })
    for seed in 0..<50 as Range<UInt64> {
      let spin = Outcome.randomSpin(for: Self.reels, rows: rows, weights: weights, seed: seed)
      #expect(spin.rows == Array(repeating: 3, count: 6))
      #expect(spin.topStop == nil)
      #expect(spin.stops == Outcome.randomTargets(for: Self.reels, seed: seed, weights: weights))
    }
  }

  @Test("Heights come up in proportion to their weights")
  func heightFrequencies() {
    var generator = SplitMix64(seed: 9)
    let distribution = RowDistribution([
      .init(rows: 7, weight: 1), .init(rows: 2, weight: 3), .init(rows: 4, weight: 0),
    ])
    #expect(distribution.heights == [2, 7])
    var sevens = 0
    for _ in 0..<40_000 where distribution.pick(using: &generator) == 7 { sevens += 1 }
    // 10,000 expected, standard deviation 86.6.
    #expect(abs(sevens - 10_000) < 400)
  }

  @Test("The window shows the rows from the target row and the top cell first")
  func window() {
    let paytable = Paytable(
      lines: [], pays: [LinePay(symbol: "A", count: 3, pay: 1)], mode: .ways)
    let machine = VariableRowsMachine(
      reels: Self.reels, rows: Self.rows, paytable: paytable, weights: nil)
    let outcome = VariableRowsOutcome(
      rows: [2, 3, 4, 5, 6, 7], stops: [0, 1, 2, 3, 4, 5], topStop: 3)
    let window = machine.window(of: outcome)
    #expect(window.map { $0.count } == [2, 4, 5, 6, 7, 7])
    // Drum d's strip index i shows S((i·(d+1)) mod 7); target row 0, so rows read down the
    // strip from the stop; the top cell above drum d is top index (3 + d − 1) mod 5.
    #expect(window[0] == ["S0", "S4"])
    #expect(window[1] == ["D", "S2", "S0", "S1"])
    #expect(window[4] == ["B", "S6", "S1", "S3", "S5", "S0", "S6"])
    #expect(window[5].count == 7 && window[5][0] == "S\((5 * 6) % 7)")
  }

  @Test("Bad rows give one line each with their JSON path")
  func issues() {
    var rows = Self.rows
    rows.drums[1] = RowDistribution([.init(rows: 8, weight: 1), .init(rows: 0, weight: 1)])
    rows.drums[2] = RowDistribution([.init(rows: 3, weight: 0), .init(rows: 4, weight: 0)])
    rows.drums[3] = RowDistribution([.init(rows: 3, weight: 2_000_000), .init(rows: 3, weight: 1)])
    rows.topDrum = TopDrum(strip: ["A", "B"], weights: [1, 0, 3])
    let messages = rows.issues(for: Self.reels).map(\.description)
    #expect(
      messages == [
        "drums[1].rows.8: 8 rows is outside the window (allowed: 1 ... 7 rows, the drum's visibleRows)",
        "drums[1].rows.0: 0 rows is outside the window (allowed: 1 ... 7 rows, the drum's visibleRows)",
        "drums[2].rows: the weights sum to 0 (allowed: at least one height with a weight above 0)",
        "drums[3].rows.3: weight 2000000 is out of range (allowed: 0 ... 1000000)",
        "drums[3].rows.3: is given twice (allowed: each height once)",
        "topDrum.strip: has 2 symbols (allowed: 4 ... 10000 symbols, at least the 4 drums it covers)",
        "topDrum.weights: has 3 weights for 2 stops (allowed: one per stop)",
        "topDrum.weights[1]: 0 is out of range (allowed: 1 ... 1000000)",
      ])
    let two = ReelStrips(name: "two", reels: Array(Self.reels.reels.prefix(2)))
    let small = VariableRows(
      drumCount: 2, each: .fixed(3), topDrum: TopDrum(strip: ["A", "B", "C"]))
    #expect(
      small.issues(for: two).map(\.description) == [
        "topDrum: a top drum on 2 drums (allowed: 3 drums or more; it covers every drum but the first and the last)"
      ])
    #expect(
      VariableRows(drumCount: 5, each: .fixed(3)).issues(for: Self.reels).first?.field == "drums")
    #expect(Self.rows.issues(for: Self.reels).isEmpty)
    let many = ReelStrips(
      name: "many", reels: Array(repeating: Self.reels.reels[0], count: 11))
    #expect(
      VariableRows(drumCount: 11, each: .fixed(2)).issues(for: many).map(\.description) == [
        "drums: 11 drums of up to 7 cells make more than 1000000000 ways (allowed: at most 1000000000)"
      ])
  }
}
