extension VariableRowsCalculator {
  /// The most states a walk (the hit frequency's, a name's win sizes) may carry after a drum:
  /// 2²¹.
  public static let maximumWalkStates = 1 << 21

  /// Throws when a walk carries more than ``maximumWalkStates`` states after drum `drum`.
  static func checkWalk(_ count: Int, _ what: String, _ drum: Int) throws(ParError) {
    guard count > maximumWalkStates else { return }
    throw ParError(
      bound: .closedForm,
      problem: "the closed form's \(what) needs \(count) states after drum \(drum)",
      allowed: "at most \(maximumWalkStates)")
  }

  /// The probability that a spin pays nothing, given each drum's statistics (one top
  /// window): the drums walked left to right carrying `(open, n)`, `open` the bit set of the
  /// names whose run is still open and may yet pay, `n` the scatters so far (capped at the
  /// highest scatter entry's count). Drum `d` shows a present set `M` with `σ` scatters;
  /// `open' = open ∩ M`, and a path on which a name of `open'` reaches its shortest paying
  /// count `c_1 = d + 1` pays, so it leaves the walk. After the last drum the paths whose
  /// scatters pay nothing are quiet.
  func quietProbability(_ drumStats: [WaysDrumStats]) throws(ParError) -> Double {
    var wonAt = [UInt64](repeating: 0, count: drumStats.count)
    for (index, name) in names.enumerated() { wonAt[name.shortest - 1] |= 1 << UInt64(index) }
    var states = ProbabilityTable()
    let everyName: UInt64 = names.count == 64 ? .max : (1 << UInt64(names.count)) - 1
    states.add(everyName, 0, 1)
    for (drum, stats) in drumStats.enumerated() {
      var next = ProbabilityTable()
      for state in 0..<states.count {
        let open = states.first[state]
        let scatters = Int(states.second[state])
        let probability = states.values[state]
        for letter in stats.presence {
          let still = open & letter.mask
          guard still & wonAt[drum] == 0 else { continue }
          let count = min(scatterCap, scatters + letter.scatters)
          next.add(still, UInt64(count), probability * letter.probability)
        }
      }
      try Self.checkWalk(next.count, "hit frequency", drum)
      states = next
    }
    let scatterPay = scatterPays()
    var quiet = 0.0
    for state in 0..<states.count where scatterPay(Int(states.second[state])) == 0 {
      quiet += states.values[state]
    }
    return quiet
  }

  /// Adds each name's wins by size, weighted by `weight`, to `wins` (credits → wins per
  /// spin). A name's run is walked drum by drum with the state `(product, pay)`: the product
  /// of `s_d` so far and the pay of the longest count reached (`p_k` times the product at
  /// `c_k`); the run ends at a drum without a matching cell or at the longest count, and
  /// books its pay if it reached a count.
  func addWinSizes(
    _ drumStats: [WaysDrumStats], weight: Double, into wins: inout ProbabilityTable
  ) throws(ParError) {
    for (index, name) in names.enumerated() {
      var states = ProbabilityTable()
      states.add(1.0.bitPattern, 0.0.bitPattern, weight)
      for drum in 0..<name.reach {
        let level = name.levels.first { $0.count == drum + 1 }
        var next = ProbabilityTable()
        for state in 0..<states.count {
          let product = Double(bitPattern: states.first[state])
          let pay = Double(bitPattern: states.second[state])
          let probability = states.values[state]
          for cell in drumStats[drum].cells[index] where cell.probability > 0 {
            let reached = probability * cell.probability
            guard cell.value > 0 else {
              if pay > 0 { wins.add(pay.bitPattern, 0, reached) }
              continue
            }
            let grown = product * cell.value
            let paid = level.map { $0.credits * grown } ?? pay
            if drum + 1 == name.reach {
              wins.add(paid.bitPattern, 0, reached)
            } else {
              next.add(grown.bitPattern, paid.bitPattern, reached)
            }
          }
        }
        try Self.checkWalk(next.count, "win sizes of \(name.symbol)", drum)
        states = next
      }
    }
  }

  /// The distribution of a spin's ways, `Π_d (h_d + top_d)`, ways increasing.
  func waysDistribution() -> [VariableRowsSheet.WaysCount] {
    let drums = machine.reels.reels.count
    var states = ProbabilityTable()
    states.add(1, 0, 1)
    for (drum, distribution) in machine.rows.drums.enumerated() {
      let top: UInt64 = machine.rows.hasTopCell(drum: drum, drumCount: drums) ? 1 : 0
      var next = ProbabilityTable()
      for state in 0..<states.count {
        for (rows, probability) in zip(distribution.heights, distribution.probabilities) {
          next.add(
            states.first[state] * (UInt64(rows) + top), 0, states.values[state] * probability)
        }
      }
      states = next
    }
    return states.values.indices.map {
      VariableRowsSheet.WaysCount(ways: Int(states.first[$0]), probability: states.values[$0])
    }.sorted { $0.ways < $1.ways }
  }
}
