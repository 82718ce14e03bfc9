import Foundation
import TestTiers
import Testing

@testable import ReelMaths

/// Cluster pays on a grid: the clusters of fixed grids, and the exact sheet of a 3 × 3 grid
/// checked against a brute force written here (its own union-find and its own refill).
@Suite struct ClusterPaysTests {
  /// A 3 × 3 machine on short strips, middle result row, with a wild and a cap.
  static func smallGame(
    cascades: Bool = true, maxWin: Double? = 6, multiplierCap: Int? = nil
  ) -> ClusterGame {
    let strips = [
      ["A", "A", "B", "W", "C", "A"],
      ["B", "A", "A", "C", "B"],
      ["A", "C", "B", "B", "W", "A", "C"],
    ]
    let reels = ReelStrips(
      name: "small",
      reels: strips.map { ReelStrips.Reel(strip: $0, visibleRows: 3, targetRow: 1) })
    let rules = ClusterRules(
      bet: 1, minimum: 3,
      pays: [
        ClusterPay(symbol: "A", from: 3, to: 4, pay: 1),
        ClusterPay(symbol: "A", from: 5, pay: 4),
        ClusterPay(symbol: "B", from: 3, to: 3, pay: 0.5),
        ClusterPay(symbol: "B", from: 4, pay: 2),
        ClusterPay(symbol: "C", from: 3, pay: 3),
      ], wild: "W", maxWin: maxWin, cascades: cascades, multiplierCap: multiplierCap)
    return ClusterGame(reels: reels, rules: rules)
  }

  @Test func wildJoinsClustersOfDifferentSymbols() {
    // Columns top to bottom: A A W / B W B / B A A. The wild at (0,2) touches A (0,1) and
    // the wild at (1,1); the wilds join the A group and the B group.
    let finder = ClusterFinder(columns: 3, rows: 3, symbolCount: 3, wild: 2)
    let a = 0
    let b = 1
    let w = 2
    let grid = [a, a, w, b, w, b, b, a, a]
    let clusters = finder.clusters(of: grid, minimum: 3)
    #expect(clusters.map(\.symbol) == [a, b])
    #expect(Set(clusters[0].cells) == [0, 1, 2, 4, 7, 8])
    #expect(Set(clusters[1].cells) == [2, 3, 4, 5, 6])
    #expect(finder.clusters(of: grid, minimum: 6).map(\.cells.count) == [6])
  }

  @Test func diagonalCellsAreNotConnected() {
    let finder = ClusterFinder(columns: 3, rows: 3, symbolCount: 2, wild: nil)
    let grid = [0, 1, 0, 1, 0, 1, 0, 1, 0]
    #expect(finder.clusters(of: grid, minimum: 2).isEmpty)
  }

  @Test func exactSheetAgreesWithBruteForce() {
    for cascades in [false, true] {
      let game = Self.smallGame(cascades: cascades)
      var tally = ClusterTally()
      for slice in 0..<game.sliceCount { tally = tally.adding(game.exactTally(slice: slice)) }
      let brute = BruteForce(game: game).distribution()
      let total = brute.values.reduce(0, +)
      let rtp = brute.reduce(0.0) { $0 + $1.key * $1.value } / total
      let hit = brute.filter { $0.key > 0 }.values.reduce(0, +) / total
      let top = brute.keys.max() ?? 0
      #expect(tally.weight == total)
      #expect(abs(tally.rtp - rtp) < 1e-12)
      #expect(abs(tally.hitFrequency - hit) < 1e-12)
      #expect(tally.maxWin == top)
      #expect(tally.maxWinWeight == brute[top])
      #expect(tally.rtp > 0.3 && tally.hitFrequency > 0.05)
    }
  }

  /// The figures `ParClusterCommandTests` expects from `reelsim par` on the same grid.
  @Test func bruteForceFiguresOfTheSmallGrid() {
    let brute = BruteForce(game: Self.smallGame()).distribution()
    #expect(brute.values.reduce(0, +) == 210)
    #expect(brute.reduce(0.0) { $0 + $1.key * $1.value } == 1127.5)
    #expect(brute.filter { $0.key > 0 }.values.reduce(0, +) == 202)
    #expect(brute[6] == 176)
  }

  /// `Configs/cluster-7x7.json`'s Monte Carlo RTP agrees with the brute force's own draws
  /// within the two runs' 99 % intervals (slow tier: the brute force is slow in debug).
  @Test(.enabled(if: SlowTests.enabled)) func shippedGridAgreesWithTheBruteForce() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Configs/cluster-7x7.json")
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let drums = try #require(config["drums"] as? [[String: Any]])
    let table = try #require(config["paytable"] as? [String: Any])
    let rows = try #require((config["geometry"] as? [String: Any])?["visibleRows"] as? Int)
    let reels = ReelStrips(
      name: "7x7",
      reels: try drums.map {
        ReelStrips.Reel(
          strip: try #require($0["strip"] as? [String]), visibleRows: rows, targetRow: 3)
      })
    let pays = try #require(table["clusterPays"] as? [[String: Any]]).map {
      ClusterPay(
        symbol: $0["symbol"] as? String ?? "", from: $0["from"] as? Int ?? 0, to: $0["to"] as? Int,
        pay: $0["pay"] as? Double ?? 0)
    }
    let game = ClusterGame(
      reels: reels,
      rules: ClusterRules(
        minimum: table["minimumCluster"] as? Int ?? 0, pays: pays, wild: table["wild"] as? String,
        maxWin: table["maxWin"] as? Double))
    let spins = 40_000
    let plan = MonteCarloPlan(spins: UInt64(spins), seed: 11)
    let model = game.monteCarloTally(plan: plan, blocks: 0..<plan.blockCount)
    var generator = SplitMix64(seed: 33)
    let brute = BruteForce(game: game)
    var sum = 0.0
    var squares = 0.0
    for _ in 0..<spins {
      let win = brute.win(
        stops: reels.reels.map { Int.random(in: 0..<$0.strip.count, using: &generator) })
      sum += win
      squares += win * win
    }
    let mean = sum / Double(spins)
    let deviation = (squares / Double(spins) - mean * mean).squareRoot()
    let margin = 2.5758 * (model.standardDeviation + deviation) / Double(spins).squareRoot()
    #expect(abs(model.rtp - mean) <= margin, "model \(model.rtp), brute force \(mean) ± \(margin)")
    #expect(model.rtp > 0.9 && model.rtp < 1.02)
  }

  @Test func capCutsTheLargestWinsAndIsCounted() {
    let uncapped = Self.smallGame(maxWin: nil)
    let capped = Self.smallGame(maxWin: 2)
    let brute = BruteForce(game: uncapped).distribution()
    var tally = ClusterTally()
    for slice in 0..<capped.sliceCount { tally = tally.adding(capped.exactTally(slice: slice)) }
    let over = brute.filter { $0.key > 2 }.values.reduce(0, +)
    #expect(over > 0)
    #expect(tally.cappedWeight == over)
    #expect(tally.maxWin == 2)
    let expected = brute.reduce(0.0) { $0 + min($1.key, 2) * $1.value } / tally.weight
    #expect(abs(tally.rtp - expected) < 1e-12)
  }

  @Test func monteCarloBlocksAddToTheWholeRun() {
    // Without cascades, so that two blocks stay quick in a debug build.
    let game = Self.smallGame(cascades: false)
    let plan = MonteCarloPlan(spins: MonteCarloPlan.blockSize + 4096, seed: 7)
    let whole = game.monteCarloTally(plan: plan, blocks: 0..<plan.blockCount)
    let parts = game.blockTally(plan: plan, block: 0).adding(game.blockTally(plan: plan, block: 1))
    #expect(whole == parts)
    #expect(whole.weight == Double(plan.spins))
    var exact = ClusterTally()
    for slice in 0..<game.sliceCount { exact = exact.adding(game.exactTally(slice: slice)) }
    let margin = 2.5758 * whole.standardDeviation / Double(plan.spins).squareRoot()
    #expect(abs(whole.rtp - exact.rtp) <= margin)
  }
}

/// A brute force of a cluster game written apart from ReelMaths: the grid read from the
/// strips by symbol, clusters by union-find, cascades by rebuilding each column's symbols.
struct BruteForce {
  let game: ClusterGame

  /// The win of every stop combination, × bet (capped), and its count.
  func distribution() -> [Double: Double] {
    let strips = game.reels.reels.map(\.strip)
    var result: [Double: Double] = [:]
    func visit(_ stops: [Int]) {
      if stops.count == strips.count {
        result[win(stops: stops), default: 0] += 1
        return
      }
      for stop in strips[stops.count].indices { visit(stops + [stop]) }
    }
    visit([])
    return result
  }

  func win(stops: [Int]) -> Double {
    let reels = game.reels.reels
    let rows = game.rows
    let rules = game.rules
    // columns[c] = symbols top to bottom; next[c] = strip position of the cell above the top.
    var columns: [[String]] = []
    var next: [Int] = []
    for (c, reel) in reels.enumerated() {
      let n = reel.strip.count
      let top = stops[c] + reel.targetRow
      columns.append((0..<rows).map { reel.strip[((top - $0) % n + n) % n] })
      next.append(top + 1)
    }
    var total = 0.0
    // Cell multipliers by position: absent unmarked, 1 marked, then 2, 4, … up to the cap.
    var multipliers: [[Int]: Int] = [:]
    for _ in 0...ClusterRules.maximumCascades {
      var winning = Set<[Int]>()
      var paid = false
      for symbol in Set(columns.joined()).sorted() where symbol != rules.wild {
        // Union-find over the cells holding the symbol or the wild.
        var parent: [[Int]: [Int]] = [:]
        func root(_ cell: [Int]) -> [Int] {
          var cell = cell
          while let up = parent[cell], up != cell { cell = up }
          return cell
        }
        let member = { (c: Int, r: Int) in columns[c][r] == symbol || columns[c][r] == rules.wild }
        for c in columns.indices {
          for r in 0..<rows where member(c, r) { parent[[c, r]] = [c, r] }
        }
        for c in columns.indices {
          for r in 0..<rows where member(c, r) {
            if r + 1 < rows, member(c, r + 1) { parent[root([c, r + 1])] = root([c, r]) }
            if c + 1 < columns.count, member(c + 1, r) { parent[root([c + 1, r])] = root([c, r]) }
          }
        }
        var groups: [[Int]: [[Int]]] = [:]
        for cell in parent.keys { groups[root(cell), default: []].append(cell) }
        for cells in groups.values where cells.contains(where: { columns[$0[0]][$0[1]] == symbol })
        {
          let size = cells.count
          guard size >= rules.minimum,
            let entry = rules.pays.first(where: {
              $0.symbol == symbol && size >= $0.from && size <= ($0.to ?? Int.max)
            }), entry.pay > 0
          else { continue }
          // The sum of the multipliers (2 and up) under the cluster, ×1 without any.
          let sum = cells.map { multipliers[$0] ?? 0 }.filter { $0 >= 2 }.reduce(0, +)
          total += entry.pay * Double(rules.multiplierCap == nil || sum == 0 ? 1 : sum)
          paid = true
          winning.formUnion(cells)
        }
      }
      if let cap = rules.multiplierCap {
        for cell in winning { multipliers[cell] = multipliers[cell].map { min($0 * 2, cap) } ?? 1 }
      }
      guard paid, rules.cascades else { break }
      for c in columns.indices {
        let strip = reels[c].strip
        let n = strip.count
        let survivors = (0..<rows).filter { !winning.contains([c, $0]) }.map { columns[c][$0] }
        let fresh = rows - survivors.count
        let new = (0..<fresh).reversed().map { strip[((next[c] + $0) % n + n) % n] }
        columns[c] = new + survivors
        next[c] += fresh
      }
    }
    return min(total, rules.maxWin ?? .infinity)
  }
}
