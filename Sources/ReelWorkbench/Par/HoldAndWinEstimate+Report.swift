import ReelKit
import ReelKitSupport

extension HoldAndWinEstimate {
  /// The readable estimate of `feature` with its 99 % intervals, beside the exact figures
  /// when they are known, and whether each exact figure lies inside its interval.
  public func table(feature: HoldAndWinFeature, exact: HoldAndWinSheet?) -> String {
    var rows = [
      ["hold and win", "estimate", "\(MonteCarloConfidence.percent) interval", "exact", "inside"]
    ]
    func row(_ name: String, _ interval: Interval, _ exactValue: Double?) {
      rows.append([
        name, formatProbability(interval.value),
        "\(formatProbability(interval.low)) … \(formatProbability(interval.high))",
        exactValue.map(formatProbability) ?? "-",
        exactValue.map { interval.contains($0) ? "yes" : "NO" } ?? "-",
      ])
    }
    row("trigger frequency", triggerFrequency, exact?.triggerProbability)
    row("average award", averageAward, exact?.averageAward)
    row("hold-and-win RTP", featureRTP, exact?.featureRTP)
    row("full screen per round", fullScreen, exact?.fullScreenProbability)
    for (index, prize) in feature.prizes.enumerated() {
      guard let name = prize.jackpot else { continue }
      row(
        "\(name) per round", prizeRounds[index],
        exact?.jackpots.first { $0.name == name }?.roundProbability)
    }
    var text = SpinSummary.align(rows)
    text +=
      "\n\(tally.triggers) rounds in \(tally.spins) base spins (seed \(seed)), "
      + "\(formatFixed(respinsPerRound, decimals: 4)) respins per round"
      + (exact.map { " (exact \(formatFixed($0.expectedRespins, decimals: 4)))" } ?? "") + "\n"
    return text
  }

  /// The estimate as JSON, with `exact` beside it when known.
  public func json(feature: HoldAndWinFeature, exact: HoldAndWinSheet?) -> JSONValue {
    func interval(_ value: Interval, _ exactValue: Double?) -> JSONValue {
      .object([
        "estimate": .number(value.value), "low": .number(value.low), "high": .number(value.high),
        "exact": .optional(exactValue),
      ])
    }
    var jackpots: [JSONValue] = []
    for (index, prize) in feature.prizes.enumerated() {
      guard let name = prize.jackpot else { continue }
      jackpots.append(
        .object([
          "name": .string(name),
          "roundProbability": interval(
            prizeRounds[index], exact?.jackpots.first { $0.name == name }?.roundProbability),
        ]))
    }
    return .object([
      "confidence": .number(0.99),
      "spins": .number(Double(tally.spins)),
      "rounds": .number(Double(tally.triggers)),
      "seed": .number(Double(seed), text: String(seed)),
      "triggerFrequency": interval(triggerFrequency, exact?.triggerProbability),
      "averageAward": interval(averageAward, exact?.averageAward),
      "featureRTP": interval(featureRTP, exact?.featureRTP),
      "fullScreen": interval(fullScreen, exact?.fullScreenProbability),
      "jackpots": .array(jackpots),
      "respinsPerRound": .number(respinsPerRound),
      "finalCounts": .array(finalCounts.map { .number($0) }),
    ])
  }
}
