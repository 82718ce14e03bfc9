import ReelMotion

/// Something that happens in a hold-and-win round on the cell reels, at a round tick.
///
/// ``CellReelRound/events`` lists them by tick, then respin; within a respin a cell's own
/// events come as its spin emits them (``SpinEvent``: started, reachedCruise, stopRequested,
/// brakingStarted, reachedTarget, settled), a landed bonus symbol's ``Kind/held(prize:)`` right after
/// its `settled`, and the counter's ``Kind/counterReset(respinsLeft:)`` right after the first `held`.
public struct CellReelEvent: Sendable, Equatable {
  /// What happens.
  public enum Kind: Sendable, Equatable {
    /// A respin starts; the counter shows `respinsLeft` (one fewer than before it).
    case respinStarted(respinsLeft: Int)
    /// A cell reel's event, as a drum's (``SpinEvent/Kind``).
    case cell(SpinEvent.Kind)
    /// The cell landed the bonus symbol with prize index `prize`: it is held from here.
    case held(prize: Int)
    /// The counter is reset to `respinsLeft` (the first bonus symbol of the respin landed).
    case counterReset(respinsLeft: Int)
    /// Every cell of the respin settled; `respinsLeft` are left.
    case respinEnded(respinsLeft: Int)
    /// The round is over: no respin left, or the window is `full`.
    case roundEnded(full: Bool)
  }

  /// The round's tick (0: the triggering spin settled).
  public var tick: Int
  /// The time of the tick, seconds since the round started.
  public var time: Double
  /// The respin, from 1.
  public var respin: Int
  /// The cell, `drum·rows + row`, or `nil` for an event of the respin or round.
  public var cell: Int?
  /// What happens.
  public var kind: Kind

  /// Creates an event.
  public init(tick: Int, time: Double, respin: Int, cell: Int?, kind: Kind) {
    self.tick = tick
    self.time = time
    self.respin = respin
    self.cell = cell
    self.kind = kind
  }

  /// The kind's name: `respinStarted`, `started`, `settled`, `held`, …
  public var name: String {
    switch kind {
    case .respinStarted: "respinStarted"
    case .cell(let kind): Self.name(of: kind)
    case .held: "held"
    case .counterReset: "counterReset"
    case .respinEnded: "respinEnded"
    case .roundEnded: "roundEnded"
    }
  }

  /// The name of a cell reel's event.
  static func name(of kind: SpinEvent.Kind) -> String {
    switch kind {
    case .started: "started"
    case .reachedCruise: "reachedCruise"
    case .stopRequested: "stopRequested"
    case .brakingStarted: "brakingStarted"
    case .windowMissed: "windowMissed"
    case .reachedTarget: "reachedTarget"
    case .settled: "settled"
    case .allStopped: "allStopped"
    case .slammed: "slammed"
    case .resultArrived: "resultArrived"
    case .anticipationStarted: "anticipationStarted"
    }
  }
}
