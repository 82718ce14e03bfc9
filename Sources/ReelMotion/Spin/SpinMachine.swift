import ReelKitSupport

/// A whole machine driven one tick at a time: the low-level API under ``SpinFrameLoop``.
///
/// ```swift
/// var machine = SpinMachine(spec: spec, targets: [3, 17, 5])
/// // every display frame, with `elapsed` seconds since the spin started:
/// for event in machine.advance(to: elapsed) { handle(event) }   // after machine.startEvents
/// for frame in machine.sample(at: elapsed) { draw(frame.symbols) }
/// ```
///
/// ``sample(at:)`` interpolates linearly between the last two ticks, so a 60, 120 or 144 Hz
/// display shows the same motion: the same piecewise-linear curve through the tick states,
/// sampled at the display's own times. ``advance(to:)`` returns the events of the tick it
/// steps to, which may lie up to one tick after the display time; ``SpinFrameLoop`` holds
/// them back until a frame shows them and also delivers tick 0's ``startEvents``.
///
/// Controls go through the same planner: ``slam(drums:instant:)``, ``quicken(by:)``,
/// ``revealResult(_:earliestStops:)`` (late results: create the machine with
/// `targets: nil`) and ``press(drum:rule:)`` act at the current tick; a ``SpinControls``
/// script given at init applies its commands by itself. An instant slam is drawn at its new
/// place at once. The whole machine is `Codable`: encode it at any tick and decode it later
/// (an app suspended mid-spin) to continue with identical motion.
public struct SpinMachine: Sendable {
  /// The machine being spun.
  public let spec: MachineSpec
  /// The target of each drum decided before the spin, or revealed by the late result (empty
  /// until a late result is revealed): what the drums were asked to show. A skill-stop press
  /// that cannot show it lands elsewhere; ``targets`` says where. Saved as `targets`.
  public private(set) var decidedTargets: [Int]
  /// The drums, in drum order.
  public private(set) var drums: [DrumSimulator]
  /// The events of tick 0 (drums without start delay start there).
  public private(set) var startEvents: [SpinEvent]
  /// The watchdog failure, once it fired; the machine stops advancing then.
  public private(set) var failure: SpinFailure?
  /// Every drum's sample at the previous tick, for ``sample(at:)``.
  var previous: [DrumSample]
  /// Whether ``SpinEvent/Kind/allStopped`` was emitted.
  var announcedStop = false
  /// Scripted commands not applied yet, per drum, sorted by tick.
  var pending: [[TimedCommand]]

  /// Creates the machine at tick 0 with every drum at rest on its start index. `targets`
  /// is `nil` for a late result (reveal it with ``revealResult(_:earliestStops:)``);
  /// `controls` scripts commands (its late result needs the targets here, revealed at its
  /// `resultAt`; without targets its `resultAt` and `anticipation` are left out, its slam,
  /// quicken and presses kept). Traps on a wrong target count or a target off its strip:
  /// ``init(checking:targets:controls:)`` throws instead.
  public init(spec: MachineSpec, targets: [Int]?, controls: SpinControls? = nil) {
    precondition(targets.map { $0.count == spec.drums.count } ?? true, "one target per drum")
    self.spec = spec
    decidedTargets = targets ?? []
    let late = targets == nil || controls?.hasLateResult == true
    pending = Self.scriptedCommands(controls, spec: spec, targets: targets)
    var events: [SpinEvent] = []
    drums = spec.drums.enumerated().map { index, drum in
      DrumSimulator(
        drum: index, spec: drum, clock: spec.clock, target: late ? nil : targets?[index],
        events: &events)
    }
    failure = nil
    previous = []
    startEvents = events
    startEvents += applyScripted()
    // Tick 0's events by drum, as in a spin's merged events (scripted commands come after
    // every drum's own decisions here); a spin over at once (an instant slam at tick 0)
    // announces it now, since no step follows.
    startEvents = startEvents.enumerated().sortedStably {
      ($0.element.drum ?? Int.max, $0.offset) < ($1.element.drum ?? Int.max, $1.offset)
    }.map({ $0.element })
    previous = drums.map({ $0.sample })
    var last: [SpinEvent] = []
    announceIfAllStopped(into: &last)
    startEvents += last
  }

  /// The commands `controls` scripts for every drum. Without targets (a late result the app
  /// reveals) the parts that need them, `resultAt` and `anticipation`, are left out; the
  /// slam, quicken and presses are kept.
  static func scriptedCommands(
    _ controls: SpinControls?, spec: MachineSpec, targets: [Int]?
  ) -> [[TimedCommand]] {
    guard var controls else { return Array(repeating: [], count: spec.drums.count) }
    if let targets { return controls.commands(for: spec, targets: targets) }
    controls.resultAt = nil
    controls.anticipation = nil
    return controls.commands(for: spec, targets: Array(repeating: 0, count: spec.drums.count))
  }

  /// Appends ``SpinEvent/Kind/allStopped`` once, when every drum is at rest.
  private mutating func announceIfAllStopped(into events: inout [SpinEvent]) {
    guard !announcedStop, drums.allSatisfy({ $0.isStopped }) else { return }
    announcedStop = true
    events.append(SpinEvent(tick: tick, time: time, drum: nil, kind: .allStopped))
  }

  /// A command that moved drum `index` at the current tick (an instant slam puts it on its
  /// target at once) made its motion jump: the drum is drawn at its new place from the
  /// previous tick on, so that ``sample(at:)`` never interpolates across the jump.
  private mutating func drawJump(drum index: Int, from before: DrumSample) {
    let now = drums[index].sample
    guard now.travel != before.travel || now.velocity != before.velocity else { return }
    previous[index] = DrumSample(
      tick: previous[index].tick, phase: now.phase, travel: now.travel, offset: now.offset,
      velocity: now.velocity, acceleration: now.acceleration)
  }

  /// Applies the scripted commands that are due at the current tick.
  private mutating func applyScripted() -> [SpinEvent] {
    var events: [SpinEvent] = []
    for index in drums.indices { applyScripted(drum: index, into: &events) }
    return events
  }

  /// Applies drum `index`'s scripted commands that are due at its current tick.
  private mutating func applyScripted(drum index: Int, into events: inout [SpinEvent]) {
    while let first = pending[index].first, first.tick <= drums[index].tick {
      drums[index].apply(first.command, into: &events)
      pending[index].removeFirst()
    }
  }

  /// Applies `command` to `drums` (all when `nil`) at the current tick; returns the events.
  private mutating func apply(_ command: DrumCommand, to chosen: [Int]?) -> [SpinEvent] {
    var events: [SpinEvent] = []
    for index in chosen ?? Array(drums.indices) where drums.indices.contains(index) {
      let before = drums[index].sample
      drums[index].apply(command, into: &events)
      drawJump(drum: index, from: before)
    }
    announceIfAllStopped(into: &events)
    return events
  }

  /// Slam stop now: the drums brake at once on the shortest path (or, `instant`, rest on
  /// their targets at once). Indices that are not drums are ignored here;
  /// ``SpinFrameLoop/slam(drums:instant:)`` throws for them.
  public mutating func slam(drums chosen: [Int]? = nil, instant: Bool = false) -> [SpinEvent] {
    apply(.slam(instant: instant), to: chosen)
  }

  /// Quicken now: the time left until each pending stop request is multiplied by `factor`.
  public mutating func quicken(by factor: Double) -> [SpinEvent] {
    apply(.quicken(factor: factor), to: nil)
  }

  /// The late result arrives now, on a machine created with `targets: nil`. Each drum's stop
  /// request fires no earlier than `earliestStops[i]` seconds into the spin; by default
  /// (`nil`) the configured schedule is kept, moved later as a whole so that drum 0's request
  /// is not before now (``MachineSpec/lateStopTimes(resultAt:minimumSpinTime:)``), as a
  /// ``SpinControls/resultAt`` script does.
  ///
  /// Throws, leaving the machine unchanged, when the result is already known (given at init,
  /// scripted, or revealed before), when there is not one target per drum, when a target is
  /// off its strip, or when a time is not a finite number of seconds at or after 0.
  @discardableResult
  public mutating func revealResult(_ targets: [Int], earliestStops: [Double]? = nil)
    throws(SpinUsageError) -> [SpinEvent]
  {
    let stops = earliestStops ?? spec.lateStopTimes(resultAt: time)
    guard stops.count == drums.count else {
      throw .wrongCount(field: "earliestStops", found: stops.count, drums: drums.count)
    }
    for (index, seconds) in stops.enumerated() where !(seconds.isFinite && seconds >= 0) {
      throw .outOfRange(
        field: "earliestStops[\(index)]", value: seconds, allowed: "a finite time ≥ 0 s")
    }
    return try revealResult(targets, earliestStopTicks: stops.map(spec.clock.tick(atOrAfter:)))
  }

  /// ``revealResult(_:earliestStops:)`` with the earliest stop request of each drum as a tick
  /// (`0 ... SimulationClock.maximumTick`; a tick already passed means now).
  @discardableResult
  public mutating func revealResult(_ targets: [Int], earliestStopTicks: [Int])
    throws(SpinUsageError) -> [SpinEvent]
  {
    // A held drum knows its target (its rest stop) from the start.
    guard decidedTargets.isEmpty, !drums.contains(where: { $0.targetKnown && !$0.isHeld }) else {
      throw .resultAlreadyKnown(targets: self.targets)
    }
    try spec.checkTargets(targets)
    guard earliestStopTicks.count == drums.count else {
      throw .wrongCount(
        field: "earliestStopTicks", found: earliestStopTicks.count, drums: drums.count)
    }
    for (index, tick) in earliestStopTicks.enumerated()
    where !(0...SimulationClock.maximumTick).contains(tick) {
      throw .outOfRange(
        field: "earliestStopTicks[\(index)]", value: Double(tick),
        allowed: "0 ... \(SimulationClock.maximumTick)")
    }
    decidedTargets = targets
    var events: [SpinEvent] = []
    for index in drums.indices {
      let before = drums[index].sample
      drums[index].apply(
        .reveal(target: targets[index], earliestStopTick: earliestStopTicks[index]),
        into: &events)
      drawJump(drum: index, from: before)
    }
    announceIfAllStopped(into: &events)
    return events
  }

  /// A player presses drum `drum`'s stop button now (skill stop). A drum index that is not a
  /// drum is ignored here; ``SpinFrameLoop/press(drum:rule:)`` throws for it.
  public mutating func press(drum: Int, rule: SkillStop = SkillStop()) -> [SpinEvent] {
    apply(.press(rule), to: [drum])
  }

  /// The spin's outcome: the strip index each drum rests on, or will rest on once it stops
  /// (empty until a late result is revealed). It is the decided target
  /// (``decidedTargets``) but for a drum a skill-stop press moved: when no stop in reach
  /// shows the decided target, the press lands the drum on the nearest stop it can reach
  /// (``press(drum:rule:)``) and its entry here changes at the press. A slam, quicken,
  /// anticipation or late result changes when and how a drum lands, never where. Pay, and
  /// build the ``ResultCode`` and ``SymbolWindow``, from these: at rest they are the stops
  /// the frames show (``DrumFrame/restingIndex``).
  public var targets: [Int] {
    guard !decidedTargets.isEmpty else { return [] }
    return drums.indices.map { drums[$0].targetKnown ? drums[$0].target : decidedTargets[$0] }
  }

  /// The current tick.
  public var tick: Int { drums.first?.tick ?? 0 }

  /// The time of the current tick, seconds.
  public var time: Double { spec.clock.time(atTick: tick) }

  /// Whether every drum stopped, or the watchdog fired.
  public var isFinished: Bool {
    // Not `failure != nil`, which compares whole results in the Embedded build.
    if case .some = failure { return true }
    return drums.allSatisfy({ $0.isStopped })
  }

  /// Every drum's result so far, in drum order.
  public var results: [DrumResult] { drums.map({ $0.result }) }

  /// Advances every drum by one tick and returns that tick's events in drum order, ending
  /// with ``SpinEvent/Kind/allStopped`` on the tick the last drum stops. Does nothing once
  /// finished; sets ``failure`` when the watchdog tick passes with a drum still moving.
  public mutating func step() -> [SpinEvent] {
    guard !isFinished else { return [] }
    previous = drums.map({ $0.sample })
    var events: [SpinEvent] = []
    for index in drums.indices {
      drums[index].step(into: &events)
      let stepped = drums[index].sample
      applyScripted(drum: index, into: &events)
      drawJump(drum: index, from: stepped)
    }
    announceIfAllStopped(into: &events)
    if !drums.allSatisfy({ $0.isStopped }), tick >= spec.watchdogTick {
      let result = SpinResult(
        machine: spec.name, clock: spec.clock, targets: targets, drums: results, events: [],
        traces: nil)
      failure = SpinFailure(watchdogTick: tick, result: result)
    }
    return events
  }

  /// Steps until the current tick's time is at or after `seconds` (or the spin is finished)
  /// and returns all events of those ticks.
  public mutating func advance(to seconds: Double) -> [SpinEvent] {
    var events: [SpinEvent] = []
    while !isFinished, time < seconds { events += step() }
    return events
  }

  /// Each drum's position at `seconds`, interpolated linearly between the previous and the
  /// current tick (clamped to them):
  ///
  ///     f = (seconds − t[n−1]) / (t[n] − t[n−1]),   travel = x[n−1] + (x[n] − x[n−1])·f
  ///
  /// The phase is the one of the latest tick at or before `seconds`: the previous tick's
  /// while `f < 1`, the current tick's at `f = 1`. So a frame in phase ``DrumPhase/stopped``
  /// shows the drum exactly at rest (offset `target·h`, velocity 0), and a drum on its last
  /// tick of braking is drawn braking. A command that made a drum jump at the current tick
  /// (an instant slam) shows it at its new place, never on the line across the jump.
  public func sample(at seconds: Double) -> [DrumFrame] {
    let clock = spec.clock
    let start = clock.time(atTick: previous.first?.tick ?? 0)
    let end = time
    var fraction = end > start ? min(1, max(0, (seconds - start) / (end - start))) : 1
    if fraction.isNaN { fraction = 1 }
    return drums.indices.map { index in
      let before = previous[index]
      let after = drums[index].sample
      let geometry = drums[index].spec.geometry
      guard fraction < 1, before.travel != after.travel || before.velocity != after.velocity
      else {
        // At the tick itself (or not moving): the tick's own values, bit for bit.
        let shown = fraction == 1 ? after : before
        return DrumFrame(
          drum: index, time: seconds, phase: shown.phase, travel: after.travel,
          offset: shown.phase == .stopped ? shown.offset : after.offset,
          velocity: shown.velocity, geometry: geometry, splice: drums[index].splice,
          spec: drums[index].spec)
      }
      let travel = before.travel + (after.travel - before.travel) * fraction
      let velocity = before.velocity + (after.velocity - before.velocity) * fraction
      let offset = geometry.wrap(drums[index].startOffset + travel)
      return DrumFrame(
        drum: index, time: seconds, phase: before.phase, travel: travel, offset: offset,
        velocity: velocity, geometry: geometry, splice: drums[index].splice,
        spec: drums[index].spec)
    }
  }
}

#if !hasFeature(Embedded)
  extension SpinMachine: Codable {
    /// The saved keys: the property names, but ``decidedTargets`` keeps the name `targets`
    /// of the snapshots saved before ``targets`` gave the landed outcome (it held the decided
    /// targets then too), so that every snapshot stays readable.
    enum CodingKeys: String, CodingKey {
      case spec
      case decidedTargets = "targets"
      case drums
      case startEvents
      case failure
      case previous
      case announcedStop
      case pending
    }
  }
#endif
