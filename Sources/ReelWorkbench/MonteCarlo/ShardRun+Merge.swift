import ReelKit
import ReelKitSupport

extension ShardRun {
  /// Adds the shards of one run (`reelsim par --merge`): every shard `1 … n` of the same run
  /// (seed, spins, `n`) exactly once (`files[k]` names `shards[k]`), from `total`; `add`
  /// adds a tally and gives the JSON path and line of a sum that would overflow, or `nil`.
  ///
  /// - Throws: ``ConfigError`` with one line naming the first file that does not belong, the
  ///   sum that would overflow, or the missing shards.
  static func merge<Tally>(
    _ shards: [(run: ShardRun, tally: Tally)], files: [String], total: (Tally) -> Tally,
    add: (inout Tally, Tally) -> (path: String, message: String)?
  ) throws(ConfigError) -> (plan: MonteCarloPlan, tally: Tally) {
    guard let first = shards.first?.run, let firstTally = shards.first?.tally else {
      throw ConfigError(
        file: "--merge", kind: .invalid, lines: ["no shard files (allowed: one or more)"])
    }
    var seen: [Int: String] = [:]
    var total = total(firstTally)
    for ((shard, tally), file) in zip(shards, files) {
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
      if let failure = add(&total, tally) {
        throw fail(failure.path, "\(failure.message) when added to the shards before it")
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
