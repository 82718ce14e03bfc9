extension VariableRowsCascade {
  /// The unit a Monte Carlo run counts pays in: the paytable's (``CreditUnit/payFactors(of:)``;
  /// the cascade multipliers are whole numbers).
  public func creditUnit() throws(MonteCarloError) -> CreditUnit {
    try CreditUnit.common(for: CreditUnit.payFactors(of: machine.paytable)).get()
  }

  /// Plays the blocks `blocks` of `plan`. Block `b` draws from SplitMix64 seeded with
  /// ``MonteCarloPlan/blockSeed(seed:block:)``: each base spin
  /// (``Outcome/randomSpin(for:rows:weights:using:)``), its chain played; when its landing
  /// window's scatters award free spins, they are drawn right after it from the same
  /// generator and played (retriggers added) before the next base spin. Each window pays
  /// `units(pay(W_k))·m_k`, a free spin's chain times the feature's fixed multiplier, exact.
  ///
  /// - Throws: ``MonteCarloError`` when a pay is no whole number of units or a spin with its
  ///   feature pays more than ``CreditUnit/maximumSpinUnits``.
  public func tally(plan: MonteCarloPlan, blocks: Range<UInt64>) throws(MonteCarloError)
    -> CascadeTally
  {
    let unit = try creditUnit()
    var tally = CascadeTally()
    for block in blocks {
      var generator = SplitMix64(seed: MonteCarloPlan.blockSeed(seed: plan.seed, block: block))
      var part = CascadeTally()
      for _ in 0..<plan.spins(inBlock: block) {
        try play(&generator, unit, &part)
      }
      tally = try tally.adding(part)
    }
    return tally
  }

  /// `spins` spins (1 … ``MonteCarloPlan/maximumSpins``, clamped) from `seed`: every block of
  /// the plan, in order.
  public func monteCarlo(spins: UInt64, seed: UInt64) throws(MonteCarloError) -> CascadeEstimate {
    let plan = MonteCarloPlan(spins: min(max(1, spins), MonteCarloPlan.maximumSpins), seed: seed)
    return CascadeEstimate(
      tally: try tally(plan: plan, blocks: 0..<plan.blockCount), unit: try creditUnit(),
      totalBet: machine.paytable.totalBet)
  }

  /// One base spin with its feature.
  func play(_ generator: inout SplitMix64, _ unit: CreditUnit, _ tally: inout CascadeTally)
    throws(MonteCarloError)
  {
    let machine = machine
    let outcome = Outcome.randomSpin(
      for: machine.reels, rows: machine.rows, weights: machine.weights, using: &generator)
    let base = chain(of: outcome, inFreeSpins: false)
    let baseUnits = try units(of: base, unit)
    var total = baseUnits
    tally.baseCascades += UInt64(base.cascades)
    tally.largestMultiplier = max(tally.largestMultiplier, base.multipliers.max() ?? 1)
    let awarded = freeSpins?.spins(scatters: base.scatters) ?? 0
    if awarded > 0, let freeSpins {
      tally.triggers += 1
      let factor = UInt64(freeSpins.multiplier)
      let (played, truncated) = try freeSpinsLoop(
        awarded: awarded, using: &generator, limit: FreeSpinsFeature.maximumPlayedSpins
      ) { (_, free, _, _, _) throws(MonteCarloError) in
        tally.freeCascades += UInt64(free.cascades)
        tally.largestMultiplier = max(tally.largestMultiplier, free.multipliers.max() ?? 1)
        let (paid, overflow) = try units(of: free, unit).multipliedReportingOverflow(by: factor)
        guard !overflow else { throw Self.tooLarge }
        total = try Self.sum(total, paid)
      }
      if truncated { tally.truncatedFeatures += 1 }
      tally.freeSpinsPlayed += UInt64(played)
    }
    tally.spins += 1
    if total > 0 { tally.paidSpins += 1 }
    tally.payUnits += UInt128(total)
    tally.baseUnits += UInt128(baseUnits)
    tally.paySquares += UInt128(total) * UInt128(total)
  }

  /// A chain's pay in units: `Σ_k units(pay(W_k))·m_k`.
  func units(of chain: CascadeChain, _ unit: CreditUnit) throws(MonteCarloError) -> UInt64 {
    var total: UInt64 = 0
    for (pay, multiplier) in zip(chain.windowPays, chain.multipliers) {
      guard let units = unit.units(nearest: pay) else {
        throw MonteCarloError(
          "a window paying \(pay) credits is not a whole number of 1/\(unit.unitsPerCredit) "
            + "credit (allowed: pays that keep to the paytable's credit unit)")
      }
      let (product, overflow) = units.multipliedReportingOverflow(by: UInt64(multiplier))
      guard !overflow else { throw Self.tooLarge }
      total = try Self.sum(total, product)
    }
    return total
  }

  /// `a + b` units, or an error beyond ``CreditUnit/maximumSpinUnits``.
  static func sum(_ a: UInt64, _ b: UInt64) throws(MonteCarloError) -> UInt64 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard !overflow, sum <= CreditUnit.maximumSpinUnits else { throw tooLarge }
    return sum
  }

  static var tooLarge: MonteCarloError {
    MonteCarloError(
      "a spin with its free spins pays more than \(CreditUnit.maximumSpinUnits) units "
        + "(allowed: at most that)")
  }
}
