import ReelKit
import ReelKitSupport

extension CascadeShard {
  /// The shape of a shard file: every key, its type and its range.
  static let shape = ShardRun.shape(tally: ShardTallyField.shape(fields))

  /// Reads and checks the shard file at `path` (a regular file, as
  /// ``MonteCarloShard/read(path:machine:spinner:)`` reads) against the config it must come
  /// from and its game.
  ///
  /// - Throws: ``ConfigError`` with one line: the first problem at its JSON path.
  package static func read(
    path: String, machine: ResolvedMachine, game: VariableRowsCascade
  ) throws(ConfigError) -> CascadeShard {
    try decode(try MonteCarloShard.bytes(at: path), file: path, machine: machine, game: game)
  }

  /// Checks the bytes of a shard file as `--merge` does: the run (``ShardRun``: format; keys,
  /// types and ranges; config digest, machine name, block size, shard within its count,
  /// blocks, credit unit, spins); the decimal sums; and the tally's consistency
  /// (``inconsistency(of:game:)``). Numbers from the file reach conversions and sums only
  /// once they are known to be in range.
  ///
  /// - Throws: ``ConfigError`` with one line: the first problem at its JSON path.
  package static func decode(
    _ bytes: [UInt8], file path: String, machine: ResolvedMachine, game: VariableRowsCascade
  ) throws(ConfigError) -> CascadeShard {
    let (run, file) = try ShardRun.decode(
      bytes, file: path, format: currentFormat, shape: shape, machine: machine,
      unit: game.creditUnit, tally: ShardTallyValues.self)
    var tally = CascadeTally()
    try ShardTallyField.read(fields, values: file, into: &tally, file: path)
    if let (field, message) = inconsistency(of: tally, game: game) {
      throw ConfigError(file: path, kind: .invalid, lines: ["tally.\(field): \(message)"])
    }
    return CascadeShard(run: run, tally: tally)
  }

  /// The first count of `tally` that no run of `game` can give, as its field and the line, or
  /// `nil`: paid spins, triggers and cut features beyond what they count; free spins fewer than
  /// the triggers or more than 1,000,000 per trigger; cascades beyond `maxTumbles` per chain,
  /// or none though a chain paid (a paying window cascades);
  /// a multiplier above the rule's largest; pays beyond 2⁵² units a spin, below one unit a
  /// paying spin, `Σ pay² < Σ pay` or above `2⁵²·Σ pay`; base pays above the total.
  static func inconsistency(of tally: CascadeTally, game: VariableRowsCascade)
    -> (field: String, message: String)?
  {
    let spins = tally.spins
    if tally.paidSpins > spins {
      return ("paidSpins", "\(tally.paidSpins) (allowed: at most the \(spins) spins)")
    }
    if game.freeSpins == nil, tally.triggers > 0 {
      return ("triggers", "\(tally.triggers) (allowed: 0, the config has no free spins)")
    }
    if tally.triggers > spins {
      return ("triggers", "\(tally.triggers) (allowed: at most the \(spins) spins)")
    }
    if tally.freeSpinsPlayed < tally.triggers {
      return (
        "freeSpinsPlayed",
        "\(tally.freeSpinsPlayed) (allowed: at least the \(tally.triggers) triggers)"
      )
    }
    let most = tally.triggers.multipliedReportingOverflow(
      by: UInt64(FreeSpinsFeature.maximumPlayedSpins))
    if !most.overflow, tally.freeSpinsPlayed > most.partialValue {
      return (
        "freeSpinsPlayed",
        "\(tally.freeSpinsPlayed) for \(tally.triggers) triggers (allowed: at most "
          + "\(FreeSpinsFeature.maximumPlayedSpins) per trigger)"
      )
    }
    if tally.truncatedFeatures > tally.triggers {
      return (
        "truncatedFeatures",
        "\(tally.truncatedFeatures) (allowed: at most the \(tally.triggers) triggers)"
      )
    }
    let tumbles = UInt64(game.rule.maxTumbles)
    for (field, cascades, chains) in [
      ("baseCascades", tally.baseCascades, spins),
      ("freeCascades", tally.freeCascades, tally.freeSpinsPlayed),
    ] {
      let bound = chains.multipliedReportingOverflow(by: tumbles)
      if !bound.overflow, cascades > bound.partialValue {
        return (field, "\(cascades) (allowed: at most \(tumbles) per chain, \(bound.partialValue))")
      }
    }
    // A window that pays has a win, whose cells are removed: its chain cascades.
    if tumbles > 0, tally.baseUnits > 0, tally.baseCascades == 0 {
      return (
        "baseCascades",
        "0 for baseUnits \(tally.baseUnits) (allowed: at least 1 when "
          + "base chains pay: a paying window cascades)"
      )
    }
    if tumbles > 0, tally.payUnits > tally.baseUnits, tally.freeCascades == 0 {
      return (
        "freeCascades",
        "0 for free spins paying \(tally.payUnits - tally.baseUnits) units "
          + "(allowed: at least 1 when free spins pay: a paying window cascades)"
      )
    }
    let largest = max(1, game.multiplier.largest(maxTumbles: game.rule.maxTumbles))
    if tally.largestMultiplier > largest {
      return ("largestMultiplier", "\(tally.largestMultiplier) (allowed: 1 ... \(largest))")
    }
    let spinUnits = UInt128(CreditUnit.maximumSpinUnits)
    if tally.payUnits > UInt128(spins) * spinUnits {
      return ("payUnits", "\(tally.payUnits) (allowed: at most 2^52 units a spin)")
    }
    if tally.payUnits < UInt128(tally.paidSpins) || (tally.paidSpins == 0) != (tally.payUnits == 0)
    {
      return (
        "payUnits",
        "\(tally.payUnits) for \(tally.paidSpins) paidSpins (allowed: at least one unit a "
          + "paying spin, 0 when none pays)"
      )
    }
    if tally.baseUnits > tally.payUnits {
      return ("baseUnits", "\(tally.baseUnits) (allowed: at most payUnits, \(tally.payUnits))")
    }
    let squares = tally.payUnits.multipliedReportingOverflow(by: spinUnits)
    if tally.paySquares < tally.payUnits
      || (!squares.overflow && tally.paySquares > squares.partialValue)
    {
      return (
        "payUnitsSquared",
        "\(tally.paySquares) (allowed: from payUnits to 2^52 × payUnits, each spin's pay at "
          + "most 2^52 units)"
      )
    }
    return nil
  }
}
