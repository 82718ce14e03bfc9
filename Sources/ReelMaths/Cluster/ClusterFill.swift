import ReelKitSupport

/// The per-cell symbol distribution of a cluster grid's fill: every cell of the landing grid
/// and every cell a cascade drops in draws its symbol independently, symbol `s` with
/// probability `weights[s] / Σ weights`, instead of reading the column's strip.
///
/// Draws use one ``SplitMix64/uniform(below:)`` each (`u < Σ weights`, the symbol whose
/// cumulative weight first exceeds `u`): the landing grid column by column, top row first;
/// each cascade's new cells column by column, the lowest new cell of a column first.
public struct ClusterFill: Sendable, Equatable, Hashable {
  /// The largest weight a config may give one symbol.
  public static let maximumWeight = 1_000_000

  /// The symbols, in the order written.
  public let symbols: [String]
  /// Each symbol's weight (0 ... ``maximumWeight``, their sum above 0).
  public let weights: [Int]
  /// `Σ weights`.
  public let total: Int

  /// The fill of `entries` (symbol, weight); the workbench checks the weights first.
  public init(_ entries: [(symbol: String, weight: Int)]) {
    symbols = entries.map { $0.symbol }
    weights = entries.map { $0.weight }
    total = weights.reduce(0, +)
  }

  /// The probability of the entry `index`: `weights[index] / total`.
  public func probability(_ index: Int) -> Double {
    total > 0 ? Double(weights[index]) / Double(total) : 0
  }

  /// The entries that can come up (weight above 0), in order.
  public var support: [Int] { weights.indices.filter { weights[$0] > 0 } }

  /// Draws one entry's index from `generator`.
  public func draw(using generator: inout SplitMix64) -> Int {
    var left = generator.uniform(below: max(1, total))
    for (index, weight) in weights.enumerated() {
      if left < weight { return index }
      left -= weight
    }
    return weights.count - 1
  }
}
