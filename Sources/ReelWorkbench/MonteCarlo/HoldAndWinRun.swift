import ReelKit

/// Runs the hold-and-win Monte Carlo of `reelsim par --monte-carlo N`: the plan's blocks on
/// at most `jobs` workers, their tallies added in block order (the same for every `jobs`).
public enum HoldAndWinRun {
  /// The tally of every block of `plan`, in pieces of consecutive blocks.
  public static func tally(
    _ spinner: HoldAndWinSpinner, plan: MonteCarloPlan, jobs: Int
  ) async throws(MonteCarloError) -> HoldAndWinTally {
    let count = plan.blockCount
    let pieces = max(1, min(count, UInt64(max(1, jobs)) * 4))
    let ranges = (0..<pieces).map { piece in
      (count * piece / pieces)..<(count * (piece + 1) / pieces)
    }
    let partials = try await ranges.orderedConcurrentMap(maxTasks: jobs) {
      (range) throws(MonteCarloError) -> HoldAndWinTally in
      try spinner.tally(blocks: range, of: plan)
    }
    var total = HoldAndWinTally(cells: spinner.feature.cells, prizes: spinner.feature.prizes.count)
    for partial in partials {
      if let failure = total.add(partial) { throw failure }
    }
    return total
  }
}
