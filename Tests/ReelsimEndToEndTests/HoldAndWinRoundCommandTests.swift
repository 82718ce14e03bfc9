import Foundation
import TestSupport
import Testing

/// `reelsim simulate Configs/hold-and-win.json`: a window at rest with 6 or more COINs plays
/// the respin round step by step (table and JSON), by the feature's rules, the same for the
/// same seed; a window with fewer says it did not trigger.
@Suite struct HoldAndWinRoundCommandTests {
  func round(seed: Int) throws -> [String: Any] {
    let run = try Reelsim.run([
      "simulate", Repo.config("hold-and-win"), "--seed", "\(seed)", "--json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    return try #require(object["holdAndWin"] as? [String: Any])
  }

  @Test(arguments: [184, 218])
  func theRoundFollowsTheRules(seed: Int) throws {
    let round = try round(seed: seed)
    #expect(round["triggered"] as? Bool == true)
    let start = try #require(round["start"] as? [[String: Any]])
    #expect(start.count == round["bonusSymbols"] as? Int && start.count >= 6)
    var held = Set(start.compactMap { $0["cell"] as? Int })
    var values = start.compactMap { $0["value"] as? Double }
    var left = 3
    let respins = try #require(round["respins"] as? [[String: Any]])
    for respin in respins {
      #expect(respin["before"] as? Int == left)
      let landed = try #require(respin["landed"] as? [[String: Any]])
      for cell in landed {
        let index = try #require(cell["cell"] as? Int)
        #expect(!held.contains(index), "a held cell never lands again")
        held.insert(index)
        values.append(try #require(cell["value"] as? Double))
      }
      left = landed.isEmpty ? left - 1 : 3
      #expect(respin["after"] as? Int == left)
      #expect(respin["held"] as? Int == held.count)
    }
    #expect(left == 0 || held.count == 15)
    #expect(respins.contains { ($0["landed"] as? [Any])?.isEmpty == false })
    let full = held.count == 15
    #expect(round["full"] as? Bool == full)
    #expect(round["award"] as? Double == values.reduce(0, +) + (full ? 1000 : 0))
    #expect(round["awardCredits"] as? Double == (round["award"] as? Double ?? 0) * 10)
  }

  @Test func theTableShowsTheRoundAndTheSameSeedPlaysTheSameRound() throws {
    let arguments = ["simulate", Repo.config("hold-and-win"), "--seed", "218"]
    let first = try Reelsim.run(arguments)
    let second = try Reelsim.run(arguments)
    #expect(first.status == 0 && first.output == second.output)
    let lines = first.text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "hold and win: 6 COIN held (6 or more start a round), 3 respins, reset when a COIN lands"))
    #expect(lines.contains { $0.hasPrefix("respin  left  landed") })
    #expect(lines.contains("award: 14 × the total bet = 140 credits over 9 respins"))
  }

  @Test func aWindowWithFewerBonusSymbolsDoesNotTrigger() throws {
    let round = try round(seed: 1)
    #expect(round["triggered"] as? Bool == false)
    #expect(round["bonusSymbols"] as? Int == 1 && round["respins"] == nil)
  }
}
