@testable import ReelKit

/// An independent brute force of a variable-row ways machine, written for the tests: every
/// rows combination × every stop combination × every top stop, each window read directly
/// (ways = the product of each drum's matching cells, multipliers multiplied cell by cell),
/// weighted by its integer weight. It shares nothing with the closed form but the types that
/// describe the machine.
struct VariableRowsBruteForce {
  /// Sums over the cycle, each window weighted by `Π w_rows · Π w_stop · w_top`.
  var cycle = 0.0
  var paySum = 0.0
  var paySquares = 0.0
  var hitWeight = 0.0
  /// Weight, and weighted pay, of each scatter count.
  var scatterCounts: [Int: Double] = [:]
  var scatterReturned: [Int: Double] = [:]
  /// Weight of each ways count.
  var ways: [Int: Double] = [:]
  /// Weighted count of wins of each size.
  var wins: [Double: Double] = [:]
  /// Weight of each (name, count) win and of each scatter count paid.
  var entryWeights: [Key: Double] = [:]

  /// A win's name (`scatter` for the scatter) and count.
  struct Key: Hashable {
    var name: String
    var count: Int
  }

  init(
    reels: ReelStrips, rows: VariableRows, paytable: Paytable, weights: StopWeights?
  ) {
    let drums = reels.reels.count
    let reader = Reader(paytable)
    let top = rows.topDrum
    let heights = rows.drums.map { distribution in
      distribution.entries.filter { $0.weight > 0 }.map { ($0.rows, Double($0.weight)) }
    }
    let stopWeights = reels.reels.indices.map { drum in
      weights?.drums[drum].map(Double.init)
        ?? Array(repeating: 1.0, count: reels.reels[drum].strip.count)
    }
    let topStops: [(Int?, Double)] =
      top.map { top in
        top.strip.indices.map { ($0, Double(top.weights?[$0] ?? 1)) }
      } ?? [(nil, 1)]
    var heightChoice = [Int](repeating: 0, count: drums)
    while true {
      var stop = [Int](repeating: 0, count: drums)
      while true {
        for (topStop, topWeight) in topStops {
          var weight = topWeight
          var columns: [[String]] = []
          for drum in 0..<drums {
            let (h, w) = heights[drum][heightChoice[drum]]
            weight *= w * stopWeights[drum][stop[drum]]
            let reel = reels.reels[drum]
            let target = min(reel.targetRow, h - 1)
            var column = (0..<h).map { row in
              reel.strip[
                ((stop[drum] + target - row) % reel.strip.count + reel.strip.count)
                  % reel.strip.count]
            }
            if let top, let topStop, drum >= 1, drum <= drums - 2 {
              column.insert(top.strip[(topStop + drum - 1) % top.strip.count], at: 0)
            }
            columns.append(column)
          }
          add(columns, weight: weight, paytable: paytable, reader: reader)
        }
        var drum = drums - 1
        while drum >= 0 {
          stop[drum] += 1
          if stop[drum] < reels.reels[drum].strip.count { break }
          stop[drum] = 0
          drum -= 1
        }
        if drum < 0 { break }
      }
      var drum = drums - 1
      while drum >= 0 {
        heightChoice[drum] += 1
        if heightChoice[drum] < heights[drum].count { break }
        heightChoice[drum] = 0
        drum -= 1
      }
      if drum < 0 { break }
    }
  }

  /// Reads one window directly and adds it with `weight`.
  mutating func add(_ columns: [[String]], weight: Double, paytable: Paytable, reader: Reader) {
    cycle += weight
    ways[columns.reduce(1) { $0 * $1.count }, default: 0] += weight
    var total = 0.0
    for (name, credits, count) in reader.waysWins(columns) {
      total += credits
      wins[credits, default: 0] += weight
      entryWeights[Key(name: name, count: count), default: 0] += weight
    }
    if let scatter = paytable.scatter {
      let n = columns.reduce(0) { $0 + $1.filter { $0 == scatter }.count }
      var best: ScatterPay?
      for pay in paytable.scatterPays where pay.count <= n && pay.pay > (best?.pay ?? 0) {
        best = pay
      }
      if let best {
        total += best.pay * paytable.totalBet
        wins[best.pay * paytable.totalBet, default: 0] += weight
        entryWeights[Key(name: "scatter", count: best.count), default: 0] += weight
      }
    }
    if let scatter = paytable.scatter {
      let n = columns.reduce(0) { $0 + $1.filter { $0 == scatter }.count }
      scatterCounts[n, default: 0] += weight
      scatterReturned[n, default: 0] += weight * total
    }
    paySum += weight * total
    paySquares += weight * total * total
    if total > 0 { hitWeight += weight }
  }

  /// Each entry name's best ways win on `columns`: (name, credits, count).
  static func waysWins(_ columns: [[String]], paytable: Paytable) -> [(String, Double, Int)] {
    Reader(paytable).waysWins(columns)
  }

  /// The paytable read once: each entry's cell values by symbol.
  struct Reader {
    let paytable: Paytable
    /// The entry names in order of first appearance.
    let names: [String]
    /// Per entry: what each symbol's cell counts (0: no match; the multiplier's factor, 1
    /// without one; a multiplier does not multiply the entries naming only itself).
    let cellValue: [[String: Double]]

    init(_ paytable: Paytable) {
      self.paytable = paytable
      var names: [String] = []
      for pay in paytable.pays where !names.contains(pay.symbol) { names.append(pay.symbol) }
      self.names = names
      cellValue = paytable.pays.map { entry in
        var values: [String: Double] = [:]
        for symbol in entry.members + [paytable.wild].compactMap({ $0 }) {
          let multiplier = paytable.multipliers.first { $0.symbol == symbol }
          values[symbol] = multiplier.map { entry.members == [symbol] ? 1 : $0.factor } ?? 1
        }
        return values
      }
    }

    func waysWins(_ columns: [[String]]) -> [(String, Double, Int)] {
      names.compactMap { name -> (String, Double, Int)? in
        var best: (String, Double, Int)?
        for (index, entry) in paytable.pays.enumerated()
        where entry.symbol == name && entry.pay > 0 && entry.count <= columns.count {
          var value = 1.0
          for drum in 0..<entry.count {
            value *= columns[drum].reduce(0.0) { $0 + (cellValue[index][$1] ?? 0) }
          }
          let credits = entry.pay * paytable.bet * value
          if credits > (best?.1 ?? 0) { best = (name, credits, entry.count) }
        }
        return best
      }
    }
  }
}
