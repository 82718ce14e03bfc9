import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// What a valid spec loads to: parameters with their base values and default steps, presets
/// expanded after the spec's constraints, the judged outcomes, and candidate machines.
@Suite struct TuningSpecLoadTests {
  static let cruise =
    #""parameters": [{"path": "motion.cruiseSpeed", "min": 2000, "max": 3200, "step": 10}]"#

  @Test func theShippedPachislotSpecLoadsWithItsBaseValuesAndPresetLimits() throws {
    let path = try #require(TuningSpecs.shipped.first { $0.hasSuffix("/pachislot.json") })
    let tuning = try TuningSpec.load(path: path)
    #expect(
      tuning.parameters.map(\.path.description) == [
        "motion.cruiseSpeed", "motion.maxDeceleration", "motion.firstStop", "motion.stopInterval",
      ])
    #expect(tuning.parameters.map(\.baseValue) == [2800, 24000, 1, 0.3])
    #expect(tuning.parameters.map(\.step) == [10, 100, 0.01, 0.01])
    #expect(
      tuning.limits.map(\.source) == Array(repeating: "spec", count: 4) + [
        "preset pachislot", "preset pachislot",
      ])
    #expect(Array(tuning.limits.suffix(2).map(\.constraint)) == RuleSet.pachislot.constraints)
    #expect(tuning.baseFile.hasSuffix("Configs/tuning/../default.json"))
    #expect(tuning.objectives.count == 3)
  }

  @Test func thePresetsAddTheirRules() {
    #expect(
      RuleSet.pachislot.constraints == [
        .init(metric: .cruiseRpm, min: nil, max: 80),
        .init(metric: .cruiseMargin, min: 0, max: nil),
      ])
    #expect(RuleSet.ukOnline.constraints == [.init(metric: .gameCycle, min: 2.5, max: nil)])
  }

  @Test func allOutcomesPutEveryDrumOnEveryIndex() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        Self.cruise + #", "presets": ["pachislot"], "outcomes": {"mode": "all"}"#))
    #expect(tuning.outcomes.count == 21)
    #expect(tuning.outcomes == LoadedTuning.OutcomeSet.coverage(of: tuning.base.spec))
    #expect(tuning.outcomeSet.check.count == 84)
    for drum in 0..<3 {
      #expect(Set(tuning.outcomes.map { $0[drum] }) == Set(0..<21), "drum \(drum)")
    }
    #expect(tuning.outcomes[4] == [4, 9, 14])
  }

  /// By default: 32 outcomes drawn by the stop weights from seeds 1 … 32, the coverage spins
  /// and extremes on top, and a final check on 128 fresh outcomes from seeds 33 … 160.
  @Test func defaultOutcomesAreAWeightedSampleWithExtremesAndAFreshCheck() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(Self.cruise + #", "presets": ["pachislot"]"#))
    #expect(tuning.outcomes == (1...32).map { tuning.base.randomTargets(seed: UInt64($0)) })
    #expect(tuning.outcomeSet.extremes)
    #expect(
      tuning.outcomeSet.check == (33...160).map { tuning.base.randomTargets(seed: UInt64($0)) })
    let evaluation = try tuning.evaluate([2800], baseline: nil)
    #expect(evaluation.outcomes >= 32 + 21 && evaluation.outcomes <= 32 + 21 + 4)
  }

  /// Drum 0 settles latest on target 2 and earliest on 1; drum 1 latest on 0, earliest on
  /// 2; drum 2 latest on 1, earliest on 0. Coverage spin 0 is [0, 2, 1]. Pairs: (0 slow, 1 fast)
  /// = [2, 2, 1], (1 slow, 2 fast) = [0, 0, 0]; then all slow [2, 0, 1]
  /// and all fast [1, 2, 0].
  @Test func extremesPairTheEarlierDrumsSlowestLandingWithTheLatersFastest() {
    let settles: [[Double]] = [[1.0, 0.9, 1.2], [1.5, 1.3, 1.1], [1.6, 1.9, 1.7]]
    #expect(
      LoadedTuning.OutcomeSet.extremes(settles: settles) == [
        [2, 2, 1], [0, 0, 0], [2, 0, 1], [1, 2, 0],
      ])
    #expect(LoadedTuning.OutcomeSet.extremes(settles: [[1, 1], [1, 1]]) == [[0, 0]])
  }

  @Test func sampledOutcomesComeFromTheSeed() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        Self.cruise
          + #", "presets": ["pachislot"], "outcomes": {"mode": "sample", "count": 5, "seed": 9}"#))
    #expect(
      tuning.outcomes == (0..<5).map { Outcome.randomTargets(for: tuning.base.spec, seed: 9 + $0) })
    #expect(Set(tuning.outcomes.map { $0.description }).count > 1)
  }

  @Test func defaultStepsAreATenThousandthOfTheRangeOrOneForWholeNumbers() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "motion.firstStop", "min": 0.5, "max": 1.5},
                       {"path": "drums[2].motion.minimumRevolutions", "min": 0, "max": 4}],
        "objectives": [{"metric": "spinTime", "target": 2}]
        """#))
    #expect(tuning.parameters.map(\.step) == [1e-4, 1])
    #expect(tuning.parameters.map(\.baseValue) == [1, 1])
  }

  /// A whole-number field is tuned over the whole numbers in its range: a fractional min is
  /// rounded up and max down, and every value reaches the config as the digits of the nearest
  /// whole number (halves away from zero), which the config's check accepts.
  @Test func aWholeNumberParameterTakesTheWholeNumbersInItsRange() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "drums[1].motion.minimumRevolutions", "min": 0.5, "max": 4.7}],
        "objectives": [{"metric": "spinTime", "target": 2}]
        """#))
    let parameter = try #require(tuning.parameters.first)
    #expect((parameter.min, parameter.max, parameter.step) == (1, 4, 1))
    #expect((0...3).map { parameter.gridValue($0) } == [1, 2, 3, 4])
    for (value, expected) in [(3.0, 3), (2.5, 3), (2.49, 2), (1, 1), (4, 4)] {
      let machine = try tuning.machine(with: [value]).get()
      #expect(machine.spec.drums.map(\.motion.minimumRevolutions) == [1, expected, 1], "\(value)")
    }
    let root = JSONNode(value: tuning.tree(with: [2.5]), line: 0, column: 0)
    let written = JSONPath("drums[1].motion.minimumRevolutions").node(in: root)?.value
    guard case .number(let number, let digits)? = written else {
      Issue.record("no number at the path: \(String(describing: written))")
      return
    }
    #expect((number, digits) == (3, "3"))
  }

  @Test func aDrumParameterChangesOnlyThatDrum() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "drums[1].motion.maxDeceleration", "min": 10000, "max": 40000},
                       {"path": "drums[2].stopTime", "min": 1, "max": 3}],
        "presets": ["pachislot"]
        """#))
    #expect(tuning.parameters.map(\.baseValue) == [24000, 1.6])
    let machine = try tuning.machine(with: [12345, 2.5]).get()
    #expect(machine.spec.drums.map(\.motion.maxDeceleration) == [24000, 12345, 24000])
    #expect(machine.spec.drums.map(\.stopRequestTime) == [1, 1.3, 2.5])
    #expect(
      try tuning.machine(with: tuning.parameters.map(\.baseValue)).get().spec == tuning.base.spec)
  }

  @Test func anInvalidCandidateRanksAsInvalidNotAsAnError() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "simulation.timeStep", "min": 0.001, "max": 1}],
        "objectives": [{"metric": "spinTime", "target": 2}],
        "outcomes": {"mode": "sample", "count": 1}
        """#))
    let evaluation = try tuning.evaluate([0.5], baseline: nil)
    #expect(evaluation.invalid?.hasPrefix("simulation.timeStep: 0.5") == true)
    #expect(!evaluation.isFeasible)
    #expect(evaluation.violation == .infinity)
    let valid = try tuning.evaluate([1.0 / 240], baseline: nil)
    #expect(valid.invalid == nil)
    #expect(Evaluation.isBetter(valid, than: evaluation))
  }

  @Test func evaluationReportsTheWorstSpinAndItsMargin() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        Self.cruise + ", "
          + #"""
          "constraints": [{"metric": "spinTime", "min": 2, "max": 2.3},
                          {"metric": "peakSpeed", "max": 3000}],
          "objectives": [{"metric": "spinTime", "target": 2}],
          "outcomes": {"mode": "sample", "count": 4, "extremes": false}
          """#))
    let evaluation = try tuning.evaluate([2800], baseline: nil)
    let machine = try tuning.machine(with: [2800]).get()
    let times = try TuningFixture.spins(of: machine.spec, outcomes: tuning.outcomes).map {
      SpinMetric.spinTime.value(of: $0, spec: machine.spec)
    }
    let worst = try #require(times.max())
    #expect(worst > 2.3)
    #expect(evaluation.outcomes == 4)
    #expect(evaluation.constraints[0].worst == worst)
    #expect(evaluation.constraints[0].margin == 2.3 - worst)
    #expect(evaluation.constraints[0].failing == times.filter { $0 > 2.3 || $0 < 2 }.count)
    #expect(evaluation.constraints[0].worstTargets == tuning.outcomes[times.firstIndex(of: worst)!])
    #expect(evaluation.constraints[1].worst == 2800)
    #expect(evaluation.constraints[1].margin == 200)
    #expect(evaluation.constraints[1].failing == 0)
    #expect(abs(evaluation.violation - (worst - 2.3) / 2.3) < 1e-12)
    #expect(abs(evaluation.objectives[0] - times.reduce(0, +) / 4) < 1e-12)
    #expect(abs(evaluation.score - abs(evaluation.objectives[0] - 2) / 2) < 1e-12)
  }
}
