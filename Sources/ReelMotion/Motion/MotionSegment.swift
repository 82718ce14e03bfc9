/// Closed-form motion between two decisions, evaluated from its own start at every tick.
///
/// Travel at tick `n` is `startTravel + Δx(τ)` with `τ = (n − startTick)·dt`; nothing is
/// integrated step by step, so there is no accumulated error.
struct MotionSegment: Sendable, Equatable {
  /// The shapes of motion a drum goes through.
  enum Shape: Sendable, Equatable {
    /// Standing still.
    case rest
    /// A smoothstep back by `distance` over `duration`: `Δx = −w·(3s² − 2s³)`, `s = τ/T`.
    case windBack(distance: Double, duration: Double)
    /// Constant acceleration from rest to `speed` over `duration`: `Δx = V·τ²/(2T)`.
    case ramp(speed: Double, duration: Double)
    /// Constant speed: `Δx = V·τ`.
    case cruise(speed: Double)
    /// A constant-acceleration change from `from` to `to` over `duration`:
    /// `Δx = v₀·τ + (v₁ − v₀)·τ²/(2T)` (an anticipation slowing to its tease speed).
    case change(from: Double, to: Double, duration: Double)
    /// A planned landing; `landingTravel` is the exact travel at rest.
    case landing(LandingCurve, landingTravel: Double)
  }

  /// The tick at which the segment starts.
  var startTick: Int
  /// The travel at the start tick, pt.
  var startTravel: Double
  /// The closed-form shape.
  var shape: Shape

  /// The travel and velocity `tau` seconds after the start tick; for a landing, also its
  /// stage.
  func state(after tau: Double) -> (travel: Double, velocity: Double, stage: LandingCurve.Stage?) {
    switch shape {
    case .rest:
      return (startTravel, 0, nil)
    case .windBack(let distance, let duration):
      guard tau < duration else { return (startTravel - distance, 0, nil) }
      let s = tau / duration
      let back = distance * s * s * (3 - 2 * s)
      return (startTravel - back, -6 * distance * s * (1 - s) / duration, nil)
    case .ramp(let speed, let duration):
      let t = min(tau, duration)
      return (startTravel + speed * t * t / (2 * duration), speed * t / duration, nil)
    case .cruise(let speed):
      return (startTravel + speed * tau, speed, nil)
    case .change(let from, let to, let duration):
      let t = min(tau, duration)
      return (
        startTravel + from * t + (to - from) * t * t / (2 * duration),
        from + (to - from) * t / duration, nil
      )
    case .landing(let curve, let landingTravel):
      let point = curve.evaluate(after: tau)
      if point.stage == .rest {
        return (landingTravel, 0, .rest)
      }
      return (startTravel + point.distance, point.velocity, point.stage)
    }
  }

  /// The state at a tick of `clock`.
  func state(atTick tick: Int, clock: SimulationClock) -> (
    travel: Double, velocity: Double, stage: LandingCurve.Stage?
  ) {
    state(after: clock.time(atTick: tick - startTick))
  }
}

#if !hasFeature(Embedded)
  extension MotionSegment: Codable {}
  extension MotionSegment.Shape: Codable {}
#endif
