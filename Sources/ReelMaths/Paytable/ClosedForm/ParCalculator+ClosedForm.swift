extension ParCalculator {
  /// The most joint states the closed form's hit frequency and top award may carry after a
  /// drum (``closedFormSheet()``): 2²¹.
  public static let maximumJointStates = 1 << 21

  /// The PAR sheet computed without visiting windows: the same figures as ``sheet()``, for
  /// any cycle up to 2⁵³, classic paytables and every rule of ``PayRules``.
  ///
  /// A spin's pay is a sum of **readers** (`closedFormReaders()`): each line (or ways entry
  /// name) `R_i`, then the scatter. Each reader is a layered automaton over what it sees of
  /// each drum's column. With `c_d(x)` the summed stop weight of drum `d`'s stops whose
  /// column the reader sees as letter `x`, and `s_{d+1} = next_d(s_d, x)`:
  ///
  /// - **Entry hits and returns** — the reader's state distribution carried drum by drum,
  ///   `N_{d+1}(t) = Σ_{s, x: next_d(s,x) = t} N_d(s)·c_d(x)`, `N_0(start) = 1`; an entry's
  ///   hits are `Σ_i Σ_{s: entry(s) = e} N_n(s)` and its return is the sum of
  ///   `N_n(s)·credits(s)` over its outcomes (counts first, so a classic entry returns
  ///   exactly `hits × credits`). The same product for the scatter count is the convolution
  ///   of each drum's scatter distribution.
  /// - **`Σ w·pay²`** — `Σ_i Σ_j Σ w·R_i·R_j`, each pair carried jointly with the weighted
  ///   counts `c_d(x, y)` of the pairs of letters the two readers see in the same column
  ///   (the pairwise covariances of lines and of lines with the scatter).
  /// - **Hit frequency and top award** — the joint state of every reader, carried drum by
  ///   drum over each drum's distinct columns (`JointStates`): a reader that is decided
  ///   books its pay and leaves the tuple, so the tuples that remain are those of lines still
  ///   open. `hits = cycle − quiet`, `quiet` the weight in which no reader ever wins; the top
  ///   award is the largest booked total with its weight (max-plus, exact since what later
  ///   drums add depends on the tuple only). Its size depends on the machine, not on the
  ///   strip lengths: at most ``maximumJointStates`` tuples after any drum.
  /// - **Pays by scatter count** (with ``tracksScatterCounts``, for a free-spins feature) —
  ///   ``ParSheet/scatterCounts`` is the scatter count's convolution and
  ///   ``ParSheet/scatterCountReturned`` is `E[pay; n]·cycle = Σ_i E[R_i; n]·cycle +
  ///   P(n)·cycle·S(n)`, each reader carried jointly with the scatter count, drum by drum
  ///   with the weights `c_d(x, j)` of the columns showing letter `x` and `j` scatters
  ///   (`closedFormScatterCountReturned(_:)`).
  ///
  /// In every distribution a state pair (or a reader) that is decided at layer `d` goes
  /// straight to its outcome with weight `N_d·Π_{k≥d} W_k`. Counts are exact `UInt64` (at
  /// most the cycle, 2⁵³); pays are added in double precision, so the top award of pays that
  /// are not whole numbers compares sums rounded in the order the readers decide.
  ///
  /// With ``winSizeSteps`` set (the sheet is printed), also the win sizes and the spin cap
  /// (`closedFormWinSizes(_:remaining:lowerBound:bound:)`), or why they are out of reach
  /// (``ParSheet/winSizesOutOfReach``); without, the sheet has no win sizes and costs nothing
  /// more.
  ///
  /// ``ParSheet/windows`` is the number of distinct windows (not visited);
  /// ``ParSheet/method`` is ``ParSheet/Method/closedForm``.
  ///
  /// - Throws: ``ParError`` (``ParError/Bound/closedForm``) when a reader's table or the joint
  ///   states would exceed their bounds.
  public func closedFormSheet() throws(ParError) -> ParSheet {
    let readers = try closedFormReaders()
    let paytable = evaluator.paytable
    let drums = distinct.count
    // remaining[d] = Π_{k ≥ d} W_k.
    var remaining = [UInt64](repeating: 1, count: drums + 1)
    for drum in stride(from: drums - 1, through: 0, by: -1) {
      remaining[drum] = remaining[drum + 1] * distinct[drum].weights.reduce(0, +)
    }
    let lineEntries = paytable.pays.count
    var hits = [UInt64](repeating: 0, count: lineEntries + paytable.scatterPays.count)
    // hitsAt[e][credits]: entry e's weighted wins paying credits.
    var byCredits = [[Double: UInt64]](repeating: [:], count: hits.count)
    var returned = 0.0
    var squares = 0.0
    let finals = readers.map { marginal($0, remaining: remaining) }
    for (reader, counts) in zip(readers, finals) {
      for (outcome, count) in counts.enumerated() where count > 0 {
        let paid = reader.outcomes[outcome]
        guard paid.entry >= 0 else { continue }
        let index = reader.isScatter ? lineEntries + paid.entry : paid.entry
        hits[index] += count
        byCredits[index][paid.credits, default: 0] += count
        squares += Double(count) * paid.credits * paid.credits
      }
    }
    let entryReturns = byCredits.map { values in
      values.keys.sorted().reduce(0.0) { $0 + Double(values[$1]!) * $1 }
    }
    let pays = readers.indices.filter { index in readers[index].outcomes.contains { $0.credits > 0 }
    }
    for (position, first) in pays.enumerated() {
      for second in pays[(position + 1)...] {
        squares += 2 * pairSum(readers[first], readers[second], remaining: remaining)
      }
    }
    let joint = try jointWalk(readers, remaining: remaining)
    let lineWins = paytable.pays.enumerated().map { index, pay in
      ParSheet.Entry(
        symbol: pay.symbol, count: pay.count, pay: pay.pay, credits: pay.pay * paytable.bet,
        hits: hits[index], returned: entryReturns[index])
    }
    let scatterWins = paytable.scatterPays.enumerated().map { index, pay in
      ParSheet.Entry(
        symbol: paytable.scatter ?? "", count: pay.count, pay: pay.pay,
        credits: pay.pay * paytable.totalBet, hits: hits[lineEntries + index],
        returned: entryReturns[lineEntries + index])
    }
    returned = (lineWins + scatterWins).reduce(0.0) { $0 + $1.returned }
    var sheet = ParSheet(
      machine: reels.name, stops: reels.stopCounts,
      weightSums: strips.weights.map { $0.reduce(0, +) }, rows: strips.rows,
      lines: paytable.lines.count, bet: paytable.bet, totalBet: paytable.totalBet,
      wild: paytable.wild, scatter: paytable.scatter, cycle: cycle, windows: windows,
      lineWins: lineWins, scatterWins: scatterWins, hits: cycle - joint.quiet,
      returnPerCycle: returned, squaresPerCycle: squares, maxPay: max(0, joint.top))
    sheet.mode = paytable.mode
    sheet.coins = paytable.coins
    sheet.maxPayHits = joint.top > 0 ? joint.topWeight : 0
    sheet.method = .closedForm
    if let bound = winSizeSteps {
      do throws(WinSizesOutOfReach) {
        let walked = try closedFormWinSizes(
          readers, remaining: remaining, lowerBound: joint.steps, bound: bound)
        sheet.winSizes = walked.sizes
        sheet.spinCap = walked.cap
      } catch {
        sheet.winSizesOutOfReach = error
      }
    }
    if tracksScatterCounts {
      sheet.scatterCounts = scatterDistribution()
      sheet.scatterCountReturned = closedFormScatterCountReturned(readers)
    }
    return sheet
  }

  /// The weighted count of each outcome of `reader` over the cycle.
  func marginal(_ reader: ColumnReader, remaining: [UInt64]) -> [UInt64] {
    let drums = reader.drumCount
    var finals = [UInt64](repeating: 0, count: reader.outcomes.count)
    var distribution: [UInt64] = [1]
    for drum in 0...drums {
      let decided = reader.decided[drum]
      for (state, weight) in distribution.enumerated() where weight > 0 && decided[state] >= 0 {
        finals[decided[state]] += weight * remaining[drum]
      }
      guard drum < drums else { break }
      let letters = letterWeights(reader, drum)
      let width = reader.letterCounts[drum]
      var following = [UInt64](repeating: 0, count: reader.stateCounts[drum + 1])
      for (state, weight) in distribution.enumerated() where weight > 0 && decided[state] < 0 {
        for (letter, count) in letters.enumerated() where count > 0 {
          following[reader.next[drum][state * width + letter]] += weight * count
        }
      }
      distribution = following
    }
    return finals
  }

  /// `Σ w·R_a·R_b` over the cycle: the two readers' states carried jointly.
  func pairSum(_ a: ColumnReader, _ b: ColumnReader, remaining: [UInt64]) -> Double {
    let drums = a.drumCount
    let outcomesB = b.outcomes.count
    var finals = [UInt64](repeating: 0, count: a.outcomes.count * outcomesB)
    var distribution: [UInt64] = [1]
    for drum in 0...drums {
      let statesB = b.stateCounts[drum]
      let decidedA = a.decided[drum]
      let decidedB = b.decided[drum]
      for (index, weight) in distribution.enumerated() where weight > 0 {
        let first = decidedA[index / statesB]
        let second = decidedB[index % statesB]
        if first >= 0 && second >= 0 {
          finals[first * outcomesB + second] += weight * remaining[drum]
          distribution[index] = 0
        }
      }
      guard drum < drums else { break }
      let widthA = a.letterCounts[drum]
      let widthB = b.letterCounts[drum]
      var pairCounts = [UInt64](repeating: 0, count: widthA * widthB)
      for (column, weight) in distinct[drum].weights.enumerated() {
        pairCounts[a.letters[drum][column] * widthB + b.letters[drum][column]] += weight
      }
      let pairs = pairCounts.enumerated().compactMap { index, count in
        count > 0 ? (index / widthB, index % widthB, count) : nil
      }
      let nextStatesB = b.stateCounts[drum + 1]
      var following = [UInt64](repeating: 0, count: a.stateCounts[drum + 1] * nextStatesB)
      for (index, weight) in distribution.enumerated() where weight > 0 {
        let rowA = (index / statesB) * widthA
        let rowB = (index % statesB) * widthB
        for (letterA, letterB, count) in pairs {
          let target =
            a.next[drum][rowA + letterA] * nextStatesB + b.next[drum][rowB + letterB]
          following[target] += weight * count
        }
      }
      distribution = following
    }
    var sum = 0.0
    for (index, count) in finals.enumerated() where count > 0 {
      sum +=
        Double(count) * a.outcomes[index / outcomesB].credits
        * b.outcomes[index % outcomesB].credits
    }
    return sum
  }

  /// The summed weight of each letter `reader` sees on `drum`.
  func letterWeights(_ reader: ColumnReader, _ drum: Int) -> [UInt64] {
    var counts = [UInt64](repeating: 0, count: reader.letterCounts[drum])
    for (column, weight) in distinct[drum].weights.enumerated() {
      counts[reader.letters[drum][column]] += weight
    }
    return counts
  }
}
