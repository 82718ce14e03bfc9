extension ParCalculator {
  /// The exact hits of every entry, without enumerating windows: for each line, the
  /// automaton's state distribution carried drum by drum with the drum's weighted symbol
  /// counts in the line's row; for the scatter, the convolution of each drum's distribution
  /// of scatters in its window.
  ///
  /// - Returns: hits per line entry (summed over the lines) and per scatter entry, in
  ///   paytable order.
  public func exactHits() -> (lines: [UInt64], scatter: [UInt64]) {
    let paytable = evaluator.paytable
    let classes = automaton.classCount
    let rows = strips.rows
    var lineHits = [UInt64](repeating: 0, count: paytable.pays.count)
    for line in paytable.lines {
      var distribution = [UInt64](repeating: 0, count: automaton.stateCount)
      distribution[automaton.start] = 1
      for drum in reels.reels.indices {
        var counts = [UInt64](repeating: 0, count: classes)
        for stop in 0..<strips.stopCount(drum) {
          counts[strips.classes[drum][stop * rows + line[drum]]] += strips.weights[drum][stop]
        }
        var following = [UInt64](repeating: 0, count: automaton.stateCount)
        for (state, weight) in distribution.enumerated() where weight > 0 {
          for (symbol, count) in counts.enumerated() where count > 0 {
            following[automaton.next[state * classes + symbol]] += weight * count
          }
        }
        distribution = following
      }
      for (state, weight) in distribution.enumerated() where automaton.final[state] >= 0 {
        lineHits[automaton.final[state]] += weight
      }
    }
    var scatterHits = [UInt64](repeating: 0, count: paytable.scatterPays.count)
    if evaluator.scatter >= 0 {
      for (count, weight) in scatterDistribution().enumerated() {
        let entry = evaluator.scatterEntry(count: count)
        if entry >= 0 { scatterHits[entry] += weight }
      }
    }
    return (lineHits, scatterHits)
  }

  /// The weighted combinations showing each scatter count `0 … rows × drums` (all at 0
  /// without a scatter): the convolution of each drum's distribution of scatters in its
  /// window, exact integers summing to the cycle.
  public func scatterDistribution() -> [UInt64] {
    let rows = strips.rows
    var distribution: [UInt64] = [1]
    for drum in reels.reels.indices {
      var own = [UInt64](repeating: 0, count: rows + 1)
      for stop in 0..<strips.stopCount(drum) {
        own[strips.scatters[drum][stop]] += strips.weights[drum][stop]
      }
      var following = [UInt64](repeating: 0, count: distribution.count + rows)
      for (before, weight) in distribution.enumerated() where weight > 0 {
        for (count, ownWeight) in own.enumerated() where ownWeight > 0 {
          following[before + count] += weight * ownWeight
        }
      }
      distribution = following
    }
    return distribution
  }

  /// The sheet from the partial sums of every slice, in slice order.
  public func sheet(_ partials: [ParPartial]) -> ParSheet {
    precondition(partials.count == sliceCount, "one partial per slice")
    let paytable = evaluator.paytable
    let (lineHits, scatterHits, returned) = entryTotals(partials)
    let lineWins = paytable.pays.enumerated().map { index, pay in
      ParSheet.Entry(
        symbol: pay.symbol, count: pay.count, pay: pay.pay, credits: pay.pay * paytable.bet,
        hits: lineHits[index], returned: returned[index])
    }
    let scatterWins = paytable.scatterPays.enumerated().map { index, pay in
      ParSheet.Entry(
        symbol: paytable.scatter ?? "", count: pay.count, pay: pay.pay,
        credits: pay.pay * paytable.totalBet, hits: scatterHits[index],
        returned: returned[paytable.pays.count + index])
    }
    var total = ParPartial()
    for partial in partials {
      total.squares += partial.squares
      total.hits += partial.hits
      if partial.maxPayHits > 0 { total.addTop(partial.maxPay, weight: partial.maxPayHits) }
    }
    let returnedPerCycle = (lineWins + scatterWins).reduce(0.0) { $0 + $1.returned }
    var sheet = ParSheet(
      machine: reels.name, stops: reels.stopCounts,
      weightSums: strips.weights.map { $0.reduce(0, +) }, rows: strips.rows,
      lines: paytable.lines.count, bet: paytable.bet, totalBet: paytable.totalBet,
      wild: paytable.wild, scatter: paytable.scatter, cycle: cycle, windows: windows,
      lineWins: lineWins, scatterWins: scatterWins, hits: total.hits,
      returnPerCycle: returnedPerCycle,
      squaresPerCycle: total.squares, maxPay: total.maxPay)
    sheet.mode = paytable.mode
    sheet.coins = paytable.coins
    sheet.maxPayHits = total.maxPayHits
    sheet.winSizes = winSizes(partials)
    sheet.spinCap = spinCap(partials)
    if tracksScatterCounts {
      var byCount = [Double](repeating: 0, count: scatterMax + 1)
      for partial in partials {
        for (count, value) in partial.countReturned.enumerated() { byCount[count] += value }
      }
      sheet.scatterCountReturned = byCount
      sheet.scatterCounts = scatterDistribution()
    }
    return sheet
  }

  /// Each entry's hits and returned credits (line entries, then scatter entries): counted
  /// without enumeration for a classic paytable (``exactHits()``, credits = hits × the
  /// entry's credits), summed from the enumeration's partials in slice order by the rules.
  func entryTotals(_ partials: [ParPartial]) -> (
    lines: [UInt64], scatter: [UInt64], returned: [Double]
  ) {
    let paytable = evaluator.paytable
    let lineCount = paytable.pays.count
    if evaluator.rules == nil {
      let (lines, scatter) = exactHits()
      let credits =
        paytable.pays.map { $0.pay * paytable.bet }
        + paytable.scatterPays.map { $0.pay * paytable.totalBet }
      let returned = zip(lines + scatter, credits).map { Double($0) * $1 }
      return (lines, scatter, returned)
    }
    var hits = [UInt64](repeating: 0, count: lineCount + paytable.scatterPays.count)
    var returned = [Double](repeating: 0, count: hits.count)
    for partial in partials {
      for index in hits.indices {
        hits[index] += partial.entryHits[index]
        returned[index] += partial.entryReturned[index]
      }
    }
    return (Array(hits[..<lineCount]), Array(hits[lineCount...]), returned)
  }

  /// `Σ w·pay` over the cycle from the enumeration: equals ``ParSheet/returnPerCycle`` up to
  /// rounding, a check that the enumeration and the entry counts agree.
  public static func enumeratedReturn(_ partials: [ParPartial]) -> Double {
    partials.reduce(0) { $0 + $1.returned }
  }

  /// The whole sheet, slices one after another in the calling task.
  public func sheet() -> ParSheet {
    sheet((0..<sliceCount).map(enumerate(slice:)))
  }
}
