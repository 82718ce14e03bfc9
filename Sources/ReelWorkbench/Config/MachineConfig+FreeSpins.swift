import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Problems of `paytable.freeSpins`, each at its JSON path. The retrigger rule (fewer than
  /// one free spin awarded per free spin on average) is checked once everything else is valid.
  func freeSpinsProblems() -> [ConfigProblem] {
    guard let paytable, let written = paytable.freeSpins,
      (1...MachineSpec.maximumDrums).contains(drums.count)
    else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(
        ConfigProblem(path: JSONPath("paytable.freeSpins" + path), message: message))
    }
    if paytable.scatter == nil {
      add("", "needs a scatter to trigger it (allowed: freeSpins with paytable.scatter)")
    }
    let rows = max(1, geometry?.visibleRows ?? Defaults.visibleRows)
    // A top drum adds one cell over each drum but the first and the last.
    let topCells = hasVariableRows && topDrum != nil ? max(0, drums.count - 2) : 0
    let cells = rows * drums.count + topCells
    if written.awards.isEmpty || written.awards.count > Self.maximumPays {
      add(
        ".awards",
        "has \(counted(written.awards.count, "award")) (allowed: 1 ... \(Self.maximumPays))")
    }
    var seen: [Int: Int] = [:]
    for (index, award) in written.awards.enumerated() {
      let path = ".awards[\(index)]"
      if !(1...cells).contains(award.count) {
        add(
          path + ".count",
          "\(award.count) is out of range (allowed: 1 ... \(cells), the cells of the window)")
      }
      if !(1...FreeSpinsFeature.maximumSpinsPerAward).contains(award.spins) {
        add(
          path + ".spins",
          "\(award.spins) is out of range (allowed: 1 ... "
            + "\(FreeSpinsFeature.maximumSpinsPerAward) free spins)")
      }
      if let first = seen[award.count] {
        add(
          path,
          "count \(award.count) is listed twice (first at awards[\(first)]; allowed: once)")
      } else {
        seen[award.count] = index
      }
    }
    if let multiplier = written.multiplier,
      !FreeSpinsFeature.multiplierRange.contains(multiplier)
    {
      add(
        ".multiplier",
        "\(formatNumber(multiplier)) is out of range (allowed: "
          + "\(FreeSpinsFeature.multiplierRange.allowed))")
    }
    if hasVariableRows { return problems + variableRowsFreeSpinsProblems() }
    problems += featureStripProblems(written, rows: rows)
    if let pays = written.pays {
      // The feature's pays follow the base pays' rules: checked as if they were the base's.
      var copy = self
      copy.paytable?.pays = pays
      copy.paytable?.freeSpins = nil
      for problem in copy.paytableProblems()
      where problem.path.components.starts(with: [.key("paytable"), .key("pays")]) {
        problems.append(
          ConfigProblem(
            path: JSONPath(
              components: [.key("paytable"), .key("freeSpins")]
                + problem.path.components.dropFirst()),
            message: problem.message))
      }
    }
    return problems
  }

  /// What a variable-row machine's free spins cannot have, each one line at its path: the
  /// feature's own `strips`, `weights` and `pays` (its free spins are spins of the same
  /// machine: the same drums, rows, top drum and paytable) and a multiplier that is not a
  /// whole number (its Monte Carlo counts a free spin's pay times it exactly).
  func variableRowsFreeSpinsProblems() -> [ConfigProblem] {
    guard let written = paytable?.freeSpins else { return [] }
    var problems: [ConfigProblem] = []
    let same =
      "a variable-row machine plays its free spins on its own drums, rows, top drum and "
      + "paytable"
    for (key, given) in [
      ("strips", written.strips != nil), ("weights", written.weights != nil),
      ("pays", written.pays != nil),
    ] where given {
      problems.append(
        ConfigProblem(
          path: JSONPath("paytable.freeSpins.\(key)"),
          message: "is not allowed on variable rows: \(same) (allowed: awards, multiplier and "
            + "retrigger)"))
    }
    if let multiplier = written.multiplier, FreeSpinsFeature.multiplierRange.contains(multiplier),
      multiplier.rounded() != multiplier
    {
      problems.append(
        ConfigProblem(
          path: JSONPath("paytable.freeSpins.multiplier"),
          message: "\(formatNumber(multiplier)) is not a whole number (allowed: a whole number "
            + "1 ... 1000 on variable rows)"))
    }
    return problems
  }

  /// Problems of the feature's own `strips` and `weights`.
  private func featureStripProblems(_ written: FreeSpinsConfig, rows: Int) -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(
        ConfigProblem(path: JSONPath("paytable.freeSpins." + path), message: message))
    }
    if written.weights != nil, written.strips == nil {
      add("weights", "are given without strips (allowed: weights of the feature's own strips)")
    }
    guard let strips = written.strips else { return problems }
    if strips.count != drums.count {
      add(
        "strips",
        "has \(counted(strips.count, "strip")) for \(counted(drums.count, "drum")) (allowed: "
          + "one per drum)")
    }
    for (index, strip) in strips.enumerated() {
      if strip.count < rows || strip.count > DrumGeometry.maximumSymbols {
        add(
          "strips[\(index)]",
          "has \(counted(strip.count, "symbol")) (allowed: \(rows) ... "
            + "\(DrumGeometry.maximumSymbols), at least the window's rows)")
      }
      problems += unknownSymbolProblems(
        of: strip, at: "paytable.freeSpins.strips[\(index)]")
    }
    guard let weights = written.weights else { return problems }
    if weights.count != strips.count {
      add(
        "weights",
        "has \(counted(weights.count, "list")) for \(counted(strips.count, "strip")) (allowed: "
          + "one list per strip)")
    }
    for (index, list) in weights.enumerated() where index < strips.count {
      problems += Self.stopWeightProblems(
        list, stops: strips[index].count, stopsName: "strip stop",
        at: "paytable.freeSpins.weights[\(index)]")
    }
    return problems
  }

  /// The feature of a validated config whose other parts are valid: its drums, paytable and
  /// weights resolved (the base ones where the config gives none), for `spec` and `paytable`.
  func resolvedFreeSpins(spec: MachineSpec, paytable: Paytable, weights: StopWeights?)
    -> FreeSpinsFeature?
  {
    guard let written = self.paytable?.freeSpins else { return nil }
    var featureSpec = spec
    var featureWeights = weights
    if let strips = written.strips {
      for (index, strip) in strips.enumerated() {
        featureSpec.drums[index].geometry.strip = strip
        featureSpec.drums[index].startIndex = 0
      }
      featureWeights = written.weights.map(StopWeights.init)
    }
    var featurePaytable = paytable
    if let pays = written.pays {
      var copy = self
      copy.paytable?.pays = pays
      featurePaytable.pays = copy.resolvedPaytable()?.pays ?? paytable.pays
    }
    var feature = FreeSpinsFeature(
      awards: written.awards.map { FreeSpinAward(count: $0.count, spins: $0.spins) }
        .sorted { $0.count < $1.count },
      multiplier: written.multiplier ?? 1, retriggers: written.retrigger ?? true,
      spec: featureSpec, paytable: featurePaytable, weights: featureWeights)
    feature.expanding = resolvedExpandingSymbol()
    return feature
  }

  /// The retrigger rule of a resolved feature: refused when one free spin awards one free
  /// spin or more on average (the feature would never end).
  static func retriggerProblems(_ feature: FreeSpinsFeature) -> [ConfigProblem] {
    let r = feature.expectedRetriggers()
    guard r >= 1 else { return [] }
    return [
      ConfigProblem(
        path: JSONPath("paytable.freeSpins.awards"),
        message: FreeSpinsError(retriggersPerSpin: r).description)
    ]
  }
}
