/// A cluster grid's free spins: `n` scatters on a base spin's landing grid award the spins of
/// the award with the highest count at most `n` (``FreeSpinAward``, read as for lines), played
/// on the same grid and pays. The **cell multipliers persist** through the round: the states
/// start at 0 with the first free spin and carry from each free spin's chain to the next
/// (``ClusterRules/marked(_:)``), instead of resetting each spin. With ``retriggers``,
/// scatters on a free spin's landing grid award more spins. The round's win (the base spin
/// and its free spins together) is capped at ``ClusterRules/maxWin`` × bet.
public struct ClusterFreeSpins: Sendable, Equatable, Hashable {
  /// The most free spins one round plays (retriggers included); a round still running then
  /// ends there, counted.
  public static let maximumPlayedSpins = 1000

  /// The scatter symbol: counted anywhere on a landing grid, it pays nothing itself.
  public var scatter: String
  /// Scatter counts and the free spins they award, each count once.
  public var awards: [FreeSpinAward]
  /// Whether scatters on a free spin's landing grid award more free spins.
  public var retriggers: Bool

  /// Creates the feature.
  public init(scatter: String, awards: [FreeSpinAward], retriggers: Bool) {
    self.scatter = scatter
    self.awards = awards
    self.retriggers = retriggers
  }

  /// The free spins `scatters` scatters award: the award with the highest count at most
  /// `scatters`, or 0.
  public func spins(scatters: Int) -> Int {
    var best = 0
    var bestCount = 0
    for award in awards where award.count <= scatters && award.count >= bestCount {
      best = award.spins
      bestCount = award.count
    }
    return best
  }
}
