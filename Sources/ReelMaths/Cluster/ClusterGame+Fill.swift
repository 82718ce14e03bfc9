import ReelKitSupport

extension ClusterGame {
  /// How far a fill's column reads before wrapping: beyond any chain's draws
  /// (`rows × (1 + maximumCascades)` ≤ 12 × 101), and within a 32-bit `Int` (the WebAssembly
  /// module's, where `1 << 40` would be 0 and every refill a division by zero).
  package static let fillColumnBound = 1 << 30

  /// Plays a spin of a game with a ``fill``: the landing grid is drawn from `generator`
  /// column by column, top row first, and each cascade's new cells column by column, the
  /// lowest new cell of a column first (``ClusterFill``); the chain is otherwise
  /// ``play(stops:recording:states:)``'s (from `states`). With `recording`,
  /// ``ClusterSpin/drawn`` keeps the draws.
  public func play(
    filling generator: inout SplitMix64, recording: Bool = true, states: [Int]? = nil
  ) -> ClusterSpin {
    guard let fill else { return ClusterSpin() }
    let rows = rows
    var strips = (0..<columns).map { _ in
      (0..<rows).map { _ in fillCodes[fill.draw(using: &generator)] }
    }
    var spin = playChain(
      columns: Array(repeating: Array(0..<rows), count: columns),
      above: Array(repeating: rows, count: columns), strips: &strips,
      stripCounts: Array(repeating: Self.fillColumnBound, count: columns), recording: recording,
      states: states
    ) { column, count, strips in
      for _ in 0..<count { strips[column].append(fillCodes[fill.draw(using: &generator)]) }
    }
    if recording { spin.drawn = strips }
    return spin
  }

  /// Plays the grid `cells` (codes, `column · rows + row`) of a game without cascades: the
  /// exact path of a fill, where every grid is one outcome.
  func play(grid cells: [Int]) -> ClusterSpin {
    let rows = rows
    var strips = (0..<columns).map { Array(cells[$0 * rows..<($0 + 1) * rows]) }
    return playChain(
      columns: Array(repeating: Array(0..<rows), count: columns),
      above: Array(repeating: 0, count: columns), strips: &strips,
      stripCounts: Array(repeating: rows, count: columns), recording: false
    ) { _, _, _ in }
  }

  /// The outcomes of a fill's exact sheet: `support^cells` grids (saturating at `Int.max`);
  /// 0 without a fill.
  public var fillCombinations: Int {
    guard let fill else { return 0 }
    let support = fill.support.count
    var product = 1
    for _ in 0..<(columns * rows) {
      let (value, overflow) = product.multipliedReportingOverflow(by: support)
      if overflow { return Int.max }
      product = value
    }
    return product
  }

  /// Every grid of a fill whose first cell (column 0, top row) is the `slice`-th symbol of
  /// the fill's support, each weighted by `∏ p(cell)`, in odometer order (the last cell
  /// fastest); games without cascades only (a refill makes the outcomes a tree with no
  /// depth bound short of ``ClusterRules/maximumCascades``).
  func fillExactTally(slice: Int) -> ClusterTally {
    var tally = ClusterTally()
    guard let fill else { return tally }
    let support = fill.support
    let cellCount = columns * rows
    var choice = [Int](repeating: 0, count: cellCount)
    choice[0] = slice
    var grid = [Int](repeating: 0, count: cellCount)
    while true {
      var weight = 1.0
      for cell in 0..<cellCount {
        let entry = support[choice[cell]]
        grid[cell] = fillCodes[entry]
        weight *= fill.probability(entry)
      }
      tally.add(play(grid: grid), weight: weight)
      var cell = cellCount - 1
      while cell >= 1 {
        choice[cell] += 1
        if choice[cell] < support.count { break }
        choice[cell] = 0
        cell -= 1
      }
      if cell < 1 { return tally }
    }
  }

  /// One Monte Carlo block of a fill: its spins draw their cells from SplitMix64 seeded with
  /// ``MonteCarloPlan/blockSeed(seed:block:)`` (``play(filling:recording:)``).
  func fillBlockTally(plan: MonteCarloPlan, block: UInt64) -> ClusterTally {
    var generator = SplitMix64(seed: MonteCarloPlan.blockSeed(seed: plan.seed, block: block))
    var tally = ClusterTally()
    for _ in 0..<plan.spins(inBlock: block) {
      tally.add(play(filling: &generator, recording: false), weight: 1)
    }
    return tally
  }

  /// The seed of a spin's fill generator in `simulate`, `replay` and the studio: the spin's
  /// seed mixed with a constant so that the fill's draws do not repeat the stops' draws.
  public static func fillSeed(spinSeed: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: spinSeed ^ 0x636C_7573_7465_7246)  // "clusterF"
    return generator.next()
  }
}
