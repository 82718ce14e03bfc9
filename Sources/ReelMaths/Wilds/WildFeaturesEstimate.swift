/// A Monte Carlo estimate of a wild-features machine: the mean of each part's return per
/// game and its 99 % interval (``MonteCarloConfidence``), `z·s/√N`.
public struct WildFeaturesEstimate: Sendable, Equatable {
  /// Games played.
  public var games = 0
  /// Games whose walking chain or round was cut at its bound.
  public var cut = 0
  /// Σ and Σ² of each part's pay (base, walking, free spins, total), credits.
  var sums = [Double](repeating: 0, count: 4)
  var squares = [Double](repeating: 0, count: 4)

  /// An empty estimate.
  public init() {}

  /// Plays `games` games from `seed` on `spinner`.
  public init(spinner: WildFeaturesSpinner, games: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<games {
      let game = spinner.play(using: &generator)
      add(game)
    }
  }

  /// Counts one game.
  public mutating func add(_ game: WildFeaturesSpinner.Game) {
    games += 1
    if game.cut { cut += 1 }
    for (part, pay) in [game.base, game.walking, game.freeSpins, game.total].enumerated() {
      sums[part] += pay
      squares[part] += pay * pay
    }
  }

  /// Part `part` (0 base, 1 walking, 2 free spins, 3 total) as an RTP for `totalBet`: the
  /// mean and the 99 % half-width.
  public func rtp(part: Int, totalBet: Double) -> (mean: Double, halfWidth: Double) {
    guard games > 1 else { return (0, 0) }
    let n = Double(games)
    let mean = sums[part] / n
    let variance = max(0, (squares[part] - n * mean * mean) / (n - 1))
    return (mean / totalBet, MonteCarloConfidence.z * (variance / n).squareRoot() / totalBet)
  }
}
