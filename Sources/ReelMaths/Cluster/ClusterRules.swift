import ReelKitSupport

/// How a cluster-pays grid pays: clusters of at least ``minimum`` equal symbols connected
/// edge to edge (a wild joins every cluster it touches), priced by ``pays``, the wins of a
/// spin's cascades added and capped at ``maxWin`` times the bet.
public struct ClusterRules: Sendable, Equatable, Hashable {
  /// The smallest cluster size allowed in a config.
  public static let smallestMinimum = 2
  /// The most cascades one spin plays; a chain still winning after them stops (counted).
  public static let maximumCascades = 100

  /// The credits one spin costs; pays are multiples of it.
  public var bet: Double
  /// The smallest cluster that pays (2 or more).
  public var minimum: Int
  /// The pay entries; a cluster pays the first entry of its symbol whose range covers its size.
  public var pays: [ClusterPay]
  /// The wild symbol: it belongs to every cluster it touches, and pays nothing on its own.
  public var wild: String?
  /// The most one spin pays (its cascades together), a multiple of the bet; `nil`: no cap.
  public var maxWin: Double?
  /// Whether winning cells are removed and the grid refilled until no cluster wins.
  public var cascades: Bool

  /// Creates the rules.
  public init(
    bet: Double = 1, minimum: Int, pays: [ClusterPay], wild: String? = nil,
    maxWin: Double? = nil, cascades: Bool = true
  ) {
    self.bet = bet
    self.minimum = minimum
    self.pays = pays
    self.wild = wild
    self.maxWin = maxWin
    self.cascades = cascades
  }

  /// The pay, × bet, of a cluster of `symbol` with `size` cells (0 below ``minimum``).
  public func pay(symbol: String, size: Int) -> Double {
    guard size >= minimum else { return 0 }
    return pays.first { $0.symbol.isSameSymbol(as: symbol) && $0.covers(size) }?.pay ?? 0
  }
}
