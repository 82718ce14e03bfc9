import Foundation
import TestSupport
import Testing

/// `reelsim par` on cluster-pays machines: the exact sheet of a 3 × 3 grid (its RTP is the
/// brute force's of `ClusterPaysTests`), the Monte Carlo sheet of `Configs/cluster-7x7.json`
/// (the same bytes for every `--jobs`), the exact sheet refused beyond its bound, bad input,
/// and `tune`, which cannot tune a cluster grid yet, answering with one line, exit 65, nothing
/// written.
@Suite struct ParClusterCommandTests {
  /// The 3 × 3 machine of `ClusterPaysTests.smallGame()` as a config.
  static let small = """
    {
      "name": "cluster-3x3",
      "symbols": ["A", "B", "C", "W"],
      "geometry": { "visibleRows": 3 },
      "drums": [
        { "strip": ["A", "A", "B", "W", "C", "A"] },
        { "strip": ["B", "A", "A", "C", "B"] },
        { "strip": ["A", "C", "B", "B", "W", "A", "C"] }
      ],
      "paytable": {
        "mode": "cluster", "wild": "W", "minimumCluster": 3, "maxWin": 6, "pays": [],
        "clusterPays": [
          { "symbol": "A", "from": 3, "to": 4, "pay": 1 },
          { "symbol": "A", "from": 5, "pay": 4 },
          { "symbol": "B", "from": 3, "to": 3, "pay": 0.5 },
          { "symbol": "B", "from": 4, "pay": 2 },
          { "symbol": "C", "from": 3, "pay": 3 }
        ]
      }
    }
    """

  @Test func theExactSheetOfASmallGridIsTheBruteForces() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.small.write(
      to: folder.appendingPathComponent("small.json"), atomically: true, encoding: .utf8)
    let json = try Reelsim.run(["par", "small.json", "--json"], in: folder)
    #expect(json.status == 0, "\(json.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    // ClusterPaysTests.bruteForceFiguresOfTheSmallGrid: 1127.5 × bet over 210 combinations,
    // 202 of them paying, 176 at the cap of 6.
    #expect(object["method"] as? String == "exact")
    #expect(abs((object["rtp"] as? Double ?? 0) - 1127.5 / 210) < 1e-12)
    #expect(abs((object["hitFrequency"] as? Double ?? 0) - 202.0 / 210) < 1e-12)
    #expect(object["maxWin"] as? Double == 6)
    #expect(abs((object["maxWinProbability"] as? Double ?? 0) - 176.0 / 210) < 1e-12)
    let table = try Reelsim.run(["par", "small.json"], in: folder)
    #expect(table.status == 0)
    #expect(table.text.contains("return to player (RTP)  5.369048  × bet"))
    #expect(table.errors.contains("210 stop combinations played"))
  }

  /// With cell multipliers up to ×4 and no cap, the exact sheet is the brute force's
  /// (`ClusterMotionTests.bruteForceFiguresWithMultipliers`: RTP 248.676190, max win 1238).
  @Test func theExactSheetWithCellMultipliersIsTheBruteForces() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.small.replacingOccurrences(
      of: #""maxWin": 6,"#, with: #""cellMultiplierCap": 4,"#)
    try text.write(
      to: folder.appendingPathComponent("candy.json"), atomically: true, encoding: .utf8)
    let table = try Reelsim.run(["par", "candy.json"], in: folder)
    #expect(table.status == 0, "\(table.errors)")
    #expect(
      table.text.hasPrefix(
        "PAR sheet: cluster-3x3 (cluster pays 3 × 3, cell multipliers up to ×4, exact"))
    #expect(table.text.contains("return to player (RTP)  248.676190   × bet"))
    #expect(table.text.contains("max win                 1238.000000  × bet, 1 in 210.0"))
    let json = try Reelsim.run(["par", "candy.json", "--json"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    #expect(object["multiplierCap"] as? Int == 4)
  }

  @Test func theMonteCarloSheetIsTheSameForEveryJobCount() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("cluster-7x7")
    let one = try Reelsim.run(
      ["par", config, "--monte-carlo", "3000", "--jobs", "1", "--json"], in: folder)
    let two = try Reelsim.run(
      ["par", config, "--monte-carlo", "3000", "--jobs", "2", "--json"], in: folder)
    #expect(one.status == 0, "\(one.errors)")
    #expect(one.output == two.output)
    let object = try #require(try JSONSerialization.jsonObject(with: one.output) as? [String: Any])
    #expect(object["method"] as? String == "monte-carlo")
    #expect(object["confidence"] as? Double == 0.99)
    let interval = try #require(object["rtpInterval"] as? [Double])
    let rtp = try #require(object["rtp"] as? Double)
    #expect(interval[0] < rtp && rtp < interval[1])
    #expect((object["winSizes"] as? [Any])?.count == 11)
    let table = try Reelsim.run(["par", config, "--monte-carlo", "3000"], in: folder)
    #expect(
      table.text.hasPrefix("PAR sheet: cluster-7x7 (cluster pays 7 × 7, Monte Carlo, 3000 spins"))
    #expect(table.text.contains("cap hits"))
  }

  @Test func theExactSheetOfA7x7GridIsRefusedInOneLine() throws {
    let result = try Reelsim.run(["par", Repo.config("cluster-7x7")])
    #expect(result.status == 65)
    #expect(
      result.errors.contains(
        "paytable.mode: the exact sheet plays every stop combination's chain: "
          + "7446353252589 of them, over the bound of 4194304 (allowed: --monte-carlo N for an "
          + "estimate)"))
  }

  /// `tune` plays a cluster grid (it refused one before): its drums' motion is tuned as any
  /// machine's, on spins that pay a cluster (Docs/tune.md).
  @Test func tuneTunesAClusterGridOnSpinsThatPayACluster() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec =
      #"{"base": "\#(Repo.config("cluster-7x7"))", "parameters": [{"path": "motion.stopInterval", "#
      + #""min": 0.05, "max": 0.3}], "constraints": [{"metric": "settleTime", "drum": 0, "max": 3}], "#
      + #""outcomes": {"mode": "sample", "count": 4, "check": 4}}"#
    try spec.write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
    let result = try Reelsim.run(
      ["tune", "t.json", "--out", "tuned.json", "--budget", "2", "--no-progress"], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.text.contains("judged on: 4 sampled by weight that pay a cluster"), "\(result.text)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "t.json", "tuned.json",
      ])
  }

  @Test(arguments: [
    (
      #""minimumCluster": 3"#, #""minimumCluster": 1"#,
      "paytable.minimumCluster: 1 is out of range (allowed: 2 ... 9, a cluster size below 2 "
        + "pays every cell)"
    ),
    (
      #""visibleRows": 3"#, #""visibleRows": 13"#,
      "geometry.visibleRows: 13 rows is a grid over 12 rows (allowed: 1 ... 12 with "
        + "paytable.mode cluster)"
    ),
    (
      #""symbol": "B", "from": 4"#, #""symbol": "B", "from": 3"#,
      "paytable.clusterPays[3]: B sizes 3 ... 9 overlap clusterPays[2] (allowed: each size of a "
        + "symbol once)"
    ),
    (
      #""symbol": "C""#, #""symbol": "D""#,
      "paytable.clusterPays[4].symbol: \"D\" is not one of the machine's symbols"
    ),
    (
      #""from": 3, "to": 4"#, #""from": 3, "to": 2"#,
      "paytable.clusterPays[0].to: 2 is out of range (allowed: 3 ... 9)"
    ),
    (
      #""maxWin": 6"#, #""maxWin": 0"#,
      "paytable.maxWin: 0 is out of range (allowed: more than 0 and at most 1000000000 × the total bet)"
    ),
    (
      #""maxWin": 6"#, #""maxWin": 6, "cellMultiplierCap": 1"#,
      "paytable.cellMultiplierCap: 1 is out of range (allowed: 2 ... 1024, the largest cell "
        + "multiplier)"
    ),
    (
      #""maxWin": 6"#, #""maxWin": 6, "cellMultiplierCap": 4096"#,
      "paytable.cellMultiplierCap: 4096 is out of range (allowed: 2 ... 1024, the largest cell "
        + "multiplier)"
    ),
    (
      #""maxWin": 6"#, #""maxWin": 6, "cellMultiplierCap": 2.5"#,
      "paytable.cellMultiplierCap: 2.5 is not a whole number (allowed: whole numbers such as 3)"
    ),
    (
      #""mode": "cluster", "#, "",
      "paytable.minimumCluster: needs paytable.mode cluster (allowed: absent)"
    ),
  ])
  func badClusterInputIsOneLineAtItsPath(_ from: String, _ to: String, _ line: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.small.replacingOccurrences(of: from, with: to)
    #expect(text != Self.small)
    try text.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    let result = try Reelsim.run(["par", "bad.json", "--json"], in: folder)
    #expect(result.status == 65)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("error: bad.json: " + line), "\(result.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.json"])
  }

  @Test func aMonteCarloRunAboveTheWorkBoundIsRefused() throws {
    let result = try Reelsim.run(
      ["par", Repo.config("cluster-7x7"), "--monte-carlo", "1000000000"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(
      result.errors.hasPrefix(
        "error: --monte-carlo 1000000000: about 5 h of one core (1000000000 spins × 49 cells), "
          + "above the bound of 1 h; add --allow-long"))
  }

  @Test func shardingACLusterRunIsRefusedInOneLine() throws {
    let result = try Reelsim.run(["par", Repo.config("cluster-7x7"), "--precision", "0.01"])
    #expect(result.status == 65)
    #expect(
      result.errors.contains("`reelsim par` prices cluster pays exactly or by --monte-carlo N"))
  }
}
