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

/// `1 in N` for a probability, 2 decimals (`-` for 0).
func formatOneIn(_ probability: Double) -> String {
  probability > 0 ? formatFixed(1 / probability, decimals: 2) : "-"
}

extension ParSheet {
  /// The readable sheet: the machine, RTP, hit frequency, spread, then every line and
  /// scatter entry with its hits over the cycle, probability and share of the RTP.
  public var table: String { table(kind: .reels) }

  /// The readable sheet of a machine of `kind`: a wheel's speaks of its segments and prizes.
  public func table(kind: MachineKind) -> String {
    let how = method == .closedForm ? "closed form, no window visited" : "every stop combination"
    var text = "PAR sheet: \(machine) (exact, \(how))\n"
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
    text += SheetRows.bet(mode: mode, bet: bet, lines: lines, totalBet: totalBet)
    if let wild { text += ", wild \(wild)" }
    if let scatter { text += ", scatter \(scatter)" }
    text += "\n\n"
    let summary =
      SheetRows.figures(
        rtp: rtp, returnPerCycle: returnPerCycle, betPerCycle: betPerCycle, returned: "",
        hitFrequency: hitFrequency, hits: hits, cycle: cycle,
        standardDeviation: standardDeviation, variance: variance, spin: "spin's",
        expectedPay: expectedPay) + [["largest pay", formatCredits(maxPay), "credits in one spin"]]
    text += SpinSummary.align(summary)
    text += "\n"
    if let freeSpins {
      text += freeSpinsTable(freeSpins) + "\n"
    }
    if let holdAndWin {
      text += holdAndWinTable(holdAndWin) + "\n"
    }
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
    return text + "\n" + labTable
  }

  /// The feature's rows: trigger, spins, retriggers, values and the RTP with the feature.
  private func freeSpinsTable(_ feature: FreeSpinsSheet) -> String {
    let rows = [
      [
        "free spins", "",
        "exact: the retrigger equation solved, not simulated; the feature game "
          + (feature.featureMethod == .closedForm
            ? "by the closed form" : "enumerated (\(feature.featureWindows) windows)"),
      ],
      [
        "trigger frequency", formatFixed(feature.triggerFrequency, decimals: 6),
        "1 in \(formatOneIn(feature.triggerFrequency)): \(feature.triggerHits) of "
          + "\(feature.baseCycle) combinations trigger",
      ],
      [
        "spins awarded per trigger", formatFixed(feature.spinsPerTrigger, decimals: 6),
        "before retriggers",
      ],
      [
        "retriggers per free spin", formatFixed(feature.retriggersPerSpin, decimals: 6),
        "r: free spins one free spin awards on average",
      ],
      [
        "spins played per trigger", formatFixed(feature.spinsPlayedPerTrigger, decimals: 6),
        "spins awarded / (1 − r)",
      ],
      [
        "free spin value", formatFixed(feature.spinValue, decimals: 6),
        "credits per free spin, × \(formatNumber(feature.multiplier)) included",
      ],
      [
        "average feature win", formatFixed(feature.averageFeatureWin, decimals: 6),
        "credits per trigger",
      ],
      ["base game RTP", formatFixed(rtp, decimals: 6), "the base spin's own wins"],
      ["free spins RTP", formatFixed(feature.featureRTP, decimals: 6), "the feature's wins"],
      ["total RTP", formatFixed(totalRTP, decimals: 6), "base game + free spins"],
      ["free spins share", formatFixed(freeSpinsShare, decimals: 6), "free spins RTP / total RTP"],
      [
        "total standard deviation", formatFixed(totalStandardDeviation, decimals: 6),
        "of a base spin's pay with its feature, per unit total bet",
      ],
    ]
    return SpinSummary.align(rows)
  }

  /// The feature's figures as JSON.
  private func freeSpinsJSON(_ feature: FreeSpinsSheet) -> JSONValue {
    .object([
      "triggerHits": .number(Double(feature.triggerHits), text: String(feature.triggerHits)),
      "featureCalculation": .string(
        feature.featureMethod == .closedForm ? "closed-form" : "enumeration"),
      "triggerFrequency": .number(feature.triggerFrequency),
      "spinsPerTrigger": .number(feature.spinsPerTrigger),
      "retriggersPerSpin": .number(feature.retriggersPerSpin),
      "spinsPlayedPerTrigger": .number(feature.spinsPlayedPerTrigger),
      "multiplier": .number(feature.multiplier),
      "spinValue": .number(feature.spinValue),
      "averageFeatureWin": .number(feature.averageFeatureWin),
      "featureRTP": .number(feature.featureRTP),
      "featureShare": .number(freeSpinsShare),
      "totalRTP": .number(totalRTP),
      "totalVariance": .number(totalVariance),
      "totalStandardDeviation": .number(totalStandardDeviation),
    ])
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

  /// The sheet as JSON (sorted keys): counts as exact integers, shares and probabilities as
  /// doubles in their shortest form.
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
      "rtp": .number(rtp),
      "returnPerCycle": .number(returnPerCycle),
      "betPerCycle": .number(betPerCycle),
      "expectedPay": .number(expectedPay),
      "hits": count(hits),
      "hitFrequency": .number(hitFrequency),
      "variance": .number(variance),
      "standardDeviation": .number(standardDeviation),
      "maxPay": .number(maxPay),
      "lab": labJSON,
      "lineWins": entries(lineWins, scatter: false),
      "scatterWins": entries(scatterWins, scatter: true),
    ]
    if let freeSpins { object["freeSpins"] = freeSpinsJSON(freeSpins) }
    if let holdAndWin { object["holdAndWin"] = holdAndWinJSON(holdAndWin) }
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
