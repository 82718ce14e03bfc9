import ReelMaths
import ReelMotion

/// One respin of a hold-and-win round on the cell reels: the cells it spun, where they
/// landed, and the spin itself.
///
/// Ticks of ``result`` count from the respin's start; add ``startTick`` for the round's tick.
public struct CellReelRespin: Sendable, Equatable {
  /// The respin's number in its round, from 1.
  public var number: Int
  /// The round's tick at which it starts.
  public var startTick: Int
  /// The stop every cell rests on before it.
  public var restStops: [Int]
  /// Which cells are held during it.
  public var heldBefore: [Bool]
  /// The prize index of every held cell before it (`nil`: free).
  public var prizesBefore: [Int?]
  /// The stop every cell rests on after it: a held cell's rest stop, a free cell's landing.
  public var targets: [Int]
  /// The cells that landed the bonus symbol, ascending, with their prizes.
  public var landed: [HoldAndWinCell]
  /// The respins left before it.
  public var respinsBefore: Int
  /// The respins left after it (reset when a cell landed).
  public var respinsAfter: Int
  /// The machine of the respin (``CellReelMachine/respin(restStops:held:offStrip:)``).
  public var spec: MachineSpec
  /// The spin of the cell reels: drum `c` is cell `c`.
  public var result: SpinResult

  /// The cells it spun (free before it), ascending.
  public var spunCells: [Int] { heldBefore.indices.filter { !heldBefore[$0] } }

  /// The round's tick at which its last cell settles (`nil` when the watchdog ended it).
  public var settleTick: Int? { result.spinTick.map { startTick.addingTicks($0) } }

  /// The round's tick at which cell `cell` settles (`nil` for a held cell or one that did not).
  public func settleTick(ofCell cell: Int) -> Int? {
    guard result.drums.indices.contains(cell), !heldBefore[cell] else { return nil }
    return result.drums[cell].settleTick.map { startTick.addingTicks($0) }
  }

  /// The round's tick at which the first bonus symbol of the respin settles: the respin
  /// counter is reset there (`nil` when none landed).
  public var resetTick: Int? { landed.compactMap { settleTick(ofCell: $0.cell) }.min() }
}
