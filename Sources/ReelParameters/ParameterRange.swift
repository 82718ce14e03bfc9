/// The allowed values of one numeric model field: `lowerBound ≤ x ≤ upperBound` (or
/// `lowerBound < x ≤ upperBound` when the lower bound is excluded), in `unit`.
///
/// Each range is written once, in the module whose rule checks it (the motion's
/// ``MotionParameters/issues()``, ``DrumGeometry/issues()``, ``MachineSpec/clockIssues()``; the
/// maths' ``PayRules/factorRange``);
/// the workbench's description of the config file reads the same values, so that the
/// validation, the published schema, the config reference and the studio's sliders cannot
/// disagree about a bound.
public struct ParameterRange: Sendable, Equatable, Hashable {
  /// The smallest allowed value (or the bound just below it, when ``excludesLowerBound``).
  public var lowerBound: Double
  /// The largest allowed value.
  public var upperBound: Double
  /// Whether `lowerBound` itself is not allowed (a speed must be more than 0).
  public var excludesLowerBound: Bool
  /// The unit, as messages show it (`pt/s`, `s`, `turns`).
  public var unit: String

  /// Creates a range.
  public init(
    _ lowerBound: Double, _ upperBound: Double, unit: String, excludingLowerBound: Bool = false
  ) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.excludesLowerBound = excludingLowerBound
    self.unit = unit
  }

  /// Whether `value` is finite and inside the range.
  public func contains(_ value: Double) -> Bool {
    value.isFinite && value <= upperBound
      && (excludesLowerBound ? value > lowerBound : value >= lowerBound)
  }

  /// What the range allows, as messages say it after `allowed:`: `0 ... 10 s`, or
  /// `more than 0 and at most 1000000 pt/s` when the lower bound is excluded.
  public var allowed: String {
    let low = format(lowerBound)
    let high = format(upperBound)
    return excludesLowerBound
      ? "more than \(low) and at most \(high) \(unit)" : "\(low) ... \(high) \(unit)"
  }
}
