@testable import ReelKit

/// An independent reading of the rules of ``PayRules`` on symbol names, window by window
/// (ways counted one way at a time), to check the PAR sheet and the evaluator against.
enum RulesBruteForce {
  /// What one spin pays: each win's entry (line entries, then scatter entries after them)
  /// and credits.
  static func wins(_ window: [[String]], _ paytable: Paytable, rows: Int) -> [(Int, Double)] {
    var wins: [(Int, Double)] = []
    func matches(_ entry: LinePay, _ position: Int, _ symbol: String) -> Bool {
      if symbol == paytable.wild { return true }
      if let mix = entry.mix { return position < mix.count && mix[position] == symbol }
      return (entry.group ?? [entry.symbol]).contains(symbol)
    }
    func factor(_ entry: LinePay, _ symbol: String) -> Double? {
      guard let multiplier = paytable.multipliers.first(where: { $0.symbol == symbol }) else {
        return nil
      }
      let own = entry.mix == nil && (entry.group ?? [entry.symbol]) == [symbol]
      return own ? nil : multiplier.factor
    }
    func combine(_ factors: [Double]) -> Double {
      if factors.isEmpty { return 1 }
      switch paytable.multiplierRule {
      case .multiply: return factors.reduce(1, *)
      case .add: return factors.reduce(0, +)
      case .once: return factors.max() ?? 1
      }
    }
    if paytable.mode == .lines {
      for line in paytable.lines {
        let symbols = line.enumerated().map { window[$0.offset][$0.element] }
        let n = symbols.count
        var best = -1
        var bestValue = 0.0
        var bestMultiplier = 1.0
        for (index, entry) in paytable.pays.enumerated() where entry.pay > 0 {
          let c = entry.count
          var candidates: [[Int]] = []
          let left = Array(0..<c)
          let right = Array((n - c..<n).reversed())
          switch entry.direction {
          case .leftToRight: candidates = [left]
          case .rightToLeft: candidates = [right]
          case .bothWays: candidates = [left, right]
          case .anywhere:
            let cells = (0..<n).filter { matches(entry, 0, symbols[$0]) }
            if cells.count >= c { candidates = [cells] }
          }
          for cells in candidates {
            let ok =
              entry.direction == .anywhere
              || cells.enumerated().allSatisfy { matches(entry, $0.offset, symbols[$0.element]) }
            guard ok else { continue }
            let multiplier = combine(cells.compactMap { factor(entry, symbols[$0]) })
            if entry.pay * multiplier > bestValue {
              best = index
              bestValue = entry.pay * multiplier
              bestMultiplier = multiplier
            }
          }
        }
        if best >= 0 {
          wins.append((best, paytable.pays[best].pay * paytable.bet * bestMultiplier))
        }
      }
    } else {
      var names: [String] = []
      for entry in paytable.pays where !names.contains(entry.symbol) { names.append(entry.symbol) }
      for name in names {
        var best: (Int, Double)?
        for (index, entry) in paytable.pays.enumerated()
        where entry.symbol == name && entry.pay > 0 && entry.count <= window.count {
          // Every way: one row per drum 0 … count−1.
          var total = 0.0
          var way = [Int](repeating: 0, count: entry.count)
          while true {
            let cells = way.enumerated().map { window[$0.offset][$0.element] }
            if cells.enumerated().allSatisfy({ matches(entry, $0.offset, $0.element) }) {
              total += combine(cells.compactMap { factor(entry, $0) })
            }
            var drum = entry.count - 1
            while drum >= 0 {
              way[drum] += 1
              if way[drum] < rows { break }
              way[drum] = 0
              drum -= 1
            }
            if drum < 0 { break }
          }
          let credits = entry.pay * paytable.bet * total
          if credits > (best?.1 ?? 0) { best = (index, credits) }
        }
        if let best { wins.append(best) }
      }
    }
    if let scatter = paytable.scatter {
      let count = window.reduce(0) { $0 + $1.prefix(rows).filter { $0 == scatter }.count }
      var best = -1
      for (index, entry) in paytable.scatterPays.enumerated() where entry.count <= count {
        if best < 0 || entry.pay > paytable.scatterPays[best].pay { best = index }
      }
      if best >= 0, paytable.scatterPays[best].pay > 0 {
        wins.append(
          (paytable.pays.count + best, paytable.scatterPays[best].pay * paytable.totalBet))
      }
    }
    return wins
  }

  /// The sums over every weighted stop combination.
  static func sums(_ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights?) -> (
    entryHits: [UInt64], entryReturned: [Double], hits: UInt64, returned: Double,
    squares: Double, maxPay: Double, maxPayHits: UInt64
  ) {
    let rows = spec.drums[0].geometry.visibleRows
    let entries = paytable.pays.count + paytable.scatterPays.count
    var entryHits = [UInt64](repeating: 0, count: entries)
    var entryReturned = [Double](repeating: 0, count: entries)
    var hits: UInt64 = 0
    var returned = 0.0
    var squares = 0.0
    var maxPay = 0.0
    var maxPayHits: UInt64 = 0
    for stops in PayMachines.combinations(spec) {
      let weight = stops.enumerated().reduce(UInt64(1)) { product, pair in
        product * UInt64(weights?.drums[pair.offset][pair.element] ?? 1)
      }
      let window = SymbolWindow(spec: spec, stops: stops).columns
      let wins = Self.wins(window, paytable, rows: rows)
      let pay = wins.reduce(0) { $0 + $1.1 }
      for (entry, credits) in wins {
        entryHits[entry] += weight
        entryReturned[entry] += Double(weight) * credits
      }
      if pay > 0 { hits += weight }
      returned += Double(weight) * pay
      squares += Double(weight) * pay * pay
      if pay > 0 && pay == maxPay { maxPayHits += weight }
      if pay > maxPay {
        maxPay = pay
        maxPayHits = weight
      }
    }
    return (entryHits, entryReturned, hits, returned, squares, maxPay, maxPayHits)
  }
}
