/// Runs every spin of a suite on a pool of workers and keeps the records in suite order.
public enum RegressionRun {
  /// The records of every scenario, in suite order, spins in scenario order — the same
  /// whatever `jobs` is, because each record depends only on its spin.
  ///
  /// - Parameters:
  ///   - jobs: how many spins run at once (at least 1).
  ///   - progress: called after each finished spin with the number finished so far.
  public static func records(
    for suite: LoadedSuite, jobs: Int, progress: (@Sendable (Int) -> Void)? = nil
  ) async throws -> [[SpinRecord]] {
    let work = suite.scenarios.enumerated().flatMap { scenario, loaded in
      loaded.spins.indices.map { (scenario, $0) }
    }
    var records = suite.scenarios.map { [SpinRecord?](repeating: nil, count: $0.spins.count) }
    try await withThrowingTaskGroup(of: (Int, Int, SpinRecord).self) { group in
      var next = 0
      func submit() {
        let (scenario, spin) = work[next]
        let loaded = suite.scenarios[scenario]
        let planned = loaded.spins[spin]
        group.addTask {
          try Task.checkCancellation()
          let request = SpinRequest(
            machine: loaded.machine, seed: planned.seed, targets: planned.targets,
            targetSource: planned.targetSource)
          return (scenario, spin, try SpinRecord.run(request, label: planned.label))
        }
        next += 1
      }
      while next < min(max(1, jobs), work.count) { submit() }
      var done = 0
      for try await (scenario, spin, record) in group {
        records[scenario][spin] = record
        done += 1
        progress?(done)
        if next < work.count { submit() }
      }
    }
    return records.map { $0.map { $0! } }
  }
}
