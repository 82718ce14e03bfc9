/// A cell of the window that changed in place between two consecutive ticks — it showed
/// another symbol, had another height, or vanished while still inside the window — or a
/// window that its cells do not tile (``SpinResult/checkCellsKept(on:)``).
public struct VisibleCellChange: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable, Hashable {
    /// A cell showed another symbol or had another height, or none was there.
    case changed
    /// The cells leave a gap or overlap at ``VisibleCellChange/position``: the window is not
    /// covered exactly once from its top edge to its bottom edge.
    case notTiled
  }

  /// What went wrong.
  public var kind: Kind
  /// The drum.
  public var drum: Int
  /// The later of the two ticks (the tick of the drawing, for ``Kind/notTiled``).
  public var tick: Int
  /// Where the cell should be at the later tick, or where the gap or overlap begins: its
  /// distance from the result line, pt.
  public var position: Double
  /// The symbol the cell showed at the earlier tick (empty for ``Kind/notTiled``).
  public var before: String
  /// The cell's height at the earlier tick, pt (0 for ``Kind/notTiled``).
  public var beforeHeight: Double
  /// The symbol drawn there at the later tick, or `nil` when no cell is there.
  public var after: String?
  /// The height of the cell drawn there at the later tick, pt, or `nil`.
  public var afterHeight: Double?

  /// One line naming the drum, the tick, the cell and what became of it.
  public var description: String {
    let place = "drum \(drum) at tick \(tick)"
    guard kind == .changed else {
      return "visible change: \(place): the cells leave a gap or overlap "
        + "\(format(position)) pt from the result line (allowed: cells that cover the window once)"
    }
    let was = "\(before) (\(format(beforeHeight)) pt)"
    let now = after.map { "\($0) (\(format(afterHeight ?? 0)) pt)" } ?? "nothing"
    return "visible change: \(place): the cell \(format(position)) pt from the result line "
      + "showed \(was) and now shows \(now)"
  }
}
