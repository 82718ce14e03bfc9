/// The exact value of the scatter-triggered free spins of a variable-row machine without
/// cascades (``CascadeFreeSpins`` on ``VariableRowsMachine``), from the base game's exact sheet
/// (``VariableRowsSheet``): no window visited, no spin drawn.
///
/// A free spin is a spin of the same machine (rows, stops and top stop drawn anew), its pay
/// `X = m·pay` (`m` the feature's whole ``CascadeFreeSpins/multiplier``), and its landing
/// window's `n` scatters award `R = spins(n)` more with retriggers (0 without). With `P(n)` the
/// probability of `n` scatters in all visible cells (top cells included) and `E[pay; n]` the
/// mean pay of the spins that show `n` scatters (``VariableRowsSheet/scatterCounts``,
/// ``VariableRowsSheet/scatterCountReturned``), everything the feature needs is a sum over `n`:
///
///     μ = m·E[pay],  r = Σ_n P(n)·R(n),  E[X·R] = m·Σ_n R(n)·E[pay; n]
///
/// One awarded free spin with every spin it retriggers is worth `G = X + Σ_{k=1…R} G_k`
/// (``FreeSpinsSheet``'s branching equation, the `G_k` independent copies), so
///
///     g = E[G] = μ/(1 − r),   E[G²] = (E[X²] + 2·g·E[X·R] + g²·E[R(R − 1)]) / (1 − r)
///
/// finite exactly when `r < 1`. A base spin pays `B` and awards `N(n) = spins(n)`; it is worth
/// `Y = B + F` with
///
///     E[F] = g·Σ_n P(n)·N(n),   E[Y²] = E[B²] + 2·g·Σ_n N(n)·E[pay; n]
///                                        + Σ_n P(n)·(N(n)·E[G²] + N(n)(N(n) − 1)·g²)
public struct VariableRowsFreeSpins: Sendable, Equatable {
  /// The probability that a base spin awards free spins.
  public var triggerFrequency: Double
  /// The mean free spins a trigger awards, before retriggers.
  public var spinsPerTrigger: Double
  /// `r`: the mean free spins one free spin awards (0 without retriggers).
  public var retriggersPerSpin: Double
  /// The feature's fixed win multiplier `m`.
  public var multiplier: Int
  /// `μ = m·E[pay]`: one free spin's mean pay, credits.
  public var spinValue: Double
  /// `g = μ/(1 − r)`: one awarded free spin's mean pay with its retriggers, credits.
  public var awardedSpinValue: Double
  /// The feature's mean pay per base spin over the total bet, `g·Σ_n P(n)·N(n) / totalBet`.
  public var featureRTP: Double
  /// The base game's own return (``VariableRowsSheet/rtp``).
  public var baseRTP: Double
  /// `E[Y²]` of a base spin with its feature, credits².
  public var totalSquares: Double
  /// The total bet, credits.
  public var totalBet: Double

  /// The figures of `freeSpins` on the machine whose base sheet is `sheet` (computed with its
  /// scatter counts, as ``VariableRowsMachine/sheet()`` does).
  ///
  /// - Throws: ``FreeSpinsError`` when `r ≥ 1`: the feature would never end on average.
  public init(sheet: VariableRowsSheet, freeSpins: CascadeFreeSpins) throws(FreeSpinsError) {
    let m = Double(freeSpins.multiplier)
    var r = 0.0
    var retriggerPairs = 0.0
    var payTimesRetrigger = 0.0
    var trigger = 0.0
    var awarded = 0.0
    var cross = 0.0
    var pairs = 0.0
    for (n, probability) in sheet.scatterCounts.enumerated() where probability > 0 {
      let spins = Double(freeSpins.spins(scatters: n))
      guard spins > 0 else { continue }
      let returned = n < sheet.scatterCountReturned.count ? sheet.scatterCountReturned[n] : 0
      trigger += probability
      awarded += probability * spins
      cross += spins * returned
      pairs += probability * spins * (spins - 1)
      if freeSpins.retriggers {
        r += probability * spins
        retriggerPairs += probability * spins * (spins - 1)
        payTimesRetrigger += m * spins * returned
      }
    }
    guard r < 1 else { throw FreeSpinsError(retriggersPerSpin: r) }
    let mu = m * sheet.expectedPay
    let g = mu / (1 - r)
    let gSquares =
      (m * m * sheet.expectedSquare + 2 * g * payTimesRetrigger + g * g * retriggerPairs)
      / (1 - r)
    triggerFrequency = trigger
    spinsPerTrigger = trigger > 0 ? awarded / trigger : 0
    retriggersPerSpin = r
    multiplier = freeSpins.multiplier
    spinValue = mu
    awardedSpinValue = g
    featureRTP = g * awarded / sheet.totalBet
    baseRTP = sheet.rtp
    totalSquares = sheet.expectedSquare + 2 * g * cross + awarded * gSquares + pairs * g * g
    totalBet = sheet.totalBet
  }

  /// The mean free spins played per trigger, retriggers included: `spinsPerTrigger/(1 − r)`.
  public var spinsPlayedPerTrigger: Double { spinsPerTrigger / (1 - retriggersPerSpin) }
  /// The mean feature win per trigger, credits: `g·spinsPerTrigger`.
  public var averageFeatureWin: Double { awardedSpinValue * spinsPerTrigger }
  /// The return with the feature: ``baseRTP`` + ``featureRTP``.
  public var totalRTP: Double { baseRTP + featureRTP }
  /// The feature's share of ``totalRTP``.
  public var featureShare: Double { totalRTP > 0 ? featureRTP / totalRTP : 0 }
  /// The variance of a base spin's pay with its feature, per unit total bet.
  public var totalVariance: Double {
    max(0, totalSquares / (totalBet * totalBet) - totalRTP * totalRTP)
  }
  /// The standard deviation of ``totalVariance``.
  public var totalStandardDeviation: Double { totalVariance.squareRoot() }
}
