/// Per-stop weights of every drum (virtual reels): stop `s` of drum `d` comes up with
/// probability `w[d][s] / W[d]`, where `W[d] = Σ_s w[d][s]` is the drum's weight sum.
///
/// A drum without weights has weight 1 on every stop, and then the weighted draw is exactly
/// the uniform one: `r = uniform(below: N)` is the stop itself. So a machine whose drums all
/// have weight 1 draws the same targets from a seed as one with no weights at all.
public struct StopWeights: Sendable, Equatable, Hashable {
  /// The largest weight of one stop.
  public static let maximumWeight = 1_000_000

  /// One positive weight per strip stop, per drum.
  public let drums: [[Int]]
  /// Running sums per drum: `cumulative[d][s] = w[d][0] + … + w[d][s]`.
  let cumulative: [[Int]]

  /// Creates weights; every weight must be in `1...maximumWeight`.
  public init(_ drums: [[Int]]) {
    precondition(
      drums.allSatisfy { $0.allSatisfy { (1...Self.maximumWeight).contains($0) } && !$0.isEmpty },
      "stop weights must be positive whole numbers of at most \(Self.maximumWeight)")
    self.drums = drums
    cumulative = drums.map { weights in
      var sum = 0
      return weights.map { weight in
        sum += weight
        return sum
      }
    }
  }

  /// Weight 1 on every stop of every drum of `strips`.
  public init(uniformFor strips: ReelStrips) {
    self.init(strips.reels.map { Array(repeating: 1, count: $0.symbolCount) })
  }

  /// The weight sum `W[d]` of drum `drum`.
  public func total(drum: Int) -> Int { cumulative[drum].last ?? 0 }

  /// Draws a stop of `drum`: `r = uniform(below: W)`, then the first stop whose running sum
  /// exceeds `r` (a binary search).
  public func pick(drum: Int, using generator: inout SplitMix64) -> Int {
    let sums = cumulative[drum]
    let draw = generator.uniform(below: sums[sums.count - 1])
    var low = 0
    var high = sums.count - 1
    while low < high {
      let middle = (low + high) / 2
      if sums[middle] > draw { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
