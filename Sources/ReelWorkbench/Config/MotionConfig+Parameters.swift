import ReelKit

extension MotionConfig {
  /// The numeric keys ReelKit's ``/ReelKit/MotionParameters`` holds, and where (the timing
  /// keys go into the drum's schedule instead).
  private static var modelNumbers:
    [(config: KeyPath<MotionConfig, Double?>, model: WritableKeyPath<MotionParameters, Double>)]
  {
    [
      (\.cruiseSpeed, \.cruiseSpeed), (\.acceleration, \.acceleration),
      (\.maxDeceleration, \.maxDeceleration), (\.windBackDistance, \.windBackDistance),
      (\.windBackTime, \.windBackTime), (\.overshoot, \.overshoot),
      (\.settleTime, \.settleTime), (\.maxSpeedAdjust, \.maxSpeedAdjust),
      (\.brakeTime, \.brakeTime), (\.slowSpeed, \.slowSpeed), (\.slowZone, \.slowZone),
      (\.stopTolerance, \.stopTolerance),
    ]
  }

  /// The ReelKit motion parameters, with ``/ReelKit/MotionParameters``'s defaults for unset
  /// keys.
  public var parameters: MotionParameters {
    var parameters = MotionParameters()
    parameters.profile = profile ?? parameters.profile
    parameters.strategy = strategy ?? parameters.strategy
    parameters.minimumRevolutions = minimumRevolutions ?? parameters.minimumRevolutions
    for field in Self.modelNumbers {
      if let value = self[keyPath: field.config] { parameters[keyPath: field.model] = value }
    }
    return parameters
  }
}
