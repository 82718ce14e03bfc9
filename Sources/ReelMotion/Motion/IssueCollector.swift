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
