/// The figures a test lab asks of a PAR sheet.
extension ParSheet {
  /// The rarest odds at which an advertised award need not show its odds: 1 in 100 million
  /// games (GLI-11).
  public static let awardOddsLimit = 100_000_000.0

  /// The two-sided normal quantile of `confidence` (0.90 → 1.645, 0.95 → 1.960, 0.99 →
  /// 2.576); other confidences are refused.
  public static func z(confidence: Double) -> Double {
    switch confidence {
    case 0.90: return 1.6448536269514722
    case 0.95: return 1.959963984540054
    case 0.99: return MonteCarloConfidence.z
    default: preconditionFailure("confidence 0.90, 0.95 or 0.99")
    }
  }

  /// The volatility index: `VI = z·σ`, σ the standard deviation of one spin's pay per unit
  /// total bet (its free-spins feature included, ``totalStandardDeviation``), z the normal
  /// quantile of `confidence` (0.90 or 0.95 in lab reports).
  public func volatilityIndex(confidence: Double) -> Double {
    Self.z(confidence: confidence) * totalStandardDeviation
  }

  /// The interval the RTP observed over `spins` games falls in with probability
  /// `confidence` (normal approximation): `RTP ± z·σ/√spins` (the total RTP and σ, free
  /// spins included).
  public func rtpInterval(spins: Double, confidence: Double) -> ClosedRange<Double> {
    let margin = Self.z(confidence: confidence) * totalStandardDeviation / spins.squareRoot()
    return (totalRTP - margin)...(totalRTP + margin)
  }

  /// The probability that one game pays the top award (``maxPay``), exactly
  /// ``maxPayHits`` over the cycle; 0 when nothing pays.
  public var topAwardProbability: Double { Double(maxPayHits) / Double(cycle) }

  /// Whether the top award is rarer than 1 in ``awardOddsLimit`` games, so that its odds
  /// must be shown wherever it is advertised.
  public var topAwardNeedsOdds: Bool {
    maxPayHits > 0 && Double(cycle) / Double(maxPayHits) > Self.awardOddsLimit
  }

  /// Each feature's share of the RTP: line (or ways) wins and scatter wins of the base game
  /// and, with a feature, the free spins, in that order, summing to ``totalRTP``.
  public var featureShares: [(feature: String, share: Double)] {
    var shares: [(feature: String, share: Double)] = [
      (
        feature: mode == .ways ? "ways wins" : "line wins",
        share: lineWins.reduce(0) { $0 + $1.returned } / betPerCycle
      ),
      (feature: "scatter wins", share: scatterWins.reduce(0) { $0 + $1.returned } / betPerCycle),
    ]
    if let freeSpins { shares.append((feature: "free spins", share: freeSpins.featureRTP)) }
    return shares
  }
}
