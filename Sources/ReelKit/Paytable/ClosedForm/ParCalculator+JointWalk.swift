extension ParCalculator {
  /// What the joint walk of every reader gives: the weight in which nothing wins, and the
  /// largest total pay with its weight (`top` is −1 for an empty cycle).
  struct JointTotals {
    var quiet: UInt64
    var top: Double
    var topWeight: UInt64
  }

  /// Carries the joint state of every reader drum by drum (see ``JointStates``), a reader
  /// leaving the tuple, its pay booked, as soon as it is decided.
  ///
  /// - Throws: ``ParError`` (``ParError/Bound/closedForm``) beyond
  ///   ``maximumJointStates`` tuples after a drum.
  func jointWalk(_ readers: [ColumnReader]) throws(ParError)
    -> JointTotals
  {
    let width = readers.count
    let drums = distinct.count
    var key = [UInt32](repeating: 0, count: width)
    var booked = 0.0
    var won = false
    for (index, reader) in readers.enumerated() {
      let outcome = reader.decided[0][0]
      guard outcome >= 0 else { continue }
      key[index] = JointStates.done
      booked += reader.outcomes[outcome].credits
      won = won || reader.outcomes[outcome].entry >= 0
    }
    var current = JointStates(width: width)
    key.withUnsafeBufferPointer { key in
      current.add(key, total: 1, quiet: won ? 0 : 1, top: booked, topWeight: 1)
    }
    for drum in 0..<drums {
      var following = JointStates(width: width)
      let columns = distinct[drum].weights
      let keys = current.keys
      try key.withUnsafeMutableBufferPointer { (key) throws(ParError) in
        for tuple in 0..<current.count {
          let total = current.total[tuple]
          let quiet = current.quiet[tuple]
          let top = current.top[tuple]
          let topWeight = current.topWeight[tuple]
          for (column, weight) in columns.enumerated() {
            var added = 0.0
            var wins = false
            for (index, reader) in readers.enumerated() {
              let state = keys[tuple * width + index]
              if state == JointStates.done {
                key[index] = state
                continue
              }
              let target = reader.next[drum][
                Int(state) * reader.letterCounts[drum] + reader.letters[drum][column]]
              let outcome = reader.decided[drum + 1][target]
              if outcome >= 0 {
                key[index] = JointStates.done
                added += reader.outcomes[outcome].credits
                wins = wins || reader.outcomes[outcome].entry >= 0
              } else {
                key[index] = UInt32(target)
              }
            }
            following.add(
              UnsafeBufferPointer(key), total: total * weight, quiet: wins ? 0 : quiet * weight,
              top: top + added, topWeight: topWeight * weight)
          }
          guard following.count <= Self.maximumJointStates else {
            throw ParError(
              bound: .closedForm,
              problem: "the closed form's hit frequency and top award need more than "
                + "\(Self.maximumJointStates) joint states of its \(width) readers (lines or ways "
                + "entries, and the scatter) after drum \(drum)",
              allowed: "at most \(Self.maximumJointStates)")
          }
        }
      }
      current = following
    }
    precondition(current.count == 1, "every reader is decided after the last drum")
    return JointTotals(
      quiet: current.quiet[0], top: current.top[0], topWeight: current.topWeight[0])
  }
}
