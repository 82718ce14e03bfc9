/// Everything a spin produced: per-drum results in drum order, the event log, when asked for,
/// the tick-by-tick trace of every drum, and whether the watchdog ended it.
///
/// A spin stopped by the watchdog is an outcome like any other, not an error: its result holds
/// the spin up to the watchdog tick, ``watchdogTick`` says when that was and ``failure``
/// describes the drum that had not stopped.
public struct SpinResult: Sendable, Equatable {
  /// The machine's name.
  public var machine: String
  /// The clock the spin ran on.
  public var clock: SimulationClock
  /// The spin's outcome: the strip index each drum landed on (or was landing on when the
  /// watchdog fired). It is the target decided before the spin (or revealed by the late
  /// result) but for a drum a skill-stop press moved to another stop because none in reach
  /// showed its decided target; each drum's ``DrumResult/decidedTarget`` keeps the decided
  /// one. Pay, and build the ``ResultCode`` and ``SymbolWindow``, from these.
  public var targets: [Int]
  /// One result per drum, in drum order.
  public var drums: [DrumResult]
  /// Every event, ordered by tick, then drum, then the order it happened in; ends with
  /// ``SpinEvent/Kind/allStopped`` when every drum stopped.
  public var events: [SpinEvent]
  /// One trace per drum (tick 0 to its settle tick), when the runner recorded them.
  public var traces: [[DrumSample]]?
  /// The tick at which the watchdog ended the spin with a drum still moving; `nil` when every
  /// drum came to rest before it (or when the result is a spin still in progress).
  public var watchdogTick: Int?

  /// Creates a result; `watchdogTick` is the tick the watchdog ended the spin at, if it did.
  public init(
    machine: String, clock: SimulationClock, targets: [Int], drums: [DrumResult],
    events: [SpinEvent], traces: [[DrumSample]]?, watchdogTick: Int? = nil
  ) {
    self.machine = machine
    self.clock = clock
    self.targets = targets
    self.drums = drums
    self.events = events
    self.traces = traces
    self.watchdogTick = watchdogTick
  }

  /// The outcome of drums that were asked for `decided`: each drum's decided target, or,
  /// for a drum whose stop request came from a skill-stop press, the stop the press chose
  /// (``DrumResult/target``; the only control that moves a landing).
  static func landing(decided: [Int], drums: [DrumResult]) -> [Int] {
    decided.indices.map { index in
      index < drums.count && drums[index].requestSource == .press
        ? drums[index].target : decided[index]
    }
  }

  /// The watchdog failure — the first drum (in drum order) that had not stopped at
  /// ``watchdogTick`` — or `nil` when the watchdog did not end the spin.
  public var failure: SpinFailure? {
    watchdogTick.flatMap { SpinFailure(watchdogTick: $0, result: self) }
  }

  /// Whether every drum came to rest on its target.
  public var allStopped: Bool { drums.allSatisfy({ $0.isStopped }) }

  /// The spin time: the tick of the last settle (`nil` unless every drum stopped).
  public var spinTick: Int? {
    guard allStopped else { return nil }
    return drums.compactMap({ $0.settleTick }).max()
  }

  /// Seconds for a tick, or `nil`.
  public func time(_ tick: Int?) -> Double? {
    tick.map { clock.time(atTick: $0) }
  }

  /// The visible window at rest, top row first; each row lists the drums left to right.
  public var window: [[String]] {
    let rows = drums.map({ $0.window.count }).max() ?? 0
    return (0..<rows).map { row in
      drums.map { row < $0.window.count ? $0.window[row] : "" }
    }
  }
}

#if !hasFeature(Embedded)
  extension SpinResult: Codable {}
#endif
