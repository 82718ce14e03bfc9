import Testing

@testable import ReelKit

/// Drums and spins driven with spin controls, for the control tests.
enum Controlled {
  /// Drum `drum` of `spec` simulated to rest (or the watchdog) with `commands` applied after
  /// each tick's own decisions, as a spin's child task does; quiet cruise ticks are skipped
  /// (that changes no result), so only the end state and the events are kept.
  static func run(
    drum: Int, of spec: MachineSpec, target: Int?, commands: [TimedCommand] = []
  ) -> (simulator: DrumSimulator, events: [SpinEvent]) {
    var events: [SpinEvent] = []
    var simulator = DrumSimulator(
      drum: drum, spec: spec.drums[drum], clock: spec.clock, target: target, events: &events)
    var next = 0
    func applyDue() {
      while next < commands.count, commands[next].tick <= simulator.tick {
        simulator.apply(commands[next].command, into: &events)
        next += 1
      }
    }
    applyDue()
    while !simulator.isStopped, simulator.tick < spec.watchdogTick {
      let limit = next < commands.count ? commands[next].tick : spec.watchdogTick
      simulator.skipCruise(before: limit)
      simulator.step(into: &events)
      applyDue()
    }
    return (simulator, events)
  }

  /// A whole spin through the ``SpinMachine`` frame loop: its events (start events first)
  /// and the machine at the end.
  static func frameLoop(
    _ spec: MachineSpec, targets: [Int], controls: SpinControls?
  ) -> (machine: SpinMachine, events: [SpinEvent]) {
    var machine = SpinMachine(spec: spec, targets: targets, controls: controls)
    let events = Simulation.frameLoop(&machine)
    return (machine, events)
  }

  /// Checks that the drum rests exactly on `target`: stopped, velocity 0, offset `target·h`
  /// bit for bit, a whole number of symbols travelled that leads there.
  static func expectRestsExactly(
    _ simulator: DrumSimulator, on target: Int, _ context: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let geometry = simulator.spec.geometry
    let result = simulator.result
    #expect(simulator.isStopped, context, sourceLocation: sourceLocation)
    #expect(simulator.velocity == 0, context, sourceLocation: sourceLocation)
    #expect(result.target == target, context, sourceLocation: sourceLocation)
    #expect(
      result.offset == Double(target) * geometry.symbolHeight, context,
      sourceLocation: sourceLocation)
    let symbols = result.travel / geometry.symbolHeight
    #expect(symbols == symbols.rounded(), context, sourceLocation: sourceLocation)
    #expect(
      geometry.wrapIndex(
        simulator.spec.startIndex + (simulator.splice?.shift ?? 0) + Int(symbols)) == target,
      context,
      sourceLocation: sourceLocation)
    #expect(
      result.window == geometry.window(restingAt: target), context, sourceLocation: sourceLocation)
  }

  /// Checks the per-drum order of `events` (one drum's, in the order they happened):
  /// started < reachedCruise < stopRequested < brakingStarted < landed ≤ settled for those
  /// present, each at most once, ticks non-decreasing, `settled` present and last.
  static func expectDrumOrder(
    _ events: [SpinEvent], _ context: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func rank(_ kind: SpinEvent.Kind) -> Int? {
      switch kind {
      case .started: 0
      case .reachedCruise: 1
      case .stopRequested: 2
      case .brakingStarted: 3
      case .reachedTarget: 4
      case .settled: 5
      default: nil
      }
    }
    // A classic drum slammed inside its slow zone starts braking twice: the slow zone, then
    // the planned curve.
    let ranks = events.compactMap { rank($0.kind) }
    #expect(
      zip(ranks, ranks.dropFirst()).allSatisfy { $0 < $1 || ($0 == 3 && $1 == 3) }, context,
      sourceLocation: sourceLocation)
    #expect(ranks.last == 5, context, sourceLocation: sourceLocation)
    #expect(events.last?.kind == .settled, context, sourceLocation: sourceLocation)
    let ticks = events.map(\.tick)
    #expect(
      zip(ticks, ticks.dropFirst()).allSatisfy { $0 <= $1 }, context, sourceLocation: sourceLocation
    )
  }

  /// Checks a whole spin's events: sorted by tick then drum, one `allStopped` at the end on
  /// the last settle tick, every drum's own order.
  static func expectSpinOrder(
    _ events: [SpinEvent], drums: Int, _ context: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(events.last?.kind == .allStopped, context, sourceLocation: sourceLocation)
    #expect(
      events.filter { $0.kind == .allStopped }.count == 1, context, sourceLocation: sourceLocation)
    let settles = events.filter { $0.kind == .settled }.map(\.tick)
    #expect(events.last?.tick == settles.max(), context, sourceLocation: sourceLocation)
    let keys = events.dropLast().map { ($0.tick, $0.drum ?? Int.max) }
    #expect(
      zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, context, sourceLocation: sourceLocation)
    for drum in 0..<drums {
      expectDrumOrder(
        events.filter { $0.drum == drum }, "\(context) drum \(drum)",
        sourceLocation: sourceLocation)
    }
  }
}
