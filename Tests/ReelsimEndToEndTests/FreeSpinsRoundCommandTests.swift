import Foundation
import TestSupport
import Testing

/// A spin that triggers free spins plays its round in `simulate` (table and JSON), `replay`
/// re-plays it (and still replays a line recorded before rounds were played), and a round that
/// differs is reported by its JSON path. `Configs/ways-243-free-spins.json` seed 12 lands 4
/// scatters: 8 free spins at ×2.
@Suite struct FreeSpinsRoundCommandTests {
  static let config = "ways-243-free-spins"

  @Test func simulatePlaysTheRoundInTheTable() throws {
    let run = try Reelsim.run(["simulate", Repo.config(Self.config), "--seed", "12"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.text.hasSuffix(
        """
        total pay: 1.5
        free spins: 4 scatters award 8 free spins (wins × 2, retriggers on)
        free spin  result code  scatters  retrigger  pay  left
        1          9-2-0-2-3    0                    0.7  7
        2          4-2-3-1-9    1                    0    6
        3          8-1-5-6-6    1                    0    5
        4          2-7-6-2-7    2                    0.4  4
        5          8-2-3-9-6    1                    0    3
        6          0-0-5-9-5    2                    0    2
        7          7-5-3-3-7    1                    0.8  1
        8          9-0-2-7-1    0                    0.9  0
        feature win: 2.8 over 8 free spins; with the spin's 1.5: 4.3

        """), "\(run.text)")
  }

  /// The JSON round checked against the config itself: each free spin's window is the
  /// feature strips' at its stops, its pay twice its wins, its scatters counted in the window,
  /// and the spins left add up.
  @Test func theJSONRoundAgreesWithTheConfig() throws {
    let summary = try Reelsim.summary([Repo.config(Self.config), "--seed", "12"])
    let round = try #require(summary["freeSpins"] as? [String: Any])
    #expect(round["scatters"] as? Int == 4 && round["awarded"] as? Int == 8)
    #expect(round["played"] as? Int == 8 && round["truncated"] as? Bool == false)
    let spins = try #require(round["spins"] as? [[String: Any]])
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(try Repo.bytes(Self.config))) as? [String: Any])
    let paytable = try #require(config["paytable"] as? [String: Any])
    let feature = try #require(paytable["freeSpins"] as? [String: Any])
    let drums =
      (feature["strips"] as? [[String]])
      ?? (config["drums"] as? [[String: Any]])?.map {
        $0["strip"] as? [String] ?? []
      }
    let strips = try #require(drums)
    var left = 8
    var total = 0.0
    for (index, spin) in spins.enumerated() {
      #expect(spin["spin"] as? Int == index + 1)
      let stops = try #require(spin["stops"] as? [Int])
      #expect(spin["resultCode"] as? String == stops.map(String.init).joined(separator: "-"))
      // Rows top first: the result row is the middle one, the strip read upwards above it.
      let window = try #require(spin["window"] as? [[String]])
      for (drum, stop) in stops.enumerated() {
        let strip = strips[drum]
        let column = (0..<3).map { row in strip[(stop + 1 - row + strip.count) % strip.count] }
        #expect(window.map { $0[drum] } == column, "spin \(index + 1), drum \(drum)")
      }
      let scatters = window.joined().filter { $0 == "SCATTER" }.count
      #expect(spin["scatters"] as? Int == scatters)
      let wins = try #require(spin["wins"] as? [[String: Any]])
      let pay = try #require(spin["pay"] as? Double)
      #expect(abs(pay - 2 * wins.reduce(0) { $0 + ($1["pay"] as? Double ?? 0) }) < 1e-12)
      left += (spin["retrigger"] as? Int ?? -1) - 1
      #expect(spin["remaining"] as? Int == left)
      total += pay
    }
    #expect(left == 0)
    #expect(abs((round["pay"] as? Double ?? 0) - total) < 1e-12)
    #expect(
      abs((round["totalPay"] as? Double ?? 0) - total - (summary["pay"] as? Double ?? 0)) < 1e-12)
    // A spin without a trigger has no round.
    let plain = try Reelsim.summary([Repo.config(Self.config), "--seed", "1"])
    let trigger = try #require(plain["freeSpins"] as? [String: Any])
    #expect(trigger["awarded"] as? Int == 0 && trigger["spins"] == nil)
  }

  @Test func replayPlaysTheRoundAgainAndReadsOlderLines() throws {
    let workspace = try RegressWorkspace(configs: [Self.config])
    for seed in ["12", "30"] {
      let run = try workspace.run(
        ["simulate", "\(Self.config).json", "--seed", seed, "--history", "h.jsonl"])
      #expect(run.status == 0, "\(run.errors)")
    }
    let replay = try workspace.run(["replay", "h.jsonl"])
    #expect(replay.status == 0, "\(replay.text)\(replay.errors)")
    #expect(replay.text.hasSuffix("all 2 spins replay identically\n"))
    let lines = try workspace.text("h.jsonl").split(separator: "\n").map(String.init)
    // A line recorded before rounds were played has the trigger only: it still replays.
    var older = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    var summary = try #require(older["summary"] as? [String: Any])
    var trigger = try #require(summary["freeSpins"] as? [String: Any])
    for key in ["pay", "played", "retriggered", "spins", "totalPay", "truncated"] {
      #expect(trigger.removeValue(forKey: key) != nil, "\(key)")
    }
    summary["freeSpins"] = trigger
    older["summary"] = summary
    let olderLine = String(
      decoding: try JSONSerialization.data(withJSONObject: older, options: [.sortedKeys]),
      as: UTF8.self)
    try workspace.write("old.jsonl", olderLine + "\n")
    let old = try workspace.run(["replay", "old.jsonl"])
    #expect(old.status == 0, "\(old.text)\(old.errors)")
    // A tampered free spin is reported by its path.
    let tampered = lines[0].replacingOccurrences(
      of: #""pay":0.7,"#, with: #""pay":0.75,"#)
    #expect(tampered != lines[0])
    try workspace.write("bad.jsonl", tampered + "\n" + lines[1] + "\n")
    let bad = try workspace.run(["replay", "bad.jsonl"])
    #expect(bad.status == 1)
    #expect(bad.text.contains("summary.freeSpins.spins[0].pay  0.75 → 0.7"), "\(bad.text)")
  }
}
