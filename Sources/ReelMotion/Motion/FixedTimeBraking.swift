/// The braking family of the `fixed` landing strategy: from speed `V` to rest in exactly
/// `T` seconds, over any distance in a range, within the deceleration limit `d`.
///
/// With `u = σ/T` the normalised time and `s = 1 − u` what is left of it, a curve of the
/// family is fixed by its **distance ratio** `k = D/(V·T)`, the distance over what cruising
/// would cover in `T`:
///
/// - `1/4 ≤ k ≤ 1/2`, **shaped**: `v = V·s²·(1 + c − c·s)` with `c = 12k − 4 ∈ [−1, 2]`,
///   `x = D·(1 − s³·(4(1 + c) − 3c·s)/(4 + c))`. `c = −1` is the quartic ease-out
///   `v = V(1 − u)³`, `c = 0` the cubic ease-out `v = V(1 − u)²` of the `cubic` profile, `c = 2`
///   the smoothstep `v = V(1 − 3u² + 2u³)`, which starts braking without a jolt. Every curve
///   has `v(0) = V`, `v(T) = 0`, `a(T) = 0` and never reverses. Peak deceleration
///   `g(c)·V/T` with `g(c) = 2 − c` for `c ≤ 1/2` (at `u = 0`) and `(1 + c)²/(3c)` above (at
///   `u = (2c − 1)/(3c)`).
/// - `1/2 < k < 1`, **held**: cruise for the fraction `h = 2k − 1` of `T`, then the smoothstep
///   over the rest, `w = (u − h)/(1 − h)`, `v = V·(1 − 3w² + 2w³)`; in the drum's distance,
///   `x = D·u/k` while holding and `x = D·(1 − (1 − h)/(1 + h)·r³·(2 − r))` with
///   `r = 1 − w` after. Peak deceleration `1.5·V/((1 − h)·T)` at `w = 1/2`.
///
/// The two regimes meet at `k = 1/2` (the smoothstep over the whole of `T`). With
/// `ρ = d·T/V`, the ratios within the limit are
///
///     k_min = max(1/4, (6 − ρ)/12),   k_max = 1 − 0.75/ρ,   (ρ ≥ 1.5)
///
/// so the distances in reach are `[V·T·k_min, V·T·k_max]`, minus the `back` overshoot (the
/// curve then rests `overshoot` past the target and settles back). Every target is in reach
/// once that interval is at least one strip length `L` wide; for `ρ ≥ 3` and no overshoot
/// that is `T ≥ L/(0.75·V) + V/d`. The planner takes the one occurrence of the target in the
/// window of width `L` centred in the interval, so the spread of shapes is as small as it
/// can be.
///
/// Everything is `+ − × ÷`, so the curve is bit-identical everywhere; the duration is `T`
/// for every target, so every landing rests on the same tick.
public struct FixedTimeBraking: Sendable, Equatable, Hashable {
  /// The speed at the start of braking, pt/s.
  public var speed: Double
  /// The braking duration `T`, seconds.
  public var duration: Double
  /// The deceleration limit `d`, pt/s².
  public var maxDeceleration: Double
  /// How far the curve passes the target before settling back (`back`), pt; 0 otherwise.
  public var overshoot: Double

  /// Creates the family for one speed, duration, limit and overshoot.
  public init(speed: Double, duration: Double, maxDeceleration: Double, overshoot: Double = 0) {
    self.speed = speed
    self.duration = duration
    self.maxDeceleration = maxDeceleration
    self.overshoot = overshoot
  }

  /// The family for a drum's motion at `speed` (its cruise speed unless teased slower).
  public init(motion: MotionParameters, speed: Double) {
    self.init(
      speed: speed, duration: motion.brakeTime, maxDeceleration: motion.maxDeceleration,
      overshoot: motion.profile == .back ? motion.overshoot : 0)
  }

  /// The distance ratios `k_min ... k_max` within the deceleration limit, or `nil` when even
  /// the gentlest curve (the smoothstep, peak `1.5·V/T`) brakes too hard.
  public var ratios: ClosedRange<Double>? {
    let rho = maxDeceleration * duration / speed
    guard speed > 0, rho.isFinite, rho >= 1.5 else { return nil }
    let low = max(0.25, (6 - rho) / 12)
    let high = 1 - 0.75 / rho
    return low <= high ? low...high : nil
  }

  /// The distances to the target in reach, pt: `V·T·k − overshoot` over the ratios, never
  /// below 0; `nil` when no curve of the family is within the limit.
  public var reach: ClosedRange<Double>? {
    guard let ratios else { return nil }
    let cover = speed * duration
    let high = cover * ratios.upperBound - overshoot
    guard high >= 0 else { return nil }
    return max(0, cover * ratios.lowerBound - overshoot)...high
  }

  /// The window `[start, start + L)` the target's occurrence is taken from: width `L`,
  /// centred in ``reach``; `nil` when the reach is narrower than `L` (some target cannot be
  /// reached in `T`).
  public func window(stripLength: Double) -> Range<Double>? {
    guard let reach, reach.upperBound - reach.lowerBound >= stripLength else { return nil }
    let start = (reach.lowerBound + reach.upperBound - stripLength) / 2
    return start..<(start + stripLength)
  }

  /// The distance ratio `k = (D + overshoot)/(V·T)` of the curve that reaches a target
  /// `distance` pt ahead (its braking covers `distance + overshoot` pt).
  public func ratio(distance: Double) -> Double {
    (distance + overshoot) / (speed * duration)
  }

  /// The shortest `T` for which every target of a strip of `stripLength` pt is in reach
  /// (``window(stripLength:)`` exists), found by bisection on the monotone width of the
  /// reach; for `T ≥ 3V/d` and no overshoot it is `L/(0.75·V) + V/d`.
  public static func shortestDuration(
    speed: Double, maxDeceleration: Double, overshoot: Double = 0, stripLength: Double
  ) -> Double {
    func covers(_ duration: Double) -> Bool {
      FixedTimeBraking(
        speed: speed, duration: duration, maxDeceleration: maxDeceleration, overshoot: overshoot
      ).window(stripLength: stripLength) != nil
    }
    var low = 1.5 * speed / maxDeceleration
    var high = max(
      3 * speed / maxDeceleration,
      (stripLength + overshoot) / (0.75 * speed) + speed / maxDeceleration)
    guard low.isFinite, high.isFinite, !covers(low) else { return low }
    var rounds = 0
    while !covers(high), rounds < 64 {
      high *= 2
      rounds += 1
    }
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if covers(middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// The peak deceleration of the curve with distance ratio `k`, pt/s²: `g(c)·V/T` shaped,
  /// `1.5·V/((1 − h)·T)` held.
  public func peakDeceleration(ratio k: Double) -> Double {
    let scale = speed / duration
    if k <= 0.5 {
      let c = 12 * k - 4
      return (c <= 0.5 ? 2 - c : (1 + c) * (1 + c) / (3 * c)) * scale
    }
    let hold = 2 * k - 1
    return 1.5 * scale / (1 - hold)
  }

  /// The braking part of a curve with distance ratio `k` and braking distance `distance`
  /// (target plus overshoot), `u = σ/T ∈ [0, 1]` of the way through: distance travelled
  /// and velocity (never above `speed`, which rounding near `u = 0` could otherwise pass by
  /// an ulp).
  static func evaluate(ratio k: Double, distance: Double, speed: Double, u: Double) -> (
    distance: Double, velocity: Double
  ) {
    if k <= 0.5 {
      let c = 12 * k - 4
      let s = 1 - u
      let left = s * s * s * (4 * (1 + c) - 3 * c * s) / (4 + c)
      return (distance * (1 - left), min(speed, speed * s * s * (1 + c - c * s)))
    }
    let hold = 2 * k - 1
    if u < hold {
      return (distance * u / k, speed)
    }
    let r = (1 - u) / (1 - hold)
    let left = (1 - hold) / (1 + hold) * r * r * r * (2 - r)
    return (distance * (1 - left), min(speed, speed * r * r * (3 - 2 * r)))
  }
}
