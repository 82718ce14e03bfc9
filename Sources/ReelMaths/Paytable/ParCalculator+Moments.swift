/// The first two moments of a spin's pay without enumerating windows.
public struct ParMoments: Sendable, Equatable {
  /// `Σ w·pay` over the cycle, credits.
  public var returnPerCycle: Double
  /// `Σ w·pay²` over the cycle, credits².
  public var squaresPerCycle: Double
}

extension ParCalculator {
  /// `Σ w·pay` and `Σ w·pay²` over the cycle of a classic paytable
  /// (``Paytable/isClassic``), without visiting windows: with `L_l` line `l`'s pay and `S` the
  /// scatter pay,
  ///
  ///     Σ w·pay² = Σ_l Σ w·L_l² + 2·Σ_{l<m} Σ w·L_l·L_m + 2·Σ_l Σ w·L_l·S + Σ w·S²
  ///
  /// where each pairwise sum carries the **joint** distribution of the two lines' automaton
  /// states (or a line's state and the scatter count) drum by drum, with each drum's
  /// weighted counts of the pair of classes (or class and scatters) it shows. Counts are
  /// exact integers (at most the cycle, 2⁵³); pays are added in double precision. Cost:
  /// `O(lines² × drums × states² × class pairs)`, independent of the strip lengths after one
  /// pass over each strip per pair.
  ///
  /// - Returns: `nil` for a paytable with the rules of ``PayRules``.
  public func exactMoments() -> ParMoments? {
    guard evaluator.rules == nil else { return nil }
    let paytable = evaluator.paytable
    let states = automaton.stateCount
    let classes = automaton.classCount
    let rows = strips.rows
    let drums = reels.reels.count
    let linePay = automaton.final.map { $0 >= 0 ? paytable.pays[$0].pay * paytable.bet : 0 }
    // The weighted counts of the pairs (first, other) one drum shows, nonzero ones only.
    func counts(_ drum: Int, _ second: Int, _ first: (Int) -> Int, _ other: (Int) -> Int)
      -> [(Int, Int, UInt64)]
    {
      var table = [UInt64](repeating: 0, count: classes * second)
      for stop in 0..<strips.stopCount(drum) {
        table[first(stop) * second + other(stop)] += strips.weights[drum][stop]
      }
      return table.enumerated().compactMap { index, weight in
        weight > 0 ? (index / second, index % second, weight) : nil
      }
    }
    func classAt(_ drum: Int, _ row: Int) -> (Int) -> Int {
      { stop in self.strips.classes[drum][stop * rows + row] }
    }
    // A joint walk: the first coordinate is a line's automaton state, the second another
    // line's state (`step` the automaton) or the scatter count so far (`step` adds).
    func joint(
      secondSize: Int, secondStart: Int, pairs: [[(Int, Int, UInt64)]],
      step: (Int, Int) -> Int
    ) -> [UInt64] {
      var distribution = [UInt64](repeating: 0, count: states * secondSize)
      distribution[automaton.start * secondSize + secondStart] = 1
      for drum in 0..<drums {
        var following = [UInt64](repeating: 0, count: distribution.count)
        for (index, weight) in distribution.enumerated() where weight > 0 {
          let state = index / secondSize
          let second = index % secondSize
          for (a, b, count) in pairs[drum] {
            let target = automaton.next[state * classes + a] * secondSize + step(second, b)
            following[target] += weight * count
          }
        }
        distribution = following
      }
      return distribution
    }
    let lines = paytable.lines
    var returned = 0.0
    var squares = 0.0
    // Σ w·L_l² and Σ w·L_l from each line's own distribution (the diagonal of the pairs).
    for (l, line) in lines.enumerated() {
      for m in l..<lines.count {
        let other = lines[m]
        let pairs = (0..<drums).map { drum in
          counts(drum, classes, classAt(drum, line[drum]), classAt(drum, other[drum]))
        }
        let distribution = joint(
          secondSize: states, secondStart: automaton.start, pairs: pairs
        ) { second, symbol in
          automaton.next[second * classes + symbol]
        }
        var sum = 0.0
        for (index, weight) in distribution.enumerated() where weight > 0 {
          sum += Double(weight) * linePay[index / states] * linePay[index % states]
        }
        squares += l == m ? sum : 2 * sum
      }
    }
    let scatterMax = rows * drums
    let scatterPay = (0...scatterMax).map { count -> Double in
      let entry = evaluator.scatterEntry(count: count)
      return entry >= 0 ? paytable.scatterPays[entry].pay * paytable.totalBet : 0
    }
    for line in lines {
      let pairs = (0..<drums).map { drum in
        counts(drum, rows + 1, classAt(drum, line[drum])) { self.strips.scatters[drum][$0] }
      }
      let distribution = joint(
        secondSize: scatterMax + 1, secondStart: 0, pairs: pairs, step: +)
      for (index, weight) in distribution.enumerated() where weight > 0 {
        let pay = linePay[index / (scatterMax + 1)]
        returned += Double(weight) * pay
        if evaluator.scatter >= 0 {
          let scatter = scatterPay[index % (scatterMax + 1)]
          squares += 2 * Double(weight) * pay * scatter
        }
      }
    }
    if evaluator.scatter >= 0 {
      let (_, scatterHits) = exactHits()
      for (index, hits) in scatterHits.enumerated() {
        let credits = paytable.scatterPays[index].pay * paytable.totalBet
        returned += Double(hits) * credits
        squares += Double(hits) * credits * credits
      }
    }
    return ParMoments(returnPerCycle: returned, squaresPerCycle: squares)
  }
}
