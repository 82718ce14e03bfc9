/// Every drum's window at every stop, as symbol classes of a ``PayEvaluator``, with the stop
/// weights: the tables the PAR sheet and the Monte Carlo estimate read instead of strings.
struct DecodedStrips: Sendable {
  /// The rows of the window.
  let rows: Int
  /// `classes[d][s·rows + r]`: the class in row `r` (top 0) of drum `d` at rest on stop `s`.
  let classes: [[Int]]
  /// The weight of each stop (1 without weights).
  let weights: [[UInt64]]
  /// The scatters in each drum's window at each stop.
  let scatters: [[Int]]

  init(reels: ReelStrips, evaluator: PayEvaluator, weights: StopWeights?) {
    rows = evaluator.rowCount
    let rows = rows
    classes = reels.reels.map { reel in
      (0..<reel.symbolCount).flatMap { stop in
        reel.window(restingAt: stop).prefix(rows).map(evaluator.symbolClass(of:))
      }
    }
    self.weights = reels.reels.indices.map { drum in
      let count = reels.reels[drum].symbolCount
      return weights.map { $0.drums[drum].map(UInt64.init) }
        ?? Array(repeating: 1, count: count)
    }
    scatters = classes.map { column in
      stride(from: 0, to: column.count, by: rows).map { start in
        column[start..<(start + rows)].filter { $0 == evaluator.scatter }.count
      }
    }
  }

  /// The number of stops of drum `drum`.
  func stopCount(_ drum: Int) -> Int { classes[drum].count / rows }

  /// The distinct windows of drum `drum` (its columns of classes), in order of first
  /// appearance on the strip, each with the summed weight of the stops that show it.
  func distinctColumns(_ drum: Int) -> (columns: [[Int]], weights: [UInt64]) {
    var index: [[Int]: Int] = [:]
    var columns: [[Int]] = []
    var sums: [UInt64] = []
    for stop in 0..<stopCount(drum) {
      let column = Array(classes[drum][(stop * rows)..<((stop + 1) * rows)])
      if let known = index[column] {
        sums[known] += weights[drum][stop]
      } else {
        index[column] = columns.count
        columns.append(column)
        sums.append(weights[drum][stop])
      }
    }
    return (columns, sums)
  }
}

extension PayEvaluator {
  /// The total pay of the spin at rest on `stops`, credits, without building the window:
  /// the line wins in line order, then the scatter win.
  func totalPay(stops: [Int], strips: DecodedStrips, line: inout [Int]) -> Double {
    let rows = strips.rows
    if rules != nil {
      let columns = (0..<drumCount).map { drum in
        Array(strips.classes[drum][(stops[drum] * rows)..<((stops[drum] + 1) * rows)])
      }
      return evaluateByRules(columns).total
    }
    var total = 0.0
    for rowsOfLine in paytable.lines {
      for drum in 0..<drumCount {
        line[drum] = strips.classes[drum][stops[drum] * rows + rowsOfLine[drum]]
      }
      let entry = lineEntry(line)
      if entry >= 0 { total += paytable.pays[entry].pay * paytable.bet }
    }
    if scatter >= 0 {
      var count = 0
      for drum in 0..<drumCount { count += strips.scatters[drum][stops[drum]] }
      let entry = scatterEntry(count: count)
      if entry >= 0 { total += paytable.scatterPays[entry].pay * paytable.totalBet }
    }
    return total
  }
}
