/// The largest award of one game (a paid spin with everything it leads to) and its odds, as
/// a sheet states them: exact when the maths counts whole games, otherwise said to be the
/// base game's alone.
public struct TopAward: Sendable, Equatable {
  /// What the award counts.
  public enum Scope: Sendable, Equatable {
    /// One spin is the whole game: exact.
    case spin
    /// A spin with its whole tumble or cascade chain: exact.
    case chain
    /// A whole hold-and-win round (a full window, every symbol at the highest prize, and
    /// the grand), exact odds per base spin; the triggering spin's own pay is not added, so
    /// the award is a lower bound of that game's.
    case holdAndWinRound
    /// The base spin's largest pay alone: the free-spins rounds are not counted. `bound` is
    /// an upper bound of a whole game without retriggers (the base game's largest spin plus
    /// the most spins awarded × the largest free spin); `nil` with retriggers, where a round
    /// has no largest win.
    case baseGameOnly(bound: Double?)
  }

  /// The award, credits.
  public var credits: Double
  /// The probability that one game pays it.
  public var probability: Double
  /// The weighted combinations that pay it over ``cycle``, when it is a count.
  public var hits: UInt64?
  /// The cycle the hits are counted over.
  public var cycle: UInt64?
  /// What the award counts.
  public var scope: Scope

  /// Creates an award.
  public init(
    credits: Double, probability: Double, hits: UInt64? = nil, cycle: UInt64? = nil,
    scope: Scope
  ) {
    self.credits = credits
    self.probability = probability
    self.hits = hits
    self.cycle = cycle
    self.scope = scope
  }

  /// Whether it is rarer than 1 in ``ParSheet/awardOddsLimit`` games, so that its odds must
  /// be shown wherever it is advertised (GLI-11).
  public var isRarerThanOddsLimit: Bool {
    probability > 0 && 1 / probability > ParSheet.awardOddsLimit
  }
}

extension ParSheet {
  /// The sheet's top award: the largest spin (``maxPay``, exact over the cycle), or a whole
  /// hold-and-win round when it pays more; with free spins, the base game's alone
  /// (``TopAward/Scope/baseGameOnly(bound:)``).
  public var topAward: TopAward {
    let spin = TopAward(
      credits: maxPay, probability: Double(maxPayHits) / Double(cycle), hits: maxPayHits,
      cycle: cycle, scope: .spin)
    if let freeSpins {
      var award = spin
      award.scope = .baseGameOnly(
        bound: freeSpins.retriggers
          ? nil : maxPay + Double(freeSpins.mostSpinsAwarded) * freeSpins.featureSpinMaxPay)
      return award
    }
    if let holdAndWin, holdAndWin.largestAward * totalBet > maxPay {
      return TopAward(
        credits: holdAndWin.largestAward * totalBet,
        probability: holdAndWin.triggerProbability * holdAndWin.largestAwardProbability,
        scope: .holdAndWinRound)
    }
    return spin
  }
}
