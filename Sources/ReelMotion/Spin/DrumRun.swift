import ReelKitSupport

/// One drum simulated from tick 0 until it stops or the watchdog tick: the unit of work of a
/// spin's child task.
struct DrumRun: Sendable {
  var result: DrumResult
  var events: [SpinEvent]
  var trace: [DrumSample]?

  /// How many ticks pass between two checks for cancellation.
  static let cancellationStride = 4096

  /// Simulates one drum, applying `commands` (sorted by tick) after each tick's own
  /// decisions. `target` is `nil` when a late result reveals it. Throws
  /// `CancellationError` when the task is cancelled.
  static func simulate(
    drum: Int, spec: DrumSpec, clock: SimulationClock, target: Int?, watchdogTick: Int,
    recordsTrace: Bool, commands: [TimedCommand] = []
  ) throws -> DrumRun {
    var events: [SpinEvent] = []
    var simulator = DrumSimulator(
      drum: drum, spec: spec, clock: clock, target: target, events: &events)
    var next = 0
    func applyDue(_ simulator: inout DrumSimulator) {
      while next < commands.count, commands[next].tick <= simulator.tick {
        simulator.apply(commands[next].command, into: &events)
        next += 1
      }
    }
    applyDue(&simulator)
    guard recordsTrace else {
      while !simulator.isStopped, simulator.tick < watchdogTick {
        if simulator.tick % cancellationStride == 0 { try checkCancellation() }
        let limit = next < commands.count ? min(watchdogTick, commands[next].tick) : watchdogTick
        simulator.skipCruise(before: limit)
        simulator.step(into: &events)
        applyDue(&simulator)
      }
      return DrumRun(result: simulator.result, events: events, trace: nil)
    }
    var trace: [DrumSample] = []
    var run = try record(
      simulator: &simulator, events: events, watchdogTick: watchdogTick, commands: commands,
      next: next, into: &trace)
    run.trace = trace
    return run
  }

  /// Simulates one drum like ``simulate(drum:spec:clock:target:watchdogTick:recordsTrace:commands:)``
  /// with its trace written into `trace` (emptied first, its storage kept): a caller that
  /// spins again and again reuses one buffer instead of allocating a trace per spin. The
  /// returned run's `trace` is `nil`.
  static func simulate(
    drum: Int, spec: DrumSpec, clock: SimulationClock, target: Int?, watchdogTick: Int,
    commands: [TimedCommand] = [], traceInto trace: inout [DrumSample]
  ) throws -> DrumRun {
    var events: [SpinEvent] = []
    var simulator = DrumSimulator(
      drum: drum, spec: spec, clock: clock, target: target, events: &events)
    var next = 0
    while next < commands.count, commands[next].tick <= simulator.tick {
      simulator.apply(commands[next].command, into: &events)
      next += 1
    }
    trace.removeAll(keepingCapacity: true)
    return try record(
      simulator: &simulator, events: events, watchdogTick: watchdogTick, commands: commands,
      next: next, into: &trace)
  }

  /// Steps `simulator` (with its commands from `next` on) until it stops or the watchdog
  /// tick, appending one sample per tick to `trace`; steady cruise ticks take the
  /// specialised ``DrumSimulator/stepCruise(before:appendingTo:)``.
  private static func record(
    simulator: inout DrumSimulator, events: [SpinEvent], watchdogTick: Int,
    commands: [TimedCommand], next: Int, into trace: inout [DrumSample]
  ) throws -> DrumRun {
    var events = events
    var next = next
    trace.reserveCapacity(trace.count + min(watchdogTick, simulator.expectedStopTick) + 1)
    trace.append(simulator.sample)
    while !simulator.isStopped, simulator.tick < watchdogTick {
      if simulator.tick % cancellationStride == 0 { try checkCancellation() }
      // Plain cruise ticks up to the next command, cancellation check or watchdog tick.
      var limit = min(watchdogTick, (simulator.tick / cancellationStride + 1) * cancellationStride)
      if next < commands.count { limit = min(limit, commands[next].tick) }
      simulator.stepCruise(before: limit, appendingTo: &trace)
      simulator.step(into: &events)
      while next < commands.count, commands[next].tick <= simulator.tick {
        simulator.apply(commands[next].command, into: &events)
        next += 1
      }
      trace.append(simulator.sample)
    }
    return DrumRun(result: simulator.result, events: events, trace: nil)
  }

  /// Throws `CancellationError` when the current task is cancelled. Embedded Swift (the
  /// WebAssembly build) has no tasks: there a run is never cancelled.
  static func checkCancellation() throws {
    #if !hasFeature(Embedded)
      try Task.checkCancellation()
    #endif
  }

  /// Merges the drums' runs into one result: results and traces in drum order, events by
  /// tick then drum, and an ``SpinEvent/Kind/allStopped`` event when every drum stopped; else
  /// the result's ``SpinResult/watchdogTick`` is the spec's watchdog tick, where the runs
  /// ended. The result's targets are where the drums land (`SpinResult.landing(decided:drums:)`).
  static func merge(_ runs: [DrumRun], spec: MachineSpec, targets: [Int]) -> SpinResult {
    let drums = runs.map({ $0.result })
    let events = runs.flatMap({ $0.events }).enumerated().sortedStably { lhs, rhs in
      (lhs.element.tick, lhs.element.drum ?? Int.max, lhs.offset)
        < (rhs.element.tick, rhs.element.drum ?? Int.max, rhs.offset)
    }.map({ $0.element })
    var result = SpinResult(
      machine: spec.name, clock: spec.clock,
      targets: SpinResult.landing(decided: targets, drums: drums), drums: drums, events: events,
      traces: runs.contains { $0.trace == nil } ? nil : runs.map { $0.trace! })
    if let last = result.spinTick {
      result.events.append(
        SpinEvent(tick: last, time: spec.clock.time(atTick: last), drum: nil, kind: .allStopped))
    }
    if !result.allStopped { result.watchdogTick = spec.watchdogTick }
    return result
  }
}
