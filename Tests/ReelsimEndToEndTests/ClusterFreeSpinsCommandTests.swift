import Foundation
import TestSupport
import Testing

/// Cluster free spins from the built binary: `par --monte-carlo` on
/// `Configs/cluster-free-spins.json` (the RTP split into base and free spins, the trigger
/// frequency against the binomial of the fill), the exact sheet refused, `simulate` playing a
/// triggered round free spin by free spin with the cell multipliers carried, and bad input
/// (one line at its path, exit 65, nothing written).
@Suite struct ClusterFreeSpinsCommandTests {
  @Test func parSplitsTheRTPAndCountsTheTriggers() throws {
    let config = Repo.root.appendingPathComponent("Configs/cluster-free-spins.json").path
    let run = try Reelsim.run(["par", config, "--monte-carlo", "20000", "--json"])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let feature = try #require(object["freeSpins"] as? [String: Any])
    let rtp = try #require(object["rtp"] as? Double)
    let base = try #require(feature["baseRTP"] as? Double)
    let free = try #require(feature["featureRTP"] as? Double)
    #expect(abs(base + free - rtp) < 1e-9 && base > 0 && free > 0)
    // P(3 or more S of 1/98 in 36 cells), the binomial written here.
    let p = 1.0 / 98
    var below = 0.0
    var term = pow(1 - p, 36)
    for k in 0..<3 {
      below += term
      term *= Double(36 - k) / Double(k + 1) * p / (1 - p)
    }
    let trigger = 1 - below
    let frequency = try #require(feature["triggerFrequency"] as? Double)
    #expect(abs(frequency - trigger) <= 2.5758 * (trigger * (1 - trigger) / 20000).squareRoot())
    let refused = try Reelsim.run(["par", config])
    #expect(refused.status == 65)
    #expect(refused.errors.contains("cluster free spins are priced by Monte Carlo"))
  }

  @Test func simulatePlaysTheRoundWithPersistingMultipliers() throws {
    let config = Repo.root.appendingPathComponent("Configs/cluster-free-spins.json").path
    let run = try Reelsim.run(["simulate", config, "--seed", "53", "--json"])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let round = try #require(object["clusterFreeSpins"] as? [String: Any])
    let spins = try #require(round["spins"] as? [[String: Any]])
    #expect(round["awarded"] as? Int == 8 && spins.count == round["played"] as? Int)
    // Each free spin starts from the states the one before ended with: its first step's
    // multipliers are the previous spin's last step's, moved by that step's clusters.
    var carried = 0
    for (before, after) in zip(spins, spins.dropFirst()) {
      let last = try #require((before["steps"] as? [[String: Any]])?.last)
      let first = try #require((after["steps"] as? [[String: Any]])?.first)
      #expect((last["clusters"] as? [Any])?.isEmpty == true)
      let states = try #require(first["multipliers"] as? [[Int]])
      #expect(states == last["multipliers"] as? [[Int]])
      if states.joined().contains(where: { $0 >= 2 }) { carried += 1 }
    }
    #expect(carried > 0)
    let sum = spins.reduce(0.0) { $0 + ($1["win"] as? Double ?? 0) }
    let base = (object["cluster"] as? [String: Any])?["uncappedWin"] as? Double ?? -1
    #expect(abs((round["uncappedWin"] as? Double ?? 0) - (sum + base)) < 1e-9)
    let table = try Reelsim.run(["simulate", config, "--seed", "53"])
    #expect(
      table.text.contains("free spins: 3 scatters award 8 free spins, cell multipliers persist"))
    #expect(table.text.contains("round win:"))
  }

  static let config = """
    {
      "name": "fs",
      "symbols": ["A", "B", "W", "S"],
      "geometry": { "visibleRows": 3 },
      "drums": [{ "strip": ["A", "B", "W", "S"] }, { "strip": ["B", "A", "S", "W"] }, { "strip": ["S", "A", "B", "W"] }],
      "paytable": {
        "mode": "cluster", "wild": "W", "scatter": "S", "minimumCluster": 3, "pays": [],
        "clusterPays": [{ "symbol": "A", "from": 3, "pay": 1 }, { "symbol": "B", "from": 3, "pay": 2 }],
        "freeSpins": { "awards": [{ "count": 2, "spins": 3 }] }
      }
    }
    """

  static func edited(_ old: String, _ new: String, _ line: String) -> BadInput {
    precondition(config.contains(old), "\(old) is not in the config")
    return BadInput(
      files: ["t.json": config.replacingOccurrences(of: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: " + line)
  }

  static let cases: [BadInput] = [
    edited(
      #""freeSpins": { "awards": [{ "count": 2, "spins": 3 }] }"#, #""cascades": true"#,
      "paytable.scatter: needs paytable.freeSpins with mode cluster (allowed: absent, or a "
        + "scatter with freeSpins)"),
    edited(
      #"{ "symbol": "B", "from": 3, "pay": 2 }"#, #"{ "symbol": "S", "from": 3, "pay": 2 }"#,
      "paytable.clusterPays[1].symbol: \"S\" is the scatter (allowed: a paying symbol; a "
        + "scatter pays by the free spins it triggers)"),
    edited(
      #""awards": [{ "count": 2, "spins": 3 }]"#,
      #""awards": [{ "count": 2, "spins": 3 }], "multiplier": 2"#,
      "paytable.freeSpins.multiplier: is not allowed with mode cluster: the free spins are "
        + "spins of the same grid, its cell multipliers persisting (allowed: awards and "
        + "retrigger)"),
    edited(
      #""scatter": "S""#, #""scatter": "W""#,
      "paytable.scatter: \"W\" is the wild (allowed: another symbol)"),
    edited(
      #"{ "count": 2, "spins": 3 }"#, #"{ "count": 2, "spins": 0 }"#,
      "paytable.freeSpins.awards[0].spins: 0 is out of range (allowed: 1 ... 1000 free spins)"),
    // Each column shows S with probability 3/4: r = 3 · P(2 S) + 40 · P(3 S) = 18.140625.
    edited(
      #"{ "count": 2, "spins": 3 }"#, #"{ "count": 2, "spins": 3 }, { "count": 3, "spins": 40 }"#,
      "paytable.freeSpins.awards: retriggers award 18.140625 free spins per free spin on "
        + "average: the feature would never end (allowed: fewer than 1; fewer spins per award "
        + "or rarer scatters in the feature)"),
  ]

  @Test(arguments: cases)
  func aBadFeatureIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}
