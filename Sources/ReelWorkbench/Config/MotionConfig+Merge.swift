import ReelKit

extension MotionConfig {
  /// The numeric fields: their key, where they live in a config, and where in ReelKit's
  /// ``/ReelKit/MotionParameters`` (`nil` for the timing fields, which go into the drum's
  /// schedule).
  static var numberFields:
    [(
      key: CodingKeys, config: WritableKeyPath<MotionConfig, Double?>,
      parameter: WritableKeyPath<MotionParameters, Double>?
    )]
  {
    [
      (.cruiseSpeed, \.cruiseSpeed, \.cruiseSpeed),
      (.acceleration, \.acceleration, \.acceleration),
      (.maxDeceleration, \.maxDeceleration, \.maxDeceleration),
      (.windBackDistance, \.windBackDistance, \.windBackDistance),
      (.windBackTime, \.windBackTime, \.windBackTime),
      (.overshoot, \.overshoot, \.overshoot),
      (.settleTime, \.settleTime, \.settleTime),
      (.maxSpeedAdjust, \.maxSpeedAdjust, \.maxSpeedAdjust),
      (.brakeTime, \.brakeTime, \.brakeTime),
      (.slowSpeed, \.slowSpeed, \.slowSpeed),
      (.slowZone, \.slowZone, \.slowZone),
      (.stopTolerance, \.stopTolerance, \.stopTolerance),
      (.startDelay, \.startDelay, nil),
      (.startInterval, \.startInterval, nil),
      (.firstStop, \.firstStop, nil),
      (.stopInterval, \.stopInterval, nil),
    ]
  }

  /// This motion with every field that `override` sets replaced by its value.
  public func overridden(by override: MotionConfig?) -> MotionConfig {
    guard let override else { return self }
    var merged = self
    merged.profile = override.profile ?? profile
    merged.strategy = override.strategy ?? strategy
    merged.minimumRevolutions = override.minimumRevolutions ?? minimumRevolutions
    for field in Self.numberFields {
      merged[keyPath: field.config] = override[keyPath: field.config] ?? self[keyPath: field.config]
    }
    return merged
  }

  /// The ReelKit motion parameters, with ``/ReelKit/MotionParameters``'s defaults for unset fields.
  public var parameters: MotionParameters {
    var parameters = MotionParameters()
    parameters.profile = profile ?? parameters.profile
    parameters.strategy = strategy ?? parameters.strategy
    parameters.minimumRevolutions = minimumRevolutions ?? parameters.minimumRevolutions
    for field in Self.numberFields {
      if let target = field.parameter, let value = self[keyPath: field.config] {
        parameters[keyPath: target] = value
      }
    }
    return parameters
  }

  /// The names of the fields this config sets.
  var setFields: [String] {
    var names = Self.numberFields.filter { self[keyPath: $0.config] != nil }.map(\.key.rawValue)
    if profile != nil { names.append(CodingKeys.profile.rawValue) }
    if strategy != nil { names.append(CodingKeys.strategy.rawValue) }
    if minimumRevolutions != nil { names.append(CodingKeys.minimumRevolutions.rawValue) }
    return names
  }
}
