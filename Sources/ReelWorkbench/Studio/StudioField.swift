/// A motion field the studio can edit, as the config's one description (``ConfigShape/motion``)
/// gives it: its type, range, unit, default and meaning. The range is the ``ParameterRange``
/// the validation checks, so the studio's sliders allow exactly what validation allows.
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
  /// What the field means and what else is allowed.
  var doc: String
  /// The unit (`pt/s`), or empty.
  var unit: String

  /// Every key of `motion`, in the description's order.
  static let all: [StudioField] = {
    guard case .object(let fields) = ConfigShape.motion.bare else { return [] }
    return fields.compactMap { field in
      guard let doc = field.shape.doc else { return nil }
      let text = [doc.meaning, doc.allowed].compactMap(\.self).joined(separator: "; ")
      var value = JSONValue.null
      switch doc.defaultValue {
      case .number(let number): value = .number(number, text: formatNumber(number))
      case .string(let string): value = .string(string)
      case .boolean(let flag): value = .bool(flag)
      case .none, .derived: break
      }
      switch field.shape.bare {
      case .choice(let choices):
        return StudioField(
          name: field.key, isInteger: false, choices: choices, minimum: 0, minimumExcluded: false,
          maximum: 0, defaultValue: value, doc: text, unit: "")
      default:
        guard let range = doc.range else { return nil }
        var isInteger = false
        if case .integer = field.shape.bare { isInteger = true }
        return StudioField(
          name: field.key, isInteger: isInteger, choices: [], minimum: range.lowerBound,
          minimumExcluded: range.excludesLowerBound, maximum: range.upperBound,
          defaultValue: value, doc: text, unit: doc.unit ?? "")
      }
    }
  }()

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
