import ReelKit

/// Motion and timing: the config's `motion` object, at machine level for every drum and
/// inside a drum to override single keys.
public struct MotionConfig: ConfigRecord, Sendable, Equatable {
  /// The keys as ReelKit's ``/ReelKit/MotionSettings``, which declares the fields once and
  /// holds the merge of a drum's `motion` over the machine's and the schedule's formulas
  /// (``/ReelKit/DrumMotion``); `keys` reads and describes each of them.
  public var settings = MotionSettings()

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
        "profile", \.settings.profile,
        ConfigShape.choice(BrakingProfile.allCases.map(\.rawValue)).documented(
          "braking profile: `linear` (constant deceleration), `cubic` (ease-out, the deceleration "
            + "fades to zero), `back` (cubic past the target by `overshoot`, then settles back) or "
            + "`classic` (the original buffer algorithm: slow zone and stop tolerance)",
          default: .string(defaults.profile.rawValue))),
      .optional(
        "strategy", \.settings.strategy,
        ConfigShape.choice(LandingStrategy.allCases.map(\.rawValue)).documented(
          "landing strategy of the planned profiles: `wait` (cruise until the nominal braking "
            + "point), `stretch` (brake at the request with a gentler curve), `solve` (scale the "
            + "cruise speed within ±`maxSpeedAdjust` so that braking at the request lands), "
            + "`fixed` (rest exactly `brakeTime` after the request, whatever the target) or "
            + "`splice` (video slots: brake at the request onto the first whole symbol in reach, "
            + "the target's symbols spliced onto the strip out of sight)",
          default: .string(defaults.strategy.rawValue))),
      number(
        "cruiseSpeed", \.settings.cruiseSpeed, "cruise speed (2800 pt/s on 21 × 100 pt is 80 rpm)",
        Ranges.cruiseSpeed, defaults.cruiseSpeed),
      number(
        "acceleration", \.settings.acceleration, "spin-up acceleration limit", Ranges.acceleration,
        defaults.acceleration),
      number(
        "maxDeceleration", \.settings.maxDeceleration, "braking deceleration limit",
        Ranges.maxDeceleration, defaults.maxDeceleration),
      number(
        "windBackDistance", \.settings.windBackDistance, "reverse move before the spin (0: none)",
        Ranges.windBackDistance, defaults.windBackDistance),
      number(
        "windBackTime", \.settings.windBackTime, "duration of the wind-back", Ranges.windBackTime,
        defaults.windBackTime, allowed: "`6·windBackDistance/windBackTime² ≤ acceleration`"),
      .optional(
        "minimumRevolutions", \.settings.minimumRevolutions,
        ConfigShape.wholeNumber.documented(
          "full turns before the stop request may fire", range: Ranges.minimumRevolutions,
          default: .number(Double(defaults.minimumRevolutions)))),
      number(
        "overshoot", \.settings.overshoot, "`back`: distance past the target", Ranges.overshoot,
        defaults.overshoot, allowed: "below `2·cruiseSpeed²/(3·maxDeceleration)`"),
      number(
        "settleTime", \.settings.settleTime, "`back`: time to settle back", Ranges.settleTime,
        defaults.settleTime, allowed: "`6·overshoot/settleTime² ≤ maxDeceleration`"),
      number(
        "maxSpeedAdjust", \.settings.maxSpeedAdjust,
        "`solve`: largest relative cruise speed change",
        Ranges.maxSpeedAdjust, defaults.maxSpeedAdjust),
      number(
        "brakeTime", \.settings.brakeTime,
        "`fixed`: seconds from the stop request to rest, the same for every target",
        Ranges.brakeTime, defaults.brakeTime,
        allowed: "long enough to reach every target (`check` names the shortest; about "
          + "`L/(0.75·cruiseSpeed) + cruiseSpeed/maxDeceleration`)"),
      number(
        "slowSpeed", \.settings.slowSpeed, "`classic`: speed inside the slow zone",
        Ranges.slowSpeed,
        defaults.slowSpeed),
      number(
        "slowZone", \.settings.slowZone, "`classic`: slow zone around the target", Ranges.slowZone,
        defaults.slowZone),
      number(
        "stopTolerance", \.settings.stopTolerance, "`classic`: stop buffer (snap distance)",
        Ranges.stopTolerance, defaults.stopTolerance, allowed: "below `slowZone` with `classic`"),
      timing("startDelay", \.settings.startDelay, "start delay of drum 0", 0),
      timing(
        "startInterval", \.settings.startInterval,
        "drum i starts at `startDelay + i·startInterval`", 0),
      timing(
        "firstStop", \.settings.firstStop, "stop request of drum 0",
        MachineConfig.Defaults.firstStop),
      timing(
        "stopInterval", \.settings.stopInterval,
        "drum i is asked to stop at `firstStop + i·stopInterval`",
        MachineConfig.Defaults.stopInterval),
    ]
  }
}
