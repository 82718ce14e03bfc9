import Foundation
import TestSupport
import Testing

/// `reelsim par` and `simulate` on the wild-feature machines (`paytable.wilds`), and bad
/// `paytable.wilds` input: one line with its JSON path, exit 65.
@Suite struct ParWildFeaturesCommandTests {
  /// A copy of the shipped config `name` with `edits`, in a fresh folder.
  func edited(_ name: String, _ edits: [(String, String?)]) throws -> (URL, String) {
    try JSONEdit.shippedCopy(name, edits)
  }

  @Test func theStickyWildsSheetLeadsWithTheTotalAndNamesItsMethods() throws {
    let table = try Reelsim.run(["par", Repo.config("sticky-wilds"), "--no-progress"])
    #expect(table.status == 0, "\(table.errors)")
    let lines = table.text.split(separator: "\n").map(String.init)
    #expect(
      lines.count > 2 && lines[1].hasPrefix("return to player (RTP)  0.9")
        && lines[1].hasSuffix("(exact)"))
    #expect(
      lines.contains { $0.hasPrefix("base game (expanding wilds)") && $0.contains("closed form") })
    #expect(
      lines.contains {
        $0.hasPrefix("free spins (sticky wilds)") && $0.contains("Markov chain per drum")
      })
    let json = try Reelsim.run(["par", Repo.config("sticky-wilds"), "--json", "--no-progress"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    let parts = try #require(object["parts"] as? [[String: Any]])
    let rtp = try #require(object["rtp"] as? Double)
    let sum = parts.compactMap { $0["rtp"] as? Double }.reduce(0, +)
    #expect(abs(sum - rtp) <= 1e-12)
    let shares = parts.compactMap { $0["share"] as? Double }.reduce(0, +)
    #expect(abs(shares - 1) <= 1e-12)
  }

  @Test func simulateShowsTheWildFeaturesGame() throws {
    let run = try Reelsim.run([
      "simulate", Repo.config("sticky-wilds"), "--seed", "5", "--targets", "10,7,10,8,10", "--json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let game = try #require(object["wildFeatures"] as? [String: Any])
    let steps = try #require(game["steps"] as? [[String: Any]])
    // The base window and 8 free spins; drums 1 and 3 expand in the base window.
    #expect(steps.count == 9)
    #expect(steps[0]["expanded"] as? [Int] == [1, 3])
    // A held cell stays held: each free spin's held masks contain the previous ones.
    var before = [Int](repeating: 0, count: 5)
    for step in steps.dropFirst() {
      let held = try #require(step["held"] as? [Int])
      #expect(zip(before, held).allSatisfy { $0 & $1 == $0 })
      before = held
    }
    let pays = steps.compactMap { $0["pay"] as? Double }.reduce(0, +)
    #expect(abs(pays - (game["total"] as? Double ?? -1)) <= 1e-9)
  }

  /// The base window pays as the maths pays it, after its wilds expanded: seed 25 lands a
  /// window that pays nothing as landed (BAR PLUM WILD WILD CHERRY on the bottom row) and 40
  /// once drums 2 and 3 are wild (BAR × 4 on line 4 pays 30, LEMON × 4 on lines 8 and 9 pay 5
  /// each). The wins table, the JSON `pay` and `wins` and the wild features' base part agree.
  @Test func simulatePaysTheBaseWindowAfterItsWildsExpand() throws {
    let run = try Reelsim.run(["simulate", Repo.config("sticky-wilds"), "--seed", "25", "--json"])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let game = try #require(object["wildFeatures"] as? [String: Any])
    #expect(object["pay"] as? Double == 40)
    #expect(game["base"] as? Double == 40)
    let wins = try #require(object["wins"] as? [[String: Any]])
    #expect(wins.map { $0["symbol"] as? String } == ["BAR", "LEMON", "LEMON"])
    #expect(wins.compactMap { $0["pay"] as? Double }.reduce(0, +) == 40)
    let shown = try #require(game["shownWindow"] as? [[String]])
    #expect(shown[2] == ["BAR", "PLUM", "WILD", "WILD", "CHERRY"])
    #expect(shown.allSatisfy { $0[2] == "WILD" && $0[3] == "WILD" })
    let table = try Reelsim.run(["simulate", Repo.config("sticky-wilds"), "--seed", "25"])
    #expect(table.text.contains("(the window after WILD expanded over drums 2 3: "))
    #expect(table.text.contains("total pay: 40\n"), "\(table.text)")
    // A window without an expansion has no shown window: walking wilds never expand.
    let walking = try Reelsim.run([
      "simulate", Repo.config("walking-wilds"), "--seed", "1", "--json",
    ])
    let walkingObject = try #require(
      try JSONSerialization.jsonObject(with: walking.output) as? [String: Any])
    let walkingGame = try #require(walkingObject["wildFeatures"] as? [String: Any])
    #expect(walkingGame["shownWindow"] == nil)
    #expect(walkingObject["pay"] as? Double == walkingGame["base"] as? Double)
  }

  @Test(
    arguments: [
      (
        "sticky-wilds", [("paytable.wilds.expandingDrums[1]", "7")],
        "paytable.wilds.expandingDrums[1]: 7 is out of range"
      ),
      (
        "sticky-wilds", [("paytable.freeSpins", nil)],
        "paytable.wilds.sticky: needs paytable.freeSpins"
      ),
      (
        "walking-wilds", [("paytable.wilds.expandingDrums", "[0]")],
        "paytable.wilds.expandingDrums: is allowed only with expanding true"
      ),
      ("walking-wilds", [("paytable.wilds.walking", "3")], "paytable.wilds.walking"),
      (
        "walking-wilds", [("drums[2].strip", "[\"WILD\", \"WILD\", \"WILD\"]")],
        "drums[2].strip: shows a wild at every stop"
      ),
    ] as [(String, [(String, String?)], String)])
  func badWildFeaturesAreOneLineAtTheirPath(
    name: String, edits: [(String, String?)], expected: String
  ) throws {
    let (folder, file) = try edited(name, edits)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["par", file, "--no-progress"])
    #expect(run.status == 65)
    // One error line (a shape error adds its note that the rules wait for it).
    let lines = run.errors.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(lines.count == 1 && lines[0].contains(expected), "\(run.errors)")
    #expect(run.output.isEmpty)
  }
}
