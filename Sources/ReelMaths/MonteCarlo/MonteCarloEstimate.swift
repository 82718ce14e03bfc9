/// A seeded Monte Carlo estimate of the RTP and the hit frequency, with 99 % confidence
/// intervals (``MonteCarloConfidence``), to check an exact ``ParSheet`` (or to estimate a machine too large for one).
///
/// The spins are the blocks of a ``MonteCarloPlan`` (each drawn from its own generator seeded
/// from the seed and the block's index), counted by a ``MonteCarloSpinner`` into one exact
/// ``MonteCarloTally``; every figure here is computed from that tally alone, so the estimate is
/// the same for every grouping of the blocks (workers, shards). With `X_i = pay_i / totalBet`:
///
///     RTP ≈ mean X ± z·s/√N, z = 2.5758…                (s: the sample standard deviation)
///     hit frequency ≈ Wilson interval of h hits in N:  (p + z²/2N ± z·√(p(1−p)/N + z²/4N²)) / (1 + z²/N)
public struct MonteCarloEstimate: Sendable, Equatable {
  /// The two-sided normal quantile of the intervals: ``MonteCarloConfidence/z`` (99 %).
  public static let z = MonteCarloConfidence.z

  /// The spins drawn.
  public var spins: Int
  /// The seed.
  public var seed: UInt64
  /// The mean pay per unit total bet.
  public var rtp: Double
  /// The 99 % confidence interval of the RTP.
  public var rtpLow: Double, rtpHigh: Double
  /// The share of spins that paid anything.
  public var hitFrequency: Double
  /// The 99 % (Wilson) confidence interval of the hit frequency.
  public var hitLow: Double, hitHigh: Double
  /// The sample standard deviation of one spin's pay per unit total bet.
  public var standardDeviation: Double
  /// The spins whose own wins paid anything (the base game's hit frequency: a feature's
  /// wins are not counted).
  public var hits: Int
  /// With a free-spins feature: the base spins that triggered it.
  public var triggers = 0
  /// With a free-spins feature: the free spins played (retriggers included).
  public var freeSpinsPlayed = 0
  /// With a free-spins feature: the features cut at
  /// ``FreeSpinsFeature/maximumPlayedSpins`` (0 in any realistic game).
  public var truncatedFeatures = 0
  /// With a free-spins feature: the feature's credits per spin over the total bet.
  public var featureRTP = 0.0
  /// Whether each spin played its whole tumble chain (set by the caller that knows the
  /// spinner, ``MonteCarloSpinner/playsTumbles``).
  public var playedTumbles = false
  /// With tumbles: Σ the tumbles of every chain.
  public var tumbles = 0
  /// With tumbles: the spins that tumbled at least once.
  public var tumblingSpins = 0
  /// With tumbles: the most tumbles of one chain.
  public var longestChain = 0
  /// With tumbles: the chains cut at ``TumbleRule/maxTumbles``.
  public var cutChains = 0
  /// With tumbles: the windows after the first, credits per spin over the total bet.
  public var tumbleRTP = 0.0

  /// Draws and pays `spins` outcomes of `reels` (at least 2) on this thread; with `freeSpins`,
  /// a spin whose scatters trigger the feature plays it for real and its pay includes the
  /// feature's; with `tumble`, each spin plays its whole tumble chain and pays every window
  /// of it. The paytable's pays must have a ``CreditUnit`` (callers with untrusted
  /// paytables build a ``MonteCarloSpinner`` first and use ``init(tally:seed:unit:totalBet:)``).
  public init(
    reels: ReelStrips, paytable: Paytable, weights: StopWeights?, spins: Int, seed: UInt64,
    freeSpins: FreeSpinsFeature? = nil, tumble: TumbleRule? = nil
  ) {
    precondition(spins >= 2, "at least two spins")
    let plan = MonteCarloPlan(spins: UInt64(spins), seed: seed)
    let tally: MonteCarloTally
    let spinner: MonteCarloSpinner
    do {
      spinner = try MonteCarloSpinner(
        reels: reels, paytable: paytable, weights: weights, freeSpins: freeSpins, tumble: tumble)
      tally = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    } catch {
      preconditionFailure(error.message)
    }
    self.init(tally: tally, seed: seed, unit: spinner.unit, totalBet: paytable.totalBet)
    playedTumbles = spinner.playsTumbles
  }

  /// The estimate from the exact statistics of at least two spins, pays in `unit`, per spin
  /// of `totalBet` credits.
  public init(tally: MonteCarloTally, seed: UInt64, unit: CreditUnit, totalBet: Double) {
    precondition(tally.spins >= 2, "at least two spins")
    let count = Double(tally.spins)
    let scale = Double(unit.unitsPerCredit) * totalBet
    let meanUnits = Double(tally.payUnits) / count
    let varianceUnits = max(
      0, (Double(tally.payUnitsSquared) - count * meanUnits * meanUnits) / (count - 1))
    let mean = meanUnits / scale
    let variance = varianceUnits / (scale * scale)
    let hits = tally.paidSpins
    let z = Self.z
    let margin = z * (variance / count).squareRoot()
    let p = Double(hits) / count
    let centre = (p + z * z / (2 * count)) / (1 + z * z / count)
    let spread =
      z * (p * (1 - p) / count + z * z / (4 * count * count)).squareRoot() / (1 + z * z / count)
    self.spins = Int(tally.spins)
    self.seed = seed
    rtp = mean
    rtpLow = mean - margin
    rtpHigh = mean + margin
    hitFrequency = p
    hitLow = hits == 0 ? 0 : max(0, centre - spread)
    hitHigh = hits == tally.spins ? 1 : min(1, centre + spread)
    standardDeviation = variance.squareRoot()
    self.hits = Int(hits)
    triggers = Int(tally.triggers)
    freeSpinsPlayed = Int(tally.freeSpinsPlayed)
    truncatedFeatures = Int(tally.truncatedFeatures)
    featureRTP = Double(tally.featureUnits) / count / scale
    tumbles = Int(tally.tumbles)
    tumblingSpins = Int(tally.tumblingSpins)
    longestChain = Int(tally.longestChain)
    cutChains = Int(tally.cutChains)
    tumbleRTP = Double(tally.tumbleUnits) / count / scale
  }

  /// The tumbles' share of the RTP (0 without tumbles or a return).
  public var tumbleShare: Double { rtp > 0 ? tumbleRTP / rtp : 0 }
  /// The tumbles per spin on average.
  public var tumblesPerSpin: Double { Double(tumbles) / Double(spins) }

  /// The free-spins feature's share of the RTP (0 without a feature or a return).
  public var featureShare: Double { rtp > 0 ? featureRTP / rtp : 0 }

  /// Whether `rtp` lies inside the RTP's interval.
  public func containsRTP(_ rtp: Double) -> Bool { (rtpLow...rtpHigh).contains(rtp) }

  /// Whether `frequency` lies inside the hit frequency's interval.
  public func containsHitFrequency(_ frequency: Double) -> Bool {
    (hitLow...hitHigh).contains(frequency)
  }
}
