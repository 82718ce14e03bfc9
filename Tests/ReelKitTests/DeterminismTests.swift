import Testing

@testable import ReelKit

@Suite("Determinism")
struct DeterminismTests {
  @Test(
    "the same inputs give the same result, traces included",
    arguments: BrakingProfile.allCases, LandingStrategy.allCases)
  func sameInputs(profile: BrakingProfile, strategy: LandingStrategy) async throws {
    let spec = Machines.machine(Machines.motion(profile, strategy))
    let targets = Outcome.randomTargets(for: spec, seed: 7)
    let first = try await SpinRunner(spec: spec, targets: targets, recordsTrace: true).run()
    let second = try await SpinRunner(spec: spec, targets: targets, recordsTrace: true).run()
    #expect(first == second)
    let traces = try #require(first.traces)
    #expect(traces.count == 3)
    #expect(first.targets == targets)
    // The runner's per-drum work is exactly a DrumSimulator stepped to rest.
    for drum in spec.drums.indices {
      let run = Simulation.record(drum: drum, of: spec, target: targets[drum])
      #expect(traces[drum] == run.samples)
      #expect(first.drums[drum] == run.result)
      #expect(first.events.filter { $0.drum == drum } == run.events)
    }
    // Without traces the result is the same but for the traces.
    var untraced = try await SpinRunner(spec: spec, targets: targets).run()
    #expect(untraced.traces == nil)
    untraced.traces = first.traces
    #expect(untraced == first)
  }

  @Test(
    "SpinRunner and the SpinMachine frame loop agree",
    arguments: BrakingProfile.allCases, LandingStrategy.allCases)
  func runnerMatchesFrameLoop(profile: BrakingProfile, strategy: LandingStrategy) async throws {
    let spec = Machines.machine(Machines.motion(profile, strategy), startIndices: [3, 0, 19])
    for seed: UInt64 in [1, 2] {
      let targets = Outcome.randomTargets(for: spec, seed: seed)
      let spin = try await SpinRunner(spec: spec, targets: targets).run()
      var machine = SpinMachine(spec: spec, targets: targets)
      let events = Simulation.frameLoop(&machine)
      #expect(machine.failure == nil)
      #expect(machine.isFinished)
      #expect(machine.results == spin.drums)
      #expect(events == spin.events)
      #expect(machine.tick == spin.spinTick)
      // A finished machine stays where it is.
      #expect(machine.step().isEmpty)
      #expect(machine.results == spin.drums)
    }
  }

  @Test("results stay in drum order whatever order the drums finish in")
  func drumOrder() async throws {
    // Drum 0 stops last: its request is scheduled after the others'.
    var spec = Machines.planned(.cubic, .stretch)
    spec.drums[0].stopRequestTime = 2.5
    let spin = try await SpinRunner(spec: spec, targets: [4, 9, 16]).run()
    #expect(spin.drums.map(\.drum) == [0, 1, 2])
    #expect(spin.drums.map(\.target) == [4, 9, 16])
    let settles = spin.drums.compactMap(\.settleTick)
    #expect(settles.count == 3)
    #expect(settles[0] > settles[1] && settles[0] > settles[2])
    #expect(spin.spinTick == settles[0])
    #expect(
      spin.window == [
        ["WATERMELON", "7", "PLUM"], ["BAR", "REPLAY", "BAR"], ["CHERRY", "BELL", "REPLAY"],
      ])
  }
}
