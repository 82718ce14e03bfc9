import ReelKit
import ReelKitSupport

/// The tally of a shard file as `Codable` reads it: its own keys, with the spins the run
/// checks.
protocol ShardTallyFile: Decodable {
  /// The spins of the shard's blocks.
  var spins: Int { get }
}

extension ShardRun {
  /// A shard file as `Codable` reads it, after its shape is checked.
  private struct File<Tally: ShardTallyFile>: Decodable {
    var format: String
    var machine: String
    var configSHA256: String
    var seed: UInt64
    var spins: Int
    var blockSize: Int
    var shard: Int
    var shards: Int
    var blocks: [Int]
    var unitsPerCredit: Int
    var tally: Tally
  }

  /// The shape of a shard file: the run keys, their types and ranges, then `tally` (a number
  /// out of range is refused at its path before anything adds it).
  static func shape(tally: ConfigShape) -> ConfigShape {
    .object([
      ("format", .string, true),
      ("machine", .string, true),
      ("configSHA256", .string, true),
      ("seed", .seed, true),
      ("spins", .integer(2...Int(MonteCarloPlan.maximumSpins)), true),
      ("blockSize", .integer(1...Int.max), true),
      ("shard", .integer(1...MonteCarloPlan.maximumShards), true),
      ("shards", .integer(1...MonteCarloPlan.maximumShards), true),
      ("blocks", .array(.integer(0...Int(MonteCarloPlan.maximumSpins))), true),
      ("unitsPerCredit", .integer(1...Int(CreditUnit.maximumUnitsPerCredit)), true),
      ("tally", tally, true),
    ])
  }

  /// Checks the bytes of a shard file's run: the format; keys, types and ranges (`shape`);
  /// the config digest, machine name, block size, shard within its count, blocks, credit unit
  /// (`unit`, the config's) and the tally's spins. Numbers from the file reach conversions
  /// only once they are known to be in range.
  ///
  /// - Throws: ``ConfigError`` with one line: the first problem at its JSON path.
  static func decode<Tally: ShardTallyFile>(
    _ bytes: [UInt8], file path: String, format currentFormat: String, shape: ConfigShape,
    machine: ResolvedMachine, unit: () throws(MonteCarloError) -> CreditUnit,
    tally: Tally.Type
  ) throws(ConfigError) -> (run: ShardRun, tally: Tally) {
    let node = try ConfigLoader.parse(bytes: bytes, file: path)
    func fail(_ where: String, _ message: String) -> ConfigError {
      ConfigError(file: path, kind: .invalid, lines: ["\(`where`): \(message)"])
    }
    let allowed = "(allowed: \(currentFormat), a file written by reelsim par --shard)"
    guard case .object(let members) = node.value,
      let format = members.first(where: { $0.key == "format" })?.node.value
    else { throw fail("format", "is missing \(allowed)") }
    guard format == .string(currentFormat) else {
      let found =
        if case .string(let text) = format { QuotedInput.quoted(text) } else {
          format.typeDescription
        }
      throw fail("format", "\(found) is not known \(allowed)")
    }
    let file = try ConfigLoader.decode(File<Tally>.self, node: node, file: path, shape: shape)
    guard file.configSHA256 == machine.digest else {
      throw fail(
        "configSHA256",
        "\(QuotedInput.quoted(file.configSHA256)) is not the SHA-256 of the config given "
          + "(\(machine.digest)) (allowed: shards run on the same config file, byte for byte)")
    }
    guard file.machine == machine.spec.name else {
      throw fail(
        "machine",
        "\(QuotedInput.quoted(file.machine)) is not the config's machine "
          + "(allowed: \(QuotedInput.quoted(machine.spec.name)))")
    }
    guard file.blockSize == Int(MonteCarloPlan.blockSize) else {
      throw fail(
        "blockSize", "\(file.blockSize) (allowed: \(MonteCarloPlan.blockSize), this version's)")
    }
    guard file.shard <= file.shards else {
      throw fail("shard", "\(file.shard) of \(file.shards) shards (allowed: 1 … \(file.shards))")
    }
    // In range (the shape): 2 ≤ spins ≤ 10¹², 1 ≤ shard ≤ shards ≤ 10⁶.
    let plan = MonteCarloPlan(spins: UInt64(file.spins), seed: file.seed)
    let index = file.shard - 1
    let blocks = plan.blocks(shard: index, of: file.shards)
    guard file.blocks == [Int(blocks.lowerBound), Int(blocks.upperBound)] else {
      throw fail(
        "blocks",
        "\(file.blocks) (allowed: [\(blocks.lowerBound), \(blocks.upperBound)], shard "
          + "\(file.shard)/\(file.shards)'s blocks of a \(file.spins)-spin run)")
    }
    let configUnit: CreditUnit
    do {
      configUnit = try unit()
    } catch {
      throw fail("unitsPerCredit", error.message)
    }
    guard UInt64(file.unitsPerCredit) == configUnit.unitsPerCredit else {
      throw fail(
        "unitsPerCredit",
        "\(file.unitsPerCredit) (allowed: \(configUnit.unitsPerCredit), the config's unit)")
    }
    let expected = plan.spins(in: blocks)
    guard UInt64(file.tally.spins) == expected else {
      throw fail(
        "tally.spins", "\(file.tally.spins) (allowed: \(expected), the spins of its blocks)")
    }
    let run = ShardRun(
      machine: file.machine, configDigest: file.configSHA256, plan: plan, index: index,
      count: file.shards, unit: configUnit)
    return (run, file.tally)
  }

  /// The decimal sum `text` of the tally's `key` (a 128-bit sum is a string in the file).
  ///
  /// - Throws: ``ConfigError`` at `tally.key` unless `text` is a whole number 0 … 2¹²⁸ − 1.
  static func sum(_ text: String, key: String, file path: String) throws(ConfigError) -> UInt128 {
    guard let value = UInt128(text), text.allSatisfy(\.isASCII) else {
      throw ConfigError(
        file: path, kind: .invalid,
        lines: [
          "tally.\(key): \(QuotedInput.quoted(text)) (allowed: a whole number from 0 to "
            + "2¹²⁸ − 1, as a string)"
        ])
    }
    return value
  }
}
