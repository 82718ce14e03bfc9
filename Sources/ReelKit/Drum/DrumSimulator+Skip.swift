extension DrumSimulator {
  /// About when the drum will rest (a little after), for sizing a trace: its scheduled stop
  /// request, one more revolution at cruise and a generous braking time.
  public var expectedStopTick: Int {
    let motion = spec.motion
    let seconds =
      spec.stopRequestTime + stripLength / cruiseSpeed + 3 * cruiseSpeed / motion.maxDeceleration
      + motion.settleTime + 0.1 + (motion.strategy == .fixed ? motion.brakeTime : 0)
    return clock.tick(atOrAfter: max(seconds, clock.time(atTick: scheduledStopTick)))
      + 16
  }

  /// Jumps over cruise ticks on which nothing can happen, for summary-only runs.
  ///
  /// While a drum cruises before its next decision (its stop request, or the braking tick a
  /// `wait` landing waits for), every tick has the same velocity, zero per-tick acceleration
  /// and zero jerk, and travel only grows: stepping them changes no result but the travel.
  /// This moves the drum straight to the tick before that decision, evaluating the cruise
  /// segment there exactly as a step would, so the spin's result equals the stepped one. It
  /// does nothing unless the current tick's acceleration is already zero (the drum has
  /// cruised for two ticks, so the skipped ticks add no jerk), and never for an armed
  /// classic drum, whose every tick is a decision.
  public mutating func skipCruise(before limit: Int) {
    guard phase == .cruising, acceleration == 0, case .cruise = segment.shape
    else { return }
    let decision: Int
    if !targetKnown {
      decision = limit  // nothing can happen before the result arrives (a command tick)
    } else if metrics.stopRequestTick == nil {
      decision = requestTick(notBefore: max(scheduledStopTick, earliestStopTick, tick + 1))
    } else if let brake = pendingBrakeTick {
      decision = brake
    } else {
      return
    }
    let target = min(decision, limit) - 1
    guard target > tick else { return }
    tick = target
    travel = segment.state(atTick: tick, clock: clock).travel
    metrics.maxTravel = max(metrics.maxTravel, travel)
  }

  /// The first tick at or after `notBefore` at which the current cruise segment has covered
  /// `minimumRevolutions` turns: when the stop request fires.
  private func requestTick(notBefore: Int) -> Int {
    var candidate = notBefore
    let required = timeline.requiredTravel
    if segment.state(atTick: candidate, clock: clock).travel < required {
      let missing = required - segment.state(atTick: candidate, clock: clock).travel
      candidate += max(0, Int(saturating: missing / (velocity * clock.timeStep), .down) - 1)
      while candidate < SimulationClock.maximumTick,
        segment.state(atTick: candidate, clock: clock).travel < required
      {
        candidate += 1
      }
    }
    return candidate
  }
}
