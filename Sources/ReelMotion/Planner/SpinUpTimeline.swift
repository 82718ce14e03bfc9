/// The deterministic part of a drum's spin before its stop request: start delay, wind-back,
/// spin-up ramp and cruise, all on whole ticks.
///
/// - start: tick `n₀ = ⌈startDelay/dt⌉`;
/// - wind-back: `⌈windBackTime/dt⌉` ticks (none when `windBackDistance` is 0);
/// - ramp: `n_a = ⌈V/(a·dt)⌉` ticks at constant acceleration `V/(n_a·dt) ≤ a`; under
///   `solve`, `n_a = ⌈(1 + m)·V/(a·dt)⌉` whatever the speed factor (`m` = `maxSpeedAdjust`:
///   sized for the fastest allowed speed);
/// - cruise from tick `n_c` at speed `V`: `x(n) = x_c + V·(n − n_c)·dt`.
///
/// The simulator and the `solve` planner both build their segments here, so the travel the
/// planner predicts is bit-for-bit the travel the simulator reaches.
struct SpinUpTimeline: Sendable, Equatable {
  let clock: SimulationClock
  let motion: MotionParameters
  /// The tick at which the drum starts moving.
  let startTick: Int
  /// The number of wind-back ticks (0 when there is no wind-back).
  let windBackTicks: Int
  /// The first tick at which the stop request may fire.
  let scheduledStopTick: Int
  /// The travel the drum must have covered before its stop request fires, pt.
  let requiredTravel: Double

  init(spec: DrumSpec, clock: SimulationClock) {
    self.clock = clock
    self.motion = spec.motion
    startTick = clock.tick(atOrAfter: spec.startDelay)
    windBackTicks =
      spec.motion.windBackDistance > 0 ? clock.ticks(covering: spec.motion.windBackTime) : 0
    scheduledStopTick = clock.tick(atOrAfter: spec.stopRequestTime)
    requiredTravel = Double(spec.motion.minimumRevolutions) * spec.geometry.stripLength
  }

  /// The tick at which the spin-up ramp starts.
  var rampStartTick: Int { startTick + windBackTicks }

  /// The number of ramp ticks to reach `speed` without exceeding `acceleration`. Under the
  /// `solve` strategy the ramp is sized for the fastest allowed speed `(1 + m)·V`, so that its
  /// length does not depend on the speed factor (and the acceleration stays within limit).
  func rampTicks(speed: Double) -> Int {
    let sized =
      motion.profile.isPlanned && motion.strategy == .solve
      ? motion.cruiseSpeed * (1 + motion.maxSpeedAdjust) : speed
    return clock.ticks(covering: sized / motion.acceleration)
  }

  /// The wind-back segment, starting at rest at travel 0.
  func windBackSegment() -> MotionSegment {
    MotionSegment(
      startTick: startTick, startTravel: 0,
      shape: .windBack(
        distance: motion.windBackDistance, duration: clock.time(atTick: windBackTicks)))
  }

  /// The travel at the start of the ramp: `−windBackDistance` (0 without wind-back).
  var rampStartTravel: Double {
    windBackTicks > 0 ? windBackSegment().state(atTick: rampStartTick, clock: clock).travel : 0
  }

  /// The ramp segment up to `speed`.
  func rampSegment(speed: Double) -> MotionSegment {
    MotionSegment(
      startTick: rampStartTick, startTravel: rampStartTravel,
      shape: .ramp(speed: speed, duration: clock.time(atTick: rampTicks(speed: speed))))
  }

  /// The tick at which the drum reaches `speed`.
  func cruiseTick(speed: Double) -> Int { rampStartTick + rampTicks(speed: speed) }

  /// The cruise segment at `speed`, from the end of the ramp.
  func cruiseSegment(speed: Double) -> MotionSegment {
    let tick = cruiseTick(speed: speed)
    let travel = rampSegment(speed: speed).state(atTick: tick, clock: clock).travel
    return MotionSegment(startTick: tick, startTravel: travel, shape: .cruise(speed: speed))
  }

  /// The tick at which the stop request fires when cruising at `speed`: the first tick at or
  /// after the scheduled one at which the drum cruises and has covered `requiredTravel`.
  func stopRequestTick(speed: Double, notBefore scheduled: Int? = nil) -> Int {
    let cruise = cruiseSegment(speed: speed)
    var tick = max(scheduled ?? scheduledStopTick, cruise.startTick)
    let travel = cruise.state(atTick: tick, clock: clock).travel
    if travel < requiredTravel {
      let missing = (requiredTravel - travel) / (speed * clock.timeStep)
      tick += max(0, Int(saturating: missing, .down) - 1)
      while tick < SimulationClock.maximumTick,
        cruise.state(atTick: tick, clock: clock).travel < requiredTravel
      {
        tick += 1
      }
    }
    return tick
  }
}

#if !hasFeature(Embedded)
  extension SpinUpTimeline: Codable {}
#endif
