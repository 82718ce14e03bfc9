import ReelKit

@testable import ReelWorkbench

/// Compares a ``ConfigShape`` with a JSON Schema, key by key: the same keys (closed objects),
/// the same required keys, types, choices, numeric bounds and defaults. Rules the schema
/// cannot express are left to the loader; references (`$ref` to `#/$defs/…`) are followed,
/// a reference to another schema file ends the walk.
struct SchemaComparison {
  /// The whole schema, for `$ref`.
  var root: JSONValue

  /// Appends every disagreement between `shape` and `schema` (at `path`) to `found`.
  func compare(
    _ shape: ConfigShape, with schema: JSONValue, at path: String, parent: JSONValue? = nil,
    into found: inout [String]
  ) {
    let schema = resolved(schema)
    func report(_ text: String) { found.append("\(path): \(text)") }
    if let doc = shape.doc {
      var isSeed = false
      if case .seed = shape.bare { isSeed = true }
      compare(doc, with: schema, at: path, parent: parent, boundsChecked: !isSeed, into: &found)
    }
    switch shape.bare {
    case .object(let fields):
      guard member("type", of: schema) == .string("object") else { return report("not an object") }
      if member("additionalProperties", of: schema) != .bool(false) {
        report("additionalProperties is not false")
      }
      let properties = members(member("properties", of: schema))
      let keys = Set(properties.map(\.key))
      let described = Set(fields.map(\.key))
      if keys != described {
        report("keys \(keys.sorted()) (described: \(described.sorted()))")
      }
      let required = Set(strings(member("required", of: schema)))
      let describedRequired = Set(fields.filter(\.required).map(\.key))
      if required != describedRequired {
        report("required \(required.sorted()) (described: \(describedRequired.sorted()))")
      }
      for field in fields {
        guard let child = properties.first(where: { $0.key == field.key })?.node.value else {
          continue
        }
        compare(field.shape, with: child, at: "\(path).\(field.key)", parent: schema, into: &found)
      }
    case .array(let element):
      guard member("type", of: schema) == .string("array") else { return report("not an array") }
      if let items = member("items", of: schema) {
        compare(element, with: items, at: "\(path)[i]", into: &found)
      }
    case .number: expectType("number", in: schema, report: report)
    case .integer: expectType("integer", in: schema, report: report)
    case .seed:
      expectType("integer", in: schema, report: report)
      if number("minimum", of: schema) != 0 || number("maximum", of: schema) != 0x1p64 {
        report("a seed is not 0 … 2^64 − 1")
      }
    case .string: expectType("string", in: schema, report: report)
    case .boolean: expectType("boolean", in: schema, report: report)
    case .choice(let values):
      if strings(member("enum", of: schema)) != values { report("enum is not \(values)") }
    case .stringOr:
      guard case .array(let types)? = member("type", of: schema),
        types.contains(where: { $0.value == .string("string") })
      else { return report("does not allow a string") }
    case .indexOrName:
      if member("anyOf", of: schema) == nil { report("is not an index or a name") }
    default: break
    }
  }

  /// Bounds and defaults of a documented key.
  private func compare(
    _ doc: FieldDoc, with schema: JSONValue, at path: String, parent: JSONValue?,
    boundsChecked: Bool, into found: inout [String]
  ) {
    func report(_ text: String) { found.append("\(path): \(text)") }
    if member("description", of: schema) == nil { report("has no description") }
    // A bound that holds only in one mode (`outcomes.count` with `sample`) sits in `then`.
    let key = String(path.split(separator: ".").last ?? "")
    let conditional = member("then", of: parent ?? .null).flatMap { then in
      members(member("properties", of: then)).first { $0.key == key }?.node.value
    }
    func bound(_ name: String) -> Double? {
      number(name, of: schema) ?? conditional.flatMap { number(name, of: $0) }
    }
    let lower = bound("minimum") ?? bound("exclusiveMinimum")
    let excluded = bound("exclusiveMinimum") != nil
    let upper = bound("maximum")
    if let range = doc.range {
      if lower != range.lowerBound || excluded != range.excludesLowerBound {
        report("lower bound \(lower.map { "\($0)" } ?? "none") (described: \(range.allowed))")
      }
      if upper != (range.upperBound.isFinite ? range.upperBound : nil) {
        report("upper bound \(upper.map { "\($0)" } ?? "none") (described: \(range.allowed))")
      }
    } else if boundsChecked && (lower != nil || upper != nil) {
      report("has bounds the description lacks")
    }
    let written = member("default", of: schema)
    switch doc.defaultValue {
    case .number(let value):
      if number("default", of: schema) != value {
        report("default \(String(describing: written)) (described: \(value))")
      }
    case .string(let value):
      if written != .string(value) {
        report("default \(String(describing: written)) (described: \(value))")
      }
    case .none, .derived:
      if written != nil { report("has a default the description lacks") }
    }
  }

  private func expectType(_ type: String, in schema: JSONValue, report: (String) -> Void) {
    if member("type", of: schema) != .string(type) { report("type is not \(type)") }
  }

  /// The schema with a local `$ref` replaced by its target's members (the local ones win).
  private func resolved(_ schema: JSONValue) -> JSONValue {
    guard case .string(let reference)? = member("$ref", of: schema),
      reference.hasPrefix("#/$defs/")
    else { return schema }
    let name = String(reference.dropFirst("#/$defs/".count))
    guard
      let target = members(member("$defs", of: root)).first(where: { $0.key == name })?.node.value
    else { return schema }
    let local = members(schema).filter { $0.key != "$ref" }
    let merged =
      local
      + members(resolved(target)).filter { entry in
        !local.contains { $0.key == entry.key }
      }
    return .object(merged)
  }

  private func member(_ key: String, of value: JSONValue) -> JSONValue? {
    members(value).first { $0.key == key }?.node.value
  }

  private func members(_ value: JSONValue?) -> [(key: String, node: JSONNode)] {
    if case .object(let members)? = value { return members }
    return []
  }

  private func number(_ key: String, of value: JSONValue) -> Double? {
    if case .number(let number, _)? = member(key, of: value) { return number }
    return nil
  }

  private func strings(_ value: JSONValue?) -> [String] {
    guard case .array(let nodes)? = value else { return [] }
    return nodes.compactMap { node in
      if case .string(let text) = node.value { return text }
      return nil
    }
  }
}
