import ReelKit

/// Runs every spin of a suite on `jobs` concurrent tasks and keeps the records in suite order.
public enum RegressionRun {
  /// The records of every scenario, in suite order, spins in scenario order — the same
  /// whatever `jobs` is, because each record depends only on its spin.
  ///
  /// - Parameters:
  ///   - suite: the loaded suite to run.
  ///   - jobs: how many spins run at once (at least 1).
  ///   - progress: called after each finished spin with the number finished so far.
  public static func records(
    for suite: LoadedSuite, jobs: Int, progress: (@Sendable (Int) -> Void)? = nil
  ) async throws -> [[SpinRecord]] {
    try await timedRecords(for: suite, jobs: jobs, progress: progress).records
  }

  /// The records as ``records(for:jobs:progress:)`` returns them, and how long each
  /// scenario's spins took (wall-clock seconds, summed over its spins; for JUnit reports).
  public static func timedRecords(
    for suite: LoadedSuite, jobs: Int, progress: (@Sendable (Int) -> Void)? = nil
  ) async throws -> (records: [[SpinRecord]], seconds: [Double]) {
    let work = suite.scenarios.flatMap { loaded in
      loaded.spins.map { planned in (machine: loaded.machine, planned: planned) }
    }
    // On several jobs the longest spins start first (one job keeps the suite order, and so
    // its first failure); the records are in suite order either way.
    let costs = suite.scenarios.flatMap { loaded in
      repeatElement(estimatedTicks(of: loaded.machine.spec), count: loaded.spins.count)
    }
    let flat = try await work.orderedConcurrentMap(
      maxTasks: jobs, costs: jobs > 1 ? costs : nil, progress: progress
    ) { item in
      try Task.checkCancellation()
      let planned = item.planned
      let request = SpinRequest(
        machine: item.machine, seed: planned.seed, targets: planned.targets,
        targetSource: planned.targetSource, rows: planned.rows)
      let clock = ContinuousClock()
      let started = clock.now
      let record = try SpinRecord.run(request, label: planned.label)
      let elapsed = started.duration(to: clock.now).components
      return (record, Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }
    var records: [[SpinRecord]] = []
    var seconds: [Double] = []
    var start = 0
    for loaded in suite.scenarios {
      let spins = flat[start..<start + loaded.spins.count]
      records.append(spins.map(\.0))
      seconds.append(spins.reduce(0) { $0 + $1.1 })
      start += loaded.spins.count
    }
    return (records, seconds)
  }

  /// A spin's work, roughly: its drums' ticks until the last stop request and one second
  /// more. Only the order in which the spins start depends on it.
  static func estimatedTicks(of spec: MachineSpec) -> Int {
    let last = spec.drums.map { $0.stopRequestTime }.max() ?? 0
    let ticks = (last + 1) / spec.clock.timeStep * Double(spec.drums.count)
    return ticks.isFinite && ticks >= 0 ? Int(min(ticks, 1e12)) : 0
  }
}
