/// Writes JSON values with sorted keys and two-space indentation, numbers in
/// ``formatNumber(_:)`` form: the same value always gives the same bytes.
public enum JSONWriter {
  /// The pretty-printed text of `value`, ending with a newline.
  public static func write(_ value: JSONValue) -> String {
    var text = ""
    write(value, indent: "", into: &text)
    return text + "\n"
  }

  /// The pretty-printed text of `value` with every object's keys in the order given (a
  /// generated document whose order is declared, such as a JSON Schema), ending with a
  /// newline.
  static func writeInOrder(_ value: JSONValue) -> String {
    var text = ""
    write(value, indent: "", sortingKeys: false, into: &text)
    return text + "\n"
  }

  /// The text of `value` on one line (for JSON Lines).
  public static func writeLine(_ value: JSONValue) -> String {
    var text = ""
    write(value, indent: nil, into: &text)
    return text
  }

  private static func write(
    _ value: JSONValue, indent: String?, sortingKeys: Bool = true, into text: inout String
  ) {
    let inner = indent.map { $0 + "  " }
    let newline = indent == nil ? "" : "\n"
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number, let written): text += written.isEmpty ? formatNumber(number) : written
    case .string(let string): text += quote(string)
    case .array(let elements):
      if elements.isEmpty {
        text += "[]"
        return
      }
      let scalars = elements.allSatisfy {
        if case .array = $0.value { return false }
        if case .object = $0.value { return false }
        return true
      }
      if scalars {
        text +=
          "[" + elements.map { writeLine($0.value) }.joined(separator: indent == nil ? "," : ", ")
          + "]"
        return
      }
      text += "[" + newline
      for (index, element) in elements.enumerated() {
        text += inner ?? ""
        write(element.value, indent: inner, sortingKeys: sortingKeys, into: &text)
        text += (index < elements.count - 1 ? "," : "") + newline
      }
      text += (indent ?? "") + "]"
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      text += "{" + newline
      let sorted = sortingKeys ? members.sorted { $0.key < $1.key } : members
      for (index, member) in sorted.enumerated() {
        text += (inner ?? "") + quote(member.key) + (indent == nil ? ":" : ": ")
        write(member.node.value, indent: inner, sortingKeys: sortingKeys, into: &text)
        text += (index < sorted.count - 1 ? "," : "") + newline
      }
      text += (indent ?? "") + "}"
    }
  }

  /// A JSON string literal with the required escapes.
  public static func quote(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}

extension JSONValue {
  /// An object from key–value pairs (no positions).
  public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(pairs.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }

  /// An array of values (no positions).
  public static func array(_ values: [JSONValue]) -> JSONValue {
    .array(values.map { JSONNode(value: $0, line: 0, column: 0) })
  }

  /// A number.
  public static func number(_ value: Double) -> JSONValue { .number(value, text: "") }

  /// A whole number, with its digits as its text (a config's check of a whole-number key
  /// reads them).
  public static func number(_ value: Int) -> JSONValue {
    .number(Double(value), text: String(value))
  }

  /// A number, or `null` when absent.
  public static func optional(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

  /// A whole number, or `null` when absent.
  public static func optional(_ value: Int?) -> JSONValue { value.map { .number($0) } ?? .null }
}
