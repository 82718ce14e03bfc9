import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Problems of `paytable.holdAndWin`, each at its JSON path.
  func holdAndWinProblems() -> [ConfigProblem] {
    guard let paytable, let written = paytable.holdAndWin,
      (1...MachineSpec.maximumDrums).contains(drums.count)
    else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(
        ConfigProblem(path: JSONPath("paytable.holdAndWin" + path), message: message))
    }
    if wheel != nil { add("", "is not allowed on a wheel (allowed: hold-and-win on reels)") }
    if hasVariableRows {
      add(
        "",
        "is not allowed on variable rows (allowed: hold-and-win on a fixed window, where every "
          + "cell is its own drum in a respin)")
    }
    if tumble != nil {
      add("", "is not allowed with tumble (allowed: hold-and-win on a machine without tumble)")
    }
    let rows = max(1, geometry?.visibleRows ?? Defaults.visibleRows)
    let cells = rows * drums.count
    if cells > HoldAndWinFeature.maximumCells {
      add(
        "",
        "needs a window of at most \(HoldAndWinFeature.maximumCells) cells, not \(cells) "
          + "(\(rows) rows × \(counted(drums.count, "drum")))")
    }
    problems += symbolProblems(written.symbol, at: ".symbol", wild: paytable.wild)
    if symbols.contains(written.symbol),
      !drums.contains(where: { $0.strip.contains(written.symbol) })
    {
      add(
        ".symbol",
        "\(QuotedInput.quoted(written.symbol)) is on no base strip: the round, its cash and "
          + "its jackpots can never be won (allowed: a symbol on at least one drum's strip)")
    }
    let most = mostShown(written.symbol, rows: rows)
    if !(1...max(1, cells)).contains(written.trigger) {
      add(
        ".trigger",
        "\(written.trigger) is out of range (allowed: 1 ... \(cells), the cells of the window)")
    } else if most > 0, written.trigger > most {
      add(
        ".trigger",
        "\(written.trigger) is more than the \(most) bonus symbols a base window can show, so "
          + "the round can never start (allowed: 1 ... \(most), or more "
          + "\(QuotedInput.quoted(written.symbol)) on the strips)")
    }
    let respinRange = Ranges.holdAndWinRespins
    if let respins = written.respins, !respinRange.contains(Double(respins)) {
      add(".respins", "\(respins) is out of range (allowed: \(respinRange.allowed))")
    }
    problems += cellStripProblems(written)
    problems += prizeProblems(written)
    return problems
  }

  /// The most `symbol`s a base window of `rows` rows can show: each drum's most in `rows`
  /// consecutive stops (around the strip), added.
  private func mostShown(_ symbol: String, rows: Int) -> Int {
    var total = 0
    for drum in drums where !drum.strip.isEmpty && drum.strip.count <= DrumGeometry.maximumSymbols {
      let strip = drum.strip
      var most = 0
      for start in strip.indices {
        var count = 0
        for offset in 0..<min(rows, strip.count)
        where strip[(start + offset) % strip.count] == symbol {
          count += 1
        }
        most = max(most, count)
      }
      total += most
    }
    return total
  }

  /// Problems of a symbol name: one of `symbols`, not the wild.
  private func symbolProblems(_ name: String, at path: String, wild: String?) -> [ConfigProblem] {
    let json = JSONPath("paytable.holdAndWin" + path)
    guard symbols.contains(name) else {
      return [
        ConfigProblem(
          path: json,
          message: "\(QuotedInput.quoted(name)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(name, among: symbols)) (allowed: "
            + symbols.joined(separator: ", ") + ")")
      ]
    }
    if name == wild {
      return [
        ConfigProblem(
          path: json,
          message: "\(QuotedInput.quoted(name)) is the wild (allowed: a symbol of its own)")
      ]
    }
    return []
  }

  /// Problems of `cellStrip` and `cellWeights`.
  private func cellStripProblems(_ written: HoldAndWinConfig) -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(
        ConfigProblem(path: JSONPath("paytable.holdAndWin." + path), message: message))
    }
    let strip = written.cellStrip
    if strip.isEmpty || strip.count > DrumGeometry.maximumSymbols {
      add(
        "cellStrip",
        "has \(counted(strip.count, "symbol")) (allowed: 1 ... \(DrumGeometry.maximumSymbols))")
    }
    problems += unknownSymbolProblems(of: strip, at: "paytable.holdAndWin.cellStrip")
    guard let weights = written.cellWeights else { return problems }
    return problems
      + Self.stopWeightProblems(
        weights, stops: strip.count, stopsName: "stop", after: " of cellStrip",
        at: "paytable.holdAndWin.cellWeights")
  }

  /// Problems of `cashValues` and `jackpots`, and of the draw's total weight.
  private func prizeProblems(_ written: HoldAndWinConfig) -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(
        ConfigProblem(path: JSONPath("paytable.holdAndWin." + path), message: message))
    }
    let range = Ranges.holdAndWinPrize
    let values = written.cashValues
    if values.isEmpty || values.count > Self.maximumPays {
      add(
        "cashValues",
        "has \(counted(values.count, "value")) (allowed: 1 ... \(Self.maximumPays))")
    }
    var total = 0
    var weightsValid = true
    for (index, cash) in values.enumerated() {
      if !range.contains(cash.value) {
        add(
          "cashValues[\(index)].value",
          "\(formatNumber(cash.value)) is out of range (allowed: \(range.allowed))")
      }
      if (0...StopWeights.maximumWeight).contains(cash.weight) {
        total += cash.weight
      } else {
        weightsValid = false
        add(
          "cashValues[\(index)].weight",
          "\(cash.weight) is out of range (allowed: 0 ... \(StopWeights.maximumWeight))")
      }
    }
    var seen: [String: Int] = [:]
    for (index, jackpot) in (written.jackpots ?? []).enumerated() {
      let path = "jackpots[\(index)]"
      if let first = seen[jackpot.name] {
        add(path, "\(jackpot.name) is listed twice (first at jackpots[\(first)]; allowed: once)")
      } else {
        seen[jackpot.name] = index
      }
      if !range.contains(jackpot.value) {
        add(
          path + ".value",
          "\(formatNumber(jackpot.value)) is out of range (allowed: \(range.allowed))")
      }
      switch (jackpot.name == "grand", jackpot.weight) {
      case (true, .some):
        add(
          path + ".weight",
          "is given for the grand, which a full window wins (allowed: no weight for grand)")
      case (false, .none):
        weightsValid = false
        add(
          path + ".weight",
          "is missing: \(jackpot.name) is carried by bonus symbols (allowed: 1 ... "
            + "\(StopWeights.maximumWeight))")
      case (false, .some(let weight)):
        if (1...StopWeights.maximumWeight).contains(weight) {
          total += weight
        } else {
          weightsValid = false
          add(
            path + ".weight",
            "\(weight) is out of range (allowed: 1 ... \(StopWeights.maximumWeight))")
        }
      case (true, .none): break
      }
    }
    if weightsValid && !values.isEmpty && total == 0 {
      add(
        "cashValues",
        "weights sum to 0 with the jackpots' (allowed: a total weight of at least 1, so that a "
          + "bonus symbol carries a prize)")
    }
    return problems
  }

  /// The feature with its cell reels of a validated config, or `nil` without one.
  func resolvedHoldAndWinReels(spec: MachineSpec) -> HoldAndWinReels? {
    guard let feature = resolvedHoldAndWin(), let written = paytable?.holdAndWin,
      let machine = cellReelMachine(spec: spec)
    else { return nil }
    return HoldAndWinReels(
      feature: feature,
      cellStrip: HoldAndWinCellStrip(
        strip: written.cellStrip, weights: written.cellWeights, symbol: written.symbol),
      machine: machine)
  }

  /// The feature of a validated config, or `nil` without one.
  func resolvedHoldAndWin() -> HoldAndWinFeature? {
    guard let written = paytable?.holdAndWin else { return nil }
    let rows = max(1, geometry?.visibleRows ?? Defaults.visibleRows)
    let weights = written.cellWeights ?? Array(repeating: 1, count: written.cellStrip.count)
    var landing = 0
    for (stop, name) in written.cellStrip.enumerated() where name == written.symbol {
      landing += weights[stop]
    }
    var prizes = written.cashValues.map { HoldAndWinPrize(cash: $0.value, weight: $0.weight) }
    var grand = 0.0
    let jackpots = (written.jackpots ?? []).sorted {
      (JackpotConfig.names.firstIndex(of: $0.name) ?? 0)
        < (JackpotConfig.names.firstIndex(of: $1.name) ?? 0)
    }
    for jackpot in jackpots {
      if jackpot.name == "grand" {
        grand = jackpot.value
      } else {
        prizes.append(
          HoldAndWinPrize(jackpot: jackpot.name, value: jackpot.value, weight: jackpot.weight ?? 0))
      }
    }
    return HoldAndWinFeature(
      symbol: written.symbol, trigger: written.trigger, respins: written.respins ?? 3,
      cells: rows * drums.count, landingWeight: landing, cellWeight: weights.reduce(0, +),
      prizes: prizes, grand: grand)
  }
}
