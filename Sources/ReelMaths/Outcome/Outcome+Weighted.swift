import ReelMotion

extension Outcome {
  /// Draws one target per drum from a SplitMix64 generator seeded with `seed`, each with its
  /// drum's stop weights (``StopWeights/pick(drum:using:)``). With `weights == nil` this is
  /// ``randomTargets(for:seed:)``, and weights of 1 everywhere give the same targets too.
  public static func randomTargets(
    for spec: MachineSpec, seed: UInt64, weights: StopWeights?
  ) -> [Int] {
    var generator = SplitMix64(seed: seed)
    return randomTargets(for: spec, weights: weights, using: &generator)
  }

  /// Draws one target per drum, in drum order, from `generator` (uniform without weights).
  public static func randomTargets(
    for spec: MachineSpec, weights: StopWeights?, using generator: inout SplitMix64
  ) -> [Int] {
    guard let weights else {
      return spec.drums.map { generator.uniform(below: $0.geometry.symbolCount) }
    }
    return spec.drums.indices.map { weights.pick(drum: $0, using: &generator) }
  }
}
