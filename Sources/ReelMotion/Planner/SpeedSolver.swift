/// The `solve` strategy's plan, made at spin start: cruise at `speed` and brake at
/// `requestTick` with the nominal curve, landing at `landingTravel`.
public struct SolvedLanding: Sendable, Equatable, Hashable {
  /// The factor applied to the cruise speed, within `1 ± maxSpeedAdjust`.
  public var speedFactor: Double
  /// The adjusted cruise speed, pt/s.
  public var speed: Double
  /// The tick at which the stop request fires and braking starts.
  public var requestTick: Int
  /// The travel at rest on the target, pt.
  public var landingTravel: Double
}

/// Finds the cruise speed factor of the `solve` strategy.
///
/// With speed `s·V`, the travel at the request tick `n_r` is
/// `x_r(s) = x₀ + s·V·c` where `x₀` is the wind-back and `c = T_a/2 + (n_r − n_c)·dt`
/// (half the ramp plus the cruise time). The nominal braking distance to the target is
/// `D(s) = k·s²V²/d − o` (`k = 1/2` linear, `2/3` cubic and back; `o` the back overshoot).
/// Landing on `X = q·h` needs `x_r(s) + D(s) = X`, a quadratic in `s`:
///
///     (kV²/d)·s² + (V·c)·s + (x₀ − o − X) = 0,
///     s = (−Vc + √(V²c² − 4(kV²/d)(x₀ − o − X))) / (2kV²/d)
///
/// The ramp length `T_a` does not depend on `s`: under `solve` the ramp is sized for the
/// fastest allowed speed `(1 + m)·V` (``SpinUpTimeline/rampTicks(speed:)``), so the cruise
/// tick `n_c` is fixed too. The request tick `n_r` does depend on `s`: it is the first whole
/// tick at which the drum has covered the required travel, earlier at higher speed. So `c`
/// is a step function of `s` and the true reach `R(s) = x_r(s) + D(s)` only jumps down at
/// its steps. For every `X` between `R(1 − m)` and `R(1 + m)`, a bisection on `s` finds where
/// `R` crosses `X` upwards; the quadratic on that step's timeline gives `s`, which is kept
/// only when the timeline it implies is the one it was computed on. Of all landings found,
/// the one with `s` closest to 1 wins.
enum SpeedSolver {
  /// The most revolutions between the slowest and the fastest reach that are searched.
  static let maximumRevolutions = 10_000

  static func solve(spec: DrumSpec, clock: SimulationClock, target: Int) -> SolvedLanding? {
    let timeline = SpinUpTimeline(spec: spec, clock: clock)
    let geometry = spec.geometry
    let motion = spec.motion
    let low = 1 - motion.maxSpeedAdjust
    let high = 1 + motion.maxSpeedAdjust
    let lowest = Plan(timeline: timeline, factor: low).reach(low)
    let highest = Plan(timeline: timeline, factor: high).reach(high)
    // Landings more than `maximumRevolutions` apart (an extreme but valid deceleration limit
    // of 1e-300 pt/s²) are not searched one by one: such a drum falls back to `wait`.
    guard lowest.isFinite, highest.isFinite,
      abs(highest - lowest) <= Double(maximumRevolutions) * geometry.stripLength
    else { return nil }
    // Each occurrence of the target in reach, one turn apart (the next is the first landing
    // beyond the last one: `(q + N)·h` on a drum, one more turn on a wheel).
    var landing = spec.landingTravel(to: target, atLeast: min(lowest, highest))
    var best: SolvedLanding?
    while landing <= max(lowest, highest) {
      if let found = solve(timeline: timeline, landing: landing, low: low, high: high),
        abs(found.speedFactor - 1) < abs((best?.speedFactor ?? .infinity) - 1)
      {
        best = found
      }
      landing = spec.landingTravel(to: target, atLeast: landing.nextUp)
    }
    return best
  }

  /// Lands on `landing` with a factor in `low ... high`, or `nil`.
  private static func solve(
    timeline: SpinUpTimeline, landing: Double, low: Double, high: Double
  ) -> SolvedLanding? {
    func gap(_ s: Double) -> Double { Plan(timeline: timeline, factor: s).reach(s) - landing }
    var below = low
    var above = high
    if gap(below) >= 0 {
      above = below
    } else if gap(above) < 0 {
      return nil
    }
    while below < above {
      let middle = below + (above - below) / 2
      guard middle > below, middle < above else { break }
      if gap(middle) < 0 { below = middle } else { above = middle }
    }
    for side in [above, below] {
      let plan = Plan(timeline: timeline, factor: side)
      if let solved = plan.solve(landing: landing, low: low, high: high) { return solved }
    }
    return nil
  }

  /// The timeline that cruising at `factor·V` implies, and the reach on it.
  private struct Plan {
    let timeline: SpinUpTimeline
    let rampTicks: Int
    let requestTick: Int
    let a: Double
    let b: Double
    let x0: Double
    let bounce: Double

    init(timeline: SpinUpTimeline, factor: Double) {
      let motion = timeline.motion
      let clock = timeline.clock
      let nominal = motion.cruiseSpeed
      let assumed = factor * nominal
      self.timeline = timeline
      requestTick = timeline.stopRequestTick(speed: assumed)
      rampTicks = timeline.rampTicks(speed: assumed)
      let cruiseTick = timeline.rampStartTick + rampTicks
      let c = clock.time(atTick: rampTicks) / 2 + clock.time(atTick: requestTick - cruiseTick)
      let k = motion.profile == .linear ? 0.5 : 2.0 / 3.0
      bounce = motion.profile == .back ? motion.overshoot : 0
      a = k * nominal * nominal / motion.maxDeceleration
      b = nominal * c
      x0 = timeline.rampStartTravel - bounce
    }

    /// `x_r(s) + D(s)` on this timeline.
    func reach(_ s: Double) -> Double { x0 + b * s + a * s * s }

    /// The factor that lands on `landing` on this timeline, kept only when it is in range,
    /// brakes over a positive distance and implies this very timeline.
    func solve(landing: Double, low: Double, high: Double) -> SolvedLanding? {
      let s = (-b + (b * b - 4 * a * (x0 - landing)).squareRoot()) / (2 * a)
      guard s >= low, s <= high, a * s * s - bounce > 0 else { return nil }
      let speed = s * timeline.motion.cruiseSpeed
      guard timeline.rampTicks(speed: speed) == rampTicks,
        timeline.stopRequestTick(speed: speed) == requestTick
      else { return nil }
      return SolvedLanding(
        speedFactor: s, speed: speed, requestTick: requestTick, landingTravel: landing)
    }
  }
}

#if !hasFeature(Embedded)
  extension SolvedLanding: Codable {}
#endif
