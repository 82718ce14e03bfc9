extension VariableRowsCascade {
  /// The probability of `n` scatters in a spin's landing window (index `n`, 0 … drums ×
  /// cells), exact without visiting a window: for each top stop, the convolution of each
  /// drum's distribution of scatters over its columns (heights × stops, plus its top cell),
  /// mixed over the top stops by their weights. All zero but count 0 without a scatter.
  public func landingScatterCounts() -> [Double] {
    let evaluator = machine.evaluator
    let reels = machine.reels.reels
    let drums = reels.count
    let scatter = evaluator.scatter
    var result = [Double](repeating: 0, count: drums * evaluator.rowCount + 1)
    guard scatter >= 0 else {
      result[0] = 1
      return result
    }
    // Each drum's distribution of scatters in its rows.
    let own = reels.indices.map { drum -> [Double] in
      var counts = [Double](repeating: 0, count: reels[drum].visibleRows + 1)
      for (rows, stop, probability) in machine.columnOutcomes(drum: drum) {
        let n = VariableRows.windowIndices(reel: reels[drum], rows: rows, stop: stop)
          .reduce(0) { $0 + (stripClasses[drum][$1] == scatter ? 1 : 0) }
        counts[n] += probability
      }
      return counts
    }
    let covered = TopDrum.coveredDrums(drumCount: drums)
    let tops = machine.topStopOutcomes
    for top in tops {
      var sum = [1.0]
      for drum in 0..<drums {
        var column = own[drum]
        if let stop = top.stop, let topDrum = machine.rows.topDrum, covered.contains(drum),
          topClasses[topDrum.index(above: drum, restingAt: stop)] == scatter
        {
          column.insert(0, at: 0)
        }
        var next = [Double](repeating: 0, count: sum.count + column.count - 1)
        for (a, p) in sum.enumerated() where p > 0 {
          for (b, q) in column.enumerated() where q > 0 { next[a + b] += p * q }
        }
        sum = next
      }
      for (n, p) in sum.enumerated() where n < result.count { result[n] += top.probability * p }
    }
    return result
  }

  /// `A_b`, the mean free spins a spin awards (its landing window's scatters; the same for a
  /// free spin, whose retriggers award `r = A_b` on average, 0 without retriggers).
  public func expectedAwards() -> Double {
    guard let freeSpins else { return 0 }
    return landingScatterCounts().enumerated().reduce(0) {
      $0 + $1.element * Double(freeSpins.spins(scatters: $1.offset))
    }
  }
}
