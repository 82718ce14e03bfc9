extension MonteCarloSpinner {
  /// How a block's spins are paid.
  public enum Path: Sendable {
    /// The tables (the line-code table when the paytable has one).
    case tables
    /// The evaluator spin by spin, drawing with ``StopWeights/pick(drum:using:)``: the path
    /// before the tables, kept as their reference and benchmark baseline.
    case reference
  }

  /// The tally of the blocks `blocks` of `plan`, counted in block order.
  public func tally(
    blocks: Range<UInt64>, of plan: MonteCarloPlan, path: Path = .tables
  ) throws(MonteCarloError) -> MonteCarloTally {
    var total = MonteCarloTally(lineEntries: lineEntries, scatterEntries: scatterEntries)
    for block in blocks {
      if let failure = total.add(try tally(block: block, of: plan, path: path)) { throw failure }
    }
    return total
  }

  /// The tally of block `block` of `plan`.
  public func tally(
    block: UInt64, of plan: MonteCarloPlan, path: Path = .tables
  ) throws(MonteCarloError) -> MonteCarloTally {
    var generator = SplitMix64(seed: MonteCarloPlan.blockSeed(seed: plan.seed, block: block))
    let spins = Int(plan.spins(inBlock: block))
    var tally = MonteCarloTally(lineEntries: lineEntries, scatterEntries: scatterEntries)
    var dense = [UInt64](repeating: 0, count: 1 << 16)
    if let tumbler {
      try spinWithTumbles(tumbler, spins, &generator, &tally, &dense)
    } else if let feature {
      try spinWithFeature(feature, spins, &generator, &tally, &dense)
    } else if usesLineTable && path == .tables {
      spinByTables(spins, &generator, &tally, &dense)
    } else {
      try spinByEvaluator(spins, &generator, &tally, &dense, path: path)
    }
    for (units, count) in dense.enumerated() where count > 0 {
      tally.histogram[UInt64(units), default: 0] += count
    }
    return tally
  }

  /// Counts one spin's total pay.
  @inline(__always)
  private func count(
    _ total: UInt64, _ tally: inout MonteCarloTally, _ dense: inout [UInt64]
  ) {
    if total > 0 { tally.paidSpins += 1 }
    addPay(total, &tally, &dense)
  }

  /// Adds one spin's pay, `total` units, to the histogram (`dense` below 65,536 units) and
  /// the exact sums of pays and squares.
  @inline(__always)
  func addPay(_ total: UInt64, _ tally: inout MonteCarloTally, _ dense: inout [UInt64]) {
    if total < UInt64(dense.count) {
      dense[Int(total)] += 1
    } else {
      tally.histogram[total, default: 0] += 1
    }
    let wide = UInt128(total)
    tally.payUnits += wide
    tally.payUnitsSquared += wide * wide
  }

  private func spinByTables(
    _ spins: Int, _ generator: inout SplitMix64, _ tally: inout MonteCarloTally,
    _ dense: inout [UInt64]
  ) {
    if prefixDrums > 0 {
      spinByLiveLines(spins, &generator, &tally, &dense)
      return
    }
    let lines = lineCount
    var stops = [Int](repeating: 0, count: drumCount)
    var codes = [Int32](repeating: 0, count: lines)
    var lineHits = tally.lineHits
    var scatterHits = tally.scatterHits
    drawStops.withUnsafeBufferPointer { drawStops in
      lineCodes.withUnsafeBufferPointer { lineCodes in
        entryByCode.withUnsafeBufferPointer { entryByCode in
          lineUnits.withUnsafeBufferPointer { lineUnits in
            codes.withUnsafeMutableBufferPointer { codes in
              lineHits.withUnsafeMutableBufferPointer { lineHits in
                for _ in 0..<spins {
                  for drum in 0..<drumCount {
                    let offset = drawOffsets[drum]
                    stops[drum] =
                      offset >= 0
                      ? Int(drawStops[offset + generator.uniform(below: drawTotals[drum])])
                      : weights.pick(drum: drum, using: &generator)
                  }
                  var base = codeOffsets[0] + stops[0] * lines
                  for line in 0..<lines { codes[line] = lineCodes[base + line] }
                  for drum in 1..<drumCount {
                    base = codeOffsets[drum] + stops[drum] * lines
                    for line in 0..<lines { codes[line] &+= lineCodes[base + line] }
                  }
                  var total: UInt64 = 0
                  for line in 0..<lines {
                    let entry = Int(entryByCode[Int(codes[line])])
                    if entry > 0 {
                      total &+= lineUnits[entry - 1]
                      lineHits[entry - 1] &+= 1
                    }
                  }
                  var scatters = 0
                  for drum in 0..<drumCount {
                    scatters += Int(scatterCounts[scatterOffsets[drum] + stops[drum]])
                  }
                  let scatter = Int(scatterEntryByCount[scatters])
                  if scatter > 0 {
                    total &+= scatterUnits[scatter - 1]
                    scatterHits[scatter - 1] &+= 1
                  }
                  count(total, &tally, &dense)
                }
              }
            }
          }
        }
      }
    }
    tally.spins = UInt64(spins)
    tally.lineHits = lineHits
    tally.scatterHits = scatterHits
  }

  private func spinByEvaluator(
    _ spins: Int, _ generator: inout SplitMix64, _ tally: inout MonteCarloTally,
    _ dense: inout [UInt64], path: Path
  ) throws(MonteCarloError) {
    let rows = strips.rows
    var stops = [Int](repeating: 0, count: drumCount)
    var line = [Int](repeating: 0, count: drumCount)
    for _ in 0..<spins {
      for drum in 0..<drumCount {
        let offset = drawOffsets[drum]
        stops[drum] =
          offset >= 0 && path == .tables
          ? Int(drawStops[offset + generator.uniform(below: drawTotals[drum])])
          : weights.pick(drum: drum, using: &generator)
      }
      var total: UInt64 = 0
      if evaluator.rules != nil {
        let columns = (0..<drumCount).map { drum in
          Array(strips.classes[drum][(stops[drum] * rows)..<((stops[drum] + 1) * rows)])
        }
        for win in evaluator.evaluateByRules(columns).wins {
          guard let units = unit.units(nearest: win.pay), let entry = win.entry else {
            throw MonteCarloError(
              "a win of \(win.pay) credits is not a whole number of 1/\(unit.unitsPerCredit) "
                + "credit (allowed: multipliers that keep pays on the paytable's credit unit)")
          }
          let (sum, overflow) = total.addingReportingOverflow(units)
          guard !overflow, sum <= CreditUnit.maximumSpinUnits else {
            throw MonteCarloError(
              "a spin pays more than \(CreditUnit.maximumSpinUnits) units (allowed: at most that)")
          }
          total = sum
          if win.isScatter { tally.scatterHits[entry] += 1 } else { tally.lineHits[entry] += 1 }
        }
      } else {
        for rowsOfLine in evaluator.paytable.lines {
          for drum in 0..<drumCount {
            line[drum] = strips.classes[drum][stops[drum] * rows + rowsOfLine[drum]]
          }
          let entry = evaluator.lineEntry(line)
          if entry >= 0 {
            total += lineUnits[entry]
            tally.lineHits[entry] += 1
          }
        }
        var scatters = 0
        for drum in 0..<drumCount { scatters += strips.scatters[drum][stops[drum]] }
        let scatter = evaluator.scatterEntry(count: scatters)
        if scatter >= 0 {
          total += scatterUnits[scatter]
          tally.scatterHits[scatter] += 1
        }
      }
      count(total, &tally, &dense)
    }
    tally.spins = UInt64(spins)
  }
}
