import ReelKit
import ReelKitSupport

/// The shape of a JSON input file: which keys exist where, what type each value has and,
/// for the files people write (configs, tuning specs, suites, controls), what each key
/// means — its unit, range and default (``FieldDoc``).
///
/// This is the one description of each file format. From it come the loader's key and type
/// check (unknown keys with the nearest valid key suggested, wrong types, each with its JSON
/// path; the line and column are kept in ``ConfigProblem`` for tools, and decoding itself
/// cannot fail), the reference tables in `Docs/` (``reference``; `FieldDescriptionTests`
/// prints the table to paste when a guide's differs) and the studio's editable fields; the range checks read
/// the same ``ParameterRange`` values, and the published JSON Schemas are tested against it
/// key by key.
indirect enum ConfigShape: Sendable {
  /// Any finite number.
  case number
  /// A whole number (no fraction or exponent) in the given range.
  case integer(ClosedRange<Int>)
  /// A whole number from 0 to 2⁶⁴ − 1.
  case seed
  /// Any string.
  case string
  /// `true` or `false`.
  case boolean
  /// One of the given strings.
  case choice([String])
  /// A whole number or a string (a target).
  case indexOrName
  /// A string, or a value of the given shape.
  case stringOr(ConfigShape)
  /// `null`, or a value of the given shape.
  case nullOr(ConfigShape)
  /// Any JSON value (free-form content such as a recorded summary).
  case any
  /// An array whose elements all have one shape.
  case array(ConfigShape)
  /// An object with exactly these optional or required keys.
  case object([(key: String, shape: ConfigShape, required: Bool)])
  /// An object with exactly one of these keys: a Swift enum case with its associated values,
  /// as `Codable` writes it (`{"cruise": {"speed": 2800}}`).
  case oneOf([(key: String, shape: ConfigShape)])
  /// A value of the given shape, with what it means for people (see ``documented(_:unit:range:default:allowed:expands:)``).
  case documented(ConfigShape, FieldDoc)

  /// What a value of this shape is, for messages.
  var expectation: String {
    switch self {
    case .number: "a number"
    case .integer: "a whole number"
    case .seed: "a whole number from 0 to 18446744073709551615"
    case .string: "a string"
    case .boolean: "true or false"
    case .choice(let values): "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
    case .indexOrName: "a strip index or a symbol name"
    case .stringOr(let other): "a string or \(other.expectation)"
    case .nullOr(let other): "null or \(other.expectation)"
    case .any: "any value"
    case .array(let element): "an array of \(element.plural)"
    case .object: "an object"
    case .oneOf(let cases):
      "an object with one key of " + cases.map(\.key).joined(separator: ", ")
    case .documented(let shape, _): shape.expectation
    }
  }

  private var plural: String {
    switch self {
    case .string: "strings"
    case .number: "numbers"
    case .integer: "whole numbers"
    case .indexOrName: "strip indices or symbol names"
    case .array(let element): "arrays of \(element.plural)"
    case .object, .oneOf: "objects"
    case .documented(let shape, _): shape.plural
    default: expectation
    }
  }

  /// Why the number literal `text` is not an `Integer`, or `nil` when it is one: whole
  /// numbers are written in digits only (`3`, not `3.0` or `3e0`) and must be in range.
  static func wholeNumberProblem<Integer: FixedWidthInteger>(
    _ text: String, as type: Integer.Type
  ) -> String? {
    if Integer(text) != nil { return nil }
    let shown = QuotedInput.bare(text)
    if !text.contains(where: { ".eE".contains($0) }) {
      return
        "\(shown) is out of range (allowed: whole numbers from \(Integer.min) to \(Integer.max))"
    }
    if let value = Double(text), value == value.rounded() {
      return "\(shown) is not written as a whole number (allowed: digits only, such as 3)"
    }
    return "\(shown) is not a whole number (allowed: whole numbers such as 3)"
  }

  /// Why the number literal `text` is not a whole number in `range`, or `nil` when it is
  /// one. A range narrower than `Int`'s (the counts of a shard file) is said in the message.
  static func wholeNumberProblem(_ text: String, in range: ClosedRange<Int>) -> String? {
    let full = range == Int.min...Int.max
    if let value = Int(text) {
      return range.contains(value) || full
        ? nil
        : "\(value) is out of range (allowed: \(range.lowerBound) … \(range.upperBound))"
    }
    if !full, !text.contains(where: { ".eE".contains($0) }) {
      return "\(QuotedInput.bare(text)) is out of range (allowed: \(range.lowerBound) … "
        + "\(range.upperBound))"
    }
    return wholeNumberProblem(text, as: Int.self)
  }

  /// Checks `node` (at `path`) against the shape and returns every problem found, in file
  /// order: wrong types and values, unknown keys, missing required keys.
  func problems(in node: JSONNode, at path: JSONPath) -> [ConfigProblem] {
    var unknown: [JSONPath] = []
    return check(node, at: path, unknownKeys: &unknown).problems
  }

  /// The outcome of a shape check: every problem, and the tree with its unknown keys left
  /// out when they were the only problems (decoding ignores nothing else).
  struct Check {
    /// Every problem, in file order.
    var problems: [ConfigProblem]
    /// The tree without its unknown keys, or `nil` when a value has the wrong type or is
    /// missing (the file cannot be decoded until that is fixed).
    var decodable: JSONNode?
  }

  /// Checks `node` against the shape: every problem, and whether it can still be decoded.
  func check(_ node: JSONNode, at path: JSONPath) -> Check {
    var unknown: [JSONPath] = []
    let problems = check(node, at: path, unknownKeys: &unknown)
    return Check(
      problems: problems.problems,
      decodable: problems.blocking ? nil : Self.removing(unknown, from: node, at: path))
  }

  /// The problems below `node`; `blocking` when one of them is not an unknown key.
  private func check(
    _ node: JSONNode, at path: JSONPath, unknownKeys: inout [JSONPath]
  ) -> (problems: [ConfigProblem], blocking: Bool) {
    func problem(_ message: String) -> (problems: [ConfigProblem], blocking: Bool) {
      ([ConfigProblem(path: path, line: node.line, column: node.column, message: message)], true)
    }
    func mismatch() -> (problems: [ConfigProblem], blocking: Bool) {
      problem("expected \(expectation), found \(node.value.typeDescription)")
    }
    let none: (problems: [ConfigProblem], blocking: Bool) = ([], false)
    switch (self, node.value) {
    case (.documented(let shape, _), _):
      return shape.check(node, at: path, unknownKeys: &unknownKeys)
    case (.number, .number), (.string, .string), (.indexOrName, .string), (.boolean, .bool):
      return none
    case (.integer(let range), .number(_, let text)):
      return Self.wholeNumberProblem(text, in: range).map(problem) ?? none
    case (.indexOrName, .number(_, let text)):
      return Self.wholeNumberProblem(text, as: Int.self).map(problem) ?? none
    case (.seed, .number(_, let text)):
      guard UInt64(text) != nil else {
        return problem("\(QuotedInput.bare(text)) is not \(expectation)")
      }
      return none
    case (.choice(let values), .string(let text)):
      guard values.contains(text) else {
        return problem(
          "\(QuotedInput.quoted(text)) is not allowed\(Suggestion.didYouMean(text, among: values)) "
            + "(allowed: \(values.joined(separator: ", ")))")
      }
      return none
    case (.stringOr, .string), (.nullOr, .null), (.any, _):
      return none
    case (.nullOr(let other), _):
      return other.check(node, at: path, unknownKeys: &unknownKeys)
    case (.stringOr(let other), _):
      if case .object = node.value { return other.check(node, at: path, unknownKeys: &unknownKeys) }
      return mismatch()
    case (.array(let element), .array(let nodes)):
      var found = none
      for (index, child) in nodes.enumerated() {
        let inner = element.check(child, at: path.appending(index), unknownKeys: &unknownKeys)
        found.problems += inner.problems
        found.blocking = found.blocking || inner.blocking
      }
      return found
    case (.object(let fields), .object(let members)):
      let keys = fields.map(\.key)
      var found = none
      for member in members {
        guard let field = fields.first(where: { $0.key == member.key }) else {
          unknownKeys.append(path.appending(member.key))
          found.problems.append(
            ConfigProblem(
              path: path.appending(member.key), line: member.node.line,
              column: member.node.column,
              message:
                "unknown key\(Suggestion.didYouMean(member.key, among: keys)) "
                + "(allowed: \(keys.sorted().joined(separator: ", ")))"))
          continue
        }
        let inner = field.shape.check(
          member.node, at: path.appending(member.key), unknownKeys: &unknownKeys)
        found.problems += inner.problems
        found.blocking = found.blocking || inner.blocking
      }
      for field in fields where field.required && !members.contains(where: { $0.key == field.key })
      {
        found.blocking = true
        found.problems.append(
          ConfigProblem(
            path: path.appending(field.key), line: node.line, column: node.column,
            message: "is missing (required: \(field.shape.expectation))"))
      }
      return found
    case (.oneOf(let cases), .object(let members)):
      let keys = cases.map(\.key)
      guard members.count == 1 else {
        return problem(
          "has \(members.count) keys (allowed: exactly one of \(keys.joined(separator: ", ")))")
      }
      let shape: ConfigShape = .object(cases.map { ($0.key, $0.shape, false) })
      let inner = shape.check(node, at: path, unknownKeys: &unknownKeys)
      // A one-key object whose key is unknown cannot be decoded as any of the cases.
      return (inner.problems, inner.blocking || !keys.contains(members[0].key))
    default:
      return mismatch()
    }
  }

  /// `node` without the members at `paths` (unknown keys, which decoding would ignore anyway
  /// but whose removal keeps the decoded value honest).
  private static func removing(_ paths: [JSONPath], from node: JSONNode, at path: JSONPath)
    -> JSONNode
  {
    guard !paths.isEmpty else { return node }
    var copy = node
    switch node.value {
    case .object(let members):
      copy.value = .object(
        members.compactMap { member in
          let at = path.appending(member.key)
          guard !paths.contains(at) else { return nil }
          return (member.key, removing(paths, from: member.node, at: at))
        })
    case .array(let nodes):
      copy.value = .array(
        nodes.enumerated().map { index, child in
          removing(paths, from: child, at: path.appending(index))
        })
    default:
      break
    }
    return copy
  }
}
