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
    var summary = SheetRows.figures(
      rtp: rtp, returnPerCycle: returnPerCycle, betPerCycle: betPerCycle,
      returned: ", tumbles included", hitFrequency: hitFrequency, hits: hits, cycle: cycle,
      standardDeviation: standardDeviation, variance: variance, spin: "spin's chain",
      expectedPay: expectedPay)
    summary += [
      [
        "largest pay", formatCredits(maxPay),
        "credits in one chain, 1 in \(formatOneIn(Double(totals.maxWeight) / Double(cycle))) "
          + "games (\(totals.maxWeight) of \(cycle))",
      ],
      [
        "first-window RTP", formatFixed(firstWindowRTP, decimals: 6),
        "the spin's window alone (the machine without tumbles)",
      ],
      ["tumble RTP", formatFixed(tumbleRTP, decimals: 6), "the windows after the first"],
      ["tumbles' share", formatFixed(tumbleShare, decimals: 6), "of the RTP"],
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
    var rows = [["tumbles", "combinations", "probability", "1 in", "RTP share"]]
    for length in 0...longestChain {
      let chance = lengthProbability(length)
      rows.append([
        String(length), String(totals.lengthWeights[length]), formatProbability(chance),
        formatOneIn(chance), formatFixed(lengthRTP(length), decimals: 6),
      ])
    }
    rows.append(["total", String(cycle), "", "", formatFixed(rtp, decimals: 6)])
    return text + SpinSummary.align(rows)
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
