extension ClusterGame {
  /// Plays the spin whose columns stop at `stops` (one strip index per column, the index at
  /// each drum's result row as for ``ReelStrips/Reel/windowIndices(restingAt:)``).
  ///
  /// Each step pays its grid's clusters (× the sum of the cell multipliers under each, with
  /// ``ClusterRules/multiplierCap``), then marks the positions of every paying cluster once
  /// (``ClusterRules/marked(_:)``) and, with cascades, refills the grid. With `recording`
  /// false the grids, cells and multipliers are not kept (the pricing path). `states` are the
  /// cell multiplier states the chain starts from (all 0 when `nil`; a free spin's come from
  /// the one before, ``ClusterFreeSpins``).
  public func play(stops: [Int], recording: Bool = true, states: [Int]? = nil) -> ClusterSpin {
    let columnsOfIndices = reels.reels.indices.map {
      reels.reels[$0].windowIndices(restingAt: stops[$0])
    }
    let above = reels.reels.indices.map { column in
      Tumbler.wrap(stops[column] + reels.reels[column].targetRow + 1, codedStrips[column].count)
    }
    var strips = codedStrips
    var spin = playChain(
      columns: columnsOfIndices, above: above, strips: &strips,
      stripCounts: codedStrips.map { $0.count }, recording: recording, states: states
    ) { _, _, _ in }
    if recording { spin.stops = stops }
    return spin
  }

  /// The cascade chain from the grid whose column `c` shows `strips[c][columns[c][row]]`,
  /// refilled from `strips[c]` continuing at `above[c]` (wrapping at `stripCounts[c]`);
  /// `draw(c, k, &strips)` runs before column `c` takes `k` new cells (a fill appends them).
  func playChain(
    columns initialColumns: [[Int]], above initialAbove: [Int], strips: inout [[Int]],
    stripCounts: [Int], recording: Bool, states initialStates: [Int]? = nil,
    draw: (_ column: Int, _ count: Int, _ strips: inout [[Int]]) -> Void
  ) -> ClusterSpin {
    var spin = ClusterSpin()
    let rows = rows
    var columnsOfIndices = initialColumns
    var above = initialAbove
    var grid = [Int](repeating: 0, count: columns * rows)
    let multiplied = rules.multiplierCap != nil
    var states = initialStates ?? [Int](repeating: 0, count: multiplied ? grid.count : 0)
    var step = 0
    while true {
      for column in 0..<columns {
        let strip = strips[column]
        for row in 0..<rows { grid[column * rows + row] = strip[columnsOfIndices[column][row]] }
      }
      if step == 0, let scatterCode {
        spin.scatters = grid.count(where: { $0 == scatterCode })
      }
      let clusters = finder.clusters(of: grid, minimum: rules.minimum)
      var wins: [ClusterSpin.Win] = []
      var marked = [Bool](repeating: false, count: grid.count)
      for cluster in clusters {
        let base = payBySize[cluster.symbol][cluster.cells.count]
        guard base > 0 else { continue }
        let factor = multiplied ? ClusterRules.factor(of: cluster.cells.lazy.map { states[$0] }) : 1
        let pay = factor == 1 ? base : base * Double(factor)
        spin.uncappedWin += pay
        for cell in cluster.cells { marked[cell] = true }
        let win = ClusterSpin.Win(
          symbol: cluster.symbol, cells: recording ? cluster.cells : [], pay: pay,
          basePay: base, multiplier: factor)
        if recording || wins.isEmpty { wins.append(win) }
      }
      if recording {
        spin.grids.append(grid)
        if multiplied { spin.multipliers.append(states) }
      }
      spin.steps.append(wins)
      if multiplied {
        for cell in marked.indices where marked[cell] { states[cell] = rules.marked(states[cell]) }
      }
      guard !wins.isEmpty, rules.cascades else { break }
      guard step < ClusterRules.maximumCascades else {
        spin.truncated = true
        break
      }
      step += 1
      for column in 0..<columns {
        let removed = (0..<rows).map { marked[column * rows + $0] }
        let count = removed.count(where: { $0 })
        guard count > 0 else { continue }
        draw(column, count, &strips)
        Tumbler.refill(
          &columnsOfIndices[column], removing: removed, above: &above[column],
          stripCount: stripCounts[column], moved: { _, _, _ in })
      }
    }
    if multiplied { spin.endStates = states }
    spin.win = spin.uncappedWin
    if let cap = rules.winCap {
      let paid = cap.apply(spin.uncappedWin)
      spin.win = paid.paid
      spin.capped = paid.capped
    }
    return spin
  }
}
