/// One documented key of an input file, found by walking its ``ConfigShape``.
struct DocumentedField: Sendable {
  /// The key's JSON path, with `[i]` for any array element (`drums[i].motion`).
  var path: String
  /// The key's shape, with its ``FieldDoc``.
  var shape: ConfigShape
  /// The documentation.
  var doc: FieldDoc
  /// Whether the key must be present.
  var required: Bool
}

extension ConfigShape {
  /// Every key below this shape, in file order, with its JSON path (`[i]` for any array
  /// element): the keys of objects, of objects inside arrays (`drums[i].strip`) and of values
  /// that may be `null`. The keys inside a documented value that does not expand (a drum's
  /// `motion`) are left out.
  func keys(prefix: String = "") -> [(path: String, shape: ConfigShape, required: Bool)] {
    switch self {
    case .documented(let shape, let doc):
      return doc.expands ? shape.keys(prefix: prefix) : []
    case .object(let fields):
      return fields.flatMap { field in
        let path = prefix.isEmpty ? field.key : prefix + "." + field.key
        return [(path, field.shape, field.required)] + field.shape.keys(prefix: path)
      }
    case .array(let element):
      return element.keys(prefix: prefix + "[i]")
    case .nullOr(let shape):
      return shape.keys(prefix: prefix)
    default:
      return []
    }
  }

  /// Every documented key below this shape, in file order (see ``keys(prefix:)``).
  func documentedFields() -> [DocumentedField] {
    keys().compactMap { key in
      key.shape.doc.map {
        DocumentedField(path: key.path, shape: key.shape, doc: $0, required: key.required)
      }
    }
  }

  /// The reference table of every documented key (Markdown), as `Docs/` shows it: key, type
  /// and unit, default (`required` for required keys), allowed values and meaning.
  var reference: String {
    var lines = ["| key | type | default | allowed | meaning |", "|---|---|---|---|---|"]
    for field in documentedFields() {
      let type = [field.shape.bare.typeName, field.doc.unit].compactMap(\.self)
        .joined(separator: ", ")
      let allowed =
        ([field.shape.bare.choices] + field.shape.bare.typeStated + field.doc.stated
        + [field.shape.bare.entriesText]
        + [field.doc.allowed ?? ""]).filter { !$0.isEmpty }.joined(separator: "; ")
      let cells = [
        "`\(field.path)`", type, field.required ? "required" : field.doc.defaultValue.shown,
        allowed.isEmpty ? "—" : allowed, field.doc.meaning,
      ]
      lines.append("| " + cells.map { $0.replacingPipes }.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the type itself allows, beyond its name: a seed's range.
  var typeStated: [String] {
    if case .seed = self { return ["0 … \(UInt64.max)"] }
    return []
  }

  /// What the schema states of each entry of an array (`each 1 … 1000000`), for the
  /// reference; empty when the entries are not documented.
  var entriesText: String {
    guard case .array(let element) = self, let doc = element.doc, !doc.stated.isEmpty else {
      return ""
    }
    return "each " + doc.stated.joined(separator: ", ") + (doc.unit.map { " \($0)" } ?? "")
  }

  /// The allowed strings of a choice (or of an array of choices), for the reference.
  var choices: String {
    switch self {
    case .choice(let values): values.map { "`\($0)`" }.joined(separator: ", ")
    case .array(let element): element.bare.choices
    default: ""
    }
  }

  /// The type as the reference names it: `number`, `whole number`, `array of strings`.
  var typeName: String {
    switch self {
    case .number: "number"
    case .integer, .seed: "whole number"
    case .string: "string"
    case .boolean: "true or false"
    case .choice: "string"
    case .indexOrName: "whole number or string"
    case .stringOr(let other): "string or \(other.bare.typeName)"
    case .nullOr(let other): "null or \(other.bare.typeName)"
    case .any: "any"
    case .array(let element): "array of \(element.bare.pluralTypeName)"
    case .object, .oneOf: "object"
    case .documented(let shape, _): shape.typeName
    }
  }

  private var pluralTypeName: String {
    switch self {
    case .number: "numbers"
    case .integer, .seed: "whole numbers"
    case .string, .choice: "strings"
    case .indexOrName: "whole numbers or strings"
    case .nullOr(let other): "nulls or \(other.bare.pluralTypeName)"
    case .array: "arrays"
    case .object, .oneOf: "objects"
    default: typeName
    }
  }
}

extension String {
  /// The text with `|` escaped, so that it stays in one Markdown table cell.
  fileprivate var replacingPipes: String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
