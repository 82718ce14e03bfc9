/// Writes the JSON Schema (draft 2020-12) of an input file from its one description, a
/// ``ConfigShape`` with its ``FieldDoc``s: every key with its type, choices, range, counts,
/// characters, default and description, objects closed (`additionalProperties: false`) with
/// their required keys and the rules between keys the description states.
///
/// A value whose documentation names a ``FieldDoc/definition`` is written once under
/// `$defs` and referred to wherever it appears; a definition that is the root of another
/// file (``externals``) is referred to by that file's name. Members come in a declared
/// order and numbers in ``formatNumber(_:)`` form, so the same description always gives the
/// same text.
struct SchemaGenerator {
  /// An ordered list of members of a JSON object.
  typealias Members = [(key: String, value: JSONValue)]

  /// Definitions that are the roots of other schema files: the name, and the file to refer to.
  var externals: [(name: String, file: String)] = []
  /// The `$defs` written so far, in the order they were first met.
  private(set) var definitions: Members = []
  /// Definitions met twice with different contents (each should be empty: a test checks).
  private(set) var conflicts: [String] = []

  /// The members of the schema of `shape`, described by `doc` (the key's documentation)
  /// when it has one.
  mutating func members(of shape: ConfigShape, doc: FieldDoc? = nil) -> Members {
    if case .documented(let inner, let innerDoc) = shape {
      guard let name = innerDoc.definition else {
        return members(of: inner, doc: doc ?? innerDoc)
      }
      let reference = reference(to: name, inner, innerDoc)
      guard let doc else { return [("$ref", .string(reference))] }
      return description(doc, of: inner) + [("$ref", .string(reference))] + defaultValue(doc)
    }
    return (doc.map { description($0, of: shape) } ?? []) + typeMembers(shape, doc: doc)
      + (doc.map(defaultValue) ?? [])
  }

  /// The `$ref` text of definition `name`, writing the definition on first use.
  private mutating func reference(to name: String, _ shape: ConfigShape, _ doc: FieldDoc)
    -> String
  {
    if let file = externals.first(where: { $0.name == name })?.file { return file }
    let body = JSONValue.ordered(members(of: shape, doc: doc))
    if let earlier = definitions.first(where: { $0.key == name })?.value {
      if JSONWriter.writeLine(earlier) != JSONWriter.writeLine(body) {
        conflicts.append("$defs/\(name) is defined twice with different contents")
      }
    } else {
      definitions.append((name, body))
    }
    return "#/$defs/" + name
  }

  /// The description of a documented value: its meaning, unit, what is allowed (the rules
  /// in words marked "checked by reelsim") and its default.
  private func description(_ doc: FieldDoc, of shape: ConfigShape) -> Members {
    [("description", .string(doc.schemaDescription(typeStated: shape.bare.typeStated)))]
  }

  private func defaultValue(_ doc: FieldDoc) -> Members {
    switch doc.defaultValue {
    case .number(let value): [("default", .number(value))]
    case .string(let value): [("default", .string(value))]
    case .boolean(let value): [("default", .bool(value))]
    case .none, .derived: []
    }
  }

  private mutating func typeMembers(_ shape: ConfigShape, doc: FieldDoc?) -> Members {
    switch shape {
    case .number: return [("type", .string("number"))] + bounds(doc)
    case .integer: return [("type", .string("integer"))] + bounds(doc)
    case .seed:
      return [
        ("type", .string("integer")), ("minimum", .number(0)),
        ("maximum", .number(Double(UInt64.max), text: String(UInt64.max))),
      ]
    case .string: return [("type", .string("string"))] + characters(doc)
    case .boolean: return [("type", .string("boolean"))]
    case .choice(let values):
      return [("type", .string("string")), ("enum", .array(values.map { .string($0) }))]
    case .indexOrName:
      let index: Members = [("type", .string("integer"))] + bounds(doc)
      let name: Members = [("type", .string("string"))] + characters(doc)
      return [("anyOf", .array([.ordered(index), .ordered(name)]))]
    case .stringOr(let other):
      let types = ["string", other.bare.jsonType].compactMap(\.self).map { JSONValue.string($0) }
      return [
        ("type", .array(types)),
        ("if", .ordered([("type", .string("string"))])),
        ("then", .ordered(characters(doc))),
        ("else", .ordered(members(of: other))),
      ]
    case .nullOr(let other):
      return [
        ("anyOf", .array([.ordered([("type", .string("null"))]), .ordered(members(of: other))]))
      ]
    case .any: return []
    case .array(let element):
      var found: Members = [("type", .string("array"))]
      if let count = doc?.count {
        if count.minimum > 0 { found.append(("minItems", .number(count.minimum))) }
        if let most = count.maximum { found.append(("maxItems", .number(most))) }
      }
      if doc?.unique == true { found.append(("uniqueItems", .bool(true))) }
      return found + [("items", .ordered(members(of: element)))]
    case .object(let fields):
      return objectMembers(fields, doc: doc)
    case .oneOf(let cases):
      var properties: Members = []
      for item in cases { properties.append((item.key, .ordered(members(of: item.shape)))) }
      return [
        ("type", .string("object")), ("additionalProperties", .bool(false)),
        ("minProperties", .number(1)), ("maxProperties", .number(1)),
        ("properties", .ordered(properties)),
      ]
    case .documented(let inner, let innerDoc):
      return typeMembers(inner, doc: doc ?? innerDoc)
    }
  }

  /// A closed object: its required keys, the rules between its keys, each key's schema, and
  /// the ranges that apply only with a sibling's choice (``FieldDoc/condition``).
  private mutating func objectMembers(
    _ fields: [(key: String, shape: ConfigShape, required: Bool)], doc: FieldDoc?
  ) -> Members {
    var found: Members = [("type", .string("object")), ("additionalProperties", .bool(false))]
    let required = fields.filter(\.required).map { JSONValue.string($0.key) }
    if !required.isEmpty { found.append(("required", .array(required))) }
    var checks: [JSONValue] = []
    for rule in doc?.rules ?? [] {
      let given = rule.keys.map { key in
        JSONValue.ordered(Self.given(key, fields.first { $0.key == key }?.shape))
      }
      switch rule {
      case .atLeastOne: checks.append(.ordered([("anyOf", .array(given))]))
      case .exactlyOne: checks.append(.ordered([("oneOf", .array(given))]))
      }
    }
    for field in fields {
      guard let fieldDoc = field.shape.doc, let condition = fieldDoc.condition else { continue }
      var range = fieldDoc
      range.condition = nil
      let test: Members = [
        ("properties", .ordered([(condition.key, .ordered([("const", .string(condition.value))]))]))
      ]
      let then: Members = [("properties", .ordered([(field.key, .ordered(bounds(range)))]))]
      checks.append(.ordered([("if", .ordered(test)), ("then", .ordered(then))]))
    }
    if checks.count == 1, case .object(let members) = checks[0] {
      found += members.map { ($0.key, $0.node.value) }
    } else if !checks.isEmpty {
      found.append(("allOf", .array(checks)))
    }
    var properties: Members = []
    for field in fields { properties.append((field.key, .ordered(members(of: field.shape)))) }
    found.append(("properties", .ordered(properties)))
    return found
  }

  /// The schema that holds when `key` is *given* (``FieldDoc/Rule``): present, and not empty
  /// for an array, `true` for `true`/`false`.
  private static func given(_ key: String, _ shape: ConfigShape?) -> Members {
    var found: Members = [("required", .array([.string(key)]))]
    switch shape?.bare {
    case .array?:
      found.append(("properties", .ordered([(key, .ordered([("minItems", .number(1))]))])))
    case .boolean?:
      found.append(("properties", .ordered([(key, .ordered([("const", .bool(true))]))])))
    default: break
    }
    return found
  }

  /// `minimum` (or `exclusiveMinimum`) and `maximum` of a documented range that always
  /// applies.
  private func bounds(_ doc: FieldDoc?) -> Members {
    guard let doc, doc.condition == nil, let range = doc.range else { return [] }
    var found: Members = [
      (range.excludesLowerBound ? "exclusiveMinimum" : "minimum", .number(range.lowerBound))
    ]
    if range.upperBound.isFinite { found.append(("maximum", .number(range.upperBound))) }
    return found
  }

  /// `minLength`, `maxLength` and `pattern` of a documented string.
  private func characters(_ doc: FieldDoc?) -> Members {
    var found: Members = []
    if let count = doc?.count {
      if count.minimum > 0 { found.append(("minLength", .number(count.minimum))) }
      if let most = count.maximum { found.append(("maxLength", .number(most))) }
    }
    if let pattern = doc?.pattern { found.append(("pattern", .string(pattern.expression))) }
    return found
  }
}

extension ConfigShape {
  /// The JSON type of a value of this shape, when it has exactly one (`object`, `number`).
  var jsonType: String? {
    switch self {
    case .number: "number"
    case .integer, .seed: "integer"
    case .string, .choice: "string"
    case .boolean: "boolean"
    case .array: "array"
    case .object, .oneOf: "object"
    case .documented(let inner, _): inner.jsonType
    case .indexOrName, .stringOr, .nullOr, .any: nil
    }
  }
}

extension JSONValue {
  /// An object with its members in the given order.
  static func ordered(_ members: SchemaGenerator.Members) -> JSONValue {
    .object(members.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }
}

extension FieldDoc {
  /// The description the published schema gives: the meaning as a sentence, the unit, what
  /// is allowed (what the schema states, then the rules in words, marked "checked by
  /// reelsim") and the default, each as `reelsim check` and the reference word them.
  func schemaDescription(typeStated: [String] = []) -> String {
    var sentence = meaning
    if let first = sentence.first, first.isLowercase {
      sentence = first.uppercased() + sentence.dropFirst()
    }
    var parts = [sentence.hasSuffix(".") ? sentence : sentence + "."]
    if let unit { parts.append("Unit: \(unit).") }
    let allowedParts = typeStated + stated + (allowed.map { ["\($0) (checked by reelsim)"] } ?? [])
    if !allowedParts.isEmpty {
      parts.append("Allowed: " + allowedParts.joined(separator: "; ") + ".")
    }
    if defaultValue != .none { parts.append("Default: \(defaultValue.shown).") }
    return parts.joined(separator: " ")
  }
}
