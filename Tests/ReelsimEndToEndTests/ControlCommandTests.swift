import Foundation
import TestSupport
import Testing

/// `simulate` with spin controls, `--save-at`/`--snapshot` and `reelsim resume`.
@Suite struct ControlCommandTests {
  /// The drums of a `simulate --json` summary.
  static func drums(_ summary: [String: Any]) throws -> [[String: Any]] {
    try #require(summary["drums"] as? [[String: Any]])
  }

  /// A number field of every drum.
  static func numbers(_ key: String, _ summary: [String: Any]) throws -> [Double] {
    try drums(summary).map { try #require($0[key] as? Double, "\(key)") }
  }

  /// Whether two lists of times agree to within a nanosecond (times are `tick·dt`).
  static func same(_ times: [Double], _ expected: [Double]) -> Bool {
    times.count == expected.count && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  /// Checks that every drum rests exactly on its target (offset == target·100 on the default
  /// machine) in `summary`.
  static func expectLanded(_ summary: [String: Any], _ context: Comment) throws {
    #expect(summary["failure"] is NSNull, context)
    for drum in try drums(summary) {
      let target = try #require(drum["target"] as? Double, context)
      #expect(drum["phase"] as? String == "stopped", context)
      #expect(drum["offset"] as? Double == target * 100, context)
    }
  }

  @Test("every control option spins the default machine and exits 0")
  func controlsExitZero() throws {
    let plain = try Reelsim.summary([])
    let slam = try Reelsim.summary(["--slam-at", "0.8"])
    try Self.expectLanded(slam, "slam")
    #expect(Self.same(try Self.numbers("stopRequestTime", slam), [0.8, 0.8, 0.8]))
    let some = try Reelsim.summary(["--slam-at", "0.8", "--slam-drums", "1,2", "--slam-instant"])
    try Self.expectLanded(some, "some")
    #expect(Self.same(Array(try Self.numbers("settleTime", some).dropFirst()), [0.8, 0.8]))
    #expect(try Self.numbers("settleTime", some)[0] == Self.numbers("settleTime", plain)[0])
    // 1.0 s → 0.75 s, held until drum 0 has turned once (0.85 s); 1.3 s → 0.9 s; 1.6 s → 1.05 s.
    let quicken = try Reelsim.summary(["--quicken-at", "0.5", "--quicken-factor", "0.5"])
    try Self.expectLanded(quicken, "quicken")
    #expect(Self.same(try Self.numbers("stopRequestTime", quicken), [0.85, 0.9, 1.05]))
    let late = try Reelsim.summary(["--result-at", "0.7"])
    try Self.expectLanded(late, "late")
    #expect(Self.same(try Self.numbers("stopRequestTime", late), [1.0, 1.3, 1.6]))
    let held = try Reelsim.summary(["--result-at", "0.7", "--minimum-spin-time", "1.5"])
    try Self.expectLanded(held, "held")
    #expect(Self.same(try Self.numbers("stopRequestTime", held), [1.5, 1.8, 2.1]))
    let press = try Reelsim.summary(["--press", "0.6,0.9,-"])
    try Self.expectLanded(press, "press")
    #expect(Self.same(try Self.numbers("stopRequestTime", press), [0.6, 0.9, 1.6]))
    let limits = try Reelsim.summary([
      "--press", "0.6,0.9,1.2", "--max-slip", "4", "--stop-time-limit", "0.19",
    ])
    try Self.expectLanded(limits, "limits")
    #expect(Self.same(try Self.numbers("stopRequestTime", limits), [0.6, 0.9, 1.2]))
  }

  @Test("--anticipate extends the drums after the teasing ones, only when its rule holds")
  func anticipate() throws {
    // Drum 0 resting on 0 shows a 7: drum 1 stops 1 s late, drum 2 0.6 s after it.
    let teased = try Reelsim.summary(["--targets", "0,3,4", "--anticipate", "7:1:1.0:0.6"])
    try Self.expectLanded(teased, "teased")
    let times = try Self.numbers("stopRequestTime", teased)
    #expect(Self.same(times, [1.0, 2.3, 2.9]))
    let settles = try Self.numbers("settleTime", teased)
    #expect(settles[0] < settles[1] && settles[1] < settles[2])
    // Drums 0 and 1 resting on 3 and 4 show no 7: nothing changes.
    let plain = try Reelsim.run(["simulate", "--targets", "3,4,0", "--json"])
    let quiet = try Reelsim.run([
      "simulate", "--targets", "3,4,0", "--json", "--anticipate", "7:1:1.0:0.6",
    ])
    #expect(quiet.status == 0)
    #expect(quiet.output == plain.output)
  }

  @Test("--controls FILE runs the README's script like the same options")
  func controlsFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      { "slam": { "at": 0.8, "drums": [1, 2], "instant": false },
        "quickenAt": 0.5, "quickenFactor": 0.5,
        "resultAt": 0.7, "minimumSpinTime": 1.5,
        "presses": [0.6, null, 1.2], "skillStop": { "maxSlip": 4, "timeLimit": 0.19 },
        "anticipation": { "symbol": "7", "count": 2, "extend": 1.0, "interval": 0.6 } }
      """
    try Data(script.utf8).write(to: folder.appendingPathComponent("controls.json"))
    let file = try Reelsim.run(["simulate", "--controls", "controls.json", "--json"], in: folder)
    #expect(file.status == 0, "\(file.errors)")
    let options = try Reelsim.run(
      [
        "simulate", "--json", "--slam-at", "0.8", "--slam-drums", "1,2", "--quicken-at", "0.5",
        "--result-at", "0.7", "--minimum-spin-time", "1.5", "--press", "0.6,-,1.2",
        "--anticipate", "7:2:1.0:0.6",
      ], in: folder)
    #expect(options.status == 0, "\(options.errors)")
    #expect(file.output == options.output)
    let summary = try #require(
      try JSONSerialization.jsonObject(with: file.output) as? [String: Any])
    try Self.expectLanded(summary, "controls file")
  }

  @Test("a controls file whose presses land elsewhere: simulate prints and pays the landed stops")
  func missedPressesPayTheLandedWindow() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Seed 1 decides 11-15-20 (pays 12); pressed at 0.75 s every drum's nearest stop in
    // reach is 0, none shows its decided target: they rest on 0-0-0, a line of 7s (pays 300).
    try Data(#"{ "presses": [0.75, 0.75, 0.75] }"#.utf8).write(
      to: folder.appendingPathComponent("controls.json"))
    let run = try Reelsim.run(
      ["simulate", "--seed", "1", "--controls", "controls.json", "--json"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let summary = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    try Self.expectLanded(summary, "pressed")
    let decided = try Reelsim.summary(["--seed", "1"])
    let landed = try Reelsim.summary(["--targets", "0,0,0"])
    #expect(decided["resultCode"] as? String == "11-15-20")
    #expect(try Self.numbers("decidedTarget", summary) == [11, 15, 20])
    #expect(try Self.numbers("target", summary) == [0, 0, 0])
    #expect(summary["targets"] as? [Int] == [0, 0, 0])
    #expect(summary["resultCode"] as? String == "0-0-0")
    #expect(summary["window"] as? [[String]] == landed["window"] as? [[String]])
    #expect(summary["pay"] as? Double == 300)
    #expect(summary["pay"] as? Double == landed["pay"] as? Double)
    #expect(summary["pay"] as? Double != decided["pay"] as? Double)
    let wins = try #require(summary["wins"] as? [[String: Any]])
    #expect(wins.map { $0["symbol"] as? String } == ["7"])
    // The table says the same.
    let table = try Reelsim.run(
      ["simulate", "--seed", "1", "--controls", "controls.json"], in: folder)
    #expect(table.status == 0, "\(table.errors)")
    #expect(table.text.contains("result code: 0-0-0\n"), "\(table.text)")
    #expect(table.text.contains("total pay: 300\n"), "\(table.text)")
  }

  @Test(
    "a spin saved with --save-at and resumed writes the same trace and summary",
    arguments: [
      ["--save-at", "1.1"], ["--save-at", "0"], ["--save-at", "9"],
      ["--save-at", "1.2", "--slam-at", "1.3", "--slam-drums", "2", "--result-at", "1.05"],
    ])
  func saveAndResume(arguments: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for json in [false, true] {
      let extra = json ? ["--json"] : []
      let saved = try Reelsim.run(
        ["simulate", "--snapshot", "S", "--trace", "A.dat"] + arguments + extra, in: folder)
      #expect(saved.status == 0, "\(saved.errors)")
      let resumed = try Reelsim.run(["resume", "S", "--trace", "B.dat"] + extra, in: folder)
      #expect(resumed.status == 0, "\(resumed.errors)")
      let a = try Data(contentsOf: folder.appendingPathComponent("A.dat"))
      let b = try Data(contentsOf: folder.appendingPathComponent("B.dat"))
      #expect(!a.isEmpty && a == b, "\(arguments)")
      #expect(!saved.output.isEmpty && saved.output == resumed.output, "\(arguments)")
      // The uninterrupted spin (SpinRunner, no snapshot) writes the same.
      let plain = try Reelsim.run(
        ["simulate", "--trace", "C.dat"] + arguments.dropFirst(2) + extra, in: folder)
      #expect(plain.status == 0)
      #expect(try Data(contentsOf: folder.appendingPathComponent("C.dat")) == a, "\(arguments)")
      #expect(plain.output == saved.output, "\(arguments)")
    }
  }

  static let usageErrors: [[String]] = [
    ["--slam-at", "0.8", "--slam-drums", "9"],
    ["--slam-at", "0.8", "--slam-drums", "x"],
    ["--slam-at", "-1"],
    ["--quicken-factor", "2"],
    ["--quicken-at", "0.5", "--quicken-factor", "0"],
    ["--save-at", "1.1"],
    ["--snapshot", "S"],
    ["--anticipate", "7:2:1.0"],
    ["--anticipate", "7:x:1.0:0.6"],
    ["--anticipate", "GRAPE:2:1.0:0.6"],
    ["--press", "0.5,abc,-"],
    ["--press", "0.5,0.6,0.7,0.8"],
    ["--max-slip", "0"],
    ["--stop-time-limit", "0"],
  ]

  @Test("bad control options exit 64 and write nothing", arguments: usageErrors)
  func usage(arguments: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["simulate"] + arguments, in: folder)
    #expect(run.status == 64, "\(arguments)")
    #expect(run.errorLines.count == 1, "\(arguments)")
    #expect(run.errors.hasPrefix("error: "), "\(arguments)")
    #expect(run.output.isEmpty)
    #expect(try contents(of: folder).isEmpty)
  }

  @Test("resume: a file that is not a snapshot exits 65, a missing one 66")
  func resumeErrors() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = try Data(contentsOf: URL(fileURLWithPath: Repo.config("default")))
    try config.write(to: folder.appendingPathComponent("config.json"))
    try Data("not json".utf8).write(to: folder.appendingPathComponent("junk.txt"))
    for name in ["config.json", "junk.txt"] {
      let run = try Reelsim.run(["resume", name, "--trace", "B.dat"], in: folder)
      #expect(run.status == 65, "\(name)")
      #expect(run.errors.hasPrefix("error: \(name): "), "\(name): \(run.errors)")
      #expect(run.output.isEmpty)
    }
    let missing = try Reelsim.run(["resume", "nope.json"], in: folder)
    #expect(missing.status == 66)
    #expect(missing.errors.hasPrefix("error: nope.json: "))
    #expect(try contents(of: folder) == ["config.json", "junk.txt"])
  }
}
