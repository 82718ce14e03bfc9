import Testing

@testable import ReelKit

@Suite("Wind-back before the spin")
struct WindBackTests {
  @Test(
    "winds back 30 pt, then spins and lands exactly",
    arguments: BrakingProfile.allCases, LandingStrategy.allCases)
  func windBack(profile: BrakingProfile, strategy: LandingStrategy) throws {
    var motion = Machines.motion(profile, strategy)
    motion.windBackDistance = 30
    let spec = Machines.machine(motion)
    #expect(spec.issues().isEmpty)
    let windBackTicks = spec.clock.ticks(covering: motion.windBackTime)
    for (drum, target) in Simulation.everyTarget(of: spec) where target % 4 == drum {
      let run = Simulation.record(drum: drum, of: spec, target: target)
      Expect.exactLanding(run, spec: spec.drums[drum], target: target)
      let lowest = try #require(run.samples.min { $0.travel < $1.travel })
      #expect(abs(lowest.travel + 30) <= 1e-9)
      #expect(lowest.tick == windBackTicks)
      let winding = run.samples.filter { $0.phase == .windingBack }
      #expect(winding.count == windBackTicks)
      #expect(winding.allSatisfy { $0.travel <= 0 && $0.velocity <= 0 })
      #expect(winding.contains { $0.travel < -15 && $0.velocity < 0 })
      // Moving backwards wraps the offset to the end of the strip.
      #expect(run.samples[1].offset > spec.drums[drum].geometry.stripLength - 30)
      let cruise = try #require(run.result.cruiseTick)
      #expect(cruise > windBackTicks)
      #expect(run.samples[windBackTicks...].allSatisfy { $0.phase != .windingBack })
    }
  }

  @Test("without wind-back the drum never moves backwards before landing")
  func noWindBack() {
    let spec = Machines.planned(.cubic, .wait)
    let run = Simulation.record(drum: 0, of: spec, target: 3)
    #expect(run.samples.allSatisfy { $0.travel >= 0 && $0.phase != .windingBack })
    #expect(run.samples[1].phase == .accelerating)
  }

  @Test("a start delay keeps the drum idle until its start tick")
  func startDelay() throws {
    var spec = Machines.planned(.linear, .stretch)
    spec.drums[1].startDelay = 0.25
    let run = Simulation.record(drum: 1, of: spec, target: 12)
    Expect.exactLanding(run, spec: spec.drums[1], target: 12)
    #expect(run.result.startTick == 60)
    #expect(run.samples[..<60].allSatisfy { $0.phase == .idle && $0.travel == 0 })
    #expect(run.samples[60].phase == .accelerating)
    let started = try #require(run.events.first)
    #expect(started.kind == .started && started.tick == 60)
  }
}
