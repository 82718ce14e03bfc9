import ReelKit
import ReelKitSupport

extension CascadeShard {
  /// Adds the shards of one run (`reelsim par --merge`): every shard `1 … n` of the same run
  /// exactly once (`files[k]` names `shards[k]`), the sums checked (``ShardRun`` merges).
  ///
  /// - Throws: ``ConfigError`` with one line naming the first file that does not belong, the
  ///   sum that would overflow, or the missing shards.
  package static func merge(_ shards: [CascadeShard], files: [String]) throws(ConfigError)
    -> (plan: MonteCarloPlan, tally: CascadeTally)
  {
    try ShardRun.merge(
      shards.map { ($0.run, $0.tally) }, files: files, total: { _ in CascadeTally() }
    ) { total, tally in
      do throws(MonteCarloError) {
        total = try total.adding(tally)
        return nil
      } catch {
        return ("tally", error.message)
      }
    }
  }
}
