import Testing

@testable import ReelMaths

/// Cluster free spins (``ClusterFreeSpins``, ``ClusterRound``): the cell multipliers carried
/// from each free spin to the next, retriggers, the cap on the whole round, and the Monte
/// Carlo sheet of a 3 × 3 fill against a simulation of the round written here.
@Suite struct ClusterFreeSpinsTests {
  /// A 3 × 3 grid drawing A 3, B 2, W 1, S 1 (of 7); 3 scatters award 3 free spins, 4 or more
  /// award 5 (about 0.6 retriggered spins per free spin); cascades with cell multipliers up to ×8; the round capped at `maxWin`.
  static func game(maxWin: Double? = 60, retriggers: Bool = true) -> ClusterGame {
    let reels = ReelStrips(
      name: "free",
      reels: (0..<3).map { _ in
        ReelStrips.Reel(strip: ["A", "B", "W", "S"], visibleRows: 3, targetRow: 1)
      })
    let rules = ClusterRules(
      minimum: 3,
      pays: [
        ClusterPay(symbol: "A", from: 3, to: 4, pay: 0.5),
        ClusterPay(symbol: "A", from: 5, pay: 2),
        ClusterPay(symbol: "B", from: 3, to: 5, pay: 1),
        ClusterPay(symbol: "B", from: 6, pay: 6),
      ], wild: "W", maxWin: maxWin, cascades: true, multiplierCap: 8)
    return ClusterGame(
      reels: reels, rules: rules, fill: ClusterFill([("A", 3), ("B", 2), ("W", 1), ("S", 1)]),
      freeSpins: ClusterFreeSpins(
        scatter: "S",
        awards: [FreeSpinAward(count: 3, spins: 3), FreeSpinAward(count: 4, spins: 5)],
        retriggers: retriggers))
  }

  /// A round that triggered, from seeds 1, 2, …
  static func triggeredRound(_ game: ClusterGame) -> ClusterRound {
    var seed: UInt64 = 1
    while true {
      var generator = SplitMix64(seed: seed)
      let base = game.play(filling: &generator)
      if base.scatters >= 3 { return game.playRound(base: base, using: &generator) }
      seed += 1
    }
  }

  @Test func cellMultipliersPersistFromOneFreeSpinToTheNext() {
    let game = Self.game(maxWin: nil)
    var checkedCarry = 0
    var seed: UInt64 = 1
    while checkedCarry < 20 {
      var generator = SplitMix64(seed: seed)
      seed += 1
      let base = game.play(filling: &generator)
      guard base.scatters >= 3 else { continue }
      let round = game.playRound(base: base, using: &generator)
      #expect(round.freeSpins.count >= 3)
      // Replayed here: the states start at 0, each step's paying cells move 0 → 1 → 2 → 4 → 8.
      var states = [Int](repeating: 0, count: 9)
      for spin in round.freeSpins {
        #expect(spin.multipliers.first == states)
        for (step, wins) in spin.steps.enumerated() {
          #expect(spin.multipliers[step] == states)
          for cell in Set(wins.flatMap(\.cells)) {
            states[cell] = states[cell] == 0 ? 1 : min(states[cell] * 2, 8)
          }
        }
        #expect(spin.endStates == states)
        if states.contains(where: { $0 >= 2 }) { checkedCarry += 1 }
      }
    }
  }

  @Test func scattersAwardAndRetriggerSpins() {
    let game = Self.game()
    let round = Self.triggeredRound(game)
    let feature = game.freeSpins!
    #expect(round.awarded == feature.spins(scatters: round.base.scatters))
    let retriggered = round.freeSpins.reduce(0) { $0 + feature.spins(scatters: $1.scatters) }
    #expect(round.retriggered == retriggered)
    #expect(round.freeSpins.count == round.awarded + round.retriggered)
    let noRetrigger = Self.triggeredRound(Self.game(retriggers: false))
    #expect(noRetrigger.freeSpins.count == noRetrigger.awarded && noRetrigger.retriggered == 0)
  }

  @Test func theCapAppliesToTheWholeRound() {
    let uncapped = Self.triggeredRound(Self.game(maxWin: nil))
    let total = uncapped.freeSpins.reduce(uncapped.base.uncappedWin) { $0 + $1.uncappedWin }
    #expect(abs(uncapped.win - total) < 1e-9 && !uncapped.capped)
    let cap = max(0.5, total / 2)
    let capped = Self.triggeredRound(Self.game(maxWin: cap))
    #expect(capped.win == cap && capped.capped)
    #expect(capped.baseWin == min(capped.base.uncappedWin, cap))
  }

  /// The Monte Carlo RTP, its base part and the trigger frequency against a simulation of the
  /// round written here (its own generator, flood fill, refill, multipliers and awards), within
  /// the two runs' 99 % intervals; the trigger frequency also against the binomial
  /// `P(S ≥ 3) = 1 − Σ_{k<3} C(9, k) (1/7)^k (6/7)^{9−k}`.
  @Test func monteCarloAgreesWithAnIndependentSimulation() {
    let game = Self.game()
    let spins = 4000
    let plan = MonteCarloPlan(spins: UInt64(spins), seed: 8)
    let model = game.monteCarloTally(plan: plan, blocks: 0..<plan.blockCount)
    var generator = SplitMix64(seed: 99)
    func draw() -> String {
      let u = Double(generator.next() >> 11) / Double(1 << 53) * 7
      return u < 3 ? "A" : u < 5 ? "B" : u < 6 ? "W" : "S"
    }
    func chain(_ multipliers: inout [Int]) -> (win: Double, scatters: Int) {
      var cells = (0..<9).map { _ in draw() }
      let scatters = cells.count(where: { $0 == "S" })
      var total = 0.0
      for _ in 0...ClusterRules.maximumCascades {
        let paid = ClusterFillTests.pay(of: cells, rules: game.rules, multipliers: multipliers)
        total += paid.total
        for cell in paid.cells {
          multipliers[cell] = multipliers[cell] == 0 ? 1 : min(multipliers[cell] * 2, 8)
        }
        guard !paid.cells.isEmpty else { break }
        for c in 0..<3 {
          let survivors = (0..<3).filter { !paid.cells.contains(c * 3 + $0) }.map {
            cells[c * 3 + $0]
          }
          let new = (0..<(3 - survivors.count)).map { _ in draw() }
          cells.replaceSubrange(c * 3..<c * 3 + 3, with: new + survivors)
        }
      }
      return (total, scatters)
    }
    func award(_ scatters: Int) -> Int { scatters >= 4 ? 5 : scatters == 3 ? 3 : 0 }
    var sum = 0.0
    var squares = 0.0
    var baseSum = 0.0
    var triggers = 0
    for _ in 0..<spins {
      var fresh = [Int](repeating: 0, count: 9)
      let base = chain(&fresh)
      var total = base.win
      var left = award(base.scatters)
      if left > 0 { triggers += 1 }
      var persisting = [Int](repeating: 0, count: 9)
      var played = 0
      while left > 0, played < ClusterFreeSpins.maximumPlayedSpins {
        let spin = chain(&persisting)
        total += spin.win
        left += award(spin.scatters) - 1
        played += 1
      }
      let win = min(total, 60)
      sum += win
      squares += win * win
      baseSum += min(base.win, 60)
    }
    let n = Double(spins)
    let mean = sum / n
    let deviation = (squares / n - mean * mean).squareRoot()
    let z = MonteCarloConfidence.z
    let margin = z * (model.standardDeviation + deviation) / n.squareRoot()
    #expect(abs(model.rtp - mean) <= margin, "model \(model.rtp), simulation \(mean) ± \(margin)")
    var binomial = 1.0
    var term = pow9(6.0 / 7)
    for k in 0..<3 {
      binomial -= term
      term *= Double(9 - k) / Double(k + 1) * (1.0 / 6)
    }
    let frequency = model.triggerWeight / model.weight
    let frequencyMargin = z * (binomial * (1 - binomial) / n).squareRoot()
    #expect(abs(frequency - binomial) <= frequencyMargin, "\(frequency) vs \(binomial)")
    #expect(abs(Double(triggers) / n - binomial) <= frequencyMargin)
    #expect(model.baseWinSum / model.weight < model.rtp)
    #expect(abs(model.baseWinSum / model.weight - baseSum / n) <= margin)
  }

  private func pow9(_ q: Double) -> Double { (0..<9).reduce(1.0) { product, _ in product * q } }
}
