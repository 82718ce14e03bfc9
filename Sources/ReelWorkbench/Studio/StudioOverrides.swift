import ReelKit
import ReelKitSupport

/// The page's edits of the loaded config: motion fields by JSON path, machine-wide
/// (`motion.cruiseSpeed`) or per drum (`drums[1].motion.cruiseSpeed`), each a number in the
/// schema's range or one of a choice's strings (`motion.profile`).
///
/// Applying them to the loaded tree and validating the result is the only way the page
/// changes a machine.
struct StudioOverrides: Sendable, Equatable {
  /// The edits, in request order.
  var values: [(path: JSONPath, value: JSONValue)] = []

  static func == (lhs: StudioOverrides, rhs: StudioOverrides) -> Bool {
    lhs.values.map(\.path) == rhs.values.map(\.path)
      && lhs.values.map(\.value) == rhs.values.map(\.value)
  }

  /// At most this many edits per request (every field of 64 drums is fewer).
  static let maximumCount = 2_000

  /// Reads `$.overrides` of a request body (absent: no edits) for a machine of `drums` drums.
  init(_ node: JSONNode?, drums: Int) throws(StudioError) {
    guard let node else { return }
    guard case .object(let members) = node.value else {
      throw StudioError(
        "expected an object of JSON paths to values, found \(node.value.typeDescription) "
          + "(allowed: {\"motion.cruiseSpeed\": 3000, …})", path: "$.overrides")
    }
    guard members.count <= Self.maximumCount else {
      throw StudioError(
        "\(members.count) edits (allowed: at most \(Self.maximumCount))", path: "$.overrides")
    }
    for (key, value) in members {
      let place = "$.overrides." + QuotedInput.bare(key)
      guard let field = Self.field(at: key, drums: drums) else {
        throw StudioError(
          "not an editable field (allowed: motion.FIELD or drums[i].motion.FIELD with i from 0 "
            + "to \(drums - 1) and FIELD one of \(StudioField.all.map(\.name).joined(separator: ", ")))",
          path: place)
      }
      switch (value.value, field.choices.isEmpty) {
      case (.number(let number, _), true) where field.allows(number):
        // A whole number keeps its digits: the config's check reads a whole number's text
        // (`allows` has bounded it, so the conversion cannot trap).
        let text = field.isInteger ? String(Int(number)) : ""
        values.append((JSONPath(key), .number(number, text: text)))
      case (.string(let text), false) where field.choices.contains(text):
        values.append((JSONPath(key), .string(text)))
      case (let found, _):
        let allowed =
          field.choices.isEmpty
          ? field.rangeDescription : "one of " + field.choices.joined(separator: ", ")
        let what: String =
          switch found {
          case .number(_, let text): text
          case .string(let text): QuotedInput.quoted(text)
          default: found.typeDescription
          }
        throw StudioError("\(what) is not allowed (allowed: \(allowed))", path: place)
      }
    }
  }

  /// The field a path names: `motion.F` or `drums[i].motion.F` for a motion field `F` and a
  /// drum `i` of the machine, spelled exactly so.
  static func field(at path: String, drums: Int) -> StudioField? {
    let parts = path.split(separator: ".", omittingEmptySubsequences: false)
    guard let name = parts.last, let field = StudioField.all.first(where: { $0.name == name })
    else { return nil }
    if parts.count == 2, parts[0] == "motion" { return field }
    guard parts.count == 3, parts[1] == "motion", parts[0].hasPrefix("drums["),
      parts[0].hasSuffix("]"), let drum = Int(parts[0].dropFirst(6).dropLast()),
      (0..<drums).contains(drum), parts[0] == "drums[\(drum)]"
    else { return nil }
    return field
  }

  /// The config tree with every edit stored at its path.
  func applied(to tree: JSONValue) -> JSONValue {
    values.reduce(tree) { tree, edit in tree.setting(edit.value, at: edit.path.components[...]) }
  }
}
