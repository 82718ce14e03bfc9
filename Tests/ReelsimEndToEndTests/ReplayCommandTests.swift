import Foundation
import TestSupport
import Testing

/// `reelsim simulate --history` then `reelsim replay`: a faithful history replays, a tampered
/// line is reported by its number, invalid and missing histories exit 65 and 66.
@Suite struct ReplayCommandTests {
  /// The spins recorded by ``history()``, one `simulate` each.
  static let spins: [[String]] = [
    ["default.json", "--seed", "1"], ["default.json", "--targets", "3,BAR,7"], ["--seed", "5"],
  ]

  /// A workspace whose `h.jsonl` holds ``spins``.
  static func history() throws -> RegressWorkspace {
    let workspace = try RegressWorkspace(configs: ["default"])
    for arguments in spins {
      let run = try workspace.run(["simulate", "--history", "h.jsonl"] + arguments)
      #expect(run.status == 0, "\(run.errors)")
    }
    #expect(try workspace.names(".") == ["default.json", "h.jsonl"], "temporary files left")
    return workspace
  }

  /// The lines of `h.jsonl`.
  static func lines(_ workspace: RegressWorkspace) throws -> [String] {
    try workspace.text("h.jsonl").split(separator: "\n").map(String.init)
  }

  @Test func aRecordedHistoryReplays() throws {
    let workspace = try Self.history()
    let run = try workspace.run(["replay", "h.jsonl"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.text == """
        replay h.jsonl: 3 spins
          ok       line 1: seed 1, targets 11,15,20 (default.json)
          ok       line 2: seed 1, targets 3,7,7 (default.json)
          ok       line 3: seed 5, targets \(try Self.targets(seed: 5)) (<built-in default>)

        all 3 spins replay identically

        """)
  }

  /// The rows of the differences table (after its header): line, value, recorded → replayed.
  static func rows(_ report: String) -> [[String]] {
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("line  value  ") }) else { return [] }
    return lines[(header + 1)...].prefix { !$0.isEmpty }.map { line in
      line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The targets the built-in default machine draws from `seed`, as `a,b,c`.
  static func targets(seed: Int) throws -> String {
    let summary = try Reelsim.summary(["--seed", String(seed)])
    let targets = try #require(summary["targets"] as? [Int])
    return targets.map(String.init).joined(separator: ",")
  }

  static let tampering: [(line: Int, pattern: String, replacement: String, path: String)] = [
    (2, #""settleTime":[0-9.]+"#, #""settleTime":9.75"#, "summary.drums[0].settleTime"),
    (1, #""seed":1,"#, #""seed":7,"#, "summary.seed"),
    (3, #""stopRequests":\[[0-9]+"#, #""stopRequests":[17"#, "stopRequests[0]"),
    (2, #""windowMisses":0"#, #""windowMisses":2"#, "summary.drums[0].windowMisses"),
  ]

  @Test(arguments: tampering)
  func aTamperedLineDiffersOnItsLine(line: Int, pattern: String, replacement: String, path: String)
    throws
  {
    let workspace = try Self.history()
    var lines = try Self.lines(workspace)
    let range = try #require(lines[line - 1].range(of: pattern, options: .regularExpression))
    lines[line - 1].replaceSubrange(range, with: replacement)
    try workspace.write("h.jsonl", lines.map { $0 + "\n" }.joined())
    let run = try workspace.run(["replay", "h.jsonl"])
    #expect(run.status == 1)
    #expect(run.errors.isEmpty)
    let report = run.text.split(separator: "\n").map(String.init)
    #expect(report.contains { $0.hasPrefix("  DIFFERS  line \(line): ") })
    #expect(report.filter { $0.hasPrefix("  ok       line ") }.count == 2)
    let rows = Self.rows(run.text)
    #expect(rows.allSatisfy { $0.count == 3 && $0[0] == String(line) && $0[2].contains(" → ") })
    #expect(rows.contains { $0[1] == path }, "\(run.text)")
    #expect(report.last == "1 of 3 spins differ from their record")
  }

  static let invalidLines: [(text: String, error: String)] = [
    ("[1, 2]", "line 4: $: expected an object, found an array"),
    (#"{"config": "default.json"}"#, "line 4: configDigest: is missing"),
    ("{\"config\": tru", "line 4, column 15: invalid literal, expected 'true'"),
  ]

  @Test(arguments: invalidLines)
  func anInvalidLineExits65NamingIt(text: String, error: String) throws {
    let workspace = try Self.history()
    try workspace.write("h.jsonl", try workspace.text("h.jsonl") + text + "\n")
    let run = try workspace.run(["replay", "h.jsonl"])
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(run.errorLines.count == 1)
    #expect(run.errorLines.first?.hasPrefix("error: h.jsonl: " + error) == true, "\(run.errors)")
  }

  @Test func aMissingHistoryExits66() throws {
    let workspace = try RegressWorkspace(configs: [])
    let run = try workspace.run(["replay", "none.jsonl"])
    #expect(run.status == 66)
    #expect(run.output.isEmpty)
    #expect(run.errors == "error: none.jsonl: no such file\n")
  }

  @Test func replayingOnAnotherConfigReportsItsDigest() throws {
    let workspace = try Self.history()
    try workspace.write("other.json", try workspace.text("default.json"))
    try workspace.edit("other.json", replacing: #""firstStop": 1.0"#, with: #""firstStop": 1.2"#)
    let digests = try ["default.json", "other.json"].map { name in
      try SystemSHA256.digest(of: name, in: workspace.root)
    }
    let run = try workspace.run(["replay", "h.jsonl", "--config", "other.json"])
    #expect(run.status == 1)
    let rows = Self.rows(run.text)
    let digestRows = rows.filter { $0[1] == "configDigest" }
    #expect(digestRows.map { $0[0] } == ["1", "2", "3"])
    #expect(digestRows.allSatisfy { $0[2] == #""\#(digests[0])" → "\#(digests[1])""# })
    #expect(rows.contains(["1", "summary.drums[0].stopRequestTime", "1 → 1.2"]))
    #expect(run.text.hasSuffix("\n3 of 3 spins differ from their record\n"))
  }

  /// A history written before the summary keys were renamed (`brakingTime`, `landedTime`)
  /// replays under the new names: same values, no difference.
  @Test func aHistoryWithTheOldKeyNamesReplays() throws {
    let workspace = try Self.history()
    let old = try workspace.text("h.jsonl")
      .replacingOccurrences(of: "\"brakingStartTime\"", with: "\"brakingTime\"")
      .replacingOccurrences(of: "\"reachedTargetTime\"", with: "\"landedTime\"")
    #expect(old.contains("\"landedTime\""))
    try workspace.write("h.jsonl", old)
    let run = try workspace.run(["replay", "h.jsonl"])
    #expect(run.status == 0, "\(run.text)")
    #expect(run.text.hasSuffix("\nall 3 spins replay identically\n"))
  }

  @Test func replayingOnAnIdenticalCopyPasses() throws {
    let workspace = try Self.history()
    try workspace.write("copy.json", try workspace.text("default.json"))
    let run = try workspace.run(["replay", "h.jsonl", "--config", "copy.json"])
    #expect(run.status == 0, "\(run.text)")
    #expect(run.text.hasSuffix("\nall 3 spins replay identically\n"))
  }

  @Test func replayingOnAMachineTheTargetsDoNotFitDiffers() throws {
    let workspace = try Self.history()
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Repo.config("video-5reel")), to: workspace.url("v.json"))
    let run = try workspace.run(["replay", "h.jsonl", "--config", "v.json"])
    #expect(run.status == 1)
    #expect(
      Self.rows(run.text).first == [
        "1", "targets", "11,15,20 → (do not fit the machine's 5 strips)",
      ])
    #expect(run.text.hasSuffix("\n3 of 3 spins differ from their record\n"))
  }
}
