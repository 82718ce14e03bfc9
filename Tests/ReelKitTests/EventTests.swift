import Testing

@testable import ReelKit

@Suite("Spin events")
struct EventTests {
  /// The position of the first event of `events` that matches.
  static func position(_ events: [SpinEvent], _ matches: (SpinEvent.Kind) -> Bool) -> Int? {
    events.firstIndex { matches($0.kind) }
  }

  /// Checks one drum's events against its result.
  static func checkDrum(_ events: [SpinEvent], result: DrumResult, profile: BrakingProfile) throws {
    let context: Comment = "\(profile) drum \(result.drum) target \(result.target)"
    for kind in [SpinEvent.Kind.started, .reachedCruise, .stopRequested, .reachedTarget, .settled] {
      #expect(events.filter { $0.kind == kind }.count == 1, "\(kind) once: \(context)")
    }
    let started = try #require(position(events) { $0 == .started })
    let cruise = try #require(position(events) { $0 == .reachedCruise })
    let request = try #require(position(events) { $0 == .stopRequested })
    let landed = try #require(position(events) { $0 == .reachedTarget })
    let settled = try #require(position(events) { $0 == .settled })
    let braking = position(events) { if case .brakingStarted = $0 { true } else { false } }
    #expect(started < cruise && cruise < request && request < landed && landed < settled, context)
    // Classic may snap on the request tick itself, before reaching its slow zone.
    if profile.isPlanned { #expect(braking != nil, context) }
    if let braking {
      #expect(request < braking && braking < landed, context)
      if case .brakingStarted(let target, let distance) = events[braking].kind {
        #expect(target == result.target, context)
        if profile.isPlanned { #expect(distance > 0, context) }
      }
      #expect(events[braking].tick == result.brakingStartTick, context)
    }
    #expect(events[started].tick == result.startTick, context)
    #expect(events[cruise].tick == result.cruiseTick, context)
    #expect(events[request].tick == result.stopRequestTick, context)
    #expect(events[landed].tick == result.reachedTargetTick, context)
    #expect(events[settled].tick == result.settleTick, context)
    #expect(events[landed].tick <= events[settled].tick, context)
    if profile == .back { #expect(events[landed].tick < events[settled].tick, context) }
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.tick <= $1.tick }, context)
  }

  @Test(
    "per drum: started, cruise, request, braking, landed, settled; allStopped last",
    arguments: BrakingProfile.allCases, LandingStrategy.allCases)
  func order(profile: BrakingProfile, strategy: LandingStrategy) async throws {
    let spec = Machines.machine(Machines.motion(profile, strategy))
    for seed: UInt64 in 0..<6 {
      let spin = try await SpinRunner(
        spec: spec, targets: Outcome.randomTargets(for: spec, seed: seed)
      ).run()
      let last = try #require(spin.events.last)
      #expect(last.kind == .allStopped)
      #expect(last.drum == nil)
      #expect(last.tick == spin.drums.compactMap(\.settleTick).max())
      #expect(last.tick == spin.spinTick)
      #expect(spin.events.filter { $0.kind == .allStopped }.count == 1)
      let drumEvents = Array(spin.events.dropLast())
      #expect(drumEvents.allSatisfy { $0.drum != nil })
      #expect(spin.events.allSatisfy { $0.time == spec.clock.time(atTick: $0.tick) })
      // Sorted by (tick, drum).
      let keys = drumEvents.map { ($0.tick, $0.drum ?? -1) }
      #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
      for drum in spec.drums.indices {
        try Self.checkDrum(
          drumEvents.filter { $0.drum == drum }, result: spin.drums[drum], profile: profile)
      }
    }
  }

  @Test("the continuation receives exactly the result's events, then finishes")
  func stream() async throws {
    let spec = Machines.planned(.back, .wait)
    let (stream, continuation) = AsyncStream.makeStream(of: SpinEvent.self)
    let spin = try await SpinRunner(spec: spec, targets: [7, 0, 20]).run(events: continuation)
    let probe = SpinEvent(tick: -1, time: 0, drum: nil, kind: .started)
    guard case .terminated = continuation.yield(probe) else {
      Issue.record("the continuation was not finished")
      return
    }
    var received: [SpinEvent] = []
    for await event in stream { received.append(event) }
    #expect(received == spin.events)
    #expect(received.count > 3 * 6)
  }

  @Test("the continuation is finished after a watchdog failure too")
  func streamOnFailure() async throws {
    let spec = ClassicProfileTests.stuck
    let (stream, continuation) = AsyncStream.makeStream(of: SpinEvent.self)
    let failure = try #require(
      try await SpinRunner(spec: spec, targets: [1, 2]).run(events: continuation).failure)
    let probe = SpinEvent(tick: -1, time: 0, drum: nil, kind: .started)
    guard case .terminated = continuation.yield(probe) else {
      Issue.record("the continuation was not finished")
      return
    }
    var received: [SpinEvent] = []
    for await event in stream { received.append(event) }
    #expect(received == failure.result.events)
    #expect(!received.isEmpty)
  }

  @Test("events describe themselves on one line")
  func description() {
    let event = SpinEvent(tick: 240, time: 1, drum: 0, kind: .stopRequested)
    #expect(event.description == "tick 240 drum 0 stopRequested")
    let machine = SpinEvent(tick: 400, time: 400.0 / 240, drum: nil, kind: .allStopped)
    #expect(machine.description == "tick 400 machine allStopped")
  }
}
