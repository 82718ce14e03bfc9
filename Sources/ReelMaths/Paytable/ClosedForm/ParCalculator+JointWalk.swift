extension ParCalculator {
  /// What the joint walk of every reader gives: the weight in which nothing wins, and the
  /// largest total pay with its weight (`top` is −1 for an empty cycle).
  struct JointTotals {
    var quiet: UInt64 = 0
    var top = -1.0
    var topWeight: UInt64 = 0
    /// The walk's steps: Σ over the drums of its tuples × the drum's distinct columns (a lower
    /// bound of the win-size walk's, `closedFormWinSizes(_:remaining:lowerBound:bound:)`).
    var steps = 0

    /// Counts `weight` more combinations whose spin pays `pay` towards the top award.
    mutating func addTop(_ pay: Double, weight: UInt64) {
      guard weight > 0 else { return }
      if pay > top {
        top = pay
        topWeight = weight
      } else if pay == top {
        topWeight += weight
      }
    }
  }

  /// Carries the joint state of every reader drum by drum (see ``JointStates``), a reader
  /// leaving the tuple, its pay booked, as soon as it is decided. A tuple with one open
  /// reader left is finished at once with that reader's **completions** (the weighted count
  /// of each outcome it reaches from its state over the remaining drums), so the table only
  /// holds tuples of two open readers or more: typically a few lines whose runs are still
  /// open, and the scatter count.
  ///
  /// - Throws: ``ParError`` (``ParError/Bound/closedForm``) beyond
  ///   ``maximumJointStates`` tuples after a drum.
  func jointWalk(_ readers: [ColumnReader], remaining: [UInt64]) throws(ParError)
    -> JointTotals
  {
    let width = readers.count
    let drums = distinct.count
    // Flat tables, so that the inner loops copy no reader: every reader's outcomes
    // (credits, and whether they win) and completions layer by layer.
    var outcomeBase: [Int] = []
    var credits: [Double] = []
    var wins: [Bool] = []
    var completionBase: [Int] = []  // [reader·(drums + 1) + layer]
    var completions: [UInt64] = []
    for reader in readers {
      outcomeBase.append(credits.count)
      credits += reader.outcomes.map { $0.credits }
      wins += reader.outcomes.map { $0.entry >= 0 }
      for layer in completionCounts(reader) {
        completionBase.append(completions.count)
        for state in layer { completions += state }
      }
    }
    var finished = JointTotals()
    /// Books the combinations reaching `key` at `layer`, with `openCount` readers open (the
    /// last one at `open`): finished when at most one is open, else added to `table`.
    func book(
      _ key: UnsafeBufferPointer<UInt32>, layer: Int, openCount: Int, open: Int, total: UInt64,
      quiet: UInt64, top: Double, topWeight: UInt64, into table: inout JointStates
    ) {
      if openCount > 1 {
        table.add(key, total: total, quiet: quiet, top: top, topWeight: topWeight)
        return
      }
      guard openCount == 1 else {
        finished.quiet += quiet * remaining[layer]
        finished.addTop(top, weight: topWeight * remaining[layer])
        return
      }
      let outcomes = readers[open].outcomes.count
      let start = completionBase[open * (drums + 1) + layer] + Int(key[open]) * outcomes
      for outcome in 0..<outcomes where completions[start + outcome] > 0 {
        let count = completions[start + outcome]
        if !wins[outcomeBase[open] + outcome] { finished.quiet += quiet * count }
        finished.addTop(top + credits[outcomeBase[open] + outcome], weight: topWeight * count)
      }
    }
    var key = [UInt32](repeating: 0, count: width)
    var booked = 0.0
    var won = false
    var openCount = 0
    var lastOpen = -1
    for (index, reader) in readers.enumerated() {
      let outcome = reader.decided[0][0]
      guard outcome >= 0 else {
        openCount += 1
        lastOpen = index
        continue
      }
      key[index] = JointStates.done
      booked += reader.outcomes[outcome].credits
      won = won || reader.outcomes[outcome].entry >= 0
    }
    var current = JointStates(width: width)
    key.withUnsafeBufferPointer { key in
      book(
        key, layer: 0, openCount: openCount, open: lastOpen, total: 1, quiet: won ? 0 : 1,
        top: booked, topWeight: 1, into: &current)
    }
    var open: [Int] = []
    for drum in 0..<drums where current.count > 0 {
      var following = JointStates(width: width)
      let columns = distinct[drum].weights
      finished.steps += current.count * columns.count
      // steps[stepBase[r] + s·columns + c]: reader r's state after state s sees column c;
      // decided[decidedBase[r] + t]: the outcome decided by that state t, or −1.
      var stepBase: [Int] = []
      var steps: [Int32] = []
      var decidedBase: [Int] = []
      var decided: [Int32] = []
      for reader in readers {
        stepBase.append(steps.count)
        let letterCount = reader.letterCounts[drum]
        for state in 0..<reader.stateCounts[drum] {
          for column in columns.indices {
            steps.append(
              Int32(reader.next[drum][state * letterCount + reader.letters[drum][column]]))
          }
        }
        decidedBase.append(decided.count)
        decided += reader.decided[drum + 1].map { Int32($0) }
      }
      let keys = current.keys
      try key.withUnsafeMutableBufferPointer { (key) throws(ParError) in
        for tuple in 0..<current.count {
          let total = current.total[tuple]
          let quiet = current.quiet[tuple]
          let top = current.top[tuple]
          let topWeight = current.topWeight[tuple]
          let base = tuple * width
          open.removeAll(keepingCapacity: true)
          for index in 0..<width {
            key[index] = keys[base + index]
            if key[index] != JointStates.done { open.append(index) }
          }
          for (column, weight) in columns.enumerated() {
            var added = 0.0
            var won = false
            var openCount = 0
            var lastOpen = -1
            for index in open {
              let target = Int(
                steps[stepBase[index] + Int(keys[base + index]) * columns.count + column])
              let outcome = Int(decided[decidedBase[index] + target])
              if outcome >= 0 {
                key[index] = JointStates.done
                added += credits[outcomeBase[index] + outcome]
                won = won || wins[outcomeBase[index] + outcome]
              } else {
                key[index] = UInt32(target)
                openCount += 1
                lastOpen = index
              }
            }
            book(
              UnsafeBufferPointer(key), layer: drum + 1, openCount: openCount, open: lastOpen,
              total: total * weight, quiet: won ? 0 : quiet * weight, top: top + added,
              topWeight: topWeight * weight, into: &following)
          }
          guard following.count <= Self.maximumJointStates else {
            throw ParError(
              bound: .closedForm,
              problem: "the closed form's hit frequency and top award need more than "
                + "\(Self.maximumJointStates) joint states of its \(width) readers (lines or "
                + "ways entries, and the scatter) after drum \(drum)",
              allowed: "at most \(Self.maximumJointStates)")
          }
        }
      }
      current = following
    }
    precondition(current.count == 0, "every reader is decided after the last drum")
    return finished
  }

  /// `completions[d][s][o]`: the weighted combinations of drums `d … n−1` that take `reader`
  /// from state `s` of layer `d` to outcome `o`.
  func completionCounts(_ reader: ColumnReader) -> [[[UInt64]]] {
    let drums = reader.drumCount
    let outcomes = reader.outcomes.count
    var layers = [[[UInt64]]](repeating: [], count: drums + 1)
    layers[drums] = (0..<outcomes).map { outcome in
      (0..<outcomes).map { $0 == outcome ? 1 : 0 }
    }
    for drum in stride(from: drums - 1, through: 0, by: -1) {
      let letters = letterWeights(reader, drum)
      let width = reader.letterCounts[drum]
      layers[drum] = (0..<reader.stateCounts[drum]).map { state in
        var counts = [UInt64](repeating: 0, count: outcomes)
        for (letter, weight) in letters.enumerated() where weight > 0 {
          let after = layers[drum + 1][reader.next[drum][state * width + letter]]
          for outcome in 0..<outcomes { counts[outcome] += weight * after[outcome] }
        }
        return counts
      }
    }
    return layers
  }
}
