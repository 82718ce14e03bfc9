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
    let parts = rtpParts
    text += SpinSummary.align(
      [
        SheetRows.headline(
          total: totalRTP,
          detail: SheetRows.totalDetail(
            parts: parts,
            own: freeSpins == nil
              ? "credits returned per credit bet" : "credits returned per credit bet, with them"))
      ] + [
        [
          "hit frequency", formatFixed(hitFrequency, decimals: 6),
          "1 in \(formatOneIn(hitFrequency)) spins pays" + (freeSpins == nil ? "" : " (base game)"),
        ],
        [
          "standard deviation", formatFixed(standardDeviation, decimals: 6),
          "of one spin's pay per unit total bet (variance \(formatFixed(variance, decimals: 6)))"
            + (freeSpins == nil ? "" : " (base game)"),
        ],
        ["expected pay", formatFixed(expectedPay, decimals: 6), "credits per spin"],
        ["average ways", formatFixed(averageWays, decimals: 3), "ways per spin"],
      ])
    text += "\n" + SheetRows.parts(parts)
    text += SheetRows.warningText(warnings)
    if let freeSpins { text += FreeSpinsRows(freeSpins).table + "\n" }
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
      "rtp": .number(totalRTP), "baseRTP": .number(rtp),
      "rtpParts": SheetRows.partsJSON(rtpParts),
      "warnings": .array(warnings.map { .string($0) }),
      "hitFrequency": .number(hitFrequency),
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
    if let freeSpins { object["freeSpins"] = FreeSpinsRows(freeSpins).json }
    return .object(
      object.map { (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0)) })
  }
}

extension VariableRowsSheet {
  /// The return with the free spins: ``rtp`` plus their RTP contribution.
  public var totalRTP: Double { rtp + (freeSpins?.featureRTP ?? 0) }

  /// The parts of ``totalRTP``: ways wins, scatter wins, then the free spins.
  public var rtpParts: [SheetPart] {
    let scatter = scatterWins.reduce(0) { $0 + $1.contribution }
    var parts = [SheetPart(name: "ways wins", rtp: rtp - scatter)]
    if !scatterWins.isEmpty { parts.append(SheetPart(name: "scatter wins", rtp: scatter)) }
    if let freeSpins {
      parts.append(SheetPart(name: "free spins", rtp: freeSpins.featureRTP, isFeature: true))
    }
    return parts
  }

  /// The sheet's warnings: a total RTP above 1 (it states no top award).
  public var warnings: [String] {
    SheetRows.warnings(totalRTP: totalRTP, topAward: nil, oddsShown: false)
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
