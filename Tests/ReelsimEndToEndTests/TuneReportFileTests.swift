import Foundation
import TestSupport
import Testing

/// `reelsim tune --report FILE`: the whole search as JSON, written whatever the verdict, the
/// same bytes for every `--jobs`.
@Suite struct TuneReportFileTests {
  static let spec = TuningSpecs.onDefault(
    TuneWorkspace.cruise + ", " + TuneWorkspace.fewOutcomes
      + #", "objectives": [{"metric": "spinTime", "target": 2.2}]"#)

  @Test func theReportListsEveryCandidateAndIsTheSameForEveryJobCount() throws {
    let space = try TuneWorkspace()
    try space.write("spec.json", Self.spec)
    for jobs in ["1", "2"] {
      let run = try space.tune(
        ["spec.json", "--budget", "25", "--jobs", jobs, "--report", "r\(jobs).json"])
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.text.hasSuffix("wrote r\(jobs).json\n"))
    }
    #expect(try space.data("r1.json") == (try space.data("r2.json")))
    let report = try space.object("r1.json")
    let candidates = try #require(report["candidates"] as? [[String: Any]])
    #expect(report["evaluations"] as? Int == 25)
    #expect(candidates.count == 25)
    #expect(candidates.first?["phase"] as? String == "base")
    #expect(candidates.map { $0["index"] as? Int } == Array(0..<25))
    let best = try #require(report["best"] as? Int)
    #expect(candidates[best]["feasible"] as? Bool == true)
    #expect(report["feasible"] as? Bool == true)
    let check = try #require(report["check"] as? [String: Any])
    #expect(check["outcomes"] as? Int == 6)
  }

  /// Two objectives and two restarts: the restarts, their agreement, the neighbours, the
  /// sensitivities and the front are in the report, the same bytes for every `--jobs`.
  @Test func restartsAndTheFrontAreTheSameForEveryJobCount() throws {
    let space = try TuneWorkspace()
    try space.write(
      "spec.json",
      TuningSpecs.onDefault(
        TuneWorkspace.cruise + ", " + TuneWorkspace.fewOutcomes
          + #", "objectives": [{"metric": "spinTime", "target": 2.2}, "#
          + #"{"metric": "peakSpeed", "maximize": true}]"#))
    for jobs in ["1", "2"] {
      let run = try space.tune(
        [
          "spec.json", "--budget", "15", "--restarts", "2", "--jobs", jobs, "--report",
          "r\(jobs).json",
        ])
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.text.contains("Pareto front: "))
      #expect(run.text.contains("restarts: the "))
    }
    #expect(try space.data("r1.json") == (try space.data("r2.json")))
    let report = try space.object("r1.json")
    let restarts = try #require(report["restarts"] as? [[String: Any]])
    #expect(restarts.map { $0["seed"] as? Int } == [1, 2])
    #expect(report["restartAgreement"] is String)
    let front = try #require(report["front"] as? [Int])
    #expect(!front.isEmpty)
    let rows = try #require(report["sensitivity"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect((report["neighbours"] as? [Any])?.isEmpty == false)
  }

  @Test func anInfeasibleSearchStillWritesItsReportAndNoConfig() throws {
    let space = try TuneWorkspace()
    try space.write("spec.json", TuneWorkspace.infeasibleSpec)
    let run = try space.tune(
      ["spec.json", "--budget", "12", "--report", "r.json", "--out", "tuned.json"])
    #expect(run.status == 1, "\(run.errors)")
    #expect(try space.names() == ["r.json", "spec.json"])
    let report = try space.object("r.json")
    #expect(report["feasible"] as? Bool == false)
    #expect((report["verdict"] as? String)?.hasPrefix("INFEASIBLE") == true)
    #expect((report["candidates"] as? [Any])?.count == 12)
  }

  @Test func twoOutputsOnStdoutAreAUsageError() throws {
    let space = try TuneWorkspace()
    try space.write("spec.json", Self.spec)
    let run = try space.tune(["spec.json", "--out", "-", "--report", "-"])
    #expect(run.status == 64)
    #expect(
      run.errors.contains("only one of --out, --report can be - (stdout carries one output)"))
    #expect(try space.names() == ["spec.json"])
  }
}
