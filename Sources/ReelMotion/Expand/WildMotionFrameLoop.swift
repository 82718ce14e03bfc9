/// What an app draws and handles at one display frame of a ``WildMotion``.
public struct WildMotionFrame: Sendable, Equatable {
  /// The display time, seconds since the motion's tick 0.
  public var time: Double
  /// The events since the previous frame, up to ``time``, in order; each delivered once.
  public var events: [WildMotionEvent]
  /// What to draw: the motion at the last tick at or before ``time``.
  public var sample: WildMotionSample
  /// Whether nothing is left to show: the motion is over and every event delivered.
  public var isFinished: Bool
}

/// A ``WildMotion`` driven by an app's display: one call per frame with the seconds since the
/// motion's tick 0 returns the events and what to draw up to that time.
///
/// ```swift
/// var loop = WildMotionFrameLoop(motion: motion)
/// // every display frame:
/// let frame = try loop.frame(at: elapsed)
/// for event in frame.events { handle(event) }   // walkStarted, expandStarted, …
/// draw(frame.sample)                            // held cells, walks, growths
/// ```
///
/// Frames at the same time again are fine (no event twice), earlier ones throw.
public struct WildMotionFrameLoop: Sendable {
  /// The motion shown.
  public let motion: WildMotion
  /// Its events, by tick.
  public let events: [WildMotionEvent]
  /// Events delivered so far.
  private var delivered = 0
  /// The time of the last frame, seconds.
  public private(set) var lastFrameTime: Double?

  /// A loop over `motion`.
  public init(motion: WildMotion) {
    self.motion = motion
    events = motion.events
  }

  /// The frame at `seconds` since tick 0: finite, at least 0 and not before the previous
  /// frame's.
  public mutating func frame(at seconds: Double) throws(SpinUsageError) -> WildMotionFrame {
    guard seconds.isFinite, seconds >= 0 else {
      throw .outOfRange(field: "seconds", value: seconds, allowed: "a finite time ≥ 0 s")
    }
    if let last = lastFrameTime, seconds < last {
      throw .timeWentBack(previous: last, given: seconds)
    }
    lastFrameTime = seconds
    let clock = motion.clock
    var tick = clock.tick(atOrAfter: seconds)
    if tick > 0, clock.time(atTick: tick) > seconds { tick -= 1 }
    let due = events[delivered...].prefix { clock.time(atTick: $0.tick) <= seconds }.count
    let shown = Array(events[delivered..<(delivered + due)])
    delivered += due
    return WildMotionFrame(
      time: seconds, events: shown, sample: motion.sample(atTick: tick),
      isFinished: seconds >= clock.time(atTick: motion.endTick) && delivered == events.count)
  }
}
