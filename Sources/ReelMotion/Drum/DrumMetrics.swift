/// Running peaks and milestones of one drum, updated once per tick.
struct DrumMetrics: Sendable, Equatable {
  var startTick: Int?
  var cruiseTick: Int?
  var stopRequestTick: Int?
  var requestTravel: Double?
  var brakingTick: Int?
  var landedTick: Int?
  var settleTick: Int?
  var brakingDistance: Double?
  var landingError = 0.0
  var windowMisses = 0
  var peakSpeed = 0.0
  var peakDeceleration = 0.0
  var peakJerk = 0.0
  var maxTravel = 0.0
  var previousVelocity = 0.0

  /// Folds in one tick: speed and travel always, deceleration once the stop was requested,
  /// jerk `(a[n] − a[n−1])/dt` always.
  mutating func record(
    velocity: Double, acceleration: Double, previousAcceleration: Double, travel: Double,
    timeStep: Double, braking: Bool
  ) {
    peakSpeed = max(peakSpeed, abs(velocity))
    if braking { peakDeceleration = max(peakDeceleration, -acceleration) }
    peakJerk = max(peakJerk, abs(acceleration - previousAcceleration) / timeStep)
    maxTravel = max(maxTravel, travel)
    previousVelocity = velocity
  }
}

#if !hasFeature(Embedded)
  extension DrumMetrics: Codable {}
#endif
