import Testing

@testable import ReelKit

@Suite("Anticipation")
struct AnticipationTests {
  /// On the test strip "7" sits at 0 and 10: resting on 0, 1, 10, 11 or 20 ("7" below,
  /// centred or above) shows one 7; resting on 3 shows none.
  static let cases: [(targets: [Int], count: Int, start: Int?)] = [
    ([0, 10, 3], 2, 2),  // one 7 centred on each of the first two drums
    ([1, 11, 3], 2, 2),  // 7 below the centre on drum 0, above it on drum 1
    ([20, 3, 5], 1, 1),  // 7 above the centre on drum 0 alone
    ([3, 0, 12], 1, 2),  // only drum 1 shows one: drum 2 is teased
    ([0, 3, 3], 2, nil),  // one 7 only: the rule does not hold
    ([3, 3, 0], 1, nil),  // only the last drum shows it: nothing after it to tease
    ([5, 13, 15], 1, nil),  // no 7 anywhere
  ]

  /// The number of 7s drum `drum` shows resting on `target`, counted from the strip.
  static func sevens(at target: Int) -> Int {
    let strip = Machines.strip
    return [target + 1, target, target - 1].filter {
      strip[(($0 % strip.count) + strip.count) % strip.count] == "7"
    }.count
  }

  @Test(
    "anticipation starts only when its rule holds, and the teased drums stop later, in order",
    arguments: cases.indices, Machines.plannedProfiles + [.classic])
  func rule(index: Int, profile: BrakingProfile) async throws {
    let (targets, count, start) = Self.cases[index]
    let spec = Machines.machine(Machines.motion(profile, .wait), startIndices: [2, 0, 15])
    let rule = SpinControls.Anticipation(symbol: "7", count: count, extend: 1.0, interval: 0.9)
    let controls = SpinControls(anticipation: rule)
    let context: Comment = "\(profile) targets \(targets) count \(count)"
    // The rule, counted independently of SpinControls.
    var seen = 0
    var expected: Int?
    for drum in 0..<3 where expected == nil {
      if drum > 0, seen >= count { expected = drum }
      seen += Self.sevens(at: targets[drum])
    }
    #expect(expected == start, context)
    #expect(controls.anticipationStart(rule, spec: spec, targets: targets) == start, context)

    let plain = try await SpinRunner(spec: spec, targets: targets).run()
    let spin = try await SpinRunner(spec: spec, targets: targets, controls: controls).run()
    Controlled.expectSpinOrder(spin.events, drums: 3, context)
    let teasedEvents = spin.events.filter { $0.kind == .anticipationStarted }
    guard let start else {
      #expect(spin == plain, context)
      #expect(teasedEvents.isEmpty, context)
      return
    }
    #expect(teasedEvents.compactMap(\.drum) == Array(start..<3), context)
    let clock = spec.clock
    for drum in 0..<3 {
      let result = spin.drums[drum]
      let context: Comment = "\(context) drum \(drum)"
      #expect(result.offset == Double(targets[drum]) * 100, context)
      #expect(result.isStopped, context)
      guard drum >= start else {
        #expect(result == plain.drums[drum], context)
        continue
      }
      let stop =
        spec.drums[start].stopRequestTime + 1.0 + Double(drum - start) * 0.9
      let scheduled = clock.tick(atOrAfter: spec.drums[drum].stopRequestTime)
      #expect(result.stopRequestTick == clock.tick(atOrAfter: stop), context)
      #expect(result.anticipationTicks == clock.tick(atOrAfter: stop) - scheduled, context)
      #expect(result.anticipationTicks > 0, context)
      #expect(result.requestSource == .anticipation, context)
      #expect((result.settleTick ?? 0) > (plain.drums[drum].settleTick ?? .max), context)
      // The tease is announced before the drum's stop is requested.
      let announced = try #require(teasedEvents.first { $0.drum == drum }, context)
      #expect(announced.tick < (result.stopRequestTick ?? 0), context)
      if profile.isPlanned {
        #expect(result.peakDeceleration <= 24_000 * (1 + 1e-9), context)
      }
    }
    // The teased drums, and the drum before them, stop one after another.
    let settles = spin.drums[(start - 1)...].compactMap(\.settleTick)
    #expect(settles.count == 3 - start + 1, context)
    #expect(zip(settles, settles.dropFirst()).allSatisfy { $0 < $1 }, context)
    #expect(spin.drums.prefix(start).allSatisfy { $0.anticipationTicks == 0 }, context)
  }

  @Test("the SpinMachine frame loop applies the same anticipation as SpinRunner")
  func frameLoop() async throws {
    let spec = Machines.planned(.back, .stretch)
    let controls = SpinControls(
      anticipation: .init(symbol: "7", count: 2, extend: 0.5, interval: 0.4))
    let targets = [0, 10, 3]
    let spin = try await SpinRunner(spec: spec, targets: targets, controls: controls).run()
    let machine = Controlled.frameLoop(spec, targets: targets, controls: controls)
    #expect(machine.events == spin.events)
    #expect(machine.machine.results == spin.drums)
    #expect(spin.drums[2].requestSource == .anticipation)
    #expect(spin.events.contains { $0.kind == .anticipationStarted && $0.drum == 2 })
  }
}
