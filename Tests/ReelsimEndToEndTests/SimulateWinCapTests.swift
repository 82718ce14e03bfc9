import Foundation
import TestSupport
import Testing

/// The max win cap from the built binary: `simulate` says what a spin and its free-spins round
/// win before the cap, what they pay and whether the cap cut them ("capped at N × bet"), the
/// history line keeps the paid win and `replay` names a changed one (a line written before
/// `maxWin` still replays).
@Suite struct SimulateWinCapTests {
  /// 3 drums, one line, cap 20 × bet: A A A (targets 0-0-0) pays 50; S S S (2-2-2) awards 4
  /// free spins paying 8 each, a round of 32 capped on its third free spin.
  static let config = """
    {"name": "capped", "symbols": ["A", "K", "S"],
     "drums": [{"strip": ["A", "K", "S", "K", "A", "K"]}, {"strip": ["A", "K", "S", "K", "A", "K"]},
               {"strip": ["A", "K", "S", "K", "A", "K"]}],
     "paytable": {"bet": 1, "scatter": "S", "lines": [[1, 1, 1]], "maxWin": 20,
       "pays": [{"symbol": "A", "count": 3, "pay": 50}, {"symbol": "K", "count": 3, "pay": 8}],
       "freeSpins": {"awards": [{"count": 3, "spins": 4}], "multiplier": 1, "retrigger": false,
         "strips": [["K", "K", "K"], ["K", "K", "K"], ["K", "K", "K"]]}}}
    """

  static func workspace() throws -> RegressWorkspace {
    let workspace = try RegressWorkspace(configs: [])
    try workspace.write("capped.json", config)
    return workspace
  }

  @Test func theSummaryAndTheTableSayWhatTheCapDid() throws {
    let workspace = try Self.workspace()
    let spin = try workspace.run(["simulate", "capped.json", "--targets", "0-0-0", "--json"])
    #expect(spin.status == 0, "\(spin.errors)")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: spin.output) as? [String: Any])
    #expect(summary["pay"] as? Double == 50)
    let cap = try #require(summary["maxWin"] as? [String: Any])
    #expect(cap["cap"] as? Double == 20 && cap["capCredits"] as? Double == 20)
    #expect(cap["uncappedWin"] as? Double == 50 && cap["win"] as? Double == 20)
    #expect(cap["capped"] as? Bool == true && cap["paid"] as? Double == 20)
    #expect(cap["round"] == nil)

    let round = try workspace.run(["simulate", "capped.json", "--targets", "2-2-2"])
    #expect(round.status == 0, "\(round.errors)")
    #expect(
      round.text.hasSuffix(
        """
        feature win: 32 over 4 free spins; with the spin's 0: 32
        max win cap: 20 × total bet (20 credits), on the spin and on its free-spins round
          spin: 0, not capped
          free spins: capped at 20 × bet on free spin 3: pays 20 (32 before the cap; 1 free spin after it pay nothing more)
        paid: 20

        """), "\(round.text)")
  }

  /// The line's summary has the paid win: replayed, it matches; edited, replay names it.
  @Test func theHistoryKeepsThePaidWin() throws {
    let workspace = try Self.workspace()
    let simulate = try workspace.run(
      ["simulate", "capped.json", "--targets", "2-2-2", "--history", "h.jsonl"])
    #expect(simulate.status == 0, "\(simulate.errors)")
    let line = try workspace.text("h.jsonl")
    #expect(line.contains(#""round":{"capped":true,"cappedAtSpin":3,"uncappedWin":32,"win":20}"#))
    let replay = try workspace.run(["replay", "h.jsonl"])
    #expect(replay.status == 0, "\(replay.text)\(replay.errors)")
    try workspace.edit(
      "h.jsonl", replacing: #""uncappedWin":32,"win":20"#, with: #""uncappedWin":32,"win":32"#)
    let differs = try workspace.run(["replay", "h.jsonl"])
    #expect(differs.status == 1, "\(differs.text)\(differs.errors)")
    #expect(differs.text.contains("summary.maxWin.round.win"), "\(differs.text)")

    // A line written before the cap was applied (no `maxWin`) still replays.
    let bare = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("h.jsonl")))
        as? [String: Any])
    var summary = try #require(bare["summary"] as? [String: Any])
    summary["maxWin"] = nil
    var old = bare
    old["summary"] = summary
    try JSONSerialization.data(withJSONObject: old).write(to: workspace.url("h.jsonl"))
    let older = try workspace.run(["replay", "h.jsonl"])
    #expect(older.status == 0, "\(older.text)\(older.errors)")
  }
}
