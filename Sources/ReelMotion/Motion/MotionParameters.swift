/// The motion of one drum: speeds, limits, the braking profile and the landing strategy.
///
/// Units: distances in points (pt), speeds in pt/s, accelerations in pt/s², times in seconds.
public struct MotionParameters: Sendable, Equatable, Hashable {
  /// How the drum comes to rest.
  public var profile: BrakingProfile
  /// When the planner starts braking (planned profiles only).
  public var strategy: LandingStrategy
  /// The cruise speed `V`, pt/s. 2800 pt/s on a 21-symbol strip of 100 pt is 80 rpm.
  public var cruiseSpeed: Double
  /// The spin-up acceleration limit, pt/s². The ramp lasts `⌈V/(a·dt)⌉` ticks.
  public var acceleration: Double
  /// The braking deceleration limit `d`, pt/s². No planned landing exceeds it.
  public var maxDeceleration: Double
  /// The reverse move before the spin, pt (0 turns it off).
  public var windBackDistance: Double
  /// The duration of the wind-back, seconds (a smoothstep out and to rest).
  public var windBackTime: Double
  /// Full turns the drum completes before its stop request can fire (the original game's
  /// "remaining scrolls").
  public var minimumRevolutions: Int
  /// How far the `back` profile passes the target, pt.
  public var overshoot: Double
  /// How long the `back` profile takes to settle back onto the target, seconds.
  public var settleTime: Double
  /// The largest relative change of cruise speed the `solve` strategy may make (0.03 = 3 %).
  public var maxSpeedAdjust: Double
  /// The `fixed` strategy's braking duration `T`: seconds from the stop request to rest
  /// (before the `back` settle), the same for every target.
  public var brakeTime: Double
  /// The `classic` profile's speed inside the slow zone, pt/s.
  public var slowSpeed: Double
  /// The `classic` profile's slow zone: distance from the target, pt.
  public var slowZone: Double
  /// The `classic` profile's stop buffer: it snaps when within this distance, pt.
  public var stopTolerance: Double

  /// Creates motion parameters; every argument has the default of the built-in machine.
  public init(
    profile: BrakingProfile = .cubic,
    strategy: LandingStrategy = .wait,
    cruiseSpeed: Double = 2800,
    acceleration: Double = 14_000,
    maxDeceleration: Double = 24_000,
    windBackDistance: Double = 0,
    windBackTime: Double = 0.12,
    minimumRevolutions: Int = 1,
    overshoot: Double = 0,
    settleTime: Double = 0.2,
    maxSpeedAdjust: Double = 0.03,
    brakeTime: Double = 1.5,
    slowSpeed: Double = 1200,
    slowZone: Double = 100,
    stopTolerance: Double = 10
  ) {
    self.profile = profile
    self.strategy = strategy
    self.cruiseSpeed = cruiseSpeed
    self.acceleration = acceleration
    self.maxDeceleration = maxDeceleration
    self.windBackDistance = windBackDistance
    self.windBackTime = windBackTime
    self.minimumRevolutions = minimumRevolutions
    self.overshoot = overshoot
    self.settleTime = settleTime
    self.maxSpeedAdjust = maxSpeedAdjust
    self.brakeTime = brakeTime
    self.slowSpeed = slowSpeed
    self.slowZone = slowZone
    self.stopTolerance = stopTolerance
  }

  /// The distance from the start of braking to the target at cruise speed (see
  /// ``BrakingProfile/nominalDistance(speed:maxDeceleration:overshoot:)``).
  public func nominalBrakingDistance(speed: Double) -> Double {
    profile.nominalDistance(speed: speed, maxDeceleration: maxDeceleration, overshoot: overshoot)
  }
}

#if !hasFeature(Embedded)
  extension MotionParameters: Codable {
    enum CodingKeys: String, CodingKey {
      case profile, strategy, cruiseSpeed, acceleration, maxDeceleration, windBackDistance
      case windBackTime, minimumRevolutions, overshoot, settleTime, maxSpeedAdjust, brakeTime
      case slowSpeed, slowZone, stopTolerance
    }

    /// Decodes motion parameters; `brakeTime` may be missing (specs and snapshots written
    /// before the `fixed` strategy existed) and then takes its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      func number(_ key: CodingKeys) throws -> Double {
        try container.decode(Double.self, forKey: key)
      }
      self.init(
        profile: try container.decode(BrakingProfile.self, forKey: .profile),
        strategy: try container.decode(LandingStrategy.self, forKey: .strategy),
        cruiseSpeed: try number(.cruiseSpeed),
        acceleration: try number(.acceleration),
        maxDeceleration: try number(.maxDeceleration),
        windBackDistance: try number(.windBackDistance),
        windBackTime: try number(.windBackTime),
        minimumRevolutions: try container.decode(Int.self, forKey: .minimumRevolutions),
        overshoot: try number(.overshoot),
        settleTime: try number(.settleTime),
        maxSpeedAdjust: try number(.maxSpeedAdjust),
        brakeTime: try container.decodeIfPresent(Double.self, forKey: .brakeTime)
          ?? MotionParameters().brakeTime,
        slowSpeed: try number(.slowSpeed),
        slowZone: try number(.slowZone),
        stopTolerance: try number(.stopTolerance))
    }
  }
#endif
