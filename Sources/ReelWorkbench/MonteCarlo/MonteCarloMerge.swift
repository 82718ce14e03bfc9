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
    guard let first = shards.first else {
      throw ConfigError(
        file: "--merge", kind: .invalid, lines: ["no shard files (allowed: one or more)"])
    }
    var seen: [Int: String] = [:]
    var total = MonteCarloTally(
      lineEntries: first.tally.lineHits.count, scatterEntries: first.tally.scatterHits.count)
    for (shard, file) in zip(shards, files) {
      func fail(_ path: String, _ message: String) -> ConfigError {
        ConfigError(file: file, kind: .invalid, lines: ["\(path): \(message)"])
      }
      let same = "(allowed: shards of one run, as in \(QuotedInput.bare(files[0])))"
      if shard.plan.seed != first.plan.seed {
        throw fail("seed", "\(shard.plan.seed) is not \(first.plan.seed) \(same)")
      }
      if shard.plan.spins != first.plan.spins {
        throw fail("spins", "\(shard.plan.spins) is not \(first.plan.spins) \(same)")
      }
      if shard.count != first.count {
        throw fail("shards", "\(shard.count) is not \(first.count) \(same)")
      }
      if let earlier = seen[shard.index] {
        throw fail(
          "shard",
          "\(shard.index + 1)/\(shard.count) is also \(QuotedInput.bare(earlier)) (allowed: "
            + "each shard once)")
      }
      seen[shard.index] = file
      // Checked sums: only an entry's hits can pass 2⁶⁴ − 1 in shards that each passed their
      // checks (every other sum is bounded by the run's spins), but no sum is trusted.
      if let failure = total.add(shard.tally) {
        let field = failure.message.prefix { $0 != ":" }
        throw fail(
          "tally.\(field)",
          "\(failure.message.dropFirst(field.count + 2)) when added to the shards before it")
      }
    }
    let missing = (0..<first.count).filter { seen[$0] == nil }
    if !missing.isEmpty {
      let listed = missing.prefix(5).map { "\($0 + 1)/\(first.count)" }.joined(separator: ", ")
      throw ConfigError(
        file: "--merge", kind: .invalid,
        lines: [
          "\(counted(missing.count, "shard")) missing: \(listed)\(missing.count > 5 ? ", …" : "") "
            + "(allowed: every shard 1/\(first.count) … \(first.count)/\(first.count) once)"
        ])
    }
    return (first.plan, total)
  }
}
