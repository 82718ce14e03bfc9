import ReelKit
import ReelKitSupport

/// The sheet's sections for coin levels (``/ReelKit/ParSheet/coinLevels``): one per level
/// (its RTP, hit frequency, spread, top award and odds, the overrides it applies) and the
/// RTP by coin, as text and as JSON.
extension ParSheet {
  /// `1 line, 3 coins of 1 credit per line, total bet 3` on a machine with coin levels, else
  /// the bet line every sheet has.
  var betPhrase: String {
    guard !coinLevels.isEmpty else {
      return SheetRows.bet(mode: mode, bet: bet, lines: lines, totalBet: totalBet)
    }
    let stake = "\(counted(coins, "coin")) of \(formatNumber(bet))"
    return mode == .ways
      ? "by ways, \(stake) per spin, bet \(formatNumber(totalBet))"
      : "\(counted(lines, "line")), \(stake) per line, total bet \(formatNumber(totalBet))"
  }

  /// The sections as text (empty without coin levels), each followed by an empty line.
  var coinLevelsTable: String {
    guard let first = coinLevels.first else { return "" }
    let overrides = coinLevels.reduce(0) { $0 + $1.overrides.count }
    var text =
      "coin levels: \(coinLevels.map { String($0.coins) }.joined(separator: ", ")) coins per "
      + "line (this sheet: \(counted(coins, "coin"))); line pays × coins"
      + (overrides > 0 ? " but for \(counted(overrides, "override"))" : "") + "\n\n"
    for level in coinLevels {
      text += Self.levelTable(level) + "\n"
    }
    var rows = [
      [
        "RTP by coin", "total bet", "RTP", "vs \(counted(first.coins, "coin"))", "top award",
        "1 in",
      ]
    ]
    for level in coinLevels {
      let difference = level.rtp - first.rtp
      rows.append([
        counted(level.coins, "coin"), formatNumber(level.totalBet),
        formatFixed(level.rtp, decimals: 6),
        (difference > 0 ? "+" : "") + formatFixed(difference, decimals: 6),
        formatCredits(level.topAward.credits), formatOneIn(level.topAward.probability),
      ])
    }
    return text + SpinSummary.align(rows) + "\n"
  }

  private static func levelTable(_ level: CoinLevelSheet) -> String {
    let method =
      level.method == .closedForm ? "closed form, no window visited" : "every stop combination"
    var rows = [
      ["return to player (RTP)", formatFixed(level.rtp, decimals: 6), "exact, \(method)"],
      [
        "hit frequency", formatFixed(level.hitFrequency, decimals: 6),
        "1 in \(formatOneIn(level.hitFrequency)): \(level.hits) of \(level.cycle) combinations "
          + "pay",
      ],
      [
        "standard deviation", formatFixed(level.standardDeviation, decimals: 6),
        "of one spin's pay per unit total bet",
      ],
      SheetRows.topAward(level.topAward),
    ]
    if level.overrides.isEmpty {
      rows.append(["line pays", "× \(level.coins)", "every one-coin pay"])
    }
    for override in level.overrides {
      let extra = override.extraRTP.map {
        ", \($0 >= 0 ? "+" : "")\(formatFixed($0, decimals: 6)) RTP over paying "
          + formatNumber(override.scaledPay)
      }
      rows.append([
        "\(override.symbol) × \(override.count)", formatNumber(override.pay),
        "not \(formatNumber(override.scaledPay)) (\(level.coins) × the one-coin pay): "
          + "\(override.hits) hits per cycle, RTP share "
          + formatFixed(override.contribution, decimals: 6) + (extra ?? ": it never pays"),
      ])
    }
    return "\(counted(level.coins, "coin")) per line: total bet \(formatNumber(level.totalBet))\n"
      + SpinSummary.align(rows)
  }

  /// The warnings of the coin levels other than the sheet's own: an RTP above 1, a top award
  /// rarer than 1 in 100 million games whose odds the config does not say are shown.
  var coinLevelWarnings: [String] {
    coinLevels.filter { $0.coins != coins }.flatMap { level in
      SheetRows.warnings(
        totalRTP: level.rtp, topAward: level.topAward, oddsShown: topAwardOddsShown
      ).map { "warning: at \(counted(level.coins, "coin")), " + $0.dropFirst("warning: ".count) }
    }
  }

  /// The coin levels' JSON key (`coinLevels`, only on a machine with coin levels): the level
  /// played, every level's figures and the RTP by coin.
  var coinLevelsJSON: [String: JSONValue] {
    guard let first = coinLevels.first else { return [:] }
    let levels = coinLevels.map { level in
      JSONValue.object([
        "coins": .number(level.coins),
        "totalBet": .number(level.totalBet),
        "rtp": .number(level.rtp),
        "hits": .number(Double(level.hits), text: String(level.hits)),
        "hitFrequency": .number(level.hitFrequency),
        "standardDeviation": .number(level.standardDeviation),
        "calculation": .string(level.method == .closedForm ? "closed-form" : "enumeration"),
        "topAward": SheetRows.topAwardJSON(level.topAward, oddsShown: topAwardOddsShown),
        "overrides": .array(
          level.overrides.map { override in
            .object([
              "symbol": .string(override.symbol),
              "count": .number(override.count),
              "pay": .number(override.pay),
              "scaledPay": .number(override.scaledPay),
              "hits": .number(Double(override.hits), text: String(override.hits)),
              "contribution": .number(override.contribution),
              "extraRTP": .optional(override.extraRTP),
            ])
          }),
      ])
    }
    let byCoin = coinLevels.map { level in
      JSONValue.object([
        "coins": .number(level.coins),
        "rtp": .number(level.rtp),
        "difference": .number(level.rtp - first.rtp),
      ])
    }
    return [
      "coins": .number(coins),
      "coinLevels": .object([
        "played": .number(coins),
        "levels": .array(levels),
        "rtpByCoin": .array(byCoin),
      ]),
    ]
  }
}
