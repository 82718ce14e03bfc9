/// One drum's law: the columns (symbol classes, row 0 first) it can show and their
/// probabilities, equal columns merged, in first-seen stop order.
public struct WildColumnLaw: Sendable, Equatable {
  /// The distinct columns.
  public var columns: [[Int]]
  /// The probability of each column; they add to 1.
  public var probabilities: [Double]

  /// Creates a law from columns and probabilities, merging equal columns (first-seen order).
  public init(columns: [[Int]], probabilities: [Double]) {
    var merged: [[Int]] = []
    var mass: [Double] = []
    var index: [[Int]: Int] = [:]
    for (column, probability) in zip(columns, probabilities) where probability > 0 {
      if let at = index[column] {
        mass[at] += probability
      } else {
        index[column] = merged.count
        merged.append(column)
        mass.append(probability)
      }
    }
    self.columns = merged
    self.probabilities = mass
  }

  /// Each drum's landing law: stop `s` of drum `d` shows its window's first `rows` symbols as
  /// classes of `evaluator`, with probability `w[d][s] / W[d]` (1 / stops without weights).
  public static func landing(reels: ReelStrips, weights: StopWeights?, evaluator: PayEvaluator)
    -> [WildColumnLaw]
  {
    let rows = evaluator.rowCount
    return reels.reels.enumerated().map { drum, reel in
      var columns: [[Int]] = []
      var probabilities: [Double] = []
      let total = Double(weights?.total(drum: drum) ?? reel.symbolCount)
      for stop in 0..<reel.symbolCount {
        let shown = reel.window(restingAt: stop).prefix(rows)
        columns.append(shown.map(evaluator.symbolClass(of:)))
        probabilities.append(Double(weights?.drums[drum][stop] ?? 1) / total)
      }
      return WildColumnLaw(columns: columns, probabilities: probabilities)
    }
  }

  /// The law of what the drum shows under `features` with `held` rows wild.
  public func shown(drum: Int, held: Int, features: WildFeatures, wild: Int) -> WildColumnLaw {
    WildColumnLaw(
      columns: columns.map { features.shownColumn($0, drum: drum, held: held, wild: wild) },
      probabilities: probabilities)
  }

  /// The law of the drum's wild mask (``WildFeatures/heldMask(_:wild:)``), indexed by mask.
  public func maskLaw(wild: Int, rows: Int) -> [Double] {
    var law = [Double](repeating: 0, count: 1 << rows)
    for (column, probability) in zip(columns, probabilities) {
      law[WildFeatures.heldMask(column, wild: wild)] += probability
    }
    return law
  }

  /// A mixture `Σ weightᵢ · lawᵢ`.
  public static func mixture(_ parts: [(law: WildColumnLaw, weight: Double)]) -> WildColumnLaw {
    WildColumnLaw(
      columns: parts.flatMap { $0.law.columns },
      probabilities: parts.flatMap { part in part.law.probabilities.map { $0 * part.weight } })
  }
}
