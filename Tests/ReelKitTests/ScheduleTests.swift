import Testing

@testable import ReelKit

@Suite("Stop request schedule")
struct ScheduleTests {
  @Test(
    "requests fire at the scheduled ticks, in drum order",
    arguments: BrakingProfile.allCases, [LandingStrategy.wait, .stretch])
  func scheduledTicks(profile: BrakingProfile, strategy: LandingStrategy) throws {
    let spec = Machines.machine(Machines.motion(profile, strategy))
    var requests: [Int] = []
    for drum in spec.drums.indices {
      let run = Simulation.record(drum: drum, of: spec, target: 9)
      let scheduled = spec.clock.tick(atOrAfter: spec.drums[drum].stopRequestTime)
      // One revolution is already done by then, so nothing delays the request.
      #expect(run.samples[scheduled].travel >= spec.drums[drum].geometry.stripLength)
      let request = try #require(run.result.stopRequestTick)
      #expect(request == scheduled)
      let event = try #require(run.events.first { $0.kind == .stopRequested })
      #expect(event.tick == request)
      #expect(event.time == spec.clock.time(atTick: request))
      requests.append(request)
    }
    #expect(requests == [240, 312, 384])
  }

  @Test(
    "minimumRevolutions delays the request until the drum has turned enough",
    arguments: BrakingProfile.allCases, LandingStrategy.allCases)
  func minimumRevolutions(profile: BrakingProfile, strategy: LandingStrategy) throws {
    var motion = Machines.motion(profile, strategy)
    motion.minimumRevolutions = 3
    let spec = Machines.machine(motion)
    let required = 3 * spec.drums[0].geometry.stripLength
    var requests: [Int] = []
    for drum in spec.drums.indices {
      for target in [0, 10, 17] {
        let run = Simulation.record(drum: drum, of: spec, target: target)
        Expect.exactLanding(run, spec: spec.drums[drum], target: target)
        let request = try #require(run.result.stopRequestTick)
        let scheduled = spec.clock.tick(atOrAfter: spec.drums[drum].stopRequestTime)
        #expect(request >= scheduled)
        #expect(run.samples[request].travel >= required)
        #expect(request == scheduled || run.samples[request - 1].travel < required)
        // At 1.0 s drum 0 has covered about 2520 pt, far from 6300 pt.
        if drum == 0 { #expect(request > scheduled) }
        if target == 0 { requests.append(request) }
      }
    }
    #expect(requests == requests.sorted())
  }

  @Test("the clock counts whole ticks without drift")
  func clock() {
    let clock = SimulationClock()
    #expect(clock.tick(atOrAfter: 0.3) == 72)
    #expect(clock.tick(atOrAfter: 1.0) == 240)
    #expect(clock.tick(atOrAfter: 1.3) == 312)
    #expect(clock.tick(atOrAfter: 1.0 + 1e-6) == 241)
    #expect(clock.tick(atOrAfter: 0) == 0)
    #expect(clock.ticks(covering: 0) == 1)
    #expect(clock.ticks(covering: 0.2) == 48)
    #expect(clock.time(atTick: 240) == 240 * (1.0 / 240))
    #expect(clock.time(atTick: 100_000) == 100_000 * clock.timeStep)
    let coarse = SimulationClock(timeStep: 0.1)
    #expect(coarse.tick(atOrAfter: 0.3) == 3)
    #expect(coarse.tick(atOrAfter: 0.31) == 4)
  }
}
