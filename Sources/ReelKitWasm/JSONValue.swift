import ReelKitSupport

/// A JSON document read by ``JSONReader``: what a host passes to ``rk_machine_load_json``.
/// Objects keep their members in order, in a list (no dictionaries in the Embedded build).
indirect enum JSONValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// The member named `key` (compared by UTF-8 bytes), or `nil`.
  func member(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    for member in members where member.key.hasSameBytes(as: key) { return member.value }
    return nil
  }

  /// What the value is, for messages: `a number`, `an object`, ….
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "true or false"
    case .number: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
  }
}

/// One member of a JSON object.
struct JSONMember {
  /// The member's name.
  var key: String
  /// Its value.
  var value: JSONValue
}
