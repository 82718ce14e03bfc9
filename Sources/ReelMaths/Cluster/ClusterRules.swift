import ReelKitSupport

/// How a cluster-pays grid pays: clusters of at least ``minimum`` equal symbols connected
/// edge to edge (a wild joins every cluster it touches), priced by ``pays``, the wins of a
/// spin's cascades added and capped at ``maxWin`` times the bet.
///
/// With ``multiplierCap`` set, the grid's positions carry **cell multipliers**, as in the
/// popular candy-grid games: a position that takes part in a win is marked; each later win
/// on a marked position sets its multiplier to ×2, then doubles it, up to the cap
/// (`m ← min(2m, cap)`). A cluster pays its entry × the **sum** of the multipliers under it
/// (×1 when none of its cells has one), the values as they were before the cluster's own
/// step updated them. The marks belong to positions, not symbols (a cell that falls leaves
/// its mark behind), and last for the cascade chain of one spin.
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
  /// The largest cell multiplier, `nil` without cell multipliers (2 ...
  /// ``maximumMultiplierCap``).
  public var multiplierCap: Int?

  /// ``maxWin`` as the rule (``WinCap``), wins counted × bet; `nil` without a cap.
  public var winCap: WinCap? { maxWin.map { WinCap(multiple: $0) } }

  /// The largest cell multiplier cap allowed in a config.
  public static let maximumMultiplierCap = 1024

  /// Creates the rules.
  public init(
    bet: Double = 1, minimum: Int, pays: [ClusterPay], wild: String? = nil,
    maxWin: Double? = nil, cascades: Bool = true, multiplierCap: Int? = nil
  ) {
    self.bet = bet
    self.minimum = minimum
    self.pays = pays
    self.wild = wild
    self.maxWin = maxWin
    self.cascades = cascades
    self.multiplierCap = multiplierCap
  }

  /// A position's multiplier state after a win on it: `0` (unmarked) → `1` (marked) → `2` →
  /// `min(2m, cap)`.
  public func marked(_ state: Int) -> Int {
    guard let cap = multiplierCap else { return 0 }
    return state == 0 ? 1 : min(state * 2, cap)
  }

  /// The factor of a cluster over positions whose states are `states`: the sum of the
  /// multipliers (states of 2 and more), or 1 when there are none.
  public static func factor<S: Sequence>(of states: S) -> Int where S.Element == Int {
    var sum = 0
    for state in states where state >= 2 { sum += state }
    return sum == 0 ? 1 : sum
  }

  /// The pay, × bet, of a cluster of `symbol` with `size` cells (0 below ``minimum``).
  public func pay(symbol: String, size: Int) -> Double {
    guard size >= minimum else { return 0 }
    return pays.first { $0.symbol.isSameSymbol(as: symbol) && $0.covers(size) }?.pay ?? 0
  }
}
