import ReelKitSupport

extension MotionParameters {
  /// The largest speed, pt/s, and acceleration, pt/s², the model accepts: far beyond any
  /// screen, small enough that a spin cannot run for hours or lose precision.
  public static let speedLimit = 1e6
  /// The largest acceleration or deceleration the model accepts, pt/s².
  public static let accelerationLimit = 1e8

  /// The allowed range of every numeric motion field, checked by ``issues()``.
  public enum Ranges {
    /// Cruise speed: more than 0, at most ``MotionParameters/speedLimit``.
    public static let cruiseSpeed = ParameterRange(
      0, speedLimit, unit: "pt/s", excludingLowerBound: true)
    /// Spin-up acceleration: more than 0, at most ``MotionParameters/accelerationLimit``.
    public static let acceleration = ParameterRange(
      0, accelerationLimit, unit: "pt/s²", excludingLowerBound: true)
    /// Braking deceleration limit: more than 0, at most ``MotionParameters/accelerationLimit``.
    public static let maxDeceleration = ParameterRange(
      0, accelerationLimit, unit: "pt/s²", excludingLowerBound: true)
    /// Wind-back distance (0: none).
    public static let windBackDistance = ParameterRange(0, 100_000, unit: "pt")
    /// Wind-back duration.
    public static let windBackTime = ParameterRange(0, 10, unit: "s", excludingLowerBound: true)
    /// Full turns before the stop request may fire (a whole number).
    public static let minimumRevolutions = ParameterRange(0, 1000, unit: "turns")
    /// Back profile: distance past the target.
    public static let overshoot = ParameterRange(0, 100_000, unit: "pt")
    /// Back profile: time to settle back.
    public static let settleTime = ParameterRange(0, 10, unit: "s", excludingLowerBound: true)
    /// Solve strategy: largest relative change of cruise speed.
    public static let maxSpeedAdjust = ParameterRange(0, 0.5, unit: "(fraction of cruise)")
    /// Fixed strategy: seconds from the stop request to rest.
    public static let brakeTime = ParameterRange(0, 60, unit: "s", excludingLowerBound: true)
    /// Classic profile: speed inside the slow zone.
    public static let slowSpeed = ParameterRange(
      0, speedLimit, unit: "pt/s", excludingLowerBound: true)
    /// Classic profile: slow zone around the target.
    public static let slowZone = ParameterRange(0, 100_000, unit: "pt", excludingLowerBound: true)
    /// Classic profile: stop buffer.
    public static let stopTolerance = ParameterRange(
      0, 100_000, unit: "pt", excludingLowerBound: true)
  }

  /// Checks every rule of the motion parameters; an empty array means they are valid.
  ///
  /// Besides the ranges, two rules keep the planner's promise that no planned motion exceeds
  /// its limits:
  /// - wind-back: the smoothstep's peak acceleration `6w/T²` must not exceed `acceleration`;
  /// - back: the settle's peak acceleration `6·overshoot/settleTime²` must not exceed
  ///   `maxDeceleration`, and the overshoot must be shorter than the nominal curve `2V²/(3d)`.
  public func issues() -> [ParameterIssue] {
    typealias Ranges = MotionParameters.Ranges
    var check = IssueCollector()
    check.require("cruiseSpeed", cruiseSpeed, in: Ranges.cruiseSpeed)
    check.require("acceleration", acceleration, in: Ranges.acceleration)
    check.require("maxDeceleration", maxDeceleration, in: Ranges.maxDeceleration)
    check.require("windBackDistance", windBackDistance, in: Ranges.windBackDistance)
    check.require("windBackTime", windBackTime, in: Ranges.windBackTime)
    check.require("minimumRevolutions", minimumRevolutions, in: Ranges.minimumRevolutions)
    check.require("overshoot", overshoot, in: Ranges.overshoot)
    check.require("settleTime", settleTime, in: Ranges.settleTime)
    check.require("maxSpeedAdjust", maxSpeedAdjust, in: Ranges.maxSpeedAdjust)
    check.require("brakeTime", brakeTime, in: Ranges.brakeTime)
    check.require("slowSpeed", slowSpeed, in: Ranges.slowSpeed)
    check.require("slowZone", slowZone, in: Ranges.slowZone)
    check.require("stopTolerance", stopTolerance, in: Ranges.stopTolerance)
    // Each rule between fields runs when the fields it reads are valid, so that every
    // problem shows at once and no bound is derived from an invalid value.
    let invalid = check.issues.map({ $0.field })
    func valid(_ fields: String...) -> Bool {
      !fields.contains(where: { field in invalid.contains(where: { $0.hasSameBytes(as: field) }) })
    }

    if windBackDistance > 0, valid("windBackDistance", "windBackTime", "acceleration") {
      check.smoothstep(
        "wind-back", distance: ("windBackDistance", windBackDistance),
        time: ("windBackTime", windBackTime), limit: ("acceleration", acceleration))
    }
    if profile == .back, valid("overshoot", "cruiseSpeed", "maxDeceleration") {
      let curve = 2 * cruiseSpeed * cruiseSpeed / (3 * maxDeceleration)
      if overshoot >= curve {
        check.fail(
          "overshoot",
          "\(format(overshoot)) pt is not shorter than the braking curve \(format(curve.rounded())) "
            + "pt (allowed: less than 2·cruiseSpeed²/(3·maxDeceleration))")
      } else if valid("settleTime") {
        check.smoothstep(
          "settle", distance: ("overshoot", overshoot), time: ("settleTime", settleTime),
          limit: ("maxDeceleration", maxDeceleration))
      }
    }
    if profile == .classic, valid("stopTolerance", "slowZone"), stopTolerance >= slowZone {
      check.fail(
        "stopTolerance",
        "\(format(stopTolerance)) pt is not smaller than slowZone \(format(slowZone)) pt "
          + "(allowed: 0 < stopTolerance < slowZone)")
    }
    return check.issues
  }
}

extension IssueCollector {
  /// The smoothstep rule: a move of `d` in `t` along `3u² − 2u³` peaks at acceleration
  /// `6·d/t²`, which must not exceed `limit`; the shortest allowed time is `√(6·d/limit)`,
  /// rounded up so that the value the message shows is itself allowed. Used for the
  /// wind-back (against `acceleration`) and the `back` settle (against `maxDeceleration`).
  mutating func smoothstep(
    _ move: String, distance: (name: String, value: Double), time: (name: String, value: Double),
    limit: (name: String, value: Double)
  ) {
    let peak = 6 * distance.value / (time.value * time.value)
    guard peak > limit.value else { return }
    let shortest = Self.roundedUp((6 * distance.value / limit.value).squareRoot())
    fail(
      time.name,
      "\(format(time.value)) s makes the \(move) accelerate at \(format(peak.rounded())) "
        + "pt/s², above \(limit.name) \(format(limit.value)) (allowed: at least "
        + "\(format(shortest)) s, from 6·\(distance.name)/\(time.name)² ≤ \(limit.name))")
  }

  /// A derived lower bound for a message: rounded up to four significant digits, so that the
  /// value shown is itself allowed (`9.128709291752768` → `9.129`).
  static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    let scale = pow10(3 - DecimalScientific(value).exponent)
    return (value * scale).rounded(.up) / scale
  }
}

/// `10ⁿ` for a whole `n`.
private func pow10(_ exponent: Int) -> Double {
  var result = 1.0
  for _ in 0..<abs(exponent) { result *= 10 }
  return exponent < 0 ? 1 / result : result
}

extension DrumGeometry {
  /// The largest strip the model accepts.
  public static let maximumSymbols = 10_000
  /// The allowed symbol heights, pt.
  public static let symbolHeightRange = ParameterRange(0.01, 10_000, unit: "pt")

  /// Checks the geometry; an empty array means it is valid.
  public func issues() -> [ParameterIssue] {
    var check = IssueCollector()
    if strip.isEmpty || strip.count > Self.maximumSymbols {
      check.fail(
        "strip",
        "has \(strip.count) symbols (allowed: 1 ... \(Self.maximumSymbols) symbols)")
    }
    check.require("symbolHeight", symbolHeight, in: Self.symbolHeightRange)
    let rowsValid = visibleRows >= 1 && (strip.isEmpty || visibleRows <= strip.count)
    if !rowsValid {
      check.fail(
        "visibleRows",
        "\(visibleRows) is out of range (allowed: "
          + (strip.isEmpty
            ? "at least 1 row)" : "1 ... \(strip.count) rows, at most the strip's symbol count)"))
    }
    // A result row is checked against a valid row count (an invalid one is reported above).
    if let resultRow, rowsValid, !(0..<visibleRows).contains(resultRow) {
      check.fail(
        "resultRow",
        "\(resultRow) is off the window (allowed: 0 ... \(visibleRows - 1), top row 0)")
    }
    check.issues += segmentIssues()
    return check.issues
  }
}

extension MotionParameters {
  /// The `fixed` strategy's rule, for a strip of `stripLength` pt: the distances the
  /// ``FixedTimeBraking`` family reaches in `brakeTime` at `cruiseSpeed` within
  /// `maxDeceleration` must span at least one strip length, or some targets could not be
  /// reached in that time. The message names the reach and the shortest `brakeTime` that
  /// works. Empty for other strategies and for the `classic` profile.
  public func fixedLandingIssues(stripLength: Double) -> [ParameterIssue] {
    guard profile.isPlanned, strategy == .fixed else { return [] }
    let family = FixedTimeBraking(motion: self, speed: cruiseSpeed)
    guard family.window(stripLength: stripLength) == nil else { return [] }
    let shortest = FixedTimeBraking.shortestDuration(
      speed: cruiseSpeed, maxDeceleration: maxDeceleration, overshoot: family.overshoot,
      stripLength: stripLength)
    let allowed = (shortest * 1000).rounded(.up) / 1000
    let problem: String
    if let reach = family.reach {
      problem =
        "\(format(brakeTime)) s at cruiseSpeed \(format(cruiseSpeed)) pt/s reaches only targets "
        + "\(format(reach.lowerBound.rounded())) … \(format(reach.upperBound.rounded())) pt ahead, "
        + "less than one strip length \(format(stripLength)) pt: some targets cannot be reached "
        + "in that time"
    } else {
      problem =
        "\(format(brakeTime)) s is too short to stop from cruiseSpeed \(format(cruiseSpeed)) pt/s "
        + "within maxDeceleration \(format(maxDeceleration)) pt/s²"
    }
    if !(allowed <= Ranges.brakeTime.upperBound) {
      return [
        ParameterIssue(
          field: "brakeTime",
          message:
            problem + " (allowed: none at this speed: every target needs at least "
            + "\(format(allowed)) s, above \(format(Ranges.brakeTime.upperBound)) s; raise "
            + "cruiseSpeed or maxDeceleration)")
      ]
    }
    return [
      ParameterIssue(
        field: "brakeTime",
        message:
          problem + " (allowed: at least \(format(allowed)) s for this speed, deceleration and "
          + "strip; about L/(0.75·cruiseSpeed) + cruiseSpeed/maxDeceleration)")
    ]
  }
}
