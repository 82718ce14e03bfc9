import Testing

@testable import ReelKit

@Suite("The classic buffer algorithm")
struct ClassicProfileTests {
  /// The window-miss counts in a drum's events.
  static func misses(_ events: [SpinEvent]) -> [Int] {
    events.compactMap { if case .windowMissed(let count) = $0.kind { count } else { nil } }
  }

  @Test("with a slow enough slow zone it never misses and lands on every target")
  func neverMisses() {
    let spec = Machines.machine(Machines.classic())
    #expect(spec.issues().isEmpty)
    for (drum, target) in Simulation.everyTarget(of: spec) {
      let run = Simulation.record(drum: drum, of: spec, target: target)
      Expect.exactLanding(run, spec: spec.drums[drum], target: target)
      #expect(run.result.method == .classic)
      #expect(run.result.windowMisses == 0)
      #expect(Self.misses(run.events).isEmpty)
      #expect(run.result.landingError < 10)
      #expect(run.result.peakSpeed == 2800)
    }
  }

  @Test("too fast for its buffer it steps over the window, counts it, and still lands exactly")
  func overrun() throws {
    let spec = Machines.machine(Machines.classicOverrun(), maxDuration: 20)
    #expect(spec.issues().isEmpty)
    #expect(6000 * spec.clock.timeStep > 2 * 10)
    var missed = 0
    var missedThenLanded = 0
    for (drum, target) in Simulation.everyTarget(of: spec) {
      let run = Simulation.record(drum: drum, of: spec, target: target)
      let result = run.result
      let geometry = spec.drums[drum].geometry
      #expect(
        Self.misses(run.events) == Array(stride(from: 1, through: result.windowMisses, by: 1)))
      // Every miss is a tick that jumped from before the window to after it.
      for event in run.events {
        guard case .windowMissed = event.kind else { continue }
        let before = geometry.signedError(
          offset: run.samples[event.tick - 1].offset, target: target)
        let after = geometry.signedError(offset: run.samples[event.tick].offset, target: target)
        #expect(before <= -10 && after >= 10)
        #expect(event.drum == drum)
      }
      if result.windowMisses > 0 { missed += 1 }
      if result.isStopped {
        Expect.exactLanding(run, spec: spec.drums[drum], target: target)
        if result.windowMisses > 0 { missedThenLanded += 1 }
      }
    }
    #expect(missed > 0)
    #expect(missedThenLanded > 0)
  }

  /// Drum 0 is the normal classic drum; drum 1 has a slow zone covering the whole strip at
  /// 25 pt per tick (2100 is a multiple of 25), entered 11.67 pt past a symbol boundary, so
  /// it never comes within 10 pt of its target and misses once per turn.
  static let stuck: MachineSpec = {
    var spec = Machines.machine(Machines.classic(), maxDuration: 5)
    spec.drums.removeLast()
    spec.drums[1].motion = Machines.classic(slowSpeed: 6000, slowZone: 1100)
    spec.drums[1].stopRequestTime = 310.0 / 240
    return spec
  }()

  @Test("a drum that keeps missing trips the watchdog in SpinRunner")
  func watchdogRunner() async throws {
    let spec = Self.stuck
    #expect(spec.issues().isEmpty)
    let runner = SpinRunner(spec: spec, targets: [4, 4])
    let failure = try #require(try await runner.run().failure)
    #expect(failure.drum == 1)
    #expect(failure.phase == .braking)
    #expect(failure.windowMisses > 5)
    #expect(failure.tick == spec.watchdogTick)
    #expect(failure.tick == 1200)
    let text = failure.description
    #expect(text.contains("watchdog"))
    #expect(text.contains("drum 1"))
    #expect(text.contains("braking"))
    #expect(text.contains("\(failure.windowMisses) window misses"))
    // The partial result is there to inspect.
    #expect(failure.result.drums[0].isStopped)
    #expect(!failure.result.drums[1].isStopped)
    #expect(failure.result.drums[1].windowMisses == failure.windowMisses)
    #expect(!failure.result.allStopped)
    #expect(failure.result.spinTick == nil)
    #expect(!failure.result.events.contains { $0.kind == .allStopped })
    let drumEvents = failure.result.events.filter { $0.drum == 1 }
    #expect(Self.misses(drumEvents) == Array(1...failure.windowMisses))
  }

  @Test("a drum that keeps missing sets the SpinMachine's failure")
  func watchdogMachine() async throws {
    let spec = Self.stuck
    let runnerFailure = try #require(
      try await SpinRunner(spec: spec, targets: [4, 4]).run().failure)
    var machine = SpinMachine(spec: spec, targets: [4, 4])
    let events = Simulation.frameLoop(&machine)
    let failure = try #require(machine.failure)
    #expect(machine.isFinished)
    #expect(machine.tick == spec.watchdogTick)
    #expect(failure.drum == runnerFailure.drum)
    #expect(failure.phase == runnerFailure.phase)
    #expect(failure.windowMisses == runnerFailure.windowMisses)
    #expect(failure.tick == runnerFailure.tick)
    #expect(failure.description == runnerFailure.description)
    #expect(failure.result.drums == runnerFailure.result.drums)
    #expect(events == runnerFailure.result.events)
    #expect(machine.step().isEmpty)
    #expect(machine.advance(to: 100).isEmpty)
  }

  @Test("the failure description counts one miss in the singular")
  func description() {
    let result = SpinResult(
      machine: "m", clock: SimulationClock(), targets: [], drums: [], events: [], traces: nil)
    let one = SpinFailure(drum: 2, phase: .cruising, windowMisses: 1, tick: 480, result: result)
    #expect(
      one.description == "watchdog: drum 2 still cruising at 2.0 s (tick 480) after 1 window miss")
    #expect(SpinFailure(watchdogTick: 480, result: result) == nil)
  }
}
