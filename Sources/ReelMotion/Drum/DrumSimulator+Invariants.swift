extension DrumSimulator {
  /// Checks a drum restored from a snapshot against its machine and against the invariants
  /// that stepping keeps; an empty array means it can be stepped to the end without a trap
  /// or an endless loop, continuing the motion the machine would have made. Field paths are
  /// relative to the drum (`tick`, `segment.startTick`).
  ///
  /// `machine` must be valid (``MachineSpec/issues()`` empty) and `index` one of its drums.
  ///
  /// - Derived state equals what the drum's spec implies: `spec` is `machine.drums[index]`,
  ///   `clock`, `timeline`, `stripLength`, `startOffset`, `restOffset`, the `solve` plan and
  ///   the landing method.
  /// - The target and the decided target are on the strip (or unknown: 0 and −1), and agree
  ///   unless a skill-stop press moved the target.
  /// - `tick` is within `0 ... machine.watchdogTick`; milestones and the segment's start are
  ///   at or before it; planned ticks (stop request, earliest stop, braking, tease end) are
  ///   within ``SimulationClock/maximumTick``.
  /// - The phase agrees with the milestones; the segment's shape is one this phase can have,
  ///   with finite parameters; travel and velocity are the segment's at the tick; every
  ///   number is finite and within what the drum can reach before the watchdog.
  func issues(drum index: Int, in machine: MachineSpec) -> [ParameterIssue] {
    var check = IssueCollector()
    if drum != index {
      check.fail("drum", "\(drum) is not this drum's index (allowed: \(index))")
    }
    guard spec == machine.drums[index] else {
      check.fail(
        "spec", "differs from the machine's drums[\(index)] (allowed: the same drum spec)")
      return check.issues
    }
    checkDerived(machine: machine, into: &check)
    checkTargets(into: &check)
    check.require("tick", tick, in: 0...machine.watchdogTick, unit: "ticks, up to the watchdog")
    guard check.issues.isEmpty else { return check.issues }
    checkTicks(into: &check)
    checkPhase(into: &check)
    checkMotion(machine: machine, into: &check)
    return check.issues
  }

  /// The fields computed from the spec at tick 0 must be those values.
  private func checkDerived(machine: MachineSpec, into check: inout IssueCollector) {
    let geometry = spec.geometry
    let derived = "(allowed: the value the drum's spec implies)"
    if clock != machine.clock { check.fail("clock", "differs from the machine's \(derived)") }
    if timeline != SpinUpTimeline(spec: spec, clock: clock) {
      check.fail("timeline", "differs from the spin-up the spec implies \(derived)")
    }
    if stripLength != geometry.stripLength {
      check.fail(
        "stripLength",
        "\(format(stripLength)) is not strip × symbolHeight (allowed: \(format(geometry.stripLength)))"
      )
    }
    if let splice,
      method != .splice || !(1..<geometry.strip.count).contains(splice.shift)
        || splice.tick != metrics.stopRequestTick
        || splice.stops != geometry.windowIndices(restingAt: target)
        || splice.symbols != splice.stops.map({ geometry.strip[$0] })
        || !splice.kept.allSatisfy({ geometry.strip.indices.contains($0.index) })
    {
      check.fail("splice", "does not fit the drum's landing (allowed: a splice at its request)")
    }
    if startOffset != geometry.centredOffset(of: drawnStartIndex) {
      let offset = geometry.centredOffset(of: drawnStartIndex)
      check.fail(
        "startOffset",
        "\(format(startOffset)) is not (startIndex + splice shift) × symbolHeight (allowed: \(format(offset)))"
      )
    }
    let motion = spec.motion
    let solving = motion.profile.isPlanned && motion.strategy == .solve
    if let solved {
      if !solving || !geometry.strip.indices.contains(decidedTarget)
        || solved != SpeedSolver.solve(spec: spec, clock: clock, target: decidedTarget)
      {
        check.fail("solved", "is not the solve plan for the decided target \(derived)")
      }
    }
    let allowed: [LandingMethod] =
      switch (motion.profile, motion.strategy) {
      case _ where spec.held: [.held]
      case (.classic, _): [.classic]
      case (_, .wait): [.wait]
      case (_, .stretch): [.stretch]
      case (_, .solve): solved == nil ? [.solveFallbackWait] : [.solve, .solveFallbackWait]
      case (_, .fixed): [.fixed, .fixedFallbackWait]
      case (_, .splice): [.splice, .spliceFallbackWait]
      }
    if !allowed.contains(method) {
      check.fail(
        "method",
        "\"\(method.rawValue)\" does not fit the drum's profile and strategy (allowed: "
          + allowed.map({ $0.rawValue }).joined(separator: ", ") + ")")
    }
  }

  /// The target and the decided target: on the strip and in agreement, or still unknown.
  private func checkTargets(into check: inout IssueCollector) {
    let strip = spec.geometry.strip.indices
    let allowed = "(allowed: 0 ... \(strip.count - 1))"
    if targetKnown {
      if !strip.contains(decidedTarget) {
        check.fail("decidedTarget", "\(decidedTarget) is off the strip \(allowed)")
      }
      if !strip.contains(target) {
        check.fail("target", "\(target) is off the strip \(allowed)")
      } else if target != decidedTarget, strip.contains(decidedTarget), stopSource != .press {
        check.fail(
          "target",
          "\(target) differs from decidedTarget \(decidedTarget) without a skill-stop press "
            + "(allowed: \(decidedTarget))")
      }
    } else if target != 0 || decidedTarget != -1 {
      check.fail(
        "targetKnown",
        "is false but target is \(target) and decidedTarget \(decidedTarget) (allowed: target 0 "
          + "and decidedTarget -1 until the result is revealed)")
    }
    let rest = spec.geometry.centredOffset(of: strip.contains(target) ? target : 0)
    if restOffset != rest {
      check.fail(
        "restOffset",
        "\(format(restOffset)) is not target × symbolHeight (allowed: \(format(rest)))")
    }
  }

  /// Past milestones at or before the tick, planned ticks within the clock's range.
  private func checkTicks(into check: inout IssueCollector) {
    let past = 0...tick
    let milestones: [(String, Int?)] = [
      ("metrics.startTick", metrics.startTick), ("metrics.cruiseTick", metrics.cruiseTick),
      ("metrics.stopRequestTick", metrics.stopRequestTick),
      ("metrics.brakingTick", metrics.brakingTick), ("metrics.landedTick", metrics.landedTick),
      ("metrics.settleTick", metrics.settleTick), ("segment.startTick", segment.startTick),
    ]
    for case (let field, let value?) in milestones {
      check.require(field, value, in: past, unit: "ticks, up to the drum's tick")
    }
    let future = 0...SimulationClock.maximumTick
    check.require("scheduledStopTick", scheduledStopTick, in: future, unit: "ticks")
    check.require("earliestStopTick", earliestStopTick, in: future, unit: "ticks")
    check.require("anticipationTicks", anticipationTicks, in: future, unit: "ticks")
    if let teaseEndTick { check.require("teaseEndTick", teaseEndTick, in: future, unit: "ticks") }
    if let pendingBrakeTick {
      // An instant slam settles a drum that waits to brake, leaving its braking tick behind.
      let waiting = phase == .cruising
      let earliest = waiting ? min(tick + 1, future.upperBound) : 0
      check.require(
        "pendingBrakeTick", pendingBrakeTick, in: earliest...future.upperBound,
        unit: "ticks, after the drum's tick")
      if landingTravel == nil || !(waiting || phase == .stopped) {
        check.fail(
          "pendingBrakeTick",
          "is set without a landing to brake for (allowed: only while cruising towards "
            + "landingTravel)")
      }
    }
    check.require(
      "metrics.windowMisses", metrics.windowMisses, in: 0...max(0, tick), unit: "misses")
  }

  /// The phase against the milestones: what must have happened before it.
  private func checkPhase(into check: inout IssueCollector) {
    func require(_ rule: Bool, _ what: String) {
      if !rule { check.fail("phase", "\"\(phase.rawValue)\" \(what)") }
    }
    require(
      (phase == .stopped) == (metrics.settleTick != nil),
      "does not agree with metrics.settleTick (allowed: stopped exactly when it is set)")
    switch phase {
    case .idle:
      require(
        metrics.startTick == nil && tick < timeline.startTick,
        "after the drum's start tick \(timeline.startTick) (allowed: idle only before it)")
    case .windingBack, .accelerating:
      require(
        metrics.startTick != nil && metrics.cruiseTick == nil,
        "does not agree with metrics.startTick and cruiseTick (allowed: started, not cruising)")
    case .cruising:
      require(
        metrics.startTick != nil && metrics.cruiseTick != nil,
        "before the drum started and cruised (allowed: metrics.startTick and cruiseTick set)")
    case .braking, .settling:
      require(
        metrics.startTick != nil && metrics.cruiseTick != nil && metrics.stopRequestTick != nil
          && metrics.brakingTick != nil,
        "before the drum cruised, was asked to stop and braked (allowed: metrics.startTick, "
          + "cruiseTick, stopRequestTick and brakingTick set)")
    case .stopped where spec.held:
      require(
        metrics.settleTick == 0 && travel == 0 && target == spec.startIndex,
        "held but moved (allowed: a held drum rests on its start index from tick 0, travel 0)")
    case .stopped:
      require(
        metrics.stopRequestTick != nil,
        "without a stop request (allowed: metrics.stopRequestTick set once stopped)")
    }
    if spec.held, phase != .stopped {
      check.fail("phase", "\"\(phase.rawValue)\" on a held drum (allowed: stopped)")
    }
    if phase == .braking || phase == .settling,
      spec.motion.profile.isPlanned
        || metrics.stopRequestTick == nil
    {
      guard case .landing(_, let end) = segment.shape, end == landingTravel else {
        check.fail(
          "segment.shape",
          "is not a landing towards landingTravel while \(phase.rawValue) "
            + "(allowed: a landing curve)")
        return
      }
    }
  }
}

extension DrumSimulator {
  /// The fastest the drum can move, pt/s: its cruise speed (scaled up by `solve`) or the
  /// classic slow speed.
  private var speedLimit: Double {
    let motion = spec.motion
    return max(motion.cruiseSpeed * (1 + motion.maxSpeedAdjust), motion.slowSpeed)
  }

  /// How far from 0 the drum's travel can be by the watchdog, pt: the fastest speed for the
  /// whole spin and a second more, two strip lengths, the overshoot, the wind-back and the
  /// classic slow zone (generous: it only keeps edited numbers away from overflow).
  private func travelLimit(machine: MachineSpec) -> Double {
    let motion = spec.motion
    let seconds = clock.time(atTick: machine.watchdogTick) + 1
    return speedLimit * seconds + 2 * stripLength + motion.overshoot + motion.windBackDistance
      + motion.slowZone
  }

  /// Speeds, travels and the segment: finite, within reach, and consistent with each other.
  private func checkMotion(machine: MachineSpec, into check: inout IssueCollector) {
    let motion = spec.motion
    let reach = travelLimit(machine: machine)
    let initialSpeed = solved?.speed ?? motion.cruiseSpeed
    check.require("cruiseSpeed", cruiseSpeed, in: 0...initialSpeed, unit: "pt/s", above: true)
    if cruiseSpeed != initialSpeed, anticipationTicks == 0, check.issues.isEmpty {
      check.fail(
        "cruiseSpeed",
        "\(format(cruiseSpeed)) is not the drum's cruise speed (allowed: \(format(initialSpeed)); "
          + "lower only after an anticipation tease)")
    }
    check.require("travel", travel, in: -reach...reach, unit: "pt")
    // The wind-back and the back settle peak at 1.5·distance/time backwards.
    let speeds =
      -2
      * (speedLimit + motion.windBackDistance / motion.windBackTime + motion.overshoot
        / motion.settleTime)
    check.require("velocity", velocity, in: speeds...(-speeds), unit: "pt/s")
    check.requireFinite("acceleration", acceleration, unit: "pt/s²")
    if let landingTravel {
      check.require("landingTravel", landingTravel, atLeast: -reach, unit: "pt")
    }
    if let classicError {
      check.require("classicError", classicError, in: -stripLength...stripLength, unit: "pt")
    }
    checkMetrics(reach: reach, into: &check)
    guard check.issues.isEmpty else { return }
    checkSegment(reach: reach, into: &check)
    guard check.issues.isEmpty else { return }
    let state = segment.state(atTick: tick, clock: clock)
    let fresh = segment.startTick == tick
    if state.travel != travel, !(fresh && segment.startTravel == travel) {
      check.fail(
        "travel",
        "\(format(travel)) is not the segment's travel at tick \(tick) (allowed: "
          + "\(format(state.travel)))")
    }
    if state.velocity != velocity, !fresh {
      check.fail(
        "velocity",
        "\(format(velocity)) is not the segment's velocity at tick \(tick) (allowed: "
          + "\(format(state.velocity)))")
    }
  }

  /// Peaks and recorded distances: finite, peaks not negative.
  private func checkMetrics(reach: Double, into check: inout IssueCollector) {
    let peaks: [(String, Double)] = [
      ("peakSpeed", metrics.peakSpeed), ("peakDeceleration", metrics.peakDeceleration),
      ("peakJerk", metrics.peakJerk), ("landingError", metrics.landingError),
    ]
    for (field, value) in peaks {
      check.require("metrics.\(field)", value, atLeast: 0, unit: "")
    }
    check.require("metrics.maxTravel", metrics.maxTravel, in: -reach...reach, unit: "pt")
    check.requireFinite("metrics.previousVelocity", metrics.previousVelocity, unit: "pt/s")
    if let value = metrics.requestTravel {
      check.require("metrics.requestTravel", value, in: -reach...reach, unit: "pt")
    }
    if let value = metrics.brakingDistance {
      check.requireFinite("metrics.brakingDistance", value, unit: "pt")
    }
  }

  /// The segment's shape: one the drum's spin-up, cruise, classic or landing can have, with
  /// finite parameters.
  private func checkSegment(reach: Double, into check: inout IssueCollector) {
    let motion = spec.motion
    check.require("segment.startTravel", segment.startTravel, in: -reach...reach, unit: "pt")
    let field = "segment.shape"
    func speed(_ name: String, _ value: Double) {
      check.require("\(field).\(name)", value, in: 0...speedLimit, unit: "pt/s", above: true)
    }
    switch segment.shape {
    case .rest:
      break
    case .windBack:
      if segment != timeline.windBackSegment() {
        check.fail(field, "is not the drum's wind-back (allowed: the one its spec implies)")
      }
    case .ramp:
      if segment != timeline.rampSegment(speed: cruiseSpeed) {
        check.fail(field, "is not the drum's spin-up ramp (allowed: the one its spec implies)")
      }
    case .cruise(let value):
      let before = check.issues.count
      speed("cruise.speed", value)
      if check.issues.count == before, value != cruiseSpeed,
        !(motion.profile == .classic && value == motion.slowSpeed)
      {
        check.fail(
          "\(field).cruise.speed",
          "\(value) is not the drum's cruise speed (allowed: \(cruiseSpeed)"
            + (motion.profile == .classic ? " or slowSpeed \(motion.slowSpeed))" : ")"))
      }
    case .change(let from, let to, let duration):
      speed("change.from", from)
      speed("change.to", to)
      check.require(
        "\(field).change.duration", duration,
        in: 0...clock.time(atTick: SimulationClock.maximumTick),
        unit: "s", above: true)
    case .landing(let curve, let end):
      let prefix = "\(field).landing._0"
      if !curve.profile.isPlanned || curve.profile != controlProfile {
        check.fail(
          "\(prefix).profile",
          "\"\(curve.profile.rawValue)\" is not the drum's landing profile (allowed: "
            + "\(controlProfile.rawValue))")
      }
      check.require("\(prefix).startSpeed", curve.startSpeed, in: 0...speedLimit, unit: "pt/s")
      check.require("\(prefix).lead", curve.lead, atLeast: 0, unit: "s")
      check.require("\(prefix).brakeDistance", curve.brakeDistance, atLeast: 0, unit: "pt")
      check.require("\(prefix).brakeDuration", curve.brakeDuration, atLeast: 0, unit: "s")
      if let ratio = curve.distanceRatio {
        // Only the fixed and splice strategies' own landings (not a slam or press) have a
        // ratio, over the family's duration.
        check.require("\(prefix).distanceRatio", ratio, in: 0.25...1, unit: "(k = D/(V·T))")
        let duration = brakingFamily(speed: curve.startSpeed)?.duration
        if duration == nil || curve.lead != 0 || curve.brakeDuration != duration {
          check.fail(
            "\(prefix).distanceRatio",
            "is set but the landing is not a fixed-time landing (allowed: only with method fixed "
              + "or splice, lead 0 and the family's brakeDuration \(format(duration ?? motion.brakeTime)))"
          )
        }
      }
      let back = curve.profile == .back
      if curve.overshoot != (back ? motion.overshoot : 0)
        || curve.settleDuration != (back ? motion.settleTime : 0)
      {
        check.fail(
          prefix,
          "overshoot and settleDuration differ from the drum's (allowed: its overshoot "
            + "and settleTime for back, 0 otherwise)")
      }
      check.require("\(field).landing.landingTravel", end, atLeast: -reach, unit: "pt")
    }
  }
}
