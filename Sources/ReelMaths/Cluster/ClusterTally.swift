/// The weighted counts of cluster spins: every spin of an enumeration (weighted by its stops'
/// weights) or of a Monte Carlo run (weight 1). Tallies of disjoint parts add
/// (``adding(_:)``); added in the same order they give the same bits.
public struct ClusterTally: Sendable, Equatable, Hashable {
  /// The lower bounds, × bet, of the win-size classes after "no win" and "below 1×":
  /// `[1, 2)`, `[2, 5)`, …, `[1000, ∞)`.
  public static let classBounds: [Double] = [1, 2, 5, 10, 20, 50, 100, 500, 1000]

  /// The total weight (spins, for a Monte Carlo run).
  public var weight = 0.0
  /// The weight of the spins that win.
  public var hitWeight = 0.0
  /// `Σ weight · win`, × bet.
  public var winSum = 0.0
  /// `Σ weight · win²`.
  public var winSquares = 0.0
  /// The weight of the spins whose win the cap cut.
  public var cappedWeight = 0.0
  /// The weight of the chains cut at ``ClusterRules/maximumCascades``.
  public var truncatedWeight = 0.0
  /// `Σ weight · cascades`.
  public var cascadeSum = 0.0
  /// The largest win, × bet.
  public var maxWin = 0.0
  /// The weight of the spins that win ``maxWin`` (0 while nothing won).
  public var maxWinWeight = 0.0
  /// The weight of each win-size class: no win, `(0, 1)`, then one per ``classBounds``.
  public var classWeights = [Double](repeating: 0, count: classBounds.count + 2)

  /// With free spins (``ClusterRound``): `Σ weight · baseWin`, the base spins' share of the
  /// round wins (the rest is the free spins').
  public var baseWinSum = 0.0
  /// The weight of the rounds that trigger free spins.
  public var triggerWeight = 0.0
  /// `Σ weight · spins awarded by the trigger`.
  public var awardedSum = 0.0
  /// `Σ weight · spins awarded by retriggers`.
  public var retriggeredSum = 0.0
  /// `Σ weight · free spins played`.
  public var freeSpinsSum = 0.0
  /// The weight of the rounds cut at ``ClusterFreeSpins/maximumPlayedSpins``.
  public var roundsTruncatedWeight = 0.0

  /// An empty tally.
  public init() {}

  /// The class of a win, an index of ``classWeights``.
  public static func sizeClass(of win: Double) -> Int {
    guard win > 0 else { return 0 }
    return 1 + classBounds.count(where: { win >= $0 })
  }

  /// Counts `spin` with `weight`.
  public mutating func add(_ spin: ClusterSpin, weight: Double) {
    self.weight += weight
    let win = spin.win
    if win > 0 { hitWeight += weight }
    winSum += weight * win
    winSquares += weight * win * win
    if spin.capped { cappedWeight += weight }
    if spin.truncated { truncatedWeight += weight }
    cascadeSum += weight * Double(spin.cascades)
    classWeights[Self.sizeClass(of: win)] += weight
    if win > maxWin {
      maxWin = win
      maxWinWeight = weight
    } else if win == maxWin, win > 0 {
      maxWinWeight += weight
    }
  }

  /// Counts the round `round` with `weight`: its win (the base spin's and the free spins'
  /// together, capped) as one spin's, the base spin's cascades, and the feature's counts.
  public mutating func add(_ round: ClusterRound, weight: Double) {
    var spin = round.base
    spin.win = round.win
    spin.capped = round.capped
    add(spin, weight: weight)
    baseWinSum += weight * round.baseWin
    if round.triggered { triggerWeight += weight }
    awardedSum += weight * Double(round.awarded)
    retriggeredSum += weight * Double(round.retriggered)
    freeSpinsSum += weight * Double(round.freeSpins.count)
    if round.truncated { roundsTruncatedWeight += weight }
  }

  /// The sum of `self` and `other` (disjoint spins).
  public func adding(_ other: ClusterTally) -> ClusterTally {
    var sum = self
    sum.weight += other.weight
    sum.hitWeight += other.hitWeight
    sum.winSum += other.winSum
    sum.winSquares += other.winSquares
    sum.cappedWeight += other.cappedWeight
    sum.truncatedWeight += other.truncatedWeight
    sum.cascadeSum += other.cascadeSum
    sum.baseWinSum += other.baseWinSum
    sum.triggerWeight += other.triggerWeight
    sum.awardedSum += other.awardedSum
    sum.retriggeredSum += other.retriggeredSum
    sum.freeSpinsSum += other.freeSpinsSum
    sum.roundsTruncatedWeight += other.roundsTruncatedWeight
    for index in sum.classWeights.indices { sum.classWeights[index] += other.classWeights[index] }
    if other.maxWin > maxWin {
      sum.maxWin = other.maxWin
      sum.maxWinWeight = other.maxWinWeight
    } else if other.maxWin == maxWin {
      sum.maxWinWeight += other.maxWinWeight
    }
    return sum
  }

  /// The RTP: `Σ w·win / Σ w`.
  public var rtp: Double { weight > 0 ? winSum / weight : 0 }
  /// The hit frequency.
  public var hitFrequency: Double { weight > 0 ? hitWeight / weight : 0 }
  /// The probability the cap cuts a spin's win.
  public var capProbability: Double { weight > 0 ? cappedWeight / weight : 0 }
  /// The probability of the largest win.
  public var maxWinProbability: Double { weight > 0 ? maxWinWeight / weight : 0 }
  /// The standard deviation of one spin's win, × bet (of the weighted population).
  public var standardDeviation: Double {
    guard weight > 0 else { return 0 }
    return max(0, winSquares / weight - rtp * rtp).squareRoot()
  }
}
