import Foundation
import TestSupport
import Testing

/// Spinning `Configs/megaways.json` from the built binary: `simulate` by seed and by result
/// code (the same spin, the same bytes every run), a history of several spins chained by
/// their rows and replayed, a snapshot resumed mid-spin, and edited histories and snapshots.
@Suite struct MegawaysSimulateTests {
  /// The JSON summary of `simulate megaways.json ARGUMENTS --json` in `workspace`.
  static func summary(_ workspace: RegressWorkspace, _ arguments: [String]) throws -> [String: Any]
  {
    let run = try workspace.run(["simulate", "megaways.json", "--json"] + arguments)
    #expect(run.status == 0, "\(run.errors)")
    return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
  }

  @Test func aSeedSpinsRowsStopsAndTheTopDrumTheSameBytesEveryRun() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    let first = try workspace.run(["simulate", "megaways.json", "--seed", "7", "--json"])
    let again = try workspace.run(["simulate", "megaways.json", "--seed", "7", "--json"])
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output == again.output)
    let summary = try Self.summary(workspace, ["--seed", "7"])
    let rows = try #require(summary["rows"] as? [Int])
    #expect(rows.count == 6 && rows.allSatisfy { (1...7).contains($0) })
    #expect(summary["previousRows"] as? [Int] == [7, 7, 7, 7, 7, 7])
    let top = try #require(summary["topDrum"] as? [String: Any])
    let stop = try #require(top["stop"] as? Int)
    #expect((top["symbols"] as? [String])?.count == 4)
    let ways = rows.enumerated().reduce(1) {
      $0 * ($1.element + ((1...4).contains($1.offset) ? 1 : 0))
    }
    #expect(summary["ways"] as? Int == ways)
    let drums = try #require(summary["drums"] as? [[String: Any]])
    #expect(drums.count == 6)
    for (index, drum) in drums.enumerated() {
      #expect(drum["rows"] as? Int == rows[index])
      #expect(drum["symbolHeight"] as? Double == 420 / Double(rows[index]))
      #expect(
        drum["offset"] as? Double == Double(drum["target"] as! Int) * 420 / Double(rows[index]))
      #expect((drum["window"] as? [String])?.count == rows[index])
    }
    let topDrum = try #require(top["drum"] as? [String: Any])
    #expect(topDrum["target"] as? Int == stop)
    #expect(topDrum["offset"] as? Double == Double(stop) * 60)
    let targets = try #require(summary["targets"] as? [Int])
    #expect(
      summary["resultCode"] as? String
        == targets.map(String.init).joined(separator: "-") + "@"
        + rows.map(String.init).joined(separator: ".") + "+\(stop)")
    let table = try workspace.run(["simulate", "megaways.json", "--seed", "7"])
    #expect(table.text.contains("rows: " + rows.map(String.init).joined(separator: " ")))
    #expect(table.text.contains("top drum: stop \(stop), over drums 1 ... 4: "))
  }

  @Test func aResultCodeSpinsTheSameOutcomeAsItsSeed() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    for seed in ["1", "2", "3"] {
      let bySeed = try Self.summary(workspace, ["--seed", seed])
      let code = try #require(bySeed["resultCode"] as? String)
      let byCode = try Self.summary(workspace, ["--seed", seed, "--targets", code])
      #expect(byCode["targetSource"] as? String == "command line")
      for key in ["resultCode", "rows", "ways", "pay", "window", "targets"] {
        #expect("\(byCode[key] ?? "nil")" == "\(bySeed[key] ?? "nil")", "\(key)")
      }
    }
  }

  @Test func previousRowsChangeHowTheDrumsStartNotWhereTheyLand() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    let plain = try Self.summary(workspace, ["--seed", "4"])
    let after = try Self.summary(workspace, ["--seed", "4", "--previous-rows", "2,3,4,5,6,7"])
    #expect(after["previousRows"] as? [Int] == [2, 3, 4, 5, 6, 7])
    #expect(after["resultCode"] as? String == plain["resultCode"] as? String)
    #expect(after["pay"] as? Double == plain["pay"] as? Double)
  }

  /// The shipped machine splices with no minimum of revolutions: the extreme row changes
  /// (every drum 7 → 2 rows, whose strip grows to 21000 pt, and 2 → 7) and any seed end
  /// at 2.500 s, drum 5 last, every drum landed by `splice` (`Docs/tune.md`).
  @Test func theGameCycleIsTwoAndAHalfSecondsWhateverTheRows() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    let spins: [[String]] = [
      ["--targets", "0-0-0-0-0-0@2.2.2.2.2.2+0", "--previous-rows", "7,7,7,7,7,7"],
      ["--targets", "99-99-99-99-99-99@7.7.7.7.7.7+29", "--previous-rows", "2,2,2,2,2,2"],
      ["--targets", "50-17-3-88-61-24@2.7.2.7.2.7+11", "--previous-rows", "7,2,7,2,7,2"],
      ["--seed", "7"], ["--seed", "123"],
    ]
    for arguments in spins {
      let summary = try Self.summary(workspace, arguments)
      #expect(summary["spinTime"] as? Double == 2.5, "\(arguments)")
      let drums = try #require(summary["drums"] as? [[String: Any]])
      #expect(drums.map { $0["strategy"] as? String } == Array(repeating: "splice", count: 6))
      #expect(drums.map { $0["settleTime"] as? Double } == [1.75, 1.9, 2.05, 2.2, 2.35, 2.5])
      let top = try #require((summary["topDrum"] as? [String: Any])?["drum"] as? [String: Any])
      #expect(top["settleTime"] as? Double == 1.9)
    }
  }

  @Test func aHistoryChainsItsRowsAndReplaysIdentically() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    for seed in ["1", "2", "3", "4"] {
      let run = try workspace.run(
        ["simulate", "megaways.json", "--seed", seed, "--history", "h.jsonl"])
      #expect(run.status == 0, "\(run.errors)")
    }
    let lines = try workspace.text("h.jsonl").split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(lines.count == 4)
    #expect(lines[0]["previousRows"] as? [Int] == [7, 7, 7, 7, 7, 7])
    for index in 1..<lines.count {
      #expect(lines[index]["previousRows"] as? [Int] == lines[index - 1]["rows"] as? [Int])
      #expect(lines[index]["topStop"] is Int)
    }
    let replay = try workspace.run(["replay", "h.jsonl"])
    #expect(replay.status == 0, "\(replay.text)\(replay.errors)")
    #expect(replay.text.hasSuffix("all 4 spins replay identically\n"))
    let again = try workspace.run(["replay", "h.jsonl"])
    #expect(again.output == replay.output)
    // A line whose previous rows break the chain differs from its re-run.
    let text = try workspace.text("h.jsonl")
    var edited = text.split(separator: "\n").map(String.init)
    let recorded = try #require(lines[2]["previousRows"] as? [Int])
    let broken = recorded.map { $0 == 7 ? 6 : 7 }
    edited[2] = edited[2].replacingOccurrences(
      of: "\"previousRows\":" + "[" + recorded.map(String.init).joined(separator: ",") + "]",
      with: "\"previousRows\":" + "[" + broken.map(String.init).joined(separator: ",") + "]")
    #expect(edited[2] != text.split(separator: "\n")[2].description)
    try workspace.write("h.jsonl", edited.joined(separator: "\n") + "\n")
    let differs = try workspace.run(["replay", "h.jsonl"])
    #expect(differs.status == 1)
    #expect(differs.text.contains("DIFFERS  line 3"))
    #expect(differs.text.contains("summary.previousRows"))
  }

  @Test func aSnapshotResumesMidSpinToTheSameBytes() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    let whole = try workspace.run([
      "simulate", "megaways.json", "--seed", "5", "--json", "--trace", "a.dat", "--save-at", "1.5",
      "--snapshot", "s.json",
    ])
    #expect(whole.status == 0, "\(whole.errors)")
    let resumed = try workspace.run(["resume", "s.json", "--json", "--trace", "b.dat"])
    #expect(resumed.status == 0, "\(resumed.errors)")
    #expect(resumed.output == whole.output)
    #expect(try workspace.text("a.dat") == workspace.text("b.dat"))
    // Rows beyond the config's window, edited in every copy of the spec, are one line.
    let snapshot = try workspace.text("s.json")
    let current = try #require(
      (try JSONSerialization.jsonObject(with: Data(snapshot.utf8)) as? [String: Any]))
    let start = try #require(current["start"] as? [String: Any])
    let spec = try #require(start["spec"] as? [String: Any])
    let drums = try #require(spec["drums"] as? [[String: Any]])
    #expect(drums.count == 7)
    try workspace.write(
      "bad.json",
      snapshot.replacingOccurrences(of: "\"previousRows\":7", with: "\"previousRows\":8"))
    let bad = try workspace.run(["resume", "bad.json"])
    #expect(bad.status == 65)
    #expect(
      bad.errors
        == "error: bad.json: start.spec.drums[0].rowChange.previousRows: 8 rows is outside the "
        + "window (allowed: 1 ... 7 rows, the drum's visibleRows)\n")
    #expect(bad.output.isEmpty)
  }

  @Test func theTraceHasTheTopDrumLast() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    let run = try workspace.run(
      ["simulate", "megaways.json", "--seed", "9", "--trace", "t.csv"])
    #expect(run.status == 0, "\(run.errors)")
    let csv = try workspace.text("t.csv")
    let drums = Set(
      // Rows of samples only: a splicing drum's splice is a `#` comment line before them.
      csv.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map {
        $0.split(separator: ",", omittingEmptySubsequences: false)[2]
      })
    #expect(drums.count == 7, "\(drums.sorted())")
  }

  @Test func aCascadingMachineShowsItsChainInTheSummary() throws {
    let workspace = try RegressWorkspace(configs: ["megaways-cascades"])
    let run = try workspace.run(["simulate", "megaways-cascades.json", "--seed", "1", "--json"])
    #expect(run.status == 0, "\(run.errors)")
    let summary = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let chain = try #require(summary["cascades"] as? [String: Any])
    let pays = try #require(chain["windowPays"] as? [Double])
    #expect(pays.first == summary["pay"] as? Double)
    #expect(chain["cascades"] as? Int == pays.count - 1)
    #expect((chain["multipliers"] as? [Int])?.allSatisfy { $0 == 1 } == true)
    #expect(chain["totalPay"] as? Double ?? 0 >= summary["pay"] as? Double ?? 1)
  }
}
