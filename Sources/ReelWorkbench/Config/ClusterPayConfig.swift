import ReelKit

/// One cluster pay as written: `{ "symbol": "A", "from": 5, "to": 6, "pay": 0.5 }`; without
/// `to` the entry pays every size from `from` up (`15+`).
public struct ClusterPayConfig: ConfigRecord, Sendable, Equatable {
  /// The paying symbol.
  public var symbol = ""
  /// The smallest cluster size paid.
  public var from = 0
  /// The largest cluster size paid; `nil`: every size from `from` up.
  public var to: Int?
  /// The pay, a multiple of the bet.
  public var pay = 0.0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// The cluster sizes a config may name.
  static let sizeRange = ParameterRange(
    2, Double(ClusterGame.maximumSide * ClusterGame.maximumSide), unit: "cells")

  /// The cell multiplier caps a config may name (``ClusterRules/maximumMultiplierCap``).
  static let multiplierCapRange = ParameterRange(
    2, Double(ClusterRules.maximumMultiplierCap), unit: "× (the largest cell multiplier)")

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<ClusterPayConfig>] {
    [
      .required(
        "symbol", \.symbol,
        ConfigShape.symbolName.documented(
          "the paying symbol", allowed: "one of `symbols`, not the wild")),
      .required(
        "from", \.from,
        ConfigShape.wholeNumber.documented(
          "the smallest cluster size the entry pays", range: sizeRange,
          allowed: "at least `minimumCluster`, at most the grid's cells")),
      .optional(
        "to", \.to,
        ConfigShape.wholeNumber.documented(
          "the largest cluster size the entry pays; without it, every size from `from` up "
            + "(`15+`)", range: sizeRange, allowed: "at least `from`")),
      .required(
        "pay", \.pay,
        ConfigShape.number.documented(
          "the win of one such cluster, `pay × bet` credits", range: MachineConfig.Ranges.scatterPay
        )),
    ]
  }
}
