import ReelKit

/// A free-spins feature as written in `paytable.freeSpins`.
public struct FreeSpinsConfig: ConfigRecord, Sendable, Equatable {
  /// Scatter counts and the free spins they award.
  public var awards: [FreeSpinAwardConfig] = []
  /// What every feature win is multiplied by (default 1).
  public var multiplier: Double?
  /// Whether scatters in a free spin award more free spins (default true).
  public var retrigger: Bool?
  /// The feature's own strips, one per drum (default: the base strips).
  public var strips: [[String]]?
  /// Stop weights of the feature's own strips (default: 1 each).
  public var weights: [[Int]]?
  /// The feature's own line pays (default: the base pays).
  public var pays: [LinePayConfig]?
  /// The "Book of" random expanding symbol's choices (default: none).
  public var expandingSymbols: [ExpandingChoiceConfig]?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<FreeSpinsConfig>] {
    [
      .required(
        "awards", \.awards,
        ConfigShape.array(
          FreeSpinAwardConfig.shape.defined(
            as: "freeSpinAward", "a scatter count and the free spins it awards")
        ).documented(
          "scatter counts and the free spins they award: `n` scatters award the entry with the "
            + "highest count at most `n`", allowed: "each count once",
          count: FieldDoc.Count(1, MachineConfig.maximumPays, "awards"))),
      .optional(
        "multiplier", \.multiplier,
        ConfigShape.number.documented(
          "every feature win is multiplied by this (a whole number on variable rows)",
          range: FreeSpinsFeature.multiplierRange, default: .number(1))),
      .optional(
        "retrigger", \.retrigger,
        ConfigShape.boolean.documented(
          "whether scatters in a free spin award more free spins (by `awards`)",
          default: .boolean(true),
          allowed: "fewer than 1 free spin awarded per free spin on average")),
      .optional(
        "strips", \.strips,
        ConfigShape.array(
          ConfigShape.array(.symbolName).documented(
            "one strip, symbol names in strip order",
            count: FieldDoc.Count(1, DrumGeometry.maximumSymbols, "names"))
        ).documented(
          "the feature's own strips, one per drum", default: .derived("the base strips"),
          allowed: "one per drum, each at least `visibleRows` names from `symbols`; not on "
            + "variable rows",
          count: FieldDoc.Count(1, MachineSpec.maximumDrums, "strips"))),
      .optional(
        "weights", \.weights,
        ConfigShape.array(
          ConfigShape.array(.stopWeight).documented("the stop weights of one strip")
        ).documented(
          "stop weights of the feature's own strips", default: .derived("1 per stop"),
          allowed: "only with `strips`: one list per strip, one weight per stop")),
      .optional(
        "pays", \.pays,
        ConfigShape.array(.linePay).documented(
          "the feature's own line pays (the wild, scatter, lines, mode and multipliers stay "
            + "the base game's)", default: .derived("the base `pays`"),
          allowed: "as `paytable.pays`; not on variable rows",
          count: FieldDoc.Count(0, MachineConfig.maximumPays, "pays"))),
      // "Book of" free spins (MachineConfig+Book.swift).
      .optional(
        "expandingSymbols", \.expandingSymbols,
        ConfigShape.array(
          ExpandingChoiceConfig.shape.defined(
            as: "expandingChoice", "a symbol the round's expanding symbol may be, and its weight")
        ).documented(
          "the \"Book of\" random expanding symbol: drawn once per round by weight; after each "
            + "free spin's wins, the drums showing it expand and it pays on every line by the "
            + "count of those drums (Docs/par.md)", default: .derived("none"),
          allowed: "each symbol once, weights summing to more than 0; along lines, not on "
            + "variable rows",
          count: FieldDoc.Count(1, MachineConfig.maximumPays, "choices"))),
    ]
  }
}

/// One award as written: `{ "count": 3, "spins": 10 }`.
public struct FreeSpinAwardConfig: ConfigRecord, Sendable, Equatable {
  /// Scatters anywhere in the window.
  public var count = 0
  /// Free spins awarded.
  public var spins = 0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<FreeSpinAwardConfig>] {
    [
      .required("count", \.count, .scatterCount),
      .required(
        "spins", \.spins,
        ConfigShape.wholeNumber.documented(
          "free spins awarded",
          range: ParameterRange(
            1, Double(FreeSpinsFeature.maximumSpinsPerAward), unit: "spins"))),
    ]
  }
}
