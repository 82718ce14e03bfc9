import Testing

@testable import ReelKit

/// The hold-and-win chain's exact figures against an independent brute force that never uses
/// the chain, the binomial or the convolution: every stop combination of the base drums,
/// every landing pattern of every respin cell by cell (each free cell's land / no-land
/// branch), and every prize each final symbol may carry.
@Suite("hold-and-win: exact chain against brute force")
struct HoldAndWinTests {
  /// 3 drums × 2 rows: 6 cells.
  static let reels = ReelStrips(
    name: "tiny",
    reels: [
      .init(strip: ["COIN", "A", "COIN", "B"], visibleRows: 2, targetRow: 0),
      .init(strip: ["A", "COIN", "COIN", "B", "A"], visibleRows: 2, targetRow: 1),
      .init(strip: ["COIN", "B", "A"], visibleRows: 2, targetRow: 0),
    ])
  static let weights = StopWeights([[1, 2, 3, 1], [2, 1, 1, 1, 3], [1, 1, 2]])
  static let prizes = [
    HoldAndWinPrize(cash: 1, weight: 3), HoldAndWinPrize(cash: 5, weight: 1),
    HoldAndWinPrize(jackpot: "mini", value: 20, weight: 1),
  ]

  static func feature(trigger: Int, respins: Int, landing: Int, of weight: Int)
    -> HoldAndWinFeature
  {
    HoldAndWinFeature(
      symbol: "COIN", trigger: trigger, respins: respins, cells: 6, landingWeight: landing,
      cellWeight: weight, prizes: prizes, grand: 100)
  }

  /// `P_b(n)` by every stop combination, weighted.
  static func bruteBaseCounts() -> [Double] {
    var counts = [Double](repeating: 0, count: 7)
    var total = 0.0
    for a in 0..<4 {
      for b in 0..<5 {
        for c in 0..<3 {
          let weight = Double(
            weights.drums[0][a] * weights.drums[1][b] * weights.drums[2][c])
          let shown =
            reels.reels[0].window(restingAt: a) + reels.reels[1].window(restingAt: b)
            + reels.reels[2].window(restingAt: c)
          counts[shown.filter { $0 == "COIN" }.count] += weight
          total += weight
        }
      }
    }
    return counts.map { $0 / total }
  }

  /// `P(M = m)` from held count `n` with `r` respins left, cell by cell: every free cell
  /// branches on landing (p) or not (1 − p).
  static func bruteFinal(
    held: Int, left: Int, respins: Int, p: Double, into final: inout [Double],
    weight: Double
  ) {
    if left == 0 || held == 6 {
      final[held] += weight
      return
    }
    let free = 6 - held
    func branch(_ cell: Int, _ landed: Int, _ probability: Double) {
      if cell == free {
        if landed == 0 {
          bruteFinal(
            held: held, left: left - 1, respins: respins, p: p, into: &final, weight: probability)
        } else {
          bruteFinal(
            held: held + landed, left: respins, respins: respins, p: p, into: &final,
            weight: probability)
        }
        return
      }
      branch(cell + 1, landed + 1, probability * p)
      branch(cell + 1, landed, probability * (1 - p))
    }
    branch(0, 0, weight)
  }

  /// E[A], E[A²] and P(mini) by every prize tuple of the final symbols.
  static func bruteAward(final: [Double]) -> (mean: Double, squares: Double, mini: Double) {
    var mean = 0.0
    var squares = 0.0
    var mini = 0.0
    for (m, probability) in final.enumerated() where probability > 0 {
      var tuples = 1
      for _ in 0..<m { tuples *= 3 }
      for tuple in 0..<tuples {
        var code = tuple
        var award = m == 6 ? 100.0 : 0
        var weight = 1.0
        var hasMini = false
        for _ in 0..<m {
          let prize = prizes[code % 3]
          code /= 3
          award += prize.value
          weight *= Double(prize.weight) / 5
          if prize.jackpot != nil { hasMini = true }
        }
        mean += probability * weight * award
        squares += probability * weight * award * award
        if hasMini { mini += probability * weight }
      }
    }
    return (mean, squares, mini)
  }

  @Test(
    "exact chain equals the brute force",
    arguments: [(3, 3, 1, 4), (2, 1, 1, 3), (4, 3, 2, 5), (1, 2, 1, 10), (4, 3, 3, 3)])
  func exactEqualsBruteForce(trigger: Int, respins: Int, landing: Int, weight: Int) {
    let feature = Self.feature(trigger: trigger, respins: respins, landing: landing, of: weight)
    let sheet = HoldAndWinSheet(feature: feature, reels: Self.reels, weights: Self.weights)
    let base = Self.bruteBaseCounts()
    for n in 0...6 { #expect(abs(sheet.baseCounts[n] - base[n]) < 1e-12) }
    let trigger = base[feature.trigger...].reduce(0, +)
    #expect(trigger > 0)
    #expect(abs(sheet.triggerProbability - trigger) < 1e-12)
    var final = [Double](repeating: 0, count: 7)
    for n in feature.trigger...6 {
      Self.bruteFinal(
        held: n, left: respins, respins: respins, p: feature.landingProbability, into: &final,
        weight: base[n] / trigger)
    }
    for m in 0...6 { #expect(abs(sheet.finalCounts[m] - final[m]) < 1e-12, "m = \(m)") }
    let award = Self.bruteAward(final: final)
    #expect(abs(sheet.averageAward - award.mean) < 1e-10)
    #expect(abs(sheet.awardSquares - award.squares) < 1e-8)
    #expect(abs(sheet.featureRTP - trigger * award.mean) < 1e-12)
    #expect(sheet.jackpots.map(\.name) == ["mini", "grand"])
    #expect(abs(sheet.jackpots[0].roundProbability - award.mini) < 1e-12)
    #expect(abs(sheet.jackpots[1].roundProbability - final[6]) < 1e-15)
    #expect(abs(sheet.fullScreenProbability - final[6]) < 1e-15)
  }

  @Test("a chain that always lands fills the window in one respin; one that never lands ends")
  func extremes() {
    let always = HoldAndWinSheet(
      feature: Self.feature(trigger: 2, respins: 3, landing: 4, of: 4), reels: Self.reels,
      weights: Self.weights)
    #expect(abs(always.fullScreenProbability - 1) < 1e-15)
    #expect(abs(always.averageAward - (6 * 28.0 / 5 + 100)) < 1e-12)
    let never = HoldAndWinSheet(
      feature: Self.feature(trigger: 2, respins: 3, landing: 0, of: 4), reels: Self.reels,
      weights: Self.weights)
    #expect(zip(never.finalCounts, never.startCounts).allSatisfy { abs($0 - $1) < 1e-15 })
    #expect(abs(never.expectedRespins - 3 * (1 - never.startCounts[6])) < 1e-12)
  }

  @Test("Monte Carlo lies within its 99 % intervals of the exact figures")
  func monteCarloWithinInterval() throws {
    let feature = Self.feature(trigger: 3, respins: 3, landing: 1, of: 4)
    let sheet = HoldAndWinSheet(feature: feature, reels: Self.reels, weights: Self.weights)
    let spinner = try HoldAndWinSpinner(feature: feature, reels: Self.reels, weights: Self.weights)
    let plan = MonteCarloPlan(spins: 200_000, seed: 42)
    let tally = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    let estimate = HoldAndWinEstimate(tally: tally, seed: 42, unit: spinner.unit)
    #expect(estimate.triggerFrequency.contains(sheet.triggerProbability))
    #expect(estimate.featureRTP.contains(sheet.featureRTP))
    #expect(estimate.averageAward.contains(sheet.averageAward))
    #expect(estimate.fullScreen.contains(sheet.fullScreenProbability))
    #expect(estimate.prizeRounds[2].contains(sheet.jackpots[0].roundProbability))
    #expect(abs(estimate.respinsPerRound - sheet.expectedRespins) < 0.05)
  }

  @Test("blocks add up to the same tally in any grouping")
  func groupingIndependent() throws {
    let feature = Self.feature(trigger: 3, respins: 3, landing: 1, of: 4)
    let spinner = try HoldAndWinSpinner(feature: feature, reels: Self.reels, weights: Self.weights)
    let plan = MonteCarloPlan(spins: 2 * MonteCarloPlan.blockSize + 17, seed: 9)
    let whole = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    var pieces = try spinner.tally(blocks: 1..<plan.blockCount, of: plan)
    #expect(pieces.add(try spinner.tally(blocks: 0..<1, of: plan)) == nil)
    #expect(pieces == whole)
    #expect(whole.spins == plan.spins)
  }
}
