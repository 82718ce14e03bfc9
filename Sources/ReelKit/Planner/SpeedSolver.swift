/// The `solve` strategy's plan, made at spin start: cruise at `speed` and brake at
/// `requestTick` with the nominal curve, landing at `landingTravel`.
public struct SolvedLanding: Sendable, Equatable, Hashable, Codable {
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
/// Every valid `X` with `s ∈ [1 − m, 1 + m]` is tried and the one with `s` closest to 1 wins.
/// The ramp length depends on `s`, so the answer is checked against the timeline it implies
/// and solved once more when it moved.
enum SpeedSolver {
  static func solve(spec: DrumSpec, clock: SimulationClock, target: Int) -> SolvedLanding? {
    let timeline = SpinUpTimeline(spec: spec, clock: clock)
    let motion = spec.motion
    let nominal = motion.cruiseSpeed
    var guess = 1.0
    for _ in 0..<3 {
      guard
        let candidate = solve(
          timeline: timeline, geometry: spec.geometry, startIndex: spec.startIndex,
          target: target, assuming: guess * nominal)
      else { return nil }
      let speed = candidate.speedFactor * nominal
      if timeline.rampTicks(speed: speed) == timeline.rampTicks(speed: guess * nominal),
        timeline.stopRequestTick(speed: speed) == candidate.requestTick
      {
        return SolvedLanding(
          speedFactor: candidate.speedFactor, speed: speed, requestTick: candidate.requestTick,
          landingTravel: candidate.landingTravel)
      }
      guess = candidate.speedFactor
    }
    return nil
  }

  /// Solves with the ramp length and request tick that the speed `assumed` gives.
  private static func solve(
    timeline: SpinUpTimeline, geometry: DrumGeometry, startIndex: Int, target: Int,
    assuming assumed: Double
  ) -> (speedFactor: Double, requestTick: Int, landingTravel: Double)? {
    let motion = timeline.motion
    let clock = timeline.clock
    let nominal = motion.cruiseSpeed
    let requestTick = timeline.stopRequestTick(speed: assumed)
    let rampTicks = timeline.rampTicks(speed: assumed)
    let cruiseTick = timeline.rampStartTick + rampTicks
    let c = clock.time(atTick: rampTicks) / 2 + clock.time(atTick: requestTick - cruiseTick)
    let k = motion.profile == .linear ? 0.5 : 2.0 / 3.0
    let bounce = motion.profile == .back ? motion.overshoot : 0
    let a = k * nominal * nominal / motion.maxDeceleration
    let b = nominal * c
    let x0 = timeline.rampStartTravel - bounce
    func reach(_ s: Double) -> Double { x0 + b * s + a * s * s }
    func factor(landing: Double) -> Double {
      let constant = x0 - landing
      return (-b + (b * b - 4 * a * constant).squareRoot()) / (2 * a)
    }
    let low = 1 - motion.maxSpeedAdjust
    let high = 1 + motion.maxSpeedAdjust
    var symbols = geometry.landingSymbols(from: startIndex, to: target, atLeast: reach(low))
    var best: (speedFactor: Double, landingTravel: Double)?
    while Double(symbols) * geometry.symbolHeight <= reach(high) {
      let landing = Double(symbols) * geometry.symbolHeight
      let s = factor(landing: landing)
      let brakingDistance = a * s * s - bounce
      if s >= low, s <= high, brakingDistance > 0, abs(s - 1) < abs((best?.speedFactor ?? .infinity) - 1) {
        best = (s, landing)
      }
      symbols += geometry.symbolCount
    }
    guard let best else { return nil }
    return (best.speedFactor, requestTick, best.landingTravel)
  }
}
