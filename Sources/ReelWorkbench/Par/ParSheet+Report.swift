import ReelKit
import ReelKitSupport

/// A probability as a plain decimal with at least 6 decimals and 6 significant digits:
/// `0.312345`, `0.0000123457`.
func formatProbability(_ value: Double) -> String {
  guard value > 0, value.isFinite else { return value == 0 ? "0" : value.description }
  var decimals = 6
  var scaled = value * 1e6
  while scaled < 1e5 && decimals < 24 {
    scaled *= 10
    decimals += 1
  }
  return formatFixed(value, decimals: decimals)
}

/// `1 in N` for a probability, 2 decimals (`-` for 0); from 10¹² on, about four significant
/// digits (`3.52e31`).
func formatOneIn(_ probability: Double) -> String {
  guard probability > 0 else { return "-" }
  let odds = 1 / probability
  return odds < 1e12 ? formatFixed(odds, decimals: 2) : formatCompact(odds)
}

extension ParSheet {
  /// The readable sheet: the machine, its **total** RTP first (base game and features), hit
  /// frequency, spread and top award, the RTP by part, each feature's section, then every
  /// line and scatter entry with its hits over the cycle, probability and share of the RTP.
  public var table: String { table(kind: .reels) }

  /// How the sheet was computed, for its title.
  var methodPhrase: String {
    method == .closedForm ? "closed form, no window visited" : "every stop combination"
  }

  /// The sheet's warnings (``SheetRows/warnings(totalRTP:topAward:oddsShown:)``).
  public var warnings: [String] {
    SheetRows.warnings(totalRTP: totalRTP, topAward: topAward, oddsShown: topAwardOddsShown)
      + coinLevelWarnings  // CoinLevelRows.swift
  }

  /// The readable sheet of a machine of `kind`: a wheel's speaks of its segments and prizes.
  public func table(kind: MachineKind) -> String {
    var text = "PAR sheet: \(machine) (exact, \(methodPhrase))\n"
    let weights = SheetRows.weights(stops: stops, weightSums: weightSums)
    if kind == .wheel {
      text +=
        "wheel of \(counted(stops.first ?? 0, "segment"))\(weights); cycle \(cycle) outcomes\n"
    } else {
      text +=
        "\(counted(stops.count, "drum")) of \(stops.map(String.init).joined(separator: "/")) "
        + "stops\(weights), \(counted(rows, "row")); cycle \(cycle) combinations "
        + (method == .closedForm
          ? "(\(counted(Int(clamping: windows), "distinct window")), none visited)\n"
          : "(\(counted(Int(clamping: windows), "window")) enumerated)\n")
    }
    text += betPhrase  // with coin levels: CoinLevelRows.swift
    if let wild { text += ", wild \(wild)" }
    if let scatter { text += ", scatter \(scatter)" }
    text += "\n"
    if let methodReason { text += "method \(methodReason)\n" }
    text += "\n"
    let parts = rtpParts
    let hasFeature = parts.contains(where: \.isFeature)
    let returned =
      "\(formatCredits(returnPerCycle)) credits returned of \(formatNumber(betPerCycle)) bet "
      + "per cycle" + (hasFeature ? " by the base game" : "")
    let summary =
      [
        SheetRows.headline(
          total: totalRTP,
          detail: SheetRows.totalDetail(parts: parts, own: returned))
      ]
      + SheetRows.figures(
        hitFrequency: hitFrequency, hits: hits, cycle: cycle,
        standardDeviation: standardDeviation, variance: variance, spin: "spin's",
        expectedPay: expectedPay, base: hasFeature) + [SheetRows.topAward(topAward)]
      + largestRoundRow
    text += SpinSummary.align(summary) + "\n"
    text += SheetRows.parts(parts)
    if let freeSpins {
      text += FreeSpinsRows(freeSpins, sheet: self).table + "\n"
      // "Book of": ExpandingSymbolRows.swift.
      if let book = freeSpins.expanding {
        text +=
          ExpandingSymbolRows(freeSpins: freeSpins, book: book, totalRTP: totalRTP).table
          + "\n"
      }
    }
    if let holdAndWin {
      text += holdAndWinTable(holdAndWin) + "\n"
    }
    text += coinLevelsTable  // every coin level and the RTP by coin (CoinLevelRows.swift)
    text += winRulesTable  // win sizes, cap, bonus buy (WinRulesRows.swift)
    text += entryTable(
      kind == .wheel ? "segment prize" : mode == .ways ? "ways win" : "line win", lineWins,
      scatter: false,
      probability: kind == .wheel || mode == .ways ? "probability per spin" : "probability per line"
    )
    if !scatterWins.isEmpty {
      text += "\n"
      text += entryTable(
        "scatter win", scatterWins, scatter: true, probability: "probability per spin")
    }
    return text + "\n" + labTable + SheetRows.warningText(warnings)
  }

  private func entryTable(
    _ title: String, _ entries: [Entry], scatter: Bool, probability: String
  ) -> String {
    var rows = [[title, "pay", "credits", "hits per cycle", probability, "1 in", "RTP share"]]
    for entry in entries {
      let chance = self.probability(entry, scatter: scatter)
      rows.append([
        "\(entry.symbol) × \(entry.count)", formatNumber(entry.pay), formatCredits(entry.credits),
        String(entry.hits), formatProbability(chance), formatOneIn(chance),
        formatFixed(contribution(entry), decimals: 6),
      ])
    }
    let total = entries.reduce(0.0) { $0 + contribution($1) }
    rows.append(["total", "", "", "", "", "", formatFixed(total, decimals: 6)])
    return SpinSummary.align(rows)
  }

  /// The sheet as JSON (sorted keys): `rtp` is the total RTP (``totalRTP``), `baseRTP` the
  /// base game's; counts as exact integers, shares and probabilities as doubles in their
  /// shortest form.
  public var json: JSONValue {
    func count(_ value: UInt64) -> JSONValue { .number(Double(value), text: String(value)) }
    func entries(_ list: [Entry], scatter: Bool) -> JSONValue {
      .array(
        list.map { entry in
          .object([
            "symbol": .string(entry.symbol),
            "count": .number(entry.count),
            "pay": .number(entry.pay),
            "credits": .number(entry.credits),
            "hits": count(entry.hits),
            "probability": .number(probability(entry, scatter: scatter)),
            "contribution": .number(contribution(entry)),
          ])
        })
    }
    var object: [String: JSONValue] = [
      "machine": .string(machine),
      "method": .string("exact"),
      "calculation": .string(method == .closedForm ? "closed-form" : "enumeration"),
      "calculationReason": methodReason.map { .string($0) } ?? .null,
      "drums": .array(
        zip(stops, weightSums).map { .object(["stops": .number($0), "weightSum": count($1)]) }),
      "rows": .number(rows),
      "lines": .number(lines),
      "mode": .string(mode.rawValue),
      "bet": .number(bet),
      "totalBet": .number(totalBet),
      "wild": wild.map { .string($0) } ?? .null,
      "scatter": scatter.map { .string($0) } ?? .null,
      "cycle": count(cycle),
      "windows": count(windows),
      "rtp": .number(totalRTP),
      "baseRTP": .number(rtp),
      "rtpParts": SheetRows.partsJSON(rtpParts),
      "returnPerCycle": .number(returnPerCycle),
      "betPerCycle": .number(betPerCycle),
      "expectedPay": .number(expectedPay),
      "hits": count(hits),
      "hitFrequency": .number(hitFrequency),
      "variance": .number(variance),
      "standardDeviation": .number(standardDeviation),
      "maxPay": .number(maxPay),
      "topAward": SheetRows.topAwardJSON(topAward, oddsShown: topAwardOddsShown),
      "warnings": .array(warnings.map { .string($0) }),
      "lab": labJSON,
      "lineWins": entries(lineWins, scatter: false),
      "scatterWins": entries(scatterWins, scatter: true),
    ]
    if let freeSpins { object["freeSpins"] = FreeSpinsRows(freeSpins, sheet: self).json }
    if let book = freeSpins?.expanding, let freeSpins {
      object["expandingSymbol"] =
        ExpandingSymbolRows(freeSpins: freeSpins, book: book, totalRTP: totalRTP).json
    }
    if let holdAndWin { object["holdAndWin"] = holdAndWinJSON(holdAndWin) }
    object.merge(winRulesJSON) { own, _ in own }  // WinRulesRows.swift
    object.merge(coinLevelsJSON) { own, _ in own }  // CoinLevelRows.swift
    return .object(
      object.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }
}

extension MonteCarloEstimate {
  /// The readable estimate, compared with the exact figures when they are known; with
  /// `precision`, how a `--precision` run stopped.
  ///
  /// With `tumbles` (the exact sheet of a tumbling machine), the exact column is its chain
  /// figures and the tumble rows compare with it.
  public func table(
    machine: String, exact: ParSheet?, precision: MonteCarloPrecision? = nil,
    tumbles: TumbleSheet? = nil
  ) -> String {
    let exact = ExactFigures(sheet: exact, tumbles: tumbles)
    var text = "Monte Carlo estimate: \(machine), \(spins) spins from seed \(seed)\n"
    if let precision {
      text +=
        "precision: RTP half-width \(formatFixed(precision.halfWidth, decimals: 6)) "
        + (precision.reached
          ? "<= \(formatNumber(precision.requested)) reached"
          : "> \(formatNumber(precision.requested)): not reached at the cap of "
            + "\(precision.maximumSpins) spins") + "\n"
    }
    text += "\n"
    func verdict(_ inside: Bool) -> String { inside ? "inside" : "OUTSIDE" }
    var rows = [["", "estimate", "\(MonteCarloConfidence.percent) interval", "exact", ""]]
    rows.append([
      "return to player (RTP)", formatFixed(rtp, decimals: 6),
      "\(formatFixed(rtpLow, decimals: 6)) … \(formatFixed(rtpHigh, decimals: 6))",
      exact.map { formatFixed($0.totalRTP, decimals: 6) } ?? "-",
      exact.map { verdict(containsRTP($0.totalRTP)) } ?? "",
    ])
    rows.append([
      "hit frequency", formatFixed(hitFrequency, decimals: 6),
      "\(formatFixed(hitLow, decimals: 6)) … \(formatFixed(hitHigh, decimals: 6))",
      exact.map { formatFixed($0.hitFrequency, decimals: 6) } ?? "-",
      exact.map { verdict(containsHitFrequency($0.hitFrequency)) } ?? "",
    ])
    rows.append([
      "standard deviation", formatFixed(standardDeviation, decimals: 6), "",
      exact.map { formatFixed($0.totalStandardDeviation, decimals: 6) } ?? "-", "",
    ])
    if triggers > 0 || exact?.freeSpins != nil {
      let feature = exact?.freeSpins
      rows.append([
        "free spins RTP", formatFixed(featureRTP, decimals: 6), "",
        feature.map { formatFixed($0.featureRTP, decimals: 6) } ?? "-", "",
      ])
      rows.append([
        "free spins share", formatFixed(featureShare, decimals: 6), "",
        exact.map { formatFixed($0.freeSpinsShare, decimals: 6) } ?? "-", "",
      ])
      rows.append([
        "trigger frequency", formatFixed(Double(triggers) / Double(spins), decimals: 6),
        "\(triggers) triggers",
        feature.map { formatFixed($0.triggerFrequency, decimals: 6) } ?? "-",
        "",
      ])
      rows.append([
        "spins played per trigger",
        formatFixed(triggers > 0 ? Double(freeSpinsPlayed) / Double(triggers) : 0, decimals: 6),
        "\(freeSpinsPlayed) free spins",
        feature.map { formatFixed($0.spinsPlayedPerTrigger, decimals: 6) } ?? "-", "",
      ])
    }
    if playedTumbles || tumbles != nil {
      rows += tumbleRows(tumbles)
    }
    text += SpinSummary.align(rows)
    if cutChains > 0 {
      text += "warning: \(counted(cutChains, "chain")) stopped at maxTumbles\n"
    }
    if truncatedFeatures > 0 {
      text +=
        "warning: \(counted(truncatedFeatures, "feature")) stopped at "
        + "\(FreeSpinsFeature.maximumPlayedSpins) free spins\n"
    }
    return text
  }

  /// The estimate as JSON (sorted keys), with the exact figures when known and, with
  /// `precision`, how a `--precision` run stopped.
  public func json(
    machine: String, exact: ParSheet?, precision: MonteCarloPrecision? = nil,
    tumbles: TumbleSheet? = nil
  ) -> JSONValue {
    let exact = ExactFigures(sheet: exact, tumbles: tumbles)
    var object: [String: JSONValue] = [
      "machine": .string(machine),
      "method": .string("monte-carlo"),
      "spins": .number(spins),
      "seed": .number(Double(seed), text: String(seed)),
      "rtp": .number(rtp),
      "rtpInterval": .array([JSONValue.number(rtpLow), .number(rtpHigh)]),
      "hits": .number(hits),
      "hitFrequency": .number(hitFrequency),
      "hitInterval": .array([JSONValue.number(hitLow), .number(hitHigh)]),
      "standardDeviation": .number(standardDeviation),
      "exact": exact.map { sheet in
        .object([
          "rtp": .number(sheet.totalRTP),
          "hitFrequency": .number(sheet.hitFrequency),
          "standardDeviation": .number(sheet.totalStandardDeviation),
          "rtpInside": .bool(containsRTP(sheet.totalRTP)),
          "hitFrequencyInside": .bool(containsHitFrequency(sheet.hitFrequency)),
        ])
      } ?? .null,
    ]
    if let precision {
      object["precision"] = .object([
        "requested": .number(precision.requested),
        "halfWidth": .number(precision.halfWidth),
        "reached": .bool(precision.reached),
        "maximumSpins": .number(
          Double(precision.maximumSpins), text: String(precision.maximumSpins)),
      ])
    }
    if playedTumbles || tumbles != nil {
      object["tumbles"] = tumbleJSON(tumbles)
    }
    if triggers > 0 || exact?.freeSpins != nil {
      object["freeSpins"] = .object([
        "triggers": .number(triggers),
        "freeSpinsPlayed": .number(freeSpinsPlayed),
        "featureRTP": .number(featureRTP),
        "featureShare": .number(featureShare),
        "truncatedFeatures": .number(truncatedFeatures),
      ])
    }
    return .object(
      object.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }
}
