extension ParCalculator {
  /// The most (reader states, booked pay) pairs the closed form's win-size walk carries after
  /// a drum: 2²⁰ (about 100 MiB of keys on a 20-line machine).
  public static let maximumPayStates = 1 << 20

  /// The default work bound of the closed form's win-size walk, in **steps** (one step: one
  /// (reader states, booked pay) pair reading one distinct column): 2²⁵, about 2 s of one
  /// core in a release build (Docs/par.md#the-win-size-distribution).
  public static let maximumWinSizeSteps = 1 << 25

  /// Why the closed form gives no win sizes: the work it would need and its bound, in words.
  public struct WinSizesOutOfReach: Error, Sendable, Equatable, CustomStringConvertible {
    /// The steps known to be needed when the walk stopped or was not started: a lower bound.
    public var steps: Int
    /// The bound that refused them (``ParCalculator/winSizeSteps``).
    public var bound: Int
    /// Whether the pairs after one drum were beyond ``ParCalculator/maximumPayStates``.
    public var tooManyPairs: Bool

    /// `the walk of reader states and booked pays needs more than 41943040 steps (bound
    /// 33554432)`.
    public var description: String {
      tooManyPairs
        ? "the walk of reader states and booked pays carries more than "
          + "\(ParCalculator.maximumPayStates) pairs after a drum"
        : "the walk of reader states and booked pays needs at least \(steps) steps "
          + "(bound \(bound))"
    }
  }

  /// The exact win-size distribution of one spin and the spin cap's figures
  /// (``spinCapMultiple``) without visiting windows: the hit frequency's joint walk
  /// (``jointWalk(_:remaining:)``) with each tuple of open reader states split by the **pay
  /// booked so far** (the decided readers' credits), since a spin's band depends on its exact
  /// sum:
  ///
  ///     N_{d+1}(t, p + Δ) += N_d(s, p)·c_d(column),  (t, Δ) = every open reader's step
  ///
  /// A pair with no open reader is finished with weight `N_d·Π_{k≥d} W_k`; with one, by that
  /// reader's completions. Weights are exact integers, so the bands are exact; the cap's
  /// excess is summed per distinct pay in increasing order (the same bits every run).
  ///
  /// **Work bound**: a layer's steps (its pairs × the drum's distinct columns) are known
  /// before the layer is read; the walk does not start when `lowerBound` (the plain joint
  /// walk's steps, which the split can only multiply) is beyond `bound`, and stops before a
  /// layer that would take it beyond, so it never does more than `bound` steps.
  ///
  /// - Throws: ``WinSizesOutOfReach`` beyond the bound or ``maximumPayStates``.
  func closedFormWinSizes(
    _ readers: [ColumnReader], remaining: [UInt64], lowerBound: Int, bound: Int
  ) throws(WinSizesOutOfReach) -> (sizes: WinSizeDistribution, cap: SpinCap?) {
    guard lowerBound <= bound else {
      throw WinSizesOutOfReach(steps: lowerBound, bound: bound, tooManyPairs: false)
    }
    let width = readers.count
    let drums = distinct.count
    let totalBet = evaluator.paytable.totalBet
    let cap = spinWinCap  // the rule (WinCap)
    let completions = readers.map(completionCounts)
    var outcomeBase: [Int] = []
    var credits: [Double] = []
    for reader in readers {
      outcomeBase.append(credits.count)
      credits += reader.outcomes.map { $0.credits }
    }
    var bands = [UInt64](repeating: 0, count: WinSizeDistribution.bandCount)
    var capped: [Double: UInt64] = [:]
    func finish(_ pay: Double, _ weight: UInt64) {
      guard weight > 0 else { return }
      bands[WinSizeDistribution.band(pay / totalBet)] += weight
      if let cap, cap.apply(pay).capped { capped[pay, default: 0] += weight }
    }
    // The key: every reader's state, then the booked pay's bits (two words).
    func place(
      _ key: inout [UInt32], pay: Double, weight: UInt64, layer: Int, into table: inout JointStates
    ) {
      var open = -1
      var openCount = 0
      for index in 0..<width where key[index] != JointStates.done {
        open = index
        openCount += 1
      }
      if openCount == 0 {
        finish(pay, weight * remaining[layer])
      } else if openCount == 1 {
        let counts = completions[open][layer][Int(key[open])]
        for (outcome, count) in counts.enumerated() where count > 0 {
          finish(pay + readers[open].outcomes[outcome].credits, weight * count)
        }
      } else {
        key[width] = UInt32(truncatingIfNeeded: pay.bitPattern >> 32)
        key[width + 1] = UInt32(truncatingIfNeeded: pay.bitPattern)
        key.withUnsafeBufferPointer { key in
          table.add(key, total: weight, quiet: 0, top: 0, topWeight: 0)
        }
      }
    }
    var key = [UInt32](repeating: 0, count: width + 2)
    var booked = 0.0
    for (index, reader) in readers.enumerated() {
      let outcome = reader.decided[0][0]
      guard outcome >= 0 else { continue }
      key[index] = JointStates.done
      booked += reader.outcomes[outcome].credits
    }
    var current = JointStates(width: width + 2)
    place(&key, pay: booked, weight: 1, layer: 0, into: &current)
    var steps = 0
    for drum in 0..<drums where current.count > 0 {
      let columns = distinct[drum].weights
      steps += current.count * columns.count
      guard steps <= bound else {
        throw WinSizesOutOfReach(steps: steps, bound: bound, tooManyPairs: false)
      }
      // Flat tables, as in the joint walk: stepTable[stepBase[r] + s·columns + c] is reader
      // r's state after state s sees column c; decided[decidedBase[r] + t] the outcome state
      // t decides (or −1); credits[outcomeBase[r] + o] what outcome o pays.
      var stepBase: [Int] = []
      var stepTable: [Int32] = []
      var decidedBase: [Int] = []
      var decided: [Int32] = []
      for reader in readers {
        stepBase.append(stepTable.count)
        let letterCount = reader.letterCounts[drum]
        for state in 0..<reader.stateCounts[drum] {
          for column in columns.indices {
            stepTable.append(
              Int32(reader.next[drum][state * letterCount + reader.letters[drum][column]]))
          }
        }
        decidedBase.append(decided.count)
        decided += reader.decided[drum + 1].map { Int32($0) }
      }
      var following = JointStates(width: width + 2)
      let keys = current.keys
      for pair in 0..<current.count {
        let weight = current.total[pair]
        let base = pair * (width + 2)
        let bits = UInt64(keys[base + width]) << 32 | UInt64(keys[base + width + 1])
        let pay = Double(bitPattern: bits)
        for (column, columnWeight) in columns.enumerated() where columnWeight > 0 {
          var added = pay
          for index in 0..<width {
            let state = keys[base + index]
            guard state != JointStates.done else {
              key[index] = state
              continue
            }
            let target = Int(stepTable[stepBase[index] + Int(state) * columns.count + column])
            let outcome = Int(decided[decidedBase[index] + target])
            if outcome >= 0 {
              key[index] = JointStates.done
              added += credits[outcomeBase[index] + outcome]
            } else {
              key[index] = UInt32(target)
            }
          }
          place(&key, pay: added, weight: weight * columnWeight, layer: drum + 1, into: &following)
        }
        guard following.count <= Self.maximumPayStates else {
          throw WinSizesOutOfReach(steps: steps, bound: bound, tooManyPairs: true)
        }
      }
      current = following
    }
    bands[0] = cycle - bands.dropFirst().reduce(0, +)
    let sizes = WinSizeDistribution(exact: true, weights: bands, total: cycle)
    guard let multiple = spinCapMultiple, let cap else { return (sizes, nil) }
    var hits: UInt64 = 0
    var excess = 0.0
    for pay in capped.keys.sorted() {
      let weight = capped[pay] ?? 0
      hits += weight
      excess += Double(weight) * cap.apply(pay).excess
    }
    return (
      sizes,
      SpinCap(
        multiple: multiple, credits: cap.credits, hits: hits, excess: excess, cycle: cycle,
        totalBet: totalBet)
    )
  }
}
