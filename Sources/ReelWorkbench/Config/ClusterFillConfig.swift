import ReelKit

/// One entry of a cluster grid's fill as written: `{ "symbol": "L1", "weight": 10 }`; every
/// cell draws `symbol` with probability `weight / Σ weights` (``/ReelKit/ClusterFill``).
public struct ClusterFillConfig: ConfigRecord, Sendable, Equatable {
  /// The symbol.
  public var symbol = ""
  /// Its weight, a whole number.
  public var weight = 0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// The weights a config may give one symbol.
  static let weightRange = ParameterRange(0, Double(ClusterFill.maximumWeight), unit: "")

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<ClusterFillConfig>] {
    [
      .required(
        "symbol", \.symbol,
        ConfigShape.symbolName.documented(
          "the symbol a cell may draw", allowed: "one of `symbols`, each once in `fill`")),
      .required(
        "weight", \.weight,
        ConfigShape.wholeNumber.documented(
          "its weight: a cell draws the symbol with probability `weight / Σ weights`",
          range: weightRange, allowed: "0 or more, the weights' sum above 0")),
    ]
  }
}
