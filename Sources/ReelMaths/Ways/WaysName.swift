/// One entry name of a ways paytable as the variable-row closed form reads it: its paying
/// counts with their credits, and its pay written as a sum of **product terms**.
///
/// With `c_1 < … < c_K` the name's paying counts (at most the drums), `p_k` the credits of its
/// best entry of count `c_k` (`pay × bet`), `s_d` the drum's matching cells (each counting its
/// multiplier factor, 1 without) and `u_d = [s_d > 0]`, a run that reaches `c_k` but not
/// `c_{k+1}` pays `p_k·Π_{d<c_k} s_d`, so
///
///     f = Σ_k p_k·(A_k − B_k),   A_k = Π_{d<c_k} s_d,
///                                B_k = A_k·Π_{c_k ≤ d < c_{k+1}} u_d  (B_K = 0)
///
/// (`A_k` is 0 when the run is shorter than `c_k`, `B_k` is `A_k` when it reaches
/// `c_{k+1}`). This needs `p_1 ≤ … ≤ p_K`: then the longest paying run is the name's best
/// entry, as ``PayEvaluator`` reads it (a longer run never has fewer ways). Each term is a
/// product over drums of one of `1`, `u_d`, `s_d`: its expectation over independent drums is
/// the product of the drums' expectations.
struct WaysName: Sendable {
  /// One paying count.
  struct Level: Sendable {
    /// The count `c_k`.
    var count: Int
    /// The best entry of that count (index in ``Paytable/pays``).
    var entry: Int
    /// `p_k`: its pay × the bet, credits per way.
    var credits: Double
  }

  /// One product term: `coefficient·Π_{d<sUntil} s_d·Π_{sUntil ≤ d < uUntil} u_d`.
  struct Term: Sendable {
    /// The coefficient, credits.
    var coefficient: Double
    /// Drums `0 ..< sUntil` contribute `s_d`.
    var sUntil: Int
    /// Drums `sUntil ..< uUntil` contribute `u_d`; later drums 1.
    var uUntil: Int

    /// What drum `drum` contributes: 0 for 1, 1 for `u_d`, 2 for `s_d`.
    @inline(__always)
    func kind(_ drum: Int) -> Int { drum < sUntil ? 2 : drum < uUntil ? 1 : 0 }
  }

  /// The name (``LinePay/symbol``).
  var symbol: String
  /// The paying counts, increasing.
  var levels: [Level]
  /// The entry whose cells count on every drum before the longest count.
  var representative: Int
  /// The terms of its pay.
  var terms: [Term]

  /// The longest paying count `c_K`.
  var reach: Int { levels[levels.count - 1].count }
  /// The shortest paying count `c_1`.
  var shortest: Int { levels[0].count }

  /// Builds the name from its paying entries (paytable order); `nil` when none can pay on
  /// `drums` drums.
  init?(symbol: String, entries: [Int], paytable: Paytable, drums: Int) {
    var levels: [Level] = []
    for entry in entries {
      let pay = paytable.pays[entry]
      guard pay.pay > 0, (1...drums).contains(pay.count) else { continue }
      let credits = pay.pay * paytable.bet
      if let index = levels.firstIndex(where: { $0.count == pay.count }) {
        if credits > levels[index].credits {
          levels[index] = Level(count: pay.count, entry: entry, credits: credits)
        }
      } else {
        levels.append(Level(count: pay.count, entry: entry, credits: credits))
      }
    }
    guard !levels.isEmpty else { return nil }
    levels.sort { $0.count < $1.count }
    self.symbol = symbol
    self.levels = levels
    representative = levels[levels.count - 1].entry
    terms = levels.indices.flatMap { k -> [Term] in
      let level = levels[k]
      var terms = [Term(coefficient: level.credits, sUntil: level.count, uUntil: level.count)]
      if k + 1 < levels.count {
        terms.append(
          Term(coefficient: -level.credits, sUntil: level.count, uUntil: levels[k + 1].count))
      }
      return terms
    }
  }

  /// The first pair of counts whose credits fall (a longer run paying less), if any.
  var fallingPair: (shorter: Level, longer: Level)? {
    for k in 1..<max(1, levels.count) where levels[k].credits < levels[k - 1].credits {
      return (levels[k - 1], levels[k])
    }
    return nil
  }
}
