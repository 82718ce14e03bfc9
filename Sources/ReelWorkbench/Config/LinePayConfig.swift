import ReelKit

extension ConfigShape {
  /// One line pay, defined once in the schema (`paytable.pays`, `freeSpins.pays`).
  static let linePay = LinePayConfig.shape.defined(
    as: "linePay", "one line pay: `count` symbols in a row from drum 0 pay `pay × bet` credits")
}

/// One line pay as written: `{ "symbol": "7", "count": 3, "pay": 100 }`.
public struct LinePayConfig: ConfigRecord, Sendable, Equatable {
  /// The symbol.
  public var symbol = ""
  /// Consecutive symbols from drum 0.
  public var count = 0
  /// The pay, a multiple of the line bet.
  public var pay = 0.0
  /// Any of these symbols counts (`symbol` is then the entry's name).
  public var group: [String]?
  /// These symbols in this order (`symbol` is then the entry's name).
  public var mix: [String]?
  /// `leftToRight` (default), `rightToLeft`, `bothWays` or `anywhere`.
  public var direction: String?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<LinePayConfig>] {
    [
      .required(
        "symbol", \.symbol,
        ConfigShape.symbolName.documented(
          "the paying symbol (the entry's name with `group` or `mix`)",
          allowed: "one of `symbols`, not the scatter (any name with `group` or `mix`)")),
      .required(
        "count", \.count,
        ConfigShape.wholeNumber.documented(
          "symbols in a row from drum 0",
          range: ParameterRange(1, Double(MachineSpec.maximumDrums), unit: ""),
          allowed: "at most the number of drums")),
      .required(
        "pay", \.pay,
        ConfigShape.number.documented(
          "the win, `pay × bet` credits", range: MachineConfig.Ranges.linePay)),
      .optional(
        "group", \.group,
        ConfigShape.array(.symbolName).documented(
          "any of these symbols counts (\"any bar\"); `symbol` is then the entry's name",
          allowed: "symbols of `symbols`, not the scatter, each once; not with `mix`",
          count: FieldDoc.Count(1, MachineSpec.maximumDrums, "symbols"))),
      .optional(
        "mix", \.mix,
        ConfigShape.array(.symbolName).documented(
          "these symbols in this order, in reading order; `symbol` is then the entry's name",
          allowed: "one symbol of `symbols` per counted drum; not with `group`",
          count: FieldDoc.Count(1, MachineSpec.maximumDrums, "symbols"))),
      .optional(
        "direction", \.direction,
        ConfigShape.choice(PayDirection.allCases.map(\.rawValue)).documented(
          "where the run counts on the line: `leftToRight` (the first `count` drums), "
            + "`rightToLeft` (the last `count` drums), `bothWays` (either end) or `anywhere` (at "
            + "least `count` cells of the line, not necessarily adjacent, as cherries that pay "
            + "wherever they appear); a line still pays one win, its best",
          default: .string(PayDirection.leftToRight.rawValue),
          allowed: "`leftToRight` by ways; not `anywhere` with `mix`")),
    ]
  }
}

/// One scatter pay as written: `{ "count": 3, "pay": 5 }`.
public struct ScatterPayConfig: ConfigRecord, Sendable, Equatable {
  /// Scatters anywhere in the window.
  public var count = 0
  /// The pay, a multiple of the total bet.
  public var pay = 0.0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<ScatterPayConfig>] {
    [
      .required("count", \.count, .scatterCount),
      .required(
        "pay", \.pay,
        ConfigShape.number.documented(
          "the win, `pay × bet × lines` credits", range: MachineConfig.Ranges.scatterPay)),
    ]
  }
}

/// A multiplier symbol as written: `{ "symbol": "DD", "factor": 2 }`.
public struct MultiplierConfig: ConfigRecord, Sendable, Equatable {
  /// The symbol.
  public var symbol = ""
  /// The factor, more than 1.
  public var factor = 0.0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<MultiplierConfig>] {
    [
      .required(
        "symbol", \.symbol,
        ConfigShape.symbolName.documented(
          "the multiplying symbol", allowed: "one of `symbols`, not the scatter")),
      .required(
        "factor", \.factor,
        ConfigShape.number.documented("what it multiplies a win by", range: PayRules.factorRange)),
    ]
  }
}
