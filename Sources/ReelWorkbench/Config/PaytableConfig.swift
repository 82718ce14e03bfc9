import ReelKit

/// A paytable as written in a config's `paytable` object.
public struct PaytableConfig: ConfigRecord, Sendable, Equatable {
  /// Credits bet per line (default 1); the total bet is `bet × lines`.
  public var bet: Double?
  /// The wild symbol: substitutes for every paying symbol but the scatter.
  public var wild: String?
  /// The scatter symbol: pays by count anywhere in the window.
  public var scatter: String?
  /// `lines` (default) or `ways`.
  public var mode: String?
  /// The paylines: one row index per drum, row 0 at the top (none by ways).
  public var lines: [[Int]]?
  /// Line pays.
  public var pays: [LinePayConfig] = []
  /// Scatter pays.
  public var scatterPays: [ScatterPayConfig]?
  /// Symbols that multiply the wins they take part in.
  public var multipliers: [MultiplierConfig]?
  /// `multiply` (default), `add` or `once`.
  public var multiplierRule: String?
  /// Free spins triggered by scatters.
  public var freeSpins: FreeSpinsConfig?
  /// Hold-and-win respins triggered by bonus symbols.
  public var holdAndWin: HoldAndWinConfig?
  /// The smallest cluster that pays, with mode `cluster`.
  public var minimumCluster: Int?
  /// Cluster pays, with mode `cluster`.
  public var clusterPays: [ClusterPayConfig]?
  /// The most one spin pays, × the total bet (and, with free spins, one round).
  public var maxWin: Double?
  /// Whether winning clusters cascade, with mode `cluster` (default true).
  public var cascades: Bool?
  /// The cap of the cell multipliers, with mode `cluster` (absent: no cell multipliers).
  public var cellMultiplierCap: Int?
  /// The per-cell symbol distribution of a cluster grid's fill, with mode `cluster` (absent:
  /// the grid reads the drums' strips).
  public var fill: [ClusterFillConfig]?
  /// Whether the top award's odds are shown wherever it is advertised (default false).
  public var topAwardOddsShown: Bool?
  /// Expanding, sticky and walking wilds (issue 34).
  public var wilds: WildFeaturesConfig?
  /// The price of buying the free-spins feature, × the total bet.
  public var bonusBuy: Double?
  /// Coin levels and the pays at a level that are not `coins ×` the one-coin pay.
  public var coins: CoinsConfig?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<PaytableConfig>] {
    [
      .optional(
        "bet", \.bet,
        ConfigShape.number.documented(
          "credits bet per line; the total bet is `bet × lines`",
          range: MachineConfig.Ranges.bet, default: .number(1))),
      .optional(
        "wild", \.wild,
        ConfigShape.symbolName.documented(
          "substitutes for every paying symbol but the scatter", allowed: "one of `symbols`")),
      .optional(
        "scatter", \.scatter,
        ConfigShape.symbolName.documented(
          "pays by count anywhere in the window",
          allowed:
            "one of `symbols`, not the wild but with `freeSpins` on fixed rows (a \"Book of\" "
            + "wild scatter)")),
      .optional(
        "mode", \.mode,
        ConfigShape.choice(PayMode.allCases.map(\.rawValue) + [MachineConfig.clusterMode])
          .documented(
            "how wins are read: along `lines`, by `ways` (a symbol pays when it appears on "
              + "adjacent drums from drum 0 in any row, once per way: 243 ways on 3 rows × 5 drums; "
              + "a spin costs `bet`, and there are no `lines`), or by `cluster` (groups of "
              + "`minimumCluster` or more equal symbols touching edge to edge on the drums × "
              + "visibleRows grid pay `clusterPays`; a spin costs `bet`)",
            default: .string(PayMode.lines.rawValue),
            allowed: "ways: at most \(PayRules.maximumWays) ways (`visibleRows^drums`)")),
      .optional(
        "lines", \.lines,
        ConfigShape.array(
          ConfigShape.array(
            ConfigShape.wholeNumber.documented(
              "a window row, 0 at the top",
              range: ParameterRange(0, Double(DrumGeometry.maximumSymbols - 1), unit: ""))
          ).documented(
            "one row index per drum", count: FieldDoc.Count(1, MachineSpec.maximumDrums, "rows"))
        ).documented(
          "the paylines: one row index per drum, row 0 at the top (`[1, 1, 1]` is the middle row "
            + "of a 3 × 3 window, `[0, 1, 2, 1, 0]` a V on 5 drums)",
          allowed: "each line once, one row per drum; rows `0 … visibleRows − 1`; required with "
            + "mode lines, absent with ways",
          count: FieldDoc.Count(1, Paytable.maximumLines, "lines"))),
      .required(
        "pays", \.pays,
        ConfigShape.array(.linePay).documented(
          "line pays (may be empty): a run of `k` symbols (or wilds) from drum 0 pays the highest "
            + "entry of its symbol whose count is at most `k`; equal pays go to the entry listed "
            + "first", allowed: "each (symbol, count) once",
          count: FieldDoc.Count(0, MachineConfig.maximumPays, "pays"))),
      .optional(
        "scatterPays", \.scatterPays,
        ConfigShape.array(
          ScatterPayConfig.shape.defined(
            as: "scatterPay",
            "one scatter pay: `count` scatters anywhere in the window pay `pay × the total bet`"
              + " credits")
        ).documented(
          "scatter pays, on top of the line wins: `n` scatters anywhere in the window pay the "
            + "highest entry whose count is at most `n`",
          allowed: "each count once; only with `scatter`",
          count: FieldDoc.Count(0, MachineConfig.maximumPays, "pays"))),
      .optional(
        "multipliers", \.multipliers,
        ConfigShape.array(
          MultiplierConfig.shape.defined(
            as: "multiplier",
            "one multiplier symbol: it multiplies every win it takes part in by `factor`")
        ).documented(
          "symbols that multiply every win they take part in (not their own symbol's pays)",
          allowed: "each symbol once",
          count: FieldDoc.Count(0, MachineConfig.maximumPays, "multipliers"))),
      .optional(
        "multiplierRule", \.multiplierRule,
        ConfigShape.choice(MultiplierRule.allCases.map(\.rawValue)).documented(
          "how two or more multipliers in one win combine: `multiply` (×2·×3 = ×6), `add` "
            + "(×2 + ×3 = ×5) or `once` (the largest applies once per win, however many there "
            + "are: ×2, ×2 = ×2; by ways, per way)",
          default: .string(MultiplierRule.multiply.rawValue))),
      .optional(
        "freeSpins", \.freeSpins,
        FreeSpinsConfig.shape.documented(
          "free spins triggered by scatters: played on their own strips and pays (or the base "
            + "ones), wins multiplied, retriggered by scatters; `reelsim par` gives the base, "
            + "feature and total RTP exactly", allowed: "with `scatter`")),
      .optional(
        "holdAndWin", \.holdAndWin,
        HoldAndWinConfig.shape.documented(
          "hold-and-win respins: enough bonus symbols in a base window hold, every other cell "
            + "respins on its own; respins reset when a bonus symbol lands; the symbols' cash "
            + "values and jackpots are paid, the grand for a full window")),
      .optional(
        "minimumCluster", \.minimumCluster,
        ConfigShape.wholeNumber.documented(
          "the smallest cluster that pays: that many equal symbols (or wilds) connected edge to "
            + "edge", range: ClusterPayConfig.sizeRange,
          allowed: "required with mode cluster, absent otherwise")),
      .optional(
        "clusterPays", \.clusterPays,
        ConfigShape.array(
          ClusterPayConfig.shape.defined(
            as: "clusterPay",
            "one cluster pay: a cluster of `symbol` with `from … to` cells (`from` up without "
              + "`to`) pays `pay × bet` credits")
        ).documented(
          "the cluster pays: a cluster pays the first entry of its symbol whose sizes cover it; "
            + "a wild joins every cluster it touches and pays nothing alone",
          allowed: "required with mode cluster; ranges of one symbol do not overlap",
          count: FieldDoc.Count(1, MachineConfig.maximumPays, "pays"))),
      .optional(
        "maxWin", \.maxWin,
        ConfigShape.number.documented(
          "the most one spin (its cascades together) pays, and, with free spins, the most one "
            + "whole round pays, a multiple of the total bet; `reelsim par` counts the cap's hits "
            + "and its effect on the RTP (exact for spins, Monte Carlo for rounds)",
          range: MachineConfig.Ranges.maxWin,
          allowed: "not with tumble, variable rows or hold and win")),
      .optional(
        "cascades", \.cascades,
        ConfigShape.boolean.documented(
          "whether winning clusters are removed and the grid refilled (from the strips above, "
            + "or drawn from `fill`) until no cluster wins (at most \(ClusterRules.maximumCascades) "
            + "cascades)",
          default: .boolean(true), allowed: "with mode cluster")),
      .optional(
        "cellMultiplierCap", \.cellMultiplierCap,
        ConfigShape.wholeNumber.documented(
          "cell multipliers up to this cap: a grid position in a paying cluster is marked, a "
            + "later win on it sets ×2 there, then doubles it (at most the cap); a cluster pays "
            + "× the sum of the multipliers under it (×1 without), the marks last for the "
            + "spin's cascade chain", range: ClusterPayConfig.multiplierCapRange,
          allowed: "with mode cluster; absent: no cell multipliers")),
      .optional(
        "fill", \.fill,
        ConfigShape.array(
          ClusterFillConfig.shape.defined(
            as: "clusterFill",
            "one symbol of the fill: every cell draws `symbol` with probability "
              + "`weight / Σ weights`")
        ).documented(
          "the per-cell symbol distribution of the fill: every cell of the landing grid and "
            + "every cell a cascade drops in draws its symbol independently from these "
            + "weights (all cells alike), instead of reading the drums' strips, which then "
            + "only spin; priced exactly without cascades, by Monte Carlo with them",
          allowed: "with mode cluster; known symbols, each once; no drum `weights`",
          count: FieldDoc.Count(1, MachineConfig.maximumPays, "symbols"))),
      .optional(
        "topAwardOddsShown", \.topAwardOddsShown,
        ConfigShape.boolean.documented(
          "whether the top award's odds (`1 in N` games, as `reelsim par` gives them) are shown "
            + "wherever the award is advertised: then a top award rarer than 1 in 100000000 "
            + "games gets no warning on the sheet or from `reelsim check` (GLI-11)",
          default: .boolean(false))),
      // Wild features (issue 34): expanding, sticky and walking wilds.
      .optional(
        "wilds", \.wilds,
        WildFeaturesConfig.shape.documented(
          "wild features: expanding wilds (base game and free spins), sticky wilds (free "
            + "spins), walking wilds (base-game respins); `reelsim par` prices them exactly "
            + "where the state space is small, else by Monte Carlo (Docs/par.md)",
          allowed: "with `wild`, on a fixed window paid along lines")),
      .optional(
        "bonusBuy", \.bonusBuy,
        ConfigShape.number.documented(
          "the price of buying the free-spins feature, a multiple of the total bet: the bought "
            + "round starts as the lowest award would; `reelsim par` prices it (the feature's "
            + "RTP when bought = its expected win ÷ the price)",
          range: MachineConfig.bonusBuyRange, allowed: "with paytable.freeSpins on fixed rows")),
      // Coin-dependent pays (MachineConfig+Coins.swift).
      .optional(
        "coins", \.coins,
        CoinsConfig.shape.documented(
          "coin levels: the machine is played at 1, 2, 3 … coins per line (`bet` is one "
            + "coin's value), its line pays `coins ×` the one-coin pays in `pays` but for the "
            + "listed overrides (the max-coin jackpot bonus); `reelsim par` gives every level's "
            + "exact sheet and the RTP by coin, `simulate --coins N` plays level N",
          allowed: "on a lines or ways machine of fixed rows without free spins, hold and win, "
            + "wild features, tumbles, bonus buy or cluster pays")),
    ]
  }
}
