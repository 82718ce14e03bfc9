/// The exact figures of a hold-and-win feature (``HoldAndWinFeature``) on a base game.
///
/// ## Trigger and start
///
/// `P_b(n)`, the probability that a base window shows `n` bonus symbols, is each drum's own
/// distribution of bonus symbols in its window (over its weighted stops) convolved, as the
/// scatter counts are (``ScatterCounts``). The round is triggered with probability
/// `P_t = Σ_{n ≥ T} P_b(n)` and then starts with `n` held with probability `s(n) = P_b(n)/P_t`.
///
/// ## Award
///
/// ``HoldAndWinChain`` gives `P(M = m)`, the bonus symbols held at the end of a round. Each
/// symbol's prize `V` is drawn independently of the chain, with mean `μ` and second moment
/// `E[V²]` (``HoldAndWinFeature/meanPrize``), and a full window adds the grand `G`:
///
///     A | M = m  =  V_1 + … + V_m + G·[m = C]
///     E[A]  = μ·E[M] + G·P(M = C)
///     E[A²] = Σ_m P(M = m)·(m·E[V²] + m(m − 1)·μ² + [m = C]·(2·G·m·μ + G²))
///
/// Jackpot `j` drawn with probability `π_j = w_j/W` per symbol is won at least once in a
/// round with probability `Σ_m P(M = m)·(1 − (1 − π_j)^m)` and `π_j·E[M]` times on average;
/// the grand with probability `P(M = C)`. Per base spin the feature returns `P_t·E[A]`
/// (prizes are × the total bet, so this is its share of the RTP directly).
public struct HoldAndWinSheet: Sendable, Equatable {
  /// `P_b(n)`, `n = 0 … C`: bonus symbols in a base window.
  public var baseCounts: [Double]
  /// `P_t`: the probability that a base spin triggers a round.
  public var triggerProbability: Double
  /// `s(n)`: the held count a round starts with, given a trigger.
  public var startCounts: [Double]
  /// `P(M = m)` given a trigger: the held count a round ends with.
  public var finalCounts: [Double]
  /// The expected respins one round plays.
  public var expectedRespins: Double
  /// `E[M]`: the bonus symbols a round ends with on average.
  public var expectedSymbols: Double
  /// `P(M = C)`: the probability that a round fills the window (and wins the grand).
  public var fullScreenProbability: Double
  /// `E[A]`: the average award of a round, × the total bet.
  public var averageAward: Double
  /// `E[A²]`, (× the total bet)².
  public var awardSquares: Double
  /// `P_t·E[A]`: the feature's return per base spin over the total bet.
  public var featureRTP: Double
  /// Each jackpot's odds, mini … major in the prizes' order, then the grand.
  public var jackpots: [HoldAndWinJackpotOdds]
  /// The largest award a round can pay, × the total bet: a full window (`C` symbols), every
  /// symbol carrying the highest prize `v_max`, plus the grand: `C·v_max + G`.
  public var largestAward: Double = 0
  /// The probability that a round pays ``largestAward``: `P(M = C)·(w_max/W)^C`, `w_max` the
  /// summed weight of the prizes worth `v_max` (prizes are drawn independently of the chain).
  public var largestAwardProbability: Double = 0

  /// The figures of `feature` on the base game `reels` (its window: `reels.rows` × drums,
  /// which must be ``HoldAndWinFeature/cells``), drums weighted by `weights`.
  public init(feature: HoldAndWinFeature, reels: ReelStrips, weights: StopWeights?) {
    let base = ScatterCounts.probabilities(reels: reels, scatter: feature.symbol, weights: weights)
    precondition(base.count == feature.cells + 1, "the feature's cells are the base window's")
    self.init(feature: feature, baseCounts: base)
  }

  /// The figures of `feature` from `baseCounts`, `P_b(n)` for `n = 0 … C`.
  public init(feature: HoldAndWinFeature, baseCounts: [Double]) {
    let cells = feature.cells
    precondition(baseCounts.count == cells + 1, "one probability per count")
    self.baseCounts = baseCounts
    var trigger = 0.0
    for n in feature.trigger...cells { trigger += baseCounts[n] }
    triggerProbability = trigger
    startCounts = baseCounts.enumerated().map { n, probability in
      n >= feature.trigger && trigger > 0 ? probability / trigger : 0
    }
    let chain = HoldAndWinChain(feature: feature, start: startCounts)
    finalCounts = chain.finalCounts
    expectedRespins = chain.expectedRespins
    let mu = feature.meanPrize
    let squared = feature.meanSquaredPrize
    let grand = feature.grand
    var symbols = 0.0
    var squares = 0.0
    for (m, probability) in finalCounts.enumerated() {
      let held = Double(m)
      symbols += held * probability
      var second = held * squared + held * (held - 1) * mu * mu
      if m == cells { second += 2 * grand * held * mu + grand * grand }
      squares += probability * second
    }
    expectedSymbols = symbols
    fullScreenProbability = finalCounts[cells]
    averageAward = mu * symbols + grand * finalCounts[cells]
    awardSquares = squares
    featureRTP = trigger * averageAward
    let total = Double(feature.prizeWeight)
    var odds: [HoldAndWinJackpotOdds] = []
    for prize in feature.prizes {
      guard let name = prize.jackpot else { continue }
      let pi = Double(prize.weight) / total
      var won = 0.0
      for (m, probability) in finalCounts.enumerated() {
        won += probability * (1 - HoldAndWinChain.power(1 - pi, m))
      }
      odds.append(
        HoldAndWinJackpotOdds(
          name: name, value: prize.value, roundProbability: won,
          expectedPerRound: pi * symbols, triggerProbability: trigger))
    }
    if grand > 0 {
      odds.append(
        HoldAndWinJackpotOdds(
          name: "grand", value: grand, roundProbability: finalCounts[cells],
          expectedPerRound: finalCounts[cells], triggerProbability: trigger))
    }
    jackpots = odds
    let drawn = feature.prizes.filter { $0.weight > 0 }
    if let highest = drawn.map { $0.value }.max(), total > 0 {
      let weight = drawn.filter { $0.value == highest }.reduce(0) { $0 + $1.weight }
      largestAward = Double(cells) * highest + grand
      largestAwardProbability =
        finalCounts[cells] * HoldAndWinChain.power(Double(weight) / total, cells)
    }
  }

  /// The standard deviation of one round's award, × the total bet.
  public var awardStandardDeviation: Double {
    max(0, awardSquares - averageAward * averageAward).squareRoot()
  }
}

/// How often a round wins one jackpot.
public struct HoldAndWinJackpotOdds: Sendable, Equatable {
  /// `mini`, `minor`, `major` or `grand`.
  public var name: String
  /// Its value, × the total bet.
  public var value: Double
  /// The probability that a round wins it at least once.
  public var roundProbability: Double
  /// How many times a round wins it on average.
  public var expectedPerRound: Double
  /// The probability that a base spin triggers a round.
  public var triggerProbability: Double

  /// Creates the odds.
  public init(
    name: String, value: Double, roundProbability: Double, expectedPerRound: Double,
    triggerProbability: Double
  ) {
    self.name = name
    self.value = value
    self.roundProbability = roundProbability
    self.expectedPerRound = expectedPerRound
    self.triggerProbability = triggerProbability
  }

  /// The probability that a base spin wins it (in a round it triggers).
  public var spinProbability: Double { triggerProbability * roundProbability }
  /// Its share of the feature's return per base spin over the total bet.
  public var rtp: Double { triggerProbability * expectedPerRound * value }
}
