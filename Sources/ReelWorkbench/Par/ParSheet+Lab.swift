import ReelKit

extension ParSheet {
  /// The spin counts of the RTP intervals a lab report shows: 10³ … 10⁸.
  static let labSpinCounts = [1e3, 1e4, 1e5, 1e6, 1e7, 1e8]

  /// The lab figures as text: volatility index at 90 % and 95 %, the 95 % RTP interval
  /// after 10³ … 10⁸ spins, the top award's odds (with a warning when it is rarer than 1 in
  /// 100 million games) and each feature's share of the RTP.
  var labTable: String {
    var rows: [[String]] = [
      [
        "volatility index (90 %)", formatFixed(volatilityIndex(confidence: 0.90), decimals: 6),
        "1.645 × the standard deviation",
      ],
      [
        "volatility index (95 %)", formatFixed(volatilityIndex(confidence: 0.95), decimals: 6),
        "1.960 × the standard deviation",
      ],
    ]
    for spins in Self.labSpinCounts {
      let range = rtpInterval(spins: spins, confidence: 0.95)
      rows.append([
        "RTP after \(formatNumber(spins)) spins",
        "\(formatFixed(range.lowerBound, decimals: 6)) … \(formatFixed(range.upperBound, decimals: 6))",
        "95 % of players or operators see this",
      ])
    }
    rows.append([
      "top award", formatCredits(maxPay),
      "credits, 1 in \(formatOneIn(topAwardProbability)) games (\(maxPayHits) of \(cycle))",
    ])
    for (feature, share) in featureShares {
      rows.append(["\(feature) share", formatFixed(share, decimals: 6), "of the RTP"])
    }
    var text = "test lab\n" + SpinSummary.align(rows)
    if topAwardNeedsOdds {
      text +=
        "warning: the top award (\(formatCredits(maxPay)) credits) comes 1 in "
        + "\(formatOneIn(topAwardProbability)) games, rarer than 1 in 100000000: its odds must "
        + "be shown wherever it is advertised (GLI-11)\n"
    }
    return text
  }

  /// The lab figures as JSON.
  var labJSON: JSONValue {
    .object([
      "volatilityIndex90": .number(volatilityIndex(confidence: 0.90)),
      "volatilityIndex95": .number(volatilityIndex(confidence: 0.95)),
      "rtpIntervals95": .array(
        Self.labSpinCounts.map { spins in
          let range = rtpInterval(spins: spins, confidence: 0.95)
          return .object([
            "spins": .number(spins), "low": .number(range.lowerBound),
            "high": .number(range.upperBound),
          ])
        }),
      "topAward": .object([
        "credits": .number(maxPay),
        "hits": .number(Double(maxPayHits), text: String(maxPayHits)),
        "probability": .number(topAwardProbability),
        "oddsMustBeShown": .bool(topAwardNeedsOdds),
      ]),
      "featureShares": .array(
        featureShares.map { .object(["feature": .string($0.feature), "share": .number($0.share)]) }
      ),
    ])
  }
}
