extension MonteCarloSpinner {
  /// The most stop combinations of the leading drums whose live lines are tabulated.
  static let liveTableLimit = 1 << 16

  /// The live-line table of a line-code table: the leading drums `0..<prefixDrums` (as many
  /// as keep `Π stops ≤ liveTableLimit`) and, for every combination of their stops
  /// `(s_0, …, s_{k−1})` at index `(s_0·S_1 + s_1)·S_2 + …`, a mask with bit `line` set when
  /// some classes on the other drums would make that line pay (an entry of the line-code table
  /// whose code starts with the line's classes on the leading drums). A line whose bit is
  /// clear pays nothing, whatever the other drums show; `(0, [])` when there are more than 64
  /// lines.
  static func liveLineTable(
    stopCounts: [Int], lineCount: Int, classCount: Int, codeOffsets: [Int],
    lineCodes: [Int32], entryByCode: [UInt16]
  ) -> (prefixDrums: Int, liveLines: [UInt64]) {
    guard lineCount <= UInt64.bitWidth, stopCounts.allSatisfy({ $0 > 0 }) else { return (0, []) }
    var prefixDrums = 0
    var combinations = 1
    var place = 1
    while prefixDrums < stopCounts.count
      && combinations * stopCounts[prefixDrums] <= liveTableLimit
    {
      combinations *= stopCounts[prefixDrums]
      place *= classCount
      prefixDrums += 1
    }
    guard prefixDrums > 0 else { return (0, []) }
    // A code's leading drums are its remainder modulo C^k (code = Σ_d class_d·C^d).
    var livePrefix = [Bool](repeating: false, count: place)
    for (code, entry) in entryByCode.enumerated() where entry > 0 {
      livePrefix[code % place] = true
    }
    var liveLines = [UInt64](repeating: 0, count: combinations)
    var bases = [Int](repeating: 0, count: prefixDrums)
    for index in 0..<combinations {
      var rest = index
      for drum in (0..<prefixDrums).reversed() {
        bases[drum] = codeOffsets[drum] + rest % stopCounts[drum] * lineCount
        rest /= stopCounts[drum]
      }
      var mask: UInt64 = 0
      for line in 0..<lineCount {
        var code = 0
        for drum in 0..<prefixDrums { code += Int(lineCodes[bases[drum] + line]) }
        if livePrefix[code] { mask |= 1 << UInt64(line) }
      }
      liveLines[index] = mask
    }
    return (prefixDrums, liveLines)
  }
}

extension MonteCarloSpinner {
  /// The spins of a block paid from the line-code table through the live-line table: the
  /// stops are drawn as on the other paths (drum 0 first, every drum every spin), then only
  /// the lines the leading drums left live are looked up. The tally is the same, field by
  /// field, as looking up every line.
  func spinByLiveLines(
    _ spins: Int, _ generator: inout SplitMix64, _ tally: inout MonteCarloTally,
    _ dense: inout [UInt64]
  ) {
    let drums = drumCount
    let lines = lineCount
    let leading = prefixDrums
    var bases = [Int](repeating: 0, count: drums)
    var stops = [Int](repeating: 0, count: drums)
    var lineHits = tally.lineHits
    var scatterHits = tally.scatterHits
    var paid: UInt64 = 0
    var unpaid: UInt64 = 0
    var sum: UInt128 = 0
    var squares: UInt128 = 0
    liveLines.withUnsafeBufferPointer { liveLines in
      drawStops.withUnsafeBufferPointer { drawStops in
        lineCodes.withUnsafeBufferPointer { lineCodes in
          entryByCode.withUnsafeBufferPointer { entryByCode in
            bases.withUnsafeMutableBufferPointer { bases in
              stops.withUnsafeMutableBufferPointer { stops in
                lineHits.withUnsafeMutableBufferPointer { lineHits in
                  for _ in 0..<spins {
                    var index = 0
                    for drum in 0..<drums {
                      let offset = drawOffsets[drum]
                      let stop =
                        offset >= 0
                        ? Int(drawStops[offset &+ generator.uniform(below: drawTotals[drum])])
                        : weights.pick(drum: drum, using: &generator)
                      stops[drum] = stop
                      if drum < leading { index = index &* stopCounts[drum] &+ stop }
                    }
                    var total: UInt64 = 0
                    var live = liveLines[index]
                    if live != 0 {
                      for drum in 0..<drums {
                        bases[drum] = codeOffsets[drum] &+ stops[drum] &* lines
                      }
                      repeat {
                        let line = live.trailingZeroBitCount
                        live &= live &- 1
                        var code: Int32 = 0
                        for drum in 0..<drums { code &+= lineCodes[bases[drum] &+ line] }
                        let entry = Int(entryByCode[Int(code)])
                        if entry > 0 {
                          total &+= lineUnits[entry &- 1]
                          lineHits[entry &- 1] &+= 1
                        }
                      } while live != 0
                    }
                    var scatters = 0
                    for drum in 0..<drums {
                      scatters &+= Int(scatterCounts[scatterOffsets[drum] &+ stops[drum]])
                    }
                    let scatter = Int(scatterEntryByCount[scatters])
                    if scatter > 0 {
                      total &+= scatterUnits[scatter &- 1]
                      scatterHits[scatter &- 1] &+= 1
                    }
                    if total == 0 {
                      unpaid &+= 1
                    } else {
                      paid &+= 1
                      if total < UInt64(dense.count) {
                        dense[Int(total)] &+= 1
                      } else {
                        tally.histogram[total, default: 0] += 1
                      }
                      let wide = UInt128(total)
                      sum &+= wide
                      squares &+= wide &* wide
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    dense[0] &+= unpaid
    tally.spins = UInt64(spins)
    tally.paidSpins = paid
    tally.payUnits = sum
    tally.payUnitsSquared = squares
    tally.lineHits = lineHits
    tally.scatterHits = scatterHits
  }
}
