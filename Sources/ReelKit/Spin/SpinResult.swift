/// Everything a spin produced: per-drum results in drum order, the event log and, when asked
/// for, the tick-by-tick trace of every drum.
public struct SpinResult: Sendable, Equatable, Codable {
  /// The machine's name.
  public var machine: String
  /// The clock the spin ran on.
  public var clock: SimulationClock
  /// The target index of each drum, decided before the spin.
  public var targets: [Int]
  /// One result per drum, in drum order.
  public var drums: [DrumResult]
  /// Every event, ordered by tick, then drum, then the order it happened in; ends with
  /// ``SpinEvent/Kind/allStopped`` when every drum stopped.
  public var events: [SpinEvent]
  /// One trace per drum (tick 0 to its settle tick), when the runner recorded them.
  public var traces: [[DrumSample]]?

  /// Creates a result.
  public init(
    machine: String, clock: SimulationClock, targets: [Int], drums: [DrumResult],
    events: [SpinEvent], traces: [[DrumSample]]?
  ) {
    self.machine = machine
    self.clock = clock
    self.targets = targets
    self.drums = drums
    self.events = events
    self.traces = traces
  }

  /// Whether every drum came to rest on its target.
  public var allStopped: Bool { drums.allSatisfy(\.isStopped) }

  /// The spin time: the tick of the last settle (`nil` unless every drum stopped).
  public var spinTick: Int? {
    guard allStopped else { return nil }
    return drums.compactMap(\.settleTick).max()
  }

  /// Seconds for a tick, or `nil`.
  public func time(_ tick: Int?) -> Double? {
    tick.map { clock.time(atTick: $0) }
  }

  /// The visible window at rest, top row first; each row lists the drums left to right.
  public var window: [[String]] {
    let rows = drums.map(\.window.count).max() ?? 0
    return (0..<rows).map { row in
      drums.map { row < $0.window.count ? $0.window[row] : "" }
    }
  }
}
