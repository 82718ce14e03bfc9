extension ParCalculator {
  /// The enumeration for a paytable with the rules of ``PayRules``: every window whose
  /// drum 0 shows its `slice`-th distinct column, paid win by win by the evaluator, with
  /// each entry's weighted wins and returned credits.
  func enumerateByRules(slice: Int) -> ParPartial {
    let paytable = evaluator.paytable
    let drums = distinct.count
    let lineEntries = paytable.pays.count
    var partial = ParPartial()
    partial.entryHits = [UInt64](
      repeating: 0, count: lineEntries + paytable.scatterPays.count)
    partial.entryReturned = [Double](repeating: 0, count: partial.entryHits.count)
    if tracksScatterCounts {
      partial.countReturned = [Double](repeating: 0, count: scatterMax + 1)
    }
    // indices[d]: the distinct column shown by drum d; drum 0 stays on the slice.
    var indices = [Int](repeating: 0, count: drums)
    indices[0] = drums > 1 ? slice : 0
    let first = drums > 1 ? 1 : 0  // the slowest drum that moves
    var columns = (0..<drums).map { distinct[$0].columns[indices[$0]] }
    while true {
      var weight: UInt64 = 1
      for drum in 0..<drums { weight *= distinct[drum].weights[indices[drum]] }
      let pay = evaluator.evaluateByRules(columns)
      for win in pay.wins {
        guard let entry = win.entry else { continue }
        let index = win.isScatter ? lineEntries + entry : entry
        partial.entryHits[index] += weight
        partial.entryReturned[index] += Double(weight) * win.pay
      }
      if pay.total > 0 {
        partial.hits += weight
        partial.addTop(pay.total, weight: weight)
        partial.addWinSize(
          pay.total, weight: weight, totalBet: paytable.totalBet, cap: spinWinCap)
      }
      partial.returned += Double(weight) * pay.total
      partial.squares += Double(weight) * pay.total * pay.total
      if tracksScatterCounts {
        var scatters = 0
        for column in columns {
          for symbol in column where symbol == evaluator.scatter { scatters += 1 }
        }
        partial.countReturned[scatters] += Double(weight) * pay.total
      }
      // The next window: the last drum fastest, drum 0 fixed (unless it is the only one).
      var drum = drums - 1
      while drum >= first {
        indices[drum] += 1
        if indices[drum] < distinct[drum].columns.count {
          columns[drum] = distinct[drum].columns[indices[drum]]
          break
        }
        indices[drum] = 0
        columns[drum] = distinct[drum].columns[0]
        drum -= 1
      }
      if drum < first { break }
    }
    return partial
  }
}
