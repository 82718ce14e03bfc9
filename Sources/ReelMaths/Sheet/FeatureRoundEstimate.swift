/// Whole free-spins rounds played by Monte Carlo: the round's win-size distribution and a
/// max win cap on the round, which the exact sheet cannot give (a round's win is a sum over a
/// random number of spins; ``FreeSpinsSheet`` gives only its moments).
///
/// ``rounds`` rounds are played one after another from one ``SplitMix64`` generator seeded
/// with `mix(seed ⊕ 0x524F554E44534554)` (the bytes of "ROUNDSET"). Each round first draws its
/// trigger's scatter count from ``triggers`` by weight (`UInt64.random(in:using:)`, unbiased),
/// then plays (``FreeSpinsFeature/play(scatters:using:limit:)``), so the same seed gives the
/// same figures. The triggers of play are the base game's scatter counts that award spins,
/// weighted by their exact weights; a bought round has the one trigger of ``BonusBuySheet``. With `W` a round's win over the total bet and `c` the cap:
///
///     mean win            ≈ Σ W / R,                 interval ± z·s/√R
///     cap hits            = #{W > c},                Wilson interval
///     mean excess         ≈ Σ max(0, W − c) / R,     interval ± z·s/√R

/// (what the cap keeps per round; the capped feature RTP is the exact one less the trigger
/// frequency times the mean excess, a narrower interval than the capped mean's)
///
/// at ``MonteCarloConfidence/level``.
public struct FeatureRoundEstimate: Sendable, Equatable {
  /// The rounds played.
  public var rounds: UInt64
  /// The seed.
  public var seed: UInt64
  /// The scatter counts that start rounds, with their weights.
  public var triggers: [FreeSpinsTrigger]
  /// The round cap, × total bet (`nil`: none).
  public var capMultiple: Double?
  /// `Σ W` and `Σ W²`, × total bet.
  public var sum = 0.0, squares = 0.0
  /// `Σ max(0, W − c)` and its squares, × total bet (0 without a cap).
  public var excessSum = 0.0, excessSquares = 0.0
  /// The rounds whose win exceeds the cap.
  public var capHits: UInt64 = 0
  /// The rounds still running at ``FreeSpinsFeature/maximumPlayedSpins`` (cut there).
  public var truncated: UInt64 = 0
  /// The rounds' win sizes (uncapped).
  public var sizes: WinSizeDistribution
  /// The largest round win seen, × total bet (uncapped): a Monte Carlo lower bound of the
  /// feature's max win, not the max win itself (with retriggers a round has none).
  public var largestWin = 0.0
  /// The rounds that won ``largestWin``.
  public var largestWinRounds: UInt64 = 0

  /// `rounds` rounds of `feature` started by `triggers` (weights summing to more than 0),
  /// wins over `totalBet`, with a round cap of `capMultiple` × total bet.
  public init(
    feature: FreeSpinsFeature, triggers: [FreeSpinsTrigger], rounds: UInt64, seed: UInt64,
    totalBet: Double, capMultiple: Double?
  ) {
    precondition(triggers.contains { $0.weight > 0 }, "a trigger with weight")
    self.rounds = rounds
    self.seed = seed
    self.triggers = triggers
    let weightSum = triggers.reduce(0) { $0 + $1.weight }
    self.capMultiple = capMultiple
    var bands = [UInt64](repeating: 0, count: WinSizeDistribution.bandCount)
    let cap = capMultiple.map { WinCap(multiple: $0, totalBet: totalBet) }  // the rule
    var generator = SplitMix64(seed: MonteCarloPlan.mix(seed ^ 0x524F_554E_4453_4554))
    for _ in 0..<rounds {
      var draw = UInt64.random(in: 0..<weightSum, using: &generator)
      var scatters = triggers[0].scatters
      for trigger in triggers {
        if draw < trigger.weight {
          scatters = trigger.scatters
          break
        }
        draw -= trigger.weight
      }
      let round = feature.play(
        scatters: scatters, using: &generator, limit: FreeSpinsFeature.maximumPlayedSpins)
      if round.truncated { truncated += 1 }
      let win = round.pay / totalBet
      sum += win
      squares += win * win
      bands[WinSizeDistribution.band(win)] += 1
      if win > largestWin {
        largestWin = win
        largestWinRounds = 1
      } else if win == largestWin, win > 0 {
        largestWinRounds += 1
      }
      if let cap, cap.apply(round.pay).capped {
        capHits += 1
        let excess = win - cap.multiple
        excessSum += excess
        excessSquares += excess * excess
      }
    }
    sizes = WinSizeDistribution(exact: false, weights: bands, total: rounds)
  }

  /// The mean round win × total bet with its interval.
  public var meanWin: HoldAndWinEstimate.Interval {
    HoldAndWinEstimate.mean(sum: sum, squares: squares, count: Double(rounds))
  }
  /// The mean excess over the cap per round, × total bet, with its interval.
  public var meanExcess: HoldAndWinEstimate.Interval {
    HoldAndWinEstimate.mean(sum: excessSum, squares: excessSquares, count: Double(rounds))
  }

  /// The rounds played by default: 20 000 (a round cap rarer than about 1 in 4 000 rounds
  /// may not be hit; a larger sample is a matter of `--seed` runs merged by hand).
  public static let defaultRounds: UInt64 = 20_000
  /// How often a round is capped, with its Wilson interval.
  public var capFrequency: HoldAndWinEstimate.Interval {
    HoldAndWinEstimate.wilson(capHits, of: rounds)
  }
}

/// A scatter count that starts a free-spins round, and its weight among the triggers.
public struct FreeSpinsTrigger: Sendable, Equatable {
  /// The scatters.
  public var scatters: Int
  /// Its weight (base combinations showing it, or 1 for a bought round).
  public var weight: UInt64

  /// Creates a trigger.
  public init(scatters: Int, weight: UInt64) {
    self.scatters = scatters
    self.weight = weight
  }

  /// The triggers of play: every scatter count of `base` (a sheet computed with
  /// ``ParCalculator/tracksScatterCounts``) that awards spins, weighted by its combinations.
  public static func ofPlay(base: ParSheet, feature: FreeSpinsFeature) -> [FreeSpinsTrigger] {
    base.scatterCounts.enumerated().compactMap { count, weight in
      weight > 0 && feature.spins(scatters: count) > 0
        ? FreeSpinsTrigger(scatters: count, weight: weight) : nil
    }
  }
}
