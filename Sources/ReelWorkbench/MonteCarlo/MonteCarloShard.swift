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

  /// The keys of the file's `tally`, in the order they are checked (a number out of range is
  /// refused at its path before anything adds it). The histogram and the hits per entry are
  /// checked further against the config by ``decode(_:file:machine:spinner:)``.
  static let fields: [ShardTallyField<MonteCarloTally>] = {
    // A count of spins, or of spins that did something: 0 … 10¹².
    let count = 0...Int(MonteCarloPlan.maximumSpins)
    // A sum over spins that may pass their count (free spins played, tumbles, an entry's hits).
    let sum = 0...Int.max
    let whole = ShardRun.whole
    return [
      .count("spins", count, \.spins),
      .count("paidSpins", count, \.paidSpins),
      .sum("payUnits", \.payUnits),
      .sum("payUnitsSquared", \.payUnitsSquared),
      // `[units, spins]` in increasing units: units 0 … 2⁵², spins 1 … 10¹² (pair by pair).
      ShardTallyField(
        key: "histogram",
        shape: .array(.array(.integer(0...Int(CreditUnit.maximumSpinUnits)))),
        write: { tally in
          .array(
            tally.histogram.sorted { $0.key < $1.key }.map {
              .array([whole($0.key), whole($0.value)])
            })
        }, read: readHistogram),
      ShardTallyField(
        key: "lineHits", shape: .array(.integer(sum)), write: { .array($0.lineHits.map(whole)) },
        read: { tally, value, _ in tally.lineHits = value.integers.map { UInt64($0) } }),
      ShardTallyField(
        key: "scatterHits", shape: .array(.integer(count)),
        write: { .array($0.scatterHits.map(whole)) },
        read: { tally, value, _ in tally.scatterHits = value.integers.map { UInt64($0) } }),
      .count("triggers", count, \.triggers),
      .count("freeSpinsPlayed", sum, \.freeSpinsPlayed),
      .count("truncatedFeatures", count, \.truncatedFeatures),
      .sum("featureUnits", \.featureUnits),
      .count("tumbles", sum, \.tumbles),
      .count("tumblingSpins", count, \.tumblingSpins),
      .sum("tumbleUnits", \.tumbleUnits),
      .count(
        "longestChain", 0...Int(TumbleParameters.Ranges.maxTumbles.upperBound), \.longestChain),
      .count("cutChains", count, \.cutChains),
    ]
  }()

  /// The file's JSON (sorted keys); 128-bit sums are decimal strings, the histogram is
  /// `[units, spins]` pairs in increasing units.
  package var json: JSONValue {
    run.json(format: Self.currentFormat, tally: ShardTallyField.json(Self.fields, of: tally))
  }
}
