import Foundation
import TestSupport
import Testing

/// `reelsim simulate --from-result CODE --hold LIST`: the held drums stay where the previous
/// outcome left them, the others spin again; bad input is one error line, a documented exit
/// code and nothing written.
@Suite struct RespinCommandTests {
  static let respin = ["--from-result", "3-17-5", "--hold", "0,2"]

  @Test func heldColumnsStayAndTheOthersSpinAgain() throws {
    let previous = try Reelsim.summary(["--targets", "3-17-5"])
    let respin = try Reelsim.summary(Self.respin + ["--seed", "5"])
    let drums = try #require(respin["drums"] as? [[String: Any]])
    #expect(drums.map { $0["strategy"] as? String } == ["held", "wait", "held"])
    #expect(drums.map { $0["target"] as? Int } == [3, 15, 5])
    #expect(drums[0]["offset"] as? Double == 300 && drums[0]["revolutions"] as? Double == 0)
    #expect(respin["resultCode"] as? String == "3-15-5")
    let before = try #require(previous["window"] as? [[String]])
    let after = try #require(respin["window"] as? [[String]])
    #expect(after.count == before.count)
    for (old, new) in zip(before, after) { #expect(old[0] == new[0] && old[2] == new[2]) }
    // Deterministic, byte for byte.
    let first = try Reelsim.run(["simulate", "--json"] + Self.respin + ["--seed", "5"])
    let again = try Reelsim.run(["simulate", "--json"] + Self.respin + ["--seed", "5"])
    #expect(first.output == again.output)
  }

  @Test func theTraceOfAHeldDrumIsItsRestOnEveryRow() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["simulate", "--trace", "t.csv"] + Self.respin, in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let text = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
    for drum in ["0", "2"] {
      let held = rows.filter { $0[2] == Substring(drum) }
      #expect(held.count == 1)  // tick 0: it rests there from the start
      let rest = drum == "0" ? "300" : "500"
      #expect(held.allSatisfy { $0[3] == "stopped" && $0[4] == "0" && $0[5] == Substring(rest) })
    }
    #expect(rows.filter { $0[2] == "1" }.count > 100)
  }

  @Test func aControlsFileRespinsLikeTheOptions() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("c.json")
    try Data(#"{"respin": {"from": "3-17-5", "hold": [0, 2]}}"#.utf8).write(to: file)
    let byFile = try Reelsim.run(
      ["simulate", "--json", "--controls", "c.json", "--seed", "5"], in: folder)
    let byOptions = try Reelsim.run(["simulate", "--json", "--seed", "5"] + Self.respin)
    #expect(byFile.status == 0, "\(byFile.errors)")
    #expect(byFile.output == byOptions.output)
  }

  static let badFiles: [(file: String, extra: [String], status: Int32, error: String)] = [
    (
      #"{"respin": {"from": "3-17-5", "hold": [0, 9]}}"#, [], 65,
      "error: c.json: respin.hold[1]: drum 9 is not a drum of the machine (allowed: 0 ... 2)"
    ),
    (
      #"{"respin": {"from": "3-17", "hold": [0]}}"#, [], 65,
      "error: c.json: respin.from: result code \"3-17\" has 2 stops for 3 drums (allowed: one "
        + "strip index per drum, joined by '-')"
    ),
    (
      #"{"respin": {"from": "3-17-5", "hold": [0], "held": [1]}}"#, [], 65,
      "error: c.json: respin.held: unknown key; did you mean hold? (allowed: from, hold)"
    ),
    (
      #"{"respin": {"from": "3-17-5", "hold": [0]}}"#, ["--from-result", "1-1-1", "--hold", "1"],
      64,
      "error: --from-result: the controls file c.json already respins (allowed: one of them) "
        + "(see 'reelsim simulate --help')"
    ),
  ]

  @Test(arguments: badFiles.indices)
  func aBadRespinInAControlsFileIsOneLineAtItsPath(index: Int) throws {
    let (text, extra, status, error) = Self.badFiles[index]
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(text.utf8).write(to: folder.appendingPathComponent("c.json"))
    let run = try Reelsim.run(
      ["simulate", "--controls", "c.json", "--trace", "t.csv"] + extra, in: folder)
    #expect(run.status == status)
    #expect(run.errorLines == [Substring(error)])
    #expect(run.output.isEmpty)
    #expect(try contents(of: folder) == ["c.json"])
  }

  static let badInput: [(arguments: [String], status: Int32, error: String)] = [
    (
      ["--from-result", "3-17-5"], 64,
      "error: --from-result and --hold go together (see 'reelsim simulate --help')"
    ),
    (
      ["--from-result", "3-x-5", "--hold", "0"], 64,
      "error: --from-result: result code \"3-x-5\": stop 1 is \"x\", not a strip index (allowed: "
        + "strip indices from 0 joined by '-', one per drum, e.g. 3-17-5) (see 'reelsim simulate --help')"
    ),
    (
      ["--from-result", "3-17-5", "--hold", "0,,2"], 64,
      "error: --hold: \"\" is not a drum index (allowed: drum indices from 0, comma-separated, e.g. "
        + "0,2) (see 'reelsim simulate --help')"
    ),
    (
      ["--from-result", "3-17-5", "--hold", "2,2"], 64,
      "error: --hold: drum 2 is listed twice (allowed: each drum once) (see 'reelsim simulate --help')"
    ),
    (
      ["--from-result", "3-17-5", "--hold", "0", "--history", "h.jsonl"], 64,
      "error: --from-result cannot go with --save-at or --history (a snapshot or history line "
        + "does not record a respin yet) (see 'reelsim simulate --help')"
    ),
    (
      ["--from-result", "3-17", "--hold", "0"], 65,
      "error: --from-result: result code \"3-17\" has 2 stops for 3 drums (allowed: one strip "
        + "index per drum, joined by '-')"
    ),
    (
      ["--from-result", "3-21-5", "--hold", "0"], 65,
      "error: --from-result: result code \"3-21-5\": drum 1: stop 21 is off the strip (allowed: 0 ... 20)"
    ),
    (
      ["--from-result", "3-17-5", "--hold", "3"], 65,
      "error: --hold: drum 3 is not a drum of the machine (allowed: 0 ... 2)"
    ),
    (
      ["--from-result", "3-17-5", "--hold", "2,0,1"], 65,
      "error: --hold: holds every drum, so nothing would spin (allowed: at most 2 of the 3 drums)"
    ),
    (
      ["--from-result", "3-17-5", "--hold", "0", "--targets", "4,0,0"], 65,
      "error: --targets: 4 moves held drum 0 (allowed: its rest stop 3)"
    ),
    (
      [Repo.config("wheel"), "--from-result", "0", "--hold", "0"], 65,
      "error: --hold: the machine has one drum (a prize wheel or a single reel): holding it "
        + "leaves nothing to respin (allowed: a machine of 2 or more drums)"
    ),
  ]

  @Test(arguments: badInput.indices)
  func badInputIsOneLineAndWritesNothing(index: Int) throws {
    let (arguments, status, error) = Self.badInput[index]
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["simulate", "--trace", "t.csv"] + arguments, in: folder)
    #expect(run.status == status, "\(arguments)")
    #expect(run.errorLines == [Substring(error)], "\(arguments)")
    #expect(run.output.isEmpty)
    #expect(try contents(of: folder).isEmpty)
  }
}
