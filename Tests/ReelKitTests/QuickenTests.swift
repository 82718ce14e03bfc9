import Testing

@testable import ReelKit

@Suite("Quicken")
struct QuickenTests {
  static let targets = [12, 4, 19]
  static let startIndices = [5, 0, 17]

  /// Every planned profile with every strategy, and classic.
  static let motions: [(BrakingProfile, LandingStrategy)] = SlamTests.motions

  @Test(
    "pending stop requests move to now + remaining·factor and still land exactly",
    arguments: motions.indices, [0.25, 0.6, 1.0])
  func movesEarlier(motion index: Int, factor: Double) throws {
    let (profile, strategy) = Self.motions[index]
    let spec = Machines.machine(
      Machines.motion(profile, strategy), startIndices: Self.startIndices)
    for drum in spec.drums.indices {
      let target = Self.targets[drum]
      let reference = Controlled.run(drum: drum, of: spec, target: target).simulator.result
      let scheduled = spec.clock.tick(atOrAfter: spec.drums[drum].stopRequestTime)
      // The earliest tick a request can fire: cruising with one revolution done.
      let earliest = try #require(
        Controlled.run(
          drum: drum, of: spec, target: target,
          commands: [TimedCommand(tick: 0, command: .quicken(factor: 1e-9))]
        ).simulator.result.stopRequestTick)
      #expect(earliest < scheduled)
      let limit = spec.drums[drum].motion.maxDeceleration * (1 + 1e-9)
      for now in stride(from: 0, through: scheduled + 20, by: 2) {
        let context: Comment = "\(profile)/\(strategy) drum \(drum) quicken ×\(factor) at \(now)"
        let (simulator, events) = Controlled.run(
          drum: drum, of: spec, target: target,
          commands: [TimedCommand(tick: now, command: .quicken(factor: factor))])
        Controlled.expectRestsExactly(simulator, on: target, context)
        Controlled.expectDrumOrder(events, context)
        let result = simulator.result
        if profile.isPlanned {
          #expect(result.peakDeceleration <= limit, context)
          #expect(result.landingError <= 1e-6, context)
        }
        guard now < scheduled else {
          // The request already fired (or fires on this tick): nothing moves.
          #expect(result == reference, context)
          continue
        }
        let moved = now + Int((Double(scheduled - now) * factor).rounded(.up))
        #expect(result.stopRequestTick == max(moved, earliest), context)
        #expect((result.stopRequestTick ?? .max) <= (reference.stopRequestTick ?? 0), context)
        #expect(result.requestSource == .quicken, context)
      }
    }
  }

  @Test("SpinMachine.quicken(by:) now equals a scripted quicken", arguments: [0.2, 0.7, 1.1])
  func live(at seconds: Double) throws {
    let spec = Machines.planned(.back, .wait, startIndices: Self.startIndices)
    let controls = SpinControls(quickenAt: seconds, quickenFactor: 0.5)
    let scripted = Controlled.frameLoop(spec, targets: Self.targets, controls: controls)
    var machine = SpinMachine(spec: spec, targets: Self.targets)
    var events = machine.startEvents
    while machine.time < seconds { events += machine.step() }
    events += machine.quicken(by: 0.5)
    events += Simulation.frameLoop(&machine).dropFirst(machine.startEvents.count)
    #expect(machine.results == scripted.machine.results)
    #expect(events == scripted.events)
    Controlled.expectSpinOrder(events, drums: 3, "quicken at \(seconds)")
    let unquickened = Controlled.frameLoop(spec, targets: Self.targets, controls: nil)
    let now = spec.clock.tick(atOrAfter: seconds)
    for (drum, result) in machine.results.enumerated() {
      let before = unquickened.machine.results[drum]
      if (before.stopRequestTick ?? 0) > now {
        #expect((result.stopRequestTick ?? .max) < (before.stopRequestTick ?? 0), "drum \(drum)")
        #expect(result.requestSource == .quicken)
      } else {
        #expect(result == before, "drum \(drum)")
      }
    }
  }

  @Test("a quicken without its factor halves, one after every request changes nothing")
  func defaultsAndNoEffect() async throws {
    let spec = Machines.planned(.cubic, .stretch)
    let plain = try await SpinRunner(spec: spec, targets: Self.targets).run()
    let late = SpinControls(quickenAt: 1.7, quickenFactor: 0.1)
    #expect(try await SpinRunner(spec: spec, targets: Self.targets, controls: late).run() == plain)
    let implicit = SpinControls(quickenAt: 0.5)
    let explicit = SpinControls(quickenAt: 0.5, quickenFactor: 0.5)
    #expect(
      try await SpinRunner(spec: spec, targets: Self.targets, controls: implicit).run()
        == SpinRunner(spec: spec, targets: Self.targets, controls: explicit).run())
  }
}
