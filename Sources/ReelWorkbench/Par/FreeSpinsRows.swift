import ReelKit
import ReelKitSupport

/// The free-spins section of an exact sheet, written once for the fixed-row sheet
/// (``/ReelKit/FreeSpinsSheet``) and the variable-row one (``/ReelKit/VariableRowsFreeSpins``):
/// how often the feature comes, how long it lasts, what it pays, its RTP contribution and its
/// share of the total.
struct FreeSpinsRows {
  /// How the feature was priced.
  var method: String
  /// The trigger frequency's detail (`1 in 89.23: 52 of 9261 combinations trigger`).
  var triggerDetail: String
  /// The figures.
  var triggerFrequency: Double, spinsPerTrigger: Double, retriggersPerSpin: Double
  var spinsPlayedPerTrigger: Double, multiplier: Double, spinValue: Double
  var averageFeatureWin: Double, baseRTP: Double, featureRTP: Double
  var totalVariance: Double, totalStandardDeviation: Double
  /// The keys only one kind of sheet has.
  var extraJSON: [String: JSONValue] = [:]

  /// The total RTP: base game + free spins.
  var totalRTP: Double { baseRTP + featureRTP }
  /// The feature's share of the total: `featureRTP / totalRTP`.
  var share: Double { SheetPart(name: "free spins", rtp: featureRTP).share(of: totalRTP) }

  /// The section of a fixed-row sheet's feature.
  init(_ feature: FreeSpinsSheet, baseRTP: Double, totalVariance: Double) {
    method =
      "exact: the retrigger equation solved, not simulated; the feature game "
      + (feature.featureMethod == .closedForm
        ? "by the closed form" : "enumerated (\(feature.featureWindows) windows)")
    triggerDetail =
      "1 in \(formatOneIn(feature.triggerFrequency)): \(feature.triggerHits) of "
      + "\(feature.baseCycle) combinations trigger"
    triggerFrequency = feature.triggerFrequency
    spinsPerTrigger = feature.spinsPerTrigger
    retriggersPerSpin = feature.retriggersPerSpin
    spinsPlayedPerTrigger = feature.spinsPlayedPerTrigger
    multiplier = feature.multiplier
    spinValue = feature.spinValue
    averageFeatureWin = feature.averageFeatureWin
    self.baseRTP = baseRTP
    featureRTP = feature.featureRTP
    self.totalVariance = totalVariance
    totalStandardDeviation = totalVariance.squareRoot()
    extraJSON = [
      "triggerHits": .number(Double(feature.triggerHits), text: String(feature.triggerHits)),
      "featureCalculation": .string(
        feature.featureMethod == .closedForm ? "closed-form" : "enumeration"),
    ]
  }

  /// The section of a fixed-row sheet's feature.
  init(_ feature: FreeSpinsSheet, sheet: ParSheet) {
    self.init(feature, baseRTP: sheet.rtp, totalVariance: sheet.totalVariance)
  }

  /// The section of a variable-row sheet's feature.
  init(_ feature: VariableRowsFreeSpins) {
    method = "exact: the retrigger equation solved on the closed form, not simulated"
    triggerDetail = "1 in \(formatOneIn(feature.triggerFrequency)) spins trigger"
    triggerFrequency = feature.triggerFrequency
    spinsPerTrigger = feature.spinsPerTrigger
    retriggersPerSpin = feature.retriggersPerSpin
    spinsPlayedPerTrigger = feature.spinsPlayedPerTrigger
    multiplier = Double(feature.multiplier)
    spinValue = feature.spinValue
    averageFeatureWin = feature.averageFeatureWin
    baseRTP = feature.baseRTP
    featureRTP = feature.featureRTP
    totalVariance = feature.totalVariance
    totalStandardDeviation = feature.totalStandardDeviation
  }

  /// The readable section.
  var table: String {
    SpinSummary.align([
      ["free spins", "", method],
      ["trigger frequency", formatFixed(triggerFrequency, decimals: 6), triggerDetail],
      [
        "spins awarded per trigger", formatFixed(spinsPerTrigger, decimals: 6), "before retriggers",
      ],
      [
        "retriggers per free spin", formatFixed(retriggersPerSpin, decimals: 6),
        "r: free spins one free spin awards on average",
      ],
      [
        "spins played per trigger", formatFixed(spinsPlayedPerTrigger, decimals: 6),
        "spins awarded / (1 − r)",
      ],
      [
        "free spin value", formatFixed(spinValue, decimals: 6),
        "credits per free spin, × \(formatNumber(multiplier)) included",
      ],
      ["average feature win", formatFixed(averageFeatureWin, decimals: 6), "credits per trigger"],
      [
        "free spins RTP", formatFixed(featureRTP, decimals: 6),
        "RTP contribution: the feature's wins per credit bet",
      ],
      [
        "free spins share", formatFixed(share, decimals: 6),
        "of the total RTP: free spins RTP / total RTP",
      ],
      [
        "total standard deviation", formatFixed(totalStandardDeviation, decimals: 6),
        "of a base spin's pay with its feature, per unit total bet",
      ],
    ])
  }

  /// The section as JSON.
  var json: JSONValue {
    var object: [String: JSONValue] = [
      "triggerFrequency": .number(triggerFrequency),
      "spinsPerTrigger": .number(spinsPerTrigger),
      "retriggersPerSpin": .number(retriggersPerSpin),
      "spinsPlayedPerTrigger": .number(spinsPlayedPerTrigger),
      "multiplier": .number(multiplier),
      "spinValue": .number(spinValue),
      "averageFeatureWin": .number(averageFeatureWin),
      "baseRTP": .number(baseRTP),
      "featureRTP": .number(featureRTP),
      "featureShare": .number(share),
      "totalRTP": .number(totalRTP),
      "totalVariance": .number(totalVariance),
      "totalStandardDeviation": .number(totalStandardDeviation),
    ]
    object.merge(extraJSON) { own, _ in own }
    return .object(
      object.keys.sorted().map {
        (key: $0, node: JSONNode(value: object[$0] ?? .null, line: 0, column: 0))
      })
  }
}
