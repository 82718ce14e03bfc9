import Foundation
import TestSupport
import Testing

/// The pachislot rules on a variable-row machine's top drum, from the built binary: the top
/// drum has no stop button, so `reelsim check` and `reelsim tune` (like the studio's badges,
/// `StudioMegawaysTests`) judge the machine's drums and say that the top drum is not judged.
/// `Configs/megaways.json` cruises at 4300 pt/s: its drums (100 stops of at most 60 pt) at
/// 43 rpm or less, its top drum (30 stops of 60 pt) at 143.3 rpm.
@Suite struct MegawaysRulesTests {
  /// `megaways.json` with `"rules": ["pachislot"]`.
  static func pachislot(_ workspace: RegressWorkspace) throws {
    let text = try workspace.text("megaways.json")
    try workspace.write(
      "megaways.json",
      text.replacingOccurrences(
        of: #""geometry": {"#, with: #""rules": ["pachislot"], "geometry": {"#))
  }

  @Test func checkNotesThatTheTopDrumIsNotJudged() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    let plain = try workspace.run(["check", "megaways.json"])
    #expect(plain.status == 0 && plain.text.isEmpty, "\(plain.text)")
    #expect(plain.errors == "megaways.json: ok\n")

    try Self.pachislot(workspace)
    let run = try workspace.run(["check", "megaways.json"])
    #expect(run.status == 0, "\(run.errors)")
    let note =
      "note: megaways.json: topDrum: the top drum is not judged by the pachislot rules: it has "
      + "no stop button (it is asked to stop with drum 1, and a press on it is refused); it "
      + "cruises at 143.3333 rpm\n"
    #expect(run.text.hasSuffix(note), "\(run.text)")
    // The drums' own rpm is within the rule: no cruiseSpeed warning.
    #expect(!run.text.contains("motion.cruiseSpeed"), "\(run.text)")
    let json = try workspace.run(["check", "megaways.json", "--json"])
    let findings = try #require(
      try JSONSerialization.jsonObject(with: json.output) as? [[String: Any]])
    #expect(findings.last?["severity"] as? String == "note")
    #expect(findings.last?["path"] as? String == "topDrum")
  }

  /// `cruiseRpm` (and `cruiseMargin`) of the `pachislot` preset read the machine's drums of
  /// each spin: 43 rpm, not the top drum's 143.3.
  @Test func tuneJudgesTheRpmOfTheMachinesDrums() throws {
    let workspace = try RegressWorkspace(configs: ["megaways"])
    try workspace.write(
      "rpm.json",
      #"""
      {"base": "megaways.json",
       "parameters": [{"path": "motion.stopInterval", "min": 0.14, "max": 0.16, "step": 0.01}],
       "outcomes": {"mode": "sample", "count": 2, "extremes": false, "check": 0},
       "presets": ["pachislot"]}
      """#)
    let run = try workspace.run(["tune", "rpm.json", "--budget", "3", "--no-progress"])
    #expect(run.status == 0, "\(run.text)\(run.errors)")
    #expect(run.text.contains("result: feasible on 2 judged outcomes"), "\(run.text)")
    let row = run.text.split(separator: "\n").first { $0.hasPrefix("cruiseRpm ≤ 80 rpm") }
    #expect(
      row?.split(separator: " ", omittingEmptySubsequences: true).suffix(6).joined(separator: " ")
        == "43.00 43.00 43.00 - 37.00 ok", "\(run.text)")
  }
}
