extension ParCalculator {
  /// `Σ w·pay` over the combinations showing `n` scatters, for every `n` in
  /// `0 … rows × drums` (``ParSheet/scatterCountReturned``), without visiting windows: what a
  /// free-spins feature needs besides the scatter count's distribution (see
  /// ``FreeSpinsSheet``).
  ///
  /// A spin's pay is the sum of its readers' pays, so
  /// `E[pay; n] = Σ_i E[R_i; n] + E[S; n]`. The scatter's pay depends on `n` alone:
  /// `E[S; n] = P(n)·S(n)`. A line's (or ways name's) pay does not, and a scatter on the
  /// line's row ties the two, so each reader is carried jointly with the scatter count:
  /// with `c_d(x, j)` the summed weight of drum `d`'s stops whose column the reader sees as
  /// letter `x` and that show `j` scatters,
  ///
  ///     N_{d+1}(t, k + j) = Σ_{next_d(s,x) = t} N_d(s, k)·c_d(x, j),   N_0(start, 0) = 1
  ///
  /// A state decided at layer `d` leaves the walk at once, its remaining drums' scatters
  /// convolved in: `N_d(s, k)·T_d(j)` combinations reach its outcome with `k + j` scatters,
  /// `T_d` the scatter distribution of drums `d … n−1`. Then
  /// `E[R_i; n]·cycle = Σ_o N_o(n)·credits(o)`. Counts stay exact `UInt64`; for each `n`
  /// the counts of equal credits are added first and the credits summed in increasing order,
  /// so the result does not depend on the readers' order. The cost is
  /// `O(Σ_i Σ_d states_{i,d} × (rows·d + 1) × letter–scatter pairs_d)`, a few thousand
  /// operations a line whatever the strip lengths.
  func closedFormScatterCountReturned(_ readers: [ColumnReader]) -> [Double] {
    let paytable = evaluator.paytable
    let drums = distinct.count
    let maximum = scatterMax
    // columnScatters[d][c]: the scatters in drum d's distinct column c.
    let columnScatters = distinct.map { drum in
      drum.columns.map { column in column.count(where: { $0 == evaluator.scatter }) }
    }
    // tails[d][j]: the weighted combinations of drums d … n−1 showing j scatters.
    var tails = [[UInt64]](repeating: [1], count: drums + 1)
    for drum in stride(from: drums - 1, through: 0, by: -1) {
      var own = [UInt64](repeating: 0, count: strips.rows + 1)
      for (column, weight) in distinct[drum].weights.enumerated() {
        own[columnScatters[drum][column]] += weight
      }
      tails[drum] = convolve(own, tails[drum + 1])
    }
    // byCredits[n][credits]: weighted (combination, reader) pairs with n scatters paying
    // credits.
    var byCredits = [[Double: UInt64]](repeating: [:], count: maximum + 1)
    for reader in readers where !reader.isScatter {
      guard reader.outcomes.contains(where: { $0.credits != 0 }) else { continue }
      let finals = scatterJoint(reader, columnScatters: columnScatters, tails: tails)
      for (outcome, counts) in finals.enumerated() {
        let credits = reader.outcomes[outcome].credits
        guard credits != 0 else { continue }
        for (n, count) in counts.enumerated() where count > 0 {
          byCredits[n][credits, default: 0] += count
        }
      }
    }
    if evaluator.scatter >= 0 {
      for (n, count) in tails[0].enumerated() where count > 0 {
        let entry = evaluator.scatterEntry(count: min(n, maximum))
        guard entry >= 0 else { continue }
        byCredits[n][paytable.scatterPays[entry].pay * paytable.totalBet, default: 0] += count
      }
    }
    return byCredits.map { values in
      values.keys.sorted().reduce(0.0) { $0 + Double(values[$1]!) * $1 }
    }
  }

  /// `finals[o][n]`: the weighted combinations in which `reader` reaches outcome `o` with `n`
  /// scatters in the window, its state and the scatter count carried jointly drum by drum.
  func scatterJoint(
    _ reader: ColumnReader, columnScatters: [[Int]], tails: [[UInt64]]
  ) -> [[UInt64]] {
    let drums = reader.drumCount
    let rows = strips.rows
    var finals = [[UInt64]](
      repeating: [UInt64](repeating: 0, count: scatterMax + 1), count: reader.outcomes.count)
    // distribution[s·width + k]: state s of the current layer with k scatters so far.
    var distribution: [UInt64] = [1]
    var width = 1
    for drum in 0...drums {
      let decided = reader.decided[drum]
      for index in distribution.indices where distribution[index] > 0 {
        let outcome = decided[index / width]
        guard outcome >= 0 else { continue }
        let weight = distribution[index]
        let before = index % width
        for (after, count) in tails[drum].enumerated() where count > 0 {
          finals[outcome][before + after] += weight * count
        }
        distribution[index] = 0
      }
      guard drum < drums else { break }
      // c_d(x, j): the weight of the drum's columns showing letter x and j scatters.
      let letterCount = reader.letterCounts[drum]
      var pairCounts = [UInt64](repeating: 0, count: letterCount * (rows + 1))
      for (column, weight) in distinct[drum].weights.enumerated() {
        pairCounts[reader.letters[drum][column] * (rows + 1) + columnScatters[drum][column]] +=
          weight
      }
      let pairs = pairCounts.enumerated().compactMap { pair, count in
        count > 0 ? (pair / (rows + 1), pair % (rows + 1), count) : nil
      }
      let nextWidth = width + rows
      var following = [UInt64](repeating: 0, count: reader.stateCounts[drum + 1] * nextWidth)
      for (index, weight) in distribution.enumerated() where weight > 0 {
        let row = (index / width) * letterCount
        let before = index % width
        for (letter, scatters, count) in pairs {
          let target = reader.next[drum][row + letter]
          following[target * nextWidth + before + scatters] += weight * count
        }
      }
      distribution = following
      width = nextWidth
    }
    return finals
  }

  /// The distribution of the sum of two independent counts given by their weights.
  private func convolve(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
    var sum = [UInt64](repeating: 0, count: a.count + b.count - 1)
    for (i, x) in a.enumerated() where x > 0 {
      for (j, y) in b.enumerated() where y > 0 { sum[i + j] += x * y }
    }
    return sum
  }
}
