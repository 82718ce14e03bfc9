@testable import ReelKit

/// One drum simulated tick by tick through the public ``DrumSimulator`` API.
struct DrumRecording {
  /// The drum's result at the end.
  var result: DrumResult
  /// One sample per tick, from tick 0.
  var samples: [DrumSample]
  /// The drum's events in the order they happened.
  var events: [SpinEvent]
  /// The simulator at the end.
  var simulator: DrumSimulator

  /// The sample of `tick`.
  func sample(atTick tick: Int) -> DrumSample { samples[tick] }
}

enum Simulation {
  /// Simulates drum `drum` of `spec` until it stops or the watchdog tick.
  static func record(drum: Int, of spec: MachineSpec, target: Int) -> DrumRecording {
    var events: [SpinEvent] = []
    var simulator = DrumSimulator(
      drum: drum, spec: spec.drums[drum], clock: spec.clock, target: target, events: &events)
    var samples = [simulator.sample]
    while !simulator.isStopped, simulator.tick < spec.watchdogTick {
      simulator.step(into: &events)
      samples.append(simulator.sample)
    }
    return DrumRecording(
      result: simulator.result, samples: samples, events: events, simulator: simulator)
  }

  /// Every drum of `spec` with every target index of its strip.
  static func everyTarget(of spec: MachineSpec) -> [(drum: Int, target: Int)] {
    spec.drums.indices.flatMap { drum in
      spec.drums[drum].geometry.strip.indices.map { (drum, $0) }
    }
  }

  /// Steps a ``SpinMachine`` until it is finished; returns its start events followed by the
  /// events of every step.
  static func frameLoop(_ machine: inout SpinMachine) -> [SpinEvent] {
    var events = machine.startEvents
    while !machine.isFinished { events += machine.step() }
    return events
  }
}
