extension ClusterGame {
  /// The most stop combinations ``exactTally(slice:)`` enumerates over all slices: 2²².
  public static let maximumExactCombinations = 1 << 22

  /// The stop combinations, `∏ stops` (saturating at `Int.max`); with a ``fill``, its grids
  /// (``fillCombinations``).
  public var combinations: Int {
    if fill != nil { return fillCombinations }
    return reels.stopCounts.reduce(1) { product, stops in
      let (value, overflow) = product.multipliedReportingOverflow(by: stops)
      return overflow ? Int.max : value
    }
  }

  /// Whether the exact sheet is within ``maximumExactCombinations`` (and, with a ``fill``,
  /// ``isFillExactPossible``); never with free spins (Monte Carlo only: the round's chains
  /// depend on the states each free spin leaves).
  public var isExactWithinBound: Bool {
    freeSpins == nil && (fill == nil || isFillExactPossible)
      && combinations <= Self.maximumExactCombinations
  }

  /// Whether a fill's outcomes can be enumerated: only without cascades, as each refill
  /// draws again and the outcomes make a tree as deep as ``ClusterRules/maximumCascades``.
  public var isFillExactPossible: Bool { fill != nil && !rules.cascades }

  /// The slices of the enumeration: one per stop of column 0 (with a ``fill``, one per
  /// symbol its first cell can show).
  public var sliceCount: Int { fill.map { $0.support.count } ?? reels.stopCounts.first ?? 0 }

  /// Every stop combination whose column 0 stops at `slice`, each spin weighted by the
  /// product of its stops' weights (1 each without weights), in odometer order (the last
  /// column fastest). Add the slices in order for the same bits on every worker count.
  public func exactTally(slice: Int) -> ClusterTally {
    if fill != nil { return fillExactTally(slice: slice) }
    var tally = ClusterTally()
    let counts = reels.stopCounts
    var stops = [Int](repeating: 0, count: counts.count)
    stops[0] = slice
    func weight(_ column: Int, _ stop: Int) -> Double {
      weights.map { Double($0.drums[column][stop]) } ?? 1
    }
    while true {
      var product = 1.0
      for column in stops.indices { product *= weight(column, stops[column]) }
      tally.add(play(stops: stops, recording: false), weight: product)
      var column = counts.count - 1
      while column >= 1 {
        stops[column] += 1
        if stops[column] < counts[column] { break }
        stops[column] = 0
        column -= 1
      }
      if column < 1 { return tally }
    }
  }

  /// The Monte Carlo tally of `blocks` of `plan`: block `b` draws its spins' stops from
  /// SplitMix64 seeded with ``MonteCarloPlan/blockSeed(seed:block:)``
  /// (`Outcome.randomTargets(for:weights:using:)`, column order), the block tallies added
  /// in block order.
  public func monteCarloTally(plan: MonteCarloPlan, blocks: Range<UInt64>) -> ClusterTally {
    var tally = ClusterTally()
    for block in blocks { tally = tally.adding(blockTally(plan: plan, block: block)) }
    return tally
  }

  /// One block's tally (``monteCarloTally(plan:blocks:)``).
  public func blockTally(plan: MonteCarloPlan, block: UInt64) -> ClusterTally {
    if freeSpins != nil { return roundBlockTally(plan: plan, block: block) }
    if fill != nil { return fillBlockTally(plan: plan, block: block) }
    var generator = SplitMix64(seed: MonteCarloPlan.blockSeed(seed: plan.seed, block: block))
    var tally = ClusterTally()
    for _ in 0..<plan.spins(inBlock: block) {
      let stops = Outcome.randomTargets(for: reels, weights: weights, using: &generator)
      tally.add(play(stops: stops, recording: false), weight: 1)
    }
    return tally
  }
}
