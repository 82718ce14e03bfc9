import Foundation
import TestSupport
import Testing

/// The case of issue 19: a 4-reel slot (the default machine with a fourth drum) tuned to
/// "spin under 2.5 s, stops at least 120 ms apart". Each drum waits for its target, which
/// comes round up to one revolution (0.75 s at 2800 pt/s) after the stop request, so with
/// stop requests at most 0.3 s apart some outcomes stop the reels out of order. Judged on
/// one fixed outcome per target (`all`, no extremes, no check) the spec looked feasible;
/// judged on weighted outcomes and constructed extremes it is infeasible, and the answer of
/// the old judging fails the fresh check.
@Suite struct TuneVerdictTests {
  static let members =
    #""parameters": [{"path": "motion.cruiseSpeed", "min": 1500, "max": 3000, "step": 10}, "#
    + #"{"path": "motion.firstStop", "min": 0.5, "max": 1.2, "step": 0.01}, "#
    + #"{"path": "motion.stopInterval", "min": 0.1, "max": 0.3, "step": 0.01}], "#
    + #""constraints": [{"metric": "spinTime", "max": 2.5}, "#
    + #"{"metric": "minStopInterval", "min": 0.12}, {"metric": "outOfOrder", "max": 0}]"#

  func fourReels(_ space: TuneWorkspace) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config("default")))
    var config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var drums = try #require(config["drums"] as? [[String: Any]])
    drums.append(drums[0])
    config["drums"] = drums
    config["name"] = "four"
    config["paytable"] = nil
    try space.write(
      "four.json",
      String(decoding: try JSONSerialization.data(withJSONObject: config), as: UTF8.self))
  }

  @Test func theFourReelSpecIsInfeasibleOnOutcomesThatRepresentTheMachine() throws {
    let space = try TuneWorkspace()
    try fourReels(space)
    try space.write("spec.json", #"{"base": "four.json", \#(Self.members)}"#)
    let run = try space.tune(["spec.json", "--budget", "30", "--out", "tuned.json"])
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.text.contains(
        "\njudged on: 32 sampled by weight (seeds 1 … 32), 21 covering every target, "
          + "up to 5 constructed extremes\n"))
    #expect(run.text.contains("\nresult: INFEASIBLE (the best candidate found still breaks"))
    let broken = TuneReport.rows(run.text, header: "constraint").filter { $0.last == "BROKEN" }
    #expect(broken.map(\.first).contains("outOfOrder ≤ 0 count"))
    #expect(try space.names() == ["four.json", "spec.json"])
  }

  @Test func theOldJudgingsAnswerFailsTheFreshCheck() throws {
    let space = try TuneWorkspace()
    try fourReels(space)
    try space.write(
      "spec.json",
      #"{"base": "four.json", \#(Self.members), "#
        + #""outcomes": {"mode": "all", "extremes": false, "check": 84}}"#)
    let run = try space.tune(["spec.json", "--budget", "30", "--out", "tuned.json"])
    #expect(run.status == 1, "\(run.errors)")
    let verdict = try #require(run.text.split(separator: "\n").first { $0.hasPrefix("result: ") })
    #expect(
      verdict.hasPrefix("result: INFEASIBLE: feasible on 21 judged outcomes, but violated on "))
    #expect(verdict.contains(" of 84 fresh outcomes: "))
    #expect(try space.names() == ["four.json", "spec.json"])
  }
}
