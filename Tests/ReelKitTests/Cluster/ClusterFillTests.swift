import Testing

@testable import ReelMaths

/// A cluster grid filled from a per-cell symbol distribution (``ClusterFill``): the exact
/// sheet of a 3 × 3 grid checked against an enumeration written here (its own flood fill and
/// its own probabilities), the draws' order and weights, the refills drawn from the fill, and
/// the Monte Carlo run of a cascading fill against an independent simulation.
@Suite struct ClusterFillTests {
  /// A 3 × 3 grid whose cells draw A 3, B 2, W 1 (and C 0: never), clusters of 3+.
  static func game(cascades: Bool = false, maxWin: Double? = 5, cap: Int? = nil) -> ClusterGame {
    let reels = ReelStrips(
      name: "fill",
      reels: (0..<3).map { _ in
        ReelStrips.Reel(strip: ["A", "B", "C", "W"], visibleRows: 3, targetRow: 1)
      })
    let rules = ClusterRules(
      minimum: 3,
      pays: [
        ClusterPay(symbol: "A", from: 3, to: 4, pay: 0.5),
        ClusterPay(symbol: "A", from: 5, pay: 2),
        ClusterPay(symbol: "B", from: 3, to: 5, pay: 1),
        ClusterPay(symbol: "B", from: 6, pay: 6),
        ClusterPay(symbol: "C", from: 3, pay: 50),
      ], wild: "W", maxWin: maxWin, cascades: cascades, multiplierCap: cap)
    let fill = ClusterFill([("A", 3), ("B", 2), ("W", 1), ("C", 0)])
    return ClusterGame(reels: reels, rules: rules, fill: fill)
  }

  /// The probability of each symbol, written here.
  static let probability: [String: Double] = ["A": 3.0 / 6, "B": 2.0 / 6, "W": 1.0 / 6]

  @Test func exactSheetAgreesWithAnIndependentEnumeration() {
    let game = Self.game()
    #expect(game.isExactWithinBound && game.combinations == 19683 && game.sliceCount == 3)
    var tally = ClusterTally()
    for slice in 0..<game.sliceCount { tally = tally.adding(game.exactTally(slice: slice)) }
    // Every grid of A, B, W (C weighs 0), its probability the product of its cells'.
    let letters = ["A", "B", "W"]
    var rtp = 0.0
    var hit = 0.0
    var capped = 0.0
    var total = 0.0
    var top = 0.0
    var topProbability = 0.0
    for number in 0..<19683 {
      var rest = number
      var cells: [String] = []
      for _ in 0..<9 {
        cells.append(letters[rest % 3])
        rest /= 3
      }
      let p = cells.reduce(1.0) { $0 * Self.probability[$1]! }
      let uncapped = Self.pay(of: cells, rules: game.rules).total
      let win = min(uncapped, 5)
      total += p
      rtp += p * win
      if win > 0 { hit += p }
      if uncapped > 5 { capped += p }
      if win > top {
        top = win
        topProbability = p
      } else if win == top {
        topProbability += p
      }
    }
    #expect(abs(total - 1) < 1e-12)
    #expect(abs(tally.weight - 1) < 1e-12)
    #expect(abs(tally.rtp - rtp) < 1e-12, "model \(tally.rtp), enumeration \(rtp)")
    #expect(abs(tally.hitFrequency - hit) < 1e-12)
    #expect(abs(tally.capProbability - capped) < 1e-12 && capped > 0)
    #expect(tally.maxWin == top && abs(tally.maxWinProbability - topProbability) < 1e-12)
  }

  @Test func aCascadingFillIsNotEnumerated() {
    let game = Self.game(cascades: true)
    #expect(!game.isFillExactPossible && !game.isExactWithinBound)
  }

  @Test func drawsAreSeededAndFollowTheWeights() {
    let game = Self.game()
    var first = SplitMix64(seed: 5)
    var second = SplitMix64(seed: 5)
    #expect(game.play(filling: &first) == game.play(filling: &second))
    // 30,000 grids: each symbol's share of the 270,000 cells within 4.5 σ of its weight.
    var generator = SplitMix64(seed: 9)
    var counts: [String: Int] = [:]
    for _ in 0..<30_000 {
      for code in game.play(filling: &generator).grids[0] {
        counts[game.symbols[code], default: 0] += 1
      }
    }
    let cells = 270_000.0
    #expect(counts["C"] == nil)
    for (symbol, p) in Self.probability {
      let share = Double(counts[symbol] ?? 0) / cells
      #expect(abs(share - p) < 4.5 * (p * (1 - p) / cells).squareRoot(), "\(symbol) \(share)")
    }
  }

  /// Each cascade keeps the survivors of every column in order at the bottom and puts the
  /// column's next drawn cells on top, the lowest new cell drawn first.
  @Test func refillsTakeTheNextDrawnCells() {
    let game = Self.game(cascades: true, maxWin: nil, cap: 8)
    var generator = SplitMix64(seed: 21)
    var checked = 0
    for _ in 0..<300 {
      let spin = game.play(filling: &generator)
      #expect(spin.drawn.count == 3)
      var used = [3, 3, 3]
      for (c, column) in spin.drawn.enumerated() {
        #expect(Array(column.prefix(3)) == column3(spin.grids[0], c))
      }
      for step in spin.grids.indices.dropFirst() {
        let before = spin.grids[step - 1]
        let removed = Set(spin.steps[step - 1].flatMap(\.cells))
        for c in 0..<3 {
          let survivors = (0..<3).filter { !removed.contains(c * 3 + $0) }.map {
            before[c * 3 + $0]
          }
          let fresh = 3 - survivors.count
          let new = (0..<fresh).reversed().map { spin.drawn[c][used[c] + $0] }
          used[c] += fresh
          #expect(column3(spin.grids[step], c) == new + survivors)
          checked += fresh
        }
      }
      for c in 0..<3 { #expect(used[c] == spin.drawn[c].count) }
    }
    #expect(checked > 100)
  }

  private func column3(_ grid: [Int], _ c: Int) -> [Int] { Array(grid[c * 3..<c * 3 + 3]) }

  /// The Monte Carlo RTP of a cascading fill with cell multipliers against a simulation
  /// written here (its own generator, flood fill, refill and multipliers), within the two
  /// runs' 99 % intervals.
  @Test func monteCarloOfACascadingFillAgreesWithAnIndependentSimulation() {
    let game = Self.game(cascades: true, maxWin: 20, cap: 8)
    let spins = 4000
    let plan = MonteCarloPlan(spins: UInt64(spins), seed: 3)
    let model = game.monteCarloTally(plan: plan, blocks: 0..<plan.blockCount)
    #expect(model.cascadeSum > 0)
    var generator = SplitMix64(seed: 77)
    func draw() -> String {
      let u = Double(generator.next() >> 11) / Double(1 << 53)
      return u < 0.5 ? "A" : u < 5.0 / 6 ? "B" : "W"
    }
    var sum = 0.0
    var squares = 0.0
    for _ in 0..<spins {
      var cells = (0..<9).map { _ in draw() }
      var multipliers = [Int](repeating: 0, count: 9)
      var total = 0.0
      for _ in 0...ClusterRules.maximumCascades {
        let paid = Self.pay(of: cells, rules: game.rules, multipliers: multipliers)
        total += paid.total
        for cell in paid.cells {
          multipliers[cell] = multipliers[cell] == 0 ? 1 : min(multipliers[cell] * 2, 8)
        }
        guard !paid.cells.isEmpty else { break }
        for c in 0..<3 {
          let survivors = (0..<3).filter { !paid.cells.contains(c * 3 + $0) }.map {
            cells[c * 3 + $0]
          }
          let new = (0..<(3 - survivors.count)).map { _ in draw() }
          cells.replaceSubrange(c * 3..<c * 3 + 3, with: new + survivors)
        }
      }
      let win = min(total, 20)
      sum += win
      squares += win * win
    }
    let mean = sum / Double(spins)
    let deviation = (squares / Double(spins) - mean * mean).squareRoot()
    let margin = 2.5758 * (model.standardDeviation + deviation) / Double(spins).squareRoot()
    #expect(abs(model.rtp - mean) <= margin, "model \(model.rtp), simulation \(mean) ± \(margin)")
  }

  /// The clusters' pay of `cells` (column by column, top row first, 3 × 3) and the cells of
  /// the paying clusters: for each symbol but the wild, the groups of cells holding it or the
  /// wild connected edge to edge, with at least one of the symbol, paying the first entry
  /// covering their size × the sum of the multipliers (2 and up) under them, ×1 without.
  static func pay(
    of cells: [String], rules: ClusterRules, multipliers: [Int] = Array(repeating: 0, count: 9)
  ) -> (total: Double, cells: Set<Int>) {
    var total = 0.0
    var winning = Set<Int>()
    for symbol in ["A", "B", "C"] {
      var seen = Set<Int>()
      for start in 0..<9 where cells[start] == symbol && !seen.contains(start) {
        var group: [Int] = []
        var stack = [start]
        var inGroup: Set<Int> = [start]
        while let cell = stack.popLast() {
          group.append(cell)
          let (c, r) = (cell / 3, cell % 3)
          for (dc, dr) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            let (nc, nr) = (c + dc, r + dr)
            guard (0..<3).contains(nc), (0..<3).contains(nr) else { continue }
            let next = nc * 3 + nr
            if !inGroup.contains(next), cells[next] == symbol || cells[next] == "W" {
              inGroup.insert(next)
              stack.append(next)
            }
          }
        }
        for cell in group where cells[cell] == symbol { seen.insert(cell) }
        guard group.count >= rules.minimum,
          let entry = rules.pays.first(where: {
            $0.symbol == symbol && group.count >= $0.from && group.count <= ($0.to ?? .max)
          })
        else { continue }
        let sum = group.map { multipliers[$0] }.filter { $0 >= 2 }.reduce(0, +)
        total += entry.pay * Double(sum == 0 ? 1 : sum)
        winning.formUnion(group)
      }
    }
    return (total, winning)
  }
}
