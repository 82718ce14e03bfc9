import ReelMaths
import ReelMotion

/// One cell of a hold-and-win window as drawn at a display frame.
public struct CellReelCell: Sendable, Equatable {
  /// The cell, `drum·rows + row`.
  public var cell: Int
  /// The drum (column), 0 at the left.
  public var drum: Int
  /// The row, 0 at the top.
  public var row: Int
  /// The prize index the cell holds (`nil`: free): set from the tick it settled on the bonus
  /// symbol, so a view highlights it from then on.
  public var prize: Int?
  /// Whether the cell is held in the respin under way (it rests and never moves).
  public var isHeld: Bool
  /// The cell reel at the frame's time: draw its ``DrumFrame/symbols`` as a one-row drum's.
  public var reel: DrumFrame
}

/// What an app draws and handles at one display frame of a hold-and-win round.
public struct CellReelFrame: Sendable, Equatable {
  /// The display time, seconds since the round started (the triggering spin settled).
  public var time: Double
  /// The respin under way or last played, from 1 (0 before the first).
  public var respin: Int
  /// The counter: the respins left as a player sees them (``CellReelRound/respinsLeft(atTick:)``).
  public var respinsLeft: Int
  /// The events since the previous frame, up to ``time``, in order; each delivered once.
  public var events: [CellReelEvent]
  /// Every cell, in cell order.
  public var cells: [CellReelCell]
  /// Whether nothing is left to show: the round is over and every event delivered.
  public var isFinished: Bool
}

/// A hold-and-win round driven by an app's display: one call per frame with the seconds
/// since the round started returns the events and the cells up to that time.
///
/// ```swift
/// let round = try reels.animate(mathsRound)       // the round the maths played
/// var loop = CellReelFrameLoop(reels: reels, round: round)
/// // every display frame:
/// let frame = try loop.frame(at: elapsed)
/// for event in frame.events { handle(event) }      // held, counterReset, roundEnded, …
/// for cell in frame.cells { draw(cell.reel.symbols, highlighted: cell.prize != nil) }
/// ```
///
/// The respin under way is stepped on its own ``SpinMachine`` (the same motion as its
/// ``CellReelRespin/result``, tick for tick) and drawn with ``SpinMachine/sample(at:)``, so
/// any frame rate shows the same motion; between respins every cell rests. Frames at the same
/// time again are fine, earlier ones throw.
public struct CellReelFrameLoop: Sendable {
  /// The round shown.
  public let round: CellReelRound
  /// Its events, by tick.
  public let events: [CellReelEvent]
  /// The machine of the respin drawn, and its index in the round's respins (`-1`: the
  /// window at the start, without respins).
  private var machine: SpinMachine
  private var machineRespin: Int
  /// Events delivered so far.
  private var delivered = 0
  /// The time of the last frame, seconds.
  public private(set) var lastFrameTime: Double?

  /// A loop over `round`, a round of `reels`.
  public init(reels: HoldAndWinReels, round: CellReelRound) {
    self.round = round
    events = round.events
    if let first = round.respins.first {
      machine = SpinMachine(spec: first.spec, targets: first.targets)
      machineRespin = 0
    } else {
      // A round that starts full plays no respin: every cell rests, held.
      let startSpec = reels.machine.respin(
        restStops: round.startStops, held: round.startHeld.map { _ in true },
        offStrip: round.startOffStrip)
      machine = SpinMachine(spec: startSpec, targets: round.startStops)
      machineRespin = -1
    }
  }

  /// The frame at `seconds` since the round started: finite, at least 0 and not before the
  /// previous frame's.
  public mutating func frame(at seconds: Double) throws(SpinUsageError) -> CellReelFrame {
    guard seconds.isFinite, seconds >= 0 else {
      throw .outOfRange(field: "seconds", value: seconds, allowed: "a finite time ≥ 0 s")
    }
    if let last = lastFrameTime, seconds < last {
      throw .timeWentBack(previous: last, given: seconds)
    }
    lastFrameTime = seconds
    let clock = round.clock
    var tick = clock.tick(atOrAfter: seconds)
    if tick > 0, clock.time(atTick: tick) > seconds { tick -= 1 }
    let index = round.respins.lastIndex { clock.time(atTick: $0.startTick) <= seconds }
    var local = 0.0
    if let index {
      let respin = round.respins[index]
      if index != machineRespin {
        machine = SpinMachine(spec: respin.spec, targets: respin.targets)
        machineRespin = index
      }
      local = seconds - clock.time(atTick: respin.startTick)
      _ = machine.advance(to: local)
    }
    let due = events[delivered...].prefix { $0.time <= seconds }.count
    let shown = Array(events[delivered..<(delivered + due)])
    delivered += due
    let prizes = round.prizes(atTick: tick)
    let held = index.map { round.respins[$0].heldBefore } ?? round.startHeld
    let reels = machine.sample(at: local)
    let cells = reels.indices.map { cell in
      CellReelCell(
        cell: cell, drum: cell / round.rows, row: cell % round.rows, prize: prizes[cell],
        isHeld: held[cell], reel: reels[cell])
    }
    let endTime = clock.time(atTick: round.endTick)
    return CellReelFrame(
      time: seconds, respin: index.map { $0 + 1 } ?? 0,
      respinsLeft: round.respinsLeft(atTick: tick),
      events: shown, cells: cells,
      isFinished: seconds >= endTime && delivered == events.count)
  }
}
