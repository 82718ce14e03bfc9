/// A spin that did not finish: the watchdog fired while a drum was still moving.
///
/// A runner returns it as a value, in ``SpinResult/failure``; ``SpinMachine`` keeps it in
/// ``SpinMachine/failure``. It is an `Error` so that a caller that treats an unfinished spin
/// as one (a command line tool exiting 1) can throw it.
public struct SpinFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The first drum (in drum order) that had not stopped.
  public var drum: Int
  /// Its phase when the watchdog fired.
  public var phase: DrumPhase
  /// Its classic window misses.
  public var windowMisses: Int
  /// The watchdog tick.
  public var tick: Int
  /// The spin up to the watchdog, so that its trace can still be inspected.
  public var result: SpinResult

  /// Creates a failure.
  public init(drum: Int, phase: DrumPhase, windowMisses: Int, tick: Int, result: SpinResult) {
    self.drum = drum
    self.phase = phase
    self.windowMisses = windowMisses
    self.tick = tick
    self.result = result
  }

  /// Finds the first drum of `result` that has not stopped, if any.
  public init?(watchdogTick: Int, result: SpinResult) {
    guard let stuck = result.drums.first(where: { !$0.isStopped }) else { return nil }
    self.init(
      drum: stuck.drum, phase: stuck.phase, windowMisses: stuck.windowMisses, tick: watchdogTick,
      result: result)
  }

  /// One line: which drum, in which phase, after how many misses, at which time.
  public var description: String {
    let seconds = result.clock.time(atTick: tick)
    let misses = windowMisses == 1 ? "1 window miss" : "\(windowMisses) window misses"
    return "watchdog: drum \(drum) still \(phase.rawValue) at \(seconds) s (tick \(tick)) "
      + "after \(misses)"
  }
}

#if !hasFeature(Embedded)
  extension SpinFailure: Codable {}
#endif
