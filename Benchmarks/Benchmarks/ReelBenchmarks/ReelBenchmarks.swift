import Benchmark
import Foundation
import ReelKit
import ReelWorkbench

/// The repository root (this file is Benchmarks/Benchmarks/ReelBenchmarks/…).
let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// One drum of the default machine asked to stop only after 60 s: 14,488 ticks, almost
/// all of them cruise, the per-tick hot path.
let longDrum: MachineSpec = {
  var spec = ConfigLoader.loadDefault().spec
  spec.drums = [spec.drums[0]]
  spec.drums[0].stopRequestTime = 60
  spec.maxDuration = 70
  return spec
}()

/// Loaded once, outside the measured closures.
let defaultMachine = ConfigLoader.loadDefault()
let pachislotTuning = try! TuningSpec.load(
  path: repository.appendingPathComponent("Configs/tuning/pachislot.json").path)
let video5 = try! ConfigLoader.load(
  path: repository.appendingPathComponent("Configs/video-5reel.json").path)
let video5Spinner = try! MonteCarloSpinner(
  spec: video5.spec, paytable: video5.paytable!, weights: video5.weights)
let video5Plan = MonteCarloPlan(spins: 1 << 20, seed: 7)
let virtualReels = try! ConfigLoader.load(
  path: repository.appendingPathComponent("Configs/virtual-reels-5x256.json").path)
let shippedSuite = try! RegressionSuite.load(
  path: repository.appendingPathComponent("Regressions/suite.json").path)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(3), maxIterations: 1000)

  Benchmark("Drum ticks with trace (14,488 ticks)") { benchmark in
    for _ in benchmark.scaledIterations {
      let result = try SpinRunner(spec: longDrum, targets: [3], recordsTrace: true).runInline()
      blackHole(result)
    }
  }

  Benchmark("Drum ticks into a reused trace (14,488 ticks)") { benchmark in
    var traces: [[DrumSample]] = []
    for _ in benchmark.scaledIterations {
      let result = try SpinRunner(spec: longDrum, targets: [3]).runInline(tracesInto: &traces)
      blackHole(result)
      blackHole(traces)
    }
  }

  Benchmark("Spin of the default machine with trace") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(
        try SpinRunner(spec: defaultMachine.spec, targets: [11, 15, 20], recordsTrace: true)
          .runInline())
    }
  }

  Benchmark("Spin of the default machine, summary only") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try SpinRunner(spec: defaultMachine.spec, targets: [11, 15, 20]).runInline())
    }
  }

  Benchmark("Tuning evaluation (pachislot spec, 21 outcomes)") { benchmark in
    let values = pachislotTuning.parameters.map(\.baseValue)
    for _ in benchmark.scaledIterations {
      blackHole(try pachislotTuning.evaluate(values, baseline: nil))
    }
  }

  Benchmark("Exact return and variance, 5 drums × 256 weighted stops (no enumeration)") {
    benchmark in
    for _ in benchmark.scaledIterations {
      let calculator = try ParCalculator(
        spec: largeMachine.spec, paytable: largeMachine.paytable,
        weights: largeMachine.weights, enumerating: false)
      blackHole(calculator.exactHits())
      blackHole(calculator.exactMoments())
    }
  }

  Benchmark(
    "Closed-form PAR sheet of virtual-reels-5x256 (1.1 × 10¹² combinations, no window visited)",
    configuration: .init(metrics: [.wallClock, .throughput], maxIterations: 20)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let calculator = try ParCalculator(
        spec: virtualReels.spec, paytable: virtualReels.paytable!,
        weights: virtualReels.weights, enumerating: false)
      blackHole(try calculator.closedFormSheet())
    }
  }

  Benchmark(
    "Exact sheet of a Megaways machine (6 drums, 2–7 rows, 100 weighted stops, top drum)",
    configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxIterations: 20)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try megawaysMachine.sheet())
    }
  }

  // One block of 65,536 spins of video-5reel (5 drums, 20 lines, wild and scatter), paid from
  // the tables and, for comparison, spin by spin by the evaluator (the path before them).
  for (name, path) in [
    ("tables", MonteCarloSpinner.Path.tables), ("evaluator", MonteCarloSpinner.Path.reference),
  ] {
    Benchmark(
      "Monte Carlo block of video-5reel (65,536 spins), \(name)",
      configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxIterations: 50)
    ) { benchmark in
      var block: UInt64 = 0
      for _ in benchmark.scaledIterations {
        blackHole(try video5Spinner.tally(block: block % 16, of: video5Plan, path: path))
        block += 1
      }
    }
  }

  for jobs in [1, 2] {
    Benchmark(
      "Regression suite (the shipped one), \(jobs) job\(jobs == 1 ? "" : "s")",
      // Wall clock only: the malloc interposer serialises allocations across threads.
      configuration: .init(
        metrics: [.wallClock, .throughput], maxDuration: .seconds(10), maxIterations: 10)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try await RegressionRun.records(for: shippedSuite, jobs: jobs))
      }
    }
  }
}
