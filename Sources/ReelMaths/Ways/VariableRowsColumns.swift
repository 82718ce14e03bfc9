/// Reads the drums of a ``VariableRowsMachine`` as the closed form needs them: each drum's
/// columns (every height × every stop) with their probabilities and each name's matching
/// cells, and the distinct windows of the top drum.
struct VariableRowsColumns {
  /// One column of a drum: each name's `s_P`, its scatters, its probability.
  typealias Column = (s: [Double], scatters: Int, probability: Double)

  let machine: VariableRowsMachine
  let names: [WaysName]
  /// `value[d][P·classes + c]`: what one cell of class `c` adds to `s_P` on drum `d` (its
  /// multiplier factor, 1 without, 0 when it does not match or `d` is past the name's reach).
  let value: [[Double]]
  /// The number of classes.
  let classes: Int

  init(machine: VariableRowsMachine, names: [WaysName]) {
    self.machine = machine
    self.names = names
    let evaluator = machine.evaluator
    let classes = evaluator.classCount
    self.classes = classes
    let rules = evaluator.rules
    value = machine.reels.reels.indices.map { drum in
      names.flatMap { name -> [Double] in
        (0..<classes).map { symbol -> Double in
          guard let rules, drum < name.reach,
            rules.matches(name.representative, drum, symbol)
          else { return 0 }
          let factor = rules.flatFactors[name.representative * classes + symbol]
          return factor == 0 ? 1 : factor
        }
      }
    }
  }

  /// Drum `drum`'s columns without a top cell: heights in increasing order, then stops.
  func columns(drum: Int) -> [Column] {
    let evaluator = machine.evaluator
    let reel = machine.reels.reels[drum]
    let stripClasses = reel.strip.map(evaluator.symbolClass(of:))
    let values = value[drum]
    return machine.columnOutcomes(drum: drum).map { rows, stop, probability in
      var s = [Double](repeating: 0, count: names.count)
      var scatters = 0
      for index in VariableRows.windowIndices(reel: reel, rows: rows, stop: stop) {
        let symbol = stripClasses[index]
        if symbol == evaluator.scatter { scatters += 1 }
        for name in names.indices { s[name] += values[name * classes + symbol] }
      }
      return (s, scatters, probability)
    }
  }

  /// The statistics of drum `drum`'s `columns`, each with a top cell of class `top` added.
  func stats(_ columns: [Column], drum: Int, top: Int?) -> WaysDrumStats {
    let width = machine.evaluator.rowCount + 1
    guard let top else { return WaysDrumStats(names: names.count, width: width, columns: columns) }
    let values = value[drum]
    let scatter = top == machine.evaluator.scatter ? 1 : 0
    let added = columns.map { column -> Column in
      var s = column.s
      for name in names.indices { s[name] += values[name * classes + top] }
      return (s, column.scatters + scatter, column.probability)
    }
    return WaysDrumStats(names: names.count, width: width, columns: added)
  }

  /// The distinct windows of the top drum (the classes above drums `1 … n−2`) with their
  /// probabilities, in order of their first stop; each as the variant of every drum in
  /// `stats` (0: no top cell, `v`: class `topClasses[v − 1]`). Without a top drum: one window,
  /// every drum's variant 0, probability 1.
  func topWindows(topClasses: [Int]) -> [(variants: [Int], probability: Double)] {
    let drums = machine.reels.reels.count
    guard let topDrum = machine.rows.topDrum else {
      return [(Array(repeating: 0, count: drums), 1)]
    }
    let evaluator = machine.evaluator
    let weights = topDrum.stopWeights.map(Double.init)
    let total = weights.reduce(0, +)
    let covered = TopDrum.coveredDrums(drumCount: drums)
    let windows = (0..<topDrum.strip.count).map { stop in
      (0..<drums).map { drum -> Int in
        guard covered.contains(drum) else { return 0 }
        let symbol = evaluator.symbolClass(
          of: topDrum.strip[topDrum.index(above: drum, restingAt: stop)])
        return (topClasses.firstIndex(of: symbol) ?? 0) + 1
      }
    }
    // Stops in the lexicographic order of their windows, equal windows merged.
    let order = windows.indices.sorted { a, b in
      windows[a].lexicographicallyPrecedes(windows[b]) || (windows[a] == windows[b] && a < b)
    }
    var merged: [(variants: [Int], probability: Double, first: Int)] = []
    for stop in order {
      if let last = merged.last, last.variants == windows[stop] {
        merged[merged.count - 1].probability += weights[stop] / total
      } else {
        merged.append((windows[stop], weights[stop] / total, stop))
      }
    }
    return merged.sorted { $0.first < $1.first }.map { ($0.variants, $0.probability) }
  }
}
