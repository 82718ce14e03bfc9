import ReelKit

/// A shard file: the exact statistics of one contiguous range of a Monte Carlo run's blocks
/// (`reelsim par --monte-carlo N --seed S --shard i/n --out FILE`), with what identifies the
/// run (``ShardRun``, read as `shard.machine`, `shard.plan` …), so that `reelsim par --merge`
/// can check and add shards. Docs/par.md describes the format.
package struct MonteCarloShard: ShardFile, Sendable, Equatable {
  /// The format tag of the current version (2: the tally gained the free-spins counts; 3:
  /// the tumble counts).
  package static let currentFormat = "reelsim-monte-carlo-shard/3"
  /// The largest shard file read, bytes (the histogram of a long run can be large).
  package static let maximumFileSize = 64 << 20

  /// The run and this shard's place in it.
  package var run: ShardRun
  /// The statistics of the shard's blocks.
  package var tally: MonteCarloTally

  /// Creates the shard `run` of `tally`.
  package init(run: ShardRun, tally: MonteCarloTally) {
    self.run = run
    self.tally = tally
  }

  /// The file's JSON (sorted keys); 128-bit sums are decimal strings, the histogram is
  /// `[units, spins]` pairs in increasing units.
  package var json: JSONValue {
    let whole = ShardRun.whole
    return run.json(
      format: Self.currentFormat,
      tally: .object([
        "spins": whole(tally.spins),
        "paidSpins": whole(tally.paidSpins),
        "payUnits": .string(String(tally.payUnits)),
        "payUnitsSquared": .string(String(tally.payUnitsSquared)),
        "histogram": .array(
          tally.histogram.sorted { $0.key < $1.key }.map {
            .array([whole($0.key), whole($0.value)])
          }),
        "lineHits": .array(tally.lineHits.map(whole)),
        "scatterHits": .array(tally.scatterHits.map(whole)),
        "triggers": whole(tally.triggers),
        "freeSpinsPlayed": whole(tally.freeSpinsPlayed),
        "truncatedFeatures": whole(tally.truncatedFeatures),
        "featureUnits": .string(String(tally.featureUnits)),
        "tumbles": whole(tally.tumbles),
        "tumblingSpins": whole(tally.tumblingSpins),
        "tumbleUnits": .string(String(tally.tumbleUnits)),
        "longestChain": whole(tally.longestChain),
        "cutChains": whole(tally.cutChains),
      ]))
  }
}
