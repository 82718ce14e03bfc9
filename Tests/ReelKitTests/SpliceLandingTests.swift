import Testing

@testable import ReelKit

@Suite("The splice strategy: the schedule kept exactly, the target spliced in out of sight")
struct SpliceLandingTests {
  /// The test machine with the splice strategy.
  static func machine(
    _ profile: BrakingProfile, symbolHeight: Double = 100, startIndices: [Int] = [0, 0, 0]
  ) -> MachineSpec {
    Machines.machine(
      Machines.motion(profile, .splice), symbolHeight: symbolHeight, startIndices: startIndices)
  }

  /// Every target of every drum lands exactly with the splice method at one cruise speed,
  /// braking at the request; all targets of a drum rest on one tick, and every drum rests
  /// the same number of ticks after its request, so the stop intervals are the request
  /// intervals. Returns each drum's settle tick.
  @discardableResult
  static func expectSchedule(_ spec: MachineSpec) throws -> [Int] {
    #expect(spec.issues().isEmpty)
    var settles: [Int] = []
    var latencies = Set<Int>()
    for drum in spec.drums.indices {
      var settleTicks = Set<Int>()
      for target in spec.drums[drum].geometry.strip.indices {
        let run = Simulation.record(drum: drum, of: spec, target: target)
        Expect.exactLanding(run, spec: spec.drums[drum], target: target)
        let result = run.result
        #expect(result.method == .splice)
        #expect(result.cruiseSpeed == spec.drums[drum].motion.cruiseSpeed)
        let request = try #require(result.stopRequestTick)
        #expect(request >= spec.clock.tick(atOrAfter: spec.drums[drum].stopRequestTime))
        #expect(result.brakingStartTick == request)
        let settle = try #require(result.settleTick)
        settleTicks.insert(settle)
        latencies.insert(settle - request)
        if let splice = result.splice {
          #expect(splice.tick == request)
          #expect(splice.stops == spec.drums[drum].geometry.windowIndices(restingAt: target))
          #expect(splice.symbols == result.window)
          #expect(Set(splice.kept.map(\.index)).isDisjoint(with: splice.stops))
        }
      }
      #expect(settleTicks.count == 1, "drum \(drum) rests on \(settleTicks.sorted())")
      settles.append(settleTicks.min() ?? 0)
    }
    #expect(latencies.count == 1, "request to rest: \(latencies.sorted()) ticks")
    return settles
  }

  /// Runs `targets` on `spec` with traces and checks the window at rest and that no visible
  /// symbol changed in place on any tick.
  static func expectNoVisibleChange(_ spec: MachineSpec, targets: [Int]) throws {
    let result = try SpinRunner(spec: spec, targets: targets, recordsTrace: true).runInline()
    #expect(result.allStopped)
    try SymbolWindow.check(result, on: spec)
    try result.checkNoVisibleChange(on: spec)
  }

  @Test("every target keeps the schedule to the tick", arguments: Machines.plannedProfiles)
  func schedule(profile: BrakingProfile) throws {
    let settles = try Self.expectSchedule(Self.machine(profile))
    // Requests 0.3 s (72 ticks) apart: so are the stops.
    #expect(zip(settles, settles.dropFirst()).map { $1 - $0 } == [72, 72])
  }

  @Test("a 137.5 pt symbol and other start indices keep the schedule too")
  func fractionalSymbolHeight() throws {
    for profile in Machines.plannedProfiles {
      try Self.expectSchedule(
        Self.machine(profile, symbolHeight: 137.5, startIndices: [5, 13, 20]))
    }
  }

  @Test("cubic brakes with the nominal curve's time and distance when it lands on a symbol")
  func nominalCurve() {
    let motion = Machines.motion(.cubic, .splice)
    let family = FixedTimeBraking.splice(motion: motion, speed: 2800, geometry: Machines.geometry())
    #expect(family.duration == 2 * 2800 / motion.maxDeceleration)
    #expect(family.reach?.lowerBound == motion.nominalBrakingDistance(speed: 2800))
  }

  @Test(
    "no visible symbol changes in place, for every target of every drum",
    arguments: Machines.plannedProfiles)
  func noVisibleChange(profile: BrakingProfile) throws {
    for spec in [
      Self.machine(profile), Self.machine(profile, symbolHeight: 137.5, startIndices: [5, 13, 20]),
    ] {
      for target in spec.drums[0].geometry.strip.indices {
        try Self.expectNoVisibleChange(
          spec, targets: [target, (target + 7) % 21, (target + 13) % 21])
      }
    }
  }

  @Test("the check catches a splice drawn without its kept symbols")
  func checkCatchesChange() throws {
    let spec = Self.machine(.cubic)
    var caught = 0
    for target in 0..<21 {
      var result = try SpinRunner(
        spec: spec, targets: [target, target, target], recordsTrace: true
      )
      .runInline()
      guard result.drums[0].splice != nil else { continue }
      result.drums[0].splice?.kept = []
      #expect(throws: VisibleChange.self) { try result.checkNoVisibleChange(on: spec) }
      caught += 1
    }
    #expect(caught >= 19)
  }

  @Test("a braking distance of about one strip cannot splice out of sight and waits")
  func aboutOneStrip() throws {
    var motion = Machines.motion(.cubic, .splice)
    // 2v²/(3d) = 2090.7 pt ≈ L = 2100 pt: the landing window is the window in sight.
    motion.maxDeceleration = 2500
    let spec = Machines.machine(motion, maxDuration: 30)
    #expect(spec.issues().isEmpty)
    var fallbacks = 0
    for target in 0..<21 {
      let run = Simulation.record(drum: 0, of: spec, target: target)
      Expect.exactLanding(run, spec: spec.drums[0], target: target)
      #expect(run.result.splice == nil)
      if run.result.method == .spliceFallbackWait { fallbacks += 1 }
    }
    #expect(fallbacks >= 20)
  }

  @Test("a braking distance shorter than the window lands beyond it, at the same time for all")
  func shortBraking() throws {
    var motion = Machines.motion(.cubic, .splice)
    motion.maxDeceleration = 60_000  // D₀ = 87 pt: the landing is at least 3 symbols ahead
    let settles = try Self.expectSchedule(Machines.machine(motion))
    #expect(zip(settles, settles.dropFirst()).map { $1 - $0 } == [72, 72])
    let family = FixedTimeBraking.splice(
      motion: motion, speed: 2800, geometry: Machines.geometry())
    #expect(family.reach.map { $0.upperBound >= 400 } == true)
  }

  @Test("frames drawn between ticks show the kept symbols, and the window at rest")
  func frames() throws {
    let spec = Self.machine(.back)
    var machine = SpinMachine(spec: spec, targets: [3, 9, 17])
    var previous: [[VisibleSymbol]] = []
    var previousTravel: [Double] = []
    while !machine.isFinished {
      _ = machine.step()
      for fraction in [0.25, 0.5, 0.75, 1.0] {
        let time = machine.time - spec.clock.timeStep * (1 - fraction)
        let frames = machine.sample(at: time)
        if !previous.isEmpty {
          for (drum, frame) in frames.enumerated() {
            let moved = frame.travel - previousTravel[drum]
            for old in previous[drum] {
              if let new = frame.symbols.first(where: {
                abs($0.position - old.position - moved) < 1e-6
              }) {
                #expect(new.symbol == old.symbol, "drum \(drum) at \(time) s")
              }
            }
          }
        }
        previous = frames.map(\.symbols)
        previousTravel = frames.map(\.travel)
      }
    }
    let last = machine.sample(at: machine.time)
    for (drum, target) in [3, 9, 17].enumerated() {
      #expect(last[drum].window == spec.drums[drum].geometry.window(restingAt: target))
      #expect(last[drum].restingIndex == target)
    }
  }
}
