import ReelKit
import ReelKitSupport

extension MonteCarloShard {
  /// The tally as `Codable` reads it, after its shape is checked.
  private struct TallyFile: ShardTallyFile {
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

  /// A count of spins, or of spins that did something: 0 … 10¹².
  private static let count = ConfigShape.integer(0...Int(MonteCarloPlan.maximumSpins))
  /// A sum over spins that may pass their count (free spins played, tumbles, an entry's hits).
  private static let sum = ConfigShape.integer(0...Int.max)

  /// The shape of a shard file: every key, its type and its range (a number out of range is
  /// refused at its path before anything adds it).
  static let shape = ShardRun.shape(
    tally: .object([
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
    ]))

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
  /// Every field is checked before it is used: the run (``ShardRun``: the format; keys, types
  /// and ranges; config digest, machine name, block size, shard within its count, blocks,
  /// credit unit, spins); the tally's entries, histogram pairs (units 0 … 2⁵², spins
  /// 1 … 10¹², each pay once) and decimal sums; and the tally's own consistency
  /// (``/ReelKit/MonteCarloTally/inconsistency()``). Numbers from the file only reach
  /// unsigned conversions and sums once they are known to be in range.
  ///
  /// - Throws: ``ConfigError`` with one line: the first problem at its JSON path.
  package static func decode(
    _ bytes: [UInt8], file path: String, machine: ResolvedMachine, spinner: MonteCarloSpinner
  ) throws(ConfigError) -> MonteCarloShard {
    let (run, file) = try ShardRun.decode(
      bytes, file: path, format: currentFormat, shape: shape, machine: machine,
      unit: { spinner.unit }, tally: TallyFile.self)
    func fail(_ where: String, _ message: String) -> ConfigError {
      ConfigError(file: path, kind: .invalid, lines: ["\(`where`): \(message)"])
    }
    guard file.lineHits.count == spinner.lineEntries else {
      throw fail(
        "tally.lineHits",
        "\(file.lineHits.count) entries (allowed: \(spinner.lineEntries), one per pay)")
    }
    guard file.scatterHits.count == spinner.scatterEntries else {
      throw fail(
        "tally.scatterHits",
        "\(file.scatterHits.count) entries (allowed: \(spinner.scatterEntries), one per "
          + "scatter pay)")
    }
    var tally = MonteCarloTally(
      lineEntries: spinner.lineEntries, scatterEntries: spinner.scatterEntries)
    tally.spins = UInt64(file.spins)
    tally.paidSpins = UInt64(file.paidSpins)
    tally.triggers = UInt64(file.triggers)
    tally.freeSpinsPlayed = UInt64(file.freeSpinsPlayed)
    tally.truncatedFeatures = UInt64(file.truncatedFeatures)
    tally.tumbles = UInt64(file.tumbles)
    tally.tumblingSpins = UInt64(file.tumblingSpins)
    tally.longestChain = UInt64(file.longestChain)
    tally.cutChains = UInt64(file.cutChains)
    tally.payUnits = try ShardRun.sum(file.payUnits, key: "payUnits", file: path)
    tally.payUnitsSquared = try ShardRun.sum(
      file.payUnitsSquared, key: "payUnitsSquared", file: path)
    tally.featureUnits = try ShardRun.sum(file.featureUnits, key: "featureUnits", file: path)
    tally.tumbleUnits = try ShardRun.sum(file.tumbleUnits, key: "tumbleUnits", file: path)
    for (position, pair) in file.histogram.enumerated() {
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
    tally.lineHits = file.lineHits.map { UInt64($0) }
    tally.scatterHits = file.scatterHits.map { UInt64($0) }
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
    return MonteCarloShard(run: run, tally: tally)
  }
}
