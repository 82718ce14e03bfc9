/// A seeded Monte Carlo estimate of the RTP and the hit frequency, with 95 % confidence
/// intervals, to check an exact ``ParSheet`` (or to estimate a machine too large for one).
///
/// `spins` outcomes are drawn in a row from one SplitMix64 generator seeded with `seed`,
/// each drum's stop with its weight (``Outcome/randomTargets(for:weights:using:)``), and each
/// is paid from its stops (no motion). With `X_i = pay_i / totalBet`:
///
///     RTP ≈ mean X ± 1.96·s/√N                         (s: the sample standard deviation)
///     hit frequency ≈ Wilson interval of h hits in N:  (p + z²/2N ± z·√(p(1−p)/N + z²/4N²)) / (1 + z²/N)
public struct MonteCarloEstimate: Sendable, Equatable {
  /// The two-sided 95 % normal quantile.
  public static let z = 1.959963984540054

  /// The spins drawn.
  public var spins: Int
  /// The seed.
  public var seed: UInt64
  /// The mean pay per unit total bet.
  public var rtp: Double
  /// The 95 % confidence interval of the RTP.
  public var rtpLow: Double, rtpHigh: Double
  /// The share of spins that paid anything.
  public var hitFrequency: Double
  /// The 95 % (Wilson) confidence interval of the hit frequency.
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

  /// Draws and pays `spins` outcomes of `spec` (at least 2); with `freeSpins`, a spin whose
  /// scatters trigger the feature plays it for real (`FreeSpinsPlay`) and its pay includes
  /// the feature's.
  public init(
    spec: MachineSpec, paytable: Paytable, weights: StopWeights?, spins: Int, seed: UInt64,
    freeSpins: FreeSpinsFeature? = nil
  ) {
    precondition(spins >= 2, "at least two spins")
    let rows = spec.drums.map({ $0.geometry.visibleRows }).min() ?? 1
    let evaluator = PayEvaluator(paytable: paytable, drumCount: spec.drums.count, rowCount: rows)
    let strips = DecodedStrips(spec: spec, evaluator: evaluator, weights: weights)
    var generator = SplitMix64(seed: seed)
    var line = [Int](repeating: 0, count: spec.drums.count)
    var stops = [Int](repeating: 0, count: spec.drums.count)
    let uniform = weights ?? StopWeights(uniformFor: spec)
    let totalBet = paytable.totalBet
    var sum = 0.0
    var squares = 0.0
    var hits = 0
    var feature = freeSpins.map(FreeSpinsPlay.init(feature:))
    var featureSum = 0.0
    for _ in 0..<spins {
      for drum in stops.indices { stops[drum] = uniform.pick(drum: drum, using: &generator) }
      var pay = evaluator.totalPay(stops: stops, strips: strips, line: &line)
      // The hit frequency is the base game's: a base spin whose own wins pay.
      if pay > 0 { hits += 1 }
      if let freeSpins, feature != nil {
        let awarded = freeSpins.spins(scatters: strips.scatterCount(stops: stops))
        if awarded > 0 {
          let outcome = feature!.play(awarded: awarded, using: &generator)
          triggers += 1
          freeSpinsPlayed += outcome.spins
          if outcome.truncated { truncatedFeatures += 1 }
          featureSum += outcome.pay
          pay += outcome.pay
        }
      }
      let x = pay / totalBet
      sum += x
      squares += x * x
    }
    let count = Double(spins)
    let mean = sum / count
    let variance = max(0, (squares - count * mean * mean) / (count - 1))
    let z = Self.z
    let margin = z * (variance / count).squareRoot()
    let p = Double(hits) / count
    let centre = (p + z * z / (2 * count)) / (1 + z * z / count)
    let spread =
      z * (p * (1 - p) / count + z * z / (4 * count * count)).squareRoot() / (1 + z * z / count)
    self.spins = spins
    self.seed = seed
    rtp = mean
    rtpLow = mean - margin
    rtpHigh = mean + margin
    hitFrequency = p
    hitLow = hits == 0 ? 0 : max(0, centre - spread)
    hitHigh = hits == spins ? 1 : min(1, centre + spread)
    standardDeviation = variance.squareRoot()
    self.hits = hits
    featureRTP = featureSum / totalBet / count
  }

  /// Whether `rtp` lies inside the RTP's interval.
  public func containsRTP(_ rtp: Double) -> Bool { (rtpLow...rtpHigh).contains(rtp) }

  /// Whether `frequency` lies inside the hit frequency's interval.
  public func containsHitFrequency(_ frequency: Double) -> Bool {
    (hitLow...hitHigh).contains(frequency)
  }
}
