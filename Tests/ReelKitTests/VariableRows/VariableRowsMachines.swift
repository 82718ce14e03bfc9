@testable import ReelKit

/// Small variable-row machines whose every window the brute force can visit.
enum VariableRowsMachines {
  /// Random strips over `symbols`.
  static func strips(drums: Int, length: Int, seed: UInt64, symbols: [String]) -> [[String]] {
    var generator = SplitMix64(seed: seed)
    return (0..<drums).map { _ in
      (0..<length).map { _ in symbols[generator.uniform(below: symbols.count)] }
    }
  }

  /// A ways paytable with a wild that doubles (multiplied ways), its own pays, a group and a
  /// scatter; every name's pays grow with the count.
  static let paytable = Paytable(
    bet: 0.5, lines: [],
    pays: [
      LinePay(symbol: "A", count: 3, pay: 2), LinePay(symbol: "A", count: 4, pay: 5),
      LinePay(symbol: "A", count: 5, pay: 12),
      LinePay(symbol: "K", count: 2, pay: 0.5), LinePay(symbol: "K", count: 3, pay: 1),
      LinePay(symbol: "K", count: 5, pay: 4),
      LinePay(symbol: "ANY", count: 3, pay: 0.25, group: ["Q", "J"]),
      LinePay(symbol: "ANY", count: 4, pay: 1, group: ["Q", "J"]),
      LinePay(symbol: "W", count: 3, pay: 20),
    ],
    wild: "W", scatter: "S",
    scatterPays: [ScatterPay(count: 2, pay: 1), ScatterPay(count: 3, pay: 8)],
    multipliers: [SymbolMultiplier(symbol: "W", factor: 2)], mode: .ways)

  /// A paytable that pays less often: no 2-of-a-kind, no group, the scatter from 3.
  static let sparse = Paytable(
    bet: 1, lines: [],
    pays: [
      LinePay(symbol: "A", count: 4, pay: 2), LinePay(symbol: "A", count: 5, pay: 5),
      LinePay(symbol: "A", count: 6, pay: 10), LinePay(symbol: "K", count: 5, pay: 1),
      LinePay(symbol: "K", count: 6, pay: 4), LinePay(symbol: "W", count: 6, pay: 100),
    ],
    wild: "W", scatter: "S", scatterPays: [ScatterPay(count: 4, pay: 5)],
    multipliers: [SymbolMultiplier(symbol: "W", factor: 2)], mode: .ways)

  static let symbols = ["A", "K", "Q", "J", "W", "S", "T", "A", "K", "Q"]

  /// `drums` drums of `length` stops, `rows` rows at most (target row 1), each height of
  /// `heights` with weights 1, 2, 3, …, stop weights 1 … 3, and a weighted top drum of
  /// `topLength` stops when `topLength > 0`.
  static func machine(
    drums: Int, length: Int, rows: Int, heights: ClosedRange<Int>, topLength: Int,
    seed: UInt64, paytable: Paytable = paytable
  ) -> VariableRowsMachine {
    let strips = strips(drums: drums, length: length, seed: seed, symbols: symbols)
    let reels = ReelStrips(
      name: "ways-\(drums)x\(rows)",
      reels: strips.map { ReelStrips.Reel(strip: $0, visibleRows: rows, targetRow: 1) })
    let distribution = RowDistribution(
      rows: heights, weights: Array(1...heights.count))
    let top =
      topLength > 0
      ? TopDrum(
        strip: Self.strips(drums: 1, length: topLength, seed: seed &+ 99, symbols: symbols)[0],
        weights: (0..<topLength).map { $0 % 2 + 1 }) : nil
    let weights = StopWeights(
      (0..<drums).map { drum in (0..<length).map { ($0 + drum) % 3 + 1 } })
    return VariableRowsMachine(
      reels: reels, rows: VariableRows(drumCount: drums, each: distribution, topDrum: top),
      paytable: paytable, weights: weights)
  }
}
