import Foundation
import ReelKit
import ReelKitSupport

extension TuningSpec {
  /// The most parameters one spec may tune.
  public static let maximumParameters = 16
  /// The most sampled outcomes a candidate may be judged on (`outcomes.count`; the coverage
  /// spins and extremes add at most `OutcomeSet.maximumCoverage` + drums + 1).
  public static let maximumOutcomes = 10_000
  /// The outcomes sampled when `outcomes.count` is not given.
  public static let defaultSampleCount = 32
  /// The allowed sample sizes of `outcomes.count`.
  static let outcomeCountRange = ParameterRange(1, Double(maximumOutcomes), unit: "")
  /// The allowed sizes of the final check, `outcomes.check`.
  static let checkCountRange = ParameterRange(0, Double(4 * maximumOutcomes), unit: "")
  /// The allowed objective weights.
  static let weightRange = ParameterRange(0, 1e6, unit: "", excludingLowerBound: true)
  /// The allowed parameter steps (also at most the parameter's range, checked with it).
  static let stepRange = ParameterRange(0, .infinity, unit: "", excludingLowerBound: true)

  /// Loads and validates a spec and its base config.
  ///
  /// - Throws: ``ConfigError`` naming the spec (or base) file and the JSON path.
  public static func load(path: String) throws(ConfigError) -> LoadedTuning {
    try load(bytes: try ConfigLoader.read(path), path: path)
  }

  /// Loads a spec from the bytes of the file at `path` (a base config path is relative to
  /// `path`).
  public static func load(bytes: [UInt8], path: String) throws(ConfigError) -> LoadedTuning {
    let (spec, node) = try ConfigLoader.decode(
      TuningSpec.self, bytes: bytes, file: path, shape: shape)
    let (baseFile, baseTree, base) = try spec.loadBase(specPath: path, specNode: node)
    var problems: [ConfigProblem] = []
    func fail(_ at: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(at), message: message))
    }
    let parameters = spec.tunedParameters(base: base, tree: baseTree, fail: fail)
    var limits: [LoadedTuning.Limit] = []
    for (index, constraint) in (spec.constraints ?? []).enumerated() {
      let at = "constraints[\(index)]"
      switch (constraint.min, constraint.max) {
      case (nil, nil): fail(at, "needs \"min\", \"max\" or both")
      case (let low?, let high?) where low > high:
        fail(at, "min \(formatNumber(low)) is above max \(formatNumber(high)) (allowed: min ≤ max)")
      default:
        if spec.checkDrum(
          constraint.drum, metric: constraint.metric, drums: base, at: at, fail: fail)
        {
          limits.append(.init(constraint: constraint, source: "spec"))
        }
      }
    }
    for name in spec.presets ?? [] {
      let preset = RuleSet(rawValue: name)!
      limits += preset.constraints.map { .init(constraint: $0, source: "preset \(name)") }
    }
    for (index, objective) in (spec.objectives ?? []).enumerated() {
      let at = "objectives[\(index)]"
      let goals = [objective.target != nil, objective.minimize == true, objective.maximize == true]
      if goals.filter({ $0 }).count != 1 {
        fail(at, "needs exactly one of \"target\", \"minimize\": true or \"maximize\": true")
      }
      _ = spec.checkDrum(objective.drum, metric: objective.metric, drums: base, at: at, fail: fail)
      if objective.statistic == .worst {
        fail(
          at + ".statistic",
          "\"worst\" is for constraints (allowed: "
            + TuningStatistic.allCases.dropFirst().map(\.rawValue).joined(separator: ", ") + ")")
      }
      if let weight = objective.weight, !Self.weightRange.contains(weight) {
        fail(
          at + ".weight",
          "\(formatNumber(weight)) is out of range (allowed: more than 0, at most 1000000)")
      }
    }
    if (spec.constraints ?? []).isEmpty && limits.isEmpty && (spec.objectives ?? []).isEmpty {
      fail("objectives", "the spec has neither constraints nor objectives (allowed: at least one)")
    }
    let outcomes = spec.judgedOutcomes(for: base, fail: fail)
    guard problems.isEmpty else { throw ConfigError(file: path, problems: problems) }
    return LoadedTuning(
      path: path, baseFile: baseFile, baseTree: baseTree, base: base, parameters: parameters,
      limits: limits, objectives: spec.objectives ?? [], outcomeSet: outcomes)
  }

  /// Checks a constraint's or objective's `drum`: on the machine, and a per-drum metric
  /// (`stopGap` and `stopGapSymbols` need a drum to the left). Returns whether it is valid.
  private func checkDrum(
    _ drum: Int?, metric: SpinMetric, drums base: ResolvedMachine, at: String,
    fail: (String, String) -> Void
  ) -> Bool {
    guard let drum else { return true }
    let count = base.spec.drums.count
    guard metric.isPerDrum else {
      fail(
        at + ".drum",
        "\(metric.rawValue) is measured on the whole machine, not per drum (allowed: no \"drum\", "
          + "or a per-drum metric: "
          + SpinMetric.allCases.filter(\.isPerDrum).map(\.rawValue).joined(separator: ", ") + ")")
      return false
    }
    let first = metric == .stopGap || metric == .stopGapSymbols ? 1 : 0
    guard drum >= first, drum < count else {
      fail(
        at + ".drum",
        "\(drum) is not a drum\(first == 1 ? " with a drum to its left" : "") (allowed: "
          + (first < count ? "\(first) ... \(count - 1)" : "none: the machine has one drum") + ")")
      return false
    }
    return true
  }

  private func loadBase(specPath: String, specNode: JSONNode) throws(ConfigError) -> (
    String, JSONValue, ResolvedMachine
  ) {
    switch base {
    case .path(let relative):
      let folder = (specPath as NSString).deletingLastPathComponent
      let file =
        relative.hasPrefix("/") ? relative : (folder as NSString).appendingPathComponent(relative)
      let bytes: [UInt8]
      do {
        bytes = try ConfigLoader.read(file)
      } catch {
        throw ConfigError(
          file: specPath, kind: error.kind, lines: error.lines.map { "base: \(file): \($0)" })
      }
      let (machine, tree) = try ConfigLoader.loadWithTree(bytes: bytes, file: file)
      return (file, tree.value, machine)
    case .inline:
      let node = JSONPath("base").node(in: specNode)!
      do throws(ConfigError) {
        let machine = try ConfigLoader.load(node: node, file: specPath)
        return (specPath, node.value, machine)
      } catch {
        throw ConfigError(
          file: specPath, kind: .invalid, lines: error.lines.map { "base." + $0 },
          notes: error.notes)
      }
    }
  }

  private func tunedParameters(
    base: ResolvedMachine, tree: JSONValue, fail: (String, String) -> Void
  ) -> [LoadedTuning.Parameter] {
    if parameters.isEmpty || parameters.count > Self.maximumParameters {
      fail(
        "parameters",
        "has \(parameters.count) parameters (allowed: 1 ... \(Self.maximumParameters))")
    }
    var seen = Set<String>()
    var tuned: [LoadedTuning.Parameter] = []
    for (index, parameter) in parameters.enumerated() {
      let at = "parameters[\(index)]"
      let path = JSONPath(parameter.path)
      guard path.description == parameter.path,
        let field = TunableField(path: path, drums: base.spec.drums.count)
      else {
        fail(
          at + ".path",
          "\(QuotedInput.quoted(parameter.path)) is not a tunable field (allowed: motion.FIELD, "
            + "drums[i].motion.FIELD, drums[i].stopTime or simulation.timeStep, FIELD one of "
            + TunableField.motionFields.joined(separator: ", ") + TunableField.featureWords + ")")
        continue
      }
      if let problem = field.machineProblem(base) {
        fail(at + ".path", "\(parameter.path): " + problem)
        continue
      }
      if !seen.insert(parameter.path).inserted {
        fail(at + ".path", "\(QuotedInput.quoted(parameter.path)) is tuned twice")
      }
      guard parameter.min.isFinite, parameter.max.isFinite, parameter.min < parameter.max,
        (parameter.max - parameter.min).isFinite
      else {
        fail(at, "needs finite min < max")
        continue
      }
      // A whole-number field is tuned over the whole numbers in its range: min rounded up,
      // max down, so every grid point min + k·step (step whole) is one.
      let (low, high) =
        field.isWholeNumber
        ? (parameter.min.rounded(.up), parameter.max.rounded(.down))
        : (parameter.min, parameter.max)
      guard low < high else {
        fail(
          at,
          "has fewer than two whole numbers from min to max (allowed: \(parameter.path) "
            + "holds whole numbers; two whole numbers or more from min to max, such as 0 and 3)")
        continue
      }
      let step = parameter.step ?? (field.isWholeNumber ? 1 : (high - low) / 10_000)
      guard step > 0, step <= high - low,
        !field.isWholeNumber || step == step.rounded()
      else {
        fail(
          at + ".step",
          "\(formatNumber(step)) is not allowed (allowed: more than 0, at most max − min"
            + (field.isWholeNumber ? ", a whole number" : "") + ")")
        continue
      }
      tuned.append(
        LoadedTuning.Parameter(
          path: path, min: low, max: high, step: step,
          baseValue: field.value(in: base, tree: tree), unit: ConfigShape.machine.unit(at: path),
          isWholeNumber: field.isWholeNumber))
    }
    return tuned
  }

  func judgedOutcomes(for base: ResolvedMachine, fail: (String, String) -> Void)
    -> LoadedTuning.OutcomeSet
  {
    let mode = outcomes?.mode ?? "sample"
    let seed = outcomes?.seed ?? 1
    let extremes = outcomes?.extremes ?? true
    let count = outcomes?.count ?? Self.defaultSampleCount
    guard mode == "all" || Self.outcomeCountRange.contains(Double(count)) else {
      fail("outcomes.count", "\(count) is out of range (allowed: 1 ... \(Self.maximumOutcomes))")
      return LoadedTuning.OutcomeSet(
        judged: [], mode: mode, seed: seed, extremes: extremes, check: [])
    }
    if let variable = base.variableRows {
      return variableRowOutcomes(
        of: base, rows: variable, mode: mode, seed: seed, extremes: extremes, count: count,
        fail: fail)
    }
    if mode != "all", base.playsFeatureRounds {
      return featureOutcomes(of: base, seed: seed, extremes: extremes, count: count, fail: fail)
    }
    let judged =
      mode == "all"
      ? LoadedTuning.OutcomeSet.coverage(of: base.spec)
      : (0..<count).map { base.randomTargets(seed: seed &+ UInt64($0)) }
    let checkCount = outcomes?.check ?? 4 * judged.count
    guard Self.checkCountRange.contains(Double(checkCount)) else {
      fail(
        "outcomes.check",
        "\(checkCount) is out of range (allowed: 0 ... \(Int(Self.checkCountRange.upperBound)))")
      return LoadedTuning.OutcomeSet(
        judged: judged, mode: mode, seed: seed, extremes: extremes, check: [])
    }
    // Fresh seeds: after every seed the judged sample uses.
    let first = seed &+ UInt64(mode == "all" ? 0 : count)
    let check = (0..<checkCount).map { base.randomTargets(seed: first &+ UInt64($0)) }
    return LoadedTuning.OutcomeSet(
      judged: judged, mode: mode, seed: seed, extremes: extremes, check: check)
  }
}
