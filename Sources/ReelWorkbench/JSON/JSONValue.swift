/// A parsed JSON value with the line and column where it starts, so that every config error
/// can point at its place in the file.
public struct JSONNode: Sendable, Equatable {
  /// The value.
  public var value: JSONValue
  /// The 1-based line of the value's first character.
  public var line: Int
  /// The 1-based column (in Unicode scalars) of the value's first character.
  public var column: Int
}

/// A JSON value. Objects keep their members in file order.
public indirect enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, with its text as written.
  case number(Double, text: String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONNode])
  /// An object, members in file order (keys are unique).
  case object([(key: String, node: JSONNode)])

  /// A short name of the value's type for messages: "a number", "an object", ….
  public var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Values are equal when their contents are; positions and number spellings are ignored.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a.map(\.value) == b.map(\.value)
    case (.object(let a), .object(let b)):
      a.count == b.count
        && zip(a, b).allSatisfy { $0.key == $1.key && $0.node.value == $1.node.value }
    default: false
    }
  }
}
