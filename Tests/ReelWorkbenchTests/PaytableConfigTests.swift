import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The `paytable` and `drums[i].weights` keys: every mistake reported at its JSON path with
/// what is allowed, and valid paytables resolved into ReelKit's.
@Suite struct PaytableConfigTests {
  static let symbols = "allowed: 7, BAR, CHERRY, BELL, WATERMELON, REPLAY, PLUM"

  static let cases: [(edits: [(String, String?)], lines: [String])] = [
    (
      [("paytable.lines[1]", "[0, 0]")],
      [
        "paytable.lines[1]: has 2 rows for 3 drums (allowed: one row index per drum, top row 0)"
      ]
    ),
    (
      [("paytable.lines[2][1]", "3")],
      ["paytable.lines[2][1]: row 3 is off the window (allowed: 0 ... 2, top row 0)"]
    ),
    (
      [("paytable.lines[0][0]", "-1")],
      ["paytable.lines[0][0]: row -1 is off the window (allowed: 0 ... 2, top row 0)"]
    ),
    (
      [("paytable.lines[4]", "[1, 1, 1]")],
      ["paytable.lines[4]: is the same line as lines[0] (allowed: each line once)"]
    ),
    (
      [("paytable.lines", "[]")],
      ["paytable.lines: has 0 lines (allowed: 1 ... 100 paylines)"]
    ),
    (
      [("paytable.lines", nil)],
      ["paytable.lines: is missing (allowed: 1 ... 100 paylines)"]
    ),
    (
      [("paytable.pays[7].group", #"["BAR", "BARR"]"#)],
      [
        "paytable.pays[7].group[1]: \"BARR\" is not a line symbol; did you mean BAR? (allowed: "
          + "one of 7, BAR, CHERRY, BELL, WATERMELON, REPLAY, PLUM)"
      ]
    ),
    (
      [("paytable.pays[0].mix", #"["7", "BAR"]"#)],
      [
        "paytable.pays[0].mix: has 2 symbols for count 3 (allowed: one symbol per counted drum)"
      ]
    ),
    (
      [("paytable.pays[0].mix", #"["7", "BAR", "7"]"#), ("paytable.pays[0].group", #"["7"]"#)],
      ["paytable.pays[0]: has both group and mix (allowed: one of them)"]
    ),
    (
      [("paytable.pays[7].direction", #""anywhere""#), ("paytable.pays[7].mix", #"["CHERRY"]"#)],
      ["paytable.pays[7].direction: \"anywhere\" has no order for a mix (allowed: a group)"]
    ),
    (
      [("paytable.multipliers", #"[{"symbol": "BAR", "factor": 1}]"#)],
      [
        "paytable.multipliers[0].factor: 1 is out of range (allowed: more than 1 and at most "
          + "100 times)"
      ]
    ),
    (
      [
        (
          "paytable.multipliers",
          #"[{"symbol": "BAR", "factor": 2}, {"symbol": "BAR", "factor": 3}]"#
        )
      ],
      ["paytable.multipliers[1].symbol: is listed twice (first at multipliers[0]; allowed: once)"]
    ),
    (
      [("paytable.mode", #""ways""#)],
      ["paytable.lines: is given by ways (allowed: no lines with mode ways)"]
    ),
    (
      [
        ("paytable.mode", #""ways""#), ("paytable.lines", nil),
        ("paytable.pays[0].direction", #""bothWays""#),
      ],
      [
        "paytable.pays[0].direction: \"bothWays\" does not apply to ways (allowed: leftToRight "
          + "by ways)"
      ]
    ),
    (
      [("paytable.pays[1].symbol", #""BARR""#)],
      [
        "paytable.pays[1].symbol: \"BARR\" is not one of the machine's symbols; did you mean "
          + "BAR? (\(symbols))"
      ]
    ),
    (
      [("paytable.pays[0].count", "4")],
      ["paytable.pays[0].count: 4 is out of range (allowed: 1 ... 3, the number of drums)"]
    ),
    (
      [("paytable.pays[0].count", "0")],
      ["paytable.pays[0].count: 0 is out of range (allowed: 1 ... 3, the number of drums)"]
    ),
    (
      [("paytable.pays[2].pay", "-5")],
      [
        "paytable.pays[2].pay: -5 is out of range (allowed: 0 ... 1000000000, a multiple of "
          + "the line bet)"
      ]
    ),
    (
      [("paytable.pays[8]", #"{"symbol": "7", "count": 3, "pay": 1}"#)],
      ["paytable.pays[8]: 7 × 3 is listed twice (first at pays[0]; allowed: once)"]
    ),
    (
      [("paytable.bet", "0")],
      [
        "paytable.bet: 0 is out of range (allowed: more than 0 and at most 1000000 credits "
          + "per line)"
      ]
    ),
    (
      [("paytable.wild", #""WILD""#)],
      ["paytable.wild: \"WILD\" is not one of the machine's symbols (\(symbols))"]
    ),
    (
      [("paytable.wild", #""PLUM""#), ("paytable.scatter", #""PLUM""#)],
      [
        "paytable.scatter: \"PLUM\" is also the wild (allowed: a symbol other than the wild; "
          + "the same symbol only with paytable.freeSpins, on fixed rows)",
        "paytable.pays[4].symbol: \"PLUM\" is the scatter (allowed: a line symbol; the "
          + "scatter's pays go in scatterPays)",
      ]
    ),
    (
      [("paytable.scatterPays", #"[{"count": 3, "pay": 5}]"#)],
      [
        "paytable.scatterPays: there is no scatter symbol (allowed: scatterPays with "
          + "paytable.scatter)"
      ]
    ),
    (
      [
        ("paytable.scatter", #""REPLAY""#),
        ("paytable.pays[5]", #"{"symbol": "7", "count": 2, "pay": 1}"#),
        ("paytable.scatterPays", #"[{"count": 10, "pay": 5}, {"count": 10, "pay": -1}]"#),
      ],
      [
        "paytable.scatterPays[0].count: 10 is out of range (allowed: 1 ... 9, the cells of the "
          + "window)",
        "paytable.scatterPays[1].count: 10 is out of range (allowed: 1 ... 9, the cells of the "
          + "window)",
        "paytable.scatterPays[1].pay: -1 is out of range (allowed: 0 ... 1000000000, a "
          + "multiple of the total bet)",
        "paytable.scatterPays[1]: count 10 is listed twice (first at scatterPays[0]; allowed: "
          + "once)",
      ]
    ),
    (
      [("drums[1].weights", "[1, 2, 3]")],
      [
        "drums[1].weights: has 3 weights for 21 strip stops (allowed: one positive whole "
          + "number per stop)"
      ]
    ),
    (
      [
        (
          "drums[0].weights",
          "["
            + ([0] + Array(repeating: 1, count: 20)).map(String.init)
            .joined(separator: ",") + "]"
        )
      ],
      ["drums[0].weights[0]: 0 is out of range (allowed: 1 ... 1000000)"]
    ),
  ]

  @Test(arguments: cases.indices)
  func reportsEveryPaytableProblemAtItsPath(index: Int) throws {
    let (edits, lines) = Self.cases[index]
    #expect(try Fixture.problems(edits) == lines, "\(edits)")
  }

  @Test func wrongShapesAreReportedByTheShapeCheck() throws {
    #expect(
      try Fixture.problems([("paytable.pays[0].colour", #""red""#)])
        == [
          "paytable.pays[0].colour: unknown key (allowed: count, direction, group, mix, pay, "
            + "symbol)"
        ])
    #expect(
      try Fixture.problems([("paytable.line", "[]")])
        == [
          "paytable.line: unknown key; did you mean lines? (allowed: bet, bonusBuy, cascades, "
            + "cellMultiplierCap, clusterPays, coins, fill, freeSpins, holdAndWin, lines, maxWin, "
            + "minimumCluster, mode, multiplierRule, multipliers, pays, scatter, scatterPays, "
            + "topAwardOddsShown, wild, wilds)"
        ])
    #expect(
      try Fixture.problems([("paytable.lines", "[1, 1, 1]")])
        == (0..<3).map {
          "paytable.lines[\($0)]: expected an array of whole numbers, found a number"
        })
    #expect(
      try Fixture.problems([("paytable.pays", nil)])
        == ["paytable.pays: is missing (required: an array of objects)"])
    #expect(
      try Fixture.problems([("paytable.pays[0].count", "2.5")])
        == ["paytable.pays[0].count: 2.5 is not a whole number (allowed: whole numbers such as 3)"])
    #expect(
      try Fixture.problems([("drums[0].weights", #"["1"]"#)])
        == ["drums[0].weights[0]: expected a whole number, found a string"])
  }

  @Test func theShippedPaytableResolvesIntoReelKits() throws {
    let machine = ConfigLoader.loadDefault()
    let paytable = try #require(machine.paytable)
    #expect(paytable.bet == 1 && paytable.totalBet == 5)
    #expect(paytable.lines == [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]])
    #expect(paytable.pays.first == LinePay(symbol: "7", count: 3, pay: 300))
    #expect(paytable.wild == nil && paytable.scatter == nil && paytable.scatterPays.isEmpty)
    #expect(machine.weights == nil)
    let video = try ConfigLoader.load(path: Repo.config("video-5reel"))
    #expect(video.paytable?.lines.count == 20)
    #expect(video.paytable?.wild == "WILD" && video.paytable?.scatter == "SCATTER")
    #expect(try ConfigLoader.load(path: Repo.config("classic")).paytable == nil)
  }

  @Test func weightsResolvePerDrumAndDrawTargets() throws {
    let weights = "[" + (0..<21).map { $0 == 7 ? "1000000" : "1" }.joined(separator: ",") + "]"
    let machine = try ConfigLoader.load(
      bytes: try Fixture.edited([("drums[2].weights", weights)]), file: "w.json")
    let resolved = try #require(machine.weights)
    #expect(resolved.drums[0] == Array(repeating: 1, count: 21))
    #expect(resolved.total(drum: 2) == 1_000_020)
    let draws = (1...50 as ClosedRange<UInt64>).map { machine.randomTargets(seed: $0)[2] }
    #expect(draws.filter { $0 == 7 }.count >= 49)
    // Drums 0 and 1 draw exactly as without weights.
    let plain = ConfigLoader.loadDefault()
    for seed: UInt64 in 1...20 {
      #expect(
        Array(machine.randomTargets(seed: seed).prefix(2))
          == Array(plain.randomTargets(seed: seed).prefix(2)))
      #expect(plain.randomTargets(seed: seed) == Outcome.randomTargets(for: plain.spec, seed: seed))
    }
    let request = try SpinRequest(machine: machine, seed: 3)
    #expect(request.targets == machine.randomTargets(seed: 3))
  }
}
