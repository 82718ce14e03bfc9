/// What an app draws and handles at one display frame: ``SpinFrameLoop/frame(at:)``.
public struct SpinFrame: Sendable, Equatable {
  /// The display time, seconds since the spin started.
  public var time: Double
  /// The events that happened since the previous frame, up to ``time``, in order (by tick,
  /// then drum); each is delivered once, never before the frame that shows it
  /// (`event.time ≤ time`).
  public var events: [SpinEvent]
  /// Every drum at ``time``, in drum order.
  public var drums: [DrumFrame]
  /// The watchdog failure, once its tick is shown.
  public var failure: SpinFailure?
  /// Whether nothing is left to show: every drum drawn at rest (or the watchdog fired) and
  /// every event delivered. Later frames are the same with no events.
  public var isFinished: Bool

  /// Whether every drum is drawn at rest.
  public var allAtRest: Bool { drums.allSatisfy({ $0.isAtRest }) }

  /// The visible window, top row first; each row lists the drums left to right. At rest it
  /// is the decided outcome (``SpinResult/window``).
  public var window: [[String]] {
    let rows = drums.map({ $0.symbols.count }).max() ?? 0
    return (0..<rows).map { row in
      drums.map { row < $0.symbols.count ? $0.symbols[row].symbol : "" }
    }
  }
}
