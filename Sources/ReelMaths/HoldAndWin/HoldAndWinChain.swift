/// The exact solution of a hold-and-win round (``HoldAndWinFeature``) as an absorbing Markov
/// chain.
///
/// ## States
///
/// A transient state is `(n, r)`: `n` cells held (`0 ≤ n < C`) and `r` respins left
/// (`1 ≤ r ≤ R`); at most `C·R` of them. The absorbing states are "ended with `m` held"
/// (`m = 0 … C`): `r` reached 0, or `m = C` (the window is full).
///
/// ## Transitions
///
/// From `(n, r)` one respin spins the `f = C − n` free cells; the number `k` that land a bonus
/// symbol is binomial, `P(k) = C(f, k)·p^k·(1 − p)^(f − k)`:
///
///     k = 0:  (n, r) → (n, r − 1), or "ended with n" when r = 1
///     k ≥ 1:  (n, r) → (n + k, R), or "ended with C" when n + k = C
///
/// ## Solving it
///
/// `n` never decreases and, while it stays, `r` strictly decreases: in the order `n`
/// ascending, then `r` descending, every transition goes forward, so the transient matrix `Q`
/// is strictly triangular. The expected visits `x = s·(I − Q)⁻¹` from the start distribution
/// `s` (the triggering window's `n`, with `r = R`) are then found exactly by one forward
/// substitution: `x(n, r) = s(n, r) + Σ_{(n', r') before} x(n', r')·Q((n', r'), (n, r))`, and
/// the absorption probabilities are `x·B` (`B` the transient → absorbing transitions). Each
/// visit of a transient state plays one respin, so `Σ x` is the expected respins played.
public struct HoldAndWinChain: Sendable, Equatable {
  /// `P(M = m)`, `m = 0 … C`: the distribution of the bonus symbols held when the round ends.
  public var finalCounts: [Double]
  /// The expected respins one round plays.
  public var expectedRespins: Double

  /// Solves the round of `feature` from `start`: `start[n]` the probability that the round
  /// starts with `n` cells held (`n = 0 … C`; a round starting full ends at once), summing to
  /// 1 (or to less, for a distribution conditioned later).
  public init(feature: HoldAndWinFeature, start: [Double]) {
    let cells = feature.cells
    let respins = feature.respins
    precondition(start.count == cells + 1, "one start probability per held count")
    let p = feature.landingProbability
    // landing[f][k]: the binomial probability that k of f free cells land.
    let landing = (0...cells).map { Self.binomial(trials: $0, p: p) }
    var final = [Double](repeating: 0, count: cells + 1)
    final[cells] = start[cells]
    // visits[n][r - 1]: the expected visits of the transient state (n, r).
    var visits = [[Double]](repeating: [Double](repeating: 0, count: respins), count: cells)
    for n in 0..<cells { visits[n][respins - 1] = start[n] }
    var respinsPlayed = 0.0
    for n in 0..<cells {
      let free = cells - n
      for r in stride(from: respins, through: 1, by: -1) {
        let mass = visits[n][r - 1]
        guard mass > 0 else { continue }
        respinsPlayed += mass
        let none = landing[free][0]
        if r == 1 { final[n] += mass * none } else { visits[n][r - 2] += mass * none }
        for k in 1...free {
          let moved = mass * landing[free][k]
          if n + k == cells { final[cells] += moved } else { visits[n + k][respins - 1] += moved }
        }
      }
    }
    finalCounts = final
    expectedRespins = respinsPlayed
  }

  /// `P(k) = C(f, k)·p^k·(1 − p)^(f − k)` for `k = 0 … f`, `f = trials`.
  static func binomial(trials: Int, p: Double) -> [Double] {
    var coefficient = 1.0
    var result: [Double] = []
    for k in 0...trials {
      if k > 0 { coefficient = coefficient * Double(trials - k + 1) / Double(k) }
      result.append(coefficient * power(p, k) * power(1 - p, trials - k))
    }
    return result
  }

  /// `x^k` by repeated squaring (`0^0 = 1`).
  static func power(_ x: Double, _ k: Int) -> Double {
    var result = 1.0
    var base = x
    var exponent = k
    while exponent > 0 {
      if exponent & 1 == 1 { result *= base }
      base *= base
      exponent >>= 1
    }
    return result
  }
}
