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
    guard let decision = steadyCruiseDecision(limit: limit) else { return }
    let target = min(decision, limit) - 1
    guard target > tick else { return }
    tick = target
    travel = segment.state(atTick: tick, clock: clock).travel
    metrics.maxTravel = max(metrics.maxTravel, travel)
  }
}
