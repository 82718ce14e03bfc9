import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Every example spec in `Configs/tuning/`, run as shipped (`reelsim tune SPEC`: seed 1,
/// budget 200), gives a tuned config that, loaded from the file `--out` writes and spun on
/// every judged outcome, meets each of the spec's constraints.
@Suite struct ShippedTuningSpecTests {
  @Test func theExampleSpecsAreShipped() {
    #expect(
      TuningSpecs.shipped.map { ($0 as NSString).lastPathComponent } == [
        "pachislot.json", "video-feel.json",
      ])
    #expect(TuningSpecs.slow.map { ($0 as NSString).lastPathComponent } == ["megaways-cycle.json"])
  }

  /// The Megaways spec as shipped (seed 1, budget 200): feasible, and the tuned config, loaded
  /// from the file `--out` writes, lands exactly on every judged spin (with its rows) and on
  /// the fresh ones, with the game cycle the report gives. Slow: every candidate spins the
  /// row coverage.
  @Test(SlowTests.trait) func theMegawaysSpecTunesTheGameCycleOnSpinsWithTheirRows() async throws {
    let path = try #require(TuningSpecs.slow.first)
    let tuning = try TuningSpec.load(path: path)
    let rows = try #require(tuning.outcomeSet.judgedRows)
    #expect(rows.count == 16 && tuning.outcomes.count == 16)
    #expect(tuning.outcomeSet.checkRows?.count == 64)
    let outcome = try await TuningSearch(tuning: tuning, seed: 1, budget: 200, jobs: 2).run()
    #expect(outcome.isFeasible)
    let report = TuningReport(tuning: tuning, outcome: outcome)
    #expect(report.text.contains("worst judged outcome per constraint"))
    let tuned = try tuning.machine(with: outcome.best.values).get()
    var cycles: [Double] = []
    for (stops, spinRows) in zip(tuning.outcomes, rows) {
      var request = SpinRequest(
        machine: tuned, seed: tuned.seed, targets: stops, targetSource: "outcome")
      request.rows = try SpinRows(
        machine: tuned, rows: spinRows.rows, previousRows: spinRows.previousRows,
        topStop: spinRows.topStop)
      let result = try request.runInline(recordingTrace: false)
      #expect(result.drums.count == 7)
      #expect(result.drums.allSatisfy { $0.landingError <= 1e-6 && $0.phase == .stopped })
      cycles.append(measure(.gameCycle, result, request.spec))
    }
    let mean = cycles.reduce(0, +) / Double(cycles.count)
    #expect(abs(mean - outcome.best.objectives[0]) < 1e-9)
  }

  /// The metric measured straight from the spin, without ``SpinMetric`` where that is simple.
  func measure(_ metric: SpinMetric, _ result: SpinResult, _ spec: MachineSpec) -> Double {
    let dt = result.clock.timeStep
    let drums = Array(zip(result.drums, spec.drums))
    switch metric {
    case .spinTime, .gameCycle:
      return Double(result.drums.map { $0.settleTick ?? spec.watchdogTick }.max()!) * dt
    case .peakDeceleration: return result.drums.map(\.peakDeceleration).max()!
    case .travelPerTick: return drums.map { $0.peakSpeed * dt / $1.geometry.symbolHeight }.max()!
    case .landingError: return result.drums.map(\.landingError).max()!
    case .unstopped: return Double(result.drums.filter { $0.phase != .stopped }.count)
    case .cruiseRpm:
      return drums.map { 60 * $0.cruiseSpeed / $1.geometry.stripLength }.max()!
    case .cruiseMargin:
      let lastCruise = result.drums.map { $0.cruiseTick ?? Int.max / 2 }.max()!
      let firstRequest = result.drums.map { $0.stopRequestTick ?? 0 }.min()!
      return Double(firstRequest - lastCruise) * dt
    default: return metric.value(of: result, spec: spec)
    }
  }

  @Test(arguments: TuningSpecs.shipped)
  func theTunedConfigMeetsEveryConstraintWhenSpunAgain(path: String) async throws {
    let tuning = try TuningSpec.load(path: path)
    let outcome = try await TuningSearch(tuning: tuning, seed: 1, budget: 200, jobs: 2).run()
    #expect(outcome.isFeasible, "\(path)")
    #expect(outcome.evaluations == 200)
    #expect(outcome.check?.outcomes == 128)
    let report = TuningReport(tuning: tuning, outcome: outcome)
    #expect(report.text.contains("result: feasible on "))
    #expect(!report.text.contains("BROKEN"))

    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("tuned.json").path
    try AtomicFile.write(JSONWriter.write(report.tunedConfig), to: file)
    let tuned = try ConfigLoader.load(path: file)
    #expect(tuned.spec.name == tuning.base.spec.name + "-tuned")
    for (parameter, value) in zip(tuning.parameters, outcome.best.values) {
      #expect(value >= parameter.min && value <= parameter.max, "\(parameter.path)")
      let k = (value - parameter.min) / parameter.step
      #expect(abs(k - k.rounded()) < 1e-9, "\(parameter.path) = \(value) is off the grid")
    }
    var renamed = tuned.spec
    renamed.name = tuning.base.spec.name
    #expect(try renamed == tuning.machine(with: outcome.best.values).get().spec)

    let results = try TuningFixture.spins(
      of: tuned.spec, outcomes: tuning.outcomes + tuning.outcomeSet.check)
    #expect(results.count == tuning.outcomes.count + 128)
    for (index, limit) in tuning.limits.enumerated() {
      let metric = limit.constraint.metric
      let values = results.map { measure(metric, $0, tuned.spec) }
      for (result, value) in zip(results, values) {
        let library = metric.value(of: result, spec: tuned.spec)
        #expect(abs(value - library) <= 1e-9 * max(1, abs(value)), "\(metric) \(result.targets)")
      }
      if let high = limit.constraint.max {
        #expect(values.max()! <= high, "\(metric) ≤ \(high): \(values.max()!)")
      }
      if let low = limit.constraint.min {
        #expect(values.min()! >= low, "\(metric) ≥ \(low): \(values.min()!)")
      }
      #expect(outcome.best.constraints[index].margin >= 0)
    }
  }
}
