import ReelKit
import ReelKitSupport

extension MonteCarloShard {
  /// The shape of a shard file: every key, its type and its range.
  static let shape = ShardRun.shape(tally: ShardTallyField.shape(fields))

  /// Reads the checked histogram pairs: `[units, spins]`, spins 1 … 10¹², each pay once.
  @Sendable static func readHistogram(
    into tally: inout MonteCarloTally, value: ShardTallyValue, file path: String
  ) throws(ConfigError) {
    func fail(_ where: String, _ message: String) -> ConfigError {
      ConfigError(file: path, kind: .invalid, lines: ["\(`where`): \(message)"])
    }
    for (position, pair) in value.rows.enumerated() {
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
  }

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
      unit: { spinner.unit }, tally: ShardTallyValues.self)
    func fail(_ where: String, _ message: String) -> ConfigError {
      ConfigError(file: path, kind: .invalid, lines: ["\(`where`): \(message)"])
    }
    let lineHits = file.members["lineHits"]?.integers.count ?? 0
    let scatterHits = file.members["scatterHits"]?.integers.count ?? 0
    guard lineHits == spinner.lineEntries else {
      throw fail(
        "tally.lineHits",
        "\(lineHits) entries (allowed: \(spinner.lineEntries), one per pay)")
    }
    guard scatterHits == spinner.scatterEntries else {
      throw fail(
        "tally.scatterHits",
        "\(scatterHits) entries (allowed: \(spinner.scatterEntries), one per "
          + "scatter pay)")
    }
    var tally = MonteCarloTally(
      lineEntries: spinner.lineEntries, scatterEntries: spinner.scatterEntries)
    try ShardTallyField.read(fields, values: file, into: &tally, file: path)
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
