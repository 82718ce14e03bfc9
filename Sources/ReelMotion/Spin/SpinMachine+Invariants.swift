import ReelKitSupport

extension SpinMachine {
  /// Checks a machine restored from a snapshot (decoded with `Codable`, so possibly edited)
  /// before it is stepped; an empty array means stepping it to the end can neither trap nor
  /// loop forever, and continues the spin the machine would have made. Field paths are
  /// relative to the machine (`drums[0].tick`, `pending[1][0].tick`).
  ///
  /// Checked, in this order (later checks need the earlier ones to pass):
  /// - the spec (``MachineSpec/issues()``);
  /// - one drum, one list of pending commands and one previous sample per drum of the spec;
  /// - every drum (``DrumSimulator`` against its spec: derived values, ticks, phase, motion),
  ///   all at one tick;
  /// - the targets: none (a late result not revealed) or one per drum, on its strip, equal to
  ///   each known drum's decided target;
  /// - pending commands: after the machine's tick, in tick order, with valid parameters;
  /// - the previous samples, the start events, the watchdog failure (present exactly when it
  ///   fired, as the state implies) and whether the end of the spin was announced.
  public func issues() -> [ParameterIssue] {
    var check = IssueCollector()
    check.issues += spec.issues().map { $0.prefixed("spec") }
    guard check.issues.isEmpty else { return check.issues }
    let count = spec.drums.count
    let counts: [(String, Int)] = [
      ("drums", drums.count), ("pending", pending.count), ("previous", previous.count),
    ]
    for (field, found) in counts where found != count {
      check.fail(
        field,
        "has \(counted(found, "entry", plural: "entries")) for \(counted(count, "drum")) (allowed: one per drum)"
      )
    }
    guard check.issues.isEmpty else { return check.issues }
    for (index, drum) in drums.enumerated() {
      check.require(
        "drums[\(index)].tick", drum.tick, in: 0...spec.watchdogTick,
        unit: "ticks, up to the watchdog")
    }
    guard check.issues.isEmpty else { return check.issues }
    // Every drum steps with the machine: the odd ones out are those off the most common tick.
    let ticks = drums.map({ $0.tick })
    let common =
      ticks.max { a, b in
        ticks.filter { $0 == a }.count < ticks.filter { $0 == b }.count
      } ?? 0
    for (index, drum) in drums.enumerated() where drum.tick != common {
      check.fail(
        "drums[\(index)].tick",
        "\(drum.tick) differs from the other drums' tick (allowed: \(common), every drum at one "
          + "tick)")
    }
    guard check.issues.isEmpty else { return check.issues }
    for (index, drum) in drums.enumerated() {
      check.issues += drum.issues(drum: index, in: spec).map { $0.prefixed("drums[\(index)]") }
    }
    guard check.issues.isEmpty else { return check.issues }
    checkTargets(into: &check)
    for index in pending.indices {
      checkPending(drum: index, into: &check)
    }
    guard check.issues.isEmpty else { return check.issues }
    checkHistory(into: &check)
    return check.issues
  }

  /// None (a late result not revealed yet) or one decided target per drum, on the strip,
  /// and the target each drum decided once it knows it (saved as `targets`).
  private func checkTargets(into check: inout IssueCollector) {
    let targets = decidedTargets
    guard !targets.isEmpty else {
      if drums.contains(where: { $0.targetKnown }) {
        check.fail("targets", "is empty though drums know their targets (allowed: one per drum)")
      }
      return
    }
    guard targets.count == drums.count else {
      check.fail(
        "targets",
        "has \(counted(targets.count, "entry", plural: "entries")) for \(counted(drums.count, "drum")) (allowed: one per drum, or none "
          + "before a late result)")
      return
    }
    for (index, target) in targets.enumerated() {
      let strip = spec.drums[index].geometry.strip
      if !strip.indices.contains(target) {
        check.fail(
          "targets[\(index)]", "\(target) is off the strip (allowed: 0 ... \(strip.count - 1))")
      } else if drums[index].targetKnown, drums[index].decidedTarget != target {
        check.fail(
          "targets[\(index)]",
          "\(target) is not drum \(index)'s decided target (allowed: "
            + "\(drums[index].decidedTarget))")
      }
    }
  }

  /// Drum `index`'s scripted commands: not yet due, in tick order, with valid parameters.
  private func checkPending(drum index: Int, into check: inout IssueCollector) {
    let drum = drums[index]
    let strip = spec.drums[index].geometry.strip
    var earliest = drum.tick + 1
    for (position, timed) in pending[index].enumerated() {
      let path = "pending[\(index)][\(position)]"
      check.require(
        "\(path).tick", timed.tick,
        in: min(earliest, SimulationClock.maximumTick)...SimulationClock.maximumTick,
        unit: "ticks, after the machine's tick and in order")
      earliest = max(earliest, timed.tick)
      let field = "\(path).command"
      switch timed.command {
      case .slam:
        break
      case .quicken(let factor):
        check.require("\(field).quicken.factor", factor, in: 0...1, unit: "(fraction)")
      case .reveal(let target, let earliestStop):
        let decided = decidedTargets
        if !strip.indices.contains(target) || (!decided.isEmpty && decided[index] != target) {
          let allowed = decided.isEmpty ? "0 ... \(strip.count - 1)" : "\(decided[index])"
          check.fail(
            "\(field).reveal.target",
            "\(target) is not drum \(index)'s target (allowed: \(allowed))")
        }
        check.require(
          "\(field).reveal.earliestStopTick", earliestStop, in: 0...SimulationClock.maximumTick,
          unit: "ticks")
      case .anticipate(let stopTick, let teaseSpeed):
        check.require(
          "\(field).anticipate.stopTick", stopTick, in: 0...SimulationClock.maximumTick,
          unit: "ticks")
        if let teaseSpeed {
          check.require(
            "\(field).anticipate.teaseSpeed", teaseSpeed, in: 0...MotionParameters.speedLimit,
            unit: "pt/s", above: true)
        }
      case .press(let rule):
        check.require("\(field).press._0.maxSlip", rule.maxSlip, in: 1...100, unit: "symbols")
        check.require(
          "\(field).press._0.timeLimit", rule.timeLimit, in: 0...10, unit: "s", above: true)
      }
    }
  }

  /// The previous samples, the start events, the failure and the end announcement.
  private func checkHistory(into check: inout IssueCollector) {
    let before = max(0, tick - 1)
    for (index, sample) in previous.enumerated() {
      let path = "previous[\(index)]"
      if sample.tick != before && sample.tick != tick {
        check.fail(
          "\(path).tick",
          "\(sample.tick) is not the previous tick (allowed: \(before) or \(tick))")
      }
      check.issues += sample.issues(geometry: spec.drums[index].geometry).map {
        $0.prefixed(path)
      }
    }
    for (index, event) in startEvents.enumerated() {
      check.issues += event.issues(in: spec, upTo: 0).map { $0.prefixed("startEvents[\(index)]") }
    }
    let allStopped = drums.allSatisfy({ $0.isStopped })
    if announcedStop != allStopped {
      check.fail(
        "announcedStop", "is \(announcedStop) (allowed: \(allStopped), whether every drum stopped)")
    }
    let expected =
      allStopped || tick < spec.watchdogTick
      ? nil
      : SpinFailure(
        watchdogTick: tick,
        result: SpinResult(
          machine: spec.name, clock: spec.clock, targets: targets, drums: results, events: [],
          traces: nil))
    if failure != expected {
      check.fail(
        "failure",
        expected == nil
          ? "is set before the watchdog tick \(spec.watchdogTick) or after every drum stopped "
            + "(allowed: absent)"
          : "is not the watchdog failure the state implies (allowed: that failure)")
    }
  }
}

extension DrumSample {
  /// Checks a trace row of a drum with `geometry`: finite numbers, the offset within the
  /// strip. Field paths are relative to the sample.
  public func issues(geometry: DrumGeometry) -> [ParameterIssue] {
    var check = IssueCollector()
    check.require("tick", tick, in: 0...SimulationClock.maximumTick, unit: "ticks")
    check.requireFinite("travel", travel, unit: "pt")
    check.requireFinite("velocity", velocity, unit: "pt/s")
    check.requireFinite("acceleration", acceleration, unit: "pt/s²")
    let length = geometry.stripLength
    if !(offset >= 0 && offset < length) {
      check.fail(
        "offset",
        "\(format(offset)) is not within the strip (allowed: 0 ... less than \(format(length)) pt)")
    }
    return check.issues
  }
}

extension SpinEvent {
  /// Checks an event of a spin of `machine` that has reached tick `last`: its tick at or
  /// before it, its time that tick's, its drum one of the machine's and any target on that
  /// drum's strip. Field paths are relative to the event.
  public func issues(in machine: MachineSpec, upTo last: Int) -> [ParameterIssue] {
    var check = IssueCollector()
    check.require("tick", tick, in: 0...max(0, last), unit: "ticks, up to the spin's tick")
    if check.issues.isEmpty, time != machine.clock.time(atTick: tick) {
      check.fail(
        "time", "\(time) is not tick × timeStep (allowed: \(machine.clock.time(atTick: tick)))")
    }
    guard let drum else {
      if kind != .allStopped {
        check.fail(
          "drum", "is missing for a drum's event (allowed: 0 ... \(machine.drums.count - 1))")
      }
      return check.issues
    }
    guard machine.drums.indices.contains(drum) else {
      check.fail("drum", "\(drum) is not a drum (allowed: 0 ... \(machine.drums.count - 1))")
      return check.issues
    }
    let strip = machine.drums[drum].geometry.strip
    switch kind {
    case .brakingStarted(let target, let distance):
      if !strip.indices.contains(target) {
        check.fail(
          "kind.brakingStarted.target",
          "\(target) is off the strip (allowed: 0 ... \(strip.count - 1))")
      }
      check.requireFinite("kind.brakingStarted.distance", distance, unit: "pt")
    case .windowMissed(let count):
      check.require("kind.windowMissed.count", count, in: 1...max(1, last), unit: "misses")
    case .resultArrived(let target):
      if !strip.indices.contains(target) {
        check.fail(
          "kind.resultArrived.target",
          "\(target) is off the strip (allowed: 0 ... \(strip.count - 1))")
      }
    case .allStopped:
      check.fail("drum", "is set for a machine event (allowed: absent)")
    default:
      break
    }
    return check.issues
  }
}
