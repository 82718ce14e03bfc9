import ReelKit
import ReelKitSupport

/// Adds the shards of one Monte Carlo run (`reelsim par --merge`): every shard `1 … n` of the
/// same run (config, seed, spins, `n`) exactly once.
package enum MonteCarloMerge {
  /// The run and its whole tally, or a ``ConfigError`` whose one line names the first file
  /// that does not belong or whose counts would overflow the sum (`files[k]` is the path of
  /// `shards[k]`; the line names the file and the JSON path, `tally.lineHits[3]`).
  package static func merge(
    _ shards: [MonteCarloShard], files: [String]
  ) throws(ConfigError) -> (plan: MonteCarloPlan, tally: MonteCarloTally) {
    try ShardRun.merge(
      shards.map { ($0.run, $0.tally) }, files: files,
      total: {
        MonteCarloTally(lineEntries: $0.lineHits.count, scatterEntries: $0.scatterHits.count)
      }
    ) { total, tally in
      // Checked sums: only an entry's hits can pass 2⁶⁴ − 1 in shards that each passed their
      // checks (every other sum is bounded by the run's spins), but no sum is trusted.
      guard let failure = total.add(tally) else { return nil }
      let field = failure.message.prefix { $0 != ":" }
      return ("tally.\(field)", String(failure.message.dropFirst(field.count + 2)))
    }
  }
}
