import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Coin-dependent pays (`paytable.coins`): every level's sheet against an independent brute
/// force written here (every weighted stop combination, its window read with the decided stop
/// in the middle row, each line and the scatter paid by the rules of `Docs/outcomes.md`), on
/// a small machine with a wild, a scatter, weights, three lines and overrides at two levels,
/// and on the shipped `classic-max-coin`.
@Suite struct CoinLevelsTests {
  /// 3 drums of 8/7/9 stops (drum 1 weighted), 3 rows, 3 lines at bet 2: A, B, C, a wild W with
  /// its own pay, a scatter S paying × the total bet; levels 1, 2, 5; at 2 coins `B × 3` pays
  /// 25 (not 20), at 5 coins `W × 3` 400 (not 250) and `A × 2` nothing (not 20).
  static let small = """
    {
      "name": "small-coins",
      "symbols": ["A", "B", "C", "W", "S"],
      "drums": [
        { "strip": ["A", "B", "C", "W", "A", "S", "B", "C"] },
        { "strip": ["A", "C", "W", "B", "S", "A", "C"], "weights": [3, 1, 2, 2, 1, 4, 1] },
        { "strip": ["B", "A", "C", "W", "S", "C", "A", "B", "C"] }
      ],
      "paytable": {
        "bet": 2,
        "wild": "W",
        "scatter": "S",
        "lines": [[0, 0, 0], [1, 1, 1], [2, 2, 2]],
        "pays": [
          { "symbol": "W", "count": 3, "pay": 50 },
          { "symbol": "A", "count": 3, "pay": 20 },
          { "symbol": "A", "count": 2, "pay": 4 },
          { "symbol": "B", "count": 3, "pay": 10 },
          { "symbol": "C", "count": 3, "pay": 5 }
        ],
        "scatterPays": [{ "count": 2, "pay": 1 }, { "count": 3, "pay": 5 }],
        "coins": {
          "levels": [1, 2, 5],
          "pays": [
            { "coins": 2, "symbol": "B", "count": 3, "pay": 25 },
            { "coins": 5, "symbol": "W", "count": 3, "pay": 400 },
            { "coins": 5, "symbol": "A", "count": 2, "pay": 0 }
          ]
        }
      }
    }
    """

  /// What the brute force finds at one level.
  struct Figures: Equatable {
    var rtp: Double
    var hitFrequency: Double
    var topCredits: Double
    var topWeight: UInt64
  }

  /// Every weighted stop combination of `root` (a config's JSON) at `coins`, paid by the
  /// rules of a simple paytable: a line pays the best of each symbol's run from drum 0 (the
  /// symbol or the wild) and the wild's own run; the scatter pays its count anywhere × the
  /// total bet; a line win is `pay × bet`, the total bet `coins × bet × lines`.
  static func bruteForce(_ root: [String: Any], coins: Int) throws -> Figures {
    let drums = try #require(root["drums"] as? [[String: Any]])
    let strips = try drums.map { try #require($0["strip"] as? [String]) }
    let weights = strips.indices.map { drum in
      (drums[drum]["weights"] as? [Int]) ?? Array(repeating: 1, count: strips[drum].count)
    }
    let paytable = try #require(root["paytable"] as? [String: Any])
    let bet = paytable["bet"] as? Double ?? 1
    let wild = paytable["wild"] as? String
    let scatter = paytable["scatter"] as? String
    let lines = try #require(paytable["lines"] as? [[Int]])
    let written = try #require(paytable["pays"] as? [[String: Any]])
    let coinBlock = try #require(paytable["coins"] as? [String: Any])
    let overrides = (coinBlock["pays"] as? [[String: Any]] ?? []).filter {
      $0["coins"] as? Int == coins
    }
    // (symbol, count, pay at this level, members)
    var pays: [(symbol: String, count: Int, pay: Double, members: Set<String>)] = []
    for entry in written {
      let symbol = try #require(entry["symbol"] as? String)
      let count = try #require(entry["count"] as? Int)
      let one = try #require(entry["pay"] as? Double)
      let override = overrides.first {
        $0["symbol"] as? String == symbol && $0["count"] as? Int == count
      }
      let pay = (override?["pay"] as? Double) ?? Double(coins) * one
      pays.append((symbol, count, pay, Set(entry["group"] as? [String] ?? [symbol])))
    }
    let scatterPays = (paytable["scatterPays"] as? [[String: Any]] ?? []).map {
      (count: $0["count"] as? Int ?? 0, pay: $0["pay"] as? Double ?? 0)
    }
    let totalBet = Double(coins) * bet * Double(lines.count)
    // Each symbol's entries, highest count first, with the cells that count for it.
    var bySymbol: [(members: Set<String>, wildOnly: Bool, entries: [(count: Int, pay: Double)])] =
      []
    for name in Set(pays.map(\.symbol)).sorted() {
      let own = pays.filter { $0.symbol == name }
      bySymbol.append(
        (
          own[0].members, name == wild,
          own.map { ($0.count, $0.pay) }.sorted { $0.count > $1.count }
        ))
    }
    func linePay(_ cells: [String]) -> Double {
      var best = 0.0
      for symbol in bySymbol {
        var run = 0
        for cell in cells {
          let counts =
            symbol.wildOnly ? cell == wild : (symbol.members.contains(cell) || cell == wild)
          guard counts else { break }
          run += 1
        }
        // Only the highest entry of the symbol whose count is at most the run pays.
        if let entry = symbol.entries.first(where: { $0.count <= run }) {
          best = max(best, entry.pay)
        }
      }
      return best * bet
    }
    var weighted = 0.0
    var total: UInt64 = 0
    var hits: UInt64 = 0
    var top = (credits: 0.0, weight: UInt64(0))
    var stops = [Int](repeating: 0, count: strips.count)
    while true {
      let weight = UInt64(stops.indices.reduce(1) { $0 * weights[$1][stops[$1]] })
      // The decided stop shows in the middle row: rows stop − 1, stop, stop + 1.
      let window = (0..<3).map { row in
        strips.indices.map { drum in
          let strip = strips[drum]
          return strip[(stops[drum] + row - 1 + strip.count) % strip.count]
        }
      }
      var pay = lines.reduce(0.0) { sum, line in
        sum + linePay(line.enumerated().map { window[$1][$0] })
      }
      let scatters = window.joined().filter { $0 == scatter }.count
      if let entry = scatterPays.filter({ $0.count <= scatters }).max(by: { $0.count < $1.count }) {
        pay += entry.pay * totalBet
      }
      weighted += Double(weight) * pay
      total += weight
      if pay > 0 { hits += weight }
      if pay > top.credits {
        top = (pay, weight)
      } else if pay == top.credits {
        top.weight += weight
      }
      var drum = strips.count - 1
      while drum >= 0 {
        stops[drum] += 1
        if stops[drum] < strips[drum].count { break }
        stops[drum] = 0
        drum -= 1
      }
      if drum < 0 { break }
    }
    return Figures(
      rtp: weighted / Double(total) / totalBet, hitFrequency: Double(hits) / Double(total),
      topCredits: top.credits, topWeight: top.weight)
  }

  static func sheet(_ machine: ResolvedMachine, _ method: ParRun.Method) async throws -> ParSheet {
    let calculator = try ParRun.calculator(for: machine, file: "t", method: method)
    return try await ParRun.pricingCoinLevels(
      try await ParRun.sheet(calculator, of: machine, method: method, jobs: 2, file: "t"),
      of: machine, method: method, jobs: 2, file: "t")
  }

  static func expectLevels(
    _ sheet: ParSheet, root: [String: Any], levels: [Int],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(sheet.coinLevels.map(\.coins) == levels, sourceLocation: sourceLocation)
    for level in sheet.coinLevels {
      let expected = try bruteForce(root, coins: level.coins)
      #expect(
        abs(level.rtp - expected.rtp) <= 1e-12 * expected.rtp,
        "\(level.coins) coins: \(level.rtp) vs \(expected.rtp)", sourceLocation: sourceLocation)
      #expect(level.hitFrequency == expected.hitFrequency, sourceLocation: sourceLocation)
      #expect(level.topAward.credits == expected.topCredits, sourceLocation: sourceLocation)
      #expect(level.topAward.hits == expected.topWeight, sourceLocation: sourceLocation)
    }
  }

  @Test func everyLevelOfTheSmallMachineIsTheBruteForcesByEveryMethod() async throws {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.small.utf8)) as? [String: Any])
    let machine = try ConfigLoader.load(bytes: Array(Self.small.utf8), file: "small-coins")
    for method in [ParRun.Method.enumerate, .closedForm] {
      let sheet = try await Self.sheet(machine, method)
      try Self.expectLevels(sheet, root: root, levels: [1, 2, 5])
      // The overrides change the RTP: up at 2 coins, and at 5 coins by W × 3 less A × 2.
      let rtps = sheet.coinLevels.map(\.rtp)
      #expect(rtps[1] > rtps[0] && rtps[2] != rtps[0])
      let five = sheet.coinLevels[2].overrides
      #expect(five.map(\.symbol) == ["W", "A"] && five.map(\.scaledPay) == [250, 20])
      #expect(five[1].hits == 0 && five[1].extraRTP == nil)
    }
  }

  @Test func theSheetIsThatOfTheLevelPlayed() async throws {
    let machine = try ConfigLoader.load(bytes: Array(Self.small.utf8), file: "small-coins")
    #expect(machine.coins == 1 && machine.paytable?.coins == 1)
    let five = machine.playing(coins: 5)
    let paytable = try #require(five.paytable)
    #expect(paytable.coins == 5 && paytable.totalBet == 30)
    #expect(paytable.pays.map(\.pay) == [400, 100, 0, 50, 25])
    let sheet = try await Self.sheet(five, .enumerate)
    #expect(sheet.coins == 5 && sheet.totalBet == 30)
    #expect(sheet.rtp == sheet.coinLevels[2].rtp)
    #expect(five.coinProblem(3) == "3 is not one of the machine's coin levels (allowed: 1, 2, 5)")
    #expect(five.coinProblem(2) == nil)
  }

  @Test func aMachineWhoseFirstLevelIsNotOneCoinPlaysIt() throws {
    let text = Self.small.replacingOccurrences(
      of: #""levels": [1, 2, 5]"#, with: #""levels": [2, 5]"#
    ).replacingOccurrences(
      of: #"{ "coins": 2, "symbol": "B", "count": 3, "pay": 25 },"#, with: "")
    let machine = try ConfigLoader.load(bytes: Array(text.utf8), file: "t")
    #expect(machine.coins == 2 && machine.paytable?.totalBet == 12)
    #expect(machine.paytable?.pays.map(\.pay) == [100, 40, 8, 20, 10])
  }

  /// The shipped machine: 1 and 2 coins return exactly 244228/262144, 3 coins (7 7 7 pays
  /// 5000, not 3000) 0.952001, as the brute force finds.
  @Test func theShippedMaxCoinMachineIsTheBruteForcesByCoin() async throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config("classic-max-coin")))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let machine = try ConfigLoader.load(path: Repo.config("classic-max-coin"))
    let sheet = try await Self.sheet(machine, .auto)
    try Self.expectLevels(sheet, root: root, levels: [1, 2, 3])
    #expect(sheet.coinLevels[0].rtp == 244228.0 / 262144)
    #expect(sheet.coinLevels[1].rtp == sheet.coinLevels[0].rtp)
    #expect(formatFixed(sheet.coinLevels[2].rtp, decimals: 6) == "0.952001")
    #expect(sheet.coinLevels.map(\.topAward.credits) == [1000, 2000, 5000])
    let bonus = try #require(sheet.coinLevels[2].overrides.first?.extraRTP)
    #expect(abs(bonus - 2000.0 / 3 * 8 / 262144) < 1e-15)
  }
}
