import ReelKit

/// A hold-and-win round on the cell reels (``/ReelKit/CellReelRound``) and its frames
/// (``/ReelKit/CellReelFrame``) written as `Double`s, as ``SpinRecord`` writes a spin: whole
/// numbers exactly, absent ones as -1.
///
/// A round: ``roundFields``; the prize every cell holds at the end (-1: free); the stop every
/// cell rests on at the start and whether it is held (0 or 1); the count of the triggering
/// window's held cells and per cell its index and prize; per respin ``respinFields``, the
/// landed cells (index, prize), the targets (one per cell), then the length of its spin's
/// record and the record (``SpinRecord/write(_:)-(SpinResult)``: cell `c` is drum `c`); then the
/// event count and every event (``eventFields``).
public enum CellReelRecord {
  /// The head of a round.
  public static let roundFields = [
    "cells", "rows", "respinsLeftAtStart", "respins", "endTick", "failed", "full", "award",
    "heldCount",
  ]
  /// The head of a respin.
  public static let respinFields = [
    "number", "startTick", "respinsBefore", "respinsAfter", "settleTick", "resetTick",
    "landedCount",
  ]
  /// The numbers of an event: the round's tick and time, the respin, the cell (-1: of the
  /// respin or round), the kind (``eventKinds``) and three arguments: `respinsLeft` of
  /// `respinStarted`, `counterReset` and `respinEnded`, the prize of `held`, 1 when full of
  /// `roundEnded`; of `cell`, the cell reel's own event as ``SpinRecord/eventFields``'
  /// `kind`, `a`, `b`.
  public static let eventFields = ["tick", "time", "respin", "cell", "kind", "a", "b", "c"]
  /// The names of the event kinds.
  public static let eventKinds = [
    "respinStarted", "cell", "held", "counterReset", "respinEnded", "roundEnded",
  ]
  /// The head of a frame; then its events (``eventFields``) and per cell ``cellFields``.
  public static let frameFields = [
    "time", "respin", "respinsLeft", "finished", "eventCount", "cellCount",
  ]
  /// A cell in a frame: its prize (-1: free), whether held, then the cell reel as
  /// ``SpinRecord/frameFields``.
  public static let cellFields = ["prize", "held"] + SpinRecord.frameFields

  /// Writes a round of `feature`.
  public static func write(_ round: CellReelRound, feature: HoldAndWinFeature) -> [Double] {
    let cells = round.startStops.count
    var out: [Double] = [
      Double(cells), Double(round.rows), Double(round.respinsLeftAtStart),
      Double(round.respins.count), Double(round.endTick), failed(round),
      round.round.isFull ? 1 : 0, round.award(feature), Double(round.round.heldCount),
    ]
    out += round.round.cells.map { whole($0) }
    out += round.startStops.map { Double($0) }
    out += round.startHeld.map { $0 ? 1 : 0 }
    out.append(Double(round.round.start.count))
    for cell in round.round.start { out += [Double(cell.cell), Double(cell.prize)] }
    for respin in round.respins {
      out += [
        Double(respin.number), Double(respin.startTick), Double(respin.respinsBefore),
        Double(respin.respinsAfter), whole(respin.settleTick), whole(respin.resetTick),
        Double(respin.landed.count),
      ]
      for cell in respin.landed { out += [Double(cell.cell), Double(cell.prize)] }
      out += respin.targets.map { Double($0) }
      let spin = SpinRecord.write(respin.result)
      out.append(Double(spin.count))
      out += spin
    }
    let events = round.events
    out.append(Double(events.count))
    for event in events { append(event, to: &out) }
    return out
  }

  /// Writes a frame.
  public static func write(_ frame: CellReelFrame) -> [Double] {
    var out: [Double] = [
      frame.time, Double(frame.respin), Double(frame.respinsLeft), frame.isFinished ? 1 : 0,
      Double(frame.events.count), Double(frame.cells.count),
    ]
    for event in frame.events { append(event, to: &out) }
    for cell in frame.cells {
      out += [whole(cell.prize), cell.isHeld ? 1 : 0]
      out += SpinRecord.write([cell.reel])
    }
    return out
  }

  /// Appends an event's eight numbers.
  public static func append(_ event: CellReelEvent, to out: inout [Double]) {
    var kind = 0.0
    var a = Double.nan
    var b = Double.nan
    var c = Double.nan
    switch event.kind {
    case .respinStarted(let left): a = Double(left)
    case .cell(let spinKind):
      kind = 1
      var own: [Double] = []
      SpinRecord.append(
        SpinEvent(tick: event.tick, time: event.time, drum: event.cell, kind: spinKind),
        to: &own)
      a = own[3]
      b = own[4]
      c = own[5]
    case .held(let prize):
      kind = 2
      a = Double(prize)
    case .counterReset(let left):
      kind = 3
      a = Double(left)
    case .respinEnded(let left):
      kind = 4
      a = Double(left)
    case .roundEnded(let full):
      kind = 5
      a = full ? 1 : 0
    }
    out += [Double(event.tick), event.time, Double(event.respin), whole(event.cell), kind, a, b, c]
  }

  /// 1 when the watchdog ended a respin (`case`, not `== nil`, which would compare results).
  private static func failed(_ round: CellReelRound) -> Double {
    if case .some = round.failure { return 1 }
    return 0
  }

  private static func whole(_ value: Int?) -> Double { value.map { Double($0) } ?? -1 }
}
