import ReelKit

/// Runs the blocks of a Monte Carlo plan on local workers and adds their tallies.
public enum MonteCarloRun {
  /// How many pieces a run is cut into at least (when it has that many blocks), so that its
  /// progress moves in steps of at most 1/64.
  public static let minimumPieces: UInt64 = 64

  /// The tally of `blocks` of `plan`, cut into contiguous runs of blocks counted on at most
  /// `jobs` workers. The tally is exact, so it is the same for every `jobs`. `progress` is
  /// called with the fraction of the blocks counted so far (0 … 1).
  public static func tally(
    _ spinner: MonteCarloSpinner, plan: MonteCarloPlan, blocks: Range<UInt64>, jobs: Int,
    progress: ((Double) -> Void)? = nil
  ) async throws(MonteCarloError) -> MonteCarloTally {
    let count = UInt64(blocks.count)
    let pieces = max(1, min(count, max(minimumPieces, UInt64(max(1, jobs)) * 4)))
    let ranges = (0..<pieces).map { piece in
      (blocks.lowerBound + count * piece / pieces)..<(blocks.lowerBound + count * (piece + 1)
        / pieces)
    }
    let partials = try await ranges.orderedConcurrentMap(
      maxTasks: jobs, progress: progress.map { report in { report(Double($0) / Double(pieces)) } }
    ) { (range) throws(MonteCarloError) -> MonteCarloTally in
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

/// How a `--precision P` run stopped: the blocks are counted in block order until the RTP's
/// 99 % interval is at most `P` either side of the estimate, or the cap is reached.
public struct MonteCarloPrecision: Sendable, Equatable {
  /// The default cap on the spins of a `--precision` run without `--monte-carlo N`: 10⁹.
  public static let defaultMaximumSpins: UInt64 = 1_000_000_000
  /// The requested half-width of the RTP's 99 % interval.
  public var requested: Double
  /// The most spins the run could take (its plan's spins).
  public var maximumSpins: UInt64
  /// The half-width reached.
  public var halfWidth: Double
  /// Whether `halfWidth ≤ requested` (otherwise the run stopped at the cap).
  public var reached: Bool { halfWidth <= requested }

  /// Creates the record of a run.
  public init(requested: Double, maximumSpins: UInt64, halfWidth: Double) {
    self.requested = requested
    self.maximumSpins = maximumSpins
    self.halfWidth = halfWidth
  }
}

extension MonteCarloRun {
  /// The tally of the first blocks of `plan` whose RTP interval's half-width is at most
  /// `precision` (all of `plan`'s blocks when none is), and that many spins.
  ///
  /// The blocks are counted in waves of `4·jobs` blocks on `jobs` workers, but the rule
  /// looks at the blocks one by one in block order — the half-width after blocks `0 … k`,
  /// from their exact tally — and keeps the first `k` that meets it, so the result is the
  /// tally of `plan`'s first `k + 1` blocks whatever `jobs` is (blocks counted beyond it are
  /// dropped). `progress` is called with the fraction of the plan's blocks counted so far
  /// (the run may stop well before 1).
  public static func tally(
    _ spinner: MonteCarloSpinner, plan: MonteCarloPlan, precision: Double, totalBet: Double,
    jobs: Int, progress: ((Double) -> Void)? = nil
  ) async throws(MonteCarloError) -> MonteCarloTally {
    var total = MonteCarloTally(
      lineEntries: spinner.lineEntries, scatterEntries: spinner.scatterEntries)
    var next: UInt64 = 0
    let wave = UInt64(max(1, jobs) * 4)
    while next < plan.blockCount {
      let blocks = next..<min(plan.blockCount, next + wave)
      let partials = try await Array(blocks).orderedConcurrentMap(maxTasks: jobs) {
        (block) throws(MonteCarloError) -> MonteCarloTally in
        try spinner.tally(block: block, of: plan)
      }
      progress?(Double(blocks.upperBound) / Double(plan.blockCount))
      for partial in partials {
        if let failure = total.add(partial) { throw failure }
        next += 1
        if total.spins >= 2,
          halfWidth(of: total, unit: spinner.unit, totalBet: totalBet) <= precision
        {
          return total
        }
      }
    }
    return total
  }

  /// The half-width of the RTP's 99 % interval of `tally` (at least 2 spins).
  public static func halfWidth(of tally: MonteCarloTally, unit: CreditUnit, totalBet: Double)
    -> Double
  {
    let estimate = MonteCarloEstimate(tally: tally, seed: 0, unit: unit, totalBet: totalBet)
    return (estimate.rtpHigh - estimate.rtpLow) / 2
  }
}
