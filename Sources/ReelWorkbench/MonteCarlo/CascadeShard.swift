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

  /// The keys of the file's `tally`, in the order they are checked.
  static let fields: [ShardTallyField<CascadeTally>] = {
    let count = 0...Int(MonteCarloPlan.maximumSpins)  // a count of spins: 0 … 10¹²
    let sum = 0...Int.max  // a sum that may pass the spins (free spins played, cascades)
    return [
      .count("spins", count, \.spins),
      .count("paidSpins", count, \.paidSpins),
      .sum("payUnits", \.payUnits),
      .sum("payUnitsSquared", \.paySquares),
      .sum("baseUnits", \.baseUnits),
      .count("baseCascades", sum, \.baseCascades),
      .count("triggers", count, \.triggers),
      .count("freeSpinsPlayed", sum, \.freeSpinsPlayed),
      .count("freeCascades", sum, \.freeCascades),
      .count(
        "largestMultiplier", 1...Int(CascadeMultiplier.Ranges.largest.upperBound),
        \.largestMultiplier),
      .count("truncatedFeatures", count, \.truncatedFeatures),
    ]
  }()

  /// The file's JSON (sorted keys); 128-bit sums are decimal strings.
  package var json: JSONValue {
    run.json(format: Self.currentFormat, tally: ShardTallyField.json(Self.fields, of: tally))
  }
}
