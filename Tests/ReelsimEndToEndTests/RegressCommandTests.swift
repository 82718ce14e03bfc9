import Foundation
import Testing

/// `reelsim regress` on small suites in a temporary folder: a changed config is caught with a
/// readable table, missing and corrupt goldens, `--record`, `--jobs` and `--filter`.
@Suite struct RegressCommandTests {
  /// One changed motion parameter of `default.json` and one difference it must cause:
  /// scenario, spin, metric, and a part of the golden → now cell (values rounded to the
  /// precision that tells them apart).
  static let motionEdits: [(old: String, new: String, row: [String])] = [
    (
      #""maxDeceleration": 24000"#, #""maxDeceleration": 20000"#,
      ["default-seeds", "seed 1", "settleTime", "drum 0: 1.4 → 1.4333"]
    ),
    (
      #""stopInterval": 0.3"#, #""stopInterval": 0.35"#,
      ["default-seeds", "seed 2", "stopRequestTime", "drum 1: 1.3 → 1.35"]
    ),
    (
      #""cruiseSpeed": 2800"#, #""cruiseSpeed": 2600"#,
      ["default-targets", "targets 0,7,0", "peakSpeed", "2: 2800 → 2600"]
    ),
  ]

  /// The differences table (header first, up to the blank line after it), each line split
  /// into its columns (separated by two or more spaces).
  static func table(_ report: String) -> [[String]] {
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("scenario ") }) else { return [] }
    return lines[header...].prefix { !$0.isEmpty }.map { line in
      line.split(separator: "  ", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
  }

  @Test(arguments: motionEdits)
  func aChangedMotionParameterIsCaughtWithATable(old: String, new: String, row: [String]) throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    let goldens = try workspace.files("golden")
    try workspace.edit("default.json", replacing: old, with: new)
    let run = try workspace.regress()
    #expect(run.status == 1)
    #expect(run.errors.isEmpty)
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "regress suite.json: 3 scenarios, 5 spins")
    #expect(
      lines.contains {
        $0.hasPrefix("  DIFFERS  default-seeds (2 spins, ") && $0.hasSuffix("; config changed)")
      })
    #expect(lines.contains("  ok       turbo-seeds (2 spins)"))
    let table = Self.table(run.text)
    #expect(table.first == ["scenario", "spin", "metric", "golden → now"])
    let rows = table.dropFirst()
    #expect(rows.count > 2)
    #expect(rows.allSatisfy { $0.count == 4 && $0[3].contains(" → ") })
    #expect(
      rows.contains { Array($0.prefix(3)) == Array(row.prefix(3)) && $0[3].contains(row[3]) },
      "\(run.text)")
    // One row per spin and metric; the trace digest cut to 12 hex digits.
    #expect(Set(rows.map { $0[0] + $0[1] + $0[2] }).count == rows.count)
    #expect(
      rows.contains {
        $0[0] == row[0] && $0[2] == "trace"
          && $0[3].wholeMatch(of: /[0-9a-f]{12}… → [0-9a-f]{12}…/) != nil
      })
    #expect(!rows.contains { $0[3].contains(/[0-9]\.[0-9]{5}/) }, "more than 4 decimals")
    #expect(!rows.contains { $0[0] == "turbo-seeds" })
    #expect(run.text.hasSuffix("\n\n2 of 3 scenarios differ\n"))
    #expect(try workspace.files("golden") == goldens, "regress without --record wrote a golden")
  }

  @Test func aConfigEditWithoutAVisibleEffectIsReportedAndPasses() throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    try workspace.edit("turbo.json", replacing: #""maxDuration": 30"#, with: #""maxDuration": 29"#)
    let run = try workspace.regress()
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.text.contains("  ok       turbo-seeds (2 spins; config changed, motion identical)\n"))
    #expect(run.text.contains("  ok       default-seeds (2 spins)\n"))
    #expect(
      run.text.hasSuffix(
        "all 3 scenarios match their goldens; 1 config was edited without changing the motion "
          + "(run with --record to update the fingerprint)\n"))
    let record = try workspace.regress(["suite.json", "--record"])
    #expect(record.status == 0)
    #expect(record.text.contains("updated   golden/turbo-seeds.json (2 spins; fingerprint only)\n"))
    #expect(record.text.contains("unchanged golden/default-seeds.json (2 spins)\n"))
    let again = try workspace.regress()
    #expect(again.text.hasSuffix("\nall 3 scenarios match their goldens\n"))
  }

  @Test func aMissingGoldenFailsAndRecordThenPasses() throws {
    let workspace = try RegressWorkspace()
    try workspace.write("suite.json", RegressWorkspace.smallSuite)
    let missing = try workspace.regress()
    #expect(missing.status == 1)
    #expect(missing.errors.isEmpty)
    #expect(
      missing.text.contains("  MISSING  default-seeds (no golden at golden/default-seeds.json)\n"))
    #expect(missing.text.hasSuffix("\n3 goldens are missing (run with --record to write them)\n"))
    #expect(try workspace.names(".") == ["default.json", "suite.json", "turbo.json"])

    let record = try workspace.regress(["suite.json", "--record"])
    #expect(record.status == 0)
    #expect(record.errors.isEmpty)
    #expect(
      record.text == """
        recorded  golden/default-seeds.json (2 spins)
        recorded  golden/default-targets.json (1 spin)
        recorded  golden/turbo-seeds.json (2 spins)

        """)
    #expect(try workspace.names("golden") == RegressWorkspace.smallGoldens, "temporary files left")
    let goldens = try workspace.files("golden")

    let pass = try workspace.regress()
    #expect(pass.status == 0)
    #expect(pass.errors.isEmpty)
    #expect(
      pass.text.hasSuffix(
        "  ok       turbo-seeds (2 spins)\n\nall 3 scenarios match their goldens\n"))

    try FileManager.default.removeItem(at: workspace.url("golden/turbo-seeds.json"))
    let one = try workspace.regress()
    #expect(one.status == 1)
    #expect(one.text.hasSuffix("\n1 golden is missing (run with --record to write them)\n"))
    let again = try workspace.regress(["suite.json", "--record"])
    #expect(again.text.hasPrefix("unchanged golden/default-seeds.json (2 spins)\n"))
    #expect(again.text.hasSuffix("recorded  golden/turbo-seeds.json (2 spins)\n"))
    #expect(try workspace.files("golden") == goldens)
  }

  static let corruptGoldens: [(text: String, line: String)] = [
    ("", "line 1, column 1: expected a value, found end of file"),
    ("{\"scenario\": ", "line 1, column 14: expected a value, found end of file"),
    (
      #"{"scenario": "default-targets", "config": "default.json", "spins": [1]}"#,
      "spins[0]: expected an object, found a number (allowed: a golden record written by "
        + "reelsim regress --record)"
    ),
  ]

  @Test(arguments: corruptGoldens)
  func aCorruptGoldenIsOneClearErrorAndRecordReplacesIt(text: String, line: String) throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    let goldens = try workspace.files("golden")
    try workspace.write("golden/default-targets.json", text)
    let run = try workspace.regress()
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(run.errorLines == ["error: golden/default-targets.json: " + line[...]])
    let record = try workspace.regress(["suite.json", "--record"])
    #expect(record.status == 0)
    #expect(record.text.contains("recorded  golden/default-targets.json (1 spin)\n"))
    #expect(try workspace.files("golden") == goldens)
    #expect(try workspace.regress().status == 0)
  }

  @Test func oneAndTwoJobsGiveByteIdenticalReportsAndGoldens() throws {
    let workspace = try RegressWorkspace()
    try workspace.write("suite.json", RegressWorkspace.smallSuite)
    _ = try workspace.regress(["suite.json", "--record", "--jobs", "1"])
    let one = try workspace.files("golden")
    try FileManager.default.removeItem(at: workspace.url("golden"))
    _ = try workspace.regress(["suite.json", "--record", "--jobs", "2"])
    #expect(try workspace.files("golden") == one)
    #expect(one.count == 3)
    try workspace.edit("turbo.json", replacing: #""overshoot": 30"#, with: #""overshoot": 25"#)
    let reports = try ["1", "2", "2"].map { try workspace.regress(["suite.json", "--jobs", $0]) }
    #expect(reports.map(\.status) == [1, 1, 1])
    #expect(reports[0].output == reports[1].output)
    #expect(reports[1].output == reports[2].output)
    #expect(reports[0].text.contains("  DIFFERS  turbo-seeds"))
  }

  @Test func filterSelectsScenariosByName() throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    try workspace.edit("default.json", replacing: #""firstStop": 1.0"#, with: #""firstStop": 1.1"#)
    let turbo = try workspace.regress(["suite.json", "--filter", "turbo"])
    #expect(turbo.status == 0)
    #expect(
      turbo.text == """
        regress suite.json: 1 scenario, 2 spins
          ok       turbo-seeds (2 spins)

        the scenario matches its golden

        """)
    let seeds = try workspace.regress(["suite.json", "--filter", "seeds"])
    #expect(seeds.status == 1)
    #expect(
      seeds.text.hasPrefix("regress suite.json: 2 scenarios, 4 spins\n  DIFFERS  default-seeds"))
    #expect(!seeds.text.contains("default-targets"))
  }

  static let usageErrors: [(arguments: [String], line: String)] = [
    (["--filter", "nothing"], #"error: --filter: no scenario name contains "nothing""#),
    (
      ["--jobs", "0"],
      "error: --jobs must be a whole number from 1 to 256 (see 'reelsim regress --help')"
    ),
    (
      ["--jobs", "257"],
      "error: --jobs must be a whole number from 1 to 256 (see 'reelsim regress --help')"
    ),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExit64(arguments: [String], line: String) throws {
    let workspace = try RegressWorkspace()
    try workspace.write("suite.json", RegressWorkspace.smallSuite)
    let run = try workspace.regress(["suite.json"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errorLines.first.map(String.init) == line)
  }

  @Test func progressIsSilentWhenStderrIsNotATerminal() throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    // recordSmallSuite checked that --record is silent too.
    for arguments in [["suite.json"], ["suite.json", "--jobs", "1", "--no-progress"]] {
      let run = try workspace.regress(arguments)
      #expect(run.status == 0)
      #expect(run.errors.isEmpty, "\(arguments): \(run.errors)")
    }
  }

  @Test func configsAndGoldensAreRelativeToTheSuiteFile() throws {
    let workspace = try RegressWorkspace()
    try FileManager.default.createDirectory(
      at: workspace.url("suites"), withIntermediateDirectories: true)
    try workspace.write(
      "suites/s.json",
      #"{"golden": "g", "scenarios": [{"name": "x", "config": "../default.json", "seeds": [5]}]}"#)
    let record = try workspace.regress(["suites/s.json", "--record"])
    #expect(record.text == "recorded  suites/g/x.json (1 spin)\n")
    #expect(try workspace.names("suites/g") == ["x.json"])
    #expect(try workspace.text("suites/g/x.json").contains(#""config": "../default.json","#))
    #expect(try workspace.regress(["suites/s.json"]).status == 0)
  }
}
