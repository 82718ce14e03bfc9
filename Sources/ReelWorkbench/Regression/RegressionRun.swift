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
    let work = suite.scenarios.flatMap { loaded in
      loaded.spins.map { planned in (machine: loaded.machine, planned: planned) }
    }
    let flat = try await work.orderedConcurrentMap(maxTasks: jobs, progress: progress) { item in
      try Task.checkCancellation()
      let planned = item.planned
      let request = SpinRequest(
        machine: item.machine, seed: planned.seed, targets: planned.targets,
        targetSource: planned.targetSource)
      return try SpinRecord.run(request, label: planned.label)
    }
    var records: [[SpinRecord]] = []
    var start = 0
    for loaded in suite.scenarios {
      records.append(Array(flat[start..<start + loaded.spins.count]))
      start += loaded.spins.count
    }
    return records
  }
}
