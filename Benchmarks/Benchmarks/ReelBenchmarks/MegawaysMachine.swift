import ReelKit

/// A full variable-row ("Megaways") machine (issue 32): 6 drums of 100 weighted stops
/// (weights 1 … 5), each showing 2 … 7 rows per spin (weights 1, 3, 5, 5, 3, 1), a weighted
/// top drum of 100 stops over drums 1 … 4, ways pays for 9 symbols at 3 … 6 of a kind, a wild
/// and a scatter: 600 columns a drum, 4.7 × 10¹⁸ windows (200,704 ways at most). Its exact
/// sheet comes from ``VariableRowsCalculator`` without visiting a window.
let megawaysMachine: VariableRowsMachine = {
  var generator = SplitMix64(seed: 32)
  let symbols = ["A", "K", "Q", "J", "T", "N", "L1", "L2", "L3", "W", "S"]
  // Low symbols often, the wild and the scatter rarely.
  let frequency = [10, 10, 12, 12, 14, 14, 8, 6, 4, 3, 2]
  let bag = zip(symbols, frequency).flatMap { Array(repeating: $0, count: $1) }
  func strip() -> [String] { (0..<100).map { _ in bag[generator.uniform(below: bag.count)] } }
  let reels = ReelStrips(
    name: "megaways-6x2-7",
    reels: (0..<6).map { _ in ReelStrips.Reel(strip: strip(), visibleRows: 7, targetRow: 0) })
  let weights = StopWeights(
    (0..<6).map { _ in (0..<100).map { _ in 1 + generator.uniform(below: 5) } })
  let top = TopDrum(strip: strip(), weights: (0..<100).map { _ in 1 + generator.uniform(below: 5) })
  let rows = VariableRows(
    drumCount: 6, each: RowDistribution(rows: 2...7, weights: [1, 3, 5, 5, 3, 1]), topDrum: top)
  var pays: [LinePay] = []
  for (symbol, base) in zip(symbols.prefix(9), [1.0, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2, 0.15, 0.1]) {
    pays += [3, 4, 5, 6].map { LinePay(symbol: symbol, count: $0, pay: base * Double($0 - 2)) }
  }
  let paytable = Paytable(
    bet: 0.05, lines: [], pays: pays, wild: "W", scatter: "S",
    scatterPays: [ScatterPay(count: 4, pay: 2), ScatterPay(count: 5, pay: 10)], mode: .ways)
  return VariableRowsMachine(reels: reels, rows: rows, paytable: paytable, weights: weights)
}()
