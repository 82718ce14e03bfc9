import ReelKitSupport

extension ClusterGame {
  /// Plays the free spins `base` triggers (none below the lowest award) and returns the round:
  /// each free spin draws from `generator` (its stops, ``Outcome``'s draws, column order; with a
  /// ``fill`` its cells) and starts from the cell multiplier states the previous free spin
  /// left (all 0 for the first); retriggers add spins, at most
  /// ``ClusterFreeSpins/maximumPlayedSpins`` played. The round's win is
  /// `min(base + Σ free spins, maxWin)`, all before the cap.
  public func playRound(
    base: ClusterSpin, using generator: inout SplitMix64, recording: Bool = true
  ) -> ClusterRound {
    var round = ClusterRound(base: base)
    var uncapped = base.uncappedWin
    if let freeSpins {
      round.awarded = freeSpins.spins(scatters: base.scatters)
      var left = round.awarded
      var states: [Int]?
      while left > 0, round.freeSpins.count < ClusterFreeSpins.maximumPlayedSpins {
        let spin =
          fill != nil
          ? play(filling: &generator, recording: recording, states: states)
          : play(
            stops: Outcome.randomTargets(for: reels, weights: weights, using: &generator),
            recording: recording, states: states)
        if rules.multiplierCap != nil { states = spin.endStates }
        left -= 1
        if freeSpins.retriggers {
          let more = freeSpins.spins(scatters: spin.scatters)
          left += more
          round.retriggered += more
        }
        uncapped += spin.uncappedWin
        round.freeSpins.append(recording ? spin : ClusterSpin())
      }
      round.truncated = left > 0
    }
    round.uncappedWin = uncapped
    round.win = uncapped
    round.baseWin = base.uncappedWin
    if let cap = rules.winCap {
      let paid = cap.apply(uncapped)
      round.win = paid.paid
      round.capped = paid.capped
      round.baseWin = cap.apply(base.uncappedWin).paid
    }
    return round
  }

  /// One Monte Carlo block of a game with free spins: each round draws its base spin (stops,
  /// or cells with a ``fill``) and then its free spins from the block's generator
  /// (``MonteCarloPlan/blockSeed(seed:block:)``).
  func roundBlockTally(plan: MonteCarloPlan, block: UInt64) -> ClusterTally {
    var generator = SplitMix64(seed: MonteCarloPlan.blockSeed(seed: plan.seed, block: block))
    var tally = ClusterTally()
    for _ in 0..<plan.spins(inBlock: block) {
      let base =
        fill != nil
        ? play(filling: &generator, recording: false)
        : play(
          stops: Outcome.randomTargets(for: reels, weights: weights, using: &generator),
          recording: false)
      tally.add(playRound(base: base, using: &generator, recording: false), weight: 1)
    }
    return tally
  }
}

extension ClusterGame {
  /// The probability of each scatter count `0 … cells` on a landing grid: with a ``fill``
  /// the binomial `C(n, k) pᵏ (1 − p)ⁿ⁻ᵏ` (`n` cells, `p` the scatter's fill probability),
  /// else each column's window distribution convolved (``ScatterCounts``); empty without
  /// free spins.
  public func scatterCountProbabilities() -> [Double] {
    guard let freeSpins else { return [] }
    guard let fill else {
      return ScatterCounts.probabilities(reels: reels, scatter: freeSpins.scatter, weights: weights)
    }
    let cells = columns * rows
    let p = fill.symbols.indices.filter { fill.symbols[$0].isSameSymbol(as: freeSpins.scatter) }
      .reduce(0.0) { $0 + fill.probability($1) }
    var distribution = [1.0]
    for _ in 0..<cells {
      var next = [Double](repeating: 0, count: distribution.count + 1)
      for (count, probability) in distribution.enumerated() {
        next[count] += probability * (1 - p)
        next[count + 1] += probability * p
      }
      distribution = next
    }
    return distribution
  }

  /// `r`, the free spins one free spin awards by retriggers on average:
  /// `Σ_n P(n) · spins(n)` (``scatterCountProbabilities()``); 0 without retriggers. A round
  /// ends with probability 1 only when `r < 1`; a config with `r ≥ 1` is refused.
  public func expectedRetriggers() -> Double {
    guard let freeSpins, freeSpins.retriggers else { return 0 }
    return scatterCountProbabilities().enumerated().reduce(0.0) { sum, entry in
      sum + entry.element * Double(freeSpins.spins(scatters: entry.offset))
    }
  }
}
