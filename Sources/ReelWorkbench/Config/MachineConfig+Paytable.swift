import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// The largest pay of one entry, a multiple of the (line or total) bet.
  static let maximumPay = 1e9
  /// The largest bet per line, credits.
  static let maximumBet = 1e6
  /// The most pay entries (line and scatter each).
  static let maximumPays = 1000

  /// Problems of the `paytable` object, each at its JSON path.
  func paytableProblems() -> [ConfigProblem] {
    // Without a valid drum count (reported under drums) lines and counts cannot be checked.
    guard let paytable, (1...MachineSpec.maximumDrums).contains(drums.count) else { return [] }
    if isCluster { return clusterProblems() + winRuleProblems() }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath("paytable." + path), message: message))
    }
    let drumCount = drums.count
    let rows = geometry?.visibleRows ?? Defaults.visibleRows
    let allowedSymbols = "(allowed: \(symbols.joined(separator: ", ")))"
    func checkSymbol(_ name: String, at path: String) -> Bool {
      guard symbols.contains(name) else {
        add(
          path,
          "\(QuotedInput.quoted(name)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(name, among: symbols)) \(allowedSymbols)")
        return false
      }
      return true
    }
    func checkPay(_ pay: Double, at path: String, of what: String) {
      if !Ranges.linePay.contains(pay) {
        add(
          path,
          "\(formatNumber(pay)) is out of range (allowed: 0 ... 1000000000, a multiple of \(what))")
      }
    }
    if let bet = paytable.bet, !Ranges.bet.contains(bet) {
      add("bet", "\(formatNumber(bet)) is out of range (allowed: \(Ranges.bet.allowed))")
    }
    if let wild = paytable.wild { _ = checkSymbol(wild, at: "wild") }
    if let scatter = paytable.scatter {
      // A wild that is also the scatter: MachineConfig+Book.swift.
      if checkSymbol(scatter, at: "scatter"), scatter == paytable.wild, !allowsWildScatter {
        add(
          "scatter",
          "\(QuotedInput.quoted(scatter)) is also the wild (allowed: a symbol other than the wild; "
            + "the same symbol only with paytable.freeSpins, on fixed rows)")
      }
    }
    let mode = paytable.mode.flatMap(PayMode.init(rawValue:)) ?? .lines
    let lines = paytable.lines ?? []
    if mode == .ways, paytable.lines != nil {
      add("lines", "is given by ways (allowed: no lines with mode ways)")
    } else if mode == .lines && (lines.isEmpty || lines.count > Paytable.maximumLines) {
      add(
        "lines",
        (paytable.lines == nil ? "is missing" : "has \(lines.count) lines")
          + " (allowed: 1 ... \(Paytable.maximumLines) paylines)")
    }
    problems += rulesProblems(paytable, mode: mode, symbols: symbols)
    var seenLines: [[Int]: Int] = [:]
    for (index, line) in lines.enumerated() {
      guard line.count == drumCount else {
        add(
          "lines[\(index)]",
          "has \(counted(line.count, "row")) for \(counted(drumCount, "drum")) (allowed: one row index per drum, "
            + "top row 0)")
        continue
      }
      var inside = true
      // An invalid visibleRows is reported under geometry; rows are checked against a valid one.
      for (drum, row) in line.enumerated() where rows >= 1 && !(0..<rows).contains(row) {
        add(
          "lines[\(index)][\(drum)]",
          "row \(row) is off the window (allowed: 0 ... \(rows - 1), top row 0)")
        inside = false
      }
      if inside, let first = seenLines[line] {
        add("lines[\(index)]", "is the same line as lines[\(first)] (allowed: each line once)")
      } else if inside {
        seenLines[line] = index
      }
    }
    if paytable.pays.count > Self.maximumPays {
      add("pays", "has \(paytable.pays.count) entries (allowed: at most \(Self.maximumPays))")
    }
    var seenPays: [String: Int] = [:]
    for (index, pay) in paytable.pays.enumerated() {
      let path = "pays[\(index)]"
      if pay.group == nil && pay.mix == nil, checkSymbol(pay.symbol, at: path + ".symbol"),
        pay.symbol == paytable.scatter
      {
        add(
          path + ".symbol",
          "\(QuotedInput.quoted(pay.symbol)) is the scatter (allowed: a line symbol; the scatter's pays go in "
            + "scatterPays)")
      }
      if !(1...max(1, drumCount)).contains(pay.count) {
        add(
          path + ".count",
          "\(pay.count) is out of range (allowed: 1 ... \(drumCount), the number of drums)")
      }
      checkPay(pay.pay, at: path + ".pay", of: "the line bet")
      let key = "\(pay.symbol) × \(pay.count)"
      if let first = seenPays[key] {
        add(
          path,
          "\(QuotedInput.bare(pay.symbol)) × \(pay.count) is listed twice (first at "
            + "pays[\(first)]; allowed: once)")
      } else {
        seenPays[key] = index
      }
    }
    let scatterPays = paytable.scatterPays ?? []
    if !scatterPays.isEmpty, paytable.scatter == nil {
      add("scatterPays", "there is no scatter symbol (allowed: scatterPays with paytable.scatter)")
    }
    if scatterPays.count > Self.maximumPays {
      add("scatterPays", "has \(scatterPays.count) entries (allowed: at most \(Self.maximumPays))")
    }
    let cells = max(1, rows) * drumCount
    var seenCounts: [Int: Int] = [:]
    for (index, pay) in scatterPays.enumerated() {
      let path = "scatterPays[\(index)]"
      if !(1...max(1, cells)).contains(pay.count) {
        add(
          path + ".count",
          "\(pay.count) is out of range (allowed: 1 ... \(cells), the cells of the window)")
      }
      checkPay(pay.pay, at: path + ".pay", of: "the total bet")
      if let first = seenCounts[pay.count] {
        add(
          path, "count \(pay.count) is listed twice (first at scatterPays[\(first)]; allowed: once)"
        )
      } else {
        seenCounts[pay.count] = index
      }
    }
    return problems + clusterKeyProblems() + winRuleProblems()
  }

  /// Problems of the drums' `weights`, each at its JSON path.
  func weightProblems() -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    for (index, drum) in drums.enumerated() {
      guard let weights = drum.weights else { continue }
      if weights.count != drum.strip.count {
        problems.append(
          ConfigProblem(
            path: JSONPath("drums[\(index)].weights"),
            message:
              "has \(counted(weights.count, "weight")) for \(counted(drum.strip.count, "strip stop")) "
              + "(allowed: one positive whole number per stop)"))
      }
      for (stop, weight) in weights.enumerated()
      where !(1...StopWeights.maximumWeight).contains(weight) {
        problems.append(
          ConfigProblem(
            path: JSONPath("drums[\(index)].weights[\(stop)]"),
            message: "\(weight) is out of range (allowed: 1 ... \(StopWeights.maximumWeight))"))
      }
    }
    return problems
  }

  /// The ReelKit paytable of a validated config.
  func resolvedPaytable() -> Paytable? {
    paytable.map { written in
      Paytable(
        bet: written.bet ?? 1, lines: written.lines ?? [],
        pays: written.pays.map {
          LinePay(
            symbol: $0.symbol, count: $0.count, pay: $0.pay, group: $0.group, mix: $0.mix,
            direction: $0.direction.flatMap(PayDirection.init(rawValue:)) ?? .leftToRight)
        },
        wild: written.wild, scatter: written.scatter,
        scatterPays: (written.scatterPays ?? []).map { ScatterPay(count: $0.count, pay: $0.pay) },
        multipliers: (written.multipliers ?? []).map {
          SymbolMultiplier(symbol: $0.symbol, factor: $0.factor)
        },
        multiplierRule: written.multiplierRule.flatMap(MultiplierRule.init(rawValue:))
          ?? .multiply,
        mode: written.mode.flatMap(PayMode.init(rawValue:)) ?? .lines)
    }
  }

  /// The stop weights of a validated config: `nil` when no drum has weights, else every
  /// drum's (1 per stop for drums without).
  func resolvedWeights() -> StopWeights? {
    guard drums.contains(where: { $0.weights != nil }) else { return nil }
    return StopWeights(
      drums.map { $0.weights ?? Array(repeating: 1, count: $0.strip.count) })
  }
}
