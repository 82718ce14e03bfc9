import ReelKit
import ReelKitSupport

/// A validated config, ready to spin.
public struct ResolvedMachine: Sendable, Equatable {
  /// The config as written.
  public var config: MachineConfig
  /// The machine with every default filled in.
  public var spec: MachineSpec
  /// The seed for random targets.
  public var seed: UInt64
  /// The fixed targets of the config, if it has them.
  public var targets: [Int]?
  /// SHA-256 of the config file's bytes (of `Configs/default.json` for the built-in machine).
  public var digest = ""
  /// What the machine pays, if the config has a paytable.
  public var paytable: Paytable?
  /// The stop weights, if any drum has weights.
  public var weights: StopWeights?
  /// How the machine tumbles, if the config has a `tumble` block.
  public var tumble: TumbleParameters?
  /// The free-spins feature, if the paytable has one.
  public var freeSpins: FreeSpinsFeature?
  /// The hold-and-win feature, if the paytable has one.
  public var holdAndWin: HoldAndWinFeature?
  /// The hold-and-win feature with its cell reels, if the paytable has one.
  public var holdAndWinReels: HoldAndWinReels?
  /// The rows drawn every spin and the top drum, on a variable-row ("Megaways") machine.
  public var variableRows: VariableRows?
  /// The cluster-pays grid, on a machine whose `paytable.mode` is `cluster`.
  public var cluster: ClusterGame?
  /// The expanding, sticky and walking wilds, if the paytable has `wilds`.
  public var wildFeatures: WildFeatures?
  /// The coin levels, if the paytable has `coins` (``paytable`` is then the pays of level
  /// ``coins``).
  public var coinLevels: CoinLevels?
  /// The coin level played, one of ``coinLevels`` (the first unless `--coins` chose
  /// another, ``playing(coins:)``); `nil` without coin levels.
  public var coins: Int?

  /// What kind of machine this is: a wheel or reels.
  public var kind: MachineKind { config.kind }

  /// Whether the config says the top award's odds are shown wherever it is advertised
  /// (`paytable.topAwardOddsShown`, default false).
  public var topAwardOddsShown: Bool { config.paytable?.topAwardOddsShown ?? false }

  /// How the wheel is drawn (its drum, direction and pointer), or `nil` for reels.
  public var wheelLayout: WheelLayout? {
    spec.drums.first.flatMap { config.wheelLayout(geometry: $0.geometry) }
  }

  /// Draws one target per drum from `seed`, with the stop weights when there are any
  /// (exactly ``/ReelKit/Outcome/randomTargets(for:seed:)-(ReelStrips,_)`` without).
  public func randomTargets(seed: UInt64) -> [Int] {
    Outcome.randomTargets(for: spec, seed: seed, weights: weights)
  }
}

extension MachineConfig {
  /// Built-in defaults: symbol height 100 pt, 3 rows, 1/240 s, watchdog 30 s, seed 1,
  /// first stop 1.0 s, stop interval 0.3 s, no start delay, and ``/ReelKit/MotionParameters``'s
  /// defaults for the motion.
  public enum Defaults {
    /// Symbol height, pt.
    public static let symbolHeight = 100.0
    /// Window rows.
    public static let visibleRows = 3
    /// Watchdog, s.
    public static let maxDuration = 30.0
    /// Seed.
    public static let seed: UInt64 = 1
    /// Stop request of drum 0, s (``/ReelKit/DrumSchedule/defaultFirstStop``).
    public static let firstStop = DrumSchedule.defaultFirstStop
    /// Time between stop requests, s (``/ReelKit/DrumSchedule/defaultStopInterval``).
    public static let stopInterval = DrumSchedule.defaultStopInterval
  }

  /// Validates the config and fills in defaults. Every problem is reported, each at the JSON
  /// path a user has to edit.
  public func resolve() -> Result<ResolvedMachine, ConfigError.Problems> {
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(path), message: message))
    }
    if name.isEmpty || name.count > 100 {
      add("name", "must have 1 to 100 characters")
    }
    problems += symbolProblems()
    if drums.isEmpty || drums.count > MachineSpec.maximumDrums {
      add("drums", "has \(drums.count) drums (allowed: 1 ... \(MachineSpec.maximumDrums))")
    }
    let known = Set(symbols)
    for (index, drum) in drums.enumerated() {
      for (position, symbol) in drum.strip.enumerated() where !known.contains(symbol) {
        add(
          "drums[\(index)].strip[\(position)]",
          "\(QuotedInput.quoted(symbol)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(symbol, among: symbols)) (allowed: "
            + "\(symbols.joined(separator: ", ")))")
      }
    }
    let clock = SimulationClock(timeStep: simulation?.timeStep ?? SimulationClock.defaultTimeStep)
    let maxDuration = simulation?.maxDuration ?? Defaults.maxDuration
    let spec = MachineSpec(
      name: name, drums: drums.indices.map(drumSpec), clock: clock, maxDuration: maxDuration)
    problems += spec.clockIssues().map {
      ConfigProblem(path: JSONPath("simulation." + $0.field), message: $0.message)
    }
    problems += timingProblems(motion, at: "motion")
    problems += motionProblems(spec: spec)
    problems += geometryProblems()
    problems += wheelProblems()
    problems += weightProblems()
    problems += paytableProblems()
    problems += tumbleProblems(spec: spec)
    problems += variableRowProblems(spec: spec)
    problems += cascadeMultiplierProblems()
    problems += freeSpinsProblems()
    problems += bookProblems()
    problems += holdAndWinProblems()
    problems += wildFeaturesProblems()
    problems += coinProblems()
    problems += cellReelProblems(spec: spec, othersValid: problems.isEmpty)
    // The schedule rule reads the stop times and the watchdog: checked when those are valid,
    // so that one wrong value is not reported twice.
    let scheduleFields: Set<String> = [
      "startDelay", "startInterval", "firstStop", "stopInterval", "stopTime", "maxDuration",
      "timeStep",
    ]
    if !problems.contains(where: { problem in
      if case .key(let key)? = problem.path.components.last { return scheduleFields.contains(key) }
      return false
    }) {
      problems += scheduleProblems(spec: spec)
    }
    var targets: [Int]?
    if let written = self.targets {
      if written.count != drums.count {
        add(
          "targets",
          "has \(counted(written.count, "target")) for \(counted(drums.count, "drum")) "
            + "(allowed: one per drum)"
        )
      } else {
        // Each target is checked against its own drum's strip, when that strip is valid.
        var resolved: [Int] = []
        for (index, target) in written.enumerated() {
          let geometry = spec.drums[index].geometry
          guard (1...DrumGeometry.maximumSymbols).contains(geometry.symbolCount) else { continue }
          switch target.choice.resolve(on: geometry) {
          case .success(let value): resolved.append(value)
          case .failure(let issue): add("targets[\(index)]", issue.message)
          }
        }
        targets = resolved
      }
    }
    if wheel != nil {
      // A wheel's points are degrees: its messages say so.
      problems = problems.map { problem in
        var problem = problem
        problem.message = Self.inDegrees(problem.message)
        return problem
      }
    }
    guard problems.isEmpty else { return .failure(ConfigError.Problems(problems)) }
    var resolved = ResolvedMachine(
      config: self, spec: spec, seed: simulation?.seed ?? Defaults.seed, targets: targets,
      paytable: resolvedPaytable(), weights: resolvedWeights(),
      // A cluster grid's `tumble` block only says how its cells fall (``clusterFall``).
      tumble: isCluster ? nil : tumble?.parameters)
    resolved.variableRows = variableRows(spec: spec)
    resolved.cluster = clusterGame(spec: spec, weights: resolved.weights)
    if let game = resolved.cluster, game.expectedRetriggers() >= 1 {
      return .failure(
        ConfigError.Problems([
          ConfigProblem(
            path: JSONPath("paytable.freeSpins.awards"),
            message: FreeSpinsError(retriggersPerSpin: game.expectedRetriggers()).description)
        ]))
    }
    let cascadeProblems = resolved.cascadeProblems()
    guard cascadeProblems.isEmpty else { return .failure(ConfigError.Problems(cascadeProblems)) }
    resolved.holdAndWin = resolvedHoldAndWin()
    resolved.holdAndWinReels = resolvedHoldAndWinReels(spec: spec)
    resolved.wildFeatures = resolvedWildFeatures()
    if let levels = resolvedCoinLevels() {
      resolved.coinLevels = levels
      resolved = resolved.playing(coins: levels.defaultLevel)
    }
    // A cluster grid's free spins are its game's (``clusterFreeSpins``).
    if let paytable = resolved.paytable, resolved.cluster == nil {
      resolved.freeSpins = resolvedFreeSpins(
        spec: spec, paytable: paytable, weights: resolved.weights)
      // On variable rows the retriggers are checked with the rows' scatter counts
      // (``cascadeProblems()`` above).
      if let feature = resolved.freeSpins, resolved.variableRows == nil {
        let refused = Self.retriggerProblems(feature)
        guard refused.isEmpty else { return .failure(ConfigError.Problems(refused)) }
      }
    }
    return .success(resolved)
  }

  /// `message` with a wheel's units: pt/s³, pt/s², pt/s and pt read as °/s³, °/s², °/s and °.
  /// ReelKit's motion checks are unit-free models that speak in points; on a wheel the
  /// config's lengths are degrees, so their messages are read in degrees (the workbench's own
  /// messages are written in ``MachineWords``).
  static func inDegrees(_ message: String) -> String {
    message.replacing(" pt/s", with: " °/s").replacing(" pt", with: "°")
  }
  /// The drum spec of drum `index`, defaults filled in: its motion and schedule are
  /// ReelKit's ``/ReelKit/DrumMotion`` of the machine's `motion` and the drum's own `motion`
  /// and `stopTime` (the merge and the schedule's formulas live there only).
  func drumSpec(_ index: Int) -> DrumSpec {
    let drum = drums[index]
    let geometry =
      wheel.map { wheelGeometry(strip: drum.strip, wheel: $0) }
      ?? DrumGeometry(
        strip: drum.strip, symbolHeight: self.geometry?.symbolHeight ?? Defaults.symbolHeight,
        visibleRows: self.geometry?.visibleRows ?? Defaults.visibleRows,
        resultRow: self.geometry?.resultRow)
    let motion = DrumMotion(
      drum: index, machine: self.motion?.settings ?? MotionSettings(),
      own: drum.motion?.settings, stopTime: drum.stopTime)
    return DrumSpec(geometry: geometry, motion: motion, startIndex: drum.startIndex ?? 0)
  }

  /// Whether `name` may name a symbol: 1 to 32 characters, none of them whitespace, a comma
  /// or a dash (``ConfigShape/symbolName`` states the same for the schema).
  static func isValidSymbolName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 32
      && !name.contains(where: { $0.isWhitespace || $0 == "," || $0 == "-" })
  }

  private func symbolProblems() -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    if symbols.isEmpty {
      problems.append(
        ConfigProblem(path: JSONPath("symbols"), message: "is empty (allowed: 1 or more names)"))
    }
    var seen = Set<String>()
    for (index, symbol) in symbols.enumerated() {
      let path = JSONPath("symbols[\(index)]")
      if !Self.isValidSymbolName(symbol) {
        problems.append(
          ConfigProblem(
            path: path,
            message:
              "\(QuotedInput.quoted(symbol)) is not a valid symbol name (allowed: 1 to 32 characters "
              + "without spaces, commas or dashes)"))
      } else if !seen.insert(symbol).inserted {
        problems.append(
          ConfigProblem(path: path, message: "\(QuotedInput.quoted(symbol)) is listed twice"))
      }
    }
    return problems
  }

  private func geometryProblems() -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    var reported = Set<String>()
    for index in drums.indices {
      // A wheel's widths are checked in degrees by wheelProblems().
      for issue in drumSpec(index).geometry.issues() where !issue.field.hasPrefix("segmentWidths") {
        let path = issue.field == "strip" ? "drums[\(index)].strip" : "geometry." + issue.field
        if reported.insert(path + issue.message).inserted {
          problems.append(ConfigProblem(path: JSONPath(path), message: issue.message))
        }
      }
      if let start = drums[index].startIndex, !drums[index].strip.indices.contains(start) {
        problems.append(
          ConfigProblem(
            path: JSONPath("drums[\(index)].startIndex"),
            message:
              "\(start) is off the strip (allowed: 0 ... \(max(0, drums[index].strip.count - 1)))"))
      }
    }
    return problems
  }

  /// Motion issues, each reported where the value comes from: the drum's override when the
  /// drum sets that field, the machine's `motion` otherwise.
  private func motionProblems(spec: MachineSpec) -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    var reported = Set<String>()
    // A machine-wide value must be valid even when every drum overrides it (the schema says
    // so too): check the fields the machine's motion sets, on their own.
    let machineWide = Set(motion?.setFields ?? [])
    for issue in (motion ?? MotionConfig()).parameters.issues()
    where machineWide.contains(issue.field) {
      let path = "motion.\(issue.field)"
      if reported.insert(path + issue.message).inserted {
        problems.append(ConfigProblem(path: JSONPath(path), message: issue.message))
      }
    }
    for (index, drum) in drums.enumerated() {
      problems += timingProblems(drum.motion, at: "drums[\(index)].motion")
      let overridden = Set(drum.motion?.setFields ?? [])
      let drumSpec = spec.drums[index]
      var issues = drumSpec.motion.issues()
      if issues.isEmpty, drumSpec.geometry.issues().isEmpty {
        // The fixed strategy's reach depends on the strip length too.
        issues = drumSpec.motion.fixedLandingIssues(stripLength: drumSpec.geometry.stripLength)
      }
      for issue in issues {
        let field = issue.field
        let path =
          overridden.contains(field) ? "drums[\(index)].motion.\(field)" : "motion.\(field)"
        if reported.insert(path + issue.message).inserted {
          problems.append(ConfigProblem(path: JSONPath(path), message: issue.message))
        }
      }
      if let stop = drum.stopTime, !Ranges.stopTime.contains(stop) {
        problems.append(
          ConfigProblem(
            path: JSONPath("drums[\(index)].stopTime"),
            message: "\(formatNumber(stop)) is out of range (allowed: \(Ranges.stopTime.allowed))"))
      }
    }
    return problems
  }

  private func timingProblems(_ motion: MotionConfig?, at prefix: String) -> [ConfigProblem] {
    guard let motion else { return [] }
    let fields: [(String, Double?)] = [
      ("startDelay", motion.settings.startDelay), ("startInterval", motion.settings.startInterval),
      ("firstStop", motion.settings.firstStop), ("stopInterval", motion.settings.stopInterval),
    ]
    return fields.compactMap { name, value in
      guard let value, !Ranges.timing.contains(value) else { return nil }
      return ConfigProblem(
        path: JSONPath("\(prefix).\(name)"),
        message: "\(formatNumber(value)) is out of range (allowed: \(Ranges.timing.allowed))")
    }
  }

  /// Each drum must be asked to stop before the watchdog fires (ReelKit's rule,
  /// ``MachineSpec/scheduleIssue(drum:)``), reported at the field the user wrote.
  private func scheduleProblems(spec: MachineSpec) -> [ConfigProblem] {
    spec.drums.indices.compactMap { index in
      spec.scheduleIssue(drum: index).map {
        ConfigProblem(
          path: JSONPath(
            drums[index].stopTime == nil ? "simulation.maxDuration" : "drums[\(index)].stopTime"),
          message: $0.message)
      }
    }
  }
}

extension ConfigError {
  /// Problems found while validating a decoded config (before the file name is known).
  public struct Problems: Error, Sendable, Equatable {
    /// The problems, in the order found.
    public var problems: [ConfigProblem]

    /// Wraps problems.
    public init(_ problems: [ConfigProblem]) {
      self.problems = problems
    }
  }
}
