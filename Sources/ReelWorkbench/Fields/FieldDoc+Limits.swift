extension FieldDoc {
  /// How many entries an array, or characters a string, may have: `minimum` or more, at
  /// most `maximum` when it is given.
  struct Count: Sendable, Equatable {
    /// The fewest.
    var minimum: Int
    /// The most, or `nil` for no limit.
    var maximum: Int?
    /// What is counted, plural (`drums`, `characters`).
    var noun: String

    /// `minimum … maximum` of `noun`.
    init(_ minimum: Int, _ maximum: Int? = nil, _ noun: String) {
      self.minimum = minimum
      self.maximum = maximum
      self.noun = noun
    }

    /// The count in words: `1 … 64 drums`, `1 or more scenarios`, `at most 1000 entries`.
    var text: String {
      switch (minimum, maximum) {
      case (let low, let high?) where low == high: "exactly \(low) \(noun)"
      case (0, let high?): "at most \(high) \(noun)"
      case (let low, let high?): "\(low) … \(high) \(noun)"
      case (let low, nil): "\(low) or more \(noun)"
      }
    }
  }

  /// The characters a string may have: a regular expression for the published schema (ECMA
  /// 262, as JSON Schema reads it) and the same rule in words for people. The loader's own
  /// check is the rule; a test holds the expression to it character by character.
  struct Pattern: Sendable, Equatable {
    /// The regular expression, anchored.
    var expression: String
    /// The rule in words (`without whitespace, commas or dashes`).
    var words: String
  }

  /// A rule between the keys of an object that the published schema states too. A key is
  /// *given* when it is present and, for an array, not empty, and for `true`/`false`, `true`.
  enum Rule: Sendable, Equatable {
    /// At least one of these keys is given.
    case atLeastOne([String])
    /// Exactly one of these keys is given.
    case exactlyOne([String])

    /// The keys the rule is about.
    var keys: [String] {
      switch self {
      case .atLeastOne(let keys), .exactlyOne(let keys): keys
      }
    }

    /// The rule in words: ``at least one of `a`, `b` or `c` ``.
    var text: String {
      let names = keys.map { "`\($0)`" }
      let list =
        names.count > 1
        ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        : names.joined()
      switch self {
      case .atLeastOne: return "at least one of " + list
      case .exactlyOne: return "exactly one of " + list
      }
    }
  }

  /// A sibling key and the choice it must have for a range to apply (`mode` is `sample`).
  struct Condition: Sendable, Equatable {
    /// The sibling key.
    var key: String
    /// Its value.
    var value: String
  }
}
