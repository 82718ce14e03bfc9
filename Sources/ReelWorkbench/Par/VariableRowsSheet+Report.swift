import ReelKit
import ReelKitSupport

extension VariableRowsSheet {
  /// The win-size bands of the table, in multiples of the total bet.
  static let bandEdges: [Double] = [0, 1, 2, 5, 10, 20, 50, 100, 500, 1000]
  /// The ways bands of the table (the JSON lists every ways count).
  static let waysEdges = [1, 100, 1000, 5000, 10_000, 20_000, 50_000, 100_000]

  /// The readable sheet of a variable-row machine: its figures, each ways and scatter entry,
  /// the ways distribution and the win sizes in bands of the total bet.
  public var table: String {
    var text = "PAR sheet: \(machine) (exact, closed form by ways, no window visited)\n"
    text +=
      "\(counted(columns.count, "drum")) of \(columns.map(String.init).joined(separator: "/")) "
      + "columns (heights × stops), \(counted(topWindows, "top window")); "
      + "\(formatNumber(windows)) windows, none visited\n"
    text += "by ways, bet \(formatNumber(bet)) per spin\n\n"
    text += SpinSummary.align([
      [
        "return to player (RTP)", formatFixed(rtp, decimals: 6),
        freeSpins == nil
          ? "credits returned per credit bet" : "the base game's own wins (total RTP below)",
      ],
      [
        "hit frequency", formatFixed(hitFrequency, decimals: 6),
        "1 in \(formatOneIn(hitFrequency)) spins pays",
      ],
      [
        "standard deviation", formatFixed(standardDeviation, decimals: 6),
        "of one spin's pay per unit total bet (variance \(formatFixed(variance, decimals: 6)))",
      ],
      ["expected pay", formatFixed(expectedPay, decimals: 6), "credits per spin"],
      ["average ways", formatFixed(averageWays, decimals: 3), "ways per spin"],
    ])
    text += "\n"
    if let freeSpins { text += Self.freeSpinsTable(freeSpins) + "\n" }
    var rows = [["ways win", "pays per way", "probability", "credits per spin", "share of RTP"]]
    for entry in waysWins + scatterWins {
      let name = "\(entry.count) × \(entry.symbol)"
      rows.append([
        name, formatCredits(entry.pay), formatProbability(entry.probability),
        formatFixed(entry.returned, decimals: 6), formatFixed(entry.contribution, decimals: 6),
      ])
    }
    text += SpinSummary.align(rows) + "\n"
    let fewest = waysDistribution.first?.ways ?? 0
    let most = waysDistribution.last?.ways ?? 0
    rows = [["ways (\(fewest) … \(most))", "probability", "1 in"]]
    for (index, low) in Self.waysEdges.enumerated() {
      let high = index + 1 < Self.waysEdges.count ? Self.waysEdges[index + 1] : Int.max
      guard low <= most, high > fewest else { continue }
      let probability = waysDistribution.filter { $0.ways >= low && $0.ways < high }
        .reduce(0) { $0 + $1.probability }
      let range = high == Int.max ? "\(low) and over" : "\(low) … \(high - 1)"
      rows.append([range, formatProbability(probability), formatOneIn(probability)])
    }
    text += SpinSummary.align(rows) + "\n"
    rows = [["win size (× total bet)", "wins per spin", "1 in"]]
    let bands = winSizeBands(edges: Self.bandEdges)
    for (index, perSpin) in bands.enumerated() {
      let low = formatNumber(Self.bandEdges[index])
      let range =
        index + 1 < Self.bandEdges.count
        ? "\(low) … < \(formatNumber(Self.bandEdges[index + 1]))" : "\(low) and over"
      rows.append([range, formatProbability(perSpin), formatOneIn(perSpin)])
    }
    text += SpinSummary.align(rows)
    return text
  }

  /// The sheet as JSON (keys sorted when written): every figure, entry, ways count and win
  /// size, in the order the maths gives them.
  public var json: JSONValue {
    func entries(_ list: [Entry]) -> JSONValue {
      .array(
        list.map { entry in
          .object([
            "symbol": .string(entry.symbol), "count": .number(Double(entry.count)),
            "pay": .number(entry.pay), "probability": .number(entry.probability),
            "returned": .number(entry.returned), "contribution": .number(entry.contribution),
          ])
        })
    }
    var object: [String: JSONValue] = [
      "machine": .string(machine),
      "method": .string("closed-form"),
      "variableRows": .bool(true),
      "bet": .number(bet), "totalBet": .number(totalBet),
      "columns": .array(columns.map { .number(Double($0)) }),
      "topWindows": .number(Double(topWindows)),
      "windows": .number(windows),
      "rtp": .number(rtp), "hitFrequency": .number(hitFrequency),
      "variance": .number(variance), "standardDeviation": .number(standardDeviation),
      "expectedPay": .number(expectedPay), "averageWays": .number(averageWays),
      "waysWins": entries(waysWins), "scatterWins": entries(scatterWins),
      "waysDistribution": .array(
        waysDistribution.map {
          .object(["ways": .number(Double($0.ways)), "probability": .number($0.probability)])
        }),
      "winSizes": .array(
        winSizes.map {
          .object(["credits": .number($0.credits), "perSpin": .number($0.perSpin)])
        }),
    ]
    if let freeSpins { object["freeSpins"] = Self.freeSpinsJSON(freeSpins) }
    return .object(
      object.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }
}

extension VariableRowsSheet {
  /// The free-spins lines of the table: how often the feature comes, how long it lasts, what
  /// it pays, and the base, feature and total returns.
  static func freeSpinsTable(_ feature: VariableRowsFreeSpins) -> String {
    SpinSummary.align([
      ["free spins", "", "exact: the retrigger equation solved on the closed form, not simulated"],
      [
        "trigger frequency", formatFixed(feature.triggerFrequency, decimals: 6),
        "1 in \(formatOneIn(feature.triggerFrequency)) spins trigger",
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
        "credits per free spin, × \(feature.multiplier) included",
      ],
      [
        "average feature win", formatFixed(feature.averageFeatureWin, decimals: 6),
        "credits per trigger",
      ],
      ["base game RTP", formatFixed(feature.baseRTP, decimals: 6), "the base spin's own wins"],
      ["free spins RTP", formatFixed(feature.featureRTP, decimals: 6), "the feature's wins"],
      ["total RTP", formatFixed(feature.totalRTP, decimals: 6), "base game + free spins"],
      [
        "free spins share", formatFixed(feature.featureShare, decimals: 6),
        "free spins RTP / total RTP",
      ],
      [
        "total standard deviation", formatFixed(feature.totalStandardDeviation, decimals: 6),
        "of a base spin's pay with its feature, per unit total bet",
      ],
    ])
  }

  /// The free-spins object of the JSON sheet.
  static func freeSpinsJSON(_ feature: VariableRowsFreeSpins) -> JSONValue {
    .object([
      "triggerFrequency": .number(feature.triggerFrequency),
      "spinsPerTrigger": .number(feature.spinsPerTrigger),
      "retriggersPerSpin": .number(feature.retriggersPerSpin),
      "spinsPlayedPerTrigger": .number(feature.spinsPlayedPerTrigger),
      "multiplier": .number(Double(feature.multiplier)),
      "spinValue": .number(feature.spinValue),
      "averageFeatureWin": .number(feature.averageFeatureWin),
      "baseRTP": .number(feature.baseRTP), "featureRTP": .number(feature.featureRTP),
      "totalRTP": .number(feature.totalRTP), "featureShare": .number(feature.featureShare),
      "totalVariance": .number(feature.totalVariance),
      "totalStandardDeviation": .number(feature.totalStandardDeviation),
    ])
  }
}

extension ParRun {
  /// The variable-row machine of `machine` for the maths, or `nil` when its rows are fixed.
  public static func variableRowsMachine(of machine: ResolvedMachine, paytable: Paytable)
    -> VariableRowsMachine?
  {
    machine.variableRows.map {
      VariableRowsMachine(
        reels: ReelStrips(machine.spec), rows: $0, paytable: paytable, weights: machine.weights)
    }
  }

  /// The exact sheet of a variable-row machine, with its free spins priced exactly when
  /// `freeSpins` is given (``/ReelKit/VariableRowsFreeSpins``), or its refusal as one line at
  /// `paytable` (``/ReelKit/ParError``: what the closed form cannot price) or at
  /// `paytable.freeSpins.retrigger` (retriggers that would not end).
  public static func variableRowsSheet(
    _ machine: VariableRowsMachine, file: String, estimate: String,
    freeSpins: CascadeFreeSpins? = nil
  ) throws(ConfigError) -> VariableRowsSheet {
    var sheet: VariableRowsSheet
    do {
      sheet = try machine.sheet()
    } catch {
      throw ConfigError(
        file: file,
        problems: [
          ConfigProblem(path: JSONPath("paytable"), message: error.message(estimate: estimate))
        ])
    }
    if let freeSpins {
      do {
        sheet.freeSpins = try VariableRowsFreeSpins(sheet: sheet, freeSpins: freeSpins)
      } catch {
        throw ConfigError(
          file: file,
          problems: [
            ConfigProblem(
              path: JSONPath("paytable.freeSpins.retrigger"), message: error.description)
          ])
      }
    }
    return sheet
  }
}
