import ReelKit

extension ParRun {
  /// `sheet` with the win rules of `machine` priced: the bonus buy (`paytable.bonusBuy`,
  /// exact, ``/ReelKit/BonusBuySheet``) and, with free spins and a cap or a bonus buy, whole
  /// rounds by Monte Carlo (``/ReelKit/FeatureRoundEstimate``): the rounds of play, weighted
  /// by the base game's exact triggers, and the bought rounds, `rounds` of each from the
  /// machine's seed. The spin cap itself is priced by the enumeration
  /// (``/ReelKit/ParCalculator/spinCapMultiple``).
  static func pricingWinRules(
    _ sheet: ParSheet, of machine: ResolvedMachine,
    rounds: UInt64 = FeatureRoundEstimate.defaultRounds
  ) -> ParSheet {
    var sheet = sheet
    guard let feature = machine.freeSpins, let freeSpins = sheet.freeSpins else { return sheet }
    let cap = machine.maxWin
    if cap != nil || machine.bonusBuy != nil {
      let triggers = FreeSpinsTrigger.ofPlay(base: sheet, feature: feature)
      if !triggers.isEmpty {
        sheet.featureRounds = FeatureRoundEstimate(
          feature: feature, triggers: triggers, rounds: rounds, seed: machine.seed,
          totalBet: sheet.totalBet, capMultiple: cap)
      }
    }
    if let cost = machine.bonusBuy {
      var buy = BonusBuySheet(cost: cost, feature: feature, sheet: freeSpins)
      if buy.spinsAwarded > 0 {
        buy.rounds = FeatureRoundEstimate(
          feature: feature,
          triggers: [FreeSpinsTrigger(scatters: buy.scatters, weight: 1)], rounds: rounds,
          seed: machine.seed &+ 1, totalBet: sheet.totalBet, capMultiple: cap)
      }
      sheet.bonusBuy = buy
    }
    return sheet
  }
}
