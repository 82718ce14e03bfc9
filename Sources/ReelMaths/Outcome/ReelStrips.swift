/// The reels as the maths reads them: each drum's strip of symbols, how many rows its window
/// shows and which of them the stop rests on. No heights, clock or motion: what a window pays
/// and how often depends on these alone (Docs/modules.md).
///
/// Drum `d` at rest on stop `k` shows, top row first, the strip indices
/// `k + t, k + t − 1, …, k + t − (rows − 1)` (mod `N`), where `t` is its ``Reel/targetRow``
/// and `N` its strip's length: the same window ``SymbolWindow`` and the PAR sheet read. The
/// umbrella `ReelKit` builds one from a motion `MachineSpec` (`ReelStrips(spec)`).
public struct ReelStrips: Sendable, Equatable, Hashable {
  /// One drum as the maths reads it.
  public struct Reel: Sendable, Equatable, Hashable {
    /// The symbol names around the strip, in stop order.
    public var strip: [String]
    /// The rows its window shows (at least 1 in a valid machine).
    public var visibleRows: Int
    /// The row (0 at the top) that shows the stop the drum rests on.
    public var targetRow: Int

    /// Creates a drum from its strip, its window's rows and the row the stop rests on.
    public init(strip: [String], visibleRows: Int, targetRow: Int) {
      self.strip = strip
      self.visibleRows = visibleRows
      self.targetRow = targetRow
    }

    /// The number of stops on the strip.
    public var symbolCount: Int { strip.count }

    /// The strip indices shown at rest on `stop`, top row first.
    public func windowIndices(restingAt stop: Int) -> [Int] {
      let count = strip.count
      return (0..<visibleRows).map { row in (((stop + targetRow - row) % count) + count) % count }
    }

    /// The symbol names shown at rest on `stop`, top row first.
    public func window(restingAt stop: Int) -> [String] {
      windowIndices(restingAt: stop).map { strip[$0] }
    }
  }

  /// The machine's name, as the PAR sheet names it.
  public var name: String
  /// The drums, left to right.
  public var reels: [Reel]

  /// Creates the reels of the machine `name`, drums left to right.
  public init(name: String, reels: [Reel]) {
    self.name = name
    self.reels = reels
  }

  /// The rows every drum shows: the fewest of any drum (1 without drums), as paylines and
  /// scatter counts read the window.
  public var rows: Int { reels.map { $0.visibleRows }.min() ?? 1 }

  /// The number of stops of each drum, left to right.
  public var stopCounts: [Int] { reels.map { $0.symbolCount } }
}
