import Foundation
import TestSupport
import Testing

/// The bad-input campaign for a cluster grid's `paytable.fill`: no entries, an unknown or
/// repeated symbol, a negative or too large weight, weights summing to 0, drum stop weights
/// beside a fill, a fill on a machine that is not a cluster grid. Each is one line at its JSON
/// path, exit 65, nothing written.
@Suite struct ClusterFillCampaignTests {
  /// A 3 × 3 cluster grid whose cells draw A 3, B 2, W 1.
  static let config = """
    {
      "name": "fill",
      "symbols": ["A", "B", "W"],
      "geometry": { "visibleRows": 3 },
      "drums": [
        { "strip": ["A", "B", "W", "A"] },
        { "strip": ["B", "A", "W", "B"] },
        { "strip": ["W", "A", "B", "A"] }
      ],
      "paytable": {
        "mode": "cluster", "wild": "W", "minimumCluster": 3, "cascades": false, "pays": [],
        "clusterPays": [{ "symbol": "A", "from": 3, "pay": 1 }, { "symbol": "B", "from": 3, "pay": 2 }],
        "fill": [{ "symbol": "A", "weight": 3 }, { "symbol": "B", "weight": 2 }, { "symbol": "W", "weight": 1 }]
      }
    }
    """

  /// `simulate t.json --trace t.dat` on the machine with `old` replaced by `new`.
  static func edited(_ old: String, _ new: String, _ line: String) -> BadInput {
    precondition(config.contains(old), "\(old) is not in the config")
    return BadInput(
      files: ["t.json": config.replacingOccurrences(of: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: " + line)
  }

  static let fill =
    #""fill": [{ "symbol": "A", "weight": 3 }, { "symbol": "B", "weight": 2 }, { "symbol": "W", "weight": 1 }]"#

  static let cases: [BadInput] = [
    edited(
      fill, #""fill": []"#,
      "paytable.fill: has 0 entries (allowed: 1 ... 1000 symbols with weights)"),
    edited(
      #"{ "symbol": "B", "weight": 2 }"#, #"{ "symbol": "Q", "weight": 2 }"#,
      "paytable.fill[1].symbol: \"Q\" is not one of the machine's symbols; did you mean A? "
        + "(allowed: A, B, W)"),
    edited(
      #"{ "symbol": "W", "weight": 1 }"#, #"{ "symbol": "A", "weight": 1 }"#,
      "paytable.fill[2].symbol: \"A\" is already paytable.fill[0] (allowed: each symbol once)"),
    edited(
      #"{ "symbol": "B", "weight": 2 }"#, #"{ "symbol": "B", "weight": -2 }"#,
      "paytable.fill[1].weight: -2 is out of range (allowed: 0 ... 1000000)"),
    edited(
      #"{ "symbol": "B", "weight": 2 }"#, #"{ "symbol": "B", "weight": 1000001 }"#,
      "paytable.fill[1].weight: 1000001 is out of range (allowed: 0 ... 1000000)"),
    edited(
      fill,
      #""fill": [{ "symbol": "A", "weight": 0 }, { "symbol": "B", "weight": 0 }]"#,
      "paytable.fill: weights sum to 0 (allowed: a sum above 0, some symbol must land)"),
    edited(
      #"{ "strip": ["A", "B", "W", "A"] }"#,
      #"{ "strip": ["A", "B", "W", "A"], "weights": [1, 2, 3, 4] }"#,
      "drums[0].weights: is not allowed with paytable.fill (allowed: absent; the fill draws "
        + "every cell, the strips only spin)"),
    BadInput(
      files: [
        "t.json": config.replacingOccurrences(
          of:
            #""mode": "cluster", "wild": "W", "minimumCluster": 3, "cascades": false, "pays": [],"#,
          with: #""lines": [[1, 1, 1]], "pays": [{ "symbol": "A", "count": 3, "pay": 5 }],"#
        ).replacingOccurrences(
          of:
            #""clusterPays": [{ "symbol": "A", "from": 3, "pay": 1 }, { "symbol": "B", "from": 3, "pay": 2 }],"#,
          with: "")
      ], arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: paytable.fill: needs paytable.mode cluster (allowed: absent)"),
  ]

  @Test(arguments: cases)
  func aBadFillIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }

  /// The exact sheet of the valid machine agrees with `ClusterFillTests`' kind of
  /// enumeration, done here: 3⁹ grids, each A-or-wild (B-or-wild) group of 3+ with an A (B)
  /// paying 1 (2); a cascading fill is refused exactly and priced by Monte Carlo.
  @Test func parPricesTheFillExactlyAndRefusesACascadingFillExactly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.config.write(
      to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
    let run = try Reelsim.run(["par", "t.json", "--json"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    #expect(object["method"] as? String == "exact" && object["fill"] as? Bool == true)
    #expect(abs((object["rtp"] as? Double ?? 0) - Self.enumeratedRTP()) < 1e-12)
    #expect(run.errors.contains("19683 grids played"))
    let cascading = Self.config.replacingOccurrences(
      of: #""cascades": false"#, with: #""cascades": true"#)
    try cascading.write(
      to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let refused = try Reelsim.run(["par", "c.json"], in: folder)
    #expect(refused.status == 65)
    #expect(
      refused.errors.contains(
        "paytable.mode: with paytable.fill every cascade draws its new cells again"))
    let estimate = try Reelsim.run(
      ["par", "c.json", "--monte-carlo", "20000", "--json"], in: folder)
    #expect(estimate.status == 0, "\(estimate.errors)")
    let mc = try #require(try JSONSerialization.jsonObject(with: estimate.output) as? [String: Any])
    #expect(mc["method"] as? String == "monte-carlo" && (mc["cascadesPerSpin"] as? Double ?? 0) > 0)
  }

  /// `simulate --json` shows the grid the fill drew (`filled`), the same for the same seed.
  @Test func simulateShowsTheDrawnGrid() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.config.write(
      to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
    let first = try Reelsim.run(["simulate", "t.json", "--json", "--seed", "4"], in: folder)
    let second = try Reelsim.run(["simulate", "t.json", "--json", "--seed", "4"], in: folder)
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output == second.output)
    let object = try #require(
      try JSONSerialization.jsonObject(with: first.output) as? [String: Any])
    let cluster = try #require(object["cluster"] as? [String: Any])
    #expect(cluster["filled"] as? Bool == true)
    let steps = try #require(cluster["steps"] as? [[String: Any]])
    let window = try #require(steps.first?["window"] as? [[String]])
    #expect(window.count == 3 && window.allSatisfy { $0.count == 3 })
    let table = try Reelsim.run(["simulate", "t.json", "--seed", "4"], in: folder)
    #expect(table.text.contains("drawn from the fill:"))
  }

  /// The RTP of the machine by enumeration: every grid of A, B, W with its probability.
  static func enumeratedRTP() -> Double {
    let letters = ["A", "B", "W"]
    let p: [String: Double] = ["A": 0.5, "B": 1.0 / 3, "W": 1.0 / 6]
    var rtp = 0.0
    for number in 0..<19683 {
      var rest = number
      var cells: [String] = []
      for _ in 0..<9 {
        cells.append(letters[rest % 3])
        rest /= 3
      }
      var win = 0.0
      for (symbol, pay) in [("A", 1.0), ("B", 2.0)] {
        var seen = Set<Int>()
        for start in 0..<9 where cells[start] == symbol && !seen.contains(start) {
          var group: Set<Int> = [start]
          var stack = [start]
          while let cell = stack.popLast() {
            for next in [cell - 1, cell + 1, cell - 3, cell + 3]
            where (0..<9).contains(next) && !group.contains(next)
              && (cell % 3 == next % 3 || cell / 3 == next / 3)
              && (cells[next] == symbol || cells[next] == "W")
            {
              group.insert(next)
              stack.append(next)
            }
          }
          seen.formUnion(group.filter { cells[$0] == symbol })
          if group.count >= 3 { win += pay }
        }
      }
      rtp += cells.reduce(1.0) { $0 * p[$1]! } * win
    }
    return rtp
  }
}
