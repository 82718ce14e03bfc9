import Foundation
import TestSupport
import Testing

/// Invalid tuning specs: exit 65 with one `error: FILE: json.path: …` line (a line ending in
/// `…` here is matched as a prefix), nothing on stdout and nothing written; missing files 66.
@Suite struct TuneErrorTests {
  static let cruise = TuneWorkspace.cruise
  static let goal = #""objectives": [{"metric": "spinTime", "target": 2}]"#
  static let tunable =
    "is not a tunable field (allowed: motion.FIELD, drums[i].motion.FIELD, drums[i].stopTime or "
    + "simulation.timeStep, FIELD one of cruiseSpeed, acceleration, maxDeceleration, …"

  static func parameter(_ members: String) -> String {
    #""parameters": [{\#(members)}], "# + goal
  }

  static let invalidSpecs: [(members: String, line: String)] = [
    (
      cruise + ", " + goal + #", "outcome": {"mode": "all"}"#,
      "outcome: unknown key; did you mean outcomes? (allowed: base, constraints, description, "
        + "objectives, outcomes, parameters, presets)"
    ),
    (
      parameter(#""path": "motion.cruiseSpeed", "min": 2000, "max": 3200, "stpe": 10"#),
      "parameters[0].stpe: unknown key; did you mean step? (allowed: max, min, path, step)"
    ),
    (
      cruise + #", "objectives": [{"metric": "spinTim", "target": 2}]"#,
      "objectives[0].metric: \"spinTim\" is not allowed; did you mean spinTime? (allowed: "
        + "spinTime, gameCycle, …"
    ),
    (
      cruise + #", "constraints": [{"metric": "peakSpeeed", "max": 3000}]"#,
      "constraints[0].metric: \"peakSpeeed\" is not allowed; did you mean peakSpeed? …"
    ),
    (
      parameter(#""path": "geometry.visibleRows", "min": 1, "max": 3"#),
      "parameters[0].path: \"geometry.visibleRows\" " + tunable
    ),
    (
      parameter(#""path": "drums[9].motion.cruiseSpeed", "min": 2000, "max": 3200"#),
      "parameters[0].path: \"drums[9].motion.cruiseSpeed\" " + tunable
    ),
    (
      parameter(#""path": "motion.profile", "min": 0, "max": 1"#),
      "parameters[0].path: \"motion.profile\" " + tunable
    ),
    (
      parameter(#""path": "motion.cruiseSpeed", "min": 3200, "max": 3200"#),
      "parameters[0]: needs finite min < max"
    ),
    (
      parameter(#""path": "motion.cruiseSpeed", "min": 3200, "max": 2000"#),
      "parameters[0]: needs finite min < max"
    ),
    (
      parameter(#""path": "motion.cruiseSpeed", "min": 2000, "max": 3200, "step": 0"#),
      "parameters[0].step: 0 is not allowed (allowed: more than 0, at most max − min)"
    ),
    (
      parameter(#""path": "motion.cruiseSpeed", "min": 2000, "max": 3200, "step": -10"#),
      "parameters[0].step: -10 is not allowed (allowed: more than 0, at most max − min)"
    ),
    (
      parameter(#""path": "motion.minimumRevolutions", "min": 0, "max": 4, "step": 0.5"#),
      "parameters[0].step: 0.5 is not allowed (allowed: more than 0, at most max − min, a whole "
        + "number)"
    ),
    (
      parameter(#""path": "motion.minimumRevolutions", "min": 0.2, "max": 0.8"#),
      "parameters[0]: has fewer than two whole numbers from min to max (allowed: "
        + "motion.minimumRevolutions holds whole numbers; two whole numbers or more from min to "
        + "max, such as 0 and 3)"
    ),
    (
      cruise + #", "objectives": [{"metric": "spinTime", "target": 2, "minimize": true}]"#,
      "objectives[0]: needs exactly one of \"target\", \"minimize\": true or \"maximize\": true"
    ),
    (
      cruise + #", "objectives": [{"metric": "spinTime"}]"#,
      "objectives[0]: needs exactly one of \"target\", \"minimize\": true or \"maximize\": true"
    ),
    (
      cruise + #", "presets": ["pachislott"]"#,
      "presets[0]: \"pachislott\" is not allowed; did you mean pachislot? (allowed: pachislot, "
        + "uk-online)"
    ),
    (
      cruise + #", "constraints": [{"metric": "spinTime"}]"#,
      "constraints[0]: needs \"min\", \"max\" or both"
    ),
    (
      cruise + #", "constraints": [{"metric": "spinTime", "min": 3, "max": 1}]"#,
      "constraints[0]: min 3 is above max 1 (allowed: min ≤ max)"
    ),
    (cruise, "objectives: the spec has neither constraints nor objectives (allowed: at least one)"),
  ]

  /// Runs `reelsim tune spec.json --out tuned.json` on `text` in a fresh folder.
  func tune(_ text: String, files: [String: String] = [:]) throws -> (RunResult, [String]) {
    let space = try TuneWorkspace()
    try space.write("spec.json", text)
    for (name, content) in files { try space.write(name, content) }
    let run = try space.tune(["spec.json", "--budget", "10", "--out", "tuned.json"])
    #expect(run.output.isEmpty)
    #expect(run.errorLines.count == 1, "\(run.errors)")
    return (run, try space.names())
  }

  func expectLine(_ run: RunResult, _ expected: String) {
    let line = String(run.errorLines.first ?? "")
    if expected.hasSuffix("…") {
      #expect(line.hasPrefix(String(expected.dropLast())), "\(line)")
    } else {
      #expect(line == expected)
    }
  }

  @Test(arguments: invalidSpecs)
  func anInvalidSpecExits65WithOneLine(members: String, line: String) throws {
    let (run, names) = try tune(TuningSpecs.onDefault(members))
    #expect(run.status == 65)
    expectLine(run, "error: spec.json: " + line)
    #expect(names == ["spec.json"])
  }

  @Test func anInvalidInlineBaseIsReportedUnderBase() throws {
    let base =
      #"{"name": "x", "symbols": ["A"], "geometry": {"visibleRows": 1}, "#
      + #""drums": [{"strip": ["A"]}], "#
    for (motion, line) in [
      (
        #""motion": {"cruiseSped": 5}}"#,
        "base.motion.cruiseSped: unknown key; did you mean cruiseSpeed? (allowed: acceleration, …"
      ),
      (
        #""motion": {"cruiseSpeed": -5}}"#,
        "base.motion.cruiseSpeed: -5 is out of range (allowed: more than 0 and at most 1000000 "
          + "pt/s)"
      ),
    ] {
      let (run, _) = try tune(
        #"{"base": \#(base + motion), \#(Self.cruise), "presets": ["pachislot"]}"#)
      #expect(run.status == 65)
      expectLine(run, "error: spec.json: " + line)
    }
  }

  @Test func anInvalidBaseFileIsReportedInThatFile() throws {
    let (run, names) = try tune(
      #"{"base": "machines/bad.json", \#(Self.cruise), \#(Self.goal)}"#,
      files: ["machines/bad.json": #"{"name": "bad", "symbols": ["A"], "drums": []}"#])
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("error: machines/bad.json: drums: "))
    #expect(names == ["machines", "spec.json"])
  }

  @Test func aMissingBaseOrSpecExits66() throws {
    let (run, names) = try tune(#"{"base": "../nope.json", \#(Self.cruise), \#(Self.goal)}"#)
    #expect(run.status == 66)
    expectLine(run, "error: spec.json: base: ../nope.json: no such file")
    #expect(names == ["spec.json"])
    let space = try TuneWorkspace()
    let missing = try space.tune(["absent.json"])
    #expect(missing.status == 66)
    #expect(missing.errors == "error: absent.json: no such file\n")
  }

  @Test func aSyntaxErrorHasItsLineAndColumn() throws {
    let (run, _) = try tune("{\n  \"base\": \"x.json\",\n}")
    #expect(run.status == 65)
    expectLine(
      run, "error: spec.json: line 3, column 1: expected a key in double quotes, found '}'")
  }
}
