/// A free-spins feature: scatters in a base spin award free spins, played on the feature's
/// own drums and paytable (or copies of the base ones), every win multiplied by
/// ``multiplier``; scatters in a free spin award more (a **retrigger**) when ``retriggers``.
///
/// `n` scatters anywhere in the window award the spins of the ``FreeSpinAward`` with the
/// highest count at most `n` (none below the lowest count), read the same way as scatter pays.
/// A free spin costs nothing; its wins (lines or ways and the scatter) are paid by the
/// feature's paytable at the base game's bet, times ``multiplier``. The feature's value
/// belongs to the base spin that triggered it.
public struct FreeSpinsFeature: Sendable, Equatable {
  /// The most free spins one award may give.
  public static let maximumSpinsPerAward = 1000
  /// The most free spins one trigger plays in a Monte Carlo game (retriggers included);
  /// a feature still running then ends there, and the estimate counts how often that happened.
  public static let maximumPlayedSpins = 1_000_000
  /// The allowed win multipliers: 1 … 1000.
  public static let multiplierRange = ParameterRange(1, 1000, unit: "times")

  /// Scatter counts and the free spins they award, counts ascending, each count once.
  public var awards: [FreeSpinAward]
  /// Every feature win is multiplied by this (1: as paid).
  public var multiplier: Double
  /// Whether scatters in a free spin award more free spins (by ``awards``).
  public var retriggers: Bool
  /// The drums the free spins are played on (the base machine's strips when the config gives
  /// none of its own).
  public var reels: ReelStrips
  /// What a free spin pays before ``multiplier``; its scatter is the base game's.
  public var paytable: Paytable
  /// The feature drums' stop weights, or `nil` for every stop once.
  public var weights: StopWeights?
  /// The "Book of" random expanding symbol of every round, or `nil` (``ExpandingSymbol``).
  public var expanding: ExpandingSymbol? = nil

  /// Creates a feature.
  public init(
    awards: [FreeSpinAward], multiplier: Double, retriggers: Bool, reels: ReelStrips,
    paytable: Paytable, weights: StopWeights?
  ) {
    self.awards = awards
    self.multiplier = multiplier
    self.retriggers = retriggers
    self.reels = reels
    self.paytable = paytable
    self.weights = weights
  }

  /// The free spins `scatters` scatters award: the award with the highest count at most
  /// `scatters`, or 0.
  public func spins(scatters: Int) -> Int {
    var best = 0
    var bestCount = 0
    for award in awards where award.count <= scatters && award.count >= bestCount {
      best = award.spins
      bestCount = award.count
    }
    return best
  }

  /// `r`, the expected free spins one free spin awards by retriggers:
  /// `Σ_n P_f(n)·spins(n)`, `P_f(n)` the probability that a feature spin shows `n`
  /// scatters (each drum's distribution of scatters in its window, convolved). 0 without
  /// retriggers. The feature ends with probability 1, after `N/(1 − r)` spins on average,
  /// only when `r < 1`; a config with `r ≥ 1` is refused.
  public func expectedRetriggers() -> Double {
    guard retriggers else { return 0 }
    let distribution = ScatterCounts.probabilities(
      reels: reels, scatter: paytable.scatter, weights: weights)
    var sum = 0.0
    for (count, probability) in distribution.enumerated() {
      sum += probability * Double(spins(scatters: count))
    }
    return sum
  }
}

/// `count` scatters or more award `spins` free spins.
public struct FreeSpinAward: Sendable, Equatable, Hashable {
  /// Scatters anywhere in the window, at least 1.
  public var count: Int
  /// Free spins awarded, 1 … ``FreeSpinsFeature/maximumSpinsPerAward``.
  public var spins: Int

  /// Creates an award.
  public init(count: Int, spins: Int) {
    self.count = count
    self.spins = spins
  }
}

/// The distribution of the number of scatters in a machine's window.
public enum ScatterCounts {
  /// The probability of each scatter count `0 … rows × drums` over the window of `reels`
  /// (rows: the smallest window), each drum's stops weighted by `weights`: the convolution of
  /// each drum's own distribution. All zero but count 0 without a scatter.
  public static func probabilities(reels: ReelStrips, scatter: String?, weights: StopWeights?)
    -> [Double]
  {
    let rows = reels.rows
    var distribution = [1.0]
    for (drum, geometry) in reels.reels.enumerated() {
      var own = [Double](repeating: 0, count: rows + 1)
      var total = 0.0
      for stop in 0..<geometry.symbolCount {
        let weight = Double(weights?.drums[drum][stop] ?? 1)
        let shown = geometry.window(restingAt: stop).prefix(rows)
        let count = scatter.map { name in shown.filter { $0 == name }.count } ?? 0
        own[count] += weight
        total += weight
      }
      var following = [Double](repeating: 0, count: distribution.count + rows)
      for (before, probability) in distribution.enumerated() where probability > 0 {
        for (count, weight) in own.enumerated() where weight > 0 {
          following[before + count] += probability * weight / total
        }
      }
      distribution = following
    }
    return distribution
  }
}
