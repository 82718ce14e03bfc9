extension VariableRowsMachine {
  /// Drum `drum`'s outcomes for one spin: every `(rows, stop)` with its probability
  /// `P(rows) · w_stop / Σw` (heights in increasing order, then stops; uniform stops without
  /// weights). The rows and the stop are drawn independently, so the probabilities sum to 1.
  func columnOutcomes(drum: Int) -> [(rows: Int, stop: Int, probability: Double)] {
    let distribution = rows.drums[drum]
    let stopWeights =
      weights?.drums[drum].map(Double.init)
      ?? Array(repeating: 1, count: reels.reels[drum].strip.count)
    let stopTotal = stopWeights.reduce(0, +)
    return zip(distribution.heights, distribution.probabilities).flatMap { height, p in
      stopWeights.indices.map { (height, $0, p * stopWeights[$0] / stopTotal) }
    }
  }

  /// The top drum's stops with their probabilities `w_k / Σw`; without a top drum one
  /// outcome, no stop, probability 1.
  var topStopOutcomes: [(stop: Int?, probability: Double)] {
    guard let topDrum = rows.topDrum else { return [(nil, 1)] }
    let stopWeights = topDrum.stopWeights.map(Double.init)
    let stopTotal = stopWeights.reduce(0, +)
    return stopWeights.indices.map { ($0, stopWeights[$0] / stopTotal) }
  }
}
