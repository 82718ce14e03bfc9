import ReelMaths
import ReelMotion

/// A hold-and-win feature with its motion: the round the maths plays
/// (`HoldAndWinRound/play(_:held:using:)`) shown respin by respin on cell reels
/// (``CellReelMachine``).
///
/// Respin `j` spins every cell free before it: the cell's target is
/// ``HoldAndWinCellStrip/stop(forDraw:)`` of its draw in the round, so a cell lands the bonus
/// symbol exactly when the maths says it does and the animated round pays what the maths
/// pays. Held cells (the triggering window's bonus symbols and every one landed since) rest
/// on their stops and never move. Tick 0 of the round is the tick the triggering spin settled:
///
///     start(1) = pause,   start(j + 1) = settle(j) + pause,   pause = ⌈respinPause / dt⌉ ticks
///
/// `settle(j)` the tick the last cell of respin `j` settles. Everything is decided by the
/// round: the same round gives the same motion, tick for tick.
public struct HoldAndWinReels: Sendable, Equatable {
  /// The feature.
  public var feature: HoldAndWinFeature
  /// The strip the free cells spin on.
  public var cellStrip: HoldAndWinCellStrip
  /// The cell reels.
  public var machine: CellReelMachine

  /// The feature `feature` on the cell reels `machine`, spinning `cellStrip`.
  public init(feature: HoldAndWinFeature, cellStrip: HoldAndWinCellStrip, machine: CellReelMachine)
  {
    precondition(feature.cells == machine.cells, "one cell reel per cell")
    self.feature = feature
    self.cellStrip = cellStrip
    self.machine = machine
  }

  /// The stops every cell rests on when `round` starts, and which held cells are off the
  /// strip: a held cell on the first bonus stop (or off the strip without one), a free cell on
  /// ``HoldAndWinCellStrip/freeStop``.
  func startStops(_ round: HoldAndWinRound) -> (stops: [Int], held: [Bool], offStrip: [Bool]) {
    var held = [Bool](repeating: false, count: feature.cells)
    for cell in round.start { held[cell.cell] = true }
    let heldStop = cellStrip.heldStop
    let stops = held.map { $0 ? (heldStop ?? 0) : cellStrip.freeStop }
    let offStrip = held.map { $0 && heldStop == nil }
    return (stops, held, offStrip)
  }

  /// The motion of `round` (a round of ``feature``): every respin spun on the cell reels,
  /// with traces when `recordingTraces`. A respin the watchdog ends ends the motion there
  /// (``CellReelRound/failure``).
  ///
  /// - Throws: `CancellationError` when the task was cancelled, and nothing else.
  public func animate(_ round: HoldAndWinRound, recordingTraces: Bool = false) throws
    -> CellReelRound
  {
    precondition(round.cells.count == feature.cells, "a round of this feature")
    let start = startStops(round)
    var stops = start.stops
    var held = start.held
    let offStrip = start.offStrip
    let pause = machine.clock.tick(atOrAfter: machine.timing.respinPause)
    var tick = pause
    var respins: [CellReelRespin] = []
    var prizes = [Int?](repeating: nil, count: feature.cells)
    for cell in round.start { prizes[cell.cell] = cell.prize }
    let startStops = stops
    let startHeld = held
    for (index, played) in round.respins.enumerated() {
      var targets = stops
      for draw in played.draws { targets[draw.cell] = cellStrip.stop(forDraw: draw.draw) }
      let spec = machine.respin(restStops: stops, held: held, offStrip: offStrip)
      let result = try SpinRunner(spec: spec, targets: targets, recordsTrace: recordingTraces)
        .runInline()
      let respin = CellReelRespin(
        number: index + 1, startTick: tick, restStops: stops, heldBefore: held,
        prizesBefore: prizes, targets: targets, landed: played.landed,
        respinsBefore: played.respinsBefore, respinsAfter: played.respinsAfter, spec: spec,
        result: result)
      respins.append(respin)
      // `case .none`, not `== nil`: the Embedded (wasm) build would compare whole results.
      guard case .none = result.failure, let settle = result.spinTick else { break }
      stops = targets
      for cell in played.landed {
        held[cell.cell] = true
        prizes[cell.cell] = cell.prize
      }
      tick = tick.addingTicks(settle)
      if index + 1 < round.respins.count { tick = tick.addingTicks(pause) }
    }
    return CellReelRound(
      round: round, rows: machine.rows, clock: machine.clock, startStops: startStops,
      startHeld: startHeld, startOffStrip: offStrip, respinsLeftAtStart: feature.respins,
      respins: respins)
  }
}
