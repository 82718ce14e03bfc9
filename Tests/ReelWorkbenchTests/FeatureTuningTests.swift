import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// `tune` on a cluster grid and a hold-and-win machine: the judged spins play the cascade
/// chain or the respin round (each with the seed it was drawn from), the feature metrics are
/// the chain's last landing or the round's last cell reel at rest, the fall and cell-reel
/// timing are tunable, and the shipped specs give configs that meet every constraint when
/// spun again, measured here from the summary `simulate` prints rather than ``FeaturePlay``.
@Suite struct FeatureTuningTests {
  static let specs = ["cluster-chain.json", "hold-and-win-round.json"].map {
    Repo.root.appendingPathComponent("Configs/tuning/" + $0).path
  }

  /// One spin of `machine` on `targets` seeded `seed`, and its summary.
  static func spin(_ machine: ResolvedMachine, _ targets: [Int], seed: UInt64) throws
    -> SpinSummary
  {
    let request = SpinRequest(machine: machine, seed: seed, targets: targets, targetSource: "t")
    let result = try request.runInline(recordingTrace: false)
    return machine.summary(of: result, seed: seed, targetSource: "t")
  }

  /// The feature's end, s from the start of the spin, read from the summary: the last landing
  /// of the chain, or the round's end tick after the spin's last settle tick.
  static func featureEnd(_ summary: SpinSummary, clock: SimulationClock) -> Double? {
    let settle = summary.result.drums.compactMap(\.settleTick).max() ?? 0
    if let chain = summary.tumble, let last = chain.steps.last {
      return clock.time(atTick: last.settleTick)
    }
    if let round = summary.holdAndWinMotion, !round.respins.isEmpty {
      return clock.time(atTick: settle + round.endTick)
    }
    return nil
  }

  @Test(arguments: specs)
  func theJudgedAndCheckSpinsPlayTheFeatureWithTheirSeeds(path: String) throws {
    let tuning = try TuningSpec.load(path: path)
    let set = tuning.outcomeSet
    let seeds = try #require(set.judgedSeeds)
    let checkSeeds = try #require(set.checkSeeds)
    #expect(set.judged.count == 16 && seeds.count == 16)
    #expect(set.check.count == 64 && checkSeeds.count == 64)
    // Drawn in seed order, each the draw of its own seed, none twice.
    let all = seeds + checkSeeds
    #expect(zip(all, all.dropFirst()).allSatisfy { $0 < $1 })
    for (targets, seed) in zip(set.judged + set.check, all) {
      #expect(targets == tuning.base.randomTargets(seed: seed))
      let summary = try Self.spin(tuning.base, targets, seed: seed)
      #expect(Self.featureEnd(summary, clock: tuning.base.spec.clock) != nil, "seed \(seed)")
    }
    #expect(set.feature?.drawn == Int(seeds.last! - set.seed) + 1)
  }

  @Test func theFeatureMetricsAreTheChainsAndTheRoundsEnd() throws {
    for path in Self.specs {
      let tuning = try TuningSpec.load(path: path)
      let machine = tuning.base
      for (targets, seed) in zip(tuning.outcomes, tuning.outcomeSet.judgedSeeds!).prefix(4) {
        let summary = try Self.spin(machine, targets, seed: seed)
        let play = FeaturePlay(result: summary.result, machine: machine, seed: seed)
        let end = try #require(Self.featureEnd(summary, clock: machine.spec.clock))
        let settle = SpinMetric.gameCycle.value(of: summary.result, spec: machine.spec)
        #expect(play.value(of: .featureCycle) == end)
        #expect(abs(play.value(of: .featureTime) - (end - settle)) < 1e-12)
        let steps = summary.tumble?.steps.count ?? summary.holdAndWinMotion?.respins.count
        #expect(play.value(of: .featureSteps) == Double(try #require(steps)))
        #expect(end > settle)
      }
    }
  }

  @Test func aClusterGridsTumbleBlockSetsHowItsCellsFall() throws {
    var tree = try JSONParser.parse(try Repo.bytes("cluster-7x7")).value
    let base = try ConfigLoader.load(node: JSONNode(value: tree, line: 0, column: 0), file: "c")
    #expect(base.clusterFall == ClusterMachine.defaultParameters)
    #expect(base.tumble == nil)
    tree = tree.setting(
      .number(32000, text: "32000"), at: JSONPath("tumble.gravity").components[...])
    let strong = try ConfigLoader.load(node: JSONNode(value: tree, line: 0, column: 0), file: "c")
    #expect(strong.clusterFall.gravity == 32000 && strong.tumble == nil)
    // The same paying spin: the chain lands sooner under the stronger gravity.
    let targets = try #require(
      (1...200).lazy.map { base.randomTargets(seed: UInt64($0)) }.first {
        base.playsFeature(stops: $0)
      })
    let slow = try #require(Self.spin(base, targets, seed: 1).tumble)
    let fast = try #require(Self.spin(strong, targets, seed: 1).tumble)
    #expect(slow.steps.map(\.window) == fast.steps.map(\.window))
    #expect(fast.settleTick < slow.settleTick)
    for (key, message) in [
      ("maxTumbles", "tumble.maxTumbles: is not allowed with paytable.mode cluster"),
      ("multiplier", "tumble.multiplier: is not allowed with paytable.mode cluster"),
    ] {
      let value: JSONValue =
        key == "maxTumbles" ? .number(3, text: "3") : .object([])
      let edited = tree.setting(value, at: JSONPath("tumble." + key).components[...])
      #expect(throws: ConfigError.self) {
        try ConfigLoader.load(node: JSONNode(value: edited, line: 0, column: 0), file: "c")
      }
      do {
        _ = try ConfigLoader.load(node: JSONNode(value: edited, line: 0, column: 0), file: "c")
      } catch {
        #expect(error.lines.contains { $0.hasPrefix(message) }, "\(error.lines)")
      }
    }
  }

  @Test(arguments: [
    (
      "default", "tumble.gravity",
      "parameters[0].path: tumble.gravity: the machine plays no cascade chain"
    ),
    (
      "cluster-7x7", "paytable.holdAndWin.cellReels.firstStop",
      "parameters[0].path: paytable.holdAndWin.cellReels.firstStop: the machine has no "
        + "hold-and-win round"
    ),
  ])
  func aFeatureFieldOnAMachineWithoutTheFeatureIsOneLine(base: String, path: String, line: String)
    throws
  {
    let spec =
      #"{"base": "\#(Repo.config(base))", "parameters": [{"path": "\#(path)", "#
      + #""min": 0.1, "max": 0.5}], "objectives": [{"metric": "featureTime", "minimize": true}]}"#
    do {
      _ = try TuningSpec.load(bytes: Array(spec.utf8), path: "s.json")
      Issue.record("loaded")
    } catch {
      #expect(error.lines.count == 1 && error.lines[0].hasPrefix(line), "\(error.lines)")
    }
  }

  /// The shipped specs with a small budget: the answer is the same on one job and on two,
  /// and the tuned config meets every constraint on every judged and check spin.
  @Test(arguments: specs)
  func theTunedConfigMeetsEveryConstraintWhenSpunAgain(path: String) async throws {
    try await Self.tuneAndRespin(path: path, budget: 4)
  }

  /// The same with the budget `reelsim tune` uses by default, as shipped (slow: 200
  /// candidates, each spinning 16 chains or rounds and the coverage).
  @Test(SlowTests.trait, arguments: specs)
  func theShippedSpecsAreFeasibleWithTheDefaultBudget(path: String) async throws {
    try await Self.tuneAndRespin(path: path, budget: 200)
  }

  static func tuneAndRespin(path: String, budget: Int) async throws {
    let tuning = try TuningSpec.load(path: path)
    let one = try await TuningSearch(tuning: tuning, seed: 1, budget: budget, jobs: 1).run()
    let two = try await TuningSearch(tuning: tuning, seed: 1, budget: budget, jobs: 2).run()
    #expect(one.best == two.best && one.check == two.check)
    #expect(one.best.isFeasible && one.check?.isFeasible == true, "\(path)")
    let report = TuningReport(tuning: tuning, outcome: one)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("tuned.json").path
    try AtomicFile.write(JSONWriter.write(report.tunedConfig), to: file)
    let tuned = try ConfigLoader.load(path: file)
    let seeds = tuning.outcomeSet.judgedSeeds! + tuning.outcomeSet.checkSeeds!
    for (targets, seed) in zip(tuning.outcomes + tuning.outcomeSet.check, seeds) {
      let summary = try spin(tuned, targets, seed: seed)
      let clock = tuned.spec.clock
      let settle = clock.time(atTick: summary.result.drums.compactMap(\.settleTick).max() ?? 0)
      let end = try #require(featureEnd(summary, clock: clock))
      for limit in tuning.limits {
        let constraint = limit.constraint
        let value: Double =
          switch constraint.metric {
          case .featureTime: end - settle
          case .featureCycle: end
          case .gameCycle: settle
          case .landingError: summary.result.drums.map(\.landingError).max()!
          case .unstopped: Double(summary.result.drums.filter { $0.phase != .stopped }.count)
          default: Double.nan
          }
        #expect(!value.isNaN, "\(constraint.metric) is measured here")
        if let high = constraint.max { #expect(value <= high, "\(constraint.metric) seed \(seed)") }
        if let low = constraint.min { #expect(value >= low, "\(constraint.metric) seed \(seed)") }
      }
    }
  }
}
