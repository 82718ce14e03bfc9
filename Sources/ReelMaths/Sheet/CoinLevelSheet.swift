/// One coin level's exact figures: a section of the sheet of a machine with coin levels
/// (``CoinLevels``), read from the exact sheet of its paytable at that level.
///
/// At `c` coins the total bet is `c × bet × lines`, so
///
///     RTP_c = Σ w·pay_c / (cycle · c · bet · lines)
///
/// equals the one-coin RTP at a level whose pays are all `c ×` the one-coin pays and differs
/// by the overrides' extra at the others (``Override/extraRTP``).
public struct CoinLevelSheet: Sendable, Equatable {
  /// One override applied at the level, with what it returns.
  public struct Override: Sendable, Equatable {
    /// The line pay's symbol (its name for a group or a mix).
    public var symbol: String
    /// The line pay's count.
    public var count: Int
    /// The pay at the level (the override), a multiple of the coin's value.
    public var pay: Double
    /// What `c ×` the one-coin pay would have been.
    public var scaledPay: Double
    /// The entry's weighted hits over the cycle (see ``ParSheet/Entry/hits``).
    public var hits: UInt64
    /// The entry's share of the level's RTP (``ParSheet/contribution(_:)``).
    public var contribution: Double
    /// What the override adds to the level's RTP over `c ×` the one-coin pay:
    /// `contribution × (pay − scaledPay) / pay` (the entry returns in proportion to its pay);
    /// `nil` for an override of 0, whose entry never wins at the level.
    public var extraRTP: Double? {
      pay > 0 ? contribution * (pay - scaledPay) / pay : nil
    }

    /// Creates an override's figures.
    public init(
      symbol: String, count: Int, pay: Double, scaledPay: Double, hits: UInt64,
      contribution: Double
    ) {
      self.symbol = symbol
      self.count = count
      self.pay = pay
      self.scaledPay = scaledPay
      self.hits = hits
      self.contribution = contribution
    }
  }

  /// The coins bet per line.
  public var coins: Int
  /// The total bet at the level, credits.
  public var totalBet: Double
  /// The level's return to player.
  public var rtp: Double
  /// The probability that a spin pays anything at the level.
  public var hitFrequency: Double
  /// Weighted combinations whose spin pays anything at the level.
  public var hits: UInt64
  /// The cycle the hits are counted over.
  public var cycle: UInt64
  /// The standard deviation of one spin's pay per unit total bet at the level.
  public var standardDeviation: Double
  /// The largest pay of one spin at the level and its odds.
  public var topAward: TopAward
  /// The overrides applied at the level, in the order written.
  public var overrides: [Override]
  /// How the level's sheet was computed.
  public var method: ParSheet.Method

  /// The figures of `sheet`, the exact sheet of `levels`' paytable at `coins` (its one-coin
  /// pays `base`).
  public init(coins: Int, sheet: ParSheet, levels: CoinLevels, base: Paytable) {
    self.coins = coins
    totalBet = sheet.totalBet
    rtp = sheet.totalRTP
    hitFrequency = sheet.hitFrequency
    hits = sheet.hits
    cycle = sheet.cycle
    standardDeviation = sheet.totalStandardDeviation
    topAward = sheet.topAward
    method = sheet.method
    var overrides: [Override] = []
    for override in levels.overrides(at: coins) {
      guard let index = base.pays.firstIndex(where: override.matches),
        sheet.lineWins.indices.contains(index)
      else { continue }
      let entry = sheet.lineWins[index]
      overrides.append(
        Override(
          symbol: override.symbol, count: override.count, pay: override.pay,
          scaledPay: Double(coins) * base.pays[index].pay, hits: entry.hits,
          contribution: sheet.contribution(entry)))
    }
    self.overrides = overrides
  }
}
