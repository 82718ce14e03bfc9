import Testing

@testable import ReelKit

/// Summary-only spins jump over quiet cruise ticks (``DrumSimulator/skipCruise(before:)``);
/// their results must equal the stepped simulation's exactly.
@Suite("Summary-only spins equal stepped spins")
struct SummaryOnlyTests {
  static let cases: [(BrakingProfile, LandingStrategy)] =
    Machines.plannedProfiles.flatMap { profile in
      LandingStrategy.allCases.map { (profile, $0) }
    } + [(.classic, .wait)]

  @Test(arguments: cases.indices)
  func everyTargetGivesTheSameResult(index: Int) throws {
    let (profile, strategy) = Self.cases[index]
    for motion in [Machines.motion(profile, strategy), Self.variant(profile, strategy)] {
      let spec = Machines.machine(motion, startIndices: [0, 5, 13])
      for target in 0..<Machines.strip.count {
        let targets = [target, (target + 7) % 21, (target + 14) % 21]
        let stepped = try SpinRunner(spec: spec, targets: targets, recordsTrace: true).runInline()
        let skipped = try SpinRunner(spec: spec, targets: targets).runInline()
        #expect(skipped.drums == stepped.drums, "\(profile) \(strategy) targets \(targets)")
        #expect(skipped.events == stepped.events)
        for (drum, result) in skipped.drums.enumerated() {  // travel bit for bit
          #expect(result.travel.bitPattern == stepped.drums[drum].travel.bitPattern)
        }
      }
    }
  }

  @Test func classicOverrunWithMissesGivesTheSameResult() throws {
    let spec = Machines.machine(Machines.classicOverrun(), maxDuration: 30)
    for target in 0..<Machines.strip.count {
      let targets = [target, target, target]
      let stepped = try SpinRunner(spec: spec, targets: targets, recordsTrace: true).runInline()
      let skipped = try SpinRunner(spec: spec, targets: targets).runInline()
      #expect(skipped.drums == stepped.drums)
    }
  }

  @Test func skippingActuallyJumps() throws {
    var events: [SpinEvent] = []
    var drum = DrumSimulator(
      drum: 0, spec: Machines.machine(Machines.motion(.cubic)).drums[0], clock: Machines.clock,
      target: 3, events: &events)
    for _ in 0..<60 { drum.step(into: &events) }
    #expect(drum.phase == .cruising)
    drum.skipCruise(before: 10_000)
    #expect(drum.tick == 239)  // the stop request is scheduled at 1.0 s = tick 240
  }

  /// A second motion per case: wind-back, a minimum of 3 revolutions and a slower ramp.
  static func variant(_ profile: BrakingProfile, _ strategy: LandingStrategy) -> MotionParameters {
    var motion = Machines.motion(profile, strategy)
    motion.windBackDistance = 30
    motion.minimumRevolutions = 3
    motion.acceleration = 7000
    return motion
  }
}

/// The documented memory cost of a trace.
@Suite("Trace memory")
struct TraceMemoryTests {
  @Test func aTraceCosts48BytesPerTick() {
    #expect(MemoryLayout<DrumSample>.stride == 48)
  }

  @Test func aTraceIsSizedBeforeItIsFilled() throws {
    var events: [SpinEvent] = []
    let spec = Machines.machine(Machines.motion(.cubic))
    for (index, drum) in spec.drums.enumerated() {
      let simulator = DrumSimulator(
        drum: index, spec: drum, clock: spec.clock, target: 20, events: &events)
      let result = try SpinRunner(spec: spec, targets: [20, 20, 20], recordsTrace: true)
        .runInline()
      #expect(simulator.expectedStopTick >= result.drums[index].settleTick!)
    }
  }
}
