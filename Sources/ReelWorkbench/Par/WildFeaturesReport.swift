import ReelKit
import ReelKitSupport

/// The PAR sheet of a machine with wild features (``/ReelKit/WildFeatures``): the total RTP
/// first, each part's RTP and true share with the method that priced it, the expansions, the
/// walking respins and the free-spins trigger; Monte Carlo figures with their 99 % intervals
/// for the parts out of exact reach (or as a cross-check with `--monte-carlo N`).
public struct WildFeaturesReport: Sendable {
  /// The machine's name.
  public var name: String
  /// The rules.
  public var features: WildFeatures
  /// The exact figures (a part is `nil` when it is out of exact reach).
  public var sheet: WildFeaturesSheet
  /// The Monte Carlo estimate, when one ran.
  public var estimate: WildFeaturesEstimate?
  /// The seed of the estimate.
  public var seed: UInt64
  /// The base game's RTP by enumerating every stop combination, when asked.
  public var enumeratedBaseRTP: Double?

  /// Creates a report.
  public init(
    name: String, features: WildFeatures, sheet: WildFeaturesSheet,
    estimate: WildFeaturesEstimate?, seed: UInt64, enumeratedBaseRTP: Double? = nil
  ) {
    self.name = name
    self.features = features
    self.sheet = sheet
    self.estimate = estimate
    self.seed = seed
    self.enumeratedBaseRTP = enumeratedBaseRTP
  }

  /// One part: its name, exact RTP, method, and estimate.
  struct Part {
    var name: String
    var exact: Double?
    var method: String
    var estimate: (mean: Double, halfWidth: Double)?
  }

  var parts: [Part] {
    let bet = sheet.totalBet
    func estimated(_ part: Int) -> (mean: Double, halfWidth: Double)? {
      estimate.map { $0.rtp(part: part, totalBet: bet) }
    }
    var parts = [
      Part(
        name: features.expands ? "base game (expanding wilds)" : "base game",
        exact: sheet.baseRTP,
        method: enumeratedBaseRTP.map {
          abs($0 - sheet.baseRTP) <= 1e-9 * max(1, $0)
            ? "closed form, enumeration agrees" : "closed form, enumeration DIFFERS"
        } ?? "closed form",
        estimate: estimated(0))
    ]
    if features.walking {
      parts.append(
        Part(
          name: "walking respins", exact: sheet.walkingRTP,
          method: sheet.walkingStates.map { "Markov chain (\($0) states)" } ?? "Monte Carlo",
          estimate: estimated(1)))
    }
    if sheet.triggerProbability != nil {
      parts.append(
        Part(
          name: features.sticky ? "free spins (sticky wilds)" : "free spins",
          exact: sheet.freeSpinsRTP,
          method: sheet.freeSpinsRTP == nil
            ? "Monte Carlo" : features.sticky ? "Markov chain per drum" : "closed form",
          estimate: estimated(2)))
    }
    return parts
  }

  /// The total: exact when every part is, else the Monte Carlo estimate.
  var total: (value: Double, exact: Bool, halfWidth: Double)? {
    if let total = sheet.totalRTP { return (total, true, 0) }
    guard let estimate else { return nil }
    let rtp = estimate.rtp(part: 3, totalBet: sheet.totalBet)
    return (rtp.mean, false, rtp.halfWidth)
  }

  /// The sheet's warnings (`SheetRows/warnings(totalRTP:topAward:oddsShown:)`): a total
  /// RTP above 1, exact or estimated (the sheet states no top award).
  public var warnings: [String] {
    guard let total else { return [] }
    return SheetRows.warnings(totalRTP: total.value, topAward: nil, oddsShown: false)
  }

  /// The readable sheet.
  public func table() -> String {
    var text = "PAR sheet: \(name) (wild features)\n"
    if let total {
      text +=
        "return to player (RTP)  \(formatProbability(total.value))"
        + (total.exact
          ? " (exact)\n"
          : " ± \(formatProbability(total.halfWidth)) (Monte Carlo, \(MonteCarloConfidence.percent))\n")
    }
    var rows = [
      ["RTP by part", "RTP", "share", "method", "Monte Carlo (\(MonteCarloConfidence.percent))"]
    ]
    for part in parts {
      let value = part.exact ?? part.estimate?.mean
      rows.append([
        part.name, value.map(formatProbability) ?? "-",
        value.flatMap { v in total.map { formatFixed(100 * v / $0.value, decimals: 2) + " %" } }
          ?? "-",
        part.method,
        part.estimate.map {
          "\(formatProbability($0.mean)) ± \(formatProbability($0.halfWidth))"
        } ?? "-",
      ])
    }
    text += SpinSummary.align(rows) + "\n"
    for (drum, probability) in sheet.expansionProbabilities.enumerated() {
      if let probability {
        text +=
          "drum \(drum) expands (all wild) in \(formatProbability(probability)) of base spins\n"
      }
    }
    if let frequency = sheet.respinFrequency, let respins = sheet.respinsPerSpin {
      text +=
        "walking respin follows \(formatProbability(frequency)) of base spins, "
        + "\(formatFixed(respins, decimals: 6)) respins per base spin\n"
    }
    if let trigger = sheet.triggerProbability {
      text += "free spins trigger in \(formatProbability(trigger)) of base spins\n"
    }
    if let enumeratedBaseRTP {
      text += "base game by enumeration: \(formatProbability(enumeratedBaseRTP))\n"
    }
    if let estimate {
      text += "Monte Carlo: \(estimate.games) games (seed \(seed))"
      text += estimate.cut > 0 ? ", \(estimate.cut) cut at their bound\n" : "\n"
    }
    return text + SheetRows.warningText(warnings)
  }

  /// The sheet as JSON (`rtp` the total, `parts` each part's RTP, share and method).
  public var json: JSONValue {
    let total = self.total
    let partValues: [JSONValue] = parts.map { part in
      let value = part.exact ?? part.estimate?.mean
      return .object([
        "name": .string(part.name),
        "rtp": .optional(value),
        "exact": .bool(part.exact != nil),
        "share": .optional(value.flatMap { v in total.map { v / $0.value } }),
        "method": .string(part.method),
        "monteCarlo": part.estimate.map {
          .object(["estimate": .number($0.mean), "halfWidth": .number($0.halfWidth)])
        } ?? .null,
      ])
    }
    return .object([
      "name": .string(name),
      "rtp": .optional(total?.value),
      "rtpExact": .bool(total?.exact ?? false),
      "rtpHalfWidth": .optional(total.map { $0.halfWidth }),
      "parts": .array(partValues),
      "expansionProbabilities": .array(sheet.expansionProbabilities.map { .optional($0) }),
      "respinFrequency": .optional(sheet.respinFrequency),
      "respinsPerSpin": .optional(sheet.respinsPerSpin),
      "walkingStates": .optional(sheet.walkingStates),
      "triggerProbability": .optional(sheet.triggerProbability),
      "enumeratedBaseRTP": .optional(enumeratedBaseRTP),
      "monteCarloGames": .optional(estimate?.games),
      "seed": .number(Double(seed), text: String(seed)),
      "warnings": .array(warnings.map { .string($0) }),
    ])
  }
}
