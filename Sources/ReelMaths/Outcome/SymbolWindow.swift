/// The symbols visible at rest: `visibleRows` rows by the machine's drums, each drum showing,
/// top row first, `k + r … k … k − r` around its stop `k` (``ReelStrips/Reel/window(restingAt:)``).
///
/// Rows are numbered from the top (row 0) and drums from the left (drum 0), as paylines
/// address them.
public struct SymbolWindow: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// One column per drum, left to right; each column lists its rows top first.
  public var columns: [[String]]

  /// Creates a window from its columns (drums left to right, rows top first).
  public init(columns: [[String]]) {
    self.columns = columns
  }

  /// Creates a window from its rows (top first, each listing the drums left to right).
  public init(rows: [[String]]) {
    let drums = rows.map({ $0.count }).max() ?? 0
    columns = (0..<drums).map { drum in rows.map { drum < $0.count ? $0[drum] : "" } }
  }

  /// The window of `strips` at rest on `stops` (one strip index per drum).
  public init(strips: ReelStrips, stops: [Int]) {
    precondition(stops.count == strips.reels.count, "one stop per drum")
    columns = zip(strips.reels, stops).map { reel, stop in reel.window(restingAt: stop) }
  }

  /// The number of drums.
  public var drumCount: Int { columns.count }

  /// The number of rows (of the tallest drum).
  public var rowCount: Int { columns.map({ $0.count }).max() ?? 0 }

  /// The symbol in `row` (0 at the top) of `drum` (0 at the left).
  public subscript(row row: Int, drum drum: Int) -> String { columns[drum][row] }

  /// The rows, top first, each listing the drums left to right (`""` where a drum has fewer
  /// rows), as ``SpinResult/window`` gives them.
  public var rows: [[String]] {
    (0..<rowCount).map { row in columns.map { row < $0.count ? $0[row] : "" } }
  }

  /// The window as a result code writes it: rows top first separated by `/`, the drums of a
  /// row left to right separated by `.`, e.g. `CHERRY.BAR.7/PLUM.7.BELL/BELL.BELL.BAR`.
  public var description: String {
    rows.map { $0.joined(separator: ".") }.joined(separator: "/")
  }
}
