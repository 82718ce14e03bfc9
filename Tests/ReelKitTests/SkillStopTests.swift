import Testing

@testable import ReelKit

@Suite("Skill stop")
struct SkillStopTests {
  /// 21 symbols of 100 pt at 80 rpm (2800 pt/s) braking linearly at up to 40 000 pt/s²:
  /// the nominal stop takes 98 pt and 70 ms, so a whole symbol is always in reach within
  /// 4 symbols and 190 ms.
  static let spec = Machines.machine(
    MotionParameters(profile: .linear, cruiseSpeed: 2800, maxDeceleration: 40_000),
    startIndices: [0, 6, 13])

  /// The limits checked strictly: each leaves at least one whole symbol in reach.
  static let rules = [
    SkillStop(), SkillStop(maxSlip: 2, timeLimit: 0.19), SkillStop(maxSlip: 4, timeLimit: 0.15),
  ]

  /// Drum `drum` pressed at tick `press` (while it cruises) with `rule`: the simulator just
  /// before the press and at the end, and the end's events.
  static func pressed(
    drum: Int, target: Int, at press: Int, rule: SkillStop, spec: MachineSpec = spec
  ) -> (before: DrumSimulator, after: DrumSimulator, events: [SpinEvent]) {
    var events: [SpinEvent] = []
    var simulator = DrumSimulator(
      drum: drum, spec: spec.drums[drum], clock: spec.clock, target: target, events: &events)
    while simulator.tick < press { simulator.step(into: &events) }
    let before = simulator
    simulator.apply(.press(rule), into: &events)
    while !simulator.isStopped, simulator.tick < spec.watchdogTick {
      simulator.step(into: &events)
    }
    return (before, simulator, events)
  }

  @Test(
    "a press stops within maxSlip symbols and the time limit, on the decided target when it is in reach",
    arguments: rules.indices)
  func limits(rule index: Int) throws {
    let rule = Self.rules[index]
    let spec = Self.spec
    let clock = spec.clock
    let h = 100.0
    var hits = 0
    var misses = 0
    for drum in spec.drums.indices {
      let motion = spec.drums[drum].motion
      let cruise = clock.tick(atOrAfter: motion.cruiseSpeed / motion.acceleration)
      let scheduled = clock.tick(atOrAfter: spec.drums[drum].stopRequestTime)
      for target in stride(from: drum, to: 21, by: 2) {
        for press in stride(from: cruise, to: scheduled, by: 3) {
          let (before, after, events) = Self.pressed(
            drum: drum, target: target, at: press, rule: rule)
          let context: Comment = "drum \(drum) target \(target) press at \(press) rule \(rule)"
          let result = after.result
          // Every whole-symbol stop the drum can reach within both limits, nearest first.
          let x = before.travel
          let v = before.velocity
          #expect(v == motion.cruiseSpeed, context)
          let reachable = (Int(x / h)...Int(x / h) + rule.maxSlip + 1).filter { symbols in
            let distance = Double(symbols) * h - x
            // The drum rests on the first tick at or after the end of its curve.
            var ticks = 0
            while clock.time(atTick: ticks) < 2 * distance / v { ticks += 1 }
            return distance >= v * v / (2 * motion.maxDeceleration)
              && distance <= Double(rule.maxSlip) * h
              && clock.time(atTick: ticks) <= rule.timeLimit
          }
          try #require(!reachable.isEmpty, context)
          let showing = reachable.first {
            spec.drums[drum].geometry.wrapIndex(spec.drums[drum].startIndex + $0) == target
          }
          let chosen = showing ?? reachable[0]
          if showing == nil { misses += 1 } else { hits += 1 }
          #expect(result.travel == Double(chosen) * h, context)
          #expect(result.offset == Double(result.target) * h, context)
          #expect(after.velocity == 0 && after.isStopped, context)
          #expect(result.decidedTarget == target, context)
          #expect((result.target == target) == (showing != nil), context)
          #expect(result.requestSource == .press, context)
          #expect(result.stopRequestTick == press, context)
          let slip = try #require(result.slip, context)
          #expect(slip >= 0 && slip <= Double(rule.maxSlip), context)
          let latency = try #require(result.stopLatencyTicks, context)
          #expect(clock.time(atTick: latency) <= rule.timeLimit, context)
          #expect(result.peakDeceleration <= motion.maxDeceleration * (1 + 1e-9), context)
          #expect(events.filter { $0.kind == .stopRequested }.map(\.tick) == [press], context)
          Controlled.expectDrumOrder(events, context)
        }
      }
    }
    // Both branches of the control table were exercised.
    #expect(hits > 50 && misses > 50, "hits \(hits) misses \(misses)")
  }

  @Test("presses before cruise, after the request or before the result are ignored")
  func ignored() async throws {
    let spec = Self.spec
    let targets = [4, 8, 15]
    let plain = try await SpinRunner(spec: spec, targets: targets).run()
    // 0.1 s: still spinning up; 1.2 s: drum 0's request (1.0 s) has fired.
    let early = SpinControls(presses: [1.2, 0.1, nil])
    let spin = try await SpinRunner(spec: spec, targets: targets, controls: early).run()
    #expect(spin == plain)
    // A late result at 0.9 s: the press at 0.5 s comes before the target is known.
    let late = SpinControls(resultAt: 0.9, presses: [0.5, nil, nil])
    let held = try await SpinRunner(spec: spec, targets: targets, controls: late).run()
    #expect(held.drums[0].requestSource == .schedule)
    #expect(held.drums[0].offset == 400)
  }

  @Test("when no stop meets both limits the nearest the deceleration allows is taken")
  func overLimits() throws {
    // Cubic from 80 rpm at 24 000 pt/s² needs 218 pt and 233 ms: more than 190 ms.
    let spec = Machines.planned(.cubic, .wait)
    let rule = SkillStop()
    for press in stride(from: 60, to: 230, by: 7) {
      for target in [0, 7, 14] {
        let (before, after, _) = Self.pressed(
          drum: 0, target: target, at: press, rule: rule, spec: spec)
        let context: Comment = "press at \(press) target \(target)"
        let nominal = 2 * 2800.0 * 2800 / (3 * 24_000)
        let nearest = ((before.travel + nominal) / 100).rounded(.up) * 100
        #expect(after.result.travel == nearest, context)
        #expect(after.result.offset == Double(after.result.target) * 100, context)
        #expect(after.result.decidedTarget == target, context)
        let latency = try #require(after.result.stopLatencyTicks, context)
        #expect(spec.clock.time(atTick: latency) > rule.timeLimit, context)
        #expect(after.result.peakDeceleration <= 24_000 * (1 + 1e-9), context)
      }
    }
  }

  @Test("SpinMachine.press equals a scripted press; both drums and events agree with SpinRunner")
  func live() async throws {
    let spec = Self.spec
    let targets = [4, 8, 15]
    let controls = SpinControls(presses: [0.6, nil, 1.1])
    let spin = try await SpinRunner(spec: spec, targets: targets, controls: controls).run()
    var machine = SpinMachine(spec: spec, targets: targets)
    var events = machine.startEvents
    events += machine.advance(to: 0.6)
    events += machine.press(drum: 0)
    events += machine.advance(to: 1.1)
    events += machine.press(drum: 2)
    events += Simulation.frameLoop(&machine).dropFirst(machine.startEvents.count)
    #expect(machine.results == spin.drums)
    #expect(events == spin.events)
    #expect(spin.drums.map(\.requestSource) == [.press, .schedule, .press])
  }
}
