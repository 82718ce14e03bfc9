import ReelKit

/// A shard file of a variable-row machine's Monte Carlo run (cascades and free spins,
/// ``/ReelKit/VariableRowsCascade``): the exact ``/ReelKit/CascadeTally`` of one contiguous
/// range of the run's blocks (`reelsim par --monte-carlo N --seed S --shard i/n --out FILE`),
/// with what identifies the run (``ShardRun``, read as `shard.machine`, `shard.plan` …), so
/// that `reelsim par --merge` can check and add shards. Docs/par.md describes the format.
package struct CascadeShard: ShardFile, Sendable, Equatable {
  /// The format tag.
  package static let currentFormat = "reelsim-cascade-shard/1"

  /// The run and this shard's place in it.
  package var run: ShardRun
  /// The statistics of the shard's blocks.
  package var tally: CascadeTally

  /// Creates the shard `run` of `tally`.
  package init(run: ShardRun, tally: CascadeTally) {
    self.run = run
    self.tally = tally
  }

  /// The file's JSON (sorted keys); 128-bit sums are decimal strings.
  package var json: JSONValue {
    let whole = ShardRun.whole
    return run.json(
      format: Self.currentFormat,
      tally: .object([
        "spins": whole(tally.spins),
        "paidSpins": whole(tally.paidSpins),
        "payUnits": .string(String(tally.payUnits)),
        "payUnitsSquared": .string(String(tally.paySquares)),
        "baseUnits": .string(String(tally.baseUnits)),
        "baseCascades": whole(tally.baseCascades),
        "triggers": whole(tally.triggers),
        "freeSpinsPlayed": whole(tally.freeSpinsPlayed),
        "freeCascades": whole(tally.freeCascades),
        "largestMultiplier": .number(Double(tally.largestMultiplier)),
        "truncatedFeatures": whole(tally.truncatedFeatures),
      ]))
  }
}
