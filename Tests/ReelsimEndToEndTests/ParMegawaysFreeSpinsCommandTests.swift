import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// `reelsim par` on variable-row machines with free spins: the exact feature of
/// `Configs/megaways.json` (the closed form and the retrigger equation), Monte Carlo over
/// whole rounds with `--jobs`, `--shard`/`--out` and `--merge` giving the same bytes, the
/// exact total inside the Monte Carlo interval, and the refusals.
@Suite struct ParMegawaysFreeSpinsCommandTests {
  /// A 3-drum, 1 … 3-row machine with a top drum, cascades with a multiplier that grows by 1
  /// per cascade in free spins and carries over (capped), and retriggered free spins.
  static let config = """
    {
      "name": "small-free-spins",
      "symbols": ["A", "B", "C", "WILD", "SCATTER"],
      "geometry": {"visibleRows": 3, "rowWeights": [1, 2, 1]},
      "drums": [
        {"strip": ["A", "B", "C", "SCATTER", "B"], "weights": [2, 1, 3, 1, 1]},
        {"strip": ["B", "WILD", "A", "C"], "weights": [1, 2, 1, 3]},
        {"strip": ["C", "A", "SCATTER", "B", "A", "WILD"]}
      ],
      "topDrum": {"strip": ["A", "WILD", "SCATTER"], "weights": [3, 1, 2]},
      "tumble": {"maxTumbles": 20, "multiplier": {"step": 1, "cap": 10, "carriesOver": true}},
      "paytable": {
        "mode": "ways", "bet": 2, "wild": "WILD", "scatter": "SCATTER",
        "pays": [{"symbol": "A", "count": 3, "pay": 5}, {"symbol": "C", "count": 3, "pay": 2}],
        "scatterPays": [{"count": 3, "pay": 25}],
        "freeSpins": {"awards": [{"count": 3, "spins": 2}]}
      }
    }
    """

  /// A folder holding ``config`` as `c.json`.
  static func folder() throws -> URL {
    let folder = try temporaryFolder()
    try config.write(to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func theShippedMachinesFreeSpinsArePricedExactly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = try Reelsim.run(["par", Repo.config("megaways")], in: folder)
    #expect(table.status == 0, "\(table.errors)")
    let lines = table.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("return to player (RTP)  0.975509 ") })
    #expect(lines.contains { $0.hasPrefix("base game     0.945711          0.969453") })
    #expect(lines.contains { $0.hasPrefix("free spins ") && $0.contains("exact") })
    #expect(lines.contains { $0.hasPrefix("total RTP     0.975509          1.000000") })
    #expect(table.errors.contains("free spins by the retrigger equation"))
    let json = try Reelsim.run(["par", Repo.config("megaways"), "--json"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    let feature = try #require(object["freeSpins"] as? [String: Any])
    let total = try #require(feature["totalRTP"] as? Double)
    #expect(abs(total - 0.975509) < 5e-7)
    #expect(feature["baseRTP"] as? Double == object["baseRTP"] as? Double)
    #expect(object["rtp"] as? Double == total)
  }

  @Test func aShardedRunMergesToTheBytesOfTheWholeRunForEveryJobs() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ["par", "c.json", "--monte-carlo", "3000", "--seed", "8"]
    let whole = try Reelsim.run(run + ["--jobs", "1"], in: folder)
    #expect(whole.status == 0, "\(whole.errors)")
    #expect(whole.text.hasPrefix("PAR estimate: small-free-spins (Monte Carlo over whole rounds"))
    #expect(whole.text.contains("99 % interval"))
    #expect(try Reelsim.run(run + ["--jobs", "2"], in: folder).output == whole.output)
    for index in 1...2 {
      let shard = try Reelsim.run(
        run + ["--shard", "\(index)/2", "--out", "s\(index).json"], in: folder)
      #expect(shard.status == 0, "\(shard.errors)")
      #expect(shard.output.isEmpty)
    }
    let merged = try Reelsim.run(["par", "c.json", "--merge", "s2.json", "s1.json"], in: folder)
    #expect(merged.status == 0, "\(merged.errors)")
    #expect(merged.output == whole.output)
    let missing = try Reelsim.run(["par", "c.json", "--merge", "s2.json"], in: folder)
    #expect(missing.status == 65)
    #expect(
      missing.errors
        == "error: --merge: 1 shard missing: 1/2 (allowed: every shard 1/2 … 2/2 once)\n")
  }

  @Test func aShardOfAnotherKindOrACountThatCannotBeIsOneLine() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ["par", "c.json", "--monte-carlo", "500", "--seed", "2", "--out", "s1.json"]
    #expect(try Reelsim.run(run, in: folder).status == 0)
    let url = folder.appendingPathComponent("s1.json")
    let tree = try JSONParser.parse(Array(try Data(contentsOf: url))).value
    let edits: [(String, String, String)] = [
      (
        "format", #""reelsim-monte-carlo-shard/3""#,
        "error: s1.json: format: \"reelsim-monte-carlo-shard/3\" is not known (allowed: "
          + "reelsim-cascade-shard/1, a file written by reelsim par --shard)"
      ),
      (
        "tally.paidSpins", "501",
        "error: s1.json: tally.paidSpins: 501 (allowed: at most the 500 spins)"
      ),
      (
        "tally.largestMultiplier", "11",
        "error: s1.json: tally.largestMultiplier: 11 (allowed: 1 ... 10)"
      ),
      (
        "tally.baseCascades", "10001",
        "error: s1.json: tally.baseCascades: 10001 (allowed: at most 20 per chain, 10000)"
      ),
    ]
    for (path, value, line) in edits {
      try Data(JSONTree.text(of: tree, replacing: JSONPath(path), with: value).utf8).write(to: url)
      let result = try Reelsim.run(["par", "c.json", "--merge", "s1.json"], in: folder)
      #expect(result.status == 65, "\(path)")
      #expect(result.errors == line + "\n")
      #expect(result.output.isEmpty)
    }
    let precision = try Reelsim.run(["par", "c.json", "--precision", "0.01"], in: folder)
    #expect(precision.status == 65)
    #expect(
      precision.errors
        == "error: c.json: tumble: `reelsim par` does not run --precision on variable rows "
        + "(allowed: the exact sheet, or --monte-carlo N with --shard, --out and --merge)\n")
  }

  @Test(arguments: [
    (
      #""freeSpins": {"awards": [{"count": 3, "spins": 2}], "weights": [[1]]}"#,
      "paytable.freeSpins.weights: is not allowed on variable rows"
    ),
    (
      #""freeSpins": {"awards": [{"count": 3, "spins": 2}], "multiplier": 2.5}"#,
      "paytable.freeSpins.multiplier: 2.5 is not a whole number"
    ),
    (
      #""freeSpins": {"awards": [{"count": 11, "spins": 2}]}"#,
      "paytable.freeSpins.awards[0].count: 11 is out of range (allowed: 1 ... 10, the cells"
    ),
  ])
  func aFreeSpinsSettingThatCannotWorkIsOneLineAndExit65(_ edit: String, _ line: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.config.replacingOccurrences(
      of: #""freeSpins": {"awards": [{"count": 3, "spins": 2}]}"#, with: edit)
    #expect(text != Self.config)
    try text.write(to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let result = try Reelsim.run(
      ["par", "c.json", "--monte-carlo", "100", "--out", "s.json"], in: folder)
    #expect(result.status == 65)
    #expect(result.errorLines.count == 1)
    #expect(result.errors.hasPrefix("error: c.json: " + line), "\(result.errors)")
    #expect(result.output.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["c.json"])
  }

  @Test(SlowTests.trait) func theExactTotalOfMegawaysLiesInTheMonteCarloInterval() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Reelsim.run(
      ["par", Repo.config("megaways"), "--monte-carlo", "200000", "--seed", "5", "--json"],
      in: folder)
    #expect(result.status == 0, "\(result.errors)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    let exact = try #require(object["exact"] as? [String: Any])
    let rtp = try #require(exact["rtp"] as? Double)
    let estimate = try #require(object["rtp"] as? Double)
    let deviation = try #require(object["standardDeviation"] as? Double)
    // Within 4 standard errors (the printed 99 % interval is 2.58).
    #expect(
      abs(estimate - rtp) <= 4 * deviation / (200_000.0).squareRoot(), "\(estimate) vs \(rtp)")
    let feature = try #require(object["freeSpins"] as? [String: Any])
    #expect(feature["triggers"] as? Int ?? 0 > 900)
  }

  @Test(SlowTests.trait) func threeShardsOfThreeBlocksMergeToTheWholeRun() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ["par", "c.json", "--monte-carlo", "131073", "--seed", "6"]
    let whole = try Reelsim.run(run + ["--jobs", "3"], in: folder)
    #expect(whole.status == 0, "\(whole.errors)")
    for index in 1...3 {
      let shard = try Reelsim.run(
        run + ["--shard", "\(index)/3", "--out", "s\(index).json", "--jobs", "1"], in: folder)
      #expect(shard.status == 0, "\(shard.errors)")
    }
    let merged = try Reelsim.run(
      ["par", "c.json", "--merge", "s3.json", "s1.json", "s2.json", "--json"], in: folder)
    let json = try Reelsim.run(run + ["--json", "--jobs", "2"], in: folder)
    #expect(merged.status == 0, "\(merged.errors)")
    #expect(merged.output == json.output)
    let table = try Reelsim.run(
      ["par", "c.json", "--merge", "s1.json", "s2.json", "s3.json"], in: folder)
    #expect(table.output == whole.output)
  }
}
