import Foundation
import TestSupport
import Testing

/// `reelsim tune`: infeasible specs, the shipped specs as shipped, determinism across
/// `--jobs` and `--seed`, stderr, and `--plot`.
@Suite struct TuneCommandTests {
  static let contradictions: [(members: String, broken: [String])] = [
    (
      TuneWorkspace.cruise + ", " + TuneWorkspace.fewOutcomes
        + #", "constraints": [{"metric": "spinTime", "max": 1}, {"metric": "spinTime", "min": 3}, "#
        + #"{"metric": "cruiseRpm", "max": 80}]"#,
      ["spinTime ≤ 1 s", "spinTime ≥ 3 s"]
    ),
    (
      TuneWorkspace.cruise + ", " + TuneWorkspace.fewOutcomes
        + #", "constraints": [{"metric": "peakSpeed", "max": 100}], "#
        + #""objectives": [{"metric": "spinTime", "target": 2}]"#,
      ["peakSpeed ≤ 100 pt/s"]
    ),
  ]

  @Test(arguments: contradictions)
  func contradictoryConstraintsAreInfeasibleAndNothingIsWritten(members: String, broken: [String])
    throws
  {
    let space = try TuneWorkspace()
    try space.write("spec.json", TuningSpecs.onDefault(members))
    let run = try space.tune(["spec.json", "--budget", "40", "--out", "tuned.json"])
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.text.contains("\nresult: INFEASIBLE (the best candidate found still breaks"))
    let rows = TuneReport.rows(run.text, header: "constraint")
    let brokenRows = rows.filter { $0.last == "BROKEN" }
    #expect(brokenRows.map(\.first) == broken)
    for row in brokenRows {
      let margin = try #require(Double(row[row.count - 2]), "\(row)")
      #expect(margin < 0, "\(row)")
    }
    for row in rows where row.last != "BROKEN" {
      #expect(row.last == "ok")
      #expect(try #require(Double(row[row.count - 2])) >= 0, "\(row)")
    }
    #expect(!run.text.contains("wrote"))
    #expect(try space.names() == ["spec.json"])
    #expect(run.errorLines.count == 1)
    #expect(run.errorLines.first.flatMap(TuneReport.evaluations(inRateLine:)) != nil)
  }

  @Test(arguments: TuningSpecs.shipped)
  func aShippedSpecAsShippedWritesATunedConfigThatSimulates(spec: String) throws {
    let space = try TuneWorkspace()
    let run = try space.tune([spec, "--out", "tuned.json"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.text.hasPrefix("tune \(spec): "))
    #expect(run.text.contains("\nresult: feasible on "))
    #expect(run.text.contains(" judged outcomes; confirmed on 128 fresh ones\n"))
    #expect(run.text.hasSuffix("\nwrote tuned.json\n"))
    #expect(!run.text.contains("BROKEN"))
    #expect(try space.names() == ["tuned.json"])

    let tuned = try space.object("tuned.json")
    let baseName = try #require(
      (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: spec)))
        as? [String: Any])?["base"] as? String)
    let base = ((baseName as NSString).lastPathComponent as NSString).deletingPathExtension
    #expect(tuned["name"] as? String == base + "-tuned")
    let motion = try #require(tuned["motion"] as? [String: Any])
    let parameters = TuneReport.rows(run.text, header: "parameter")
    #expect(parameters.count == 4)
    for row in parameters {
      // parameter, unit, before, after, range, step: times are shown in ms, written in s.
      let key = try #require(row[0].split(separator: ".").last.map(String.init))
      let after = try #require(Double(row[3]))
      let written = try #require((motion[key] as? NSNumber)?.doubleValue)
      #expect(row[1] == "ms" ? abs(written * 1000 - after) < 1e-9 : written == after, "\(row)")
    }

    let simulate = try Reelsim.run(["simulate", "tuned.json"], in: space.root)
    #expect(simulate.status == 0, "\(simulate.errors)")
    #expect(simulate.errors.isEmpty)
    #expect(simulate.text.hasPrefix("\(base)-tuned: "))
  }

  /// A whole-number field is tuned over whole numbers (every candidate was refused as "out of
  /// range … whole numbers from −9223…" before): on one drum of a 1-symbol strip, `stretch`,
  /// `minimumRevolutions` N makes N + 1 revolutions (TuningKnownAnswerTests (d)), so 6 need 5,
  /// which the report shows and the tuned config holds in digits.
  @Test func aWholeNumberParameterIsTunedToItsKnownAnswer() throws {
    let space = try TuneWorkspace()
    let motion =
      #""profile": "linear", "strategy": "stretch", "minimumRevolutions": 0, "#
      + #""acceleration": 1e8, "maxDeceleration": 1e8, "firstStop": 0"#
    try space.write(
      "spec.json",
      #"""
      {"base": {"name": "one", "symbols": ["A"], "geometry": {"symbolHeight": 1000, "visibleRows": 1},
                "drums": [{"strip": ["A"]}], "motion": {\#(motion)}},
       "parameters": [{"path": "motion.minimumRevolutions", "min": 0, "max": 20}],
       "objectives": [{"metric": "revolutions", "target": 6}], "outcomes": {"mode": "all"}}
      """#)
    let run = try space.tune(["spec.json", "--budget", "30", "--out", "tuned.json"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      TuneReport.rows(run.text, header: "parameter")
        == [["motion.minimumRevolutions", "turns", "0", "5", "0 ... 20", "1"]])
    #expect(TuneReport.rows(run.text, header: "objective").first?.suffix(2) == ["1.00", "6.00"])
    #expect(!run.text.contains("out of range"))
    let tuned = String(decoding: try space.data("tuned.json"), as: UTF8.self)
    #expect(tuned.contains("\"minimumRevolutions\": 5"))
    let simulate = try Reelsim.run(["simulate", "tuned.json"], in: space.root)
    #expect(simulate.status == 0, "\(simulate.errors)")
  }

  /// Runs `tune ARGUMENTS --out tuned.json` in a fresh subfolder; returns stdout and the file.
  func tuned(_ space: TuneWorkspace, _ arguments: [String], folder: String) throws -> (Data, Data) {
    let run = try space.tune(arguments + ["--out", "tuned.json"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    return (run.output, try space.data(folder + "/tuned.json"))
  }

  @Test(arguments: TuningSpecs.shipped)
  func jobsDoNotChangeTheResult(spec: String) throws {
    let space = try TuneWorkspace()
    let one = try tuned(space, [spec, "--budget", "40", "--jobs", "1"], folder: "one")
    let two = try tuned(space, [spec, "--budget", "40", "--jobs", "2"], folder: "two")
    #expect(one.0 == two.0)
    #expect(one.1 == two.1)
    #expect(
      String(decoding: one.0, as: UTF8.self).contains(
        ", 40 of 40 evaluations (the budget ran out; "))
  }

  @Test func theSameSeedGivesTheSameResult() throws {
    let space = try TuneWorkspace()
    let spec = try #require(TuningSpecs.shipped.first)
    let arguments = [spec, "--budget", "16", "--seed", "7"]
    let first = try tuned(space, arguments, folder: "a")
    let second = try tuned(space, arguments, folder: "b")
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
    var reports = Set([first.0])
    for seed in ["8", "9"] {
      reports.insert(try tuned(space, [spec, "--budget", "16", "--seed", seed], folder: seed).0)
    }
    #expect(reports.count > 1, "--seed changed nothing")
  }

  @Test func stderrHasTheRateLineAndNoProgressWhenItIsNotATerminal() throws {
    let space = try TuneWorkspace()
    try space.write(
      "spec.json",
      TuningSpecs.onDefault(
        TuneWorkspace.cruise + ", " + TuneWorkspace.fewOutcomes
          + #", "objectives": [{"metric": "spinTime", "target": 2}]"#))
    for extra in [[], ["--no-progress"]] {
      let run = try space.tune(["spec.json", "--budget", "30"] + extra)
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.errorLines.count == 1, "\(run.errors)")
      let count = try #require(run.errorLines.first.flatMap(TuneReport.evaluations(inRateLine:)))
      #expect(count == 30)
      #expect(run.text.contains(", 30 of 30 evaluations (the budget ran out; "))
      #expect(!run.errors.contains("\r") && !run.errors.contains("\u{1B}"))
      #expect(!run.text.contains("\r") && !run.text.contains("tune: "))
    }
  }

  @Test func unusableOptionsAndOutputsHaveTheirExitCodes() throws {
    let space = try TuneWorkspace()
    let spec = try #require(TuningSpecs.shipped.first)
    for (arguments, mention) in [(["--budget", "1"], "--budget"), (["--jobs", "0"], "--jobs")] {
      let run = try space.tune([spec] + arguments)
      #expect(run.status == 64)
      #expect(run.errors.contains(mention))
      #expect(run.output.isEmpty)
    }
    let run = try space.tune([spec, "--budget", "10", "--out", "missing/tuned.json"])
    #expect(run.status == 73)
    #expect(run.errorLines.last?.hasPrefix("error: missing/tuned.json: cannot write") == true)
    #expect(try space.names() == [])
  }
}
