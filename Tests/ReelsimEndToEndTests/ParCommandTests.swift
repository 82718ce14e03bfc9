import Foundation
import TestSupport
import Testing

/// `reelsim par`: the exact sheet as a table and as byte-stable JSON, the Monte Carlo check,
/// and its exit codes.
@Suite struct ParCommandTests {
  func json(_ arguments: [String]) throws -> [String: Any] {
    let run = try Reelsim.run(["par", "--json"] + arguments)
    #expect(run.status == 0, "\(arguments): \(run.errors)")
    return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
  }

  @Test func theDefaultMachinesSheetIsATable() throws {
    let run = try Reelsim.run(["par"])
    #expect(run.status == 0)
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "PAR sheet: default (exact, every stop combination)")
    #expect(lines.contains { $0.hasPrefix("return to player (RTP)  0.961667  ") })
    #expect(lines.contains { $0.hasPrefix("hit frequency  ") })
    #expect(lines.contains { $0.hasPrefix("standard deviation  ") })
    let header = try #require(lines.firstIndex { $0.hasPrefix("line win  ") })
    let entries = lines[(header + 1)...].prefix { !$0.isEmpty }
    #expect(entries.first?.hasPrefix("7 × 3  ") == true)
    #expect(
      entries.last?.hasPrefix("total  ") == true && entries.last?.hasSuffix("0.961667") == true)
    #expect(run.errors.hasPrefix("par default: 6080 windows enumerated in "))
  }

  @Test func jsonIsByteIdenticalAcrossRunsAndWorkers() throws {
    let config = Repo.config("video-5reel")
    let first = try Reelsim.run(["par", config, "--json"])
    let second = try Reelsim.run(["par", config, "--json", "--jobs", "1"])
    #expect(first.status == 0 && second.status == 0)
    #expect(first.output == second.output)
    let object = try #require(
      try JSONSerialization.jsonObject(with: first.output) as? [String: Any])
    #expect(object["cycle"] as? Int == 3_200_000)
    #expect(object["lines"] as? Int == 20 && object["totalBet"] as? Double == 20)
    #expect(object["wild"] as? String == "WILD" && object["scatter"] as? String == "SCATTER")
    let rtp = try #require(object["rtp"] as? Double)
    let returned = try #require(object["returnPerCycle"] as? Double)
    #expect(rtp == returned / (3_200_000 * 20))
    let lineWins = try #require(object["lineWins"] as? [[String: Any]])
    let scatterWins = try #require(object["scatterWins"] as? [[String: Any]])
    #expect(lineWins.count == 27 && scatterWins.count == 3)
    let shares = (lineWins + scatterWins).compactMap { $0["contribution"] as? Double }
    #expect(abs(shares.reduce(0, +) - rtp) < 1e-12)
    let keys = first.text.split(separator: "\n").filter { $0.hasPrefix("  \"") }
      .map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
    #expect(keys == keys.sorted())
  }

  @Test func theMonteCarloIntervalHoldsTheExactFigures() throws {
    // A 99 % interval misses the exact value for about 1 seed in 100; seed 2's is checked,
    // deterministically.
    let arguments = ["--monte-carlo", "50000", "--seed", "2"]
    let object = try json(arguments)
    #expect(object["method"] as? String == "monte-carlo")
    #expect(object["spins"] as? Int == 50000 && object["seed"] as? Int == 2)
    let exact = try #require(object["exact"] as? [String: Any])
    #expect(exact["rtpInside"] as? Bool == true)
    #expect(exact["hitFrequencyInside"] as? Bool == true)
    let interval = try #require(object["rtpInterval"] as? [Double])
    #expect(interval.count == 2 && interval[0] < interval[1])
    // 99 %, as every Monte Carlo interval: RTP ± z·s/√N with z = Φ⁻¹(0.995).
    let deviation = try #require(object["standardDeviation"] as? Double)
    let halfWidth = 2.5758293035489004 * deviation / 50000.0.squareRoot()
    #expect(abs((interval[1] - interval[0]) / 2 - halfWidth) < 1e-12)
    let table = try Reelsim.run(["par"] + arguments)
    #expect(table.text.contains("  99 % interval  "))
    #expect(table.text.hasPrefix("Monte Carlo estimate: default, 50000 spins from seed 2\n"))
    #expect(table.text.split(separator: "\n").filter { $0.hasSuffix("inside") }.count == 2)
    #expect(try Reelsim.run(["par"] + arguments).output == table.output)
  }

  @Test(arguments: [
    (["par", "--monte-carlo", "1"], "--monte-carlo"),
    (["par", "--seed", "3"], "--monte-carlo"),
    (["par", "--jobs", "0"], "--jobs"),
    (["par", "--bogus"], "--bogus"),
  ])
  func usageErrorsExit64(arguments: [String], mention: String) throws {
    let run = try Reelsim.run(arguments)
    #expect(run.status == 64)
    #expect(run.errors.contains(mention))
    #expect(run.output.isEmpty)
  }

  @Test func aConfigWithoutAPaytableOrAFileExits65Or66() throws {
    let classic = Repo.config("classic")
    let run = try Reelsim.run(["par", classic])
    #expect(run.status == 65)
    #expect(
      run.errors
        == "error: \(classic): paytable: is missing: a PAR sheet needs the machine's pays (allowed: an object with lines and pays, and optionally bet, wild, scatter and scatterPays)\n"
    )
    #expect(run.output.isEmpty)
    let missing = try Reelsim.run(["par", "nope.json"])
    #expect(missing.status == 66)
    #expect(missing.errors == "error: nope.json: no such file\n")
  }

  @Test func aCycleBeyondTheBoundSuggestsTheMonteCarloOption() throws {
    let workspace = try RegressWorkspace(configs: ["default"])
    let weights = Array(repeating: "1000000", count: 21).joined(separator: ", ")
    try workspace.edit(
      "default.json", replacing: #"{ "strip": ["#, with: #"{ "weights": [\#(weights)], "strip": ["#)
    let run = try workspace.run(["par", "default.json"])
    #expect(run.status == 65)
    #expect(
      run.errors
        == "error: default.json: drums: the cycle (each drum's weight sum multiplied: "
        + "21000000 × 21000000 × 21000000) is more than 2^53 (allowed: at most "
        + "9007199254740992 weighted combinations; use smaller weights or --monte-carlo)\n")
    #expect(run.output.isEmpty)
  }

  @Test(arguments: [
    (
      #"[[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]]"#,
      #"[[1, 1, 1], [0, 0], [2, 2, 3], [0, 1, 2], [2, 1, 0]]"#,
      [
        "paytable.lines[1]: has 2 rows for 3 drums",
        "paytable.lines[2][2]: row 3 is off the window",
      ]
    ),
    (
      #"{ "symbol": "BAR", "count": 3, "pay": 100 }"#,
      #"{ "symbol": "BARR", "count": 3, "pay": -100 }"#,
      [
        "paytable.pays[1].symbol: \"BARR\" is not one of the machine's symbols; did you mean BAR?",
        "paytable.pays[1].pay: -100 is out of range",
      ]
    ),
    (
      #"{ "symbol": "BAR", "count": 3, "pay": 100 }"#,
      #"{ "symbol": "7", "count": 3, "pay": 100 }"#,
      ["paytable.pays[1]: 7 × 3 is listed twice (first at pays[0]; allowed: once)"]
    ),
    (#""bet": 1,"#, #""bet": 1, "lnes": [],"#, ["paytable.lnes: unknown key; did you mean lines?"]),
  ])
  func badPaytablesExit65WithTheirPaths(old: String, new: String, problems: [String]) throws {
    let workspace = try RegressWorkspace(configs: ["default"])
    try workspace.edit("default.json", replacing: old, with: new)
    for command in ["par", "simulate"] {
      let run = try workspace.run([command, "default.json"])
      #expect(run.status == 65)
      #expect(run.errorLines.count == problems.count)
      for (line, problem) in zip(run.errorLines, problems) {
        #expect(line.hasPrefix("error: default.json: " + problem), "\(line)")
      }
      #expect(run.output.isEmpty)
    }
  }
}
