/// The sums of one slice of the enumeration.
public struct ParPartial: Sendable, Equatable {
  /// `Σ w·pay`, credits.
  public var returned = 0.0
  /// `Σ w·pay²`, credits².
  public var squares = 0.0
  /// `Σ w` over the combinations that pay anything.
  public var hits: UInt64 = 0
  /// The largest pay, credits.
  public var maxPay = 0.0
  /// `Σ w` over the combinations that pay ``maxPay`` (0 while it is 0).
  public var maxPayHits: UInt64 = 0
  /// By the rules of ``PayRules`` only (empty for a classic paytable): each entry's weighted
  /// wins, line entries then scatter entries.
  public var entryHits: [UInt64] = []
  /// By the rules only: the credits each entry returns, line entries then scatter entries.
  public var entryReturned: [Double] = []
  /// With ``ParCalculator/tracksScatterCounts`` only (else empty): `Σ w·pay` over the
  /// combinations showing `n` scatters, indexed by `n`, credits.
  public var countReturned: [Double] = []
  // MARK: Win sizes and the spin cap (SpinCap.swift)
  /// Each ``WinSizeDistribution`` band's weight but band 0 (empty until a win is counted).
  public var sizeWeights: [UInt64] = []
  /// With ``ParCalculator/spinCapMultiple``: the weight of the windows the cap cuts.
  public var capHits: UInt64 = 0
  /// With ``ParCalculator/spinCapMultiple``: `Σ w·(pay − cap)` over them, credits.
  public var capExcess = 0.0

  /// Empty sums.
  public init() {}
}

extension ParPartial {
  /// Counts `weight` combinations that pay `pay` (more than 0) towards the top award.
  @inline(__always)
  mutating func addTop(_ pay: Double, weight: UInt64) {
    if pay > maxPay {
      maxPay = pay
      maxPayHits = weight
    } else if pay == maxPay {
      maxPayHits += weight
    }
  }
}

extension ParCalculator {
  /// Enumerates every window whose drum 0 shows its `slice`-th distinct column.
  public func enumerate(slice: Int) -> ParPartial {
    precondition(enumerating, "a calculator prepared without enumerating")
    if evaluator.rules != nil { return enumerateByRules(slice: slice) }
    let drums = reels.reels.count
    let lineCount = evaluator.paytable.lines.count
    let classes = automaton.classCount
    var partial = ParPartial()
    if tracksScatterCounts {
      partial.countReturned = [Double](repeating: 0, count: scatterMax + 1)
    }
    // states[d·lines + l]: line l's state after drums 0 … d.
    var states = [Int](repeating: automaton.start, count: max(1, drums) * lineCount)
    let lastColumns = distinct[drums - 1].columns.count
    var pays = [Double](repeating: 0, count: lastColumns)
    states.withUnsafeMutableBufferPointer { states in
      pays.withUnsafeMutableBufferPointer { pays in
        lastPay.withUnsafeBufferPointer { lastPay in
          scatterLast.withUnsafeBufferPointer { scatterLast in
            automaton.next.withUnsafeBufferPointer { next in
              var walk = Walk(
                calculator: self, states: states, pays: pays, lastPay: lastPay,
                scatterLast: scatterLast, next: next, lineCount: lineCount, classes: classes)
              if drums == 1 {
                walk.leaf(depth: -1, weight: 1, scatters: 0, into: &partial)
              } else {
                walk.visit(
                  drum: 0, only: slice, parentDepth: -1, weight: 1, scatters: 0, into: &partial)
              }
            }
          }
        }
      }
    }
    return partial
  }

  /// The depth-first walk over drums `0 … n−2`, on raw buffers.
  private struct Walk {
    let calculator: ParCalculator
    let states: UnsafeMutableBufferPointer<Int>
    let pays: UnsafeMutableBufferPointer<Double>
    let lastPay: UnsafeBufferPointer<Double>
    let scatterLast: UnsafeBufferPointer<Double>
    let next: UnsafeBufferPointer<Int>
    let lineCount: Int
    let classes: Int

    /// Visits each column of `drum` (only column `only` when given), then the next drum or
    /// the leaf.
    mutating func visit(
      drum: Int, only: Int?, parentDepth: Int, weight: UInt64, scatters: Int,
      into partial: inout ParPartial
    ) {
      let (columns, weights) = calculator.distinct[drum]
      let lines = calculator.evaluator.paytable.lines
      let scatter = calculator.evaluator.scatter
      let range = only.map { $0..<($0 + 1) } ?? 0..<columns.count
      for index in range {
        let column = columns[index]
        for line in 0..<lineCount {
          let state =
            parentDepth < 0 ? calculator.automaton.start : states[parentDepth * lineCount + line]
          states[drum * lineCount + line] = next[state * classes + column[lines[line][drum]]]
        }
        var count = scatters
        if scatter >= 0 { for symbol in column where symbol == scatter { count += 1 } }
        let combined = weight * weights[index]
        if drum + 2 == calculator.reels.reels.count {
          leaf(depth: drum, weight: combined, scatters: count, into: &partial)
        } else {
          visit(
            drum: drum + 1, only: nil, parentDepth: drum, weight: combined, scatters: count,
            into: &partial)
        }
      }
    }

    /// Every column of the last drum after the states at `depth` (−1: nothing read).
    mutating func leaf(depth: Int, weight: UInt64, scatters: Int, into partial: inout ParPartial) {
      let count = pays.count
      let states = calculator.automaton.stateCount
      let scatterRow = scatters * count
      for column in 0..<count { pays[column] = 0 }
      for line in 0..<lineCount {
        let state = depth < 0 ? calculator.automaton.start : self.states[depth * lineCount + line]
        let base = (line * states + state) * count
        for column in 0..<count { pays[column] += lastPay[base + column] }
      }
      for column in 0..<count { pays[column] += scatterLast[scatterRow + column] }
      let weights = calculator.distinct[calculator.distinct.count - 1].weights
      var returned = 0.0
      var squares = 0.0
      var hits: UInt64 = 0
      let totalBet = calculator.evaluator.paytable.totalBet
      let spinCap = calculator.spinWinCap
      for column in 0..<count {
        let pay = pays[column]
        let columnWeight = weights[column]
        let share = Double(columnWeight) * pay
        returned += share
        squares += share * pay
        if pay > 0 {
          hits += columnWeight
          partial.addTop(pay, weight: weight * columnWeight)
          partial.addWinSize(
            pay, weight: weight * columnWeight, totalBet: totalBet, cap: spinCap)
        }
        if calculator.tracksScatterCounts {
          partial.countReturned[scatters + calculator.lastScatters[column]] +=
            Double(weight) * share
        }
      }
      partial.returned += Double(weight) * returned
      partial.squares += Double(weight) * squares
      partial.hits += weight * hits
    }
  }
}
