import Foundation
import TestSupport
import Testing

/// The pay rules from the built binary: `par` and `simulate` on the shipped classic 3-reel
/// (groups, cherries anywhere, multiplier symbols) and 243-ways machines.
@Suite struct PayRulesCommandTests {
  @Test func theClassicBarsSheetAndAMultipliedWin() throws {
    let par = try Reelsim.run(["par", Repo.config("classic-bars"), "--json"])
    #expect(par.status == 0, "\(par.errors)")
    let sheet = try #require(try JSONSerialization.jsonObject(with: par.output) as? [String: Any])
    #expect(sheet["returnPerCycle"] as? Double == 10316)
    #expect(sheet["hits"] as? Int == 3167)
    let lab = try #require(sheet["lab"] as? [String: Any])
    let top = try #require(lab["topAward"] as? [String: Any])
    #expect(top["credits"] as? Double == 400 && top["oddsMustBeShown"] as? Bool == false)
    // BAR DD TD on the centre line: BAR × 3 read through the ×2 wild and the ×3 TD.
    let summary = try Reelsim.summary([Repo.config("classic-bars"), "--targets", "2,10,18"])
    let wins = try #require(summary["wins"] as? [[String: Any]])
    #expect(wins.count == 1)
    #expect(wins.first?["symbol"] as? String == "BAR")
    #expect(wins.first?["multiplier"] as? Double == 6)
    #expect(wins.first?["pay"] as? Double == 18)
    let table = try Reelsim.run(["simulate", Repo.config("classic-bars"), "--targets", "2,10,18"])
    #expect(table.text.contains("line  symbol  count  multiplier  pay\n0     BAR     3      ×6"))
  }

  @Test func theWaysSheetAndAWaysWin() throws {
    let par = try Reelsim.run(["par", Repo.config("ways-243")])
    #expect(par.status == 0, "\(par.errors)")
    #expect(par.text.contains("by ways, bet 1 per spin, wild WILD, scatter SCATTER\n"))
    #expect(par.text.contains("return to player (RTP)  0.982476  "))
    #expect(par.text.contains("\nways win   pay   credits  hits per cycle  probability per spin"))
    // K on drums 0, 1 and 2 in three different rows: one way.
    let summary = try Reelsim.summary([Repo.config("ways-243"), "--targets", "0,0,0,0,0"])
    let wins = try #require(summary["wins"] as? [[String: Any]])
    #expect(wins.count == 1)
    #expect(wins.first?["symbol"] as? String == "K" && wins.first?["ways"] as? Int == 1)
    #expect(wins.first?["line"] is NSNull && wins.first?["pay"] as? Double == 0.05)
  }
}
