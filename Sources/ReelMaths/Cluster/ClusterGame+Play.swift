extension ClusterGame {
  /// Plays the spin whose columns stop at `stops` (one strip index per column, the index at
  /// each drum's result row as for ``ReelStrips/Reel/windowIndices(restingAt:)``).
  ///
  /// With `recording` false the grids and clusters are not kept (the pricing path).
  public func play(stops: [Int], recording: Bool = true) -> ClusterSpin {
    var spin = ClusterSpin()
    let rows = rows
    var columnsOfIndices = reels.reels.indices.map {
      reels.reels[$0].windowIndices(restingAt: stops[$0])
    }
    var above = reels.reels.indices.map { column in
      Tumbler.wrap(stops[column] + reels.reels[column].targetRow + 1, codedStrips[column].count)
    }
    var grid = [Int](repeating: 0, count: columns * rows)
    var step = 0
    while true {
      for column in 0..<columns {
        let strip = codedStrips[column]
        for row in 0..<rows { grid[column * rows + row] = strip[columnsOfIndices[column][row]] }
      }
      let clusters = finder.clusters(of: grid, minimum: rules.minimum)
      var wins: [ClusterSpin.Win] = []
      var marked = [Bool](repeating: false, count: grid.count)
      for cluster in clusters {
        let pay = payBySize[cluster.symbol][cluster.cells.count]
        guard pay > 0 else { continue }
        spin.uncappedWin += pay
        for cell in cluster.cells { marked[cell] = true }
        if recording {
          wins.append(.init(symbol: cluster.symbol, cells: cluster.cells, pay: pay))
        } else if wins.isEmpty {
          wins.append(.init(symbol: cluster.symbol, cells: [], pay: pay))
        }
      }
      if recording { spin.grids.append(grid) }
      spin.steps.append(recording ? wins : (wins.isEmpty ? [] : [wins[0]]))
      guard !wins.isEmpty, rules.cascades else { break }
      guard step < ClusterRules.maximumCascades else {
        spin.truncated = true
        break
      }
      step += 1
      for column in 0..<columns {
        let removed = (0..<rows).map { marked[column * rows + $0] }
        Tumbler.refill(
          &columnsOfIndices[column], removing: removed, above: &above[column],
          stripCount: codedStrips[column].count, moved: { _, _, _ in })
      }
    }
    spin.win = spin.uncappedWin
    if let cap = rules.maxWin, spin.uncappedWin > cap {
      spin.win = cap
      spin.capped = true
    }
    return spin
  }
}
