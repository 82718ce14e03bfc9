import ReelKit

/// A shard file: the exact statistics of one contiguous range of a Monte Carlo run's blocks
/// (`reelsim par --monte-carlo N --seed S --shard i/n --out FILE`), with what identifies the
/// run, so that `reelsim par --merge` can check and add shards. Docs/par.md describes the
/// format.
package struct MonteCarloShard: Sendable, Equatable {
  /// The format tag of the current version (2: the tally gained the free-spins counts; 3:
  /// the tumble counts).
  package static let currentFormat = "reelsim-monte-carlo-shard/3"
  /// The largest shard file read, bytes (the histogram of a long run can be large).
  package static let maximumFileSize = 64 << 20

  /// The machine's name.
  package var machine: String
  /// The SHA-256 of the config's bytes.
  package var configDigest: String
  /// The whole run: its spins and seed.
  package var plan: MonteCarloPlan
  /// The shard, 0-based, and the number of shards.
  package var index: Int, count: Int
  /// The credit unit of the pays.
  package var unit: CreditUnit
  /// The statistics of the shard's blocks.
  package var tally: MonteCarloTally

  /// Creates a shard.
  package init(
    machine: String, configDigest: String, plan: MonteCarloPlan, index: Int, count: Int,
    unit: CreditUnit, tally: MonteCarloTally
  ) {
    self.machine = machine
    self.configDigest = configDigest
    self.plan = plan
    self.index = index
    self.count = count
    self.unit = unit
    self.tally = tally
  }

  /// The blocks of this shard.
  package var blocks: Range<UInt64> { plan.blocks(shard: index, of: count) }

  /// The file's JSON (sorted keys); 128-bit sums are decimal strings, the histogram is
  /// `[units, spins]` pairs in increasing units.
  package var json: JSONValue {
    func whole(_ value: UInt64) -> JSONValue { .number(Double(value), text: String(value)) }
    let blocks = blocks
    return .object([
      "format": .string(Self.currentFormat),
      "machine": .string(machine),
      "configSHA256": .string(configDigest),
      "seed": whole(plan.seed),
      "spins": whole(plan.spins),
      "blockSize": whole(MonteCarloPlan.blockSize),
      "shard": .number(index + 1),
      "shards": .number(count),
      "blocks": .array([whole(blocks.lowerBound), whole(blocks.upperBound)]),
      "unitsPerCredit": whole(unit.unitsPerCredit),
      "tally": .object([
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
      ]),
    ])
  }
}
