extension DrumSimulator {
  /// The profile of a planned landing: the drum's own, or cubic for a classic drum that is
  /// slammed or pressed (the buffer algorithm has no curve of its own).
  var controlProfile: BrakingProfile {
    spec.motion.profile.isPlanned ? spec.motion.profile : .cubic
  }

  /// Applies a command at the current tick, after the tick's own decisions.
  public mutating func apply(_ command: DrumCommand, into events: inout [SpinEvent]) {
    guard phase != .stopped else { return }
    switch command {
    case .slam(let instant):
      slam(instant: instant, into: &events)
    case .quicken(let factor):
      guard metrics.stopRequestTick == nil, scheduledStopTick > tick else { return }
      let left = Double(scheduledStopTick - tick) * min(1, max(0, factor))
      scheduledStopTick = tick + Int(saturating: left, .up)
      stopSource = .quicken
      fireScheduledRequestIfDue(into: &events)
    case .reveal(let revealed, let earliest):
      guard !targetKnown else { return }
      target = revealed
      decidedTarget = revealed
      targetKnown = true
      restOffset = spec.geometry.centredOffset(of: revealed)
      earliestStopTick = earliest
      if max(earliest, tick) > scheduledStopTick { stopSource = .lateResult }
      emit(.resultArrived(target: revealed), into: &events)
      if let instant = pendingSlam {
        pendingSlam = nil
        slam(instant: instant, announce: false, into: &events)
      } else {
        fireScheduledRequestIfDue(into: &events)
      }
    case .anticipate(let stopTick, let teaseSpeed):
      guard metrics.stopRequestTick == nil, stopTick > scheduledStopTick else { return }
      anticipationTicks += stopTick - scheduledStopTick
      scheduledStopTick = stopTick
      stopSource = .anticipation
      emit(.anticipationStarted, into: &events)
      if let teaseSpeed, teaseSpeed > 0, teaseSpeed < velocity, phase == .cruising {
        slowToTease(teaseSpeed)
      }
    case .press(let rule):
      press(rule, into: &events)
    }
  }

  /// Slows from cruise to `speed` at no more than `maxDeceleration`, over whole ticks; the
  /// drum keeps cruising at that speed until its stop request.
  mutating func slowToTease(_ speed: Double) {
    let ticks = clock.ticks(covering: (velocity - speed) / spec.motion.maxDeceleration)
    segment = MotionSegment(
      startTick: tick, startTravel: travel,
      shape: .change(from: velocity, to: speed, duration: clock.time(atTick: ticks)))
    cruiseSpeed = speed
    teaseEndTick = tick + ticks
  }

  /// Slam stop: brake at once towards the next target the deceleration limit allows (a
  /// `wait` landing stops waiting), or rest on the target at once. A drum already on its
  /// landing curve keeps it; before the target is known the slam waits for it, and a drum
  /// still spinning up brakes once it cruises (from a fraction of the cruise speed the
  /// nearest target could take far longer than `3L/V` to reach). `announce` is false when a
  /// slam that was held back takes effect.
  mutating func slam(instant: Bool, announce: Bool = true, into events: inout [SpinEvent]) {
    if announce { emit(.slammed, into: &events) }
    let spinningUp = phase == .windingBack || phase == .accelerating
    guard targetKnown, instant || !spinningUp else {
      pendingSlam = instant
      return
    }
    guard landingTravel == nil || pendingBrakeTick != nil else { return }
    if metrics.stopRequestTick == nil { requestStop(source: .slam, into: &events) }
    if instant || velocity <= 0 {
      settle(at: spec.landingTravel(to: target, atLeast: travel), into: &events)
      return
    }
    let nominal = controlProfile.nominalDistance(
      speed: velocity, maxDeceleration: spec.motion.maxDeceleration,
      overshoot: spec.motion.overshoot)
    landingTravel = spec.landingTravel(to: target, atLeast: travel + max(0, nominal))
    beginLanding(coast: false, into: &events)
  }

  /// Skill stop: the drum must rest within `maxSlip` symbols and `timeLimit` seconds of the
  /// press. Every whole-symbol stop in reach (braking no harder than `maxDeceleration`) is a
  /// candidate; the control table takes the nearest one that shows the decided target, and
  /// when none can, the nearest candidate (a miss: the drum's target becomes that stop).
  /// When no stop satisfies both limits, the nearest stop the deceleration allows is taken
  /// and the slip and latency report by how much the limits were exceeded. Presses before
  /// the drum cruises, or after its stop request, are ignored (pachislot stop buttons work
  /// only at speed). A wheel with ``DrumGeometry/segmentWidths`` has no whole-symbol stops:
  /// a press lands it on its decided segment at the first landing point in reach.
  mutating func press(_ rule: SkillStop, into events: inout [SpinEvent]) {
    guard targetKnown, phase == .cruising, metrics.stopRequestTick == nil, velocity > 0 else {
      return
    }
    requestStop(source: .press, into: &events)
    let geometry = spec.geometry
    let h = geometry.symbolHeight
    let motion = spec.motion
    let nominal = controlProfile.nominalDistance(
      speed: velocity, maxDeceleration: motion.maxDeceleration, overshoot: motion.overshoot)
    if geometry.hasSegmentWidths {
      // A wheel's stops are not whole symbols apart: it lands on its decided segment at the
      // first landing point the deceleration allows.
      landingTravel = spec.landingTravel(to: target, atLeast: travel + max(0, nominal))
      beginLanding(coast: false, into: &events)
      return
    }
    var first = Int(saturating: max(0, travel + max(0, nominal)) / h, .up)
    if Double(first) * h < travel + nominal { first += 1 }
    // A drum whose rows change rests on this spin's cells only (``RowChange``).
    if spec.changesRows { first = max(first, geometry.visibleRows) }
    let last = Int(saturating: (travel + Double(rule.maxSlip) * h) / h, .down)
    var chosen: Int?
    var miss: Int?
    if first <= last {
      for symbols in first...last {
        let distance = Double(symbols) * h - travel
        let rest = restTicks(after: pressDuration(distance: distance))
        guard clock.time(atTick: rest) <= rule.timeLimit else { continue }
        let index = geometry.wrapIndex(spec.motionStartIndex + symbols)
        if index == target {
          chosen = symbols
          break
        }
        if miss == nil { miss = symbols }
      }
    }
    let symbols = chosen ?? miss ?? first
    let index = geometry.wrapIndex(spec.motionStartIndex + symbols)
    if index != target {
      target = index
      restOffset = geometry.centredOffset(of: index)
    }
    landingTravel = Double(symbols) * h
    beginLanding(coast: false, into: &events)
  }

  /// The tick count after which a curve of `duration` seconds rests: the first `k` with
  /// `k·dt ≥ duration` (the drum settles on a tick, so up to one tick after the curve ends).
  private func restTicks(after duration: Double) -> Int {
    var ticks = max(0, Int(saturating: duration / clock.timeStep, .up))
    while ticks > 0, clock.time(atTick: ticks - 1) >= duration { ticks -= 1 }
    while ticks < SimulationClock.maximumTick, clock.time(atTick: ticks) < duration { ticks += 1 }
    return ticks
  }

  /// The time from the press to rest over `distance` with the drum's profile.
  private func pressDuration(distance: Double) -> Double {
    let motion = spec.motion
    switch controlProfile {
    case .linear: return 2 * distance / velocity
    case .back: return 3 * (distance + motion.overshoot) / velocity + motion.settleTime
    default: return 3 * distance / velocity
    }
  }
}
