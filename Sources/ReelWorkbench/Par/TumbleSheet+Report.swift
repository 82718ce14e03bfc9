import ReelKit
import ReelKitSupport

extension TumbleSheet {
  /// The readable sheet: the machine, the RTP with tumbles, hit frequency, spread, the
  /// first window's RTP and the tumbles' share, the chains' figures, the distribution of the
  /// tumbles per spin and the lab figures.
  public var table: String {
    var text = "PAR sheet: \(machine) (exact, every stop combination's tumble chain played)\n"
    let weights = SheetRows.weights(stops: stops, weightSums: weightSums)
    text +=
      "\(counted(stops.count, "drum")) of \(stops.map(String.init).joined(separator: "/")) "
      + "stops\(weights), \(counted(rows, "row")); cycle \(cycle) combinations "
      + "(\(counted(Int(clamping: chains), "chain")) played, at most "
      + "\(counted(maxTumbles, "tumble")) each)\n"
    text += SheetRows.bet(mode: mode, bet: bet, lines: lines, totalBet: totalBet)
    text += "; a spin pays every window of its chain\n\n"
    let z = ParSheet.z(confidence: 0.95)
    var summary =
      [
        SheetRows.headline(
          total: rtp,
          detail: "\(formatCredits(returnPerCycle)) credits returned of "
            + "\(formatNumber(betPerCycle)) bet per cycle, tumbles included")
      ]
      + SheetRows.figures(
        hitFrequency: hitFrequency, hits: hits, cycle: cycle,
        standardDeviation: standardDeviation, variance: variance, spin: "spin's chain",
        expectedPay: expectedPay) + [SheetRows.topAward(topAward)]
    summary += [
      ["tumbles per spin", formatFixed(tumblesPerSpin, decimals: 6), "on average"],
      [
        "tumble frequency", formatFixed(tumbleFrequency, decimals: 6),
        "1 in \(formatOneIn(tumbleFrequency)): spins that tumble at least once",
      ],
      ["longest chain", String(longestChain), "tumbles"],
      [
        "chains cut at \(maxTumbles)", formatProbability(cutFrequency),
        "\(totals.cutWeight) of \(cycle) combinations",
      ],
      [
        "volatility index (95 %)", formatFixed(z * standardDeviation, decimals: 6),
        "1.960 × the standard deviation",
      ],
    ]
    for spins in [1e4, 1e6, 1e8] {
      let margin = z * standardDeviation / spins.squareRoot()
      summary.append([
        "RTP after \(formatNumber(spins)) spins",
        "\(formatFixed(rtp - margin, decimals: 6)) … \(formatFixed(rtp + margin, decimals: 6))",
        "95 % of players or operators see this",
      ])
    }
    text += SpinSummary.align(summary) + "\n"
    text += SheetRows.parts(rtpParts)
    var rows = [["tumbles", "combinations", "probability", "1 in", "RTP share"]]
    for length in 0...longestChain {
      let chance = lengthProbability(length)
      rows.append([
        String(length), String(totals.lengthWeights[length]), formatProbability(chance),
        formatOneIn(chance), formatFixed(lengthRTP(length), decimals: 6),
      ])
    }
    rows.append(["total", String(cycle), "", "", formatFixed(rtp, decimals: 6)])
    return text + SpinSummary.align(rows) + SheetRows.warningText(warnings)
  }

  /// The parts of the RTP: the first window's wins, then the tumbles'.
  public var rtpParts: [SheetPart] {
    [
      SheetPart(name: "first window", rtp: firstWindowRTP),
      SheetPart(name: "tumbles", rtp: tumbleRTP),
    ]
  }

  /// The top award: the largest chain's pay, exact over the cycle.
  public var topAward: TopAward {
    TopAward(
      credits: maxPay, probability: Double(totals.maxWeight) / Double(cycle),
      hits: totals.maxWeight, cycle: cycle, scope: .chain)
  }

  /// The sheet's warnings (``SheetRows/warnings(totalRTP:topAward:oddsShown:)``).
  public var warnings: [String] {
    SheetRows.warnings(totalRTP: rtp, topAward: topAward, oddsShown: topAwardOddsShown)
  }

  /// The sheet as JSON (sorted keys): `rtp` is the RTP with tumbles; counts are exact
  /// integers, the rest doubles in their shortest form.
  public var json: JSONValue {
    func count(_ value: UInt64) -> JSONValue { .number(Double(value), text: String(value)) }
    let object: [String: JSONValue] = [
      "machine": .string(machine),
      "method": .string("exact"),
      "calculation": .string("tumble-chains"),
      "drums": .array(
        zip(stops, weightSums).map { .object(["stops": .number($0), "weightSum": count($1)]) }),
      "rows": .number(rows),
      "lines": .number(lines),
      "mode": .string(mode.rawValue),
      "bet": .number(bet),
      "totalBet": .number(totalBet),
      "cycle": count(cycle),
      "chains": count(chains),
      "rtp": .number(rtp),
      "returnPerCycle": .number(returnPerCycle),
      "betPerCycle": .number(betPerCycle),
      "expectedPay": .number(expectedPay),
      "hits": count(hits),
      "hitFrequency": .number(hitFrequency),
      "variance": .number(variance),
      "standardDeviation": .number(standardDeviation),
      "maxPay": .number(maxPay),
      "maxPayHits": count(totals.maxWeight),
      "rtpParts": SheetRows.partsJSON(rtpParts),
      "topAward": SheetRows.topAwardJSON(topAward, oddsShown: topAwardOddsShown),
      "warnings": .array(warnings.map { .string($0) }),
      "tumbles": .object([
        "maxTumbles": .number(maxTumbles),
        "firstWindowRTP": .number(firstWindowRTP),
        "tumbleRTP": .number(tumbleRTP),
        "tumbleShare": .number(tumbleShare),
        "tumblesPerSpin": .number(tumblesPerSpin),
        "tumbleFrequency": .number(tumbleFrequency),
        "longestChain": .number(longestChain),
        "cutChains": count(totals.cutWeight),
        "lengths": .array(
          (0...longestChain).map { length in
            .object([
              "tumbles": .number(length),
              "combinations": count(totals.lengthWeights[length]),
              "probability": .number(lengthProbability(length)),
              "rtpShare": .number(lengthRTP(length)),
            ])
          }),
      ]),
    ]
    return .object(
      object.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }
}
