// Outcomes on a motion `MachineSpec`: each the same as its `ReelStrips` form on
// `ReelStrips(spec)` (Bridge/ReelStrips+MachineSpec.swift).
import ReelMaths
import ReelMotion

extension Outcome {
  /// `randomTargets(for:seed:)` on the reels of `spec`.
  public static func randomTargets(for spec: MachineSpec, seed: UInt64) -> [Int] {
    randomTargets(for: ReelStrips(spec), seed: seed)
  }

  /// `randomTargets(for:seed:weights:)` on the reels of `spec`.
  public static func randomTargets(
    for spec: MachineSpec, seed: UInt64, weights: StopWeights?
  ) -> [Int] {
    randomTargets(for: ReelStrips(spec), seed: seed, weights: weights)
  }

  /// `randomTargets(for:weights:using:)` on the reels of `spec`.
  public static func randomTargets(
    for spec: MachineSpec, weights: StopWeights?, using generator: inout SplitMix64
  ) -> [Int] {
    randomTargets(for: ReelStrips(spec), weights: weights, using: &generator)
  }
}

extension SymbolWindow {
  /// The window of `spec` at rest on `stops` (``init(strips:stops:)`` on its reels).
  public init(spec: MachineSpec, stops: [Int]) {
    self.init(strips: ReelStrips(spec), stops: stops)
  }
}

extension StopWeights {
  /// Weight 1 on every stop of every drum of `spec` (`init(uniformFor:)`).
  public init(uniformFor spec: MachineSpec) {
    self.init(uniformFor: ReelStrips(spec))
  }
}

extension ResultCode {
  /// The long form of the outcome `stops` on `spec` (``init(strips:stops:)`` on its reels).
  public init(spec: MachineSpec, stops: [Int]) {
    self.init(strips: ReelStrips(spec), stops: stops)
  }

  /// The stops, checked on the reels of `spec` (`stops(on:)`).
  public func stops(on spec: MachineSpec) throws(ResultCodeError) -> [Int] {
    try stops(on: ReelStrips(spec))
  }
}
