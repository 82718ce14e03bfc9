/// A cell of the window that changed in place between two consecutive ticks: it showed
/// another symbol, had another height, or vanished while still inside the window
/// (``SpinResult/checkCellsKept(on:)``).
public struct VisibleCellChange: Error, Sendable, Equatable, CustomStringConvertible {
  /// The drum.
  public var drum: Int
  /// The later of the two ticks.
  public var tick: Int
  /// Where the cell should be at the later tick: its distance from the result line, pt.
  public var position: Double
  /// The symbol the cell showed at the earlier tick.
  public var before: String
  /// The cell's height at the earlier tick, pt.
  public var beforeHeight: Double
  /// The symbol drawn there at the later tick, or `nil` when no cell is there.
  public var after: String?
  /// The height of the cell drawn there at the later tick, pt, or `nil`.
  public var afterHeight: Double?

  /// One line naming the drum, the tick, the cell and what became of it.
  public var description: String {
    let was = "\(before) (\(format(beforeHeight)) pt)"
    let now = after.map { "\($0) (\(format(afterHeight ?? 0)) pt)" } ?? "nothing"
    return "visible change: drum \(drum) at tick \(tick): the cell \(format(position)) pt from "
      + "the result line showed \(was) and now shows \(now)"
  }
}
