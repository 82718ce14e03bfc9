import ReelKit
import ReelKitSupport

/// The phrases and rows every exact sheet shares (``/ReelKit/ParSheet``,
/// ``/ReelKit/VariableRowsSheet``, ``/ReelKit/TumbleSheet``, the cluster and cascade reports),
/// written once: the headline (the **total** RTP first), the RTP by part with each part's
/// contribution and share, the top award, the free-spins section and the warnings.
enum SheetRows {
  /// `, weights 256/256/256` when any drum's weight sum differs from its stop count; empty
  /// otherwise.
  static func weights(stops: [Int], weightSums: [UInt64]) -> String {
    let weighted = zip(stops, weightSums).contains { UInt64($0) != $1 }
    return weighted ? ", weights \(weightSums.map(String.init).joined(separator: "/"))" : ""
  }

  /// `by ways, bet 1 per spin`, or `20 lines, bet 1 per line, total bet 20`.
  static func bet(mode: PayMode, bet: Double, lines: Int, totalBet: Double) -> String {
    mode == .ways
      ? "by ways, bet \(formatNumber(bet)) per spin"
      : "\(counted(lines, "line")), bet \(formatNumber(bet)) per line, total bet "
        + "\(formatNumber(totalBet))"
  }

  /// The first row of every sheet: the machine's total RTP (`total`), with what it counts.
  static func headline(total: Double, detail: String) -> [String] {
    ["return to player (RTP)", formatFixed(total, decimals: 6), detail]
  }

  /// What the headline's total counts: `total: base game + free spins` when `parts` has a
  /// feature, then `own`.
  static func totalDetail(parts: [SheetPart], own: String) -> String {
    let features = parts.filter(\.isFeature).map(\.name)
    guard !features.isEmpty else { return own }
    return "total: base game + \(features.joined(separator: " + ")); " + own
  }

  /// The rows of the hit frequency, the standard deviation of one `spin`'s pay (a spin's, a
  /// chain's) and the expected pay, `base` saying they are the base game's.
  static func figures(
    hitFrequency: Double, hits: UInt64, cycle: UInt64, standardDeviation: Double,
    variance: Double, spin: String, expectedPay: Double, base: Bool = false
  ) -> [[String]] {
    let own = base ? " (base game)" : ""
    return [
      [
        "hit frequency", formatFixed(hitFrequency, decimals: 6),
        "1 in \(formatOneIn(hitFrequency)): \(hits) of \(cycle) combinations pay\(own)",
      ],
      [
        "standard deviation", formatFixed(standardDeviation, decimals: 6),
        "of one \(spin) pay per unit total bet (variance \(formatFixed(variance, decimals: 6)))"
          + own,
      ],
      ["expected pay", formatFixed(expectedPay, decimals: 6), "credits per spin\(own)"],
    ]
  }

  /// The RTP by part: each part's contribution (credits returned per credit bet) and its
  /// share of the total (contribution / total RTP), the base game's subtotal before the
  /// features when it has more than one part, and the total; followed by an empty line.
  /// Empty for a single part (the headline says it all).
  static func parts(_ parts: [SheetPart]) -> String {
    guard parts.count > 1 else { return "" }
    let baseParts = parts.firstIndex(where: \.isFeature) ?? parts.count
    let total = parts.reduce(0) { $0 + $1.rtp }
    var rows = [["RTP by part", "RTP contribution", "share of the total"]]
    func row(_ name: String, _ rtp: Double) {
      rows.append([
        name, formatFixed(rtp, decimals: 6),
        formatFixed(SheetPart(name: name, rtp: rtp).share(of: total), decimals: 6),
      ])
    }
    for (index, part) in parts.enumerated() {
      if index == baseParts, baseParts > 1, index < parts.count {
        row("base game", parts[..<baseParts].reduce(0) { $0 + $1.rtp })
      }
      row(part.name, part.rtp)
    }
    rows.append(["total RTP", formatFixed(total, decimals: 6), formatFixed(1, decimals: 6)])
    return SpinSummary.align(rows) + "\n"
  }

  /// The parts as JSON: `[{"part", "rtp", "share"}]`.
  static func partsJSON(_ parts: [SheetPart]) -> JSONValue {
    let total = parts.reduce(0) { $0 + $1.rtp }
    return .array(
      parts.map { part in
        .object([
          "part": .string(part.name), "rtp": .number(part.rtp),
          "share": .number(part.share(of: total)),
        ])
      })
  }

  /// The top award's row: its credits, its odds and what it counts.
  static func topAward(_ award: TopAward) -> [String] {
    let odds = award.probability > 0 ? "1 in \(formatOneIn(award.probability)) games" : "never"
    let counts = award.hits.map { hits in " (\(hits) of \(award.cycle ?? 0))" } ?? ""
    let scope: String
    switch award.scope {
    case .spin: scope = "one spin, exact"
    case .chain: scope = "one spin's whole chain, exact"
    case .holdAndWinRound:
      scope =
        "a whole hold-and-win round (full window, every symbol its highest prize, "
        + "the grand), exact odds; its base spin's own pay not added"
    case .baseGameOnly(let bound):
      scope =
        "the base game's largest spin only: free-spins rounds not counted "
        + (bound.map { "(a whole game pays at most \(formatCredits($0)) credits)" }
          ?? "(with retriggers a round has no largest win; --monte-carlo N bounds it)")
    }
    return ["top award", formatCredits(award.credits), "credits, \(odds)\(counts): \(scope)"]
  }

  /// The top award as JSON: `credits`, `probability`, `hits` (or null), `scope` (`spin`,
  /// `chain`, `hold-and-win-round`, `base-game-only`), `exact` and `bound`.
  static func topAwardJSON(_ award: TopAward, oddsShown: Bool) -> JSONValue {
    var scope = "spin"
    var bound: Double?
    switch award.scope {
    case .spin: break
    case .chain: scope = "chain"
    case .holdAndWinRound: scope = "hold-and-win-round"
    case .baseGameOnly(let limit):
      scope = "base-game-only"
      bound = limit
    }
    let exact: Bool
    if case .baseGameOnly = award.scope { exact = false } else { exact = true }
    return .object([
      "credits": .number(award.credits),
      "hits": award.hits.map { .number(Double($0), text: String($0)) } ?? .null,
      "probability": .number(award.probability),
      "scope": .string(scope),
      "exact": .bool(exact),
      "wholeGameBound": .optional(bound),
      "oddsMustBeShown": .bool(award.isRarerThanOddsLimit),
      "oddsShown": .bool(oddsShown),
    ])
  }

  /// The warnings of a sheet, one line each: a total RTP above 1 (the machine pays out more
  /// than it takes), and a top award rarer than 1 in 100 million games unless the config says
  /// its odds are shown (`paytable.topAwardOddsShown`).
  static func warnings(
    totalRTP: Double, topAward: TopAward?, oddsShown: Bool, unit: String = "credits"
  ) -> [String] {
    var lines: [String] = []
    if totalRTP > 1 {
      lines.append(
        "warning: the total RTP \(formatFixed(totalRTP, decimals: 6)) is above 1: the machine "
          + "pays out more than it takes (check the pays and the multiplier rule)")
    }
    if let topAward, topAward.isRarerThanOddsLimit, !oddsShown {
      lines.append(
        "warning: the top award (\(formatCredits(topAward.credits)) \(unit)) comes 1 in "
          + "\(formatOneIn(topAward.probability)) games, rarer than 1 in 100000000: its odds "
          + "must be shown wherever it is advertised (GLI-11; paytable.topAwardOddsShown: true "
          + "when they are)")
    }
    return lines
  }

  /// The warnings as text, each line ending in a newline.
  static func warningText(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}
