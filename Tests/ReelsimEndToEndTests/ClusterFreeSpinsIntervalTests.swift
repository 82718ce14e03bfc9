import Foundation
import TestSupport
import Testing

/// The Monte Carlo interval of `reelsim par` on a cluster grid with free spins covers whole
/// rounds: on a 3 × 3 fill without cascades, multipliers or cap the free spins are independent
/// spins, so the round's RTP is exact by Wald's identity,
///
///     RTP = μ · (1 + a / (1 − a)) = μ / (1 − a),   a = Σ_g p(g) · spins(scatters(g)),
///
/// `μ` one spin's mean pay (each free spin awards `a` more on average, with retriggers), both
/// from an enumeration of the 3⁹ grids written here (its own flood fill). The binary's 99 %
/// interval must hold it, and be as wide as the rounds' spread, wider than a base spin's.
@Suite struct ClusterFreeSpinsIntervalTests {
  /// The fill's symbols and weights (no wild): `S` is the scatter, paying nothing.
  static let fill: [(symbol: String, weight: Double)] = [("A", 5), ("B", 4), ("S", 1)]
  /// `(symbol, from, to, pay)`; `to` 9 stands for no upper end.
  static let pays: [(symbol: String, from: Int, to: Int, pay: Double)] = [
    ("A", 3, 4, 0.5), ("A", 5, 9, 2), ("B", 3, 4, 1), ("B", 5, 9, 4),
  ]
  /// Scatters → free spins: 2 → 1, 3 or more → 3.
  static func award(_ scatters: Int) -> Int { scatters >= 3 ? 3 : scatters == 2 ? 1 : 0 }

  static let config = """
    {
      "name": "cluster-free-spins-3x3",
      "symbols": ["A", "B", "S"],
      "geometry": { "visibleRows": 3 },
      "drums": [
        { "strip": ["A", "B", "S", "A"] }, { "strip": ["B", "A", "S", "B"] },
        { "strip": ["S", "A", "B", "A"] }
      ],
      "paytable": {
        "mode": "cluster", "scatter": "S", "minimumCluster": 3, "cascades": false, "pays": [],
        "clusterPays": [
          { "symbol": "A", "from": 3, "to": 4, "pay": 0.5 }, { "symbol": "A", "from": 5, "pay": 2 },
          { "symbol": "B", "from": 3, "to": 4, "pay": 1 }, { "symbol": "B", "from": 5, "pay": 4 }
        ],
        "fill": [
          { "symbol": "A", "weight": 5 }, { "symbol": "B", "weight": 4 },
          { "symbol": "S", "weight": 1 }
        ],
        "freeSpins": {
          "awards": [{ "count": 2, "spins": 1 }, { "count": 3, "spins": 3 }], "retrigger": true
        }
      }
    }
    """

  /// The pay of a grid (`column · 3 + row`, indices into ``fill``) by its clusters, edge to
  /// edge.
  static func pay(_ grid: [Int]) -> Double {
    var seen = [Bool](repeating: false, count: 9)
    var total = 0.0
    for start in 0..<9 where !seen[start] && fill[grid[start]].symbol != "S" {
      var stack = [start]
      var size = 0
      seen[start] = true
      while let cell = stack.popLast() {
        size += 1
        let (column, row) = (cell / 3, cell % 3)
        for (dc, dr) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
          let (c, r) = (column + dc, row + dr)
          guard (0..<3).contains(c), (0..<3).contains(r) else { continue }
          let next = c * 3 + r
          if !seen[next], grid[next] == grid[start] {
            seen[next] = true
            stack.append(next)
          }
        }
      }
      let symbol = fill[grid[start]].symbol
      total += pays.first { $0.symbol == symbol && $0.from <= size && size <= $0.to }?.pay ?? 0
    }
    return total
  }

  /// `(μ, E[pay²], a)` over the 3⁹ grids.
  static func exact() -> (mean: Double, square: Double, awarded: Double) {
    let total = fill.reduce(0) { $0 + $1.weight }
    var mean = 0.0
    var square = 0.0
    var awarded = 0.0
    for code in 0..<19683 {
      var rest = code
      var grid = [Int](repeating: 0, count: 9)
      var p = 1.0
      for cell in 0..<9 {
        grid[cell] = rest % 3
        rest /= 3
        p *= fill[grid[cell]].weight / total
      }
      let win = pay(grid)
      mean += p * win
      square += p * win * win
      awarded += p * Double(award(grid.count { $0 == 2 }))
    }
    return (mean, square, awarded)
  }

  @Test func theIntervalOfWholeRoundsHoldsTheExactRTP() throws {
    let (mean, square, awarded) = Self.exact()
    #expect(awarded > 0.3 && awarded < 0.4)
    let rtp = mean / (1 - awarded)
    let baseDeviation = (square - mean * mean).squareRoot()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.config.write(
      to: folder.appendingPathComponent("fs.json"), atomically: true, encoding: .utf8)
    let spins = 10000.0
    let run = try Reelsim.run(["par", "fs.json", "--monte-carlo", "10000", "--json"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let interval = try #require(object["rtpInterval"] as? [Double])
    #expect(interval[0] <= rtp && rtp <= interval[1], "exact \(rtp), interval \(interval)")
    // The interval is the rounds' (z · σ_round / √N), and a round's pay spreads more than a
    // base spin's.
    let deviation = try #require(object["standardDeviation"] as? Double)
    #expect(abs((interval[1] - interval[0]) / 2 - 2.5758 * deviation / spins.squareRoot()) < 1e-4)
    #expect(deviation > 1.1 * baseDeviation, "round σ \(deviation), spin σ \(baseDeviation)")
    let feature = try #require(object["freeSpins"] as? [String: Any])
    let share = mean * awarded / (1 - awarded)
    let free = try #require(feature["featureRTP"] as? Double)
    #expect(abs(free - share) < 5 * 2.5758 * deviation / spins.squareRoot())
  }

  /// The work bound counts the free spins each round plays on average, `a / (1 − a)` per round
  /// (``ParWork``), and refuses above one hour (exit 64).
  @Test func theWorkBoundCountsTheFreeSpins() throws {
    let (_, _, awarded) = Self.exact()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.config.write(
      to: folder.appendingPathComponent("fs.json"), atomically: true, encoding: .utf8)
    let run = try Reelsim.run(["par", "fs.json", "--monte-carlo", "1000000000"], in: folder)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    let prefix = "error: --monte-carlo 1000000000: about 1 h of one core (1000000000 spins × 9 "
    #expect(run.errors.hasPrefix(prefix + "cells + "), "\(run.errors)")
    let counted = run.errors.dropFirst(prefix.count + "cells + ".count).prefix { $0.isNumber }
    let free = try #require(Double(String(counted)))
    #expect(abs(free - 1e9 * awarded / (1 - awarded)) < 2, "\(run.errors)")
    #expect(run.errors.contains(" free spins × 9 cells), above the bound of 1 h"))
  }
}
