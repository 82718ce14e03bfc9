import ReelKit

/// The config's `topDrum`: the horizontal drum of a variable-row ("Megaways") machine above
/// every drum but the first and the last (``/ReelKit/TopDrum``).
public struct TopDrumConfig: ConfigRecord, Sendable, Equatable {
  /// The strip, symbol names in stop order.
  public var strip: [String] = []
  /// One weight per stop, or `nil` for every stop once.
  public var weights: [Int]?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<TopDrumConfig>] {
    [
      .required(
        "strip", \.strip,
        ConfigShape.array(.symbolName).documented(
          "the top drum's strip, symbol names in stop order",
          allowed: "at least the drums it covers (`n − 2`), names from `symbols`",
          count: FieldDoc.Count(1, VariableRows.maximumTopSymbols, "names"))),
      .optional(
        "weights", \.weights,
        ConfigShape.array(.stopWeight).documented(
          "stop weights: stop `s` comes up with probability `w[s] / Σ w`",
          default: .derived("1 per stop"), allowed: "one per stop",
          count: FieldDoc.Count(1, VariableRows.maximumTopSymbols, "weights"))),
    ]
  }

  /// The model's top drum.
  public var topDrum: TopDrum { TopDrum(strip: strip, weights: weights) }
}
