import ReelKit
import ReelKitSupport

extension MonteCarloShard {
  /// The file as `Codable` reads it, after its shape is checked.
  private struct File: Decodable {
    struct Tally: Decodable {
      var spins: Int
      var paidSpins: Int
      var payUnits: String
      var payUnitsSquared: String
      var histogram: [[Int]]
      var lineHits: [Int]
      var scatterHits: [Int]
      var triggers: Int
      var freeSpinsPlayed: Int
      var truncatedFeatures: Int
      var featureUnits: String
      var tumbles: Int
      var tumblingSpins: Int
      var tumbleUnits: String
      var longestChain: Int
      var cutChains: Int
    }
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

  /// A count of spins, or of spins that did something: 0 … 10¹².
  private static let count = ConfigShape.integer(0...Int(MonteCarloPlan.maximumSpins))
  /// A sum over spins that may pass their count (free spins played, tumbles, an entry's hits).
  private static let sum = ConfigShape.integer(0...Int.max)

  /// The shape of a shard file: every key, its type and its range (a number out of range is
  /// refused at its path before anything adds it).
  static let shape: ConfigShape = .object([
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
    (
      "tally",
      .object([
        ("spins", count, true),
        ("paidSpins", count, true),
        ("payUnits", .string, true),
        ("payUnitsSquared", .string, true),
        // `[units, spins]`: units 0 … 2⁵², spins 1 … 10¹² (checked pair by pair).
        ("histogram", .array(.array(.integer(0...Int(CreditUnit.maximumSpinUnits)))), true),
        ("lineHits", .array(sum), true),
        ("scatterHits", .array(count), true),
        ("triggers", count, true),
        ("freeSpinsPlayed", sum, true),
        ("truncatedFeatures", count, true),
        ("featureUnits", .string, true),
        ("tumbles", sum, true),
        ("tumblingSpins", count, true),
        ("tumbleUnits", .string, true),
        ("longestChain", .integer(0...Int(TumbleParameters.Ranges.maxTumbles.upperBound)), true),
        ("cutChains", count, true),
      ]), true
    ),
  ])

  /// Reads and checks the shard file at `path` against the config it must come from.
  ///
  /// - Parameters:
  ///   - path: the file: a regular file (missing, unreadable, a FIFO, a pipe or a device:
  ///     ``ConfigError/Kind/unreadable``, see `bytes(at:)`).
  ///   - machine: the loaded config; its SHA-256, name and paytable must match the shard's.
  ///   - spinner: the config's Monte Carlo tables (for the credit unit and the entries).
  /// - Throws: ``ConfigError`` with one line: the first problem at its JSON path.
  package static func read(
    path: String, machine: ResolvedMachine, spinner: MonteCarloSpinner
  ) throws(ConfigError) -> MonteCarloShard {
    try decode(try bytes(at: path), file: path, machine: machine, spinner: spinner)
  }

  /// Checks the bytes of a shard file as `--merge` does (``read(path:machine:spinner:)``
  /// after reading the file); `file` names them in messages.
  ///
  /// Every field is checked before it is used: the format; keys, types and ranges (the
  /// shape); the run (config digest, machine name, block size, shard within its count,
  /// blocks, credit unit, spins); the tally's entries, histogram pairs (units 0 … 2⁵², spins
  /// 1 … 10¹², each pay once) and decimal sums; and the tally's own consistency
  /// (``/ReelKit/MonteCarloTally/inconsistency()``). Numbers from the file only reach
  /// unsigned conversions and sums once they are known to be in range.
  ///
  /// - Throws: ``ConfigError`` with one line: the first problem at its JSON path.
  package static func decode(
    _ bytes: [UInt8], file path: String, machine: ResolvedMachine, spinner: MonteCarloSpinner
  ) throws(ConfigError) -> MonteCarloShard {
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
    let file = try ConfigLoader.decode(File.self, node: node, file: path, shape: shape)
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
    guard UInt64(file.unitsPerCredit) == spinner.unit.unitsPerCredit else {
      throw fail(
        "unitsPerCredit",
        "\(file.unitsPerCredit) (allowed: \(spinner.unit.unitsPerCredit), the config's unit)")
    }
    let expected = plan.spins(in: blocks)
    guard UInt64(file.tally.spins) == expected else {
      throw fail(
        "tally.spins", "\(file.tally.spins) (allowed: \(expected), the spins of its blocks)")
    }
    guard file.tally.lineHits.count == spinner.lineEntries else {
      throw fail(
        "tally.lineHits",
        "\(file.tally.lineHits.count) entries (allowed: \(spinner.lineEntries), one per pay)")
    }
    guard file.tally.scatterHits.count == spinner.scatterEntries else {
      throw fail(
        "tally.scatterHits",
        "\(file.tally.scatterHits.count) entries (allowed: \(spinner.scatterEntries), one per "
          + "scatter pay)")
    }
    var tally = MonteCarloTally(
      lineEntries: spinner.lineEntries, scatterEntries: spinner.scatterEntries)
    tally.spins = UInt64(file.tally.spins)
    tally.paidSpins = UInt64(file.tally.paidSpins)
    tally.triggers = UInt64(file.tally.triggers)
    tally.freeSpinsPlayed = UInt64(file.tally.freeSpinsPlayed)
    tally.truncatedFeatures = UInt64(file.tally.truncatedFeatures)
    tally.tumbles = UInt64(file.tally.tumbles)
    tally.tumblingSpins = UInt64(file.tally.tumblingSpins)
    tally.longestChain = UInt64(file.tally.longestChain)
    tally.cutChains = UInt64(file.tally.cutChains)
    for (key, text) in [
      ("payUnits", file.tally.payUnits), ("payUnitsSquared", file.tally.payUnitsSquared),
      ("featureUnits", file.tally.featureUnits), ("tumbleUnits", file.tally.tumbleUnits),
    ] {
      guard let value = UInt128(text), text.allSatisfy(\.isASCII) else {
        throw fail(
          "tally.\(key)",
          "\(QuotedInput.quoted(text)) (allowed: a whole number from 0 to 2¹²⁸ − 1, as a string)")
      }
      switch key {
      case "payUnits": tally.payUnits = value
      case "payUnitsSquared": tally.payUnitsSquared = value
      case "tumbleUnits": tally.tumbleUnits = value
      default: tally.featureUnits = value
      }
    }
    for (position, pair) in file.tally.histogram.enumerated() {
      guard pair.count == 2 else {
        throw fail(
          "tally.histogram[\(position)]", "\(pair.count) numbers (allowed: [units, spins])")
      }
      guard (1...Int(MonteCarloPlan.maximumSpins)).contains(pair[1]) else {
        throw fail(
          "tally.histogram[\(position)][1]",
          "\(pair[1]) is out of range (allowed: 1 … \(MonteCarloPlan.maximumSpins) spins)")
      }
      guard tally.histogram.updateValue(UInt64(pair[1]), forKey: UInt64(pair[0])) == nil else {
        throw fail(
          "tally.histogram[\(position)]", "a second count for \(pair[0]) units (allowed: once)")
      }
    }
    tally.lineHits = file.tally.lineHits.map { UInt64($0) }
    tally.scatterHits = file.tally.scatterHits.map { UInt64($0) }
    if !spinner.playsFreeSpins, tally.triggers > 0 {
      throw fail(
        "tally.triggers", "\(tally.triggers) (allowed: 0, the config has no free spins)")
    }
    if !spinner.playsTumbles, tally.tumbles > 0 {
      throw fail("tally.tumbles", "\(tally.tumbles) (allowed: 0, the config does not tumble)")
    }
    if let problem = tally.inconsistency() {
      throw fail(
        "tally.\(problem.prefix { $0 != ":" })", String(problem.drop { $0 != ":" }.dropFirst(2)))
    }
    return MonteCarloShard(
      machine: file.machine, configDigest: file.configSHA256, plan: plan, index: index,
      count: file.shards, unit: spinner.unit, tally: tally)
  }
}
