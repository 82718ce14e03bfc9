import Foundation
import TestSupport
import Testing

/// `reelsim check`: every problem in one pass, file problems without a JSON path, counts in
/// the singular and plural, warnings that fit the machine.
@Suite struct CheckCommandTests {
  @Test func aMissingFileHasNoJSONPath() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["check", "missing.json"], in: folder)
    #expect(run.status == 66)
    #expect(run.text == "error: missing.json: no such file\n")
    #expect(run.errors == "missing.json: 1 error, 0 warnings\n")
  }

  @Test func aBadConfigIsReportedInOnePass() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = """
      {"name": "bad", "symbols": ["A", "B", "C"],
       "motion": {"profile": "back", "cruiseSpeed": 2800, "acceleration": 0,
         "maxDeceleration": 3600, "overshoot": 50000, "settleTime": 0.1, "stopIntervall": 0.2},
       "drums": [{"strip": ["A", "B", "D"]}, {"strip": ["A", "B", "C"], "startIndex": 9}]}
      """
    try Data(config.utf8).write(to: folder.appendingPathComponent("bad.json"))
    let run = try Reelsim.run(["check", "bad.json"], in: folder)
    #expect(run.status == 65)
    let lines = run.text.split(separator: "\n").map { $0.prefix { $0 != "(" } }
    #expect(
      lines == [
        "error: bad.json: motion.stopIntervall: unknown key; did you mean stopInterval? ",
        "error: bad.json: drums[0].strip[2]: \"D\" is not one of the machine's symbols; did you mean A? ",
        "error: bad.json: motion.acceleration: 0 is out of range ",
        "error: bad.json: motion.overshoot: 50000 pt is not shorter than the braking curve 1452 pt ",
        "error: bad.json: drums[1].startIndex: 9 is off the strip ",
      ])
    // The settle rule would need a valid overshoot: no bound derived from it.
    #expect(!run.text.contains("motion.settleTime"))
    #expect(run.errors == "bad.json: 5 errors, 0 warnings\n")
  }

  @Test func aValueThatCannotBeReadSaysWhatWasNotChecked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config =
      #"{"name": "x", "symbols": ["A"], "motion": {"profile": "bounce"}, "#
      + #""drums": [{"strip": ["A"]}], "colour": 1}"#
    try Data(config.utf8).write(to: folder.appendingPathComponent("x.json"))
    let run = try Reelsim.run(["check", "x.json", "--json"], in: folder)
    #expect(run.status == 65)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: run.output) as? [[String: String]])
    #expect(findings.map { $0["severity"] } == ["error", "error", "note"])
    #expect(findings.map { $0["path"] } == ["motion.profile", "colour", ""])
  }

  @Test func shippedVideoMachinesHaveNoBrakingOverlapWarning() throws {
    let run = try Reelsim.run(["check", Repo.config("video-5reel"), Repo.config("turbo")])
    #expect(run.status == 0)
    #expect(!run.text.contains("braking takes"))
    #expect(run.errors.contains("video-5reel.json: ok\n"))
    // With splice every landing takes one time: turbo's stops no longer come out of order.
    #expect(run.errors.contains("turbo.json: ok\n"))
  }
}

/// `reelsim check` applies the rule sets a config declares (`rules`) and no other.
@Suite struct CheckRuleSetCommandTests {
  @Test func ukOnlineJudgesTheShortestGameCycleOfTheDeclaringMachineOnly() throws {
    let (folder, file) = try JSONEdit.shippedCopy("default", [("rules", #"["uk-online"]"#)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["check", file])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.text.contains(
        ": motion.firstStop: the shortest game cycle is 1.8667 s (drum 2 at rest on target 3); "
          + "UK online slots need at least 2.5 s for every outcome (fix: stop requests about "
          + "0.6333 s later (a later firstStop), or a lower cruiseSpeed)\n"), "\(run.text)")
    #expect(try Reelsim.run(["check", "--strict", file]).status == 1)
    // The shipped machine declares no rule set: no game-cycle warning.
    #expect(try !Reelsim.run(["check", Repo.config("default")]).text.contains("game cycle"))
  }

  @Test func anUnknownRuleSetIsOneLineExit65() throws {
    let (folder, file) = try JSONEdit.shippedCopy("default", [("rules", #"["nevada"]"#)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["check", file])
    #expect(run.status == 65)
    #expect(
      run.text.hasPrefix(
        "error: \(file): rules[0]: \"nevada\" is not allowed (allowed: pachislot, uk-online, "
          + "gli-11, ontario)\n"), "\(run.text)")
  }
}
