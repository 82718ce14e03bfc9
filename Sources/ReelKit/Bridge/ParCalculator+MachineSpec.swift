// The PAR sheet of a motion `MachineSpec`: the same as on `ReelStrips(spec)`
// (Bridge/ReelStrips+MachineSpec.swift).
import ReelMaths
import ReelMotion

extension ParCalculator {
  /// Prepares the sheet of `spec` with `paytable` (valid for it) and optional stop weights:
  /// `init(reels:paytable:weights:enumerating:)` on the reels of `spec`.
  ///
  /// - Throws: ``ParError`` when the cycle or the window count is beyond the bounds.
  public init(
    spec: MachineSpec, paytable: Paytable, weights: StopWeights?, enumerating: Bool = true
  ) throws(ParError) {
    try self.init(
      reels: ReelStrips(spec), paytable: paytable, weights: weights, enumerating: enumerating)
  }
}
