/// A Monte Carlo estimate of a variable-row machine's base game
/// (``VariableRowsMachine/monteCarlo(spins:seed:)``): spins drawn one after another from one
/// SplitMix64 generator seeded with the seed (each by
/// ``Outcome/randomSpin(for:rows:weights:using:)``) and paid by ``VariableRowsMachine/pay(of:)``.
public struct VariableRowsEstimate: Sendable, Equatable {
  /// The spins played.
  public var spins: Int
  /// The seed.
  public var seed: UInt64
  /// The total bet of one spin, credits.
  public var totalBet: Double
  /// `Σ pay` and `Σ pay²` over the spins, credits and credits².
  public var paySum: Double, paySquares: Double
  /// The spins that paid anything.
  public var hits: Int

  /// Creates an estimate from its sums.
  public init(
    spins: Int, seed: UInt64, totalBet: Double, paySum: Double, paySquares: Double, hits: Int
  ) {
    self.spins = spins
    self.seed = seed
    self.totalBet = totalBet
    self.paySum = paySum
    self.paySquares = paySquares
    self.hits = hits
  }

  /// The estimated RTP: the mean pay over the total bet.
  public var rtp: Double { paySum / Double(spins) / totalBet }
  /// The sample standard deviation of `pay / totalBet`.
  public var standardDeviation: Double {
    let n = Double(spins)
    let mean = paySum / n
    let variance = max(0, (paySquares - n * mean * mean) / max(1, n - 1))
    return variance.squareRoot() / totalBet
  }
  /// The estimated hit frequency.
  public var hitFrequency: Double { Double(hits) / Double(spins) }

  /// `RTP ± z·s/√N`, `z` the normal quantile (``MonteCarloConfidence/z`` in every report).
  public func rtpInterval(z: Double) -> ClosedRange<Double> {
    let margin = z * standardDeviation / Double(spins).squareRoot()
    return (rtp - margin)...(rtp + margin)
  }

  /// The Wilson score interval of the hit frequency (as the Monte Carlo estimate of a fixed
  /// machine gives it): `(p + z²/2N ± z·√(p(1−p)/N + z²/4N²)) / (1 + z²/N)`.
  public func hitInterval(z: Double) -> ClosedRange<Double> {
    let n = Double(spins)
    let p = hitFrequency
    let scale = 1 + z * z / n
    let center = (p + z * z / (2 * n)) / scale
    let margin = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / scale
    return (center - margin)...(center + margin)
  }
}

extension VariableRowsMachine {
  /// The exact base-game sheet (``VariableRowsCalculator/sheet()``).
  ///
  /// - Throws: ``ParError`` when the closed form does not price the paytable
  ///   (``VariableRowsCalculator/init(machine:)``) or a walk is beyond its bound
  ///   (``VariableRowsCalculator/sheet()``).
  public func sheet() throws(ParError) -> VariableRowsSheet {
    try VariableRowsCalculator(machine: self).sheet()
  }

  /// Plays `spins` spins (at least 1) drawn from one SplitMix64 generator seeded with
  /// `seed`, one after another.
  public func monteCarlo(spins: Int, seed: UInt64) -> VariableRowsEstimate {
    var generator = SplitMix64(seed: seed)
    var sum = 0.0
    var squares = 0.0
    var hits = 0
    for _ in 0..<max(1, spins) {
      let outcome = Outcome.randomSpin(
        for: reels, rows: rows, weights: weights, using: &generator)
      let pay = pay(of: outcome).total
      sum += pay
      squares += pay * pay
      if pay > 0 { hits += 1 }
    }
    return VariableRowsEstimate(
      spins: max(1, spins), seed: seed, totalBet: paytable.totalBet, paySum: sum,
      paySquares: squares, hits: hits)
  }
}
