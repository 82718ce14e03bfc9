/// One drum as a pure state machine: call ``step(into:)`` once per tick; it evaluates the
/// active closed-form segment at the new tick, makes the tick's decisions (start, spin-up,
/// stop request, braking, landing) and appends the resulting events.
///
/// The simulator does no I/O and reads no clock; the same spec and target always give the
/// same samples, bit for bit.
public struct DrumSimulator: Sendable {
  /// The drum's index in its machine.
  public let drum: Int
  /// The drum's geometry, motion and schedule.
  public let spec: DrumSpec
  /// The fixed-step clock.
  public let clock: SimulationClock
  /// The target strip index: decided before the spin (or revealed by a late result), or
  /// where a skill stop's control table put the drum.
  public internal(set) var target: Int
  /// Whether the target is known yet (a late result reveals it during the spin).
  public internal(set) var targetKnown: Bool

  /// The current tick.
  public internal(set) var tick = 0
  /// The current phase.
  public internal(set) var phase = DrumPhase.idle
  /// Travel since the start of the spin, pt.
  public internal(set) var travel = 0.0
  /// Velocity at the current tick, pt/s.
  public internal(set) var velocity = 0.0
  /// Per-tick acceleration `(v[n] − v[n−1])/dt` at the current tick, pt/s².
  public internal(set) var acceleration = 0.0

  let timeline: SpinUpTimeline
  let solved: SolvedLanding?
  /// `L`, `startIndex·h` (turned by a splice) and `target·h`, kept so that the per-tick
  /// path never touches the strip (an array, whose copies cost reference counting).
  let stripLength: Double
  var startOffset: Double
  var restOffset: Double
  /// The tick at or after which the stop request fires (moved by quicken, late results and
  /// anticipation), and why.
  var scheduledStopTick: Int
  var earliestStopTick = 0
  var stopSource = StopSource.schedule
  /// A slam held back until the target is known (instant or not) or, not instant, until
  /// the drum cruises.
  var pendingSlam: Bool?
  /// The decided target and how far the schedule was extended by anticipation (ticks).
  var decidedTarget: Int
  var anticipationTicks = 0
  /// The tick at which slowing to a tease speed ends.
  var teaseEndTick: Int?
  var segment: MotionSegment
  var cruiseSpeed: Double
  var method: LandingMethod
  var pendingBrakeTick: Int?
  var landingTravel: Double?
  var classicError: Double?
  var metrics = DrumMetrics()
  /// What the `splice` strategy placed on the strip, once it did.
  public internal(set) var splice: StripSplice?

  /// Creates the drum at rest on its start index at tick 0 and makes the decisions of tick 0
  /// (a drum without start delay starts at once); `events` receives what happened.
  public init(
    drum: Int, spec: DrumSpec, clock: SimulationClock, target: Int,
    events: inout [SpinEvent]
  ) {
    self.init(drum: drum, spec: spec, clock: clock, target: Optional(target), events: &events)
  }

  /// Creates the drum with its target known (`target`) or still unknown (`nil`: a late
  /// result will reveal it with ``DrumCommand/reveal(target:earliestStopTick:)``; until then
  /// the drum may not request a stop, and `solve` falls back to `wait`).
  public init(
    drum: Int, spec: DrumSpec, clock: SimulationClock, target: Int?,
    events: inout [SpinEvent]
  ) {
    precondition(
      target.map { spec.geometry.strip.indices.contains($0) } ?? true, "target is off the strip")
    precondition(
      !spec.held || (target ?? spec.startIndex) == spec.startIndex,
      "a held drum's target is its start index")
    // A held drum knows its target from the start, also on a spin with a late result.
    let target = spec.held ? spec.startIndex : target
    self.drum = drum
    self.spec = spec
    self.clock = clock
    self.target = target ?? 0
    targetKnown = target != nil
    decidedTarget = target ?? -1
    timeline = SpinUpTimeline(spec: spec, clock: clock)
    scheduledStopTick = timeline.scheduledStopTick
    stripLength = spec.geometry.stripLength
    startOffset = spec.geometry.centredOffset(of: spec.motionStartIndex)
    restOffset = spec.geometry.centredOffset(of: target ?? 0)
    let motion = spec.motion
    if let target, !spec.held, motion.profile.isPlanned, motion.strategy == .solve {
      solved = SpeedSolver.solve(spec: spec, clock: clock, target: target)
    } else {
      solved = nil
    }
    cruiseSpeed = solved?.speed ?? motion.cruiseSpeed
    method =
      switch (motion.profile, motion.strategy) {
      case _ where spec.held: .held
      case (.classic, _): .classic
      case (_, .wait): .wait
      case (_, .stretch): .stretch
      case (_, .solve): solved == nil ? .solveFallbackWait : .solve
      case (_, .fixed): .fixed
      case (_, .splice): .splice
      }
    segment = MotionSegment(startTick: 0, startTravel: 0, shape: .rest)
    if spec.held {
      holdAtRest()
    } else {
      decide(stage: nil, into: &events)
    }
  }

  /// Whether the drum is at rest on its target.
  public var isStopped: Bool { phase == .stopped }

  /// The wrapped offset in `[0, L)`, pt; exactly `target·h` once stopped.
  public var offset: Double {
    if phase == .stopped { return restOffset }
    return DrumGeometry.wrap(startOffset + travel, length: stripLength)
  }

  /// The state at the current tick, as one trace row.
  public var sample: DrumSample {
    DrumSample(
      tick: tick, phase: phase, travel: travel, offset: offset, velocity: velocity,
      acceleration: acceleration)
  }

  /// Advances one tick. A stopped drum stays where it is and only counts ticks.
  public mutating func step(into events: inout [SpinEvent]) {
    tick += 1
    guard phase != .stopped else {
      acceleration = 0
      return
    }
    let state = segment.state(atTick: tick, clock: clock)
    travel = state.travel
    velocity = state.velocity
    decide(stage: state.stage, into: &events)
    let previousAcceleration = acceleration
    acceleration = (velocity - metrics.previousVelocity) / clock.timeStep
    metrics.record(
      velocity: velocity, acceleration: acceleration, previousAcceleration: previousAcceleration,
      travel: travel, timeStep: clock.timeStep, braking: metrics.stopRequestTick != nil)
  }

  /// Makes the decisions of the current tick, in phase order, so that several can happen on
  /// one tick (a drum without delay or wind-back starts and begins its ramp on tick 0).
  mutating func decide(stage: LandingCurve.Stage?, into events: inout [SpinEvent]) {
    if phase == .idle, tick >= timeline.startTick {
      emit(.started, into: &events)
      metrics.startTick = tick
      if timeline.windBackTicks > 0 {
        phase = .windingBack
        segment = timeline.windBackSegment()
      }
    }
    if phase == .windingBack || (phase == .idle && metrics.startTick != nil),
      tick >= timeline.rampStartTick
    {
      phase = .accelerating
      segment = timeline.rampSegment(speed: cruiseSpeed)
    }
    if phase == .accelerating, tick >= timeline.cruiseTick(speed: cruiseSpeed) {
      phase = .cruising
      segment = timeline.cruiseSegment(speed: cruiseSpeed)
      velocity = cruiseSpeed
      metrics.cruiseTick = tick
      emit(.reachedCruise, into: &events)
    }
    if phase == .cruising, targetKnown, let instant = pendingSlam {
      pendingSlam = nil
      slam(instant: instant, announce: false, into: &events)
    }
    if phase == .cruising, let end = teaseEndTick, tick >= end {
      teaseEndTick = nil
      segment = MotionSegment(
        startTick: tick, startTravel: travel, shape: .cruise(speed: cruiseSpeed))
      velocity = cruiseSpeed
    }
    fireScheduledRequestIfDue(into: &events)
    if spec.motion.profile == .classic, metrics.stopRequestTick != nil, landingTravel == nil,
      phase != .stopped
    {
      classicStep(into: &events)
    } else if phase == .cruising, let brakeTick = pendingBrakeTick, tick >= brakeTick {
      beginLanding(into: &events)
    } else if phase == .braking || phase == .settling, let stage {
      followLanding(stage: stage, into: &events)
    }
  }

  /// Fires the stop request when it is due: cruising, at or after its scheduled (and
  /// earliest) tick, with the target known and `minimumRevolutions` turns done.
  mutating func fireScheduledRequestIfDue(into events: inout [SpinEvent]) {
    guard phase == .cruising, metrics.stopRequestTick == nil, targetKnown,
      tick >= scheduledStopTick, tick >= earliestStopTick, travel >= timeline.requiredTravel
    else { return }
    requestStop(source: stopSource, into: &events)
    if spec.motion.profile.isPlanned { planLanding(into: &events) }
  }

  /// Records the stop request at the current tick.
  mutating func requestStop(source: StopSource, into events: inout [SpinEvent]) {
    metrics.stopRequestTick = tick
    metrics.requestTravel = travel
    stopSource = source
    emit(.stopRequested, into: &events)
  }

  /// Appends an event of this drum at the current tick.
  /// A stop event of a drum whose rows are drawn per spin (it has a ``DrumSpec/rowChange``)
  /// carries this spin's rows (``SpinEvent/rows``).
  mutating func emit(_ kind: SpinEvent.Kind, into events: inout [SpinEvent]) {
    var event = SpinEvent(tick: tick, time: clock.time(atTick: tick), drum: drum, kind: kind)
    if spec.rowChange != nil, event.isStop { event.rows = spec.geometry.visibleRows }
    events.append(event)
  }

  /// Comes to rest exactly on the target at the current tick.
  mutating func settle(at landing: Double, into events: inout [SpinEvent]) {
    travel = landing
    velocity = 0
    segment = MotionSegment(startTick: tick, startTravel: landing, shape: .rest)
    phase = .stopped
    if metrics.landedTick == nil {
      metrics.landedTick = tick
      emit(.reachedTarget, into: &events)
    }
    metrics.settleTick = tick
    emit(.settled, into: &events)
  }
}

#if !hasFeature(Embedded)
  extension DrumSimulator: Codable {}
#endif
