import Foundation
import ReelKit
import ReelKitSupport

/// A suite with every config loaded and every scenario expanded into its spins.
public struct LoadedSuite: Sendable {
  /// The suite file as the user named it.
  public var path: String
  /// The folder of the golden records.
  public var goldenFolder: String
  /// The scenarios, in suite order.
  public var scenarios: [LoadedScenario]

  /// The number of spins in all scenarios.
  public var spinCount: Int { scenarios.reduce(0) { $0 + $1.spins.count } }
}

/// One scenario ready to run.
public struct LoadedScenario: Sendable {
  /// The scenario's name.
  public var name: String
  /// The config path as written in the suite (relative to it).
  public var config: String
  /// The machine.
  public var machine: ResolvedMachine
  /// The spins, in order: seeds, explicit targets, then the sweep.
  public var spins: [ScenarioSpin]

  /// The golden file of this scenario inside `folder`.
  public func goldenPath(in folder: String) -> String {
    (folder as NSString).appendingPathComponent(name + ".json")
  }
}

extension RegressionSuite {
  /// Loads a suite file, its configs, and expands every scenario into spins.
  ///
  /// - Throws: ``ConfigError`` naming the suite file (or a config) and the JSON path.
  public static func load(path: String) throws(ConfigError) -> LoadedSuite {
    try load(bytes: try ConfigLoader.read(path), path: path)
  }

  /// Loads a suite file as ``load(path:)`` does, with up to `jobs` scenarios' configs loaded
  /// and expanded at once: the suite, and the first error, are the same for every `jobs`.
  ///
  /// - Throws: ``ConfigError`` naming the suite file (or a config) and the JSON path.
  public static func load(path: String, jobs: Int) async throws(ConfigError) -> LoadedSuite {
    let bytes = try ConfigLoader.read(path)
    let (suite, folder) = try decodeSuite(bytes: bytes, path: path)
    let outcomes = await Array(suite.scenarios.enumerated()).orderedConcurrentMap(
      maxTasks: jobs
    ) { numbered in
      outcome(of: numbered.element, at: numbered.offset, folder: folder)
    }
    return try assemble(suite, outcomes: outcomes, path: path, folder: folder)
  }

  /// Loads a suite from the bytes of the file at `path` (its configs and golden folder are
  /// relative to `path`).
  public static func load(bytes: [UInt8], path: String) throws(ConfigError) -> LoadedSuite {
    let (suite, folder) = try decodeSuite(bytes: bytes, path: path)
    let outcomes = suite.scenarios.enumerated().map { index, scenario in
      outcome(of: scenario, at: index, folder: folder)
    }
    return try assemble(suite, outcomes: outcomes, path: path, folder: folder)
  }

  /// What loading one scenario's config and expanding its spins gave.
  private enum ScenarioOutcome: Sendable {
    case loaded(LoadedScenario)
    case problems([ConfigProblem])
    case failed(ConfigError)
  }

  private static func decodeSuite(
    bytes: [UInt8], path: String
  ) throws(ConfigError) -> (RegressionSuite, folder: String) {
    let (suite, _) = try ConfigLoader.decode(
      RegressionSuite.self, bytes: bytes, file: path, shape: shape)
    return (suite, (path as NSString).deletingLastPathComponent)
  }

  private static func resolve(_ relative: String, in folder: String) -> String {
    relative.hasPrefix("/") ? relative : (folder as NSString).appendingPathComponent(relative)
  }

  /// Loads one scenario's config and expands its spins; depends on nothing else.
  private static func outcome(
    of scenario: Scenario, at index: Int, folder: String
  ) -> ScenarioOutcome {
    let at = "scenarios[\(index)]"
    let config = resolve(scenario.config, in: folder)
    var machine: ResolvedMachine
    do {
      machine = try ConfigLoader.load(path: config)
    } catch {
      guard error.kind == .unreadable else { return .failed(error) }
      return .problems([
        ConfigProblem(
          path: JSONPath(at + ".config"),
          message: "\(QuotedInput.bare(config)): \(error.lines.joined(separator: "; "))")
      ])
    }
    if let coins = scenario.coins {
      if let problem = machine.coinProblem(coins) {
        return .problems([ConfigProblem(path: JSONPath(at + ".coins"), message: problem)])
      }
      machine = machine.playing(coins: coins)
    }
    if machine.variableRows != nil, scenario.respin != nil {
      return .problems([
        ConfigProblem(
          path: JSONPath(at + ".respin"),
          message: "cannot hold drums of a variable-row machine yet (allowed: seeds, targets or "
            + "a sweep without respin)")
      ])
    }
    if let respin = scenario.respin {
      switch respin.machine(machine) {
      case .success(let held): machine = held
      case .failure(let found):
        return .problems(
          found.problems.map {
            ConfigProblem(
              path: JSONPath(components: JSONPath(at + ".respin").components + $0.path.components),
              message: $0.message)
          })
      }
    }
    switch scenario.spins(for: machine) {
    case .success(let spins):
      return .loaded(
        LoadedScenario(
          name: scenario.name, config: scenario.config, machine: machine, spins: spins))
    case .failure(let found):
      return .problems(
        found.problems.map {
          ConfigProblem(
            path: JSONPath(components: JSONPath(at).components + $0.path.components),
            message: $0.message)
        })
    }
  }

  /// Checks the names and gathers the outcomes in suite order: the problems, and the first
  /// failure, are those a scenario-by-scenario load meets.
  private static func assemble(
    _ suite: RegressionSuite, outcomes: [ScenarioOutcome], path: String, folder: String
  ) throws(ConfigError) -> LoadedSuite {
    var problems: [ConfigProblem] = []
    func fail(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(path), message: message))
    }
    if suite.scenarios.isEmpty { fail("scenarios", "is empty (allowed: 1 or more scenarios)") }
    var names = Set<String>()
    var scenarios: [LoadedScenario] = []
    for (index, (scenario, outcome)) in zip(suite.scenarios, outcomes).enumerated() {
      let at = "scenarios[\(index)]"
      if !RegressionSuite.isValidName(scenario.name) {
        fail(
          at + ".name",
          "\(QuotedInput.quoted(scenario.name)) is not a valid name (allowed: 1 to 100 letters, digits, "
            + "'.', '_' or '-', not starting with '.')")
      } else if !names.insert(scenario.name).inserted {
        fail(
          at + ".name",
          "\(QuotedInput.quoted(scenario.name)) is used by an earlier scenario (allowed: unique names)"
        )
      }
      switch outcome {
      case .loaded(let loaded): scenarios.append(loaded)
      case .problems(let found): problems += found
      case .failed(let error): throw error
      }
    }
    guard problems.isEmpty else { throw ConfigError(file: path, problems: problems) }
    return LoadedSuite(
      path: path, goldenFolder: resolve(suite.golden ?? "golden", in: folder),
      scenarios: scenarios)
  }
}

extension RegressionSuite.Scenario {
  /// The spins of this scenario on `machine`, or problems at paths relative to it.
  func spins(for machine: ResolvedMachine) -> Result<[ScenarioSpin], ConfigError.Problems> {
    var problems: [ConfigProblem] = []
    func fail(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(path), message: message))
    }
    let spec = machine.spec
    var spins: [ScenarioSpin] = []
    for seed in seeds ?? [] {
      spins.append(
        ScenarioSpin(
          label: "seed \(seed)", seed: seed,
          targets: machine.randomTargets(seed: seed), targetSource: "seed"))
    }
    for (index, written) in (targets ?? []).enumerated() {
      guard written.count == spec.drums.count else {
        fail(
          "targets[\(index)]",
          "has \(counted(written.count, "target")) for \(counted(spec.drums.count, "drum")) (allowed: one per drum)"
        )
        continue
      }
      var resolved: [Int] = []
      for (drum, target) in written.enumerated() {
        switch target.choice.resolve(on: spec.drums[drum].geometry) {
        case .success(let value)
        where spec.drums[drum].held && value != spec.drums[drum].startIndex:
          fail(
            "targets[\(index)][\(drum)]",
            "\(value) moves held drum \(drum) (allowed: its rest stop \(spec.drums[drum].startIndex))"
          )
        case .success(let value): resolved.append(value)
        case .failure(let issue): fail("targets[\(index)][\(drum)]", issue.message)
        }
      }
      if resolved.count == spec.drums.count {
        spins.append(
          ScenarioSpin(
            label: "targets " + resolved.map(String.init).joined(separator: ","),
            seed: machine.seed,
            targets: resolved, targetSource: "config"))
      }
    }
    if let sweep {
      spins += sweepSpins(sweep, machine: machine, fail: fail)
    }
    // A respin's held drums rest where they are, whatever the seed drew.
    for index in spins.indices { spins[index].targets = spec.holdingTargets(spins[index].targets) }
    if problems.isEmpty {
      switch drawRows(of: spins, on: machine) {
      case .success(let drawn): spins = drawn
      case .failure(let found): problems += found.problems
      }
    }
    if spins.isEmpty && problems.isEmpty {
      fail("", "has no spins (allowed: seeds, targets or a sweep)")
    }
    if spins.count > RegressionSuite.maximumSpins {
      fail("", "has \(spins.count) spins (allowed: at most \(RegressionSuite.maximumSpins))")
    }
    return problems.isEmpty ? .success(spins) : .failure(ConfigError.Problems(problems))
  }

  private func sweepSpins(
    _ sweep: RegressionSuite.Sweep, machine: ResolvedMachine, fail: (String, String) -> Void
  ) -> [ScenarioSpin] {
    let spec = machine.spec
    let seed = sweep.seed ?? machine.seed
    let sizes = spec.drums.map(\.geometry.symbolCount)
    switch (sweep.drum, sweep.all ?? false) {
    case (let drum?, false):
      guard spec.drums.indices.contains(drum) else {
        fail("sweep.drum", "\(drum) is not a drum (allowed: 0 ... \(spec.drums.count - 1))")
        return []
      }
      guard !spec.drums[drum].held else {
        fail("sweep.drum", "drum \(drum) is held by the respin (allowed: a drum that spins)")
        return []
      }
      let base = machine.randomTargets(seed: seed)
      return (0..<sizes[drum]).map { index in
        var targets = base
        targets[drum] = index
        return ScenarioSpin(
          label: "drum \(drum) on \(index)", seed: seed, targets: targets, targetSource: "sweep")
      }
    case (nil, true):
      let total = sizes.reduce(1) { $0 > RegressionSuite.maximumSpins ? $0 : $0 * $1 }
      guard total <= RegressionSuite.maximumSpins else {
        fail(
          "sweep.all",
          "covers more than \(RegressionSuite.maximumSpins) combinations (allowed: machines "
            + "whose strip sizes multiply to at most \(RegressionSuite.maximumSpins))")
        return []
      }
      return (0..<total).map { number in
        var rest = number
        var targets = [Int](repeating: 0, count: sizes.count)
        for drum in sizes.indices.reversed() {
          targets[drum] = rest % sizes[drum]
          rest /= sizes[drum]
        }
        return ScenarioSpin(
          label: "targets " + targets.map(String.init).joined(separator: ","), seed: seed,
          targets: targets, targetSource: "sweep")
      }
    default:
      fail("sweep", "needs exactly one of \"drum\" or \"all\": true")
      return []
    }
  }
}
