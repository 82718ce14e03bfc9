// Monte Carlo tables of a motion `MachineSpec`: the same as on `ReelStrips(spec)`
// (Bridge/ReelStrips+MachineSpec.swift).
import ReelMaths
import ReelMotion

extension MonteCarloSpinner {
  /// Prepares the tables of `spec` with `paytable` and optional stop weights
  /// (`init(reels:paytable:weights:extraUnitFactors:)` on its reels).
  ///
  /// - Throws: ``MonteCarloError`` when the pays have no exact credit unit or one spin could
  ///   pay too much.
  public init(
    spec: MachineSpec, paytable: Paytable, weights: StopWeights?,
    extraUnitFactors: [[Double]] = []
  ) throws(MonteCarloError) {
    try self.init(
      reels: ReelStrips(spec), paytable: paytable, weights: weights,
      extraUnitFactors: extraUnitFactors)
  }

  /// Prepares the tables of `spec` with `paytable`, optional stop weights and free spins
  /// (`init(reels:paytable:weights:freeSpins:)` on its reels).
  ///
  /// - Throws: ``MonteCarloError`` when the pays have no exact credit unit or one spin could
  ///   pay too much.
  public init(
    spec: MachineSpec, paytable: Paytable, weights: StopWeights?, freeSpins: FreeSpinsFeature?
  ) throws(MonteCarloError) {
    try self.init(
      reels: ReelStrips(spec), paytable: paytable, weights: weights, freeSpins: freeSpins)
  }
}
