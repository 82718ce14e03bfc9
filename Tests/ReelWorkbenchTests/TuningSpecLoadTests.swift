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
    #expect(Array(tuning.limits.suffix(2).map(\.constraint)) == TuningPreset.pachislot.constraints)
    #expect(tuning.baseFile.hasSuffix("Configs/tuning/../default.json"))
    #expect(tuning.objectives.count == 3)
  }

  @Test func thePresetsAddTheirRules() {
    #expect(
      TuningPreset.pachislot.constraints == [
        .init(metric: .cruiseRpm, min: nil, max: 80),
        .init(metric: .cruiseMargin, min: 0, max: nil),
      ])
    #expect(TuningPreset.ukOnline.constraints == [.init(metric: .gameCycle, min: 2.5, max: nil)])
  }

  @Test func allOutcomesPutEveryDrumOnEveryIndex() throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(Self.cruise + #", "presets": ["pachislot"]"#))
    #expect(tuning.outcomes.count == 21)
    for drum in 0..<3 {
      #expect(Set(tuning.outcomes.map { $0[drum] }) == Set(0..<21), "drum \(drum)")
    }
    #expect(tuning.outcomes[4] == [4, 9, 14])
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
          "outcomes": {"mode": "sample", "count": 4}
          """#))
    let evaluation = try tuning.evaluate([2800], baseline: nil)
    let machine = try tuning.machine(with: [2800]).get()
    let times = try TuningFixture.spins(of: machine.spec, outcomes: tuning.outcomes).map {
      SpinMetric.spinTime.value(of: $0, spec: machine.spec)
    }
    let worst = try #require(times.max())
    #expect(worst > 2.3)
    #expect(evaluation.constraints[0] == .init(worst: worst, margin: 2.3 - worst))
    #expect(evaluation.constraints[1] == .init(worst: 2800, margin: 200))
    #expect(abs(evaluation.violation - (worst - 2.3) / 2.3) < 1e-12)
    #expect(abs(evaluation.objectives[0] - times.reduce(0, +) / 4) < 1e-12)
    #expect(abs(evaluation.score - abs(evaluation.objectives[0] - 2) / 2) < 1e-12)
  }
}
