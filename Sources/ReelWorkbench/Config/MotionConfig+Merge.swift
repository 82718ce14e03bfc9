import ReelKit

extension MotionConfig {
  /// This motion with every field that `override` sets replaced by its value.
  public func overridden(by override: MotionConfig?) -> MotionConfig {
    guard let override else { return self }
    var merged = self
    merged.profile = override.profile ?? profile
    merged.strategy = override.strategy ?? strategy
    merged.cruiseSpeed = override.cruiseSpeed ?? cruiseSpeed
    merged.acceleration = override.acceleration ?? acceleration
    merged.maxDeceleration = override.maxDeceleration ?? maxDeceleration
    merged.windBackDistance = override.windBackDistance ?? windBackDistance
    merged.windBackTime = override.windBackTime ?? windBackTime
    merged.minimumRevolutions = override.minimumRevolutions ?? minimumRevolutions
    merged.overshoot = override.overshoot ?? overshoot
    merged.settleTime = override.settleTime ?? settleTime
    merged.maxSpeedAdjust = override.maxSpeedAdjust ?? maxSpeedAdjust
    merged.slowSpeed = override.slowSpeed ?? slowSpeed
    merged.slowZone = override.slowZone ?? slowZone
    merged.stopTolerance = override.stopTolerance ?? stopTolerance
    merged.startDelay = override.startDelay ?? startDelay
    merged.startInterval = override.startInterval ?? startInterval
    merged.firstStop = override.firstStop ?? firstStop
    merged.stopInterval = override.stopInterval ?? stopInterval
    return merged
  }

  /// The ReelKit motion parameters, with ``MotionParameters``'s defaults for unset fields.
  public var parameters: MotionParameters {
    let defaults = MotionParameters()
    return MotionParameters(
      profile: profile ?? defaults.profile,
      strategy: strategy ?? defaults.strategy,
      cruiseSpeed: cruiseSpeed ?? defaults.cruiseSpeed,
      acceleration: acceleration ?? defaults.acceleration,
      maxDeceleration: maxDeceleration ?? defaults.maxDeceleration,
      windBackDistance: windBackDistance ?? defaults.windBackDistance,
      windBackTime: windBackTime ?? defaults.windBackTime,
      minimumRevolutions: minimumRevolutions ?? defaults.minimumRevolutions,
      overshoot: overshoot ?? defaults.overshoot,
      settleTime: settleTime ?? defaults.settleTime,
      maxSpeedAdjust: maxSpeedAdjust ?? defaults.maxSpeedAdjust,
      slowSpeed: slowSpeed ?? defaults.slowSpeed,
      slowZone: slowZone ?? defaults.slowZone,
      stopTolerance: stopTolerance ?? defaults.stopTolerance)
  }

  /// The names of the fields this config sets.
  var setFields: [String] {
    let values: [(CodingKeys, Any?)] = [
      (.profile, profile), (.strategy, strategy), (.cruiseSpeed, cruiseSpeed),
      (.acceleration, acceleration), (.maxDeceleration, maxDeceleration),
      (.windBackDistance, windBackDistance), (.windBackTime, windBackTime),
      (.minimumRevolutions, minimumRevolutions), (.overshoot, overshoot),
      (.settleTime, settleTime), (.maxSpeedAdjust, maxSpeedAdjust), (.slowSpeed, slowSpeed),
      (.slowZone, slowZone), (.stopTolerance, stopTolerance), (.startDelay, startDelay),
      (.startInterval, startInterval), (.firstStop, firstStop), (.stopInterval, stopInterval),
    ]
    return values.compactMap { $0.1 == nil ? nil : $0.0.rawValue }
  }
}
