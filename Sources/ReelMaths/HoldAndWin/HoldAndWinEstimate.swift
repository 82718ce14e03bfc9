/// A seeded Monte Carlo estimate of a hold-and-win feature with 99 % intervals, from a
/// ``HoldAndWinTally`` alone (so the same for every grouping of its blocks). With `N` base
/// spins, `t` triggers and `A_i` the award of spin `i` (0 without a round), × the total bet:
///
///     feature RTP ≈ mean A ± z·s/√N                (s: the sample standard deviation over spins)
///     average award ≈ ΣA/t ± z·s_t/√t              (s_t: over the t rounds)
///     a frequency h of n ≈ Wilson interval:        (p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n)
///
/// with `z = 2.5758…`, the two-sided 99 % normal quantile (``MonteCarloConfidence``).
public struct HoldAndWinEstimate: Sendable, Equatable {
  /// The two-sided 99 % normal quantile: ``MonteCarloConfidence/z``.
  public static let z = MonteCarloConfidence.z

  /// An estimate and its 99 % interval.
  public struct Interval: Sendable, Equatable {
    /// The estimate.
    public var value: Double
    /// The interval's bounds.
    public var low: Double, high: Double

    /// Whether `exact` lies inside the interval.
    public func contains(_ exact: Double) -> Bool { (low...high).contains(exact) }
  }

  /// The tally it was computed from.
  public var tally: HoldAndWinTally
  /// The seed.
  public var seed: UInt64
  /// Rounds per base spin.
  public var triggerFrequency: Interval
  /// The feature's return per base spin over the total bet.
  public var featureRTP: Interval
  /// The average award of a round, × the total bet.
  public var averageAward: Interval
  /// Rounds that filled the window, per round.
  public var fullScreen: Interval
  /// Per prize: rounds that won it at least once, per round.
  public var prizeRounds: [Interval]

  /// The estimate from `tally` (at least two spins), awards in `unit`.
  public init(tally: HoldAndWinTally, seed: UInt64, unit: CreditUnit) {
    precondition(tally.spins >= 2, "at least two spins")
    self.tally = tally
    self.seed = seed
    let scale = Double(unit.unitsPerCredit)
    let spins = Double(tally.spins)
    let rounds = Double(tally.triggers)
    let sum = Double(tally.awardUnits) / scale
    let squares = Double(tally.awardSquares) / (scale * scale)
    triggerFrequency = Self.wilson(tally.triggers, of: tally.spins)
    featureRTP = Self.mean(sum: sum, squares: squares, count: spins)
    averageAward =
      rounds >= 2
      ? Self.mean(sum: sum, squares: squares, count: rounds)
      : Interval(value: rounds > 0 ? sum : 0, low: 0, high: .infinity)
    fullScreen = Self.wilson(tally.fullScreens, of: tally.triggers)
    prizeRounds = tally.roundsWon.map { Self.wilson($0, of: tally.triggers) }
  }

  /// `P(M = m)` per round, as counted.
  public var finalCounts: [Double] {
    let rounds = Double(max(1, tally.triggers))
    return tally.finalCounts.map { Double($0) / rounds }
  }

  /// Respins played per round.
  public var respinsPerRound: Double { Double(tally.respins) / Double(max(1, tally.triggers)) }

  /// The mean of `count` values with sum `sum` and sum of squares `squares`, ± z·s/√count.
  static func mean(sum: Double, squares: Double, count: Double) -> Interval {
    let mean = sum / count
    let variance = max(0, (squares - count * mean * mean) / (count - 1))
    let margin = z * (variance / count).squareRoot()
    return Interval(value: mean, low: mean - margin, high: mean + margin)
  }

  /// The Wilson interval of `hits` in `trials` (0 … 1 when there are no trials).
  static func wilson(_ hits: UInt64, of trials: UInt64) -> Interval {
    guard trials > 0 else { return Interval(value: 0, low: 0, high: 1) }
    let n = Double(trials)
    let p = Double(hits) / n
    let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    let spread = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / (1 + z * z / n)
    return Interval(
      value: p, low: hits == 0 ? 0 : max(0, centre - spread),
      high: hits == trials ? 1 : min(1, centre + spread))
  }
}
