import Foundation
import TestSupport
import Testing

/// `reelsim simulate` shows the wild motion (issue 34): its table section and `wildMotion` in
/// JSON agree event for event with `--wild-trace`, which writes one block per drum; a machine
/// without moving wilds refuses `--wild-trace` (exit 64, nothing written).
@Suite struct SimulateWildMotionTests {
  /// The JSON summary of `arguments` as an object.
  func summary(_ arguments: [String]) throws -> [String: Any] {
    let run = try Reelsim.run(["simulate"] + arguments + ["--json"])
    #expect(run.status == 0, "\(run.errors)")
    return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
  }

  @Test func theStickyWildsWorkedSpinGrowsAndHoldsOnItsTicks() throws {
    let object = try summary([
      Repo.config("sticky-wilds"), "--seed", "5", "--targets", "10,7,10,8,10",
    ])
    let motion = try #require(object["wildMotion"] as? [String: Any])
    let events = try #require(motion["events"] as? [[String: Any]])
    let rows = events.prefix(14).map { event in
      "\(event["tick"] as? Int ?? -1) \(event["event"] as? String ?? "?") "
        + "\(event["drum"] as? Int ?? -1) \(event["row"] as? Int ?? -1)"
    }
    // The base window's expansions (drums 1 and 3), then free spin 1 (spins 692 ticks, the
    // spin's settle; drum 3 grows), then free spin 2 holding drum 3 while the others spin.
    #expect(
      rows == [
        "0 stepStarted -1 -1", "60 expandStarted 1 -1", "96 expandEnded 1 -1",
        "108 expandStarted 3 -1", "144 expandEnded 3 -1", "192 stepEnded -1 -1",
        "192 stepStarted -1 -1", "192 spinStarted -1 -1", "884 drumsSettled -1 -1",
        "944 expandStarted 3 -1", "980 expandEnded 3 -1", "1028 stepEnded -1 -1",
        "1028 stepStarted -1 -1", "1028 held 3 0",
      ])
    #expect(motion["endTick"] as? Int == 6400)
    #expect((motion["steps"] as? [Any])?.count == 9)
  }

  @Test func theWildTraceHasOneBlockPerDrumToTheMotionsEnd() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("walk.csv").path
    let arguments = [Repo.config("walking-wilds"), "--seed", "9", "--wild-trace", trace]
    let object = try summary(arguments)
    let motion = try #require(object["wildMotion"] as? [String: Any])
    let end = try #require(motion["endTick"] as? Int)
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.first == "time,tick,step,drum,spinning,held,walk,growTop,growBottom,growth")
    // 3 drums × (end + 1) ticks.
    #expect(lines.count == 1 + 3 * (end + 1))
    // The first walk (step 1 from tick 48, into drum 1 row 0): 1 drum right at its start,
    // arrived and held (mask 1) after 72 ticks.
    let drum1 = lines.dropFirst().map { $0.split(separator: ",") }.filter { $0[3] == "1" }
    #expect(drum1[48][6] == "1" && drum1[48][4] == "1")
    #expect(drum1[120][6] == "0" && drum1[120][5] == "1")
    let again = try Reelsim.run(["simulate"] + arguments + ["--json"])
    #expect(try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n") == lines)
    #expect(again.status == 0)
  }

  @Test func aMachineWithoutMovingWildsRefusesTheWildTrace() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("none.dat").path
    let run = try Reelsim.run(["simulate", Repo.config("classic"), "--wild-trace", trace])
    #expect(run.status == 64)
    #expect(run.errors.contains("--wild-trace needs a machine with moving wilds"))
    #expect(!FileManager.default.fileExists(atPath: trace))
  }
}
