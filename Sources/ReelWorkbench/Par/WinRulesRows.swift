import ReelKit
import ReelKitSupport

/// The sheet's sections for the win rules: the win-size distribution (exact from the
/// enumeration, Monte Carlo for whole feature rounds), the max win cap and the bonus buy, as
/// text and as JSON.
extension ParSheet {
  /// The sections as text (empty when there is nothing to show), each followed by an empty
  /// line.
  var winRulesTable: String {
    var text = ""
    if let winSizes {
      text += Self.sizeTable(winSizes, title: "win sizes of one spin (\(winSizesMethod))")
    } else {
      text += "win sizes of one spin: \(winSizesAbsence)\n\n"
    }
    if let rounds = featureRounds {
      text += Self.sizeTable(
        rounds.sizes, title: Self.roundsTitle(rounds, "feature rounds of play"))
    }
    if let rounds = bonusBuy?.rounds {
      text += Self.sizeTable(rounds.sizes, title: Self.roundsTitle(rounds, "bought rounds"))
    }
    if let cap = capMultiple { text += capTable(cap) }
    if let bonusBuy { text += Self.buyTable(bonusBuy) }
    return text
  }

  /// Below the top award, on a sheet whose feature rounds were played (a cap or a bonus buy):
  /// the largest whole round seen, said as a Monte Carlo lower bound of the max win.
  var largestRoundRow: [[String]] {
    guard let rounds = featureRounds, rounds.largestWin > 0 else { return [] }
    return [
      [
        "largest round seen", formatFixed(rounds.largestWin, decimals: 6),
        "× total bet, whole feature round with retriggers (uncapped), \(rounds.largestWinRounds) "
          + "of \(rounds.rounds) rounds from seed \(rounds.seed): a Monte Carlo lower bound of "
          + "the max win, not exact",
      ]
    ]
  }

  /// How the exact win sizes were obtained, for the table's title.
  private var winSizesMethod: String {
    method == .closedForm
      ? "exact, closed form: the readers' joint states split by the pay booked, no window visited"
      : "exact, every window"
  }

  /// Why there are no win sizes, and what gives them.
  var winSizesAbsence: String {
    let why =
      winSizesOutOfReach.map { "\($0), beyond the closed form's work bound" }
      ?? "the closed form's walk of booked pays was skipped (--no-win-sizes)"
    return "not given: \(why); `--method enumerate` gives them exactly within the window bound"
  }

  /// The cap of the machine, from whichever figures carry it.
  private var capMultiple: Double? { spinCap?.multiple ?? featureRounds?.capMultiple }

  private static func roundsTitle(_ rounds: FeatureRoundEstimate, _ what: String) -> String {
    "win sizes of whole \(what) (Monte Carlo: \(rounds.rounds) rounds from seed \(rounds.seed), "
      + "\(MonteCarloConfidence.percent) intervals)"
  }

  private static func sizeTable(_ sizes: WinSizeDistribution, title: String) -> String {
    var rows = [
      [
        "win × total bet", sizes.exact ? "weight per cycle" : "rounds", "probability", "1 in",
        sizes.exact ? "" : "\(MonteCarloConfidence.percent) interval",
      ]
    ]
    let last = sizes.weights.lastIndex { $0 > 0 } ?? 0
    for band in 0...last {
      let interval = sizes.interval(band)
      rows.append([
        WinSizeDistribution.label(band), String(sizes.weights[band]),
        formatProbability(sizes.probability(band)), formatOneIn(sizes.probability(band)),
        sizes.exact
          ? ""
          : "\(formatProbability(interval.lowerBound)) … \(formatProbability(interval.upperBound))",
      ])
    }
    return title + "\n" + SpinSummary.align(rows) + "\n"
  }

  private func capTable(_ cap: Double) -> String {
    var rows: [[String]] = []
    var capped = (value: totalRTP, low: totalRTP, high: totalRTP)
    if let spinCap {
      rows.append([
        "spins capped", formatProbability(spinCap.probability),
        (spinCap.hits == 0 ? "never" : "1 in \(formatOneIn(spinCap.probability))")
          + ": \(spinCap.hits) of \(spinCap.cycle) "
          + "combinations (exact); RTP −\(formatFixed(spinCap.rtpLoss, decimals: 6))",
      ])
      capped.value -= spinCap.rtpLoss
      capped.low -= spinCap.rtpLoss
      capped.high -= spinCap.rtpLoss
    } else {
      rows.append(["spins capped", "-", "not priced: " + winSizesAbsence])
    }
    if let rounds = featureRounds, let freeSpins {
      let hit = rounds.capFrequency
      let excess = rounds.meanExcess
      let trigger = freeSpins.triggerFrequency
      rows.append([
        "feature rounds capped", formatProbability(hit.value),
        "\(rounds.capHits) of \(rounds.rounds) rounds (Monte Carlo, "
          + "\(MonteCarloConfidence.percent) interval \(formatProbability(hit.low)) … "
          + "\(formatProbability(hit.high))); RTP −\(formatFixed(trigger * excess.value, decimals: 6))",
      ])
      capped.value -= trigger * excess.value
      capped.low -= trigger * excess.high
      capped.high -= trigger * excess.low
    }
    let interval =
      capped.low == capped.high
      ? "exact"
      : "\(MonteCarloConfidence.percent) interval \(formatFixed(capped.low, decimals: 6)) … "
        + "\(formatFixed(capped.high, decimals: 6))"
    rows.append(["RTP with the cap", formatFixed(capped.value, decimals: 6), interval])
    return "max win cap: \(formatNumber(cap)) × total bet, on a spin and on a whole feature round\n"
      + SpinSummary.align(rows) + "\n"
  }

  private static func buyTable(_ buy: BonusBuySheet) -> String {
    var rows = [
      [
        "price", formatCredits(buy.price),
        "credits (\(formatNumber(buy.cost)) × total bet)",
      ],
      [
        "expected win", formatCredits(buy.expectedWin),
        "credits: \(buy.spinsAwarded) free spins (the award of \(buy.scatters) scatters) × "
          + "each one's value with its retriggers (exact)",
      ],
      ["RTP when bought", formatFixed(buy.rtp, decimals: 6), "expected win ÷ price (exact)"],
    ]
    if let capped = buy.cappedRTP {
      rows.append([
        "RTP when bought, capped", formatFixed(capped.value, decimals: 6),
        "Monte Carlo, \(MonteCarloConfidence.percent) interval "
          + "\(formatFixed(capped.low, decimals: 6)) … \(formatFixed(capped.high, decimals: 6))",
      ])
    }
    return "bonus buy\n" + SpinSummary.align(rows) + "\n"
  }
}

extension ParSheet {
  /// The win rules' JSON keys of the sheet: `winSizes` (always; `null` when the closed form's
  /// walk is beyond its bound, and then `winSizesNotGiven` says why), `spinCap`,
  /// `featureRounds` and `bonusBuy` when present.
  var winRulesJSON: [String: JSONValue] {
    var object: [String: JSONValue] = ["winSizes": winSizes.map(Self.sizesJSON) ?? .null]
    if winSizes == nil { object["winSizesNotGiven"] = .string(winSizesAbsence) }
    if let spinCap {
      object["spinCap"] = .object([
        "cap": .number(spinCap.multiple),
        "hits": .number(Double(spinCap.hits), text: String(spinCap.hits)),
        "probability": .number(spinCap.probability),
        "rtpLoss": .number(spinCap.rtpLoss),
      ])
    }
    if let featureRounds { object["featureRounds"] = Self.roundsJSON(featureRounds) }
    if let bonusBuy {
      var buy: [String: JSONValue] = [
        "cost": .number(bonusBuy.cost),
        "price": .number(bonusBuy.price),
        "scatters": .number(bonusBuy.scatters),
        "spinsAwarded": .number(bonusBuy.spinsAwarded),
        "expectedWin": .number(bonusBuy.expectedWin),
        "rtp": .number(bonusBuy.rtp),
        "rounds": bonusBuy.rounds.map(Self.roundsJSON) ?? .null,
      ]
      buy["cappedRTP"] = bonusBuy.cappedRTP.map(Self.intervalJSON) ?? .null
      object["bonusBuy"] = .object(buy.map { (key: $0.key, node: node($0.value)) })
    }
    return object
  }

  private static func intervalJSON(_ interval: HoldAndWinEstimate.Interval) -> JSONValue {
    .object([
      "value": .number(interval.value),
      "interval": .array([JSONValue.number(interval.low), .number(interval.high)]),
    ])
  }

  private static func sizesJSON(_ sizes: WinSizeDistribution) -> JSONValue {
    .object([
      "exact": .bool(sizes.exact),
      "total": .number(Double(sizes.total), text: String(sizes.total)),
      "bands": .array(
        (0..<WinSizeDistribution.bandCount).map { band in
          let interval = sizes.interval(band)
          var row: [String: JSONValue] = [
            "band": .string(WinSizeDistribution.label(band)),
            "weight": .number(Double(sizes.weights[band]), text: String(sizes.weights[band])),
            "probability": .number(sizes.probability(band)),
          ]
          if !sizes.exact {
            row["interval"] = .array([
              JSONValue.number(interval.lowerBound), .number(interval.upperBound),
            ])
          }
          return .object(row.map { (key: $0.key, node: node($0.value)) })
        }),
    ])
  }

  private static func roundsJSON(_ rounds: FeatureRoundEstimate) -> JSONValue {
    .object([
      "rounds": .number(Double(rounds.rounds), text: String(rounds.rounds)),
      "seed": .number(Double(rounds.seed), text: String(rounds.seed)),
      "triggers": .array(
        rounds.triggers.map {
          .object([
            "scatters": .number($0.scatters),
            "weight": .number(Double($0.weight), text: String($0.weight)),
          ])
        }),
      "meanWin": intervalJSON(rounds.meanWin),
      "cap": rounds.capMultiple.map { .number($0) } ?? .null,
      "capHits": .number(Double(rounds.capHits), text: String(rounds.capHits)),
      "capFrequency": intervalJSON(rounds.capFrequency),
      "meanExcess": intervalJSON(rounds.meanExcess),
      "truncated": .number(Double(rounds.truncated), text: String(rounds.truncated)),
      "largestWin": .number(rounds.largestWin),
      "largestWinRounds": .number(
        Double(rounds.largestWinRounds), text: String(rounds.largestWinRounds)),
      "winSizes": sizesJSON(rounds.sizes),
    ])
  }
}

private func node(_ value: JSONValue) -> JSONNode { JSONNode(value: value, line: 0, column: 0) }
