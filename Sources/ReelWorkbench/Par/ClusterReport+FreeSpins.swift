import ReelKit
import ReelKitSupport

extension FreeSpinsRows {
  /// The free-spins section of a cluster grid's Monte Carlo sheet (``ClusterReport``): the
  /// tally's rounds, each a base spin with the free spins it triggered, the RTP split into the
  /// base spins' capped pays and the rest of the round wins (true shares: base + free spins
  /// = the round's RTP, the cap's cut charged to the free spins).
  init(cluster tally: ClusterTally, spins: UInt64, seed: UInt64) {
    let rounds = max(1, tally.weight)
    let triggers = max(1, tally.triggerWeight)
    method =
      "Monte Carlo: \(spins) base spins, seed \(seed), each trigger's round played with the "
      + "cell multipliers persisting"
    triggerFrequency = tally.triggerWeight / rounds
    triggerDetail =
      tally.triggerWeight > 0
      ? "1 in \(formatOneIn(triggerFrequency)): \(Int(tally.triggerWeight)) of \(spins) spins"
      : "no trigger in \(spins) spins"
    spinsPerTrigger = tally.awardedSum / triggers
    retriggersPerSpin = tally.freeSpinsSum > 0 ? tally.retriggeredSum / tally.freeSpinsSum : 0
    spinsPlayedPerTrigger = tally.freeSpinsSum / triggers
    multiplier = 1
    baseRTP = tally.baseWinSum / rounds
    featureRTP = tally.rtp - baseRTP
    spinValue = tally.freeSpinsSum > 0 ? (tally.winSum - tally.baseWinSum) / tally.freeSpinsSum : 0
    averageFeatureWin = (tally.winSum - tally.baseWinSum) / triggers
    totalStandardDeviation = tally.standardDeviation
    totalVariance = totalStandardDeviation * totalStandardDeviation
    extraJSON = [
      "roundsCutProbability": .number(tally.roundsTruncatedWeight / rounds),
      "triggerFrequencyInterval": .array(
        [
          .number(triggerFrequency - Self.margin(triggerFrequency, rounds)),
          .number(triggerFrequency + Self.margin(triggerFrequency, rounds)),
        ]),
    ]
  }

  /// The 99 % margin of a proportion `p` over `n` trials (``/ReelKit/MonteCarloConfidence``).
  static func margin(_ p: Double, _ n: Double) -> Double {
    MonteCarloConfidence.z * (max(0, p * (1 - p)) / n).squareRoot()
  }
}
