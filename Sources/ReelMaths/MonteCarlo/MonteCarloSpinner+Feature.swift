/// The free-spins feature in a Monte Carlo run: a base spin whose scatters award free spins
/// (``FreeSpinsFeature/spins(scatters:)``) plays them for real, and every spin they retrigger,
/// drawing from the same block's generator right after the base spin's stops — so a block's
/// tally stays one fixed function of its seed, the same for every grouping of blocks.
///
/// The feature's pays (its paytable's, times the multiplier) are counted in the spinner's
/// ``CreditUnit``, which is chosen to hold them exactly; a spin's pay is its own wins plus its
/// feature's. The base spins of a machine with a feature are paid by the evaluator (the hot
/// table loop stays the plain game's).
struct MonteCarloFeature: Sendable {
  /// The feature.
  let feature: FreeSpinsFeature
  /// The base game and the feature game, paid in the spinner's unit.
  let base: MonteCarloGame, game: MonteCarloGame
  /// `awards[n]`: the free spins `n` scatters award.
  let awards: [Int]
  /// The "Book of" expanding symbol's tables, or `nil` (MonteCarloSpinner+Book.swift).
  var expansion: MonteCarloExpansion? = nil

  /// The credit values (products of factors) of `feature`'s wins, for the unit.
  static func unitFactors(of feature: FreeSpinsFeature) -> [[Double]] {
    let paytable = feature.paytable
    let m = feature.multiplier
    let lineFactors = paytable.pays.map { [$0.pay, paytable.bet, m] }
    let betFactors =
      paytable.mode == .ways ? [paytable.bet] : [paytable.bet, Double(paytable.lines.count)]
    let scatterFactors = paytable.scatterPays.map { [$0.pay] + betFactors + [m] }
    let multiplied = paytable.multipliers.flatMap { multiplier in
      lineFactors.map { $0 + [multiplier.factor] }
    }
    return lineFactors + scatterFactors + multiplied + MonteCarloExpansion.unitFactors(of: feature)
  }
}

extension MonteCarloSpinner {
  /// Whether a base spin that triggers the free-spins feature plays it.
  public var playsFreeSpins: Bool { feature != nil }

  /// Prepares the tables of `reels` with `paytable` and optional stop weights, and, with
  /// `freeSpins`, the feature's: a base spin that triggers it then plays it for real. The
  /// credit unit counts the feature's multiplied pays exactly too.
  public init(
    reels: ReelStrips, paytable: Paytable, weights: StopWeights?, freeSpins: FreeSpinsFeature?
  ) throws(MonteCarloError) {
    guard let freeSpins else {
      try self.init(reels: reels, paytable: paytable, weights: weights)
      return
    }
    try self.init(
      reels: reels, paytable: paytable, weights: weights,
      extraUnitFactors: MonteCarloFeature.unitFactors(of: freeSpins))
    let base = try MonteCarloGame(
      evaluator: evaluator, strips: strips, weights: self.weights, unit: unit, multiplier: 1)
    let featureRows = freeSpins.reels.rows
    let featureEvaluator = PayEvaluator(
      paytable: freeSpins.paytable, drumCount: freeSpins.reels.reels.count, rowCount: featureRows)
    let game = try MonteCarloGame(
      evaluator: featureEvaluator,
      strips: DecodedStrips(
        reels: freeSpins.reels, evaluator: featureEvaluator, weights: freeSpins.weights),
      weights: freeSpins.weights ?? StopWeights(uniformFor: freeSpins.reels), unit: unit,
      multiplier: freeSpins.multiplier)
    let most = max(strips.rows * drumCount, featureRows * freeSpins.reels.reels.count)
    feature = MonteCarloFeature(
      feature: freeSpins, base: base, game: game,
      awards: (0...most).map { freeSpins.spins(scatters: $0) },
      expansion: try MonteCarloExpansion(feature: freeSpins, unit: unit))
  }

  /// The spins of a block of a machine with a feature: each base spin drawn and paid, then
  /// its feature played when its scatters award one.
  func spinWithFeature(
    _ feature: MonteCarloFeature, _ spins: Int, _ generator: inout SplitMix64,
    _ tally: inout MonteCarloTally, _ dense: inout [UInt64]
  ) throws(MonteCarloError) {
    var stops = [Int](repeating: 0, count: drumCount)
    var line = stops
    var featureStops = [Int](repeating: 0, count: feature.game.strips.classes.count)
    var featureLine = featureStops
    for _ in 0..<spins {
      for drum in 0..<drumCount { stops[drum] = weights.pick(drum: drum, using: &generator) }
      let own = try feature.base.pay(stops: stops, line: &line, counting: true, &tally)
      if own.units > 0 { tally.paidSpins += 1 }
      var total = own.units
      let awarded = feature.awards[own.scatters]
      if awarded > 0 {
        var remaining = awarded
        var played: UInt64 = 0
        var scratch = MonteCarloTally(lineEntries: 0, scatterEntries: 0)
        let choice = feature.expansion.map { $0.rule.pick(using: &generator) } ?? 0
        while remaining > 0 {
          guard played < UInt64(FreeSpinsFeature.maximumPlayedSpins) else {
            tally.truncatedFeatures += 1
            break
          }
          remaining -= 1
          played += 1
          for drum in featureStops.indices {
            featureStops[drum] = feature.game.weights.pick(drum: drum, using: &generator)
          }
          let free = try feature.game.pay(
            stops: featureStops, line: &featureLine, counting: false, &scratch)
          var units = free.units
          if let expansion = feature.expansion {
            units = try MonteCarloGame.sum(
              units, expansion.units(choice: choice, stops: featureStops))
          }
          total = try MonteCarloGame.sum(total, units)
          tally.featureUnits += UInt128(units)
          if feature.feature.retriggers { remaining += feature.awards[free.scatters] }
        }
        tally.triggers += 1
        tally.freeSpinsPlayed += played
      }
      addPay(total, &tally, &dense)
    }
    tally.spins = UInt64(spins)
  }
}

/// One game's spins paid by its ``PayEvaluator`` in whole units of a ``CreditUnit``, every win
/// times a multiplier: the base game or the free-spins game of a ``MonteCarloFeature``.
struct MonteCarloGame: Sendable {
  let evaluator: PayEvaluator
  let strips: DecodedStrips
  let weights: StopWeights
  let unit: CreditUnit
  let multiplier: Double
  /// Pays of the entries times the multiplier, units.
  let lineUnits: [UInt64], scatterUnits: [UInt64]

  init(
    evaluator: PayEvaluator, strips: DecodedStrips, weights: StopWeights, unit: CreditUnit,
    multiplier: Double
  ) throws(MonteCarloError) {
    let paytable = evaluator.paytable
    let scatterBet =
      paytable.mode == .ways ? [paytable.bet] : [paytable.bet, Double(paytable.lines.count)]
    var lineUnits: [UInt64] = []
    for entry in paytable.pays {
      lineUnits.append(try unit.checkedUnits(ofProduct: [entry.pay, paytable.bet, multiplier]))
    }
    var scatterUnits: [UInt64] = []
    for entry in paytable.scatterPays {
      scatterUnits.append(try unit.checkedUnits(ofProduct: [entry.pay] + scatterBet + [multiplier]))
    }
    self.evaluator = evaluator
    self.strips = strips
    self.weights = weights
    self.unit = unit
    self.multiplier = multiplier
    self.lineUnits = lineUnits
    self.scatterUnits = scatterUnits
  }

  /// `a + b` units, or an error when one spin with its feature would pay more than
  /// ``CreditUnit/maximumSpinUnits``.
  static func sum(_ a: UInt64, _ b: UInt64) throws(MonteCarloError) -> UInt64 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard !overflow, sum <= CreditUnit.maximumSpinUnits else {
      throw MonteCarloError(
        "a spin with its free spins or tumbles pays more than \(CreditUnit.maximumSpinUnits) units "
          + "(allowed: at most that)")
    }
    return sum
  }

  /// The pay of the spin at rest on `stops` in units and its scatters; when `counting`, each
  /// win's hit is counted in `tally`.
  func pay(
    stops: [Int], line: inout [Int], counting: Bool, _ tally: inout MonteCarloTally
  ) throws(MonteCarloError) -> (units: UInt64, scatters: Int) {
    let drumCount = stops.count
    let rows = strips.rows
    var scatters = 0
    for drum in 0..<drumCount { scatters += strips.scatters[drum][stops[drum]] }
    var total: UInt64 = 0
    if evaluator.rules != nil {
      let columns = (0..<drumCount).map { drum in
        Array(strips.classes[drum][(stops[drum] * rows)..<((stops[drum] + 1) * rows)])
      }
      for win in evaluator.evaluateByRules(columns).wins {
        guard let units = unit.units(nearest: win.pay * multiplier), let entry = win.entry else {
          throw MonteCarloError(
            "a win of \(win.pay * multiplier) credits is not a whole number of "
              + "1/\(unit.unitsPerCredit) credit (allowed: multipliers that keep pays on the "
              + "paytable's credit unit)")
        }
        total = try Self.sum(total, units)
        guard counting else { continue }
        if win.isScatter { tally.scatterHits[entry] += 1 } else { tally.lineHits[entry] += 1 }
      }
      return (total, scatters)
    }
    for rowsOfLine in evaluator.paytable.lines {
      for drum in 0..<drumCount {
        line[drum] = strips.classes[drum][stops[drum] * rows + rowsOfLine[drum]]
      }
      let entry = evaluator.lineEntry(line)
      if entry >= 0 {
        total = try Self.sum(total, lineUnits[entry])
        if counting { tally.lineHits[entry] += 1 }
      }
    }
    let scatter = evaluator.scatterEntry(count: scatters)
    if scatter >= 0 {
      total = try Self.sum(total, scatterUnits[scatter])
      if counting { tally.scatterHits[scatter] += 1 }
    }
    return (total, scatters)
  }
}
