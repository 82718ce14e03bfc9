import Foundation

/// A motion field the studio can edit, as the published config schema describes it: its
/// type, range, default and documentation. The schema (`Configs/schema/config.schema.json`,
/// compiled into the binary) is the one description of the ranges, so the studio's sliders
/// allow exactly what validation allows.
struct StudioField: Sendable, Equatable {
  /// The key inside `motion` (`cruiseSpeed`).
  var name: String
  /// A whole number (`minimumRevolutions`).
  var isInteger: Bool
  /// The allowed strings, for choices (`profile`, `strategy`); empty for numbers.
  var choices: [String]
  /// The lower bound, and whether it is excluded.
  var minimum: Double
  var minimumExcluded: Bool
  /// The upper bound.
  var maximum: Double
  /// The default value: a number, or a choice.
  var defaultValue: JSONValue
  /// The schema's description.
  var doc: String

  /// The unit, read from the description: the first word after a comma that is one of
  /// `pt`, `pt/s`, `pt/s²` and `s` (`Cruise speed, pt/s (…)` → `pt/s`), or empty.
  var unit: String {
    let units = ["pt", "pt/s", "pt/s²", "s"]
    for part in doc.components(separatedBy: ", ").dropFirst() {
      let word = String(part.prefix { !" .(;:".contains($0) })
      if units.contains(word) { return word }
    }
    return ""
  }

  /// Every field of `$defs.motion` in the built-in config schema, in schema order.
  static let all: [StudioField] = {
    guard let schema = try? JSONParser.parse(ConfigSchema.config.bytes),
      case .object(let properties)? = JSONPath("$defs.motion.properties").node(in: schema)?.value
    else { return [] }
    return properties.compactMap { key, node in field(key, node.value) }
  }()

  private static func field(_ name: String, _ value: JSONValue) -> StudioField? {
    guard case .object(let members) = value else { return nil }
    func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.node.value }
    func number(_ key: String) -> Double? {
      if case .number(let value, _)? = member(key) { return value }
      return nil
    }
    var doc = ""
    if case .string(let text)? = member("description") { doc = text }
    if case .array(let options)? = member("enum") {
      let choices = options.compactMap { node -> String? in
        if case .string(let text) = node.value { return text }
        return nil
      }
      return StudioField(
        name: name, isInteger: false, choices: choices, minimum: 0, minimumExcluded: false,
        maximum: 0, defaultValue: member("default") ?? .null, doc: doc)
    }
    let lower = number("minimum") ?? number("exclusiveMinimum")
    guard let lower, let upper = number("maximum") else { return nil }
    var isInteger = false
    if case .string("integer")? = member("type") { isInteger = true }
    return StudioField(
      name: name, isInteger: isInteger, choices: [], minimum: lower,
      minimumExcluded: number("exclusiveMinimum") != nil, maximum: upper,
      defaultValue: member("default") ?? .number(lower, text: ""), doc: doc)
  }

  /// Whether `value` is within the range (the config's own validation adds cross-field
  /// rules on top).
  func allows(_ value: Double) -> Bool {
    value.isFinite && (minimumExcluded ? value > minimum : value >= minimum) && value <= maximum
      && (!isInteger || value == value.rounded())
  }

  /// `more than 0 and at most 1000000 pt/s`, for messages.
  var rangeDescription: String {
    let low = (minimumExcluded ? "more than " : "from ") + formatNumber(minimum)
    let high = (minimumExcluded ? " and at most " : " to ") + formatNumber(maximum)
    return (isInteger ? "a whole number " : "") + low + high + (unit.isEmpty ? "" : " " + unit)
  }
}
