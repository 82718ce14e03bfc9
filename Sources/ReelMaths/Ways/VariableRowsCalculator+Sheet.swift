extension VariableRowsCalculator {
  /// The exact base-game sheet. With `F = Σ_P f_P` the ways pay, `S = S(n)` the scatter pay of
  /// `n` scatters in every visible cell, and everything conditioned on the top window `τ`
  /// (then mixed, `E[X] = Σ_τ ρ_τ·E[X | τ]`):
  ///
  /// - **RTP**: `E[pay] = Σ_P Σ_t a_t·Π_d E_d[g_t] + Σ_n P(n)·S(n)`, where `P(n)` is the
  ///   convolution of each drum's scatter distribution.
  /// - **Variance**: the mean is not enough, since names share cells (a drum full of `K` has
  ///   no room for `Q`), so the second moment is taken over pairs of names and terms:
  ///
  ///       E[pay²] = E[F²] + 2·E[F·S] + E[S²]
  ///       E[F²]   = Σ_P Σ_Q Σ_{t∈P} Σ_{t'∈Q} a_t·a_t'·Π_d E_d[g_t·g_t']
  ///       E[F·S]  = Σ_P Σ_{t∈P} a_t·Σ_n S(n)·[xⁿ] Π_d E_d[g_t·x^σ]
  ///       E[S²]   = Σ_n P(n)·S(n)²
  ///
  ///   (`E_d[u_P·s_Q]` and the like are read off drum `d`'s columns, `WaysDrumStats`;
  ///   `[xⁿ]` a coefficient of the product of the drums' scatter-weighted polynomials).
  ///   `Var(pay / totalBet) = (E[pay²] − E[pay]²) / totalBet²`.
  /// - **Hit frequency**: `1 − P(quiet)`, a spin being quiet when no name's run reaches its
  ///   shortest paying count `c_1` and the scatters pay nothing. A walk over the drums carries
  ///   the set of names whose run is still open (a bit set: the drum's present names
  ///   intersected) with the scatters so far; a path on which an open name reaches `c_1`
  ///   wins and leaves the walk.
  /// - **Entry figures**: a name's win is at count `c_k` with probability
  ///   `Π_{d<c_k} E[u_d] − Π_{d<c_{k+1}} E[u_d]` and returns `p_k·(E[A_k] − E[B_k])`.
  /// - **Ways distribution**: the distribution of `Π_d (h_d + top_d)`, heights independent.
  /// - **By scatter count** (what a free-spins trigger needs): `P(n)` and
  ///   `E[pay; n] = Σ_P Σ_t a_t·[xⁿ] Π_d E_d[g_t·x^σ] + P(n)·S(n)`, the same polynomials.
  /// - **Win sizes**: each name's pay walked drum by drum (state: the product of `s_d` so far
  ///   and the pay of the longest count reached), plus the scatter pays: wins of each size
  ///   per spin.
  ///
  /// - Throws: ``ParError`` (``ParError/Bound/closedForm``) when a walk would carry more than
  ///   ``maximumWalkStates`` states after a drum.
  public func sheet() throws(ParError) -> VariableRowsSheet {
    let paytable = machine.paytable
    let evaluator = machine.evaluator
    let drums = machine.reels.reels.count
    var levelProbability = names.map { [Double](repeating: 0, count: $0.levels.count) }
    var levelReturned = levelProbability
    var scatterProbability = [Double](repeating: 0, count: paytable.scatterPays.count)
    var expectedPay = 0.0
    var expectedSquare = 0.0
    var quiet = 0.0
    var wins = ProbabilityTable()
    let hasScatter = evaluator.scatter >= 0
    let scatterLength = hasScatter ? drums * (evaluator.rowCount) + 1 : 0
    var scatterCounts = [Double](repeating: 0, count: scatterLength)
    var scatterCountReturned = scatterCounts
    for (variants, rho) in topWindows {
      let drumStats = (0..<drums).map { stats[$0][variants[$0]] }
      // Entry figures and E[F].
      for (index, name) in names.enumerated() {
        var reach = [Double](repeating: 1, count: drums + 1)  // Π_{d<c} E[u_d]
        for drum in 0..<drums { reach[drum + 1] = reach[drum] * drumStats[drum].u[index] }
        for (k, level) in name.levels.enumerated() {
          let next = k + 1 < name.levels.count ? reach[name.levels[k + 1].count] : 0
          levelProbability[index][k] += rho * (reach[level.count] - next)
        }
        for term in name.terms {
          var product = term.coefficient
          for drum in 0..<term.uUntil { product *= drumStats[drum].single(index, term.kind(drum)) }
          let k = name.levels.firstIndex { $0.count == term.sUntil } ?? 0
          levelReturned[index][k] += rho * product
          expectedPay += rho * product
        }
      }
      // E[F²].
      var square = 0.0
      for (p, first) in names.enumerated() {
        for (q, second) in names.enumerated() {
          for a in first.terms {
            for b in second.terms {
              var product = a.coefficient * b.coefficient
              for drum in 0..<max(a.uUntil, b.uUntil) {
                product *= drumStats[drum].pair(p, a.kind(drum), q, b.kind(drum))
              }
              square += product
            }
          }
        }
      }
      expectedSquare += rho * square
      if hasScatter {
        let scatterPay = scatterPays()
        let counts = polynomial(drumStats.map { $0.scatter[...] })
        var mixed = 0.0  // E[F·S | τ]
        for (index, name) in names.enumerated() {
          for term in name.terms {
            let weighted = polynomial(
              drumStats.indices.map { drumStats[$0].scatterWeighted(index, term.kind($0)) })
            var sum = 0.0
            for (n, probability) in weighted.enumerated() {
              sum += probability * scatterPay(n)
              scatterCountReturned[n] += rho * term.coefficient * probability
            }
            mixed += term.coefficient * sum
          }
        }
        var own = 0.0
        var ownSquare = 0.0
        for (n, probability) in counts.enumerated() where probability > 0 {
          let pay = scatterPay(n)
          scatterCounts[n] += rho * probability
          scatterCountReturned[n] += rho * probability * pay
          own += probability * pay
          ownSquare += probability * pay * pay
          let entry = evaluator.scatterEntry(count: n)
          if entry >= 0 {
            scatterProbability[entry] += rho * probability
            wins.add(pay.bitPattern, 0, rho * probability)
          }
        }
        expectedPay += rho * own
        expectedSquare += rho * (2 * mixed + ownSquare)
      }
      quiet += rho * (try quietProbability(drumStats))
      try addWinSizes(drumStats, weight: rho, into: &wins)
    }
    return assemble(
      expectedPay: expectedPay, expectedSquare: expectedSquare, quiet: quiet,
      levels: (levelProbability, levelReturned), scatterProbability: scatterProbability,
      wins: wins, scatterCounts: (scatterCounts, scatterCountReturned))
  }

  /// The scatter pay of `n` scatters, credits (0 when it pays nothing).
  func scatterPays() -> (Int) -> Double {
    let evaluator = machine.evaluator
    let paytable = machine.paytable
    return { n in
      let entry = evaluator.scatterEntry(count: n)
      return entry >= 0 ? paytable.scatterPays[entry].pay * paytable.totalBet : 0
    }
  }

  /// The product of polynomials given by their coefficients (lowest power first).
  func polynomial(_ factors: [ArraySlice<Double>]) -> [Double] {
    var product: [Double] = [1]
    for factor in factors {
      var next = [Double](repeating: 0, count: product.count + factor.count - 1)
      for (i, a) in product.enumerated() where a != 0 {
        for (j, b) in factor.enumerated() where b != 0 { next[i + j] += a * b }
      }
      product = next
    }
    return product
  }

  /// The sheet from the summed figures.
  private func assemble(
    expectedPay: Double, expectedSquare: Double, quiet: Double,
    levels: ([[Double]], [[Double]]), scatterProbability: [Double], wins: ProbabilityTable,
    scatterCounts: ([Double], [Double])
  ) -> VariableRowsSheet {
    let paytable = machine.paytable
    let totalBet = paytable.totalBet
    let waysWins = names.enumerated().flatMap { index, name in
      name.levels.enumerated().map { k, level in
        VariableRowsSheet.Entry(
          symbol: name.symbol, count: level.count, pay: paytable.pays[level.entry].pay,
          probability: levels.0[index][k], returned: levels.1[index][k],
          contribution: levels.1[index][k] / totalBet)
      }
    }
    let scatterWins = paytable.scatterPays.enumerated().map { entry, pay in
      VariableRowsSheet.Entry(
        symbol: paytable.scatter ?? "", count: pay.count, pay: pay.pay,
        probability: scatterProbability[entry],
        returned: scatterProbability[entry] * pay.pay * totalBet,
        contribution: scatterProbability[entry] * pay.pay)
    }
    let sizes = wins.values.indices.map { index in
      VariableRowsSheet.WinSize(
        credits: Double(bitPattern: wins.first[index]), perSpin: wins.values[index])
    }.sorted { $0.credits < $1.credits }
    let columns = stats.indices.map { drum in
      machine.rows.drums[drum].heights.count * machine.reels.reels[drum].symbolCount
    }
    let topStops = Double(machine.rows.topDrum?.strip.count ?? 1)
    return VariableRowsSheet(
      machine: machine.reels.name, bet: paytable.bet, totalBet: totalBet, columns: columns,
      topWindows: topWindows.count,
      windows: columns.reduce(topStops) { $0 * Double($1) }, expectedPay: expectedPay,
      expectedSquare: expectedSquare, hitFrequency: max(0, 1 - quiet), waysWins: waysWins,
      scatterWins: scatterWins, waysDistribution: waysDistribution(), winSizes: sizes,
      scatterCounts: scatterCounts.0, scatterCountReturned: scatterCounts.1)
  }
}
