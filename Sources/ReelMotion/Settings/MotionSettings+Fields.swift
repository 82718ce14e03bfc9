/// The one description of the settings' fields: their names, what their numbers are and
/// their ranges, in the order of the WebAssembly module's compact form (its layout lists them
/// as `settings`), and ``MotionSettings/issues()`` checks each field set against its range.
extension MotionSettings {
  /// One field of the settings.
  public struct Field: Sendable {
    /// What a field's number is in the compact form.
    public enum Kind: Sendable {
      /// An index into `BrakingProfile.allCases`.
      case profile
      /// An index into `LandingStrategy.allCases`.
      case strategy
      /// A number.
      case number
      /// A whole number.
      case wholeNumber
    }

    /// The field's name, as a config and the page write it (`cruiseSpeed`).
    public var name: String
    /// What its number is.
    public var kind: Kind
    /// The allowed values of a number (`nil` for a profile or a strategy).
    public var range: ParameterRange?
    /// The field's place in ``MotionSettings/fields``.
    let position: Int

    /// The field's value as a number (a choice as its index), `nil` when it is not set.
    public func read(_ settings: MotionSettings) -> Double? { settings.number(at: position) }

    /// Sets the field from a number that ``accepts(_:)``.
    public func write(_ settings: inout MotionSettings, _ value: Double) {
      settings.setNumber(value, at: position)
    }

    /// Whether `value` can be the field's number: a choice's index, a whole number, or a
    /// finite number (its range is checked by ``MotionSettings/issues()``, with a message).
    public func accepts(_ value: Double) -> Bool {
      guard value.isFinite else { return false }
      switch kind {
      case .profile:
        return value == value.rounded() && value >= 0
          && value < Double(BrakingProfile.allCases.count)
      case .strategy:
        return value == value.rounded() && value >= 0
          && value < Double(LandingStrategy.allCases.count)
      case .wholeNumber: return value == value.rounded() && abs(value) <= 1_000_000_000
      case .number: return true
      }
    }
  }

  /// Every field, in the compact form's order: the motion's (``MotionParameters``), then the
  /// schedule's (``DrumSchedule``), whose times lie in ``DrumSchedule/timeRange``. Field `k`
  /// is the `k`-th case of `number(at:)` and `setNumber(_:at:)`.
  public static let fields: [Field] = {
    typealias Ranges = MotionParameters.Ranges
    let timing = DrumSchedule.timeRange
    let described: [(String, Field.Kind, ParameterRange?)] = [
      ("profile", .profile, nil), ("strategy", .strategy, nil),
      ("cruiseSpeed", .number, Ranges.cruiseSpeed),
      ("acceleration", .number, Ranges.acceleration),
      ("maxDeceleration", .number, Ranges.maxDeceleration),
      ("windBackDistance", .number, Ranges.windBackDistance),
      ("windBackTime", .number, Ranges.windBackTime),
      ("minimumRevolutions", .wholeNumber, Ranges.minimumRevolutions),
      ("overshoot", .number, Ranges.overshoot), ("settleTime", .number, Ranges.settleTime),
      ("maxSpeedAdjust", .number, Ranges.maxSpeedAdjust),
      ("brakeTime", .number, Ranges.brakeTime), ("slowSpeed", .number, Ranges.slowSpeed),
      ("slowZone", .number, Ranges.slowZone), ("stopTolerance", .number, Ranges.stopTolerance),
      ("startDelay", .number, timing), ("startInterval", .number, timing),
      ("firstStop", .number, timing), ("stopInterval", .number, timing),
    ]
    var fields: [Field] = []
    for (position, field) in described.enumerated() {
      fields.append(Field(name: field.0, kind: field.1, range: field.2, position: position))
    }
    return fields
  }()

  /// Each field set that lies outside its range, named by the field (`cruiseSpeed`); rules
  /// between fields are ``MotionParameters/issues()``' once the settings are merged.
  public func issues() -> [ParameterIssue] {
    var check = IssueCollector()
    for field in Self.fields {
      guard let range = field.range, let value = field.read(self) else { continue }
      check.require(field.name, value, in: range)
    }
    return check.issues
  }

  /// Field `position`'s value as a number (a choice as its index in `allCases`).
  func number(at position: Int) -> Double? {
    switch position {
    case 0: profile.map { Double(BrakingProfile.allCases.firstIndex(of: $0) ?? 0) }
    case 1: strategy.map { Double(LandingStrategy.allCases.firstIndex(of: $0) ?? 0) }
    case 2: cruiseSpeed
    case 3: acceleration
    case 4: maxDeceleration
    case 5: windBackDistance
    case 6: windBackTime
    case 7: minimumRevolutions.map { Double($0) }
    case 8: overshoot
    case 9: settleTime
    case 10: maxSpeedAdjust
    case 11: brakeTime
    case 12: slowSpeed
    case 13: slowZone
    case 14: stopTolerance
    case 15: startDelay
    case 16: startInterval
    case 17: firstStop
    case 18: stopInterval
    default: nil
    }
  }

  /// Sets field `position` from a number its ``Field/accepts(_:)``.
  mutating func setNumber(_ value: Double, at position: Int) {
    switch position {
    case 0: profile = BrakingProfile.allCases[Int(value)]
    case 1: strategy = LandingStrategy.allCases[Int(value)]
    case 2: cruiseSpeed = value
    case 3: acceleration = value
    case 4: maxDeceleration = value
    case 5: windBackDistance = value
    case 6: windBackTime = value
    case 7: minimumRevolutions = Int(value)
    case 8: overshoot = value
    case 9: settleTime = value
    case 10: maxSpeedAdjust = value
    case 11: brakeTime = value
    case 12: slowSpeed = value
    case 13: slowZone = value
    case 14: stopTolerance = value
    case 15: startDelay = value
    case 16: startInterval = value
    case 17: firstStop = value
    case 18: stopInterval = value
    default: break
    }
  }
}
