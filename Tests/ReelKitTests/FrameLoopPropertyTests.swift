import PropertyBased
import ReelKit
import Testing

/// A random machine played by a random host: its frame times and its calls.
struct HostScript: Sendable, CustomStringConvertible {
  var spin: RandomSpin
  /// The seed of the host's choices (frame times, calls, misuse).
  var seed: UInt64
  var description: String { "host seed \(seed)\n\(spin)" }
}

/// The app's side of ``SpinFrameLoop``, played at random: display rates of 30 … 240 Hz with
/// jitter and hitches, repeated frame times, late results, slams (instant or not), quickens,
/// presses, and misuse (time going back, a second result, targets off the strip, drums that
/// do not exist, factors out of range), asserting the invariants on every frame.
@Suite("Properties of the frame loop", .timeLimit(.minutes(60)))
struct FrameLoopPropertyTests {
  static let scripts = Generator<HostScript, Shrink.None<HostScript>> { rng in
    HostScript(spin: RandomMachines.spin(using: &rng, classic: false), seed: rng.next())
  }.filter { $0.spin.spec.issues().isEmpty && $0.spin.tickBudget <= 400_000 }

  @Test func everyFrameKeepsTheInvariants() async {
    await propertyCheck(count: 120, input: Self.scripts) { script in
      Self.play(script)
    }
  }

  /// The fastest a drum may be drawn moving, pt/s: its cruise speed (adjusted by `solve`)
  /// or its wind-back, with a margin for a tick's chord.
  static func speedLimit(_ drum: DrumSpec) -> Double {
    let motion = drum.motion
    let cruise = motion.cruiseSpeed * (1 + motion.maxSpeedAdjust)
    let windBack =
      motion.windBackDistance > 0 ? 3 * motion.windBackDistance / motion.windBackTime : 0
    return max(cruise, windBack) * 1.05
  }

  /// Plays `script`, recording an issue for every broken invariant.
  static func play(_ script: HostScript) {
    var rng = SplitMix64(seed: script.seed)
    let spec = script.spin.spec
    let decided = script.spin.targets
    let context: Comment = "\(script)"
    let late = rng.chance(0.4)
    var loop: SpinFrameLoop
    do {
      loop = try SpinFrameLoop(spec: spec, targets: late ? nil : decided)
    } catch {
      Issue.record("a valid machine was refused: \(error)\n\(script)")
      return
    }
    let rate = rng.double(30...240)
    let revealAt = late ? rng.double(0...(spec.drums[0].stopRequestTime + 0.5)) : nil
    var revealed = !late
    var pressed = Set<Int>()
    var slams = false
    var time = 0.0
    var previous: SpinFrame?
    var delivered: [SpinEvent] = []
    var firstEvents: [SpinEvent] = []
    var jumpAllowed = false
    for _ in 0..<20_000 {
      // Misuse, each refused without a change.
      if rng.chance(0.02) { expectRefused(&loop, using: &rng, revealed: revealed, context) }
      // The host's own calls between frames.
      if let revealAt, !revealed, time >= revealAt {
        do {
          try loop.revealResult(decided)
        } catch {
          Issue.record("a valid late result was refused: \(error)\n\(script)")
        }
        revealed = true
        jumpAllowed = jumpAllowed || slams
      }
      if rng.chance(0.004) {
        let instant = rng.chance(0.3)
        let drums = rng.chance(0.5) ? nil : [rng.int(0...spec.drums.count - 1)]
        // An instant slam, or a slam of a drum still waiting to start, rests at once.
        let waiting = (drums ?? Array(spec.drums.indices)).contains {
          loop.machine.drums[$0].phase == .idle
        }
        try? loop.slam(drums: drums, instant: instant)
        slams = true
        jumpAllowed = jumpAllowed || instant || waiting
      }
      if rng.chance(0.003) { try? loop.quicken(by: rng.double(0...1)) }
      if rng.chance(0.004) {
        let drum = rng.int(0...spec.drums.count - 1)
        if loop.machine.drums[drum].phase == .cruising, loop.machine.drums[drum].targetKnown,
          loop.machine.results[drum].stopRequestTick == nil
        {
          pressed.insert(drum)
        }
        try? loop.press(drum: drum)
      }
      // The next frame: jitter, now and then a hitch or the same time again.
      if !rng.chance(0.03) {
        time += rng.double(0.5...1.5) / rate + (rng.chance(0.01) ? rng.double(0.1...0.5) : 0)
      }
      let frame: SpinFrame
      do {
        frame = try loop.frame(at: time)
      } catch {
        Issue.record("frame(at: \(time)) threw \(error)\n\(script)")
        return
      }
      check(frame, after: previous, spec: spec, jumpAllowed: jumpAllowed, context)
      for event in frame.events {
        #expect(event.time <= frame.time, "event \(event) before its frame\n\(script)")
        if let previous { #expect(event.time >= previous.time, "event \(event) late\n\(script)") }
        if event.kind == .settled, let drum = event.drum {
          #expect(frame.drums[drum].isAtRest, "settled but not drawn at rest\n\(script)")
        }
      }
      if previous == nil { firstEvents = frame.events }
      delivered += frame.events
      jumpAllowed = false
      previous = frame
      if frame.isFinished { break }
    }
    guard let last = previous else { return }
    #expect(last.isFinished, "the spin did not finish\n\(script)")
    #expect(
      delivered.map(\.tick) == delivered.map(\.tick).sorted(), "events out of order\n\(script)")
    let starts = delivered.filter { $0.kind == .started }.compactMap(\.drum)
    #expect(Set(starts).count == starts.count, "a drum started twice\n\(script)")
    // Tick 0's events come with the first frame.
    for (drum, drumSpec) in spec.drums.enumerated()
    where spec.clock.tick(atOrAfter: drumSpec.startDelay) == 0 {
      #expect(firstEvents.contains { $0.drum == drum && $0.kind == .started }, context)
    }
    guard last.failure == nil else { return }
    #expect(delivered.last?.kind == .allStopped, context)
    for (drum, frame) in last.drums.enumerated() {
      let target = loop.machine.results[drum].target
      #expect(frame.restingIndex == target, "drum \(drum)\n\(script)")
      if !pressed.contains(drum) { #expect(target == decided[drum], "drum \(drum)\n\(script)") }
    }
  }

  /// The invariants of one frame, and of its motion since the previous one.
  static func check(
    _ frame: SpinFrame, after previous: SpinFrame?, spec: MachineSpec, jumpAllowed: Bool,
    _ context: Comment
  ) {
    for (drum, shown) in frame.drums.enumerated() {
      let geometry = spec.drums[drum].geometry
      #expect(shown.offset >= 0 && shown.offset < geometry.stripLength, context)
      if shown.isAtRest, let index = shown.restingIndex {
        #expect(shown.offset == geometry.centredOffset(of: index), context)
        #expect(shown.velocity == 0, context)
        #expect(shown.symbols.map(\.index) == geometry.windowIndices(restingAt: index), context)
      } else {
        #expect(shown.restingIndex == nil, context)
      }
      guard let before = previous?.drums[drum], !jumpAllowed else { continue }
      let moved = abs(shown.travel - before.travel)
      let allowed = speedLimit(spec.drums[drum]) * (frame.time - before.time)
      #expect(
        moved <= allowed + 1e-9 * max(1, abs(shown.travel)),
        "drum \(drum) jumped \(moved) pt in \(frame.time - before.time) s\n\(context)")
      if before.isAtRest { #expect(shown.isAtRest && moved == 0, context) }
    }
  }

  /// One misuse at random: it throws and changes neither the machine nor the events held.
  static func expectRefused(
    _ loop: inout SpinFrameLoop, using rng: inout some RandomNumberGenerator, revealed: Bool,
    _ context: Comment
  ) {
    let tick = loop.machine.tick
    let targets = loop.machine.targets
    let held = loop.heldEvents
    let drums = loop.machine.drums.count
    let symbols = loop.machine.spec.drums[0].geometry.strip.count
    var offStrip = Array(repeating: 0, count: drums)
    offStrip[0] = rng.chance(0.5) ? symbols : -1
    switch rng.int(0...5) {
    case 0:
      if let last = loop.lastFrameTime, last > 0 {
        #expect(throws: SpinUsageError.timeWentBack(previous: last, given: last / 2), context) {
          _ = try loop.frame(at: last / 2)
        }
      }
    case 1:
      #expect(throws: SpinUsageError.self, context) { _ = try loop.frame(at: .nan) }
    case 2:
      if revealed {
        #expect(throws: SpinUsageError.resultAlreadyKnown(targets: targets), context) {
          try loop.revealResult(Array(repeating: 0, count: drums))
        }
      } else {
        #expect(
          throws: SpinUsageError.targetOffStrip(drum: 0, target: offStrip[0], symbols: symbols),
          context
        ) { try loop.revealResult(offStrip) }
      }
    case 3:
      #expect(throws: SpinUsageError.noSuchDrum(drums, drums: drums), context) {
        try loop.slam(drums: [drums])
      }
    case 4:
      #expect(throws: SpinUsageError.self, context) { try loop.quicken(by: 1.5) }
    default:
      #expect(throws: SpinUsageError.noSuchDrum(-1, drums: drums), context) {
        try loop.press(drum: -1)
      }
    }
    #expect(loop.machine.tick == tick && loop.machine.targets == targets, context)
    #expect(loop.heldEvents == held, context)
  }
}
