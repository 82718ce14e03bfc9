import Foundation
import TestSupport
import Testing

/// `reelsim par --method`: the closed form prints the enumeration's sheet, beyond the window
/// bound it is the default, and the option's misuse exits 64.
@Suite struct ParMethodCommandTests {
  @Test func theClosedFormPrintsTheEnumeratedSheet() throws {
    let enumerated = try Reelsim.run(["par", "--method", "enumerate"])
    let closed = try Reelsim.run(["par", "--method", "closed-form"])
    #expect(enumerated.status == 0 && closed.status == 0)
    let enumeratedLines = enumerated.text.split(separator: "\n", omittingEmptySubsequences: false)
    let closedLines = closed.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(closedLines.first == "PAR sheet: default (exact, closed form, no window visited)")
    #expect(
      closedLines.dropFirst().first.map(String.init)
        == "3 drums of 21/21/21 stops, 3 rows; cycle 9261 combinations (6080 distinct windows, "
        + "none visited)")
    // Every figure below the two header lines is the same.
    #expect(closedLines.dropFirst(2) == enumeratedLines.dropFirst(2))
    #expect(closed.errors.hasPrefix("par default: closed form (no window visited, 6080 distinct"))
    #expect(enumerated.errors.hasPrefix("par default: 6080 windows enumerated in "))
  }

  @Test func jsonNamesTheCalculation() throws {
    for (method, calculation) in [("enumerate", "enumeration"), ("closed-form", "closed-form")] {
      let run = try Reelsim.run(["par", Repo.config("classic-bars"), "--json", "--method", method])
      #expect(run.status == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
      #expect(object["calculation"] as? String == calculation)
      #expect(object["method"] as? String == "exact")
    }
  }

  @Test func aMachineBeyondTheWindowBoundGetsTheClosedForm() throws {
    let config = Repo.config("virtual-reels-5x256")
    let run = try Reelsim.run(["par", config])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.text.hasPrefix("PAR sheet: virtual-reels-5x256 (exact, closed form"))
    #expect(run.text.contains("cycle 1099511627776 combinations (20259724800 distinct windows"))
    #expect(run.errors.hasPrefix("par virtual-reels-5x256: closed form (no window visited"))
    let refused = try Reelsim.run(["par", config, "--method", "enumerate"])
    #expect(refused.status == 65)
    #expect(
      refused.errorLines.map(String.init) == [
        "error: \(config): drums: 20259724800 distinct windows are too many to enumerate "
          + "(allowed: at most 4000000000; use --method closed-form or --monte-carlo)"
      ])
    #expect(refused.output.isEmpty)
  }

  @Test func monteCarloBeyondTheWindowBoundComparesWithTheClosedForm() throws {
    let run = try Reelsim.run(
      ["par", Repo.config("virtual-reels-5x256"), "--monte-carlo", "65536", "--seed", "1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.errors.contains("no exact sheet"))
    #expect(run.text.contains("0.956997  inside") || run.text.contains("0.956997  outside"))
    #expect(run.text.contains("0.370482"))
  }

  @Test func theClosedFormRefusesAFreeSpinsFeatureInOneLine() throws {
    let run = try Reelsim.run(
      ["par", Repo.config("ways-243-free-spins"), "--method", "closed-form"])
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "error: \(Repo.config("ways-243-free-spins")): paytable.freeSpins: the closed form "
        + "does not value a free-spins feature (allowed: a feature machine within the "
        + "enumeration bound; use --monte-carlo)\n")
  }

  @Test(arguments: [
    ["--method", "fast"], ["--method", "closed-form", "--monte-carlo", "100"],
    ["--method", "enumerate", "--merge", "a.json"],
  ])
  func misuseExits64(arguments: [String]) throws {
    let run = try Reelsim.run(["par"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
  }
}
