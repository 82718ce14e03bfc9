import Testing

@testable import ReelKit

@Suite("Slam stop")
struct SlamTests {
  static let targets = [7, 0, 20]
  static let startIndices = [3, 0, 19]

  /// Every planned profile with every strategy, and classic.
  static let motions: [(BrakingProfile, LandingStrategy)] =
    Machines.plannedProfiles.flatMap { profile in
      LandingStrategy.allCases.map { (profile, $0) }
    } + [(.classic, .wait)]

  /// The longest a slam from cruise at `v` can take: a stretched curve over one revolution plus the
  /// nominal distance (classic drums land on the cubic curve), and the back profile's settle.
  static func longestBrake(_ drum: DrumSpec, speed v: Double) -> Double {
    let motion = drum.motion
    let d = motion.maxDeceleration
    let length = drum.geometry.stripLength
    switch motion.profile {
    case .linear: return 2 * (length + v * v / (2 * d)) / v
    case .back: return 3 * (length + 2 * v * v / (3 * d)) / v + motion.settleTime
    default: return 3 * (length + 2 * v * v / (3 * d)) / v
    }
  }

  /// The spin without controls, per drum.
  static func reference(_ spec: MachineSpec) -> [DrumResult] {
    spec.drums.indices.map {
      Controlled.run(drum: $0, of: spec, target: targets[$0]).simulator.result
    }
  }

  @Test(
    "a slam at any tick lands every drum exactly, within the deceleration limit",
    arguments: motions.indices)
  func everyTick(motion index: Int) throws {
    let (profile, strategy) = Self.motions[index]
    let spec = Machines.machine(
      Machines.motion(profile, strategy), startIndices: Self.startIndices)
    let reference = Self.reference(spec)
    let end = try #require(reference.compactMap(\.settleTick).max())
    for drum in spec.drums.indices {
      let motion = spec.drums[drum].motion
      let limit = motion.maxDeceleration * (1 + 1e-9)
      for slamTick in 0...end {
        let context: Comment = "\(profile)/\(strategy) drum \(drum) slam at \(slamTick)"
        let (simulator, events) = Controlled.run(
          drum: drum, of: spec, target: Self.targets[drum],
          commands: [TimedCommand(tick: slamTick, command: .slam(instant: false))])
        Controlled.expectRestsExactly(simulator, on: Self.targets[drum], context)
        let result = simulator.result
        let before = reference[drum]
        guard let settle = result.settleTick, let referenceSettle = before.settleTick,
          let cruise = before.cruiseTick, let request = before.stopRequestTick,
          let braking = before.brakingStartTick
        else {
          Issue.record("did not stop: \(context)")
          continue
        }
        guard slamTick < referenceSettle else {
          #expect(result == before, context)
          continue
        }
        #expect(events.filter { $0.kind == .slammed }.map(\.tick) == [slamTick], context)
        Controlled.expectDrumOrder(events.filter { $0.kind != .slammed }, context)
        // Classic drums too: a slam lands them on a planned (cubic) curve.
        #expect(result.landingError <= 1e-6, context)
        #expect(result.windowMisses == before.windowMisses, context)
        // A classic drum inside its slow zone already jumped to its slow speed.
        if profile.isPlanned || slamTick < braking {
          #expect(result.peakDeceleration <= limit, context)
        }
        if slamTick < request {
          // A drum still spinning up brakes once it cruises: from a crawl, the nearest
          // target could be a whole revolution away at a fraction of the speed.
          let slamRequest = max(slamTick, cruise)
          #expect(result.stopRequestTick == slamRequest, context)
          #expect(result.requestSource == .slam, context)
          #expect(result.brakingStartTick == slamRequest, context)
          // Never nearer than the nominal distance of the curve it lands on.
          let curve: BrakingProfile = profile.isPlanned ? profile : .cubic
          let nominal = curve.nominalDistance(
            speed: result.cruiseSpeed, maxDeceleration: motion.maxDeceleration,
            overshoot: motion.overshoot)
          #expect((result.brakingDistance ?? -1) >= nominal - 1e-9, context)
          // The nearest reachable target is less than a revolution past the nominal point.
          let seconds = spec.clock.time(atTick: settle - slamRequest - 1)
          #expect(
            seconds <= Self.longestBrake(spec.drums[drum], speed: result.cruiseSpeed), context)
        }
        if profile.isPlanned && braking <= slamTick {
          // Already on its landing curve: the slam changes nothing.
          #expect(settle == referenceSettle, context)
          #expect(result.travel == before.travel, context)
        }
      }
    }
  }

  @Test("SpinMachine.slam() now equals a scripted slam at that tick", arguments: [0.1, 0.5, 1.1])
  func liveSlam(at seconds: Double) throws {
    let spec = Machines.planned(.cubic, .wait, startIndices: Self.startIndices)
    let scripted = Controlled.frameLoop(
      spec, targets: Self.targets, controls: SpinControls(slam: .init(at: seconds)))
    var machine = SpinMachine(spec: spec, targets: Self.targets)
    var events = machine.startEvents
    while machine.time < seconds { events += machine.step() }
    events += machine.slam()
    events += Simulation.frameLoop(&machine).dropFirst(machine.startEvents.count)
    #expect(machine.results == scripted.machine.results)
    #expect(events == scripted.events)
    #expect(events.filter { $0.kind == .slammed }.count == 3)
    let tick = spec.clock.tick(atOrAfter: seconds)
    let reference = Self.reference(spec)
    for (drum, result) in machine.results.enumerated()
    where (reference[drum].stopRequestTick ?? 0) > tick {
      #expect(result.requestSource == .slam, "drum \(drum)")
    }
    Controlled.expectSpinOrder(events, drums: 3, "slam at \(seconds)")
  }

  @Test(
    "an instant slam rests every moving drum on its target at once", arguments: [0.1, 0.5, 1.2])
  func instant(at seconds: Double) throws {
    let spec = Machines.planned(.back, .stretch, startIndices: Self.startIndices)
    let reference = Self.reference(spec)
    let controls = SpinControls(slam: .init(at: seconds, instant: true))
    let (machine, events) = Controlled.frameLoop(spec, targets: Self.targets, controls: controls)
    let tick = spec.clock.tick(atOrAfter: seconds)
    for (drum, simulator) in machine.drums.enumerated() {
      let context: Comment = "drum \(drum) instant slam at \(seconds)"
      Controlled.expectRestsExactly(simulator, on: Self.targets[drum], context)
      if (reference[drum].brakingStartTick ?? 0) > tick {
        #expect(simulator.result.settleTick == tick, context)
        #expect(simulator.result.reachedTargetTick == tick, context)
      } else {
        // Documented: a drum already on its landing curve keeps it.
        #expect(simulator.result.settleTick == reference[drum].settleTick, context)
      }
    }
    Controlled.expectSpinOrder(events, drums: 3, "instant slam at \(seconds)")
  }

  @Test(
    "slamming some drums leaves the others on schedule",
    arguments: [[0], [1], [2], [0, 2], [1, 2]])
  func someDrums(chosen: [Int]) async throws {
    for (profile, strategy) in Self.motions {
      let spec = Machines.machine(
        Machines.motion(profile, strategy), startIndices: Self.startIndices)
      let reference = try await SpinRunner(spec: spec, targets: Self.targets).run()
      let controls = SpinControls(slam: .init(at: 0.8, drums: chosen))
      let spin = try await SpinRunner(spec: spec, targets: Self.targets, controls: controls).run()
      for drum in spec.drums.indices {
        let context: Comment = "\(profile)/\(strategy) drum \(drum) slammed \(chosen)"
        let slammed = spin.events.contains { $0.drum == drum && $0.kind == .slammed }
        #expect(slammed == chosen.contains(drum), context)
        if chosen.contains(drum) {
          #expect(spin.drums[drum].isStopped, context)
          #expect(spin.drums[drum].requestSource == .slam, context)
          #expect(spin.drums[drum].offset == reference.drums[drum].offset, context)
        } else {
          #expect(spin.drums[drum] == reference.drums[drum], context)
          #expect(
            spin.events.filter { $0.drum == drum } == reference.events.filter { $0.drum == drum },
            context)
        }
      }
    }
  }
}
