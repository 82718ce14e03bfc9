import Foundation
import TestSupport
import Testing

/// `reelsim par` on the variable-row machine `Configs/megaways.json`: the exact sheet by ways
/// (table and JSON, the same bytes every run), and `tune`, which cannot spin variable rows
/// yet, answering with one line, exit 65, nothing written.
@Suite struct ParMegawaysCommandTests {
  @Test func theExactSheetShowsTheFiguresAndTheWaysDistribution() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = try Reelsim.run(["par", Repo.config("megaways")], in: folder)
    #expect(table.status == 0, "\(table.errors)")
    let lines = table.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "PAR sheet: megaways (exact, closed form by ways, no window visited)")
    // The headline is the total; the base game's figure is its part.
    #expect(lines.contains { $0.hasPrefix("return to player (RTP)  0.975509 ") })
    #expect(lines.contains { $0.hasPrefix("base game     0.945711 ") })
    #expect(lines.contains { $0.hasPrefix("hit frequency           0.701067 ") })
    #expect(lines.contains { $0.hasPrefix("ways (324 … 200704)") })
    #expect(lines.contains { $0.hasPrefix("win size (× total bet)") })
    #expect(table.errors.contains("closed form by ways on variable rows"))
    let json = try Reelsim.run(["par", Repo.config("megaways"), "--json"], in: folder)
    #expect(json.status == 0, "\(json.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    #expect(object["variableRows"] as? Bool == true)
    let ways = try #require(object["waysDistribution"] as? [[String: Any]])
    #expect(ways.first?["ways"] as? Int == 324)
    #expect(ways.last?["ways"] as? Int == 200_704)
    let again = try Reelsim.run(["par", Repo.config("megaways"), "--json"], in: folder)
    #expect(again.output == json.output)
  }

  /// `tune` spins a variable-row base (MegawaysTuneTests); a per-drum metric names one of the
  /// machine's drums, not the top drum (drum 6 of the spin's motion): one line, exit 65.
  @Test func tuneOnAVariableRowBaseNamesOnlyTheMachinesDrums() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec =
      #"{"base": "\#(Repo.config("megaways"))", "parameters": [{"path": "motion.stopInterval", "#
      + #""min": 0.05, "max": 0.3}], "constraints": [{"metric": "settleTime", "drum": 6, "max": 3}]}"#
    try spec.write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
    let result = try Reelsim.run(["tune", "t.json"], in: folder)
    #expect(result.status == 65)
    #expect(
      result.errors == "error: t.json: constraints[0].drum: 6 is not a drum (allowed: 0 ... 5)\n",
      "\(result.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.json"])
  }

  @Test func parPrecisionOnVariableRowsIsOneLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Reelsim.run(
      ["par", Repo.config("megaways"), "--precision", "0.01"], in: folder)
    #expect(result.status == 65)
    #expect(
      result.errors
        == "error: \(Repo.config("megaways")): geometry.rowWeights: `reelsim par` does not run "
        + "--precision on variable rows (allowed: the exact sheet, or --monte-carlo N with "
        + "--shard, --out and --merge)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}

/// `reelsim par` on a small variable-row machine with cascades and a growing multiplier:
/// the exact value of every chain, and a seeded Monte Carlo estimate whose 99 % interval holds
/// it (the same bytes for the same seed).
@Suite struct ParMegawaysCascadeCommandTests {
  static let config = """
    {
      "name": "small-cascades",
      "symbols": ["A", "B", "C", "WILD", "SCATTER"],
      "geometry": {"visibleRows": 3, "rowWeights": [1, 2, 1]},
      "drums": [
        {"strip": ["A", "B", "C", "SCATTER", "B"], "weights": [2, 1, 3, 1, 1]},
        {"strip": ["B", "WILD", "A", "C"], "weights": [1, 2, 1, 3]},
        {"strip": ["C", "A", "SCATTER", "B", "A", "WILD"]}
      ],
      "tumble": {"maxTumbles": 20, "multiplier": {"step": 1, "freeSpinsOnly": false}},
      "paytable": {
        "mode": "ways", "bet": 2, "wild": "WILD", "scatter": "SCATTER",
        "pays": [{"symbol": "A", "count": 3, "pay": 5}, {"symbol": "C", "count": 3, "pay": 2}],
        "scatterPays": [{"count": 3, "pay": 25}]
      }
    }
    """

  @Test func theExactValueLiesInTheMonteCarloInterval() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.config.write(
      to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let exact = try Reelsim.run(["par", "c.json", "--json"], in: folder)
    #expect(exact.status == 0, "\(exact.errors)")
    let value = try #require(try JSONSerialization.jsonObject(with: exact.output) as? [String: Any])
    #expect(value["calculation"] as? String == "cascade-chains")
    let rtp = try #require(value["rtp"] as? Double)
    let run = ["par", "c.json", "--json", "--monte-carlo", "20000", "--seed", "3"]
    let estimate = try Reelsim.run(run, in: folder)
    #expect(estimate.status == 0, "\(estimate.errors)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: estimate.output) as? [String: Any])
    let interval = try #require(object["rtpInterval"] as? [Double])
    #expect(interval[0] < rtp && rtp < interval[1], "\(rtp) outside \(interval)")
    #expect(object["largestMultiplier"] as? Int ?? 0 > 1)
    #expect(try Reelsim.run(run, in: folder).output == estimate.output)
    let table = try Reelsim.run(["par", "c.json"], in: folder)
    #expect(table.text.hasPrefix("PAR sheet: small-cascades (exact, every outcome's cascade chain"))
  }
}
