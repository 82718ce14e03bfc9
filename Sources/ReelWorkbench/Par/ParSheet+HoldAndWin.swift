import ReelKit
import ReelKitSupport

extension ParSheet {
  /// The hold-and-win section: trigger, the round's figures, the RTP with the feature, each
  /// jackpot's odds and the distribution of the bonus symbols a round ends with.
  func holdAndWinTable(_ feature: HoldAndWinSheet) -> String {
    let trigger = feature.triggerProbability
    let full = feature.fullScreenProbability
    var rows = [
      [
        "hold and win", "",
        "exact: the absorbing chain over (cells held, respins left) solved, not simulated",
      ],
      [
        "trigger frequency", formatProbability(trigger),
        "1 in \(formatOneIn(trigger)) base spins start a round",
      ],
      [
        "respins per round", formatFixed(feature.expectedRespins, decimals: 6),
        "respins played on average",
      ],
      [
        "bonus symbols per round", formatFixed(feature.expectedSymbols, decimals: 6),
        "held when the round ends",
      ],
      [
        "average award", formatFixed(feature.averageAward, decimals: 6),
        "× the total bet per round (\(formatCredits(feature.averageAward * totalBet)) credits)",
      ],
      [
        "award standard deviation", formatFixed(feature.awardStandardDeviation, decimals: 6),
        "× the total bet, of one round's award",
      ],
      [
        "full screen", formatProbability(full),
        "per round (1 in \(formatOneIn(full))); 1 in \(formatOneIn(full * trigger)) base spins",
      ],
      [
        "hold-and-win RTP", formatFixed(feature.featureRTP, decimals: 6),
        "RTP contribution: trigger frequency × average award",
      ],
      [
        "hold-and-win share", formatFixed(holdAndWinShare, decimals: 6),
        "of the total RTP: hold-and-win RTP / total RTP",
      ],
      [
        "largest round", formatFixed(feature.largestAward, decimals: 6),
        "× the total bet (full window, every symbol its highest prize, the grand): "
          + "1 in \(formatOneIn(feature.largestAwardProbability)) rounds",
      ],
    ]
    var text = SpinSummary.align(rows)
    if !feature.jackpots.isEmpty {
      rows = [["jackpot", "value", "per round", "1 in (base spins)", "RTP"]]
      for jackpot in feature.jackpots {
        rows.append([
          jackpot.name, formatNumber(jackpot.value), formatProbability(jackpot.roundProbability),
          formatOneIn(jackpot.spinProbability), formatFixed(jackpot.rtp, decimals: 6),
        ])
      }
      text += "\n" + SpinSummary.align(rows)
    }
    rows = [["bonus symbols at the end", "probability per round", "at the start"]]
    for (count, probability) in feature.finalCounts.enumerated()
    where probability > 0 || feature.startCounts[count] > 0 {
      rows.append([
        String(count), formatProbability(probability),
        formatProbability(feature.startCounts[count]),
      ])
    }
    return text + "\n" + SpinSummary.align(rows)
  }

  /// The hold-and-win section as JSON.
  func holdAndWinJSON(_ feature: HoldAndWinSheet) -> JSONValue {
    .object([
      "triggerProbability": .number(feature.triggerProbability),
      "expectedRespins": .number(feature.expectedRespins),
      "expectedSymbols": .number(feature.expectedSymbols),
      "averageAward": .number(feature.averageAward),
      "averageAwardCredits": .number(feature.averageAward * totalBet),
      "awardStandardDeviation": .number(feature.awardStandardDeviation),
      "fullScreenProbability": .number(feature.fullScreenProbability),
      "featureRTP": .number(feature.featureRTP),
      "featureShare": .number(holdAndWinShare),
      "totalRTP": .number(totalRTP),
      "largestAward": .number(feature.largestAward),
      "largestAwardProbability": .number(feature.largestAwardProbability),
      "startCounts": .array(feature.startCounts.map { .number($0) }),
      "finalCounts": .array(feature.finalCounts.map { .number($0) }),
      "jackpots": .array(
        feature.jackpots.map { jackpot in
          .object([
            "name": .string(jackpot.name),
            "value": .number(jackpot.value),
            "roundProbability": .number(jackpot.roundProbability),
            "spinProbability": .number(jackpot.spinProbability),
            "expectedPerRound": .number(jackpot.expectedPerRound),
            "rtp": .number(jackpot.rtp),
          ])
        }),
    ])
  }
}
