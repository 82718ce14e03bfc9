import Foundation
import TestSupport
import Testing

/// The honest headline of `reelsim par` and the pay warnings of `par` and `check`: a total
/// RTP above 1, and a top award rarer than 1 in 100 million games unless the config says its
/// odds are shown (`paytable.topAwardOddsShown`).
@Suite struct ParHeadlineCommandTests {
  /// A copy of the shipped config `name` with `edits`, in a fresh folder.
  func edited(_ name: String, _ edits: [(String, String?)]) throws -> (URL, String) {
    try JSONEdit.shippedCopy(name, edits)
  }

  /// The default machine with its 7 × 3 paying 3000 instead of 300: RTP above 1 (44530 +
  /// 40 × 2700 = 152530 credits of 46305 bet: 3.294029), warned on the sheet and by `check`.
  @Test func aMachineAboveOneHundredPercentIsWarned() throws {
    let (folder, file) = try edited("default", [("paytable.pays[0].pay", "3000")])
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = try Reelsim.run(["par", file, "--no-progress"])
    #expect(table.status == 0, "\(table.errors)")
    let lines = table.text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("return to player (RTP)  3.294029 ") && $0.contains(" 152530 credits")
      })
    #expect(
      lines.contains(
        "warning: the total RTP 3.294029 is above 1: the machine pays out more than it takes "
          + "(check the pays and the multiplier rule)"))
    let json = try Reelsim.run(["par", file, "--json", "--no-progress"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    let warnings = try #require(object["warnings"] as? [String])
    #expect(warnings.count == 1 && warnings[0].hasPrefix("warning: the total RTP 3.294029"))
    let check = try Reelsim.run(["check", file])
    #expect(check.status == 0, "\(check.errors)")
    #expect(check.text.contains("paytable: the total RTP is 3.294029, above 1"), "\(check.text)")
    #expect(try Reelsim.run(["check", "--strict", file]).status == 1)
  }

  /// The 256-stop virtual reels: the top award (6960 credits) comes 1 in 274877906944 games.
  @Test func aRareTopAwardIsWarnedUnlessItsOddsAreShown() throws {
    let plain = try Reelsim.run(["par", Repo.config("virtual-reels-5x256"), "--no-progress"])
    #expect(plain.status == 0, "\(plain.errors)")
    #expect(plain.text.contains("top award               6960"))
    #expect(
      plain.text.contains(
        "warning: the top award (6960 credits) comes 1 in 274877906944.00 games, rarer than 1 "
          + "in 100000000"))
    let (folder, file) = try edited(
      "virtual-reels-5x256", [("paytable.topAwardOddsShown", "true")])
    defer { try? FileManager.default.removeItem(at: folder) }
    let shown = try Reelsim.run(["par", file, "--json", "--no-progress"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: shown.output) as? [String: Any])
    #expect(object["warnings"] as? [String] == [])
    let top = try #require(object["topAward"] as? [String: Any])
    #expect(top["oddsMustBeShown"] as? Bool == true && top["oddsShown"] as? Bool == true)
    #expect(top["hits"] as? Int == 4 && top["scope"] as? String == "spin")
    let check = try Reelsim.run(["check", file])
    #expect(!check.text.contains("topAwardOddsShown"), "\(check.text)")
    #expect(
      try Reelsim.run(["check", Repo.config("virtual-reels-5x256")]).text.contains(
        "paytable.topAwardOddsShown: the top award (6960 credits) comes 1 in"))
  }

  @Test func aFlagThatIsNotABooleanIsOneLine() throws {
    let (folder, file) = try edited("default", [("paytable.topAwardOddsShown", #""yes""#)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["par", file])
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    let errors = run.errors.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(errors.count == 1, "\(run.errors)")
    #expect(errors.first?.contains("paytable.topAwardOddsShown") == true, "\(run.errors)")
  }
}
