import Foundation
import ReelKit
import TestSupport
import TestTiers
import Testing

@testable import ReelWorkbench

/// "Book of" machines: a wild that is also the scatter, and free spins whose round draws an
/// expanding symbol. The sheet's total RTP is checked against an independent brute force
/// written here from the config's JSON alone.
@Suite struct BookOfTests {
  /// A small book machine: 3 drums of 8 stops, 3 rows, 3 lines.
  static let small = """
    {"name": "small-book", "symbols": ["A", "K", "Q", "BOOK"],
     "drums": [{"strip": ["A", "K", "Q", "BOOK", "A", "K", "Q", "A"], "weights": [1, 2, 1, 1, 3, 1, 1, 2]},
               {"strip": ["K", "Q", "A", "K", "BOOK", "Q", "A", "K"]},
               {"strip": ["Q", "A", "K", "Q", "A", "BOOK", "K", "Q"], "weights": [2, 1, 1, 1, 1, 1, 3, 1]}],
     "paytable": {"bet": 1, "wild": "BOOK", "scatter": "BOOK",
       "lines": [[1, 1, 1], [0, 0, 0], [2, 2, 2]],
       "pays": [{"symbol": "A", "count": 2, "pay": 2}, {"symbol": "A", "count": 3, "pay": 10},
                {"symbol": "K", "count": 3, "pay": 5}, {"symbol": "Q", "count": 3, "pay": 4}],
       "scatterPays": [{"count": 3, "pay": 5}],
       "freeSpins": {"awards": [{"count": 3, "spins": 5}], "multiplier": 2,
         \(choices)}}}
    """
  /// The small machine's expanding symbols.
  static let choices =
    #""expandingSymbols": [{"symbol": "A", "weight": 1}, {"symbol": "K", "weight": 3}, {"symbol": "Q", "weight": 0}]"#

  /// The total RTP of a book machine (free spins on the base drums) by brute force over every
  /// weighted stop combination, from the JSON only: row `r` of a drum at rest on stop `s` shows
  /// `strip[(s + 1 − r) mod n]` (3 rows); a line pays its best entry whose first `count`
  /// cells are the symbol or the wild; `n` books pay the best scatter entry × total bet; in
  /// free spins the round's symbol `S` (drawn by weight) adds `pay(S, k) × bet × lines` for
  /// the `k` drums showing it. `RTP = (E[B] + E[N]·m·(E[B] + Σ π_S·e_S)/(1 − r)) / total bet`.
  static func bruteForceRTP(_ root: [String: Any]) throws -> Double {
    let drums = try #require(root["drums"] as? [[String: Any]])
    let strips = try drums.map { try #require($0["strip"] as? [String]) }
    let weights = strips.indices.map { drums[$0]["weights"] as? [Int] ?? strips[$0].map { _ in 1 } }
    let paytable = try #require(root["paytable"] as? [String: Any])
    let wild = try #require(paytable["wild"] as? String)
    let bet = paytable["bet"] as? Double ?? 1
    let lines = try #require(paytable["lines"] as? [[Int]])
    let pays = try #require(paytable["pays"] as? [[String: Any]]).map {
      (
        symbol: $0["symbol"] as? String ?? "", count: $0["count"] as? Int ?? 0,
        pay: $0["pay"] as? Double ?? 0
      )
    }
    let scatterPays = (paytable["scatterPays"] as? [[String: Any]] ?? []).map {
      (count: $0["count"] as? Int ?? 0, pay: $0["pay"] as? Double ?? 0)
    }
    let feature = try #require(paytable["freeSpins"] as? [String: Any])
    let awards = try #require(feature["awards"] as? [[String: Int]])
    let multiplier = feature["multiplier"] as? Double ?? 1
    let retrigger = feature["retrigger"] as? Bool ?? true
    let choices = try #require(feature["expandingSymbols"] as? [[String: Any]]).map {
      (symbol: $0["symbol"] as? String ?? "", weight: Double($0["weight"] as? Int ?? 0))
    }
    func spins(_ n: Int) -> Double {
      Double(
        awards.filter { ($0["count"] ?? 0) <= n }.max { $0["count"]! < $1["count"]! }?["spins"] ?? 0
      )
    }
    let totalBet = bet * Double(lines.count)
    // Symbols as indices (the wild last), so the 1,048,576 windows of the shipped machine take
    // seconds, not minutes, in a debug build.
    let names = Array(Set(strips.joined() + pays.map(\.symbol))).filter { $0 != wild }.sorted()
    let code = Dictionary(uniqueKeysWithValues: (names + [wild]).enumerated().map { ($1, $0) })
    let wildCode = names.count
    let drumCount = strips.count
    // payUpTo[s][k]: the best pay of symbol s for a run of at most k cells.
    var payUpTo = [[Double]](
      repeating: [Double](repeating: 0, count: drumCount + 1), count: names.count)
    for entry in pays where entry.symbol != wild && entry.count <= drumCount {
      let s = code[entry.symbol]!
      for k in entry.count...drumCount { payUpTo[s][k] = max(payUpTo[s][k], entry.pay) }
    }
    let wildRunPay = (0...drumCount).map { k in names.indices.map { payUpTo[$0][k] }.max() ?? 0 }
    let cells = strips.map { strip in
      strip.indices.map { stop in
        (0..<3).map { code[strip[((stop + 1 - $0) % strip.count + strip.count) % strip.count]]! }
      }
    }
    let choiceCodes = choices.map { code[$0.symbol] ?? -1 }
    let scatterPay = (0...drumCount * 3).map { n in
      scatterPays.filter { $0.count <= n }.map(\.pay).max() ?? 0
    }
    var weightSum = 0.0, paySum = 0.0, awardSum = 0.0
    var extraSums = [Double](repeating: 0, count: choices.count)
    var stops = [Int](repeating: 0, count: drumCount)
    var window = [[Int]](repeating: [], count: drumCount)
    while true {
      var weight = 1.0
      for drum in 0..<drumCount {
        weight *= Double(weights[drum][stops[drum]])
        window[drum] = cells[drum][stops[drum]]
      }
      var pay = 0.0
      for line in lines {
        // A line pays its best entry: the leading wilds pay as any symbol's run, and the
        // first other symbol's run counts the wilds around it.
        var wilds = 0
        while wilds < drumCount && window[wilds][line[wilds]] == wildCode { wilds += 1 }
        var best = wildRunPay[wilds]
        if wilds < drumCount {
          let symbol = window[wilds][line[wilds]]
          var run = wilds + 1
          while run < drumCount
            && (window[run][line[run]] == symbol || window[run][line[run]] == wildCode)
          {
            run += 1
          }
          best = max(best, payUpTo[symbol][run])
        }
        pay += best * bet
      }
      var books = 0
      for column in window { for cell in column where cell == wildCode { books += 1 } }
      pay += scatterPay[books] * totalBet
      weightSum += weight
      paySum += weight * pay
      awardSum += weight * spins(books)
      for (index, symbol) in choiceCodes.enumerated() where symbol >= 0 && symbol < wildCode {
        let k = window.filter { $0.contains(symbol) }.count
        extraSums[index] += weight * payUpTo[symbol][k] * bet * Double(lines.count)
      }
      var drum = drumCount - 1
      while drum >= 0 {
        stops[drum] += 1
        if stops[drum] < strips[drum].count { break }
        stops[drum] = 0
        drum -= 1
      }
      if drum < 0 { break }
    }
    let base = paySum / weightSum
    let awarded = awardSum / weightSum
    let r = retrigger ? awarded : 0
    let choiceWeight = choices.reduce(0) { $0 + $1.weight }
    let extra = zip(choices, extraSums).reduce(0) {
      $0 + $1.0.weight / choiceWeight * $1.1 / weightSum
    }
    return (base + awarded * multiplier * (base + extra) / (1 - r)) / totalBet
  }

  static func sheet(_ machine: ResolvedMachine, _ method: ParRun.Method, file: String)
    async throws -> ParSheet
  {
    try await ParRun.sheet(
      try ParRun.calculator(for: machine, file: file, method: method), of: machine,
      method: method, jobs: 2, file: file)
  }

  @Test func theSmallMachinesSheetIsTheBruteForcesRTPByEveryMethod() async throws {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.small.utf8)) as? [String: Any])
    let expected = try Self.bruteForceRTP(root)
    let machine = try ConfigLoader.load(bytes: Array(Self.small.utf8), file: "small-book")
    #expect(machine.paytable?.wild == "BOOK" && machine.paytable?.scatter == "BOOK")
    for method in [ParRun.Method.enumerate, .closedForm] {
      let sheet = try await Self.sheet(machine, method, file: "small-book")
      #expect(abs(sheet.totalRTP - expected) < 1e-12 * expected, "\(method): \(sheet.totalRTP)")
      let book = try #require(sheet.freeSpins?.expanding)
      for choice in book.choices {
        #expect(abs(choice.expectedPay - choice.enumeratedPay) < 1e-9 * max(1, choice.expectedPay))
      }
      #expect(book.choices.map(\.probability) == [0.25, 0.75, 0])
    }
  }

  /// `auto` counts the spread pass both methods do (every one of the 8³ = 512 feature stop
  /// combinations reading 3 lines and 3 choices over 3 drums at 4 ns a cell: 18.432 µs) in
  /// both estimates and names it on the sheet's method line; the small machine is enumerated.
  @Test func autosEstimateCountsTheSpreadPass() async throws {
    let machine = try ConfigLoader.load(bytes: Array(Self.small.utf8), file: "small-book")
    let feature = try #require(machine.freeSpins)
    let spread = try #require(ParWork.bookSpread(feature))
    #expect(spread.combinations == 512)
    #expect(abs(spread.seconds - 512 * 6 * 3 * 4e-9) < 1e-15)
    let calculator = try ParRun.calculator(for: machine, file: "small-book", method: .auto)
    let choice = ParWork.exactChoice(calculator, spread: spread)
    #expect(choice.method == .enumeration)
    #expect(choice.reason.contains("each with the spread pass"), "\(choice.reason)")
    #expect(choice.reason.hasSuffix("(512 feature stop combinations)"), "\(choice.reason)")
    let sheet = try await Self.sheet(machine, .auto, file: "small-book")
    #expect(sheet.method == .enumeration)
    #expect(sheet.methodReason == choice.reason)
    // A spread pass of a minute: the one-second allowance of the enumeration counts the
    // whole run, so the faster total wins (here still the enumeration, the closed form's
    // fixed 0.05 s on top).
    let long = ParWork.BookSpread(combinations: 512, seconds: 60)
    let longChoice = ParWork.exactChoice(calculator, spread: long)
    #expect(longChoice.method == .enumeration)
    #expect(longChoice.reason.contains("enumeration about 1 min, closed form about 1 min"))
    // Without an expanding symbol there is no pass.
    var plain = feature
    plain.expanding = nil
    #expect(ParWork.bookSpread(plain) == nil)
  }

  /// The sheet enumerates the 1,048,576 feature stop combinations for the spread (about a
  /// minute in a debug build), and the brute force visits them again: slow tier.
  @Test(SlowTests.trait) func theShippedBookOfIsTheBruteForcesRTP() async throws {
    let name = "book-of"
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config(name)))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let sheet = try await Self.sheet(machine, .closedForm, file: name)
    #expect(formatFixed(sheet.totalRTP, decimals: 6) == "0.949105")
    let expected = try Self.bruteForceRTP(root)
    #expect(abs(sheet.totalRTP - expected) < 1e-12 * expected, "\(sheet.totalRTP) vs \(expected)")
  }

  @Test func theMonteCarloGameHoldsTheExactRTP() async throws {
    let machine = try ConfigLoader.load(bytes: Array(Self.small.utf8), file: "small-book")
    let sheet = try await Self.sheet(machine, .closedForm, file: "small-book")
    let spinner = try MonteCarloSpinner(
      spec: machine.spec, paytable: try #require(machine.paytable), weights: machine.weights,
      freeSpins: machine.freeSpins)
    let plan = MonteCarloPlan(spins: 100_000, seed: 34)
    let tally = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    let credits = Double(tally.payUnits) / Double(spinner.unit.unitsPerCredit)
    let rtp = credits / Double(tally.spins) / sheet.totalBet
    let error = sheet.totalStandardDeviation / Double(tally.spins).squareRoot()
    #expect(tally.triggers > 0)
    #expect(abs(rtp - sheet.totalRTP) <= 4 * error, "\(rtp) vs \(sheet.totalRTP) ± \(error)")
  }

  @Test func aRoundDrawsItsSymbolOnceAndExpandsOnlyWhenItPays() throws {
    let machine = try ConfigLoader.load(bytes: Array(Self.small.utf8), file: "small-book")
    let feature = try #require(machine.freeSpins)
    var generator = SplitMix64(seed: 34)
    let round = feature.play(scatters: 3, using: &generator)
    let symbol = try #require(round.expandingSymbol)
    #expect(["A", "K"].contains(symbol))
    #expect(round.spins.count >= 5)
    for spin in round.spins {
      let drums = ExpandingSymbol.drumsShowing(symbol, in: spin.window, rows: 3)
      let own = ExpandingSymbol.linePay(of: symbol, count: drums.count, in: feature.paytable)
      #expect((spin.expanded != nil) == (own > 0))
      #expect(spin.pay == 2 * (spin.wins.total + (spin.expanded?.pay ?? 0)))
      if let expanded = spin.expanded {
        #expect(expanded.pay == own * 3)
        for drum in expanded.drums {
          #expect(expanded.window.columns[drum] == [symbol, symbol, symbol])
        }
      }
    }
  }

  @Test func theExpansionIsPlannedOnWholeTicksInDrumOrder() {
    let plan = SymbolExpansion(drums: [0, 2, 4])
    #expect(plan.events.map(\.tick) == [60, 108, 156])
    #expect(plan.events.map(\.drum) == [0, 2, 4])
    #expect(!plan.isExpanded(drum: 2, atTick: 107) && plan.isExpanded(drum: 2, atTick: 108))
    #expect(plan.endTick == 156)
  }

  @Test(arguments: [
    (
      #""expandingSymbols": [{"symbol": "Z", "weight": 1}]"#,
      "paytable.freeSpins.expandingSymbols[0].symbol"
    ),
    (#""expandingSymbols": [{"symbol": "A", "weight": 0}]"#, "paytable.freeSpins.expandingSymbols"),
    (
      #""expandingSymbols": [{"symbol": "BOOK", "weight": 1}]"#,
      "paytable.freeSpins.expandingSymbols[0].symbol"
    ),
    (
      #""expandingSymbols": [{"symbol": "A", "weight": -1}]"#,
      "paytable.freeSpins.expandingSymbols[0].weight"
    ),
    (
      #""expandingSymbols": [{"symbol": "A", "weight": 1}, {"symbol": "A", "weight": 1}]"#,
      "paytable.freeSpins.expandingSymbols[1]"
    ),
  ])
  func badChoicesAreOneLineAtTheirPath(_ written: String, _ path: String) throws {
    let text = Self.small.replacing(Self.choices, with: written)
    #expect(text != Self.small)
    do {
      _ = try ConfigLoader.load(bytes: Array(text.utf8), file: "bad")
      Issue.record("accepted: \(written)")
    } catch {
      #expect("\(error)".contains(path), "\(error)")
    }
  }

  @Test func aWildScatterWithoutFreeSpinsIsRefused() throws {
    let start = try #require(Self.small.range(of: #""freeSpins""#))
    var text = String(Self.small[..<start.lowerBound])
    text =
      String(
        text.dropLast(
          text.count
            - (text.lastIndex(of: ",").map { text.distance(from: text.startIndex, to: $0) }
              ?? text.count))) + "}}"
    do {
      _ = try ConfigLoader.load(bytes: Array(text.utf8), file: "bad")
      Issue.record("accepted a wild scatter without free spins")
    } catch {
      #expect("\(error)".contains("paytable.scatter"), "\(error)")
      #expect("\(error)".contains("also the wild"), "\(error)")
    }
  }
}
