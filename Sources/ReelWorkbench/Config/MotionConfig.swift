import ReelKit

/// Motion and timing: the config's `motion` object, at machine level for every drum and
/// inside a drum to override single keys.
public struct MotionConfig: ConfigRecord, Sendable, Equatable {
  /// `linear`, `cubic`, `back` or `classic`.
  public var profile: BrakingProfile?
  /// `wait`, `stretch`, `solve` or `fixed`.
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
  /// Back profile: distance past the target, pt.
  public var overshoot: Double?
  /// Back profile: time to settle back, s.
  public var settleTime: Double?
  /// Solve strategy: largest relative cruise speed change.
  public var maxSpeedAdjust: Double?
  /// Fixed strategy: seconds from the stop request to rest.
  public var brakeTime: Double?
  /// Classic profile: speed inside the slow zone, pt/s.
  public var slowSpeed: Double?
  /// Classic profile: slow zone around the target, pt.
  public var slowZone: Double?
  /// Classic profile: stop buffer, pt.
  public var stopTolerance: Double?
  /// Start delay of drum 0, s.
  public var startDelay: Double?
  /// Extra start delay per drum, s: drum i starts at `startDelay + i·startInterval`.
  public var startInterval: Double?
  /// Stop request time of drum 0, s.
  public var firstStop: Double?
  /// Time between stop requests, s: drum i at `firstStop + i·stopInterval`.
  public var stopInterval: Double?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<MotionConfig>] {
    let defaults = MotionParameters()
    typealias Ranges = MotionParameters.Ranges
    typealias Key = ConfigKey<MotionConfig>
    func number(
      _ name: String, _ property: WritableKeyPath<MotionConfig, Double?>, _ meaning: String,
      _ range: ParameterRange, _ value: Double, allowed: String? = nil
    ) -> Key {
      .optional(
        name, property,
        ConfigShape.number.documented(
          meaning, range: range, default: .number(value), allowed: allowed))
    }
    func timing(
      _ name: String, _ property: WritableKeyPath<MotionConfig, Double?>, _ meaning: String,
      _ value: Double
    ) -> Key {
      number(name, property, meaning, MachineConfig.Ranges.timing, value)
    }
    return [
      .optional(
        "profile", \.profile,
        ConfigShape.choice(BrakingProfile.allCases.map(\.rawValue)).documented(
          "braking profile: `linear` (constant deceleration), `cubic` (ease-out, the deceleration "
            + "fades to zero), `back` (cubic past the target by `overshoot`, then settles back) or "
            + "`classic` (the original buffer algorithm: slow zone and stop tolerance)",
          default: .string(defaults.profile.rawValue))),
      .optional(
        "strategy", \.strategy,
        ConfigShape.choice(LandingStrategy.allCases.map(\.rawValue)).documented(
          "landing strategy of the planned profiles: `wait` (cruise until the nominal braking "
            + "point), `stretch` (brake at the request with a gentler curve), `solve` (scale the "
            + "cruise speed within ±`maxSpeedAdjust` so that braking at the request lands), "
            + "`fixed` (rest exactly `brakeTime` after the request, whatever the target) or "
            + "`splice` (video slots: brake at the request onto the first whole symbol in reach, "
            + "the target's symbols spliced onto the strip out of sight)",
          default: .string(defaults.strategy.rawValue))),
      number(
        "cruiseSpeed", \.cruiseSpeed, "cruise speed (2800 pt/s on 21 × 100 pt is 80 rpm)",
        Ranges.cruiseSpeed, defaults.cruiseSpeed),
      number(
        "acceleration", \.acceleration, "spin-up acceleration limit", Ranges.acceleration,
        defaults.acceleration),
      number(
        "maxDeceleration", \.maxDeceleration, "braking deceleration limit",
        Ranges.maxDeceleration, defaults.maxDeceleration),
      number(
        "windBackDistance", \.windBackDistance, "reverse move before the spin (0: none)",
        Ranges.windBackDistance, defaults.windBackDistance),
      number(
        "windBackTime", \.windBackTime, "duration of the wind-back", Ranges.windBackTime,
        defaults.windBackTime, allowed: "`6·windBackDistance/windBackTime² ≤ acceleration`"),
      .optional(
        "minimumRevolutions", \.minimumRevolutions,
        ConfigShape.wholeNumber.documented(
          "full turns before the stop request may fire", range: Ranges.minimumRevolutions,
          default: .number(Double(defaults.minimumRevolutions)))),
      number(
        "overshoot", \.overshoot, "`back`: distance past the target", Ranges.overshoot,
        defaults.overshoot, allowed: "below `2·cruiseSpeed²/(3·maxDeceleration)`"),
      number(
        "settleTime", \.settleTime, "`back`: time to settle back", Ranges.settleTime,
        defaults.settleTime, allowed: "`6·overshoot/settleTime² ≤ maxDeceleration`"),
      number(
        "maxSpeedAdjust", \.maxSpeedAdjust, "`solve`: largest relative cruise speed change",
        Ranges.maxSpeedAdjust, defaults.maxSpeedAdjust),
      number(
        "brakeTime", \.brakeTime,
        "`fixed`: seconds from the stop request to rest, the same for every target",
        Ranges.brakeTime, defaults.brakeTime,
        allowed: "long enough to reach every target (`check` names the shortest; about "
          + "`L/(0.75·cruiseSpeed) + cruiseSpeed/maxDeceleration`)"),
      number(
        "slowSpeed", \.slowSpeed, "`classic`: speed inside the slow zone", Ranges.slowSpeed,
        defaults.slowSpeed),
      number(
        "slowZone", \.slowZone, "`classic`: slow zone around the target", Ranges.slowZone,
        defaults.slowZone),
      number(
        "stopTolerance", \.stopTolerance, "`classic`: stop buffer (snap distance)",
        Ranges.stopTolerance, defaults.stopTolerance, allowed: "below `slowZone` with `classic`"),
      timing("startDelay", \.startDelay, "start delay of drum 0", 0),
      timing(
        "startInterval", \.startInterval, "drum i starts at `startDelay + i·startInterval`", 0),
      timing(
        "firstStop", \.firstStop, "stop request of drum 0", MachineConfig.Defaults.firstStop),
      timing(
        "stopInterval", \.stopInterval, "drum i is asked to stop at `firstStop + i·stopInterval`",
        MachineConfig.Defaults.stopInterval),
    ]
  }
}
