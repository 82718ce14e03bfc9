/// The one description of the settings' fields: their names, what their numbers are and
/// their ranges, in the order of the WebAssembly module's compact form (its layout lists them
/// as `settings`), and ``MotionSettings/issues()`` checks each field set against its range.
extension MotionSettings {
  /// One field of the settings.
  public struct Field: Sendable {
    /// What a field's number is in the compact form.
    public enum Kind: Sendable {
      /// An index into ``BrakingProfile/allCases``.
      case profile
      /// An index into ``LandingStrategy/allCases``.
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
    /// The field's value as a number (a choice as its index), `nil` when it is not set.
    public var read: @Sendable (MotionSettings) -> Double?
    /// Sets the field from a number that ``accepts(_:)``.
    public var write: @Sendable (inout MotionSettings, Double) -> Void

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
  /// schedule's (``DrumSchedule``), whose times lie in ``DrumSchedule/timeRange``.
  public static let fields: [Field] = {
    typealias Ranges = MotionParameters.Ranges
    func number(
      _ name: String, _ range: ParameterRange,
      _ read: @escaping @Sendable (MotionSettings) -> Double?,
      _ write: @escaping @Sendable (inout MotionSettings, Double) -> Void
    ) -> Field {
      Field(name: name, kind: .number, range: range, read: read, write: write)
    }
    let timing = DrumSchedule.timeRange
    return [
      Field(
        name: "profile", kind: .profile, range: nil,
        read: { $0.profile.map { Double(index(of: $0, in: BrakingProfile.allCases)) } },
        write: { $0.profile = BrakingProfile.allCases[Int($1)] }),
      Field(
        name: "strategy", kind: .strategy, range: nil,
        read: { $0.strategy.map { Double(index(of: $0, in: LandingStrategy.allCases)) } },
        write: { $0.strategy = LandingStrategy.allCases[Int($1)] }),
      number("cruiseSpeed", Ranges.cruiseSpeed, { $0.cruiseSpeed }, { $0.cruiseSpeed = $1 }),
      number("acceleration", Ranges.acceleration, { $0.acceleration }, { $0.acceleration = $1 }),
      number(
        "maxDeceleration", Ranges.maxDeceleration, { $0.maxDeceleration },
        { $0.maxDeceleration = $1 }),
      number(
        "windBackDistance", Ranges.windBackDistance, { $0.windBackDistance },
        { $0.windBackDistance = $1 }),
      number("windBackTime", Ranges.windBackTime, { $0.windBackTime }, { $0.windBackTime = $1 }),
      Field(
        name: "minimumRevolutions", kind: .wholeNumber, range: Ranges.minimumRevolutions,
        read: { $0.minimumRevolutions.map { Double($0) } },
        write: { $0.minimumRevolutions = Int($1) }),
      number("overshoot", Ranges.overshoot, { $0.overshoot }, { $0.overshoot = $1 }),
      number("settleTime", Ranges.settleTime, { $0.settleTime }, { $0.settleTime = $1 }),
      number(
        "maxSpeedAdjust", Ranges.maxSpeedAdjust, { $0.maxSpeedAdjust }, { $0.maxSpeedAdjust = $1 }),
      number("brakeTime", Ranges.brakeTime, { $0.brakeTime }, { $0.brakeTime = $1 }),
      number("slowSpeed", Ranges.slowSpeed, { $0.slowSpeed }, { $0.slowSpeed = $1 }),
      number("slowZone", Ranges.slowZone, { $0.slowZone }, { $0.slowZone = $1 }),
      number(
        "stopTolerance", Ranges.stopTolerance, { $0.stopTolerance }, { $0.stopTolerance = $1 }),
      number("startDelay", timing, { $0.startDelay }, { $0.startDelay = $1 }),
      number("startInterval", timing, { $0.startInterval }, { $0.startInterval = $1 }),
      number("firstStop", timing, { $0.firstStop }, { $0.firstStop = $1 }),
      number("stopInterval", timing, { $0.stopInterval }, { $0.stopInterval = $1 }),
    ]
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

  private static func index<T: Equatable>(of value: T, in all: [T]) -> Int {
    all.firstIndex(of: value) ?? 0
  }
}
