import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The win rules of a sheet on the shipped `Configs/ways-243-bonus-buy.json` (the 243-ways
/// free-spins machine with `bonusBuy` 14 and `maxWin` 40): the exact win sizes and spin cap
/// against a brute force written here from the config file alone (every window paid way by
/// way), the bonus buy against the feature's value iterated over the spins left (never the
/// closed form `N·μ/(1 − r)`), and the Monte Carlo rounds against both.
@Suite struct WinRulesTests {
  static let name = "ways-243-bonus-buy"

  /// One game's every window: its pay (credits, before any multiplier) and scatters.
  struct Window {
    var pay: Double
    var scatters: Int
  }

  static func raw() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(try Repo.bytes(name)))
    return try #require(object as? [String: Any])
  }

  /// Every window of `strips` paid by ways: per symbol, the best entry of its run of drums
  /// from the left showing it or the wild, times the product of its matching cells; plus the
  /// scatter pay of the most scatters covered.
  static func windows(_ strips: [[String]], paytable: [String: Any]) throws -> [Window] {
    let pays = try #require(paytable["pays"] as? [[String: Any]])
    let scatterPays = try #require(paytable["scatterPays"] as? [[String: Any]])
    let wild = try #require(paytable["wild"] as? String)
    let scatter = try #require(paytable["scatter"] as? String)
    let entries = pays.map {
      ($0["symbol"] as? String ?? "", $0["count"] as? Int ?? 0, $0["pay"] as? Double ?? 0)
    }
    let names = entries.reduce(into: [String]()) { if !$0.contains($1.0) { $0.append($1.0) } }
    let columns = strips.map { strip in
      strip.indices.map { stop in (-1...1).map { strip[(stop - $0 + strip.count) % strip.count] } }
    }
    var result: [Window] = []
    var stops = [Int](repeating: 0, count: strips.count)
    while true {
      let shown = stops.indices.map { columns[$0][stops[$0]] }
      var pay = 0.0
      for name in names {
        let matches = shown.map { $0.filter { $0 == name || $0 == wild }.count }
        var best = 0.0
        for (symbol, count, entry) in entries where symbol == name {
          guard matches.prefix(count).allSatisfy({ $0 > 0 }) else { continue }
          best = max(best, entry * Double(matches.prefix(count).reduce(1, *)))
        }
        pay += best
      }
      let scatters = shown.reduce(0) { $0 + $1.filter { $0 == scatter }.count }
      var bestCount = 0
      var scatterPay = 0.0
      for entry in scatterPays {
        let count = entry["count"] as? Int ?? 0
        if count <= scatters && count > bestCount {
          bestCount = count
          scatterPay = entry["pay"] as? Double ?? 0
        }
      }
      result.append(Window(pay: pay + scatterPay, scatters: scatters))
      var drum = strips.count - 1
      while drum >= 0 {
        stops[drum] += 1
        if stops[drum] < strips[drum].count { break }
        stops[drum] = 0
        drum -= 1
      }
      if drum < 0 { break }
    }
    return result
  }

  /// The lab bands written out: 0, then (0, 1], (1, 2], (2, 5], … (2000, 5000], > 5000.
  static func band(_ win: Double) -> Int {
    let uppers: [Double] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
    if win == 0 { return 0 }
    // A sum of fractional pays that is an edge exactly counts on it, whatever its rounding.
    for (index, upper) in uppers.enumerated() where win <= upper * (1 + 1e-12) {
      return index + 1
    }
    return uppers.count + 1
  }

  /// The exact sheet with the spin cap at `cap` × bet, the rounds not played.
  static func sheet(cap: Double?) async throws -> (ParSheet, ResolvedMachine) {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    var calculator = try ParRun.calculator(for: machine, file: name, method: .enumerate)
    calculator.spinCapMultiple = cap
    let sheet = try await ParRun.exact(
      for: machine, calculator: calculator, method: .enumerate, jobs: 2, file: name)
    return (sheet, machine)
  }

  @Test func theWinSizesAndTheSpinCapMatchTheBruteForce() async throws {
    let raw = try Self.raw()
    let paytable = try #require(raw["paytable"] as? [String: Any])
    #expect(paytable["maxWin"] as? Double == 40 && paytable["bonusBuy"] as? Double == 14)
    let drums = try #require(raw["drums"] as? [[String: Any]])
    let base = try Self.windows(drums.map { $0["strip"] as? [String] ?? [] }, paytable: paytable)
    var bands = [UInt64](repeating: 0, count: 14)
    for window in base { bands[Self.band(window.pay)] += 1 }
    // The shipped cap (40 × bet) is above every base spin (10.5 at most): never hit.
    let (shipped, _) = try await Self.sheet(cap: 40)
    let sizes = try #require(shipped.winSizes)
    #expect(sizes.exact && sizes.total == 100_000)
    #expect(sizes.weights == bands)
    #expect(sizes.weights == [16528, 70473, 10099, 2598, 194, 108, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(shipped.spinCap?.hits == 0 && shipped.spinCap?.excess == 0)
    // At 5 × bet the cap cuts the spins above it; its hits and excess are the brute force's.
    let (capped, _) = try await Self.sheet(cap: 5)
    let cut = base.filter { $0.pay > 5 }
    let spinCap = try #require(capped.spinCap)
    #expect(spinCap.hits == UInt64(cut.count) && spinCap.hits == 302)
    let excess = cut.reduce(0.0) { $0 + $1.pay - 5 }
    #expect(abs(spinCap.excess - excess) < 1e-9)
    #expect(abs(spinCap.rtpLoss - excess / 100_000) < 1e-15)
    // The sheet's own figures stay uncapped.
    #expect(capped.returnPerCycle == shipped.returnPerCycle)
  }

  @Test func theBonusBuyMatchesTheValueIteration() async throws {
    let raw = try Self.raw()
    let paytable = try #require(raw["paytable"] as? [String: Any])
    let free = try #require(paytable["freeSpins"] as? [String: Any])
    let multiplier = try #require(free["multiplier"] as? Double)
    let awards = try #require(free["awards"] as? [[String: Int]])
    func awarded(_ scatters: Int) -> Int {
      awards.filter { $0["count", default: 0] <= scatters }.max {
        $0["count", default: 0] < $1["count", default: 0]
      }?["spins"] ?? 0
    }
    let feature = try Self.windows(
      try #require(free["strips"] as? [[String]]), paytable: paytable)
    // One free spin, from its windows: the mean pay and how often it awards `a` more spins.
    let meanPay = feature.reduce(0.0) { $0 + $1.pay } / Double(feature.count)
    var awardCounts: [Int: Int] = [:]
    for window in feature { awardCounts[awarded(window.scatters), default: 0] += 1 }
    let awardOdds = awardCounts.sorted { $0.key < $1.key }.map {
      (spins: $0.key, probability: Double($0.value) / Double(feature.count))
    }
    // The feature's value with k spins left, iterated to its fixed point:
    // V(k) = m·E[pay] + Σₐ P(a)·V(k − 1 + a).
    let size = 200
    var value = [Double](repeating: 0, count: size)
    for _ in 0..<1500 {
      for k in 1..<size {
        value[k] =
          multiplier * meanPay
          + awardOdds.reduce(0) { $0 + $1.probability * value[min(size - 1, k - 1 + $1.spins)] }
      }
    }
    let bought = value[8]  // the lowest award: 4 scatters, 8 free spins
    let (exact, machine) = try await Self.sheet(cap: 40)
    let sheet = ParRun.pricingWinRules(exact, of: machine, rounds: 4000)
    let buy = try #require(sheet.bonusBuy)
    #expect(buy.cost == 14 && buy.scatters == 4 && buy.spinsAwarded == 8)
    #expect(abs(buy.expectedWin - bought) < 1e-9 * bought)
    #expect(abs(buy.rtp - bought / 14) < 1e-12)
    #expect(formatFixed(buy.rtp, decimals: 6) == "0.978214")
    // The bought rounds, played: their mean win is inside its interval around the exact one,
    // and the cap keeps exactly what the rounds above 40 × bet won beyond it.
    let rounds = try #require(buy.rounds)
    #expect(rounds.meanWin.contains(bought), "\(rounds.meanWin) vs \(bought)")
    #expect(rounds.truncated == 0 && rounds.sizes.total == 4000)
    let capped = try #require(buy.cappedRTP)
    #expect(capped.value < buy.rtp && capped.low <= capped.value && capped.value <= capped.high)
    // The rounds of play start from the base game's exact triggers: 4 or 5 scatters.
    let play = try #require(sheet.featureRounds)
    #expect(play.triggers.map(\.scatters) == [4, 5])
    let freeSpins = try #require(sheet.freeSpins)
    #expect(play.triggers.reduce(0) { $0 + $1.weight } == freeSpins.triggerHits)
    #expect(play.meanWin.contains(freeSpins.averageFeatureWin / sheet.totalBet))
  }

  /// At a cap on a band's upper edge (20 × bet), the capped rounds are exactly those of the
  /// bands above it; with the same seed the rounds are the same with or without the cap.
  @Test func theRoundCapCountsTheRoundsAboveIt() throws {
    let machine = try ConfigLoader.load(path: Repo.config(Self.name))
    let feature = try #require(machine.freeSpins)
    let triggers = [
      FreeSpinsTrigger(scatters: 4, weight: 3), FreeSpinsTrigger(scatters: 5, weight: 1),
    ]
    let capped = FeatureRoundEstimate(
      feature: feature, triggers: triggers, rounds: 1500, seed: 7, totalBet: 1, capMultiple: 20)
    let free = FeatureRoundEstimate(
      feature: feature, triggers: triggers, rounds: 1500, seed: 7, totalBet: 1, capMultiple: nil)
    #expect(capped.sizes == free.sizes && capped.sum == free.sum)
    let above = capped.sizes.weights[(WinSizeDistribution.band(20) + 1)...].reduce(0, +)
    #expect(capped.capHits == above && above > 0)
    #expect(free.capHits == 0 && free.excessSum == 0)
    #expect(capped.excessSum > 0 && capped.capFrequency.contains(Double(above) / 1500))
    // The largest round seen: in the last band that is not empty, above the cap, the same
    // with or without it (the cap does not change what a round wins).
    let top = free.largestWin
    #expect(top > 20 && free.largestWinRounds >= 1 && capped.largestWin == top)
    #expect(WinSizeDistribution.band(top) == free.sizes.weights.lastIndex { $0 > 0 })
    #expect(capped.largestWinRounds == free.largestWinRounds)
  }

  @Test func theBandsAreTheLabBands() {
    #expect(WinSizeDistribution.bandCount == 14)
    for win in [0, 1e-9, 1, 1.000001, 2, 4.99, 5, 10, 5000, 5000.5, 1e9] {
      #expect(WinSizeDistribution.band(win) == Self.band(win), "\(win)")
    }
    #expect(
      (0..<14).map(WinSizeDistribution.label) == [
        "0", "(0, 1]", "(1, 2]", "(2, 5]", "(5, 10]", "(10, 20]", "(20, 50]", "(50, 100]",
        "(100, 200]", "(200, 500]", "(500, 1000]", "(1000, 2000]", "(2000, 5000]", "> 5000",
      ])
  }

  @Test(arguments: [
    ("paytable.bonusBuy", "0", "paytable.bonusBuy: 0 is out of range (allowed: more than 0"),
    ("paytable.bonusBuy", "-3", "paytable.bonusBuy: -3 is out of range (allowed: more than 0"),
    ("paytable.bonusBuy", "100", "paytable.bonusBuy: needs paytable.freeSpins on fixed rows"),
    ("paytable.maxWin", "0", "paytable.maxWin: 0 is out of range (allowed: more than 0"),
    ("paytable.maxWin", "-1", "paytable.maxWin: -1 is out of range (allowed: more than 0"),
  ])
  func aBadWinRuleIsOneLineAtItsPath(_ path: String, _ value: String, _ prefix: String) throws {
    let problems = try Fixture.problems([(path, value)])
    #expect(problems.count == 1 && problems.first?.hasPrefix(prefix) == true, "\(problems)")
  }
}
