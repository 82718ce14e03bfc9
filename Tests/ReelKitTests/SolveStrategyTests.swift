import Testing

@testable import ReelKit
@testable import ReelMotion

@Suite("The solve strategy")
struct SolveStrategyTests {
  @Test(
    "solves with a bounded speed factor and brakes at the request tick",
    arguments: Machines.plannedProfiles)
  func solves(profile: BrakingProfile) throws {
    let spec = Machines.planned(profile, .solve)
    for (drum, target) in Simulation.everyTarget(of: spec) {
      let run = Simulation.record(drum: drum, of: spec, target: target)
      let result = run.result
      let drumSpec = spec.drums[drum]
      Expect.exactLanding(run, spec: drumSpec, target: target)
      // Drums 1 and 2 (stop requests at 1.3 s and 1.6 s) can reach every target within 30 %.
      if drum > 0 { #expect(result.method == .solve, "drum \(drum) target \(target)") }
      guard result.method == .solve else {
        #expect(result.method == .solveFallbackWait)
        #expect(run.simulator.solvedLanding == nil)
        continue
      }
      let solved = try #require(run.simulator.solvedLanding)
      #expect(abs(result.speedFactor - 1) <= drumSpec.motion.maxSpeedAdjust)
      #expect(result.speedFactor == solved.speedFactor)
      #expect(result.cruiseSpeed == solved.speed)
      #expect(result.peakSpeed == solved.speed)
      #expect(result.travel == solved.landingTravel)
      let request = try #require(result.stopRequestTick)
      #expect(request == solved.requestTick)
      #expect(result.brakingStartTick == request)
      let scheduled = spec.clock.tick(atOrAfter: drumSpec.stopRequestTime)
      if drum > 0 || run.samples[scheduled].travel >= drumSpec.geometry.stripLength {
        #expect(request == scheduled, "drum \(drum) target \(target)")
      }
      let cruise = run.samples[result.cruiseTick!..<request]
      #expect(cruise.allSatisfy { $0.velocity == solved.speed })
      let kinds = run.events.filter { $0.tick == request }.map(\.kind)
      let distance = result.travel - run.samples[request].travel
      #expect(kinds == [.stopRequested, .brakingStarted(target: target, distance: distance)])
    }
  }

  @Test(
    "falls back to wait without room to adjust, and still lands exactly",
    arguments: Machines.plannedProfiles, [0, 1e-6])
  func fallsBack(profile: BrakingProfile, adjust: Double) throws {
    let spec = Machines.machine(Machines.motion(profile, .solve, maxSpeedAdjust: adjust))
    let nominal = spec.drums[0].motion.nominalBrakingDistance(speed: 2800)
    for (drum, target) in Simulation.everyTarget(of: spec) {
      let run = Simulation.record(drum: drum, of: spec, target: target)
      let result = run.result
      Expect.exactLanding(run, spec: spec.drums[drum], target: target)
      #expect(result.method == .solveFallbackWait)
      #expect(run.simulator.solvedLanding == nil)
      #expect(result.speedFactor == 1)
      #expect(result.cruiseSpeed == 2800)
      // Like wait: the nominal curve, starting at most one revolution after the request.
      let request = try #require(result.stopRequestTick)
      let braking = try #require(result.brakingStartTick)
      #expect(request == spec.clock.tick(atOrAfter: spec.drums[drum].stopRequestTime))
      #expect(braking >= request)
      #expect(Double(braking - request) * 2800 / 240 <= 2100 + 1e-6)
      #expect(abs(try #require(result.brakingDistance) - nominal) <= 1e-6)
    }
  }

  /// Whether some cruise speed factor in `range` lands on `target`, scanned finely on the
  /// timeline the simulator itself follows: the travel at the stop request plus the nominal
  /// braking distance must cross a landing travel `q·h` of the target.
  static func reachable(drum spec: DrumSpec, target: Int, range: ClosedRange<Double>) -> Bool {
    let timeline = SpinUpTimeline(spec: spec, clock: Machines.clock)
    let geometry = spec.geometry
    var previous: (ramp: Int, request: Int, reach: Double)?
    for step in 0...6000 {
      let factor = range.lowerBound + (range.upperBound - range.lowerBound) * Double(step) / 6000
      let speed = factor * spec.motion.cruiseSpeed
      let request = timeline.stopRequestTick(speed: speed)
      let travel = timeline.cruiseSegment(speed: speed).state(
        atTick: request, clock: Machines.clock)
      let reach = travel.travel + spec.motion.nominalBrakingDistance(speed: speed)
      let ramp = timeline.rampTicks(speed: speed)
      if let previous, previous.ramp == ramp, previous.request == request {
        var symbols = Int((previous.reach / geometry.symbolHeight).rounded(.up))
        while Double(symbols) * geometry.symbolHeight <= reach {
          if geometry.wrapIndex(spec.startIndex + symbols) == target { return true }
          symbols += 1
        }
      }
      previous = (ramp, request, reach)
    }
    return false
  }

  @Test("falls back only when no speed factor in range works", arguments: [0.3, 0.5])
  func fallsBackOnlyWhenNeeded(adjust: Double) {
    for profile in Machines.plannedProfiles {
      let spec = Machines.machine(Machines.motion(profile, .solve, maxSpeedAdjust: adjust))
      var fallbacks = 0
      for (drum, target) in Simulation.everyTarget(of: spec) {
        let run = Simulation.record(drum: drum, of: spec, target: target)
        let reachable = Self.reachable(
          drum: spec.drums[drum], target: target, range: (1 - adjust)...(1 + adjust))
        if run.result.method == .solveFallbackWait { fallbacks += 1 }
        #expect(
          (run.result.method == .solve) == reachable, "\(profile) drum \(drum) target \(target)")
      }
      // The 1.0 s drum is too short to reach every target.
      #expect(fallbacks > 0)
    }
  }
}
