import ReelKit
import ReelKitSupport

/// What identifies the Monte Carlo run of a shard file, shared by the fixed-row
/// (``MonteCarloShard``) and variable-row (``CascadeShard``) files: the run keys of the file
/// (`format` … `unitsPerCredit`), their checks, and the rules of `reelsim par --merge` (one
/// run, each shard once, none missing, sums checked). Docs/par.md describes the format.
package struct ShardRun: Sendable, Equatable {
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

  /// Creates the run of a shard.
  package init(
    machine: String, configDigest: String, plan: MonteCarloPlan, index: Int, count: Int,
    unit: CreditUnit
  ) {
    self.machine = machine
    self.configDigest = configDigest
    self.plan = plan
    self.index = index
    self.count = count
    self.unit = unit
  }

  /// The blocks of this shard.
  package var blocks: Range<UInt64> { plan.blocks(shard: index, of: count) }

  /// A whole number as the file writes it (its exact decimal text).
  static func whole(_ value: UInt64) -> JSONValue {
    .number(Double(value), text: String(value))
  }

  /// The file's JSON: the run keys, then `tally`.
  func json(format: String, tally: JSONValue) -> JSONValue {
    let whole = Self.whole
    let blocks = blocks
    return .object([
      "format": .string(format),
      "machine": .string(machine),
      "configSHA256": .string(configDigest),
      "seed": whole(plan.seed),
      "spins": whole(plan.spins),
      "blockSize": whole(MonteCarloPlan.blockSize),
      "shard": .number(index + 1),
      "shards": .number(count),
      "blocks": .array([whole(blocks.lowerBound), whole(blocks.upperBound)]),
      "unitsPerCredit": whole(unit.unitsPerCredit),
      "tally": tally,
    ])
  }
}
