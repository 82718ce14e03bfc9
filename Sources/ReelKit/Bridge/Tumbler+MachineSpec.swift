// Tumble chains' pays on a motion `MachineSpec` and its `TumbleParameters`: the same as on
// `ReelStrips(spec)` with the parameters' `rule` (Bridge/ReelStrips+MachineSpec.swift).
import ReelMaths
import ReelMotion

extension TumbleParameters {
  /// The chain's rule these parameters set (their ``maxTumbles``), as the maths reads it.
  public var rule: TumbleRule { TumbleRule(maxTumbles: maxTumbles) }
}

extension Tumbler {
  /// Prepares the chains' pays of `spec` paying by `paytable`
  /// (`init(reels:paytable:rule:)` on its reels with the parameters' ``TumbleParameters/rule``).
  public init(spec: MachineSpec, paytable: Paytable, parameters: TumbleParameters) {
    self.init(reels: ReelStrips(spec), paytable: paytable, rule: parameters.rule)
  }
}

extension MonteCarloSpinner {
  /// Prepares the tables of `spec` with `paytable`, optional stop weights and free spins and,
  /// with `tumble`, the tumble rule (`init(reels:paytable:weights:freeSpins:tumble:)` on its
  /// reels with the parameters' ``TumbleParameters/rule``).
  ///
  /// - Throws: ``MonteCarloError`` when the pays have no exact credit unit, or `tumble` is
  ///   given with `freeSpins` (a tumbling feature is not valued).
  public init(
    spec: MachineSpec, paytable: Paytable, weights: StopWeights?, freeSpins: FreeSpinsFeature?,
    tumble: TumbleParameters?
  ) throws(MonteCarloError) {
    try self.init(
      reels: ReelStrips(spec), paytable: paytable, weights: weights, freeSpins: freeSpins,
      tumble: tumble?.rule)
  }
}

extension MonteCarloEstimate {
  /// Draws and pays `spins` outcomes of `spec` (at least 2) on this thread
  /// (`init(reels:paytable:weights:spins:seed:freeSpins:tumble:)` on its reels with the
  /// parameters' ``TumbleParameters/rule``).
  public init(
    spec: MachineSpec, paytable: Paytable, weights: StopWeights?, spins: Int, seed: UInt64,
    freeSpins: FreeSpinsFeature? = nil, tumble: TumbleParameters? = nil
  ) {
    self.init(
      reels: ReelStrips(spec), paytable: paytable, weights: weights, spins: spins, seed: seed,
      freeSpins: freeSpins, tumble: tumble?.rule)
  }
}
