extension FreeSpinsSheet {
  /// `(g, E[G²], Σ_S π_S·g_S²)` of one awarded free spin of a "Book of" feature, its round's
  /// symbol drawn with probability `π_S` (``ExpandingSymbolSheet``):
  ///
  ///     μ_S = m·(E[B] + e_S),  g_S = μ_S/(1 − r)
  ///     E[X_S²] = m²·(E[B²] + 2·E[B·E_S] + E[E_S²]),  E[X_S·R] = m·(E[B·R] + E[E_S·R])
  ///     E[G_S²] = (E[X_S²] + 2·g_S·E[X_S·R] + g_S²·E[R(R − 1)])/(1 − r)
  ///
  /// averaged over `S`. Without `book` (too many stop combinations to enumerate) the mean is
  /// still exact (`e_S` by the drums' probabilities) and the spread counts the expansion as
  /// independent of the rest of the spin.
  static func bookValues(
    _ book: ExpandingSymbolSheet?, freeSpins: FreeSpinsFeature, feature: ParSheet, r: Double,
    retriggerPairs: Double, payTimesRetrigger: Double
  ) -> (g: Double, gSquares: Double, gg: Double) {
    let m = freeSpins.multiplier
    let payMean = feature.expectedPay
    let paySquares = feature.squaresPerCycle / Double(feature.cycle)
    var choices: [(probability: Double, e: Double, e2: Double, eb: Double, er: Double)] = []
    if let book {
      choices = book.choices.map {
        ($0.probability, $0.expectedPay, $0.squares, $0.crossPay, $0.crossRetrigger)
      }
    } else if let expanding = freeSpins.expanding {
      for (index, choice) in expanding.choices.enumerated() {
        let e = ExpandingSymbol.expectedPay(
          of: choice.symbol, reels: freeSpins.reels, weights: freeSpins.weights,
          paytable: freeSpins.paytable)
        choices.append((expanding.probability(of: index), e, e * e, e * payMean, e * r))
      }
    }
    var g = 0.0
    var gSquares = 0.0
    var gg = 0.0
    for choice in choices {
      let mu = m * (payMean + choice.e)
      let gS = mu / (1 - r)
      let squares = m * m * (paySquares + 2 * choice.eb + choice.e2)
      let cross = m * (payTimesRetrigger + choice.er)
      let gSquaresS = (squares + 2 * gS * cross + gS * gS * retriggerPairs) / (1 - r)
      g += choice.probability * gS
      gSquares += choice.probability * gSquaresS
      gg += choice.probability * gS * gS
    }
    return (g, gSquares, gg)
  }
}
