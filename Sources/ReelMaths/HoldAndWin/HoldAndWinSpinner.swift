/// Draws base spins and plays the hold-and-win rounds they trigger, for the Monte Carlo
/// cross-check of ``HoldAndWinSheet``: block by block of a ``MonteCarloPlan``, each block from
/// its own generator, so the tally is the same on any number of workers.
///
/// A base spin draws each drum's stop by its weights (``StopWeights/pick(drum:using:)``, or
/// `uniform(below: N)` without weights), drum by drum, and counts the bonus symbols of the
/// window; with `trigger` or more it plays `HoldAndWinRound/play(_:held:using:)` on the same
/// generator.
public struct HoldAndWinSpinner: Sendable {
  /// The feature.
  public let feature: HoldAndWinFeature
  /// The credit unit the awards are counted in (1/D of the total bet).
  public let unit: CreditUnit
  /// Each prize in units.
  let prizeUnits: [UInt64]
  /// The grand in units.
  let grandUnits: UInt64
  /// `held[d][s]`: which rows of drum `d` at rest on stop `s` show the bonus symbol.
  let held: [[[Bool]]]
  /// The drums' weights, if any.
  let weights: StopWeights?
  /// The window's rows.
  let rows: Int

  /// A spinner for `feature` on the base game `reels` weighted by `weights`, or the error
  /// when a prize has no exact credit unit or a round could pay more than
  /// ``CreditUnit/maximumSpinUnits`` units.
  public init(feature: HoldAndWinFeature, reels: ReelStrips, weights: StopWeights?)
    throws(MonteCarloError)
  {
    precondition(reels.rows * reels.reels.count == feature.cells, "the base window's cells")
    self.feature = feature
    let factors = feature.prizes.map { [$0.value] } + [[feature.grand]]
    let unit = try CreditUnit.common(for: factors).get()
    self.unit = unit
    var prizeUnits: [UInt64] = []
    for prize in feature.prizes {
      prizeUnits.append(try unit.checkedUnits(ofProduct: [prize.value]))
    }
    self.prizeUnits = prizeUnits
    grandUnits = try unit.checkedUnits(ofProduct: [feature.grand])
    let largest = UInt128(prizeUnits.max() ?? 0) * UInt128(feature.cells) + UInt128(grandUnits)
    guard largest <= UInt128(CreditUnit.maximumSpinUnits) else {
      throw MonteCarloError(
        "a full window of the largest prize pays more than \(CreditUnit.maximumSpinUnits) units "
          + "of 1/\(unit.unitsPerCredit) × the total bet (allowed: at most that)")
    }
    rows = reels.rows
    let symbol = feature.symbol
    held = reels.reels.map { reel in
      (0..<reel.symbolCount).map { stop in
        reel.window(restingAt: stop).prefix(reels.rows).map { $0 == symbol }
      }
    }
    self.weights = weights
  }

  /// The tally of the blocks `blocks` of `plan`, counted in block order.
  public func tally(blocks: Range<UInt64>, of plan: MonteCarloPlan) throws(MonteCarloError)
    -> HoldAndWinTally
  {
    var total = HoldAndWinTally(cells: feature.cells, prizes: feature.prizes.count)
    for block in blocks {
      if let failure = total.add(tally(block: block, of: plan)) { throw failure }
    }
    return total
  }

  /// The tally of block `block` of `plan`.
  public func tally(block: UInt64, of plan: MonteCarloPlan) -> HoldAndWinTally {
    var generator = SplitMix64(seed: MonteCarloPlan.blockSeed(seed: plan.seed, block: block))
    var tally = HoldAndWinTally(cells: feature.cells, prizes: feature.prizes.count)
    let spins = plan.spins(inBlock: block)
    var window = [Bool](repeating: false, count: feature.cells)
    for _ in 0..<spins {
      var bonus = 0
      for drum in held.indices {
        let stop =
          weights?.pick(drum: drum, using: &generator)
          ?? generator.uniform(below: held[drum].count)
        for (row, isBonus) in held[drum][stop].enumerated() {
          window[drum * rows + row] = isBonus
          if isBonus { bonus += 1 }
        }
      }
      tally.spins += 1
      guard bonus >= feature.trigger else { continue }
      count(
        HoldAndWinRound.play(feature, held: window, using: &generator, recordingDraws: false),
        into: &tally)
    }
    return tally
  }

  /// Adds one round to `tally`.
  private func count(_ round: HoldAndWinRound, into tally: inout HoldAndWinTally) {
    tally.triggers += 1
    tally.respins += UInt64(round.respins.count)
    tally.finalCounts[round.heldCount] += 1
    var won = [Bool](repeating: false, count: feature.prizes.count)
    var units: UInt64 = round.isFull ? grandUnits : 0
    for prize in round.cells {
      guard let prize else { continue }
      won[prize] = true
      tally.prizeCounts[prize] += 1
      units += prizeUnits[prize]
    }
    for (index, isWon) in won.enumerated() where isWon { tally.roundsWon[index] += 1 }
    if round.isFull { tally.fullScreens += 1 }
    tally.awardUnits += UInt128(units)
    tally.awardSquares += UInt128(units) * UInt128(units)
  }
}
