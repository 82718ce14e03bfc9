/// One cluster pay: a cluster of `symbol` whose size is in `sizes` pays `pay × bet`.
public struct ClusterPay: Sendable, Equatable, Hashable {
  /// The paying symbol.
  public var symbol: String
  /// The smallest cluster size the entry pays.
  public var from: Int
  /// The largest cluster size the entry pays, `nil` for "and up" (`15+`).
  public var to: Int?
  /// The win, a multiple of the bet.
  public var pay: Double

  /// Creates a pay entry.
  public init(symbol: String, from: Int, to: Int? = nil, pay: Double) {
    self.symbol = symbol
    self.from = from
    self.to = to
    self.pay = pay
  }

  /// Whether a cluster of `size` cells is in the entry's range.
  public func covers(_ size: Int) -> Bool { size >= from && size <= (to ?? Int.max) }
}
