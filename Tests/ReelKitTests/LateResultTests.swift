import Testing

@testable import ReelKit

@Suite("Late results")
struct LateResultTests {
  static let targets = [9, 20, 1]
  static let startIndices = [0, 4, 13]

  /// Checks a spin whose result arrived at `resultAt` with `minimumSpinTime`.
  static func check(
    _ spin: SpinResult, spec: MachineSpec, resultAt: Double, minimumSpinTime: Double?,
    _ context: Comment
  ) throws {
    let clock = spec.clock
    let reveal = clock.tick(atOrAfter: resultAt)
    let minimum = clock.tick(atOrAfter: minimumSpinTime ?? 0)
    let shift = max(0, max(resultAt, minimumSpinTime ?? 0) - spec.drums[0].stopRequestTime)
    Controlled.expectSpinOrder(spin.events, drums: spec.drums.count, context)
    for (drum, result) in spin.drums.enumerated() {
      let events = spin.events.filter { $0.drum == drum }
      let context: Comment = "\(context) drum \(drum)"
      let arrived = try #require(
        events.firstIndex { $0.kind == .resultArrived(target: Self.targets[drum]) }, context)
      let requested = try #require(events.firstIndex { $0.kind == .stopRequested }, context)
      #expect(arrived < requested, context)
      #expect(events[arrived].tick == reveal, context)
      #expect(events.filter { if case .resultArrived = $0.kind { true } else { false } }.count == 1)
      let request = try #require(result.stopRequestTick, context)
      let scheduled = clock.tick(atOrAfter: spec.drums[drum].stopRequestTime)
      let earliest = clock.tick(atOrAfter: spec.drums[drum].stopRequestTime + shift)
      #expect(request >= reveal && request >= minimum && request >= earliest, context)
      #expect(request >= scheduled, context)
      let heldBack = max(earliest, reveal) > scheduled
      #expect(result.requestSource == (heldBack ? .lateResult : .schedule), context)
      #expect(result.target == Self.targets[drum] && result.decidedTarget == result.target)
      #expect(result.offset == Double(result.target) * spec.drums[drum].geometry.symbolHeight)
      #expect(result.isStopped, context)
      let motion = spec.drums[drum].motion
      if motion.profile.isPlanned {
        #expect(result.peakDeceleration <= motion.maxDeceleration * (1 + 1e-9), context)
        #expect(result.landingError <= 1e-6, context)
        // `solve` needs the outcome at the start.
        if motion.strategy == .solve { #expect(result.method == .solveFallbackWait, context) }
      }
    }
  }

  @Test(
    "no drum requests a stop before its target arrives; every drum lands exactly",
    arguments: SlamTests.motions.indices)
  func heldBack(motion index: Int) async throws {
    let (profile, strategy) = SlamTests.motions[index]
    let spec = Machines.machine(
      Machines.motion(profile, strategy), startIndices: Self.startIndices)
    for resultAt in [0.0, 0.4, 0.95, 1.0, 1.2, 1.45, 2.0, 3.1] {
      for minimum in [nil, 1.5, 2.3] as [Double?] {
        let controls = SpinControls(resultAt: resultAt, minimumSpinTime: minimum)
        let context: Comment =
          "\(profile)/\(strategy) result at \(resultAt) minimum \(minimum ?? 0)"
        let spin = try await SpinRunner(
          spec: spec, targets: Self.targets, recordsTrace: true, controls: controls
        ).run()
        try Self.check(spin, spec: spec, resultAt: resultAt, minimumSpinTime: minimum, context)
        // Before the result arrives every drum keeps cruising, whatever its schedule.
        let reveal = spec.clock.tick(atOrAfter: resultAt)
        for (drum, trace) in (spin.traces ?? []).enumerated() {
          let cruise = try #require(spin.drums[drum].cruiseTick)
          if reveal > cruise {
            #expect(trace[cruise..<reveal].allSatisfy { $0.phase == .cruising }, context)
          }
        }
      }
    }
  }

  @Test("a machine created without targets cruises until revealResult, then lands exactly")
  func liveReveal() throws {
    let spec = Machines.planned(.linear, .wait, startIndices: Self.startIndices)
    var machine = SpinMachine(spec: spec, targets: nil)
    var events = machine.startEvents
    events += machine.advance(to: 2.0)
    #expect(!events.contains { $0.kind == .stopRequested })
    #expect(machine.drums.allSatisfy { $0.phase == .cruising && !$0.targetKnown })
    let now = machine.tick
    let earliest = [now + 30, now, now + 60]
    events += try machine.revealResult(Self.targets, earliestStopTicks: earliest)
    #expect(machine.targets == Self.targets)
    events += Simulation.frameLoop(&machine).dropFirst(machine.startEvents.count)
    Controlled.expectSpinOrder(events, drums: 3, "live reveal")
    for (drum, result) in machine.results.enumerated() {
      #expect(result.stopRequestTick == earliest[drum])
      #expect(result.requestSource == .lateResult)
      #expect(result.offset == Double(Self.targets[drum]) * 100)
      let arrived = events.first {
        $0.drum == drum && $0.kind == .resultArrived(target: Self.targets[drum])
      }
      #expect(arrived?.tick == now)
    }
  }

  @Test("a slam or a press before the result waits for it", arguments: [false, true])
  func slamBeforeResult(instant: Bool) async throws {
    let spec = Machines.planned(.cubic, .wait, startIndices: Self.startIndices)
    let controls = SpinControls(
      slam: .init(at: 0.5, instant: instant), resultAt: 1.2, presses: [0.6, 0.7, 0.8])
    let spin = try await SpinRunner(spec: spec, targets: Self.targets, controls: controls).run()
    let reveal = spec.clock.tick(atOrAfter: 1.2)
    Controlled.expectSpinOrder(spin.events, drums: 3, "slam before result")
    for (drum, result) in spin.drums.enumerated() {
      let slams = spin.events.filter { $0.drum == drum && $0.kind == .slammed }
      #expect(slams.map(\.tick) == [spec.clock.tick(atOrAfter: 0.5)], "drum \(drum)")
      #expect(result.stopRequestTick == reveal)
      #expect(result.requestSource == .slam)
      #expect(result.offset == Double(Self.targets[drum]) * 100)
      #expect(result.settleTick == reveal || !instant)
      #expect(result.peakDeceleration <= 24_000 * (1 + 1e-9) || instant)
    }
    let machine = Controlled.frameLoop(spec, targets: Self.targets, controls: controls)
    #expect(machine.events == spin.events)
    #expect(machine.machine.results == spin.drums)
  }
}
