/// Plays a ``FreeSpinsFeature`` for real in a Monte Carlo game: each free spin's stops drawn
/// with the feature drums' weights, paid by the feature's paytable times the multiplier, its
/// scatters retriggering, until the spins run out (or ``FreeSpinsFeature/maximumPlayedSpins``
/// were played).
struct FreeSpinsPlay {
  let feature: FreeSpinsFeature
  let evaluator: PayEvaluator
  let strips: DecodedStrips
  let weights: StopWeights
  var stops: [Int]
  var line: [Int]

  init(feature: FreeSpinsFeature) {
    self.feature = feature
    let spec = feature.spec
    let rows = spec.drums.map({ $0.geometry.visibleRows }).min() ?? 1
    evaluator = PayEvaluator(
      paytable: feature.paytable, drumCount: spec.drums.count, rowCount: rows)
    strips = DecodedStrips(spec: spec, evaluator: evaluator, weights: feature.weights)
    weights = feature.weights ?? StopWeights(uniformFor: spec)
    stops = [Int](repeating: 0, count: spec.drums.count)
    line = stops
  }

  /// What one trigger's feature pays.
  struct Outcome {
    /// Credits won, the multiplier applied.
    var pay = 0.0
    /// Free spins played.
    var spins = 0
    /// Whether the feature was cut at ``FreeSpinsFeature/maximumPlayedSpins``.
    var truncated = false
  }

  /// Plays `awarded` free spins and every spin they retrigger.
  mutating func play(awarded: Int, using generator: inout SplitMix64) -> Outcome {
    var outcome = Outcome()
    var remaining = awarded
    while remaining > 0 {
      guard outcome.spins < FreeSpinsFeature.maximumPlayedSpins else {
        outcome.truncated = true
        break
      }
      remaining -= 1
      outcome.spins += 1
      for drum in stops.indices { stops[drum] = weights.pick(drum: drum, using: &generator) }
      outcome.pay +=
        feature.multiplier * evaluator.totalPay(stops: stops, strips: strips, line: &line)
      if feature.retriggers {
        remaining += feature.spins(scatters: strips.scatterCount(stops: stops))
      }
    }
    return outcome
  }
}

extension DecodedStrips {
  /// The scatters in the window at rest on `stops`.
  func scatterCount(stops: [Int]) -> Int {
    var count = 0
    for (drum, stop) in stops.enumerated() { count += scatters[drum][stop] }
    return count
  }
}
