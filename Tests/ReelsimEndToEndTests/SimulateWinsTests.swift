import Foundation
import TestSupport
import Testing

/// `reelsim simulate`'s wins, pay and result code, and result codes as `--targets`.
@Suite struct SimulateWinsTests {
  @Test func jsonHasTheWinsThePayAndTheResultCode() throws {
    let summary = try Reelsim.summary(["--targets", "11,15,20"])
    #expect(summary["resultCode"] as? String == "11-15-20")
    #expect(summary["pay"] as? Double == 12)
    let wins = try #require(summary["wins"] as? [[String: Any]])
    #expect(wins.map { $0["line"] as? Int } == [1, 3])
    #expect(wins.map { $0["symbol"] as? String } == ["CHERRY", "CHERRY"])
    #expect(wins.map { $0["count"] as? Int } == [1, 2])
    #expect(wins.map { $0["pay"] as? Double } == [2, 10])
    let classic = try Reelsim.summary([Repo.config("classic")])
    #expect((classic["wins"] as? [Any])?.isEmpty == true)
    #expect(classic["pay"] is NSNull)
  }

  @Test func theTableShowsTheWinsAfterTheWindow() throws {
    let run = try Reelsim.run(["simulate", "--targets", "11-15-20"])
    #expect(run.status == 0)
    #expect(
      run.text.hasSuffix(
        """
          BELL    REPLAY      BELL

        result code: 11-15-20
        wins (bet 1 per line, 5 lines, total bet 5):
        line  symbol  count  pay
        1     CHERRY  1      2
        3     CHERRY  2      10
        total pay: 12

        """))
  }

  @Test func aResultCodeIsTheSameSpinAsItsTargets() throws {
    let code = try Reelsim.run(["simulate", "--json", "--targets", "3-17-5"])
    let list = try Reelsim.run(["simulate", "--json", "--targets", "3,17,5"])
    #expect(code.status == 0 && code.output == list.output)
    let long = try Reelsim.run([
      "simulate", "--json", "--targets",
      "3-17-5:BELL.7.BAR/CHERRY.BELL.WATERMELON/BELL.REPLAY.BELL",
    ])
    #expect(long.status == 65)
    #expect(long.errors.hasPrefix("error: --targets: result code \"3-17-5:BELL.7.BAR/"))
    #expect(long.errors.contains("is not what the stops show (allowed: \""))
    let bad = try Reelsim.run(["simulate", "--targets", "3-17"])
    #expect(bad.status == 65)
    #expect(
      bad.errors
        == "error: --targets: result code \"3-17\" has 2 stops for 3 drums (allowed: one strip "
        + "index per drum, joined by '-')\n")
  }

  @Test func aHistoryOfResultCodeSpinsReplays() throws {
    let workspace = try RegressWorkspace(configs: ["video-5reel"])
    for targets in ["5-4-4-5-12", "0-1-2-3-4"] {
      let run = try workspace.run([
        "simulate", "video-5reel.json", "--targets", targets, "--history", "h.jsonl",
      ])
      #expect(run.status == 0, "\(run.errors)")
    }
    let history = try workspace.text("h.jsonl")
    #expect(history.contains(#""resultCode":"5-4-4-5-12""#))
    #expect(history.contains(#""symbol":"SCATTER""#))
    let replay = try workspace.run(["replay", "h.jsonl"])
    #expect(replay.status == 0, "\(replay.text)")
    #expect(replay.text.hasSuffix("all 2 spins replay identically\n"))
  }

  @Test func aHistoryRecordedBeforeResultCodesStillReplays() throws {
    let workspace = try RegressWorkspace(configs: ["classic"])
    let run = try workspace.run(["simulate", "classic.json", "--seed", "4", "--history", "h.jsonl"])
    #expect(run.status == 0, "\(run.errors)")
    let line = try workspace.text("h.jsonl")
    let old = line.replacingOccurrences(
      of: #""pay":null,"resultCode":"[0-9-]+","#, with: "", options: .regularExpression
    ).replacingOccurrences(of: #","wins":[]"#, with: "")
    #expect(!old.contains("resultCode") && !old.contains("wins") && old.count < line.count)
    try workspace.write("old.jsonl", old)
    let replay = try workspace.run(["replay", "old.jsonl"])
    #expect(replay.status == 0, "\(replay.text)")
    // A record that has the keys is still compared on them.
    try workspace.write(
      "bad.jsonl", line.replacingOccurrences(of: #""wins":[]"#, with: #""wins":[1]"#))
    #expect(try workspace.run(["replay", "bad.jsonl"]).status == 1)
  }
}
