import ReelKit

/// Coin levels as written in `paytable.coins` (``/ReelKit/CoinLevels``):
/// `{ "levels": [1, 2, 3], "pays": [{ "coins": 3, "symbol": "7", "count": 3, "pay": 2500 }] }`.
public struct CoinsConfig: ConfigRecord, Sendable, Equatable {
  /// The coin levels, coins per line, strictly increasing; the first is the default.
  public var levels: [Int] = []
  /// The pays at a level that are not `coins ×` the one-coin pay.
  public var pays: [CoinPayConfig]?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// The coins a level may bet per line.
  static let levelRange = ParameterRange(1, Double(CoinLevels.maximumCoins), unit: "coins")

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<CoinsConfig>] {
    [
      .required(
        "levels", \.levels,
        ConfigShape.array(
          ConfigShape.wholeNumber.documented("coins bet per line at one level", range: levelRange)
        ).documented(
          "the coin levels a player may bet, coins per line: at `c` coins the total bet is "
            + "`c × bet × lines` and every line pay is `c ×` its one-coin pay in `pays` "
            + "(scatter pays stay × the total bet); the first level is the one `simulate` and "
            + "`par` play unless `--coins` says another",
          allowed: "strictly increasing",
          count: FieldDoc.Count(1, CoinLevels.maximumCoins, "levels"), unique: true)),
      .optional(
        "pays", \.pays,
        ConfigShape.array(
          CoinPayConfig.shape.defined(
            as: "coinPay",
            "one pay at one coin level: `symbol × count` pays `pay × bet` credits at `coins` "
              + "coins instead of `coins ×` its one-coin pay")
        ).documented(
          "the pays that are not `coins ×` the one-coin pay at their level (the max-coin "
            + "jackpot bonus)",
          default: .derived("none"), allowed: "each (coins, symbol, count) once",
          count: FieldDoc.Count(0, MachineConfig.maximumPays, "pays"))),
    ]
  }
}

/// One pay at one coin level as written:
/// `{ "coins": 3, "symbol": "7", "count": 3, "pay": 2500 }`.
public struct CoinPayConfig: ConfigRecord, Sendable, Equatable {
  /// The coin level.
  public var coins = 0
  /// The line pay's symbol (its name for a group or a mix).
  public var symbol = ""
  /// The line pay's count.
  public var count = 0
  /// The pay at that level, × the coin's value.
  public var pay = 0.0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<CoinPayConfig>] {
    [
      .required(
        "coins", \.coins,
        ConfigShape.wholeNumber.documented(
          "the coin level the pay applies at", range: CoinsConfig.levelRange,
          allowed: "one of `levels`")),
      .required(
        "symbol", \.symbol,
        ConfigShape.symbolName.documented(
          "the line pay's symbol (its name for a group or a mix)",
          allowed: "with `count`, an entry of `paytable.pays`")),
      .required(
        "count", \.count,
        ConfigShape.wholeNumber.documented(
          "the line pay's count",
          range: ParameterRange(1, Double(MachineSpec.maximumDrums), unit: ""),
          allowed: "with `symbol`, an entry of `paytable.pays`")),
      .required(
        "pay", \.pay,
        ConfigShape.number.documented(
          "the pay at that level, `pay × bet` credits (`bet` is one coin's value), instead of "
            + "`coins ×` the one-coin pay", range: MachineConfig.Ranges.coinPay)),
    ]
  }
}
