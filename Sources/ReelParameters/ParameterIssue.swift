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

/// Formats a number for messages: whole numbers without a fraction, others as Swift prints them.
/// The one formatting of numbers in ``ParameterRange/allowed`` and the motion's issue messages.
package func format(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}

#if !hasFeature(Embedded)
  extension ParameterIssue: Codable {}
#endif
