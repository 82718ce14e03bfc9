/// The exact figures of a free-spins feature (``FreeSpinsFeature``), from the base game's
/// and the feature game's exact sheets, without simulating.
///
/// ## The value of a retriggerable feature
///
/// Let one free spin pay `X = m·pay` (credits, `m` the multiplier) and award `R` more free
/// spins (`R = spins(n)` for `n` scatters with retriggers, else 0), with `μ = E[X]` and
/// `r = E[R]`. The value `G` of one free spin together with every spin it retriggers, and
/// every spin those retrigger, satisfies `G = X + Σ_{k=1…R} G_k` with the `G_k` independent
/// copies of `G` (each free spin is an independent draw). Taking expectations gives the
/// linear equation `E[G] = μ + r·E[G]`, so
///
///     g = E[G] = μ / (1 − r),   and the spins played per free spin awarded: 1 / (1 − r)
///
/// (Wald's identity; finite exactly when `r < 1`, a config with `r ≥ 1` is refused since its
/// feature would never end on average). `N` spins awarded are worth `N·g`. Squaring the same
/// equation,
///
///     E[G²] = (E[X²] + 2·g·E[X·R] + g²·E[R(R − 1)]) / (1 − r)
///
/// and `N` awarded spins `F` have `E[F²] = N·E[G²] + N(N − 1)·g²`.
///
/// ## On the base game
///
/// A base spin pays `B` and triggers `N = spins(n)` free spins from its `n` scatters; it is
/// worth `Y = B + F`. With `P_b(n)` the probability of `n` scatters in a base spin and
/// `S_b(n) = E[B; n scatters]` (``ParSheet/scatterCountReturned`` over the cycle):
///
///     feature return per base spin  E[F] = g·Σ_n P_b(n)·N(n)
///     E[Y²] = E[B²] + 2·g·Σ_n N(n)·S_b(n) + Σ_n P_b(n)·(N(n)·E[G²] + N(n)(N(n) − 1)·g²)
///
/// The base sheet's ``ParSheet/rtp`` and hit frequency stay the base game's; ``featureRTP``
/// is added to make ``ParSheet/totalRTP``.
public struct FreeSpinsSheet: Sendable, Equatable {
  /// Weighted base combinations that trigger the feature (out of the base cycle).
  public var triggerHits: UInt64
  /// The base cycle.
  public var baseCycle: UInt64
  /// The expected free spins awarded per trigger (before retriggers).
  public var spinsPerTrigger: Double
  /// `r`: the expected free spins one free spin awards by retriggers.
  public var retriggersPerSpin: Double
  /// The feature game's cycle (weighted combinations of its drums).
  public var featureCycle: UInt64
  /// The feature game's own return per spin over the total bet, before the multiplier.
  public var featureSpinRTP: Double
  /// The win multiplier.
  public var multiplier: Double
  /// `μ = m·E[pay]`: the expected credits of one free spin.
  public var spinValue: Double
  /// `g = μ/(1 − r)`: one awarded free spin's expected credits with its retriggers.
  public var awardedSpinValue: Double
  /// The feature's expected credits per base spin, `g·E[N]`, over the total bet.
  public var featureRTP: Double
  /// `E[Y²]` of a base spin with its feature, credits².
  public var totalSquares: Double
  /// The total bet of a spin, credits.
  public var totalBet: Double
  /// How the feature game's sheet was computed (its drums may be beyond the enumeration bound
  /// while the base game's are not, or the reverse).
  public var featureMethod: ParSheet.Method
  /// The feature game's distinct windows (enumerated, or counted by the closed form).
  public var featureWindows: UInt64
  /// The largest pay of one free spin, credits, the multiplier applied.
  public var featureSpinMaxPay: Double = 0
  /// The most free spins one trigger awards (before retriggers).
  public var mostSpinsAwarded = 0
  /// Whether free spins retrigger (a round then has no largest win).
  public var retriggers = false
  /// The "Book of" expanding symbol's figures (``ExpandingSymbolSheet``), or `nil`.
  public var expanding: ExpandingSymbolSheet? = nil

  /// The probability that a base spin triggers the feature.
  public var triggerFrequency: Double { Double(triggerHits) / Double(baseCycle) }
  /// The expected free spins played per trigger, retriggers included: `E[N | trigger]/(1 − r)`.
  public var spinsPlayedPerTrigger: Double { spinsPerTrigger / (1 - retriggersPerSpin) }
  /// The average feature win, credits per trigger: `g·E[N | trigger]`.
  public var averageFeatureWin: Double { awardedSpinValue * spinsPerTrigger }

  /// The feature's figures, from the base game's exact sheet and the feature game's, both
  /// computed with ``ParCalculator/tracksScatterCounts``.
  ///
  /// - Throws: ``FreeSpinsError`` when `r ≥ 1`: the feature would never end on average.
  public init(base: ParSheet, feature: ParSheet, freeSpins: FreeSpinsFeature)
    throws(FreeSpinsError)
  {
    precondition(
      !base.scatterCounts.isEmpty && !feature.scatterCounts.isEmpty,
      "sheets computed with tracksScatterCounts")
    let featureCycle = Double(feature.cycle)
    var r = 0.0
    var retriggerPairs = 0.0
    var payTimesRetrigger = 0.0
    if freeSpins.retriggers {
      for (count, hits) in feature.scatterCounts.enumerated() where hits > 0 {
        let awarded = Double(freeSpins.spins(scatters: count))
        r += Double(hits) * awarded / featureCycle
        retriggerPairs += Double(hits) * awarded * (awarded - 1) / featureCycle
        payTimesRetrigger += awarded * feature.scatterCountReturned[count] / featureCycle
      }
    }
    guard r < 1 else { throw FreeSpinsError(retriggersPerSpin: r) }
    let m = freeSpins.multiplier
    let mu = m * feature.expectedPay
    let squares = m * m * feature.squaresPerCycle / featureCycle
    var g = mu / (1 - r)
    var gSquares = (squares + 2 * g * m * payTimesRetrigger + g * g * retriggerPairs) / (1 - r)
    var gg = g * g
    // "Book of": the round's expanding symbol (FreeSpinsSheet+Book.swift).
    let book = freeSpins.expanding == nil ? nil : ExpandingSymbolSheet(freeSpins: freeSpins)
    if freeSpins.expanding != nil {
      (g, gSquares, gg) = Self.bookValues(
        book, freeSpins: freeSpins, feature: feature, r: r, retriggerPairs: retriggerPairs,
        payTimesRetrigger: payTimesRetrigger)
    }
    let baseCycle = Double(base.cycle)
    var triggers: UInt64 = 0
    var awardedSum = 0.0
    var cross = 0.0
    var featureSquares = 0.0
    for (count, hits) in base.scatterCounts.enumerated() where hits > 0 {
      let awarded = freeSpins.spins(scatters: count)
      guard awarded > 0 else { continue }
      let n = Double(awarded)
      triggers += hits
      awardedSum += Double(hits) * n
      cross += n * base.scatterCountReturned[count] / baseCycle
      featureSquares += Double(hits) / baseCycle * (n * gSquares + n * (n - 1) * gg)
    }
    triggerHits = triggers
    self.baseCycle = base.cycle
    spinsPerTrigger = triggers > 0 ? awardedSum / Double(triggers) : 0
    retriggersPerSpin = r
    self.featureCycle = feature.cycle
    featureSpinRTP = feature.rtp
    multiplier = m
    spinValue = freeSpins.expanding == nil ? mu : g * (1 - r)
    expanding = book
    awardedSpinValue = g
    featureRTP = g * awardedSum / baseCycle / base.totalBet
    totalSquares = base.squaresPerCycle / baseCycle + 2 * g * cross + featureSquares
    totalBet = base.totalBet
    featureMethod = feature.method
    featureWindows = feature.windows
    featureSpinMaxPay = m * max(feature.maxPay, book?.maxPay ?? 0)
    mostSpinsAwarded = freeSpins.awards.map { $0.spins }.max() ?? 0
    retriggers = freeSpins.retriggers && r > 0
  }
}

/// A free-spins feature whose retriggers award, on average, one free spin or more per free
/// spin: it would never end.
public struct FreeSpinsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `r`, the expected free spins one free spin awards.
  public var retriggersPerSpin: Double

  /// Creates the error.
  public init(retriggersPerSpin: Double) { self.retriggersPerSpin = retriggersPerSpin }

  /// `retriggers award 1.2 free spins per free spin on average: the feature would never end
  /// (allowed: fewer than 1)`.
  public var description: String {
    "retriggers award \(retriggersPerSpin) free spins per free spin on average: the feature "
      + "would never end (allowed: fewer than 1; fewer spins per award or rarer scatters in "
      + "the feature)"
  }
}

extension ParSheet {
  /// Return to player with the features: ``rtp`` plus the free spins' and the hold-and-win's.
  public var totalRTP: Double {
    rtp + (freeSpins?.featureRTP ?? 0) + (holdAndWin?.featureRTP ?? 0)
  }

  /// The hold-and-win feature's share of ``totalRTP`` (0 without the feature).
  public var holdAndWinShare: Double {
    guard let holdAndWin, totalRTP > 0 else { return 0 }
    return holdAndWin.featureRTP / totalRTP
  }

  /// The free-spins feature's share of ``totalRTP`` (0 without a feature).
  public var freeSpinsShare: Double {
    guard let freeSpins, totalRTP > 0 else { return 0 }
    return freeSpins.featureRTP / totalRTP
  }

  /// The variance of a base spin's pay with its free spins, per unit total bet (``variance``
  /// without free spins). A hold-and-win round is not included: its award's spread is given
  /// per round (``HoldAndWinSheet/awardStandardDeviation``).
  public var totalVariance: Double {
    guard let freeSpins else { return variance }
    let mean = rtp + freeSpins.featureRTP
    return max(0, freeSpins.totalSquares / (totalBet * totalBet) - mean * mean)
  }

  /// The standard deviation of ``totalVariance``.
  public var totalStandardDeviation: Double { totalVariance.squareRoot() }
}
