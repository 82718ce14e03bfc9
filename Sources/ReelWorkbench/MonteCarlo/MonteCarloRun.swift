import ReelKit

/// Runs the blocks of a Monte Carlo plan on local workers and adds their tallies.
public enum MonteCarloRun {
  /// The tally of `blocks` of `plan`, cut into contiguous runs of blocks counted on at most
  /// `jobs` workers. The tally is exact, so it is the same for every `jobs`.
  public static func tally(
    _ spinner: MonteCarloSpinner, plan: MonteCarloPlan, blocks: Range<UInt64>, jobs: Int
  ) async throws(MonteCarloError) -> MonteCarloTally {
    let count = UInt64(blocks.count)
    let pieces = max(1, min(count, UInt64(max(1, jobs)) * 4))
    let ranges = (0..<pieces).map { piece in
      (blocks.lowerBound + count * piece / pieces)..<(blocks.lowerBound + count * (piece + 1)
        / pieces)
    }
    let partials = try await ranges.orderedConcurrentMap(maxTasks: jobs) {
      (range) throws(MonteCarloError) -> MonteCarloTally in
      try spinner.tally(blocks: range, of: plan)
    }
    var total = MonteCarloTally(
      lineEntries: spinner.lineEntries, scatterEntries: spinner.scatterEntries)
    for partial in partials {
      if let failure = total.add(partial) { throw failure }
    }
    return total
  }
}
