import ReelKit

/// What a person needs to know about one key of an input file: what it means, its unit,
/// its allowed range, its default and the rules that involve other keys.
///
/// A `FieldDoc` is attached to a key's shape with ``ConfigShape/documented(_:unit:range:default:allowed:expands:)``,
/// so that the key, its type and its meaning are written in one place. The numeric ranges
/// are the ``ParameterRange`` values the validation itself checks (ReelKit's
/// ``MotionParameters/Ranges``, ``MachineConfig/Ranges``), never a copy of them.
struct FieldDoc: Sendable {
  /// A key's default, as the reference shows it.
  enum Default: Sendable, Equatable {
    /// No default: the key is required, or absence means "none" (shown as `—`).
    case none
    /// A number filled in when the key is absent.
    case number(Double)
    /// A string (a choice) filled in when the key is absent.
    case string(String)
    /// A default computed from other keys or from the machine, described in words
    /// (`firstStop + i·stopInterval`, `drawn from the seed`).
    case derived(String)
    /// `true` or `false` filled in when the key is absent.
    case boolean(Bool)

    /// The default as the reference shows it.
    var shown: String {
      switch self {
      case .none: "—"
      case .number(let value): formatNumber(value)
      case .string(let value): "`\(value)`"
      case .boolean(let value): "`\(value)`"
      case .derived(let text): text
      }
    }
  }

  /// What the key means, one phrase.
  var meaning: String
  /// The unit of a number (`pt/s`, `s`); `nil` for no unit.
  var unit: String?
  /// The allowed numbers, when the key is a number with fixed bounds.
  var range: ParameterRange?
  /// The default.
  var defaultValue: Default
  /// What is allowed, in words, when the range alone does not say it (rules between keys,
  /// whole numbers below a strip's length, symbol names).
  var allowed: String?
  /// Whether the reference lists the keys inside this value (`false` for a drum's
  /// `motion`, which repeats the machine's `motion` keys).
  var expands: Bool
  /// How many entries an array, or characters a string, may have.
  var count: Count?
  /// Whether an array's entries must all differ.
  var unique = false
  /// The characters a string may have.
  var pattern: Pattern?
  /// Rules between the keys of an object that the published schema states too (at least
  /// one of, exactly one of).
  var rules: [Rule] = []
  /// The key and value of a sibling with which ``range`` applies (`outcomes.count` only with
  /// `mode` `sample`); `nil`: always.
  var condition: Condition?
  /// The name under which the published schema defines this value once (`$defs/NAME`, or
  /// the root of another schema file) and refers to it wherever it appears.
  var definition: String?

  /// The "allowed" column of the reference: the range, the counts and characters, the rules
  /// between keys the schema states, then the rules in words.
  var allowedText: String {
    (stated + [allowed].compactMap(\.self)).joined(separator: "; ")
  }

  /// What the published schema states of the value, in words: its range, count, uniqueness,
  /// characters and the rules between its keys.
  var stated: [String] {
    let bounds = range.map { range in
      let low = formatNumber(range.lowerBound)
      let high = formatNumber(range.upperBound)
      guard range.upperBound.isFinite else { return (range.excludesLowerBound ? "> " : "≥ ") + low }
      return range.excludesLowerBound ? "> \(low) … \(high)" : "\(low) … \(high)"
    }.map { bounds in
      condition.map { "\(bounds) with `\($0.key)` `\($0.value)`" } ?? bounds
    }
    return [bounds, count?.text, unique ? "each once" : nil, pattern?.words].compactMap(\.self)
      + rules.map(\.text)
  }
}

extension ConfigShape {
  /// This shape with its meaning for people: see ``FieldDoc``.
  ///
  /// - Parameters:
  ///   - meaning: what the key means, one phrase.
  ///   - unit: the unit of a number; by default the range's unit.
  ///   - range: the allowed numbers, the same value the validation checks.
  ///   - defaultValue: the default.
  ///   - allowed: what is allowed in words, beyond what the other arguments state: the
  ///     rules only reelsim checks (the schema marks them "checked by reelsim").
  ///   - expands: whether the reference lists the keys inside.
  ///   - count: how many entries an array, or characters a string, may have.
  ///   - unique: whether an array's entries must all differ.
  ///   - pattern: the characters a string may have.
  ///   - rules: rules between the keys of an object, stated by the schema too.
  ///   - condition: the sibling key and value with which `range` applies.
  ///   - definition: the name of the schema's one definition of this value.
  func documented(
    _ meaning: String, unit: String? = nil, range: ParameterRange? = nil,
    default defaultValue: FieldDoc.Default = .none, allowed: String? = nil, expands: Bool = true,
    count: FieldDoc.Count? = nil, unique: Bool = false, pattern: FieldDoc.Pattern? = nil,
    rules: [FieldDoc.Rule] = [], condition: FieldDoc.Condition? = nil, definition: String? = nil
  ) -> ConfigShape {
    .documented(
      self,
      FieldDoc(
        meaning: meaning, unit: (unit ?? range?.unit).flatMap { $0.isEmpty ? nil : $0 },
        range: range, defaultValue: defaultValue,
        allowed: allowed, expands: expands, count: count, unique: unique, pattern: pattern,
        rules: rules, condition: condition, definition: definition))
  }

  /// This shape defined once in the published schema as `name` (`$defs/NAME`), with its
  /// meaning; every key of this shape refers to that definition.
  func defined(as name: String, _ meaning: String, allowed: String? = nil) -> ConfigShape {
    documented(meaning, allowed: allowed, definition: name)
  }

  /// The shape without its documentation.
  var bare: ConfigShape {
    if case .documented(let shape, _) = self { return shape.bare }
    return self
  }

  /// The documentation of this shape, if it has one.
  var doc: FieldDoc? {
    if case .documented(_, let doc) = self { return doc }
    return nil
  }
}
