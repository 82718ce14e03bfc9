import ReelKit
import ReelKitSupport

/// What `reelsim par` prints for a variable-row machine's played game (cascades, free spins):
/// the exact value of every outcome's chain (``/ReelKit/CascadeValue``) or a seeded Monte
/// Carlo estimate over whole rounds with its 99 % interval (``/ReelKit/CascadeEstimate``,
/// ``/ReelKit/MonteCarloConfidence``),
/// as a table or JSON.
public struct CascadeReport: Sendable {
  /// The machine's name.
  public var name: String
  /// The exact value, when every chain was played.
  public var value: CascadeValue?
  /// The estimate and its seed, when spins were drawn.
  public var estimate: (seed: UInt64, estimate: CascadeEstimate)?
  /// Whether the machine cascades (a `tumble` block); otherwise each spin pays its window.
  public var cascades = true
  /// Whether the machine has free spins.
  public var hasFreeSpins = false
  /// The exact total RTP beside the estimate (the closed form's, without cascades), if known.
  public var exactRTP: Double?

  /// The report of an exact value.
  public init(name: String, value: CascadeValue, hasFreeSpins: Bool) {
    self.name = name
    self.value = value
    self.hasFreeSpins = hasFreeSpins
  }

  /// The report of a Monte Carlo estimate drawn from `seed`.
  public init(
    name: String, seed: UInt64, estimate: CascadeEstimate, cascades: Bool, hasFreeSpins: Bool,
    exactRTP: Double?
  ) {
    self.name = name
    self.estimate = (seed, estimate)
    self.cascades = cascades
    self.hasFreeSpins = hasFreeSpins
    self.exactRTP = exactRTP
  }

  /// The readable report.
  public var table: String {
    if let value { return exactTable(value) }
    guard let (seed, estimate) = estimate else { return "" }
    let tally = estimate.tally
    let interval = estimate.rtpInterval(z: MonteCarloConfidence.z)
    let low = formatFixed(interval.lowerBound, decimals: 6)
    let high = formatFixed(interval.upperBound, decimals: 6)
    var text =
      "PAR estimate: \(name) (Monte Carlo over whole rounds, \(tally.spins) spins, seed \(seed))\n"
    text +=
      "not exact: \(cascades ? "cascades" : "free spins") on variable rows are simulated; "
      + "the interval holds the RTP for 99 seeds in 100\n\n"
    let per = Double(max(1, tally.spins))
    var rows: [[String]] = [
      [
        "return to player (RTP)", formatFixed(estimate.rtp, decimals: 6),
        "\(MonteCarloConfidence.percent) interval \(low) … \(high)\(hasFreeSpins ? ", base game + free spins" : "")",
      ]
    ]
    if let exactRTP {
      rows.append([
        "exact RTP", formatFixed(exactRTP, decimals: 6),
        interval.contains(exactRTP) ? "inside the interval" : "OUTSIDE the interval",
      ])
    }
    rows.append([
      "base game RTP", formatFixed(estimate.baseRTP, decimals: 6),
      cascades ? "the base game's chains" : "the base spins' own wins",
    ])
    if hasFreeSpins {
      let feature = estimate.rtp - estimate.baseRTP
      rows += [
        ["free spins RTP", formatFixed(feature, decimals: 6), "the features' wins"],
        [
          "free spins share",
          formatFixed(estimate.rtp > 0 ? feature / estimate.rtp : 0, decimals: 6),
          "of the RTP",
        ],
        [
          "trigger frequency", formatFixed(Double(tally.triggers) / per, decimals: 6),
          "\(tally.triggers) triggers",
        ],
        [
          "spins played per trigger",
          formatFixed(Double(tally.freeSpinsPlayed) / Double(max(1, tally.triggers)), decimals: 6),
          "\(tally.freeSpinsPlayed) free spins, retriggers included",
        ],
      ]
    }
    rows += [
      ["hit frequency", formatFixed(estimate.hitFrequency, decimals: 6), "spins that pay"],
      [
        "standard deviation", formatFixed(estimate.standardDeviation, decimals: 6),
        "of one spin's pay with its feature per unit total bet",
      ],
    ]
    if cascades {
      rows.append([
        "cascades per spin", formatFixed(Double(tally.baseCascades) / per, decimals: 6),
        "in the base game",
      ])
      if hasFreeSpins {
        rows.append([
          "cascades per free spin",
          formatFixed(
            Double(tally.freeCascades) / Double(max(1, tally.freeSpinsPlayed)), decimals: 6),
          "in the free spins",
        ])
      }
      rows.append(["largest multiplier", String(tally.largestMultiplier), "seen"])
    }
    if tally.truncatedFeatures > 0 {
      rows.append([
        "features cut", String(tally.truncatedFeatures),
        "at \(FreeSpinsFeature.maximumPlayedSpins) free spins",
      ])
    }
    text += SpinSummary.align(rows)
    return text
  }

  /// The exact value's table.
  func exactTable(_ value: CascadeValue) -> String {
    let text = "PAR sheet: \(name) (exact, every outcome's cascade chain played)\n\n"
    var rows: [[String]] = []
    if let rtp = value.rtp, hasFreeSpins {
      rows.append(SheetRows.headline(total: rtp, detail: "total: base game + free spins"))
    } else if !hasFreeSpins {
      rows.append(
        SheetRows.headline(
          total: value.baseRTP, detail: "the base game's chains, every window × its multiplier"))
    } else {
      rows.append([
        "return to player (RTP)", "not exact",
        "total: the multiplier carries over between free spins: use --monte-carlo N",
      ])
    }
    if hasFreeSpins {
      rows.append([
        "base game RTP", formatFixed(value.baseRTP, decimals: 6), "the base game's chains",
      ])
      rows.append([
        "free spin value", formatFixed(value.freeSpinPay, decimals: 6),
        "credits per free spin's chain",
      ])
      rows.append([
        "spins awarded per spin", formatFixed(value.awardsPerSpin, decimals: 6),
        "before retriggers; r = \(formatFixed(value.retriggersPerFreeSpin, decimals: 6))",
      ])
      if let rtp = value.rtp {
        let feature = rtp - value.baseRTP
        rows.append([
          "free spins RTP", formatFixed(feature, decimals: 6),
          "RTP contribution: the features' wins per credit bet",
        ])
        rows.append([
          "free spins share",
          formatFixed(SheetPart(name: "", rtp: feature).share(of: rtp), decimals: 6),
          "of the total RTP: free spins RTP / total RTP",
        ])
      }
    }
    rows.append([
      "cascades per spin", formatFixed(value.baseCascades, decimals: 6), "in the base game",
    ])
    let warnings = SheetRows.warnings(
      totalRTP: value.rtp ?? value.baseRTP, topAward: nil, oddsShown: false)
    return text + SpinSummary.align(rows) + SheetRows.warningText(warnings)
  }

  /// The report as JSON (keys sorted when written).
  public var json: JSONValue {
    if let value {
      var object: [String: JSONValue] = [
        "machine": .string(name), "method": .string("exact"),
        "calculation": .string("cascade-chains"), "variableRows": .bool(true),
        "rtp": value.rtp.map { .number($0) } ?? (hasFreeSpins ? .null : .number(value.baseRTP)),
        "baseRTP": .number(value.baseRTP),
        "baseCascades": .number(value.baseCascades), "totalBet": .number(value.totalBet),
      ]
      if hasFreeSpins {
        object["freeSpins"] = .object([
          "freeSpinPay": .number(value.freeSpinPay),
          "awardsPerSpin": .number(value.awardsPerSpin),
          "retriggersPerFreeSpin": .number(value.retriggersPerFreeSpin),
          "carriesOver": .bool(value.carriesOver),
        ])
      }
      return .object(
        object.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
    }
    guard let (seed, estimate) = estimate else { return .null }
    let tally = estimate.tally
    func whole(_ value: UInt64) -> JSONValue { .number(Double(value), text: String(value)) }
    let interval = estimate.rtpInterval(z: MonteCarloConfidence.z)
    var object: [String: JSONValue] = [
      "machine": .string(name), "method": .string("monte-carlo"), "variableRows": .bool(true),
      "seed": whole(seed), "spins": whole(tally.spins),
      "rtp": .number(estimate.rtp),
      "rtpInterval": .array([JSONValue.number(interval.lowerBound), .number(interval.upperBound)]),
      "confidence": .number(0.99),
      "baseRTP": .number(estimate.baseRTP), "hitFrequency": .number(estimate.hitFrequency),
      "standardDeviation": .number(estimate.standardDeviation),
      "baseCascades": whole(tally.baseCascades),
      "largestMultiplier": .number(tally.largestMultiplier),
      "totalBet": .number(estimate.totalBet),
      "exact": exactRTP.map {
        .object(["rtp": .number($0), "rtpInside": .bool(interval.contains($0))])
      } ?? .null,
    ]
    if hasFreeSpins {
      object["freeSpins"] = .object([
        "featureRTP": .number(estimate.rtp - estimate.baseRTP),
        "triggers": whole(tally.triggers), "freeSpinsPlayed": whole(tally.freeSpinsPlayed),
        "freeCascades": whole(tally.freeCascades),
        "truncatedFeatures": whole(tally.truncatedFeatures),
      ])
    }
    return .object(
      object.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }
}
