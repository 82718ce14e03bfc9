import Testing

@testable import ReelKit
@testable import ReelMotion

@Suite("The fixed strategy: one spin length for every target")
struct FixedLandingTests {
  /// The test machine with the fixed strategy and `brakeTime`.
  static func machine(
    _ profile: BrakingProfile, brakeTime: Double, symbolHeight: Double = 100,
    startIndices: [Int] = [0, 0, 0]
  ) -> MachineSpec {
    var motion = Machines.motion(profile, .fixed)
    motion.brakeTime = brakeTime
    return Machines.machine(motion, symbolHeight: symbolHeight, startIndices: startIndices)
  }

  /// A 12-segment prize wheel as one drum: 30 pt a segment (pt read as degrees), two turns a
  /// second, resting 3 s after the request (`Configs/wheel-fixed.json`).
  static let wheel: MachineSpec = {
    let strip = ["J", "2", "5", "M", "3", "10", "2", "M", "3", "20", "2", "5"]
    let motion = MotionParameters(
      profile: .cubic, strategy: .fixed, cruiseSpeed: 720, acceleration: 1440,
      maxDeceleration: 720, brakeTime: 3)
    let drum = DrumSpec(
      geometry: DrumGeometry(strip: strip, symbolHeight: 30, visibleRows: 1), motion: motion,
      stopRequestTime: 1.5)
    return MachineSpec(name: "wheel", drums: [drum], clock: Machines.clock, maxDuration: 30)
  }()

  /// Spins every target of every drum of `spec`: each lands exactly, within the limit, never
  /// backwards before its bounce, braking from the request; all targets of a drum rest on
  /// one tick, `brakeTime` (plus the back settle) after the request.
  static func expectOneLength(_ spec: MachineSpec) throws {
    #expect(spec.issues().isEmpty)
    for drum in spec.drums.indices {
      let motion = spec.drums[drum].motion
      var settleTicks = Set<Int>()
      for target in spec.drums[drum].geometry.strip.indices {
        let run = Simulation.record(drum: drum, of: spec, target: target)
        Expect.exactLanding(run, spec: spec.drums[drum], target: target)
        let result = run.result
        #expect(result.method == .fixed)
        let request = try #require(result.stopRequestTick)
        #expect(result.brakingStartTick == request)
        let settle = try #require(result.settleTick)
        settleTicks.insert(settle)
        let curve = motion.brakeTime + (motion.profile == .back ? motion.settleTime : 0)
        // The first tick at or after the curve's end (up to rounding of the sum).
        #expect(spec.clock.time(atTick: settle - request) >= curve - 1e-9)
        #expect(spec.clock.time(atTick: settle - request - 1) < curve + 1e-9)
        // Monotone: never backwards until the bounce turns round.
        let forward = run.samples[request...].prefix { $0.velocity >= 0 }
        #expect(zip(forward, forward.dropFirst()).allSatisfy { $0.travel <= $1.travel })
        if motion.profile != .back {
          #expect(forward.count == run.samples.count - request)
        }
      }
      #expect(settleTicks.count == 1, "drum \(drum) rests on \(settleTicks.sorted())")
    }
  }

  @Test("every target rests on the same tick", arguments: Machines.plannedProfiles, [1.2, 2.0])
  func oneLength(profile: BrakingProfile, brakeTime: Double) throws {
    try Self.expectOneLength(Self.machine(profile, brakeTime: brakeTime))
  }

  @Test("a 137.5 pt symbol and other start indices rest on one tick too")
  func fractionalSymbolHeight() throws {
    for profile in Machines.plannedProfiles {
      try Self.expectOneLength(
        Self.machine(profile, brakeTime: 2, symbolHeight: 137.5, startIndices: [5, 13, 20]))
    }
  }

  @Test("the 12-segment wheel rests 3 s after its request whatever the segment")
  func wheel() throws {
    try Self.expectOneLength(Self.wheel)
    let settle = Simulation.record(drum: 0, of: Self.wheel, target: 7).result.settleTick
    #expect(settle == 1080)  // request at 1.5 s (tick 360) + 3 s
  }

  @Test("at the shortest brakeTime the check allows, every target still lands on one tick")
  func shortestAllowed() throws {
    for profile in Machines.plannedProfiles {
      let motion = Self.machine(profile, brakeTime: 1).drums[0].motion
      let shortest = FixedTimeBraking.shortestDuration(
        speed: 2800, maxDeceleration: motion.maxDeceleration,
        overshoot: profile == .back ? motion.overshoot : 0, stripLength: 2100)
      let allowed = (shortest * 1000).rounded(.up) / 1000
      try Self.expectOneLength(Self.machine(profile, brakeTime: allowed))
      let tooShort = Self.machine(profile, brakeTime: allowed - 0.001)
      #expect(tooShort.issues().map(\.field).contains("drums[0].motion.brakeTime"))
    }
    // Without overshoot and with T ≥ 3V/d: T = L/(0.75·V) + V/d.
    let closedForm = 2100 / (0.75 * 2800) + 2800.0 / 24_000
    let found = FixedTimeBraking.shortestDuration(
      speed: 2800, maxDeceleration: 24_000, stripLength: 2100)
    #expect(abs(found - closedForm) <= 1e-9)
  }

  @Test("a brakeTime too short for the strip is rejected with the rule")
  func tooShort() throws {
    let issues = Self.machine(.cubic, brakeTime: 0.3).issues()
    let issue = try #require(issues.first)
    #expect(issues.count == 3)  // one per drum
    #expect(issue.field == "drums[0].motion.brakeTime")
    #expect(
      issue.message
        == "0.3 s at cruiseSpeed 2800 pt/s reaches only targets 240 … 595 pt ahead, less than "
        + "one strip length 2100 pt: some targets cannot be reached in that time (allowed: at "
        + "least 1.117 s for this speed, deceleration and strip; about "
        + "L/(0.75·cruiseSpeed) + cruiseSpeed/maxDeceleration)")
    let stop = try #require(Self.machine(.cubic, brakeTime: 0.05).issues().first)
    #expect(
      stop.message.hasPrefix(
        "0.05 s is too short to stop from cruiseSpeed 2800 pt/s within maxDeceleration 24000 "
          + "pt/s² (allowed: at least 1.117 s"))
    // Other strategies ignore brakeTime; its range is checked whatever the strategy.
    var motion = Machines.motion(.cubic, .wait)
    motion.brakeTime = 0.3
    #expect(Machines.machine(motion).issues().isEmpty)
    motion.brakeTime = 0
    #expect(motion.issues().map(\.field) == ["brakeTime"])
  }

  @Test("the family covers its reach within the limit, forwards, from V to rest")
  func family() throws {
    for (duration, limit) in [(1.2, 24_000.0), (0.2, 24_000.0), (0.18, 24_000.0), (3, 720.0)] {
      let speed = limit == 720 ? 720.0 : 2800
      let family = FixedTimeBraking(speed: speed, duration: duration, maxDeceleration: limit)
      let ratios = try #require(family.ratios)
      for step in 0...40 {
        let k = ratios.lowerBound + (ratios.upperBound - ratios.lowerBound) * Double(step) / 40
        let distance = k * speed * duration
        let peak = family.peakDeceleration(ratio: k)
        #expect(peak <= limit * (1 + 1e-12))
        var previous = FixedTimeBraking.evaluate(
          ratio: k, distance: distance, speed: speed, u: 0)
        #expect(abs(previous.distance) <= 1e-9 * distance)
        #expect(previous.velocity == speed)
        var hardest = 0.0
        let steps = 4000
        for i in 1...steps {
          let u = Double(i) / Double(steps)
          let point = FixedTimeBraking.evaluate(ratio: k, distance: distance, speed: speed, u: u)
          #expect(point.velocity >= 0 && point.velocity <= previous.velocity)
          #expect(point.distance >= previous.distance)
          hardest = max(hardest, (previous.velocity - point.velocity) * Double(steps) / duration)
          previous = point
        }
        #expect(previous.distance == distance)
        #expect(previous.velocity == 0)
        // The closed-form peak is the sampled one (mean over a step ≤ the peak).
        #expect(hardest <= peak * (1 + 1e-9) && hardest >= peak * 0.99)
      }
    }
    // Too short for even the smoothstep: no curve.
    #expect(FixedTimeBraking(speed: 2800, duration: 0.1, maxDeceleration: 24_000).ratios == nil)
  }

  @Test("same inputs, same bytes: two runs and the frame loop agree")
  func determinism() {
    let spec = Self.machine(.back, brakeTime: 1.5)
    for target in [0, 7, 20] {
      let first = Simulation.record(drum: 2, of: spec, target: target)
      let second = Simulation.record(drum: 2, of: spec, target: target)
      #expect(first.samples == second.samples)
      #expect(first.result == second.result)
    }
    var machine = SpinMachine(spec: spec, targets: [3, 9, 14])
    _ = Simulation.frameLoop(&machine)
    #expect(machine.results[1] == Simulation.record(drum: 1, of: spec, target: 9).result)
  }

  @Test("a drum teased slower than its reach falls back to wait and still lands exactly")
  func teaseFallsBack() throws {
    let spec = Self.machine(.cubic, brakeTime: 1.2)
    var events: [SpinEvent] = []
    var drum = DrumSimulator(
      drum: 0, spec: spec.drums[0], clock: spec.clock, target: 11, events: &events)
    while drum.phase != .cruising { drum.step(into: &events) }
    drum.apply(.anticipate(stopTick: 400, teaseSpeed: 600), into: &events)
    while !drum.isStopped, drum.tick < spec.watchdogTick { drum.step(into: &events) }
    #expect(drum.result.method == .fixedFallbackWait)
    #expect(drum.result.offset == 1100)
    #expect(drum.result.landingError <= 1e-6)
  }
}
