/// The free spins of a cascading variable-row machine: scatters in a spin's landing window
/// award free spins (``FreeSpinAward``: the award with the highest count at most the
/// scatters), played on the same machine with ``CascadeMultiplier`` in its free-spin mode;
/// with ``retriggers`` a free spin's landing window awards more the same way.
///
/// Only the landing window's scatters count (not those a cascade brings in), so a spin's
/// award is a function of its outcome.
public struct CascadeFreeSpins: Sendable, Equatable, Hashable {
  /// Scatter counts and the free spins they award, counts ascending, each count once.
  public var awards: [FreeSpinAward]
  /// Whether scatters in a free spin award more free spins.
  public var retriggers: Bool
  /// What every free spin's pay (its whole chain) is multiplied by: a whole number 1 … 1000
  /// (`paytable.freeSpins.multiplier`; 1: as paid).
  public var multiplier: Int

  /// Creates the feature.
  public init(awards: [FreeSpinAward], retriggers: Bool = false, multiplier: Int = 1) {
    self.awards = awards
    self.retriggers = retriggers
    self.multiplier = multiplier
  }

  /// The free spins `scatters` scatters award (0 below the lowest count).
  public func spins(scatters: Int) -> Int {
    awards.last { $0.count <= scatters }?.spins ?? 0
  }

  /// Checks the awards; an empty array means they are valid. Fields are JSON paths under the
  /// feature: `awards[1].count`, `awards[0].spins`.
  public func issues() -> [ParameterIssue] {
    var issues: [ParameterIssue] = []
    if awards.isEmpty {
      issues.append(
        ParameterIssue(field: "awards", message: "is empty (allowed: at least one award)"))
    }
    var previous = 0
    for (index, award) in awards.enumerated() {
      if award.count < 1 || award.count <= previous {
        issues.append(
          ParameterIssue(
            field: "awards[\(index)].count",
            message: "\(award.count) (allowed: at least 1, above the previous award's count)"))
      }
      previous = max(previous, award.count)
      if !(1...FreeSpinsFeature.maximumSpinsPerAward).contains(award.spins) {
        issues.append(
          ParameterIssue(
            field: "awards[\(index)].spins",
            message: "\(award.spins) is out of range (allowed: 1 ... "
              + "\(FreeSpinsFeature.maximumSpinsPerAward))"))
      }
    }
    if !(1...Int(FreeSpinsFeature.multiplierRange.upperBound)).contains(multiplier) {
      issues.append(
        ParameterIssue(
          field: "multiplier",
          message: "\(multiplier) is out of range (allowed: 1 ... "
            + "\(Int(FreeSpinsFeature.multiplierRange.upperBound)), a whole number)"))
    }
    return issues
  }
}
