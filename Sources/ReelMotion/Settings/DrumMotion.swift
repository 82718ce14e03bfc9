/// What drum `i` of a machine spins with, from the machine-wide settings and the drum's own:
///
/// - `settings = machine.overridden(by: own)`: each field the drum's own, else the
///   machine-wide one, else the default (``MotionSettings/parameters``,
///   ``MotionSettings/schedule``);
/// - `startDelay = startDelay + i·startInterval` (``DrumSchedule/startDelay(ofDrum:)``);
/// - `stopRequestTime = stopTime ?? firstStop + i·stopInterval`
///   (``DrumSchedule/stopRequestTime(ofDrum:)``; defaults 1.0 s and 0.3 s): a drum's own stop
///   time replaces the schedule.
///
/// This is the one description of a config's merge: the workbench resolves every config's
/// drums with it and the WebAssembly module applies the studio page's edits with it.
public struct DrumMotion: Sendable, Equatable, Hashable {
  /// Speeds, limits, braking profile and landing strategy.
  public var motion: MotionParameters
  /// The machine's schedule as this drum's settings give it (defaults filled in).
  public var schedule: DrumSchedule
  /// Seconds from the start of the spin until the drum starts moving.
  public var startDelay: Double
  /// Seconds from the start of the spin until the drum's scheduled stop request.
  public var stopRequestTime: Double

  /// Drum `index` of a machine whose machine-wide settings are `machine`, with its own
  /// settings `own` and its own stop time `stopTime` (`nil`: the schedule's).
  public init(
    drum index: Int, machine: MotionSettings, own: MotionSettings? = nil, stopTime: Double? = nil
  ) {
    let merged = machine.overridden(by: own)
    motion = merged.parameters
    schedule = merged.schedule
    startDelay = schedule.startDelay(ofDrum: index)
    stopRequestTime = stopTime ?? schedule.stopRequestTime(ofDrum: index)
  }

  /// Every field's value for this drum, as settings (all set).
  public var settings: MotionSettings { MotionSettings(parameters: motion, schedule: schedule) }
}

extension DrumSpec {
  /// A drum of `geometry` that spins with `motion` (its parameters, start delay and stop
  /// request time), starting on `startIndex`.
  public init(geometry: DrumGeometry, motion: DrumMotion, startIndex: Int = 0) {
    self.init(
      geometry: geometry, motion: motion.motion, startIndex: startIndex,
      startDelay: motion.startDelay, stopRequestTime: motion.stopRequestTime)
  }
}
