import ReelKit

extension MotionConfig {
  /// The keys as ReelKit's ``/ReelKit/MotionSettings``, which holds the merge of a drum's
  /// `motion` over the machine's and the schedule's formulas (``/ReelKit/DrumMotion``).
  public var settings: MotionSettings {
    MotionSettings(
      profile: profile, strategy: strategy, cruiseSpeed: cruiseSpeed, acceleration: acceleration,
      maxDeceleration: maxDeceleration, windBackDistance: windBackDistance,
      windBackTime: windBackTime, minimumRevolutions: minimumRevolutions, overshoot: overshoot,
      settleTime: settleTime, maxSpeedAdjust: maxSpeedAdjust, brakeTime: brakeTime,
      slowSpeed: slowSpeed, slowZone: slowZone, stopTolerance: stopTolerance,
      startDelay: startDelay, startInterval: startInterval, firstStop: firstStop,
      stopInterval: stopInterval)
  }

  /// The ReelKit motion parameters, with ``/ReelKit/MotionParameters``'s defaults for unset
  /// keys (``/ReelKit/MotionSettings/parameters``).
  public var parameters: MotionParameters { settings.parameters }
}
