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
    if let cap = rules.maxWin {
      round.win = min(uncapped, cap)
      round.capped = uncapped > cap
      round.baseWin = min(base.uncappedWin, cap)
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
