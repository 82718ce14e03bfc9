/// A small variable-row ("Megaways") machine the tests price by hand: 3 drums of 1 … 3 rows
/// (drum 2 with its own rows), weighted stops, a weighted top drum over drum 1, ways pays with
/// a wild and scatter pays; and every outcome of one of its spins by brute force, read on
/// symbol names independently of the model.
public enum SmallMegaways {
  /// The config (`small-megaways`).
  public static let config = """
    {
      "name": "small-megaways",
      "symbols": ["A", "B", "C", "WILD", "SCATTER"],
      "geometry": {"visibleRows": 3, "rowWeights": [1, 2, 1]},
      "drums": [
        {"strip": ["A", "B", "C", "SCATTER", "B"], "weights": [2, 1, 3, 1, 1]},
        {"strip": ["B", "WILD", "A", "C"], "weights": [1, 2, 1, 3]},
        {"strip": ["C", "A", "SCATTER", "B", "A", "WILD"], "rowWeights": [0, 3, 1]}
      ],
      "topDrum": {"strip": ["A", "WILD", "SCATTER"], "weights": [3, 1, 2]},
      "paytable": {
        "mode": "ways", "bet": 2, "wild": "WILD", "scatter": "SCATTER",
        "pays": [
          {"symbol": "A", "count": 2, "pay": 1}, {"symbol": "A", "count": 3, "pay": 5},
          {"symbol": "B", "count": 3, "pay": 3}, {"symbol": "C", "count": 2, "pay": 0.5},
          {"symbol": "C", "count": 3, "pay": 2}
        ],
        "scatterPays": [{"count": 2, "pay": 4}, {"count": 3, "pay": 25}]
      }
    }
    """

  /// The config's `paytable.bet`, credits.
  public static let bet = 2.0

  /// Every outcome of one spin by brute force: every rows combination × every stop
  /// combination × every top stop, each window read as the config says (drum `d` at rest on
  /// `k` with `h` rows shows `k + t − r`, `t = min(resultRow, h − 1)`; the top drum on `k`
  /// shows `k` above drum 1), ways counted directly on symbol names: its probability, pay
  /// (credits) and scatters in all visible cells.
  public static func outcomes() -> [(probability: Double, pay: Double, scatters: Int)] {
    let strips = [
      ["A", "B", "C", "SCATTER", "B"], ["B", "WILD", "A", "C"],
      ["C", "A", "SCATTER", "B", "A", "WILD"],
    ]
    let stopWeights = [[2.0, 1, 3, 1, 1], [1.0, 2, 1, 3], [1.0, 1, 1, 1, 1, 1]]
    let rowWeights = [[1.0, 2, 1], [1.0, 2, 1], [0.0, 3, 1]]
    let top = ["A", "WILD", "SCATTER"]
    let topWeights = [3.0, 1, 2]
    let pays: [String: [Int: Double]] = ["A": [2: 1, 3: 5], "B": [3: 3], "C": [2: 0.5, 3: 2]]
    let scatterPays: [Int: Double] = [2: 4, 3: 25]
    var list: [(probability: Double, pay: Double, scatters: Int)] = []
    for heights in (0..<27).map({ [$0 / 9 + 1, $0 / 3 % 3 + 1, $0 % 3 + 1] }) {
      for stopIndex in 0..<(5 * 4 * 6) {
        let stops = [stopIndex / 24, stopIndex / 6 % 4, stopIndex % 6]
        for topStop in 0..<3 {
          var weight = topWeights[topStop] / 6
          for d in 0..<3 {
            weight *= rowWeights[d][heights[d] - 1] / rowWeights[d].reduce(0, +)
            weight *= stopWeights[d][stops[d]] / stopWeights[d].reduce(0, +)
          }
          guard weight > 0 else { continue }
          var window: [[String]] = []
          for d in 0..<3 {
            let n = strips[d].count
            let t = min(1, heights[d] - 1)
            var column = (0..<heights[d]).map { strips[d][((stops[d] + t - $0) % n + n) % n] }
            if d == 1 { column.append(top[topStop]) }
            window.append(column)
          }
          var pay = 0.0
          for (symbol, table) in pays {
            var ways = 1.0
            var best = 0.0
            for d in 0..<3 {
              let matching = window[d].filter { $0 == symbol || $0 == "WILD" }.count
              if matching == 0 { break }
              ways *= Double(matching)
              if let credit = table[d + 1] { best = credit * ways }
            }
            pay += best * bet
          }
          let scatters = window.joined().filter { $0 == "SCATTER" }.count
          pay +=
            (scatterPays.filter { $0.key <= scatters }.max { $0.key < $1.key }?.value ?? 0) * bet
          list.append((weight, pay, scatters))
        }
      }
    }
    return list
  }

  /// `E[Y]` and `E[Y²]` of a base spin with its feature by dynamic programming over the free
  /// spins left (not the branching equation): `V₁(k)`, `V₂(k)` the first two moments of what
  /// `k` free spins left still pay, `V(k) = E[X + V(k − 1 + R)]`, solved by sweeps until they
  /// settle, the count capped at 400 (out of reach when a free spin awards under 1 on average).
}
