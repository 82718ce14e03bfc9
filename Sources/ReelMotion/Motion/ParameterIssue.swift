/// One broken rule of a model value: which field, what is wrong and what is allowed.
///
/// `field` is a dotted path relative to the value that was checked (`cruiseSpeed`,
/// `strip[4]`); a config loader prefixes it with the JSON path of that value.
public struct ParameterIssue: Error, Sendable, Equatable, Hashable,
  CustomStringConvertible
{
  /// The field, relative to the checked value.
  public var field: String
  /// What is wrong and what is allowed, in one line.
  public var message: String

  /// Creates an issue.
  public init(field: String, message: String) {
    self.field = field
    self.message = message
  }

  /// `field: message`.
  public var description: String { "\(field): \(message)" }

  /// The same issue with `prefix` put in front of its field (`drums[1]` + `strip` →
  /// `drums[1].strip`).
  public func prefixed(_ prefix: String) -> ParameterIssue {
    guard !prefix.isEmpty else { return self }
    let joined =
      field.isEmpty
      ? prefix : field.utf8.first == UInt8(ascii: "[") ? prefix + field : prefix + "." + field
    return ParameterIssue(field: joined, message: message)
  }
}

/// Collects issues for numeric fields with one line of code per rule.
struct IssueCollector {
  var issues: [ParameterIssue] = []

  mutating func fail(_ field: String, _ message: String) {
    issues.append(ParameterIssue(field: field, message: message))
  }

  /// Requires `value` to be finite and within `range`, with its unit in the message.
  mutating func require(_ field: String, _ value: Double, in range: ParameterRange) {
    let allowed = "allowed: " + range.allowed
    if !value.isFinite {
      fail(field, "\(format(value)) is not a finite number (\(allowed))")
    } else if !range.contains(value) {
      fail(field, "\(format(value)) is out of range (\(allowed))")
    }
  }

  /// Requires `value` to be finite and within `range`, with `unit` in the message.
  mutating func require(
    _ field: String, _ value: Double, in range: ClosedRange<Double>, unit: String,
    above lowerExclusive: Bool = false
  ) {
    require(
      field, value,
      in: ParameterRange(
        range.lowerBound, range.upperBound, unit: unit, excludingLowerBound: lowerExclusive))
  }

  /// Requires `value` to be finite (any size), with `unit` in the message.
  mutating func requireFinite(_ field: String, _ value: Double, unit: String) {
    if !value.isFinite {
      fail(field, "\(format(value)) is not a finite number (allowed: a finite number, \(unit))")
    }
  }

  /// Requires `value` to be finite and at least `lowest`, with `unit` in the message.
  mutating func require(_ field: String, _ value: Double, atLeast lowest: Double, unit: String) {
    let allowed = "allowed: a finite number of at least \(format(lowest)) \(unit)"
    if !value.isFinite {
      fail(field, "\(format(value)) is not a finite number (\(allowed))")
    } else if value < lowest {
      fail(field, "\(format(value)) is out of range (\(allowed))")
    }
  }

  /// Requires a whole number within `range` (whole bounds), with its unit in the message.
  mutating func require(_ field: String, _ value: Int, in range: ParameterRange) {
    let lowest = Int(range.lowerBound) + (range.excludesLowerBound ? 1 : 0)
    require(field, value, in: lowest...Int(range.upperBound), unit: range.unit)
  }

  /// Requires an integer within `range`.
  mutating func require(_ field: String, _ value: Int, in range: ClosedRange<Int>, unit: String) {
    if !range.contains(value) {
      fail(
        field,
        "\(value) is out of range (allowed: \(range.lowerBound) ... \(range.upperBound) \(unit))")
    }
  }
}

/// Formats a number for messages: whole numbers without a fraction, others as Swift prints them.
func format(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}

#if !hasFeature(Embedded)
  extension ParameterIssue: Codable {}
#endif
