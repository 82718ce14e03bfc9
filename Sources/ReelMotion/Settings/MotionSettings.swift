/// A drum's motion and timing as a machine description writes them: every field optional,
/// machine-wide for every drum or a drum's own to override single fields. ``overridden(by:)``
/// is the merge (a drum's own field, else the machine-wide one), ``parameters`` and
/// ``schedule`` fill in the defaults, and ``DrumMotion`` turns the machine-wide settings and
/// a drum's own into what the drum spins with.
///
/// The fields are those of ``MotionParameters`` and ``DrumSchedule``; ``fields`` describes
/// each once (its name, what its number is, its range), in the order of the WebAssembly
/// module's compact form.
public struct MotionSettings: Sendable, Equatable, Hashable {
  /// How the drum comes to rest (``MotionParameters/profile``).
  public var profile: BrakingProfile?
  /// When the planner starts braking (``MotionParameters/strategy``).
  public var strategy: LandingStrategy?
  /// Cruise speed, pt/s.
  public var cruiseSpeed: Double?
  /// Spin-up acceleration limit, pt/s².
  public var acceleration: Double?
  /// Braking deceleration limit, pt/s².
  public var maxDeceleration: Double?
  /// Reverse move before the spin, pt.
  public var windBackDistance: Double?
  /// Duration of the wind-back, s.
  public var windBackTime: Double?
  /// Turns before the stop request may fire.
  public var minimumRevolutions: Int?
  /// `back` profile: distance past the target, pt.
  public var overshoot: Double?
  /// `back` profile: time to settle back, s.
  public var settleTime: Double?
  /// `solve` strategy: largest relative cruise speed change.
  public var maxSpeedAdjust: Double?
  /// `fixed` strategy: seconds from the stop request to rest.
  public var brakeTime: Double?
  /// `classic` profile: speed inside the slow zone, pt/s.
  public var slowSpeed: Double?
  /// `classic` profile: slow zone around the target, pt.
  public var slowZone: Double?
  /// `classic` profile: stop buffer, pt.
  public var stopTolerance: Double?
  /// Start delay of drum 0, s (``DrumSchedule/startDelay``).
  public var startDelay: Double?
  /// Extra start delay per drum, s (``DrumSchedule/startInterval``).
  public var startInterval: Double?
  /// Stop request of drum 0, s (``DrumSchedule/firstStop``).
  public var firstStop: Double?
  /// Time between stop requests, s (``DrumSchedule/stopInterval``).
  public var stopInterval: Double?

  /// Settings with the fields given; every other field is not set.
  public init(
    profile: BrakingProfile? = nil, strategy: LandingStrategy? = nil, cruiseSpeed: Double? = nil,
    acceleration: Double? = nil, maxDeceleration: Double? = nil, windBackDistance: Double? = nil,
    windBackTime: Double? = nil, minimumRevolutions: Int? = nil, overshoot: Double? = nil,
    settleTime: Double? = nil, maxSpeedAdjust: Double? = nil, brakeTime: Double? = nil,
    slowSpeed: Double? = nil, slowZone: Double? = nil, stopTolerance: Double? = nil,
    startDelay: Double? = nil, startInterval: Double? = nil, firstStop: Double? = nil,
    stopInterval: Double? = nil
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
    self.startDelay = startDelay
    self.startInterval = startInterval
    self.firstStop = firstStop
    self.stopInterval = stopInterval
  }

  /// Every field set: the values of `parameters` and `schedule` (what a drum spins with,
  /// written as settings).
  public init(parameters: MotionParameters, schedule: DrumSchedule) {
    self.init(
      profile: parameters.profile, strategy: parameters.strategy,
      cruiseSpeed: parameters.cruiseSpeed, acceleration: parameters.acceleration,
      maxDeceleration: parameters.maxDeceleration,
      windBackDistance: parameters.windBackDistance, windBackTime: parameters.windBackTime,
      minimumRevolutions: parameters.minimumRevolutions, overshoot: parameters.overshoot,
      settleTime: parameters.settleTime, maxSpeedAdjust: parameters.maxSpeedAdjust,
      brakeTime: parameters.brakeTime, slowSpeed: parameters.slowSpeed,
      slowZone: parameters.slowZone, stopTolerance: parameters.stopTolerance,
      startDelay: schedule.startDelay, startInterval: schedule.startInterval,
      firstStop: schedule.firstStop, stopInterval: schedule.stopInterval)
  }

  /// The merge: these settings with every field that `other` sets replaced by its value
  /// (`other`'s field if set, else this one's). Later layers win: a drum's own settings
  /// override the machine-wide ones.
  public func overridden(by other: MotionSettings?) -> MotionSettings {
    guard let other else { return self }
    return MotionSettings(
      profile: other.profile ?? profile,
      strategy: other.strategy ?? strategy,
      cruiseSpeed: other.cruiseSpeed ?? cruiseSpeed,
      acceleration: other.acceleration ?? acceleration,
      maxDeceleration: other.maxDeceleration ?? maxDeceleration,
      windBackDistance: other.windBackDistance ?? windBackDistance,
      windBackTime: other.windBackTime ?? windBackTime,
      minimumRevolutions: other.minimumRevolutions ?? minimumRevolutions,
      overshoot: other.overshoot ?? overshoot,
      settleTime: other.settleTime ?? settleTime,
      maxSpeedAdjust: other.maxSpeedAdjust ?? maxSpeedAdjust,
      brakeTime: other.brakeTime ?? brakeTime,
      slowSpeed: other.slowSpeed ?? slowSpeed,
      slowZone: other.slowZone ?? slowZone,
      stopTolerance: other.stopTolerance ?? stopTolerance,
      startDelay: other.startDelay ?? startDelay,
      startInterval: other.startInterval ?? startInterval,
      firstStop: other.firstStop ?? firstStop,
      stopInterval: other.stopInterval ?? stopInterval)
  }

  /// The motion parameters: each field set here, else ``MotionParameters``' default.
  public var parameters: MotionParameters {
    var parameters = MotionParameters()
    parameters.profile = profile ?? parameters.profile
    parameters.strategy = strategy ?? parameters.strategy
    parameters.cruiseSpeed = cruiseSpeed ?? parameters.cruiseSpeed
    parameters.acceleration = acceleration ?? parameters.acceleration
    parameters.maxDeceleration = maxDeceleration ?? parameters.maxDeceleration
    parameters.windBackDistance = windBackDistance ?? parameters.windBackDistance
    parameters.windBackTime = windBackTime ?? parameters.windBackTime
    parameters.minimumRevolutions = minimumRevolutions ?? parameters.minimumRevolutions
    parameters.overshoot = overshoot ?? parameters.overshoot
    parameters.settleTime = settleTime ?? parameters.settleTime
    parameters.maxSpeedAdjust = maxSpeedAdjust ?? parameters.maxSpeedAdjust
    parameters.brakeTime = brakeTime ?? parameters.brakeTime
    parameters.slowSpeed = slowSpeed ?? parameters.slowSpeed
    parameters.slowZone = slowZone ?? parameters.slowZone
    parameters.stopTolerance = stopTolerance ?? parameters.stopTolerance
    return parameters
  }

  /// The schedule: each timing field set here, else ``DrumSchedule``'s default (first stop
  /// 1.0 s, stop interval 0.3 s, no start delay).
  public var schedule: DrumSchedule {
    let defaults = DrumSchedule()
    return DrumSchedule(
      firstStop: firstStop ?? defaults.firstStop,
      stopInterval: stopInterval ?? defaults.stopInterval,
      startDelay: startDelay ?? defaults.startDelay,
      startInterval: startInterval ?? defaults.startInterval)
  }
}
