import ReelKit

/// A hold-and-win feature as written in `paytable.holdAndWin`.
public struct HoldAndWinConfig: ConfigRecord, Sendable, Equatable {
  /// The bonus symbol on the base strips and the cell strip.
  public var symbol = ""
  /// The bonus symbols in a base window that start a round.
  public var trigger = 0
  /// The respins a round starts with and resets to (default 3).
  public var respins: Int?
  /// The strip every free cell spins on as its own one-symbol drum.
  public var cellStrip: [String] = []
  /// Stop weights of the cell strip (default 1 each).
  public var cellWeights: [Int]?
  /// The cash values a bonus symbol may carry, × the total bet, with their weights.
  public var cashValues: [CashValueConfig] = []
  /// The jackpots: mini, minor, major drawn like cash values; grand for a full window.
  public var jackpots: [JackpotConfig]?
  /// When the cell reels start and stop in a respin, and the pause between respins.
  public var cellReels: CellReelsConfig?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<HoldAndWinConfig>] {
    [
      .required(
        "symbol", \.symbol,
        ConfigShape.string.documented(
          "the bonus symbol: on the base strips it triggers the round, on the cell strip it "
            + "lands; every one carries a cash value or a jackpot",
          allowed: "one of `symbols`, on at least one base strip and not the wild")),
      .required(
        "trigger", \.trigger,
        ConfigShape.wholeNumber.documented(
          "bonus symbols anywhere in a base window that start a round of respins",
          allowed: "1 … the cells of the window (rows × drums, at most "
            + "\(HoldAndWinFeature.maximumCells))")),
      .optional(
        "respins", \.respins,
        ConfigShape.wholeNumber.documented(
          "respins a round starts with; reset to this whenever a respin lands a bonus symbol",
          range: MachineConfig.Ranges.holdAndWinRespins, default: .number(3))),
      .required(
        "cellStrip", \.cellStrip,
        ConfigShape.array(.string).documented(
          "the strip every free cell spins on in a respin, as its own one-symbol drum; a cell "
            + "lands the bonus symbol with its share of the strip's weight",
          allowed: "1 … \(DrumGeometry.maximumSymbols) names from `symbols`")),
      .optional(
        "cellWeights", \.cellWeights,
        ConfigShape.array(.wholeNumber).documented(
          "stop weights of `cellStrip`", default: .derived("1 per stop"),
          allowed: "one per stop of `cellStrip`, each 1 … \(StopWeights.maximumWeight)")),
      .required(
        "cashValues", \.cashValues,
        ConfigShape.array(CashValueConfig.shape).documented(
          "the cash values a bonus symbol may carry, drawn by weight together with the "
            + "jackpots' weights",
          allowed: "1 … \(MachineConfig.maximumPays) values; the weights of the values and "
            + "jackpots sum to at least 1")),
      .optional(
        "jackpots", \.jackpots,
        ConfigShape.array(JackpotConfig.shape).documented(
          "fixed prizes: `mini`, `minor` and `major` are carried by bonus symbols (drawn by "
            + "`weight`); `grand` is paid when a round fills the window (no `weight`)",
          default: .derived("none"), allowed: "each name once")),
      .optional(
        "cellReels", \.cellReels,
        CellReelsConfig.shape.documented(
          "the timing of the cell reels: in a respin every free cell spins as its own one-row "
            + "drum with the machine's `motion`, the k-th free cell starting at k × "
            + "startInterval and asked to stop at firstStop + k × stopInterval",
          default: .derived("every key's default"))),
    ]
  }
}

/// One cash value as written: `{ "value": 2, "weight": 30 }`.
public struct CashValueConfig: ConfigRecord, Sendable, Equatable {
  /// The value, × the total bet.
  public var value = 0.0
  /// Its weight in the draw.
  public var weight = 0

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<CashValueConfig>] {
    [
      .required(
        "value", \.value,
        ConfigShape.number.documented(
          "the cash a bonus symbol carries, × the total bet",
          range: MachineConfig.Ranges.holdAndWinPrize)),
      .required(
        "weight", \.weight,
        ConfigShape.wholeNumber.documented(
          "its weight in the draw of a bonus symbol's prize",
          range: ParameterRange(0, Double(StopWeights.maximumWeight), unit: ""))),
    ]
  }
}

/// One jackpot as written: `{ "name": "mini", "value": 10, "weight": 4 }`.
public struct JackpotConfig: ConfigRecord, Sendable, Equatable {
  /// `mini`, `minor`, `major` or `grand`.
  public var name = ""
  /// The value, × the total bet.
  public var value = 0.0
  /// Its weight in the draw (mini, minor, major only).
  public var weight: Int?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// The jackpot names, smallest first.
  static let names = ["mini", "minor", "major", "grand"]

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<JackpotConfig>] {
    [
      .required(
        "name", \.name,
        ConfigShape.choice(names).documented("the jackpot; `grand` is won by a full window")),
      .required(
        "value", \.value,
        ConfigShape.number.documented(
          "the jackpot, × the total bet", range: MachineConfig.Ranges.holdAndWinPrize)),
      .optional(
        "weight", \.weight,
        ConfigShape.wholeNumber.documented(
          "its weight in the draw of a bonus symbol's prize, beside `cashValues`",
          allowed: "1 … \(StopWeights.maximumWeight) for mini, minor and major; absent for "
            + "grand")),
    ]
  }
}
