extension DrumSimulator {
  /// One tick of the original buffer algorithm, once the stop request has fired.
  ///
  /// With `e = wrap(offset − k·h)` in `[−L/2, L/2)` (negative while the target is ahead):
  /// - `|e| < stopTolerance`: snap onto the target and stop (`landingError = |e|`);
  /// - `|e| < slowZone`: move at `slowSpeed`;
  /// - otherwise move at cruise speed.
  ///
  /// The zone is symmetric, as in the original. A tick on which `e` goes from negative to
  /// positive without a snap stepped over the window: that is a **window miss**, and the
  /// drum goes round again. Misses are certain to be possible when
  /// `slowSpeed·dt > 2·stopTolerance`.
  mutating func classicStep(into events: inout [SpinEvent]) {
    let motion = spec.motion
    let geometry = spec.geometry
    let error = geometry.signedError(offset: offset, target: target)
    if abs(error) < motion.stopTolerance {
      // Snapping at once (the request fired inside the window) still starts the "braking".
      beginClassicBraking(distance: -error, into: &events)
      let symbols = ((travel - error) / geometry.symbolHeight).rounded()
      metrics.landingError = abs(error)
      settle(at: symbols * geometry.symbolHeight, into: &events)
      return
    }
    if let previous = classicError, previous < 0, error >= 0 {
      metrics.windowMisses += 1
      emit(.windowMissed(count: metrics.windowMisses), into: &events)
    }
    classicError = error
    let inSlowZone = abs(error) < motion.slowZone
    let speed = inSlowZone ? motion.slowSpeed : cruiseSpeed
    if speed != velocity {
      segment = MotionSegment(startTick: tick, startTravel: travel, shape: .cruise(speed: speed))
      velocity = speed
    }
    phase = inSlowZone ? .braking : .cruising
    if inSlowZone {
      // Ahead of the target the distance is −e; just past it, the drum must go round: L − e.
      beginClassicBraking(
        distance: error < 0 ? -error : geometry.stripLength - error, into: &events)
    }
  }

  /// Records the first entry into the slow zone (or an immediate snap) as the start of
  /// braking, `distance` pt before the target.
  private mutating func beginClassicBraking(distance: Double, into events: inout [SpinEvent]) {
    guard metrics.brakingTick == nil else { return }
    metrics.brakingTick = tick
    metrics.brakingDistance = distance
    emit(.brakingStarted(target: target, distance: distance), into: &events)
  }
}
