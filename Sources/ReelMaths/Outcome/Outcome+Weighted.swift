extension Outcome {
  /// Draws one target per drum from a SplitMix64 generator seeded with `seed`, each with its
  /// drum's stop weights (``StopWeights/pick(drum:using:)``). With `weights == nil` this is
  /// ``randomTargets(for:seed:)-(ReelStrips,_)``, and weights of 1 everywhere give the same targets too.
  public static func randomTargets(
    for strips: ReelStrips, seed: UInt64, weights: StopWeights?
  ) -> [Int] {
    var generator = SplitMix64(seed: seed)
    return randomTargets(for: strips, weights: weights, using: &generator)
  }

  /// Draws one target per drum, in drum order, from `generator` (uniform without weights).
  public static func randomTargets(
    for strips: ReelStrips, weights: StopWeights?, using generator: inout SplitMix64
  ) -> [Int] {
    guard let weights else {
      return strips.reels.map { generator.uniform(below: $0.symbolCount) }
    }
    return strips.reels.indices.map { weights.pick(drum: $0, using: &generator) }
  }
}
