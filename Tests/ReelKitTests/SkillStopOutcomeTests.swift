import Foundation
import Testing

@testable import ReelKit

/// The outcome after controls, driven the way a host drives a spin: a frame every 1/60 s and
/// a second frame at the same time (no tick between them, so no events), a button pressed
/// between two frames. Wherever the drums rest, ``SpinMachine/targets``,
/// ``SpinResult/targets``, the result code and the window say so: an app that pays from them
/// pays what the player sees.
@Suite("Skill stop: the outcome is where the drums rest")
struct SkillStopOutcomeTests {
  static let spec = SkillStopTests.spec
  static let decided = [14, 3, 5]
  static let rate = 60.0

  /// A whole spin through ``SpinFrameLoop``: `command` runs once, between the frames, at the
  /// first frame at or after `at` seconds. Returns the loop at the end, the last frame, how
  /// many frames there were and how many of them had no events, and the machine's targets
  /// right after the command.
  static func play(
    _ spec: MachineSpec = spec, targets: [Int]? = decided, controls: SpinControls? = nil,
    at: Double = .infinity, _ command: (inout SpinFrameLoop) throws -> Void = { _ in }
  ) throws -> (
    loop: SpinFrameLoop, last: SpinFrame, frames: Int, empty: Int, afterCommand: [Int]
  ) {
    var loop = try SpinFrameLoop(spec: spec, targets: targets, controls: controls)
    var frames = 0
    var empty = 0
    var commanded = false
    var afterCommand: [Int] = []
    var last = try loop.frame(at: 0)
    while !last.isFinished {
      frames += 1
      try #require(frames < 60 * Int(rate), "the spin never ended")
      let seconds = Double(frames) / rate
      last = try loop.frame(at: seconds)
      if last.events.isEmpty { empty += 1 }
      // The same time again: nothing to step, never an event.
      let again = try loop.frame(at: seconds)
      #expect(again.events.isEmpty && again.drums == last.drums)
      empty += 1
      if !commanded, seconds >= at {
        commanded = true
        try command(&loop)
        afterCommand = loop.machine.targets
      }
    }
    return (loop, last, frames, empty, afterCommand)
  }

  /// Checks that the machine's targets, the frame's resting indices and window, the window
  /// and result code built from the targets, and the batch runner's result all agree.
  static func expectOutcomeAtRest(
    _ played: (
      loop: SpinFrameLoop, last: SpinFrame, frames: Int, empty: Int, afterCommand: [Int]
    ),
    controls: SpinControls? = nil, _ context: Comment
  ) throws {
    let machine = played.loop.machine
    let resting = played.last.drums.map(\.restingIndex)
    #expect(played.last.allAtRest, context)
    #expect(machine.targets == resting.compactMap { $0 }, context)
    #expect(machine.targets == machine.results.map(\.target), context)
    let spec = machine.spec
    #expect(SymbolWindow(spec: spec, stops: machine.targets).rows == played.last.window, context)
    #expect(
      ResultCode(spec: spec, stops: machine.targets)
        == ResultCode(spec: spec, stops: resting.compactMap { $0 }), context)
    #expect(played.empty > played.frames, context)
    // A scripted spin through the batch runner lands the same way and says so.
    if let controls {
      let spin = try SpinRunner(
        spec: spec, targets: machine.decidedTargets, controls: controls
      ).runInline()
      #expect(spin.targets == spin.drums.map(\.target), context)
      #expect(spin.window == SymbolWindow(spec: spec, stops: spin.targets).rows, context)
      try SymbolWindow.check(spin, on: spec)
    }
  }

  @Test("a press that cannot show the decided target: targets and window follow the drum")
  func missedPress() throws {
    var misses = 0
    var hits = 0
    for drum in Self.spec.drums.indices {
      for frame in stride(from: 24, through: 54 + 18 * drum, by: 3) {
        let at = Double(frame) / Self.rate
        let played = try Self.play(at: at) { try $0.press(drum: drum) }
        let context: Comment = "drum \(drum) pressed at \(at) s"
        let machine = played.loop.machine
        let result = machine.results[drum]
        try #require(result.requestSource == .press, context)
        try Self.expectOutcomeAtRest(played, context)
        #expect(machine.decidedTargets == Self.decided, context)
        #expect(result.decidedTarget == Self.decided[drum], context)
        // The outcome is known from the press on, before the drum rests.
        #expect(played.afterCommand == machine.targets, context)
        var expected = Self.decided
        expected[drum] = result.target
        #expect(machine.targets == expected, context)
        if result.target == Self.decided[drum] { hits += 1 } else { misses += 1 }
      }
    }
    #expect(misses >= 10 && hits >= 3, "misses \(misses) hits \(hits)")
  }

  @Test("the issue's case: drum 0 decided on 14 rests elsewhere, and targets say where")
  func staleTargets() throws {
    // The first press time (frames 1/60 s apart, drum 0 cruising) that misses 14.
    let missed = try #require(
      (24...60).lazy.map { Double($0) / Self.rate }.first { at in
        let played = try? Self.play(at: at) { try $0.press(drum: 0) }
        return played.map { $0.loop.machine.results[0].target != 14 } ?? false
      })
    let played = try Self.play(at: missed) { try $0.press(drum: 0) }
    let machine = played.loop.machine
    let landed = try #require(played.last.drums[0].restingIndex)
    #expect(landed != 14)
    #expect(machine.targets == [landed, 3, 5])
    #expect(machine.decidedTargets == [14, 3, 5])
    #expect(
      played.last.window.map { $0[0] } == Self.spec.drums[0].geometry.window(restingAt: landed))
  }

  @Test("scripted presses: SpinRunner's targets are the landed stops, equal to the machine's")
  func scriptedPresses() throws {
    var misses = 0
    for first in stride(from: 0.4, through: 0.95, by: 0.05) {
      let controls = SpinControls(
        presses: [first, first + 0.25, first + 0.5], skillStop: SkillStop(maxSlip: 3))
      let played = try Self.play(controls: controls)
      let context: Comment = "presses from \(first) s"
      try Self.expectOutcomeAtRest(played, controls: controls, context)
      let spin = try SpinRunner(spec: Self.spec, targets: Self.decided, controls: controls)
        .runInline()
      #expect(spin.targets == played.loop.machine.targets, context)
      #expect(spin.drums.map(\.decidedTarget) == Self.decided, context)
      misses += zip(spin.targets, Self.decided).filter { $0 != $1 }.count
    }
    #expect(misses >= 3, "misses \(misses)")
  }

  @Test(
    "slams, quicken and late results change when the drums land, never where",
    arguments: [
      ("slam", SpinControls(slam: SpinControls.Slam(at: 0.5))),
      ("instant slam", SpinControls(slam: SpinControls.Slam(at: 0.5, instant: true))),
      ("slam of drum 2", SpinControls(slam: SpinControls.Slam(at: 0.9, drums: [2]))),
      ("quicken", SpinControls(quickenAt: 0.4, quickenFactor: 0.3)),
      ("late result", SpinControls(resultAt: 1.3, minimumSpinTime: 1.5)),
      ("late result, slam before it", SpinControls(slam: .init(at: 0.5), resultAt: 1.1)),
    ])
  func otherControls(name: String, controls: SpinControls) throws {
    let played = try Self.play(controls: controls)
    try Self.expectOutcomeAtRest(played, controls: controls, "\(name)")
    #expect(played.loop.machine.targets == Self.decided, "\(name)")
  }

  @Test("live slam and live late result: the targets are the decided ones, at rest")
  func liveControls() throws {
    let slammed = try Self.play(at: 0.5) { try $0.slam() }
    try Self.expectOutcomeAtRest(slammed, "live slam")
    #expect(slammed.loop.machine.targets == Self.decided)
    let late = try Self.play(targets: nil, at: 0.8) { try $0.revealResult(Self.decided) }
    try Self.expectOutcomeAtRest(late, "live late result")
    #expect(late.afterCommand == Self.decided)
    #expect(late.loop.machine.targets == Self.decided)
    // Before the result no outcome is known.
    let waiting = try SpinFrameLoop(spec: Self.spec, targets: nil)
    #expect(waiting.machine.targets.isEmpty && waiting.machine.decidedTargets.isEmpty)
  }

  @Test("a machine saved after a missed press keeps the decided targets under `targets`")
  func snapshotAfterPress() throws {
    let at = try #require(
      (24...60).lazy.map { Double($0) / Self.rate }.first { at in
        let played = try? Self.play(at: at) { try $0.press(drum: 1) }
        return played.map { $0.loop.machine.results[1].target != 3 } ?? false
      })
    var machine = SpinMachine(spec: Self.spec, targets: Self.decided)
    _ = machine.advance(to: at)
    _ = machine.press(drum: 1)
    _ = machine.advance(to: at + 0.05)
    let landed = machine.targets
    #expect(landed[1] != 3 && machine.decidedTargets == Self.decided)
    let data = try JSONEncoder().encode(machine)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    // The saved format is the one of every snapshot so far: `targets`, decided.
    #expect(object["targets"] as? [Int] == Self.decided)
    #expect(object["decidedTargets"] == nil)
    var restored = try JSONDecoder().decode(SpinMachine.self, from: data)
    #expect(restored.issues().isEmpty)
    #expect(restored.targets == landed)
    _ = restored.advance(to: 60)
    _ = machine.advance(to: 60)
    #expect(restored.results == machine.results)
    #expect(restored.targets == restored.sample(at: 60).compactMap(\.restingIndex))
  }
}
