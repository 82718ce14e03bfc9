import Foundation
import TestSupport
import Testing

/// Coin levels from the built binary on the shipped `Configs/classic-max-coin.json` (7 7 7
/// pays 1000 per coin but 5000 at 3 coins): `par`'s sections and RTP by coin in text and
/// JSON, `--coins` for the sheet and for `simulate`, the level recorded in a history line and
/// replayed, and a level above 100 % warned by `par` and `check`.
@Suite struct ParCoinsCommandTests {
  static let config = Repo.config("classic-max-coin")

  @Test func parPrintsEveryLevelAndTheRTPByCoin() throws {
    let run = try Reelsim.run(["par", Self.config, "--no-progress"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.text.split(separator: "\n").map(String.init)
    #expect(lines.contains("1 line, 1 coin of 1 per line, total bet 1"))
    #expect(lines.contains { $0.hasPrefix("return to player (RTP)  0.931656  244228 credits") })
    for row in [
      "1 coin       1          0.931656  0.000000   1000       32768.00",
      "2 coins      2          0.931656  0.000000   2000       32768.00",
      "3 coins      3          0.952001  +0.020345  5000       32768.00",
      "3 coins per line: total bet 3",
    ] {
      #expect(lines.contains(row), "\(row)")
    }
    #expect(
      lines.contains {
        $0.hasPrefix("7 × 3                   5000      not 3000 (3 × the one-coin pay): 8 hits")
      })
    #expect(!run.text.contains("warning"))
  }

  @Test func theJSONSheetHasEveryLevelAndTheSheetOfTheLevelAsked() throws {
    let run = try Reelsim.run(["par", Self.config, "--json", "--coins", "3", "--no-progress"])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    #expect(object["coins"] as? Int == 3 && object["totalBet"] as? Double == 3)
    #expect(formatted(object["rtp"]) == "0.952001")
    let levels = try #require(object["coinLevels"] as? [String: Any])
    #expect(levels["played"] as? Int == 3)
    let byCoin = try #require(levels["rtpByCoin"] as? [[String: Any]])
    #expect(byCoin.map { $0["coins"] as? Int } == [1, 2, 3])
    #expect(byCoin.map { formatted($0["rtp"]) } == ["0.931656", "0.931656", "0.952001"])
    let each = try #require(levels["levels"] as? [[String: Any]])
    let tops = each.map { ($0["topAward"] as? [String: Any])?["credits"] as? Double }
    #expect(tops == [1000, 2000, 5000])
    let overrides = try #require(each[2]["overrides"] as? [[String: Any]])
    #expect(overrides.count == 1 && overrides[0]["scaledPay"] as? Double == 3000)
  }

  func formatted(_ value: Any?) -> String {
    String(format: "%.6f", value as? Double ?? .nan)
  }

  @Test func simulatePaysTheLevelAndReplayPlaysItAgain() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var pays: [Double] = []
    for coins in [nil, "2", "3"] as [String?] {
      let run = try Reelsim.run(
        ["simulate", Self.config, "--targets", "0,2,4", "--json", "--history", "h.jsonl"]
          + (coins.map { ["--coins", $0] } ?? []), in: folder)
      #expect(run.status == 0, "\(run.errors)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
      #expect(object["coins"] as? Int == Int(coins ?? "1"))
      pays.append(object["pay"] as? Double ?? -1)
    }
    #expect(pays == [1000, 2000, 5000])
    let history = try String(
      contentsOf: folder.appendingPathComponent("h.jsonl"), encoding: .utf8)
    #expect(history.contains(#""coins":3"#))
    let replay = try Reelsim.run(["replay", "h.jsonl"], in: folder)
    #expect(replay.status == 0, "\(replay.text)\(replay.errors)")
    #expect(replay.text.contains("all 3 spins replay identically"))
  }

  /// 7 7 7 at 3 coins paying 500000: that level returns 5.987401, warned by `par` (whose sheet
  /// is the first level's, 0.931656) and by `check` at `paytable.coins`.
  @Test func aLevelAboveOneHundredPercentIsWarned() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Self.config, encoding: .utf8)
    #expect(text.contains("\"pay\": 5000\n"))
    try Data(text.replacingOccurrences(of: "\"pay\": 5000\n", with: "\"pay\": 500000\n").utf8)
      .write(to: folder.appendingPathComponent("w.json"))
    let par = try Reelsim.run(["par", "w.json", "--no-progress"], in: folder)
    #expect(par.status == 0, "\(par.errors)")
    #expect(
      par.text.contains(
        "warning: at 3 coins, the total RTP 5.987401 is above 1: the machine pays out more than "
          + "it takes"))
    let check = try Reelsim.run(["check", "w.json"], in: folder)
    #expect(check.status == 0)
    #expect(
      (check.text + check.errors).contains(
        "warning: w.json: paytable.coins: at 3 coins, the total RTP is 5.987401, above 1"))
  }
}
