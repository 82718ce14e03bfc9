import ReelKit

/// One choice of the "Book of" expanding symbol as written in
/// `paytable.freeSpins.expandingSymbols`: `{ "symbol": "K", "weight": 3 }`.
public struct ExpandingChoiceConfig: ConfigRecord, Sendable, Equatable {
  /// The most weight one choice may have.
  public static let maximumWeight = 1_000_000

  /// The symbol: a paying symbol of the feature's line pays, not the wild or the scatter.
  public var symbol = ""
  /// Its weight, 0 … ``maximumWeight`` (0: never drawn).
  public var weight = 0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<ExpandingChoiceConfig>] {
    [
      .required(
        "symbol", \.symbol,
        ConfigShape.symbolName.documented(
          "a symbol the round's expanding symbol may be",
          allowed: "a symbol with a plain line pay in the feature, not the wild or the scatter, "
            + "each once")),
      .required(
        "weight", \.weight,
        ConfigShape.wholeNumber.documented(
          "its weight: drawn with probability weight / the weights' sum (0: never)",
          range: ParameterRange(0, Double(maximumWeight), unit: ""),
          allowed: "the weights sum to more than 0")),
    ]
  }
}
