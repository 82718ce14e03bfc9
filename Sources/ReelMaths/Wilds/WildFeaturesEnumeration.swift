/// The base game's RTP of a machine with ``WildFeatures`` by visiting every stop
/// combination (expansion applied to each window, paid by ``PayEvaluator``): the
/// cross-check of ``WildFeaturesCalculator``'s closed form on a small machine.
public enum WildFeaturesEnumeration {
  /// `Σ_stops Π_d w_d(s_d) · pay(shown(s)) / (Π_d W_d · totalBet)`.
  public static func baseRTP(
    reels: ReelStrips, weights: StopWeights?, paytable: Paytable, features: WildFeatures
  ) -> Double {
    let evaluator = PayEvaluator(
      paytable: paytable, drumCount: reels.reels.count, rowCount: reels.rows)
    let laws = WildColumnLaw.landing(reels: reels, weights: weights, evaluator: evaluator)
    let nothing = [Int](repeating: 0, count: reels.reels.count)
    var total = 0.0
    var columns = [[Int]](repeating: [], count: laws.count)
    func visit(_ drum: Int, _ probability: Double) {
      if drum == laws.count {
        let shown = features.shown(columns, held: nothing, wild: evaluator.wild)
        total += probability * evaluator.evaluate(classes: shown).total
        return
      }
      for (column, p) in zip(laws[drum].columns, laws[drum].probabilities) {
        columns[drum] = column
        visit(drum + 1, probability * p)
      }
    }
    visit(0, 1)
    return total / paytable.totalBet
  }
}
