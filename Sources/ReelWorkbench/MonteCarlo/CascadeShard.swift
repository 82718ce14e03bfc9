import ReelKit

/// A shard file of a variable-row machine's Monte Carlo run (cascades and free spins,
/// ``/ReelKit/VariableRowsCascade``): the exact ``/ReelKit/CascadeTally`` of one contiguous
/// range of the run's blocks (`reelsim par --monte-carlo N --seed S --shard i/n --out FILE`),
/// with what identifies the run, so that `reelsim par --merge` can check and add shards.
/// Docs/par.md describes the format.
package struct CascadeShard: Sendable, Equatable {
  /// The format tag.
  package static let currentFormat = "reelsim-cascade-shard/1"

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
  package var tally: CascadeTally

  /// Creates a shard.
  package init(
    machine: String, configDigest: String, plan: MonteCarloPlan, index: Int, count: Int,
    unit: CreditUnit, tally: CascadeTally
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

  /// The file's JSON (sorted keys); 128-bit sums are decimal strings.
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
        "payUnitsSquared": .string(String(tally.paySquares)),
        "baseUnits": .string(String(tally.baseUnits)),
        "baseCascades": whole(tally.baseCascades),
        "triggers": whole(tally.triggers),
        "freeSpinsPlayed": whole(tally.freeSpinsPlayed),
        "freeCascades": whole(tally.freeCascades),
        "largestMultiplier": .number(Double(tally.largestMultiplier)),
        "truncatedFeatures": whole(tally.truncatedFeatures),
      ]),
    ])
  }
}
