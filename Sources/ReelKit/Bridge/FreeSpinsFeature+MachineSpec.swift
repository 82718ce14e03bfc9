// A free-spins feature on a motion `MachineSpec`'s drums: the same as on `ReelStrips(spec)`
// (Bridge/ReelStrips+MachineSpec.swift).
import ReelMaths
import ReelMotion

extension FreeSpinsFeature {
  /// Creates a feature played on the drums of `spec`
  /// (`init(awards:multiplier:retriggers:reels:paytable:weights:)` on its reels).
  public init(
    awards: [FreeSpinAward], multiplier: Double, retriggers: Bool, spec: MachineSpec,
    paytable: Paytable, weights: StopWeights?
  ) {
    self.init(
      awards: awards, multiplier: multiplier, retriggers: retriggers, reels: ReelStrips(spec),
      paytable: paytable, weights: weights)
  }
}
