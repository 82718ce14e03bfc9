/// The exact expected pay of a window whose drums land independently, each by its own
/// ``WildColumnLaw``: the closed form the wild features are priced with.
///
/// Along lines a line's pay depends only on the classes `c₀ … c_{D−1}` it crosses, by the
/// same function `f` for every line, so
///
///     E[line ℓ] = Σ_{c₀…c_{D−1}} Π_d P(drum d shows c_d at row ℓ_d) · f(c₀ … c_{D−1})
///
/// with `f` tabulated once over the `C^D` class tuples (``maximumTuples`` at most) and the sum
/// contracted one drum at a time. The scatter pays by the convolution of each drum's
/// scatter-count law. The spin's expected pay is the lines' and the scatter's, added.
public struct WildPayExpectation: Sendable {
  /// The most class tuples `C^D` tabulated.
  public static let maximumTuples = 4_194_304
  /// The paytable's evaluator.
  public let evaluator: PayEvaluator
  /// `f`: the pay (credits) of a line crossing each class tuple, drum 0 most significant.
  let linePays: [Double]

  /// Tabulates `f`, or `nil` when `C^D` is above ``maximumTuples`` or the paytable pays by ways.
  public init?(evaluator: PayEvaluator) {
    let classes = evaluator.classCount
    let drums = evaluator.drumCount
    var tuples = 1
    for _ in 0..<drums {
      tuples *= classes
      if tuples > Self.maximumTuples { return nil }
    }
    guard evaluator.paytable.mode == .lines else { return nil }
    self.evaluator = evaluator
    let paytable = evaluator.paytable
    var pays = [Double](repeating: 0, count: tuples)
    var symbols = [Int](repeating: 0, count: drums)
    for index in 0..<tuples {
      var rest = index
      for drum in stride(from: drums - 1, through: 0, by: -1) {
        symbols[drum] = rest % classes
        rest /= classes
      }
      if evaluator.rules != nil {
        let win = evaluator.ruleLineWin(symbols)
        if win.entry >= 0 {
          pays[index] = paytable.pays[win.entry].pay * paytable.bet * win.multiplier
        }
      } else {
        let entry = evaluator.lineEntry(symbols)
        if entry >= 0 { pays[index] = paytable.pays[entry].pay * paytable.bet }
      }
    }
    linePays = pays
  }

  /// The expected pay (credits) of one window whose drum `d` shows `laws[d]`.
  public func expectedPay(_ laws: [WildColumnLaw]) -> Double {
    let classes = evaluator.classCount
    var total = 0.0
    for line in evaluator.paytable.lines {
      var values = linePays
      for drum in stride(from: laws.count - 1, through: 0, by: -1) {
        var marginal = [Double](repeating: 0, count: classes)
        let law = laws[drum]
        for (column, probability) in zip(law.columns, law.probabilities) {
          marginal[column[line[drum]]] += probability
        }
        var reduced = [Double](repeating: 0, count: values.count / classes)
        for index in reduced.indices {
          var sum = 0.0
          for symbol in 0..<classes where marginal[symbol] > 0 {
            sum += marginal[symbol] * values[index * classes + symbol]
          }
          reduced[index] = sum
        }
        values = reduced
      }
      total += values[0]
    }
    for (count, probability) in scatterCounts(laws).enumerated() where probability > 0 {
      let entry = evaluator.scatterEntry(count: count)
      if entry >= 0 {
        total +=
          probability * evaluator.paytable.scatterPays[entry].pay
          * evaluator.paytable.totalBet
      }
    }
    return total
  }

  /// The law of the scatter count `0 … rows × drums` of a window whose drum `d` shows
  /// `laws[d]` (all at 0 without a scatter).
  public func scatterCounts(_ laws: [WildColumnLaw]) -> [Double] {
    let rows = evaluator.rowCount
    var law = [1.0]
    for drum in laws {
      var own = [Double](repeating: 0, count: rows + 1)
      for (column, probability) in zip(drum.columns, drum.probabilities) {
        own[column.prefix(rows).filter { $0 == evaluator.scatter }.count] += probability
      }
      var next = [Double](repeating: 0, count: law.count + rows)
      for (before, p) in law.enumerated() where p > 0 {
        for (count, q) in own.enumerated() where q > 0 { next[before + count] += p * q }
      }
      law = next
    }
    return law
  }
}
