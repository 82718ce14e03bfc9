import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The free spins of a variable-row machine without cascades (`paytable.freeSpins` on
/// ``SmallMegaways``): the exact figures (``VariableRowsFreeSpins``, the closed form
/// and the retrigger equation) against an independent brute force written here, and against
/// Monte Carlo over whole rounds; the Monte Carlo the same for every `--jobs` and shard cut; and
/// each free-spins setting that cannot work on variable rows as one line at its JSON path.
@Suite struct VariableRowsFreeSpinsTests {
  /// The small machine with free spins: 2 scatters award 1, 3 award 4 (top cell included),
  /// every free spin's pay doubled, retriggered.
  static func withFreeSpins(_ freeSpins: String) -> String {
    SmallMegaways.config.replacingOccurrences(
      of: #""scatterPays": [{"count": 2, "pay": 4}, {"count": 3, "pay": 25}]"#,
      with: #""scatterPays": [{"count": 2, "pay": 4}, {"count": 3, "pay": 25}], "freeSpins": "#
        + freeSpins)
  }

  static let feature =
    #"{"awards": [{"count": 2, "spins": 1}, {"count": 3, "spins": 4}], "multiplier": 2}"#

  static func bruteForceRound(
    awards: [Int: Int], multiplier: Double, retriggers: Bool
  ) -> (mean: Double, square: Double, trigger: Double) {
    let spins = { (n: Int) in awards.filter { $0.key <= n }.max { $0.key < $1.key }?.value ?? 0 }
    var grouped: [Int: [(Double, Double)]] = [:]
    for outcome in SmallMegaways.outcomes() {
      grouped[outcome.scatters, default: []].append((outcome.probability, outcome.pay))
    }
    // Per scatter count n: P(n), E[X; n] and E[X²; n] (the next state depends on n alone).
    let moments = grouped.keys.sorted().map { n in
      let list = grouped[n] ?? []
      return (
        n, list.reduce(0) { $0 + $1.0 }, list.reduce(0) { $0 + $1.0 * multiplier * $1.1 },
        list.reduce(0) { $0 + $1.0 * multiplier * $1.1 * multiplier * $1.1 }
      )
    }
    let cap = 400
    var first = [Double](repeating: 0, count: cap + 1)
    var second = first
    for _ in 0..<100_000 {
      var change = 0.0
      for k in 1...cap {
        var v1 = 0.0
        var v2 = 0.0
        for (scatters, p, x, xx) in moments {
          let next = min(cap, k - 1 + (retriggers ? spins(scatters) : 0))
          v1 += x + p * first[next]
          v2 += xx + 2 * x * first[next] + p * second[next]
        }
        change = max(change, abs(v1 - first[k]) / max(1, v1), abs(v2 - second[k]) / max(1, v2))
        first[k] = v1
        second[k] = v2
      }
      if change < 1e-15 { break }
    }
    var mean = 0.0
    var square = 0.0
    var trigger = 0.0
    for (scatters, list) in grouped {
      let awarded = spins(scatters)
      for (p, pay) in list {
        mean += p * (pay + first[awarded])
        square += p * (pay * pay + 2 * pay * first[awarded] + second[awarded])
        if awarded > 0 { trigger += p }
      }
    }
    return (mean, square, trigger)
  }

  @Test(arguments: [true, false])
  func theExactFeatureEqualsTheBruteForceRound(retriggers: Bool) throws {
    let text = Self.withFreeSpins(
      Self.feature.replacingOccurrences(
        of: #""multiplier": 2"#, with: #""multiplier": 2, "retrigger": \#(retriggers)"#))
    let machine = try MegawaysConfigTests.load(text)
    let paytable = try #require(machine.paytable)
    let rows = try #require(ParRun.variableRowsMachine(of: machine, paytable: paytable))
    let sheet = try ParRun.variableRowsSheet(
      rows, file: "m.json", estimate: "-", freeSpins: machine.cascadeFreeSpins)
    let feature = try #require(sheet.freeSpins)
    let expected = Self.bruteForceRound(
      awards: [2: 1, 3: 4], multiplier: 2, retriggers: retriggers)
    let bet = paytable.totalBet
    #expect(abs(feature.totalRTP * bet - expected.mean) <= 1e-9 * expected.mean)
    #expect(abs(feature.totalSquares - expected.square) <= 1e-9 * expected.square)
    #expect(abs(feature.triggerFrequency - expected.trigger) <= 1e-12)
    #expect(abs(feature.baseRTP - MegawaysConfigTests.bruteForce().rtp) <= 1e-12)
    #expect(feature.featureRTP > 0.1)
    #expect((feature.retriggersPerSpin > 0) == retriggers)
  }

  @Test func theExactTotalLiesWithinTheMonteCarloOfWholeRounds() throws {
    let machine = try MegawaysConfigTests.load(Self.withFreeSpins(Self.feature))
    let game = try #require(machine.variableRowsGame)
    let exact = try #require(
      try ParRun.variableRowsSheet(
        game.machine, file: "m.json", estimate: "-", freeSpins: game.freeSpins
      ).freeSpins)
    let estimate = try game.monteCarlo(spins: 50_000, seed: 21)
    let standardError = exact.totalStandardDeviation / (50_000.0).squareRoot()
    #expect(abs(estimate.rtp - exact.totalRTP) <= 4 * standardError)
    #expect(abs(estimate.standardDeviation / exact.totalStandardDeviation - 1) < 0.1)
    #expect(estimate.tally.triggers > 500)
    #expect(estimate.tally.baseCascades == 0)
  }

  @Test(SlowTests.trait) func theMonteCarloIsTheSameForEveryJobsAndEveryShardCut() async throws {
    let machine = try MegawaysConfigTests.load(Self.withFreeSpins(Self.feature))
    let game = try #require(machine.variableRowsGame)
    // 3 blocks: 65,536 + 65,536 + 1 spins.
    let plan = MonteCarloPlan(spins: 131_073, seed: 4)
    let one = try await CascadeRun.tally(game, plan: plan, blocks: 0..<plan.blockCount, jobs: 1)
    for jobs in [3] {
      #expect(
        try await CascadeRun.tally(game, plan: plan, blocks: 0..<plan.blockCount, jobs: jobs)
          == one)
    }
    var shards: [CascadeShard] = []
    for index in 0..<3 {
      shards.append(
        CascadeShard(
          machine: machine.spec.name, configDigest: machine.digest, plan: plan, index: index,
          count: 3,
          unit: try game.creditUnit(),
          tally: try await CascadeRun.tally(
            game, plan: plan, blocks: plan.blocks(shard: index, of: 3), jobs: 2)))
    }
    let merged = try CascadeShard.merge(shards.reversed(), files: ["c", "b", "a"])
    #expect(merged.tally == one)
    // Each shard file reads back to itself.
    for shard in shards {
      let bytes = Array(JSONWriter.write(shard.json).utf8)
      #expect(try CascadeShard.decode(bytes, file: "s.json", machine: machine, game: game) == shard)
    }
  }

  static let refused: [(feature: String, line: String)] = [
    (
      #"{"awards": [{"count": 2, "spins": 3}], "strips": [["A"], ["A"], ["A"]]}"#,
      "paytable.freeSpins.strips: is not allowed on variable rows: a variable-row machine plays "
        + "its free spins on its own drums, rows, top drum and paytable (allowed: awards, "
        + "multiplier and retrigger)"
    ),
    (
      #"{"awards": [{"count": 2, "spins": 3}], "pays": [{"symbol": "A", "count": 3, "pay": 9}]}"#,
      "paytable.freeSpins.pays: is not allowed on variable rows: a variable-row machine plays "
        + "its free spins on its own drums, rows, top drum and paytable (allowed: awards, "
        + "multiplier and retrigger)"
    ),
    (
      #"{"awards": [{"count": 2, "spins": 3}], "multiplier": 1.5}"#,
      "paytable.freeSpins.multiplier: 1.5 is not a whole number (allowed: a whole number 1 ... "
        + "1000 on variable rows)"
    ),
    (
      #"{"awards": [{"count": 12, "spins": 3}]}"#,
      "paytable.freeSpins.awards[0].count: 12 is out of range (allowed: 1 ... 10, the cells of "
        + "the window)"
    ),
    (
      #"{"awards": [{"count": 1, "spins": 40}]}"#,
      "paytable.freeSpins.retrigger: a free spin awards "
    ),
  ]

  @Test(arguments: refused)
  func aFreeSpinsSettingThatCannotWorkOnVariableRowsIsOneLine(
    _ bad: (feature: String, line: String)
  ) {
    do {
      _ = try MegawaysConfigTests.load(Self.withFreeSpins(bad.feature))
      Issue.record("loaded \(bad.feature)")
    } catch {
      #expect(error.lines.count == 1)
      #expect(error.lines.first?.hasPrefix(bad.line) == true, "\(error.lines)")
    }
  }
}
