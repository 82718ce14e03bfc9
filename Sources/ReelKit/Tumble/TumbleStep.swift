import ReelMaths
import ReelMotion

/// One tumble of a chain: the winning cells removed, the cells that fall, and the window and
/// pay once every cell rests.
public struct TumbleStep: Sendable, Equatable, Hashable {
  /// The tumble's number in its chain, from 1.
  public var number: Int
  /// The tick at which the winning cells are removed (the previous window came to rest).
  public var removalTick: Int
  /// The cells removed, drum by drum, top row first.
  public var removed: [RemovedCell]
  /// The cells that move, drum by drum, top row first (a cell that keeps its row is not
  /// listed).
  public var falls: [CellFall]
  /// The window once every cell rests.
  public var window: SymbolWindow
  /// The strip index of every cell of ``window``, `[drum][row]`.
  public var stripIndices: [[Int]]
  /// What ``window`` pays.
  public var pay: SpinPay
  /// The tick at which the last cell lands: the window is at rest from here.
  public var settleTick: Int
}

/// A winning cell a tumble removes.
public struct RemovedCell: Sendable, Equatable, Hashable {
  /// The drum (column), 0 at the left.
  public var drum: Int
  /// The row it was in, 0 at the top.
  public var row: Int
  /// Its symbol.
  public var symbol: String
  /// The strip index it showed.
  public var stripIndex: Int
}

#if !hasFeature(Embedded)
  extension RemovedCell: Codable {}
#endif
