import ReelKit

/// Counts a variable-row machine's Monte Carlo blocks on local workers
/// (``/ReelKit/VariableRowsCascade/tally(plan:blocks:)``) and adds their tallies in block
/// order: the tally is exact, so it is the same for every `jobs`.
package enum CascadeRun {
  /// The tally of `blocks` of `plan`, cut into contiguous runs of blocks counted on at most
  /// `jobs` workers; `progress` gets the fraction counted so far.
  package static func tally(
    _ game: VariableRowsCascade, plan: MonteCarloPlan, blocks: Range<UInt64>, jobs: Int,
    progress: ((Double) -> Void)? = nil
  ) async throws(MonteCarloError) -> CascadeTally {
    let count = UInt64(blocks.count)
    let pieces = max(1, min(count, max(MonteCarloRun.minimumPieces, UInt64(max(1, jobs)) * 4)))
    let ranges = (0..<pieces).map { piece in
      (blocks.lowerBound + count * piece / pieces)..<(blocks.lowerBound + count * (piece + 1)
        / pieces)
    }
    let partials = try await ranges.orderedConcurrentMap(
      maxTasks: jobs, progress: progress.map { report in { report(Double($0) / Double(pieces)) } }
    ) { (range) throws(MonteCarloError) -> CascadeTally in
      try game.tally(plan: plan, blocks: range)
    }
    var total = CascadeTally()
    for partial in partials { total = try total.adding(partial) }
    return total
  }
}
