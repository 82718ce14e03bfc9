/// A bonus buy: the player pays ``cost`` × the total bet to start the free-spins feature at
/// once, as the smallest trigger would (``scatters`` scatters, ``spinsAwarded`` free spins).
///
/// The bought round is worth, exactly, by the retrigger equation of ``FreeSpinsSheet``
/// (`g = μ/(1 − r)` for one awarded spin with its retriggers):
///
///     expected win = N·g (credits),   RTP when bought = N·g / (cost · totalBet)
///
/// The round is played on the feature's own drums, so the base game plays no part in it.
public struct BonusBuySheet: Sendable, Equatable {
  /// The price, × total bet.
  public var cost: Double
  /// The total bet, credits.
  public var totalBet: Double
  /// The scatters the bought trigger counts as (the lowest award's count).
  public var scatters: Int
  /// `N`: the free spins the bought trigger awards, before retriggers.
  public var spinsAwarded: Int
  /// The expected win of the bought round, credits: `N·g`.
  public var expectedWin: Double
  /// Bought rounds played by Monte Carlo, for their win sizes and the round cap.
  public var rounds: FeatureRoundEstimate?

  /// The bonus buy of `feature` at `cost` × total bet, valued with `sheet`'s `g`.
  public init(cost: Double, feature: FreeSpinsFeature, sheet: FreeSpinsSheet) {
    let lowest = feature.awards.min { $0.count < $1.count }
    self.cost = cost
    totalBet = sheet.totalBet
    scatters = lowest?.count ?? 0
    spinsAwarded = lowest?.spins ?? 0
    expectedWin = Double(spinsAwarded) * sheet.awardedSpinValue
  }

  /// The price, credits: `cost × totalBet`.
  public var price: Double { cost * totalBet }
  /// The feature's RTP when bought: expected win over the price.
  public var rtp: Double { expectedWin / price }
  /// The RTP when bought with the round cap: `RTP − E[max(0, W − c)] / cost`, the mean excess
  /// over the cap (× total bet) estimated by ``rounds``; `nil` without a cap.
  public var cappedRTP: HoldAndWinEstimate.Interval? {
    guard let rounds, rounds.capMultiple != nil else { return nil }
    let excess = rounds.meanExcess
    return HoldAndWinEstimate.Interval(
      value: rtp - excess.value / cost, low: rtp - excess.high / cost,
      high: rtp - excess.low / cost)
  }
}
