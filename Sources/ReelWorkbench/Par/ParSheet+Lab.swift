import ReelKit

extension ParSheet {
  /// The spin counts of the RTP intervals a lab report shows: 10³ … 10⁸.
  static let labSpinCounts = [1e3, 1e4, 1e5, 1e6, 1e7, 1e8]

  /// The lab figures as text: volatility index at 90 % and 95 % and the 95 % RTP interval
  /// after 10³ … 10⁸ spins (the top award, the RTP by part and the warnings are in the
  /// sheet's head and foot).
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
    return "test lab\n" + SpinSummary.align(rows)
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
      "topAward": SheetRows.topAwardJSON(topAward, oddsShown: topAwardOddsShown),
    ])
  }
}
