/// How many rows one drum of a variable-row ("Megaways") machine shows, drawn anew every spin:
/// `h` rows with probability `w_h / W`, `W = Σ_h w_h`.
///
/// The entries are kept as given (a config object's `"rows": weight` pairs may come in any
/// order); the draw and the maths read them in increasing order of rows (``heights``), so the
/// order they were written in never changes a result.
public struct RowDistribution: Sendable, Equatable, Hashable {
  /// One height and its weight.
  public struct Entry: Sendable, Equatable, Hashable {
    /// The rows shown, 1 … the drum's window rows.
    public var rows: Int
    /// The weight, 0 … ``RowDistribution/maximumWeight``.
    public var weight: Int

    /// Creates an entry: `rows` rows with weight `weight`.
    public init(rows: Int, weight: Int) {
      self.rows = rows
      self.weight = weight
    }
  }

  /// The largest weight of one height (as ``StopWeights/maximumWeight``).
  public static let maximumWeight = 1_000_000

  /// The heights and their weights, as given.
  public let entries: [Entry]
  /// The heights with a weight above 0, in increasing order.
  public let heights: [Int]
  /// Their weights, in the same order.
  public let weights: [Int]
  /// Running sums of ``weights``, saturating at `Int.max` (a valid distribution never does).
  let cumulative: [Int]

  /// Creates a distribution from its entries (checked by
  /// ``VariableRows/issues(for:)``, not here).
  public init(_ entries: [Entry]) {
    self.entries = entries
    let positive = entries.filter { $0.weight > 0 }.sorted { $0.rows < $1.rows }
    heights = positive.map { $0.rows }
    weights = positive.map { $0.weight }
    var sum = 0
    cumulative = positive.map { entry in
      let (added, overflow) = sum.addingReportingOverflow(entry.weight)
      sum = overflow ? Int.max : added
      return sum
    }
  }

  /// Every height from `rows` weighted `weights`, `weights[i]` for `rows.lowerBound + i`
  /// rows (`2...7` with `[1, 1, 1, 1, 1, 1]`: each of 2 … 7 rows once in six spins).
  public init(rows: ClosedRange<Int>, weights: [Int]) {
    self.init(zip(rows, weights).map { Entry(rows: $0, weight: $1) })
  }

  /// Always `rows` rows: a fixed window.
  public static func fixed(_ rows: Int) -> RowDistribution {
    RowDistribution([Entry(rows: rows, weight: 1)])
  }

  /// The weight sum `W`.
  public var total: Int { cumulative.last ?? 0 }

  /// The probability of each of ``heights``: `w_h / W`.
  public var probabilities: [Double] {
    let total = Double(total)
    return weights.map { Double($0) / total }
  }

  /// The most rows the distribution draws (0 without a positive weight).
  public var maximumRows: Int { heights.last ?? 0 }

  /// Whether every spin shows the same rows (one height has all the weight).
  public var isFixed: Bool { heights.count == 1 }

  /// Draws a height: nothing is drawn when the height is fixed (``isFixed``); otherwise
  /// `r = uniform(below: W)` and the first height (increasing) whose running weight sum
  /// exceeds `r`. The distribution must be valid (a positive sum).
  public func pick(using generator: inout SplitMix64) -> Int {
    if heights.count == 1 { return heights[0] }
    let draw = generator.uniform(below: total)
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > draw { high = middle } else { low = middle + 1 }
    }
    return heights[low]
  }
}
