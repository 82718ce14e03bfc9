import ReelKitSupport

/// The tables a ``PayEvaluator`` reads for the rules of ``PayRules``, by entry and class (a
/// class, so that reading them in the hot loops copies one reference).
final class RuleTables: Sendable {
  /// `matches[e][c]`: whether class `c` counts for entry `e` (a member or the wild).
  let matches: [[Bool]]
  /// `mix[e]`: the classes of entry `e`'s ordered mix, if it has one.
  let mix: [[Int]?]
  /// `factors[e][c]`: the multiplier class `c` brings to a win of entry `e` (0: none).
  let factors: [[Double]]
  /// The wild's class, or −1.
  let wild: Int
  /// The index in ``Paytable/pays`` of each entry name's first entry, in order.
  let nameFirsts: [Int]
  /// `nameOf[e]`: the position in ``nameFirsts`` of entry `e`'s name.
  let nameOf: [Int]
  /// `nameEntries[k]`: the entries of name `k` that pay, in paytable order.
  let nameEntries: [[Int]]
  /// Each entry's count and pay.
  let entryCounts: [Int], entryPays: [Double]
  /// The number of classes, and `flatMatches[e·classCount + c]` = `matches[e][c]`,
  /// `flatFactors[e·classCount + c]` = `factors[e][c]`.
  let classCount: Int
  let flatMatches: [Bool], flatFactors: [Double]
  /// Whether entry `e` has an ordered mix.
  let hasMix: [Bool]
  /// The distinct factors a cell may bring, increasing, a plain cell's 1 first: the levels of
  /// ``MultiplierRule/once`` by ways.
  let levels: [Double]

  init(paytable: Paytable, names: [String], wild: Int) {
    let named = { (name: String) in PayEvaluator.namedClass(of: name, in: names) }
    let classCount = names.count + 1
    self.wild = wild
    var seen: [String] = []
    var firsts: [Int] = []
    for (index, entry) in paytable.pays.enumerated()
    where !seen.contains(where: { $0.isSameSymbol(as: entry.symbol) }) {
      seen.append(entry.symbol)
      firsts.append(index)
    }
    nameFirsts = firsts
    nameOf = paytable.pays.map { entry in
      seen.firstIndex { $0.isSameSymbol(as: entry.symbol) } ?? 0
    }
    nameEntries = seen.map { name in
      paytable.pays.indices.filter {
        paytable.pays[$0].symbol.isSameSymbol(as: name) && paytable.pays[$0].pay > 0
      }
    }
    entryCounts = paytable.pays.map { $0.count }
    entryPays = paytable.pays.map { $0.pay }
    self.classCount = classCount
    hasMix = paytable.pays.map { $0.mix != nil }
    matches = paytable.pays.map { entry in
      let members = entry.members.compactMap(named)
      return (0..<classCount).map { members.contains($0) || $0 == wild }
    }
    mix = paytable.pays.map { entry in entry.mix.map { $0.map { named($0) ?? names.count } } }
    factors = paytable.pays.map { entry in
      (0..<classCount).map { symbol in
        guard symbol < names.count,
          let multiplier = paytable.multipliers.first(where: {
            $0.symbol.isSameSymbol(as: names[symbol])
          }),
          entry.mix != nil || entry.members.count != 1
            || !entry.members[0].isSameSymbol(as: names[symbol])
        else { return 0 }
        return multiplier.factor
      }
    }
    flatMatches = matches.flatMap { $0 }
    flatFactors = factors.flatMap { $0 }
    levels = [1] + Set(paytable.multipliers.map { $0.factor }).sorted()
  }

  /// Whether `symbol` counts as the `position`-th symbol of entry `entry`'s run.
  @inline(__always)
  func matches(_ entry: Int, _ position: Int, _ symbol: Int) -> Bool {
    if hasMix[entry], let mix = mix[entry] {
      return symbol == wild || (position < mix.count && mix[position] == symbol)
    }
    return flatMatches[entry &* classCount &+ symbol]
  }
}

extension PayEvaluator {
  /// The multiplier of a win whose counted cells bring `factors` (0: no multiplier).
  func combined(_ factors: some Sequence<Double>) -> Double {
    switch paytable.multiplierRule {
    case .multiply: return factors.reduce(1) { $0 * ($1 == 0 ? 1 : $1) }
    case .add:
      let sum = factors.reduce(0, +)
      return sum == 0 ? 1 : sum
    case .once: return factors.reduce(1) { max($0, $1) }
    }
  }

  /// The drums (indices into `symbols`) entry `entry` counts on a line showing `symbols`, and
  /// the multiplier they bring, or `nil` when its run is not there.
  func lineRun(entry: Int, _ symbols: [Int]) -> (cells: [Int], multiplier: Double)? {
    guard let rules else { return nil }
    let pay = paytable.pays[entry]
    let n = symbols.count
    let c = pay.count
    guard c <= n else { return nil }
    func run(_ cells: [Int]) -> (cells: [Int], multiplier: Double)? {
      for (position, drum) in cells.enumerated()
      where !rules.matches(entry, position, symbols[drum]) {
        return nil
      }
      return (cells, combined(cells.map { rules.factors[entry][symbols[$0]] }))
    }
    let left = Array(0..<c)
    let right = (0..<c).map { n - 1 - $0 }
    switch pay.direction {
    case .leftToRight: return run(left)
    case .rightToLeft: return run(right)
    case .bothWays:
      switch (run(left), run(right)) {
      case (let a?, let b?): return b.multiplier > a.multiplier ? b : a
      case (let a?, nil): return a
      case (nil, let b): return b
      }
    case .anywhere:
      let cells = (0..<n).filter { rules.matches(entry, 0, symbols[$0]) }
      guard cells.count >= c else { return nil }
      return (cells, combined(cells.map { rules.factors[entry][symbols[$0]] }))
    }
  }

  /// The best interpretation of a line by the rules: the winning entry (−1: none), its
  /// multiplier and the drums it counts.
  func ruleLineWin(_ symbols: [Int]) -> (entry: Int, multiplier: Double, cells: [Int]) {
    var best = (entry: -1, multiplier: 1.0, cells: [Int]())
    var bestValue = 0.0
    for (index, pay) in paytable.pays.enumerated() where pay.pay > 0 {
      guard let run = lineRun(entry: index, symbols) else { continue }
      let value = pay.pay * run.multiplier
      if value > bestValue {
        bestValue = value
        best = (index, run.multiplier, run.cells)
      }
    }
    return best
  }

  /// What entry `entry` counts by ways on drum `drum` of a window of classes: its matching
  /// cells `m`, `Σ f` over them (a plain cell counting 1), the multipliers' sum `a` and the
  /// plain cells `z`.
  @inline(__always)
  func waysDrum(entry: Int, drum: Int, _ columns: [[Int]], _ rules: RuleTables)
    -> (m: Int, sum: Double, a: Double, z: Double)
  {
    var m = 0
    var sum = 0.0
    var a = 0.0
    var z = 0.0
    for row in 0..<rowCount where rules.matches(entry, drum, columns[drum][row]) {
      let factor = rules.flatFactors[entry &* rules.classCount &+ columns[drum][row]]
      m += 1
      sum += factor == 0 ? 1 : factor
      a += factor
      if factor == 0 { z += 1 }
    }
    return (m, sum, a, z)
  }

  /// What entry `entry` pays by ways on a window of classes: the ways and the multiplied ways
  /// (`Σ_ways` of each way's multiplier), or `nil`; allocates nothing.
  ///
  ///     multiply:  value = Π_d Σ_cells f
  ///     add:       value = Π_d z_d + Σ_{d: a_d > 0} a_d·Π_{d' ≠ d} m_d'
  ///     once:      value = Σ_j v_j·(N(v_j) − N(v_{j−1})),  N(t) = Π_d #{cells: f ≤ t}
  func waysRun(entry: Int, _ columns: [[Int]]) -> (ways: Int, value: Double)? {
    guard let rules else { return nil }
    let c = rules.entryCounts[entry]
    guard c <= columns.count else { return nil }
    var ways = 1
    var product = 1.0  // Π_d Σ_cells f
    var plain = 1.0  // Π_d z_d
    for drum in 0..<c {
      let counts = waysDrum(entry: entry, drum: drum, columns, rules)
      guard counts.m > 0 else { return nil }
      ways *= counts.m
      product *= counts.sum
      plain *= counts.z
    }
    switch paytable.multiplierRule {
    case .multiply: return (ways, product)
    case .once:
      var value = 0.0
      var below = 0.0  // N(v_{j−1}): the ways whose largest factor is below this level
      for level in rules.levels {
        var atMost = 1.0
        for drum in 0..<c {
          atMost *= Double(waysCells(entry: entry, drum: drum, atMost: level, columns, rules))
        }
        value += level * (atMost - below)
        below = atMost
      }
      return (ways, value)
    case .add:
      var value = plain
      for drum in 0..<c {
        let a = waysDrum(entry: entry, drum: drum, columns, rules).a
        guard a > 0 else { continue }
        var others = a
        for other in 0..<c where other != drum {
          others *= Double(waysDrum(entry: entry, drum: other, columns, rules).m)
        }
        value += others
      }
      return (ways, value)
    }
  }

  /// The matching cells of entry `entry` on drum `drum` whose factor (1 for a plain cell) is
  /// at most `level`.
  @inline(__always)
  func waysCells(
    entry: Int, drum: Int, atMost level: Double, _ columns: [[Int]], _ rules: RuleTables
  )
    -> Int
  {
    var count = 0
    for row in 0..<rowCount where rules.matches(entry, drum, columns[drum][row]) {
      let factor = rules.flatFactors[entry &* rules.classCount &+ columns[drum][row]]
      if (factor == 0 ? 1 : factor) <= level { count += 1 }
    }
    return count
  }

  /// Marks in `cells` (`[drum][row]`) the cells entry `entry` counts by ways: its matching
  /// cells on its first `count` drums.
  func markWaysCells(entry: Int, _ columns: [[Int]], _ cells: inout [[Bool]]) {
    guard let rules else { return }
    for drum in 0..<min(paytable.pays[entry].count, columns.count) {
      for row in 0..<rowCount where rules.matches(entry, drum, columns[drum][row]) {
        cells[drum][row] = true
      }
    }
  }

  /// Every ways win of a window of classes: each entry name's best entry, in the order the
  /// names first appear in ``Paytable/pays``.
  func waysWins(_ columns: [[Int]]) -> [PayWin] {
    var wins: [PayWin] = []
    for first in rules?.nameFirsts ?? [] {
      if let best = waysWin(name: first, columns) { wins.append(best) }
    }
    return wins
  }

  /// The ways win of the entry name first listed at `first` in ``Paytable/pays``: its best
  /// entry (the highest total, equal totals to the entry listed first), or `nil`.
  func waysWin(name first: Int, _ columns: [[Int]]) -> PayWin? {
    guard let rules else { return nil }
    var best: PayWin?
    for index in rules.nameEntries[rules.nameOf[first]] where index >= first {
      guard let run = waysRun(entry: index, columns) else { continue }
      let credits = rules.entryPays[index] * paytable.bet * run.value
      if credits > (best?.pay ?? 0) {
        let entry = paytable.pays[index]
        best = PayWin(
          line: nil, symbol: entry.symbol, count: entry.count, pay: credits,
          multiplier: run.value / Double(run.ways), ways: run.ways, entry: index)
      }
    }
    return best
  }

  /// Every win of a window of classes by the rules: lines (or ways), then the scatter.
  func evaluateByRules(_ columns: [[Int]]) -> SpinPay {
    var wins: [PayWin] = []
    if paytable.mode == .ways {
      wins = waysWins(columns)
    } else {
      for (index, line) in paytable.lines.enumerated() {
        let win = ruleLineWin(line.enumerated().map { drum, row in columns[drum][row] })
        if win.entry >= 0 {
          let pay = paytable.pays[win.entry]
          wins.append(
            PayWin(
              line: index, symbol: pay.symbol, count: pay.count,
              pay: pay.pay * paytable.bet * win.multiplier, multiplier: win.multiplier,
              entry: win.entry))
        }
      }
    }
    if let win = scatterWin(columns) { wins.append(win) }
    return SpinPay(wins: wins, total: wins.reduce(0) { $0 + $1.pay })
  }
}
