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

  /// The probability that one game pays the top award (``topAward``); 0 when nothing pays.
  public var topAwardProbability: Double { topAward.probability }

  /// Whether the top award (``topAward``) is rarer than 1 in ``awardOddsLimit`` games, so
  /// that its odds must be shown wherever it is advertised.
  public var topAwardNeedsOdds: Bool { topAward.isRarerThanOddsLimit }

  /// The parts of ``totalRTP``, each with its **RTP contribution** (credits it returns per
  /// credit bet): line (or ways) wins and scatter wins (with scatter pays) of the base game, then, with a
  /// feature, the free spins and the hold-and-win rounds, in that order. The contributions
  /// add up to ``totalRTP``; a part's **share** is its contribution over ``totalRTP``
  /// (``SheetPart/share(of:)``).
  public var rtpParts: [SheetPart] {
    var parts = [
      SheetPart(
        name: mode == .ways ? "ways wins" : "line wins",
        rtp: lineWins.reduce(0) { $0 + $1.returned } / betPerCycle)
    ]
    if !scatterWins.isEmpty {
      parts.append(
        SheetPart(
          name: "scatter wins", rtp: scatterWins.reduce(0) { $0 + $1.returned } / betPerCycle))
    }
    if let freeSpins {
      parts.append(SheetPart(name: "free spins", rtp: freeSpins.featureRTP, isFeature: true))
    }
    if let holdAndWin {
      parts.append(SheetPart(name: "hold and win", rtp: holdAndWin.featureRTP, isFeature: true))
    }
    return parts
  }
}

/// One part of a machine's total RTP on a sheet (the base game's line wins, its free spins…).
public struct SheetPart: Sendable, Equatable {
  /// The part's name: `line wins`, `free spins`, `hold and win`, `tumbles`…
  public var name: String
  /// Its RTP contribution: the credits it returns per credit bet.
  public var rtp: Double
  /// Whether it is a feature's (free spins, hold and win) rather than the base game's.
  public var isFeature: Bool

  /// Creates a part.
  public init(name: String, rtp: Double, isFeature: Bool = false) {
    self.name = name
    self.rtp = rtp
    self.isFeature = isFeature
  }

  /// Its share of `total`: `rtp / total` (0 when `total` is not above 0).
  public func share(of total: Double) -> Double { total > 0 ? rtp / total : 0 }
}
