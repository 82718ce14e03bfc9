import Testing

@testable import ReelKit

@Suite("Exact landing of the planned profiles")
struct LandingExactnessTests {
  @Test(
    "every target of every drum lands exactly",
    arguments: Machines.plannedProfiles, LandingStrategy.allCases)
  func everyTarget(profile: BrakingProfile, strategy: LandingStrategy) {
    let spec = Machines.planned(profile, strategy)
    for (drum, target) in Simulation.everyTarget(of: spec) {
      let run = Simulation.record(drum: drum, of: spec, target: target)
      Expect.exactLanding(run, spec: spec.drums[drum], target: target)
    }
  }

  @Test(
    "a non-zero start index and a 137.5 pt symbol still land exactly",
    arguments: Machines.plannedProfiles, LandingStrategy.allCases)
  func fractionalSymbolHeight(profile: BrakingProfile, strategy: LandingStrategy) {
    let spec = Machines.planned(profile, strategy, symbolHeight: 137.5, startIndices: [5, 13, 20])
    #expect(spec.issues().isEmpty)
    for (drum, target) in Simulation.everyTarget(of: spec) {
      let run = Simulation.record(drum: drum, of: spec, target: target)
      Expect.exactLanding(run, spec: spec.drums[drum], target: target)
      #expect(run.samples[0].offset == Double(spec.drums[drum].startIndex) * 137.5)
    }
  }

  @Test("the method reported is the strategy used", arguments: Machines.plannedProfiles)
  func methods(profile: BrakingProfile) {
    for strategy in [LandingStrategy.wait, .stretch] {
      let spec = Machines.planned(profile, strategy)
      let result = Simulation.record(drum: 1, of: spec, target: 6).result
      #expect(result.method == (strategy == .wait ? .wait : .stretch))
      #expect(result.speedFactor == 1)
      #expect(result.cruiseSpeed == 2800)
      #expect(result.peakSpeed == 2800)
    }
  }

  @Test("wait brakes with the nominal curve, stretch with a gentler one")
  func waitVersusStretch() throws {
    for profile in Machines.plannedProfiles {
      let motion = Machines.motion(profile)
      let nominal = motion.nominalBrakingDistance(speed: 2800)
      for target in 0..<21 {
        let wait = Simulation.record(drum: 0, of: Machines.planned(profile, .wait), target: target)
        let stretch = Simulation.record(
          drum: 0, of: Machines.planned(profile, .stretch), target: target)
        // Both aim at the first target at or beyond the nominal distance from the request.
        #expect(wait.result.travel == stretch.result.travel)
        // wait: the nominal curve starts between two ticks, at most one revolution later.
        let waitRequest = try #require(wait.result.stopRequestTick)
        let waitBraking = try #require(wait.result.brakingStartTick)
        let waitDistance = try #require(wait.result.brakingDistance)
        #expect(abs(waitDistance - nominal) <= 1e-6)
        #expect(Double(waitBraking - waitRequest) * 2800 / 240 <= 2100 + 1e-6)
        // stretch: brakes at the request over at least the nominal distance.
        let stretchDistance = try #require(stretch.result.brakingDistance)
        #expect(stretch.result.brakingStartTick == stretch.result.stopRequestTick)
        #expect(stretchDistance >= nominal - 1e-9)
        #expect(try #require(stretch.result.settleTick) >= #require(wait.result.settleTick))
      }
    }
  }
}
