/// The walking wilds' respins as an absorbing Markov chain (``WildFeatures``' walking rule).
///
/// A state is the walked wilds' masks `W = (W₀ … W_{D−1})` (bit `r` of `W_d`: row `r` of drum
/// `d` lands wild); the last drum's is always 0. From the base window (nothing walked), the
/// first respin's state is `W_d = mask of drum d + 1 shown`; a state with no wild ends the
/// chain. With `e(W)` the expected pay of a window landing with `W` wild and
/// `P(W'|W) = Π_d P(mask shown by drum d + 1 under W_{d+1} = W'_d)`,
///
///     V(W) = e(W) + Σ_{W'≠0} P(W'|W)·V(W'),   N(W) = 1 + Σ_{W'≠0} P(W'|W)·N(W')
///
/// are solved together by Gaussian elimination (partial pivoting) over the reachable states.
/// `V` is the respins' pay and `N` their count from a state; ``value`` and ``respinsPerSpin``
/// weigh them by the first state's law.
public struct WildWalkingChain: Sendable {
  /// The reachable non-empty states.
  public let stateCount: Int
  /// The respins' expected pay per base spin, credits.
  public let value: Double
  /// The expected respins per base spin.
  public let respinsPerSpin: Double
  /// The probability that a base spin is followed by a respin.
  public let respinFrequency: Double

  /// Builds and solves the chain, or `nil` beyond ``WildFeatures/maximumChainStates`` states.
  init?(
    laws: [WildColumnLaw], features: WildFeatures, wild: Int, rows: Int,
    expectation: WildPayExpectation
  ) {
    let drums = laws.count
    let masks = 1 << rows
    let shown = laws.indices.map { drum in
      (0..<masks).map { laws[drum].shown(drum: drum, held: $0, features: features, wild: wild) }
    }
    let maskLaws = shown.map { drum in drum.map { $0.maskLaw(wild: wild, rows: rows) } }
    func split(_ key: Int) -> [Int] {
      (0..<drums).map { (key >> (rows * $0)) & (masks - 1) }
    }
    /// The law of the next state after a window shown under `walked`.
    func next(_ walked: [Int]) -> [(key: Int, probability: Double)] {
      var states: [(key: Int, probability: Double)] = [(0, 1)]
      for drum in 0..<(drums - 1) {
        let law = maskLaws[drum + 1][walked[drum + 1]]
        var grown: [(key: Int, probability: Double)] = []
        for state in states {
          for (mask, p) in law.enumerated() where p > 0 {
            grown.append((state.key | (mask << (rows * drum)), state.probability * p))
          }
        }
        states = grown
      }
      return states
    }
    let start = next([Int](repeating: 0, count: drums))
    var index: [Int: Int] = [:]
    var keys: [Int] = []
    var transitions: [[(key: Int, probability: Double)]] = []
    var queue = start.map { $0.key }.filter { $0 != 0 }
    while let key = queue.popLast() {
      guard index[key] == nil else { continue }
      index[key] = keys.count
      keys.append(key)
      guard keys.count <= WildFeatures.maximumChainStates else { return nil }
      let out = next(split(key))
      transitions.append(out)
      queue += out.map { $0.key }.filter { $0 != 0 && index[$0] == nil }
    }
    let n = keys.count
    // (I − P) [V N] = [e 1], as one augmented matrix of n rows and n + 2 columns.
    var matrix = [[Double]](repeating: [Double](repeating: 0, count: n + 2), count: n)
    for (row, key) in keys.enumerated() {
      let walked = split(key)
      matrix[row][row] += 1
      for (target, p) in transitions[row] where target != 0 {
        matrix[row][index[target]!] -= p
      }
      matrix[row][n] = expectation.expectedPay(walked.indices.map { shown[$0][walked[$0]] })
      matrix[row][n + 1] = 1
    }
    for column in 0..<n {
      var pivot = column
      for row in column..<n where abs(matrix[row][column]) > abs(matrix[pivot][column]) {
        pivot = row
      }
      matrix.swapAt(column, pivot)
      let lead = matrix[column][column]
      guard lead != 0 else { return nil }
      for row in 0..<n where row != column && matrix[row][column] != 0 {
        let factor = matrix[row][column] / lead
        for k in column..<(n + 2) { matrix[row][k] -= factor * matrix[column][k] }
      }
    }
    var value = 0.0
    var respins = 0.0
    var frequency = 0.0
    for (key, p) in start where key != 0 {
      let row = index[key]!
      value += p * matrix[row][n] / matrix[row][row]
      respins += p * matrix[row][n + 1] / matrix[row][row]
      frequency += p
    }
    stateCount = n
    self.value = value
    respinsPerSpin = respins
    respinFrequency = frequency
  }
}
