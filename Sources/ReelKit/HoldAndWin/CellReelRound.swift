import ReelMaths
import ReelMotion

/// A hold-and-win round on the cell reels (``HoldAndWinReels/animate(_:recordingTraces:)``):
/// the maths' round and every respin's spin, on one timeline whose tick 0 is the tick the
/// triggering spin settled.
public struct CellReelRound: Sendable, Equatable {
  /// The round the maths played.
  public var round: HoldAndWinRound
  /// The window's rows (cell `c` is drum `c / rows`, row `c % rows`).
  public var rows: Int
  /// The clock.
  public var clock: SimulationClock
  /// The stop every cell rests on when the round starts.
  public var startStops: [Int]
  /// The cells held when the round starts (the triggering window's bonus symbols).
  public var startHeld: [Bool]
  /// The held cells that rest off the cell strip (it has no bonus symbol).
  public var startOffStrip: [Bool]
  /// The respins the round starts with.
  public var respinsLeftAtStart: Int
  /// The respins, in order (the last one ended by the watchdog, if ``failure``).
  public var respins: [CellReelRespin]

  /// The watchdog failure of a respin, if one did not come to rest.
  public var failure: SpinFailure? { respins.last?.result.failure }

  /// The round's last tick: the last respin's settle tick (0 without respins).
  public var endTick: Int {
    guard let last = respins.last else { return 0 }
    return last.settleTick ?? last.startTick.addingTicks(last.result.watchdogTick ?? 0)
  }

  /// Every event of the round, by tick, then respin (``CellReelEvent``).
  public var events: [CellReelEvent] {
    var events: [CellReelEvent] = []
    func add(_ tick: Int, _ respin: Int, _ cell: Int?, _ kind: CellReelEvent.Kind) {
      events.append(
        CellReelEvent(
          tick: tick, time: clock.time(atTick: tick), respin: respin, cell: cell, kind: kind))
    }
    for respin in respins {
      add(
        respin.startTick, respin.number, nil, .respinStarted(respinsLeft: respin.respinsBefore - 1))
      // The prize each landed cell holds (`nil`: none), by cell (no dictionary: the module
      // builds as Embedded Swift too).
      var prizes = [Int?](repeating: nil, count: respin.heldBefore.count)
      for cell in respin.landed { prizes[cell.cell] = cell.prize }
      var reset = false
      for event in respin.result.events {
        let tick = respin.startTick.addingTicks(event.tick)
        guard let cell = event.drum else { continue }
        add(tick, respin.number, cell, .cell(event.kind))
        guard event.kind == .settled, prizes.indices.contains(cell), let prize = prizes[cell]
        else { continue }
        add(tick, respin.number, cell, .held(prize: prize))
        if !reset {
          reset = true
          add(tick, respin.number, nil, .counterReset(respinsLeft: respin.respinsAfter))
        }
      }
      if let settle = respin.settleTick {
        add(settle, respin.number, nil, .respinEnded(respinsLeft: respin.respinsAfter))
      }
    }
    // `case .none`, not `== nil`: the Embedded (wasm) build would compare whole spin results.
    if case .none = failure, let last = respins.last, let settle = last.settleTick {
      add(settle, last.number, nil, .roundEnded(full: round.isFull))
    }
    return events
  }

  /// The respin under way or last played at `tick`: the last one started at or before it
  /// (`nil` before the first).
  public func respin(atTick tick: Int) -> CellReelRespin? {
    respins.last { $0.startTick <= tick }
  }

  /// The counter at `tick`: the respins left as a player sees them. It shows the round's
  /// respins until the first respin starts, one fewer as each respin starts, the reset count
  /// from the tick the respin's first bonus symbol settles, and the respins left after the
  /// respin once it settled.
  public func respinsLeft(atTick tick: Int) -> Int {
    guard let respin = respin(atTick: tick) else { return respinsLeftAtStart }
    if let settle = respin.settleTick, tick >= settle { return respin.respinsAfter }
    if let reset = respin.resetTick, tick >= reset { return respin.respinsAfter }
    return respin.respinsBefore - 1
  }

  /// The prize index every cell holds at `tick` (`nil`: free): the triggering window's, and
  /// each landed cell's from the tick it settled.
  public func prizes(atTick tick: Int) -> [Int?] {
    guard let respin = respin(atTick: tick) else {
      var prizes = [Int?](repeating: nil, count: startHeld.count)
      for cell in round.start { prizes[cell.cell] = cell.prize }
      return prizes
    }
    var prizes = respin.prizesBefore
    for cell in respin.landed {
      if let settle = respin.settleTick(ofCell: cell.cell), tick >= settle {
        prizes[cell.cell] = cell.prize
      }
    }
    return prizes
  }

  /// The award the round pays, × the total bet (the maths' ``HoldAndWinRound/award(_:)``).
  public func award(_ feature: HoldAndWinFeature) -> Double { round.award(feature) }
}
