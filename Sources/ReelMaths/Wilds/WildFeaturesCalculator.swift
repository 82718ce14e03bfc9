/// Prices a machine with ``WildFeatures`` exactly where the state space is small.
///
/// - The **base window** (expansion included) by ``WildPayExpectation``: drums land
///   independently, and a drum that expands is all wild with probability `P(drum shows a
///   wild)` (``expansionProbabilities``).
/// - **Walking respins** by an absorbing Markov chain over the walked wilds' masks (one per
///   drum): state `W`, value `V(W) = e(W) + Σ_{W'≠0} P(W'|W)·V(W')`, where `e(W)` is the
///   expected pay of a window landing with `W` wild and `P(W'|W) = Π_d P(mask of drum d + 1
///   shown = W'_d)` (drums independent); solved by Gaussian elimination when at most
///   ``WildFeatures/maximumChainStates`` states are reachable, else `nil` (Monte Carlo).
/// - **Sticky free spins**: each drum's held mask is its own Markov chain (a drum's held rows
///   depend only on what that drum showed), so at free spin `k` the drums are still
///   independent and `E[pay_k]` is the closed form of the drums' mixed laws; a round of `N`
///   spins is worth `m·Σ_{k≤N} E[pay_k]`. With retriggers the round's length depends on every
///   drum: `nil` (Monte Carlo). Without sticky wilds free spins are alike, and a trigger of
///   `N` spins is worth `m·N·E[pay]/(1 − r)`.
public struct WildFeaturesCalculator: Sendable {
  /// The rules.
  public let features: WildFeatures
  /// The free-spins feature, if any.
  public let freeSpins: FreeSpinsFeature?
  let base: WildPayExpectation
  let baseLaws: [WildColumnLaw]
  let feature: WildPayExpectation?
  let featureLaws: [WildColumnLaw]
  let wild: Int
  let featureWild: Int
  let rows: Int

  /// Prepares the pricing, or `nil` when the closed form cannot tabulate the paytable
  /// (ways, or more than ``WildPayExpectation/maximumTuples`` class tuples).
  public init?(
    reels: ReelStrips, weights: StopWeights?, paytable: Paytable, features: WildFeatures,
    freeSpins: FreeSpinsFeature?
  ) {
    let evaluator = PayEvaluator(
      paytable: paytable, drumCount: reels.reels.count, rowCount: reels.rows)
    guard let base = WildPayExpectation(evaluator: evaluator) else { return nil }
    self.features = features
    self.freeSpins = freeSpins
    self.base = base
    rows = reels.rows
    wild = evaluator.wild
    baseLaws = WildColumnLaw.landing(reels: reels, weights: weights, evaluator: evaluator)
    if let freeSpins {
      let featureEvaluator = PayEvaluator(
        paytable: freeSpins.paytable, drumCount: freeSpins.reels.reels.count,
        rowCount: freeSpins.reels.rows)
      guard let feature = WildPayExpectation(evaluator: featureEvaluator) else { return nil }
      self.feature = feature
      featureWild = featureEvaluator.wild
      featureLaws = WildColumnLaw.landing(
        reels: freeSpins.reels, weights: freeSpins.weights, evaluator: featureEvaluator)
    } else {
      feature = nil
      featureWild = -1
      featureLaws = []
    }
  }

  /// The laws of what the base drums show on a base spin (nothing held).
  var baseShown: [WildColumnLaw] {
    baseLaws.indices.map { baseLaws[$0].shown(drum: $0, held: 0, features: features, wild: wild) }
  }

  /// Per drum, the probability that a base spin shows it all wild by expansion (`nil` for a
  /// drum that does not expand).
  public var expansionProbabilities: [Double?] {
    baseLaws.indices.map { drum in
      guard drum < features.expandingDrums.count, features.expandingDrums[drum] else {
        return nil
      }
      let law = baseLaws[drum]
      return zip(law.columns, law.probabilities).reduce(0) {
        $0 + ($1.0.contains(wild) ? $1.1 : 0)
      }
    }
  }

  /// The base window's expected pay, credits per spin.
  public func basePay() -> Double { base.expectedPay(baseShown) }

  /// The law of the base window's scatter count.
  public func baseScatterCounts() -> [Double] { base.scatterCounts(baseShown) }

  /// The walking chain, or `nil` without walking wilds or beyond the state bound.
  public func walkingChain() -> WildWalkingChain? {
    guard features.walking else { return nil }
    return WildWalkingChain(
      laws: baseLaws, features: features, wild: wild, rows: rows, expectation: base)
  }

  /// The expected pay (credits, before the feature's multiplier) of each free spin
  /// `1 … spins` of a round with sticky wilds (held masks start empty).
  public func stickySpinPays(spins: Int) -> [Double] {
    guard let feature else { return [] }
    var held = featureLaws.map { _ in [Double](repeating: 0, count: 1 << rows) }
    for drum in held.indices { held[drum][0] = 1 }
    var pays: [Double] = []
    for _ in 0..<spins {
      var shown: [WildColumnLaw] = []
      for (drum, law) in featureLaws.enumerated() {
        var parts: [(law: WildColumnLaw, weight: Double)] = []
        for (mask, weight) in held[drum].enumerated() where weight > 0 {
          let keep = features.sticky ? mask : 0
          parts.append(
            (law.shown(drum: drum, held: keep, features: features, wild: featureWild), weight))
        }
        shown.append(WildColumnLaw.mixture(parts))
      }
      pays.append(feature.expectedPay(shown))
      held = shown.map { $0.maskLaw(wild: featureWild, rows: rows) }
    }
    return pays
  }

  /// The expected feature pay (credits, multiplier applied) of a trigger awarding `spins`,
  /// or `nil` when sticky wilds meet retriggers (Monte Carlo).
  public func featureValue(spins: Int) -> Double? {
    guard let freeSpins, let feature else { return nil }
    if features.sticky {
      guard !freeSpins.retriggers else { return nil }
      return freeSpins.multiplier * stickySpinPays(spins: spins).reduce(0, +)
    }
    let shown = featureLaws.indices.map {
      featureLaws[$0].shown(drum: $0, held: 0, features: features, wild: featureWild)
    }
    var retriggers = 0.0
    if freeSpins.retriggers {
      for (count, p) in feature.scatterCounts(shown).enumerated() {
        retriggers += p * Double(freeSpins.spins(scatters: count))
      }
    }
    guard retriggers < 1 else { return nil }
    return freeSpins.multiplier * Double(spins) * feature.expectedPay(shown) / (1 - retriggers)
  }

  /// The whole machine's exact figures, or `nil` for a part out of reach
  /// (see ``WildFeaturesSheet``).
  public func sheet() -> WildFeaturesSheet {
    let bet = base.evaluator.paytable.totalBet
    var sheet = WildFeaturesSheet(totalBet: bet, baseRTP: basePay() / bet)
    sheet.expansionProbabilities = expansionProbabilities
    if features.walking {
      if let chain = walkingChain() {
        sheet.walkingRTP = chain.value / bet
        sheet.respinFrequency = chain.respinFrequency
        sheet.respinsPerSpin = chain.respinsPerSpin
        sheet.walkingStates = chain.stateCount
      }
    } else {
      sheet.walkingRTP = 0
    }
    if let freeSpins {
      var value = 0.0
      var trigger = 0.0
      var exact = true
      for (count, p) in baseScatterCounts().enumerated() where p > 0 {
        let spins = freeSpins.spins(scatters: count)
        guard spins > 0 else { continue }
        trigger += p
        if let worth = featureValue(spins: spins) { value += p * worth } else { exact = false }
      }
      sheet.triggerProbability = trigger
      sheet.freeSpinsRTP = exact ? value / bet : nil
    } else {
      sheet.freeSpinsRTP = 0
    }
    return sheet
  }
}
