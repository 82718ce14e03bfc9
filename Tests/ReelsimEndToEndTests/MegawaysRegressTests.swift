import Foundation
import TestSupport
import Testing

/// `reelsim regress` on a variable-row ("Megaways") machine, from the built binary: the
/// shipped `megaways-seeds` scenario and its committed golden copied to a temporary folder
/// (the same relative paths), a changed motion value and changed row weights caught spin by
/// spin, the golden's rows checked as untrusted input, and the records the same on any
/// `--jobs`.
@Suite struct MegawaysRegressTests {
  /// A folder with `Configs/megaways.json`, `Regressions/suite.json` (the shipped Megaways
  /// scenario alone) and its committed golden.
  struct Workspace {
    let root: URL

    init(previousRows: String? = nil) throws {
      root = try temporaryFolder()
      let manager = FileManager.default
      try manager.createDirectory(
        at: root.appendingPathComponent("Regressions/golden"), withIntermediateDirectories: true)
      try manager.createDirectory(
        at: root.appendingPathComponent("Configs"), withIntermediateDirectories: true)
      try manager.copyItem(
        at: Repo.root.appendingPathComponent("Configs/megaways.json"),
        to: root.appendingPathComponent("Configs/megaways.json"))
      try manager.copyItem(
        at: Repo.root.appendingPathComponent("Regressions/golden/megaways-seeds.json"),
        to: root.appendingPathComponent("Regressions/golden/megaways-seeds.json"))
      let extra = previousRows.map { #", "previousRows": \#($0)"# } ?? ""
      try write(
        "Regressions/suite.json",
        #"{"scenarios": [{"name": "megaways-seeds", "config": "../Configs/megaways.json", "seeds": [1, 2, 3, 4, 5, 6, 7, 8]\#(extra)}]}"#
      )
    }

    func write(_ path: String, _ text: String) throws {
      try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    func read(_ path: String) throws -> String {
      String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    func edit(_ path: String, _ old: String, _ new: String) throws {
      let text = try read(path)
      #expect(text.contains(old), "\(old) is not in \(path)")
      try write(path, text.replacingOccurrences(of: old, with: new))
    }

    func regress(_ arguments: [String] = []) throws -> RunResult {
      try Reelsim.run(["regress", "Regressions/suite.json"] + arguments, in: root)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// The differences table's rows, columns split on runs of two or more spaces.
  static func rows(_ report: String) -> [[String]] {
    report.split(separator: "\n").map { line in
      line.split(separator: "  ", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
  }

  @Test func theShippedGoldenMatchesAndItsRecordsCarryTheOutcome() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let run = try workspace.regress(["--jobs", "1"])
    #expect(run.status == 0, "\(run.text)\(run.errors)")
    #expect(run.text.contains("  ok       megaways-seeds (8 spins)\n"))
    let golden = try #require(
      try JSONSerialization.jsonObject(
        with: Data(workspace.read("Regressions/golden/megaways-seeds.json").utf8))
        as? [String: Any])
    let spins = try #require(golden["spins"] as? [[String: Any]])
    #expect(spins.count == 8)
    var previous = [7, 7, 7, 7, 7, 7]
    for spin in spins {
      let rows = try #require(spin["rows"] as? [Int])
      let targets = try #require(spin["targets"] as? [Int])
      let top = try #require(spin["topStop"] as? Int)
      #expect(spin["previousRows"] as? [Int] == previous, "a scenario chains its rows")
      let summary = try #require(spin["summary"] as? [String: Any])
      let code =
        targets.map(String.init).joined(separator: "-") + "@"
        + rows.map(String.init).joined(separator: ".") + "+\(top)"
      #expect(summary["resultCode"] as? String == code)
      #expect(rows.allSatisfy { (2...7).contains($0) })
      previous = rows
    }
    // The seed's outcome is the one `simulate --seed` draws.
    let simulate = try Reelsim.run(
      ["simulate", "Configs/megaways.json", "--seed", "7", "--json"], in: workspace.root)
    let summary = try #require(
      try JSONSerialization.jsonObject(with: simulate.output) as? [String: Any])
    let seven = try #require(spins[6]["summary"] as? [String: Any])
    #expect(summary["resultCode"] as? String == seven["resultCode"] as? String)
    #expect(summary["resultCode"] as? String == "46-32-13-41-9-96@4.2.6.5.4.3+27")
  }

  @Test func aChangedStopIntervalIsReportedSpinBySpinWithTheTopDrum() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.edit("Configs/megaways.json", #""stopInterval": 0.15"#, #""stopInterval": 0.18"#)
    let run = try workspace.regress()
    #expect(run.status == 1)
    #expect(run.errors.isEmpty)
    #expect(
      run.text.contains(
        "  DIFFERS  megaways-seeds (8 spins, 453 differences; config changed)\n"), "\(run.text)")
    let rows = Self.rows(run.text)
    // The top drum is asked to stop with drum 1: tick ⌈(1.21 + 0.15)·240⌉ = 327 → 334.
    for seed in 1...8 {
      #expect(
        rows.contains([
          "megaways-seeds", "seed \(seed)", "topDrum.drum.stopRequestTime", "1.3625 → 1.3917",
        ]))
      #expect(
        rows.contains([
          "megaways-seeds", "seed \(seed)", "topDrum.drum.stopRequestTick", "327 → 334",
        ]))
    }
    #expect(
      rows.contains {
        $0.prefix(3) == ["megaways-seeds", "seed 1", "stopRequestTime"]
          && $0[3].contains("drum 2: 1.5125 → 1.5708")
      })
    #expect(!rows.contains { $0.count > 2 && ($0[2] == "rows" || $0[2] == "resultCode") })
    #expect(run.text.hasSuffix("\nthe scenario differs from its golden\n"))
  }

  @Test func changedRowWeightsAreReportedAsChangedRowsAndLandings() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.edit(
      "Configs/megaways.json", "      4,\n      3,\n      1\n    ]",
      "      4,\n      1,\n      3\n    ]")
    let run = try workspace.regress()
    #expect(run.status == 1)
    let rows = Self.rows(run.text)
    #expect(
      rows.contains(["megaways-seeds", "seed 4", "rows", "drums 1, 2: 6 → 7"]), "\(run.text)")
    #expect(rows.contains(["megaways-seeds", "seed 5", "previousRows", "drums 1, 2: 6 → 7"]))
    #expect(rows.contains(["megaways-seeds", "seed 4", "symbolHeight", "drums 1, 2: 70 → 60"]))
    #expect(
      rows.contains([
        "megaways-seeds", "seed 4", "resultCode",
        #""91-44-18-53-78-70@4.6.6.4.4.5+16" → "91-44-18-53-78-70@4.7.7.4.4.5+16""#,
      ]))
    #expect(rows.contains(["megaways-seeds", "seed 4", "ways", "24500 → 32000"]))
  }

  /// A golden edited by hand: one line naming the golden and the JSON path, exit 65, and the
  /// golden left as it was.
  @Test(arguments: [
    (#""topStop": 13,"#, #""topStop": 30,"#, "spins[0].topStop: 30 is off the top drum's strip"),
    (
      #""rows": [5, 5, 7, 4, 4, 6],"#, #""rows": [9, 5, 7, 4, 4, 6],"#,
      "spins[0].rows[0]: 9 rows is outside the window (allowed: 1 ... 7 rows"
    ),
    (
      #""previousRows": [7, 7, 7, 7, 7, 7],"#, #""previousRows": ["7", 7, 7, 7, 7, 7],"#,
      "spins[0].previousRows[0]: is a string, not a whole number"
    ),
    (
      #""previousRows": [7, 7, 7, 7, 7, 7],"#, #""previousRows": [7, 7, 7],"#,
      "spins[0].previousRows: has 3 entries for 6 drums (allowed: one per drum)"
    ),
    (
      #""targets": [85, 51, 29, 79, 39, 61],"#, #""targets": [85, 51, 29, 79, 39, 610],"#,
      "spins[0].targets[5]: 610 is off the strip"
    ),
    (#""topStop": 13,"#, "", "spins[0].topStop: is missing (allowed: 0 ... 29"),
  ])
  func aGoldenWithBadRowsIsOneLineAndExit65(old: String, new: String, message: String) throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let path = "Regressions/golden/megaways-seeds.json"
    try workspace.edit(
      path, old.replacingOccurrences(of: #"\n"#, with: "\n"),
      new.replacingOccurrences(of: #"\n"#, with: "\n"))
    let before = try workspace.read(path)
    let run = try workspace.regress()
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(run.errors)")
    #expect(
      lines.first?.hasPrefix("error: Regressions/golden/megaways-seeds.json: \(message)") == true,
      "\(run.errors)")
    #expect(try workspace.read(path) == before)
  }

  @Test(arguments: [
    (
      "[7, 7, 7]", "scenarios[0].previousRows: has 3 row counts for 6 drums (allowed: one per drum)"
    ),
    (
      "[7, 7, 7, 8, 7, 7]",
      "scenarios[0].previousRows[3]: 8 rows is outside the window (allowed: 1 ... 7 rows, "
        + "the drum's visibleRows)"
    ),
    ("[7, 7, 7, 0, 7, 7]", "scenarios[0].previousRows[3]: 0 rows is outside the window"),
  ])
  func aSuiteWithBadPreviousRowsIsOneLineAndExit65(rows: String, message: String) throws {
    let workspace = try Workspace(previousRows: rows)
    defer { workspace.remove() }
    let run = try workspace.regress()
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    #expect(run.errors.hasPrefix("error: Regressions/suite.json: \(message)"), "\(run.errors)")
  }

  @Test func previousRowsChangeOnlyHowTheFirstSpinStarts() throws {
    let workspace = try Workspace(previousRows: "[2, 3, 4, 5, 6, 7]")
    defer { workspace.remove() }
    let run = try workspace.regress()
    #expect(run.status == 1)
    let rows = Self.rows(run.text)
    let spins = Set(rows.filter { $0.first == "megaways-seeds" }.map { $0[1] })
    #expect(spins == ["seed 1"], "\(run.text)")
    #expect(
      rows.contains([
        "megaways-seeds", "seed 1", "previousRows",
        "drum 0: 7 → 2; drum 1: 7 → 3; drum 2: 7 → 4; drum 3: 7 → 5; drum 4: 7 → 6",
      ]), "\(run.text)")
    #expect(!rows.contains { $0.count > 2 && ["rows", "resultCode", "targets"].contains($0[2]) })
  }

  @Test func recordingGivesTheSameBytesOnOneJobAndOnFour() throws {
    let one = try Workspace()
    let four = try Workspace()
    defer {
      one.remove()
      four.remove()
    }
    let path = "Regressions/golden/megaways-seeds.json"
    try FileManager.default.removeItem(at: one.root.appendingPathComponent(path))
    try FileManager.default.removeItem(at: four.root.appendingPathComponent(path))
    #expect(try one.regress(["--record", "--jobs", "1"]).status == 0)
    #expect(try four.regress(["--record", "--jobs", "4"]).status == 0)
    let committed = try String(
      contentsOf: Repo.root.appendingPathComponent(path), encoding: .utf8)
    #expect(try one.read(path) == committed)
    #expect(try four.read(path) == committed)
  }
}
