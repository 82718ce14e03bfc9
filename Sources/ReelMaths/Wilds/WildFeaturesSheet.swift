/// The figures of a machine with ``WildFeatures``: each part's RTP (exact, or `nil` when
/// the part needs Monte Carlo), the expansions, the walking respins and the free-spins
/// trigger.
public struct WildFeaturesSheet: Sendable, Equatable {
  /// The total bet of a base spin, credits.
  public var totalBet: Double
  /// The base windows' RTP (expansion included, respins and feature excluded).
  public var baseRTP: Double
  /// The walking respins' RTP (0 without walking wilds), `nil`: out of exact reach.
  public var walkingRTP: Double?
  /// The free spins' RTP (0 without free spins), `nil`: out of exact reach.
  public var freeSpinsRTP: Double?
  /// Per drum, the probability a base spin shows it all wild by expansion (`nil`: the drum
  /// does not expand).
  public var expansionProbabilities: [Double?] = []
  /// The probability a base spin is followed by a walking respin.
  public var respinFrequency: Double?
  /// The expected walking respins per base spin.
  public var respinsPerSpin: Double?
  /// The walking chain's reachable states.
  public var walkingStates: Int?
  /// The probability a base spin triggers free spins.
  public var triggerProbability: Double?

  /// Creates a sheet with the base game's RTP.
  public init(totalBet: Double, baseRTP: Double) {
    self.totalBet = totalBet
    self.baseRTP = baseRTP
  }

  /// The total RTP, when every part is exact.
  public var totalRTP: Double? {
    guard let walkingRTP, let freeSpinsRTP else { return nil }
    return baseRTP + walkingRTP + freeSpinsRTP
  }
}
