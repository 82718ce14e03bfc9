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
    trace.reserveCapacity(min(watchdogTick, simulator.expectedStopTick) + 1)
    trace.append(simulator.sample)
    while !simulator.isStopped, simulator.tick < watchdogTick {
      if simulator.tick % cancellationStride == 0 { try checkCancellation() }
      simulator.step(into: &events)
      applyDue(&simulator)
      trace.append(simulator.sample)
    }
    return DrumRun(result: simulator.result, events: events, trace: trace)
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
  /// ended.
  static func merge(_ runs: [DrumRun], spec: MachineSpec, targets: [Int]) -> SpinResult {
    let events = runs.flatMap({ $0.events }).enumerated().sorted { lhs, rhs in
      (lhs.element.tick, lhs.element.drum ?? Int.max, lhs.offset)
        < (rhs.element.tick, rhs.element.drum ?? Int.max, rhs.offset)
    }.map({ $0.element })
    var result = SpinResult(
      machine: spec.name, clock: spec.clock, targets: targets, drums: runs.map({ $0.result }),
      events: events, traces: runs.contains { $0.trace == nil } ? nil : runs.map { $0.trace! })
    if let last = result.spinTick {
      result.events.append(
        SpinEvent(tick: last, time: spec.clock.time(atTick: last), drum: nil, kind: .allStopped))
    }
    if !result.allStopped { result.watchdogTick = spec.watchdogTick }
    return result
  }
}
