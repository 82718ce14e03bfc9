extension DrumSimulator {
  /// The stop request of a planned profile: pick the landing travel `X` and when to brake.
  ///
  /// - `wait`: `X` is the next target at or beyond `x + D` (`D` the nominal braking distance);
  ///   braking starts when `X − x = D`, i.e. on tick `n + ⌊(X − D − x)/(V·dt)⌋` plus a
  ///   coast of `(X − D − x_b)/V` seconds inside that tick;
  /// - `stretch`: the same `X`, braking at once over the longer distance `X − x ≥ D`, so the
  ///   deceleration `v²/(2(X − x))` (linear) or `2v²/(3(X − x))` (cubic) stays within `d`;
  /// - `solve`: the landing computed at spin start, braking at once;
  /// - `fixed`: `X` is the one occurrence of the target with `X − x` in the
  ///   ``FixedTimeBraking/window(stripLength:)`` of the current speed, braking at once for
  ///   exactly `brakeTime`; when the window is empty (a tease made the drum slower), `wait`;
  /// - `splice`: the first whole-symbol travel in reach, the strip turned so that it shows
  ///   the target (``planSplice(into:)``); `wait` when that cannot be done out of sight.
  mutating func planLanding(into events: inout [SpinEvent]) {
    if method == .splice {
      if planSplice(into: &events) { return }
      method = .spliceFallbackWait
    }
    if method == .fixed {
      let family = FixedTimeBraking(motion: spec.motion, speed: velocity)
      if let window = family.window(stripLength: stripLength) {
        let landing = spec.landingTravel(to: target, atLeast: travel + window.lowerBound)
        // Only a drum whose rows change, early in its spin, can have its landing pushed
        // beyond the window (by the minimum landing travel): it waits instead.
        if !spec.changesRows || landing - travel < window.upperBound {
          landingTravel = landing
          beginLanding(into: &events)
          return
        }
      }
      method = .fixedFallbackWait
    }
    if method == .solve, let solved, solved.requestTick == tick {
      landingTravel = solved.landingTravel
      beginLanding(into: &events)
      return
    }
    let nominal = spec.motion.nominalBrakingDistance(speed: velocity)
    let landing = spec.landingTravel(to: target, atLeast: travel + nominal)
    landingTravel = landing
    if method == .solve { method = .solveFallbackWait }
    if method == .stretch {
      beginLanding(into: &events)
      return
    }
    let ticksToWait = ((landing - nominal - travel) / (velocity * clock.timeStep)).rounded(.down)
    pendingBrakeTick = tick + max(0, Int(saturating: ticksToWait, .down))
    if pendingBrakeTick == tick { beginLanding(into: &events) }
  }

  /// Starts the landing curve at the current tick towards `landingTravel`; a `wait` landing
  /// first coasts to its braking point unless `coast` is false (slam, press).
  mutating func beginLanding(coast: Bool = true, into events: inout [SpinEvent]) {
    guard let landing = landingTravel else { return }
    pendingBrakeTick = nil
    let motion = spec.motion
    let distance = landing - travel
    var lead = 0.0
    if coast,
      method == .wait || method == .solveFallbackWait || method == .fixedFallbackWait
        || method == .spliceFallbackWait
    {
      lead = max(0, (distance - motion.nominalBrakingDistance(speed: velocity)) / velocity)
    }
    let family = coast ? brakingFamily(speed: velocity) : nil
    let curve =
      family.map {
        LandingCurve(
          profile: controlProfile, fixed: $0, distance: distance, settleTime: motion.settleTime)
      }
      ?? LandingCurve(
        profile: controlProfile, startSpeed: velocity, lead: lead, distance: distance,
        overshoot: motion.overshoot, settleTime: motion.settleTime)
    segment = MotionSegment(
      startTick: tick, startTravel: travel, shape: .landing(curve, landingTravel: landing))
    phase = .braking
    metrics.brakingTick = tick
    metrics.brakingDistance = curve.brakeDistance - curve.overshoot
    metrics.landingError = curve.landingError(distance: distance)
    emit(.brakingStarted(target: target, distance: distance), into: &events)
  }

  /// Follows the landing curve: passing the target (back), settling, coming to rest.
  mutating func followLanding(stage: LandingCurve.Stage, into events: inout [SpinEvent]) {
    guard let landing = landingTravel else { return }
    if stage == .rest {
      settle(at: landing, into: &events)
      return
    }
    if stage == .settle { phase = .settling }
    if metrics.landedTick == nil, controlProfile == .back, travel >= landing {
      metrics.landedTick = tick
      emit(.reachedTarget, into: &events)
    }
  }
}
