import Testing

@testable import ReelKit
@testable import ReelMotion

/// Regressions of the frame-loop API (issue 16): each test failed before its fix.
@Suite("Frame loop regressions")
struct FrameLoopRegressionTests {
  static let spec = Machines.planned(.cubic, .wait, startIndices: [2, 0, 11])
  static let targets = [16, 3, 5]

  /// An instant slam between two ticks: the frame at the display time shows every drum at
  /// rest on its target, not a point on the line from the last tick to the landing.
  @Test("an instant slam is drawn at its new place, not interpolated", arguments: [false, true])
  func instantSlamIsNotInterpolated(scripted: Bool) {
    let display = 116.0 / 144
    let controls = scripted ? SpinControls(slam: .init(at: display, instant: true)) : nil
    var machine = SpinMachine(spec: Self.spec, targets: Self.targets, controls: controls)
    _ = machine.advance(to: display)
    #expect(machine.time > display, "the display time falls between two ticks")
    if !scripted { _ = machine.slam(instant: true) }
    let frames = machine.sample(at: display)
    for (drum, frame) in frames.enumerated() {
      #expect(frame.phase == .stopped, "drum \(drum)")
      #expect(frame.offset == Double(Self.targets[drum]) * 100, "drum \(drum)")
      #expect(frame.velocity == 0, "drum \(drum)")
      #expect(frame.travel == machine.drums[drum].travel, "drum \(drum)")
    }
  }
}

extension FrameLoopRegressionTests {
  /// The machine's targets, what every drum decided and where it rests, must agree.
  static func expectConsistent(_ machine: SpinMachine, _ targets: [Int]) {
    #expect(machine.targets == targets)
    #expect(machine.drums.map(\.decidedTarget) == targets)
    #expect(machine.results.map(\.target) == targets)
    #expect(machine.issues().isEmpty, "\(machine.issues())")
  }

  @Test("revealResult on a machine whose result is known is refused and changes nothing")
  func revealTwiceIsRefused() throws {
    var known = SpinMachine(spec: Self.spec, targets: [14, 3, 5])
    _ = known.advance(to: 0.5)
    #expect(throws: SpinUsageError.resultAlreadyKnown(targets: [14, 3, 5])) {
      try known.revealResult([0, 14, 9])
    }
    _ = known.advance(to: 10)
    Self.expectConsistent(known, [14, 3, 5])

    var late = SpinMachine(spec: Self.spec, targets: nil)
    _ = late.advance(to: 0.5)
    try late.revealResult([14, 3, 5])
    #expect(throws: SpinUsageError.resultAlreadyKnown(targets: [14, 3, 5])) {
      try late.revealResult([0, 14, 9], earliestStopTicks: [0, 0, 0])
    }
    _ = late.advance(to: 10)
    Self.expectConsistent(late, [14, 3, 5])

    // Targets given with a scripted late result: the script reveals them, not the app.
    var scripted = SpinMachine(
      spec: Self.spec, targets: [14, 3, 5], controls: SpinControls(resultAt: 1.2))
    #expect(throws: SpinUsageError.resultAlreadyKnown(targets: [14, 3, 5])) {
      try scripted.revealResult([0, 14, 9])
    }
    _ = scripted.advance(to: 10)
    Self.expectConsistent(scripted, [14, 3, 5])
  }

  @Test("revealResult with a target off the strip or the wrong count is refused")
  func revealOffStripIsRefused() throws {
    var machine = SpinMachine(spec: Self.spec, targets: nil)
    _ = machine.advance(to: 0.5)
    #expect(throws: SpinUsageError.targetOffStrip(drum: 0, target: 25, symbols: 21)) {
      try machine.revealResult([25, 3, 4])
    }
    #expect(throws: SpinUsageError.targetOffStrip(drum: 2, target: -1, symbols: 21)) {
      try machine.revealResult([2, 3, -1])
    }
    #expect(throws: SpinUsageError.wrongCount(field: "targets", found: 2, drums: 3)) {
      try machine.revealResult([2, 3])
    }
    #expect(throws: SpinUsageError.self) {
      try machine.revealResult([2, 3, 4], earliestStops: [1, .nan, 2])
    }
    #expect(machine.targets.isEmpty && machine.drums.allSatisfy { !$0.targetKnown })
    try machine.revealResult([20, 3, 4])
    _ = machine.advance(to: 10)
    Self.expectConsistent(machine, [20, 3, 4])
  }
}

extension FrameLoopRegressionTests {
  @Test("a machine created without targets keeps its scripted slam, quicken and presses")
  func controlsWithoutTargets() throws {
    let slam = SpinControls(slam: .init(at: 0.6, drums: [1]))
    var machine = SpinMachine(spec: Self.spec, targets: nil, controls: slam)
    var events = machine.advance(to: 0.9)
    #expect(events.contains { $0.drum == 1 && $0.kind == .slammed })
    events += try machine.revealResult([14, 3, 5])
    events += machine.advance(to: 10)
    #expect(machine.results[1].requestSource == .slam)
    #expect(machine.results[0].requestSource == .schedule)
    Self.expectConsistent(machine, [14, 3, 5])

    let presses = SpinControls(quickenAt: 0.2, quickenFactor: 0.5, presses: [nil, nil, 0.7])
    var pressed = SpinMachine(spec: Self.spec, targets: nil, controls: presses)
    _ = pressed.advance(to: 0.5)
    // Stop requests may fire at once: the quickened schedule, not the configured one.
    try pressed.revealResult([14, 3, 5], earliestStops: [0, 0, 0])
    _ = pressed.advance(to: 10)
    #expect(pressed.results.map(\.requestSource) == [.quicken, .quicken, .press])
  }
}

extension FrameLoopRegressionTests {
  @Test("MachineSpec.issues() refuses a watchdog at or before a drum's stop request")
  func watchdogBeforeAStopIsRefused() {
    var spec = Self.spec
    spec.maxDuration = 1.2
    #expect(
      spec.issues().map(\.description)
        == [1, 2].map {
          "drums[\($0)].stopRequestTime: drum \($0) is asked to stop at 1.\($0 * 3) s, not before "
            + "the watchdog at 1.2 s (allowed: maxDuration above every stop time)"
        })
    spec.maxDuration = 1.6
    #expect(spec.issues().map(\.field) == ["drums[2].stopRequestTime"])
    spec.maxDuration = 1.6000001
    #expect(spec.issues().isEmpty)
    // A field invalid on its own is reported alone, not compared.
    spec.maxDuration = -1
    #expect(spec.issues().map(\.field) == ["maxDuration"])
  }
}

extension FrameLoopRegressionTests {
  /// Frames at 144 Hz and jittered times through a whole spin of every planned profile.
  static func frames(_ spec: MachineSpec, targets: [Int], times: [Double]) -> [[DrumFrame]] {
    var machine = SpinMachine(spec: spec, targets: targets)
    return times.map { seconds in
      _ = machine.advance(to: seconds)
      return machine.sample(at: seconds)
    }
  }

  @Test(
    "a frame at rest shows exactly the landing offset with velocity 0",
    arguments: Machines.plannedProfiles)
  func framesAtRestAreExact(profile: BrakingProfile) {
    let spec = Machines.planned(profile, .wait, symbolHeight: 33.3, startIndices: [2, 0, 11])
    let times = (1...600).map { Double($0) / 144 }
    var rests = 0
    for frames in Self.frames(spec, targets: Self.targets, times: times) {
      for frame in frames where frame.phase == .stopped {
        let target = Self.targets[frame.drum]
        #expect(frame.offset == spec.drums[0].geometry.centredOffset(of: target))
        #expect(frame.velocity == 0)
        #expect(frame.isAtRest && frame.restingIndex == target)
        #expect(frame.window == spec.drums[0].geometry.window(restingAt: target))
        rests += 1
      }
    }
    #expect(rests > 100)
  }

  @Test("SpinEvent.description reads as its doc comment says")
  func eventDescription() {
    let event = SpinEvent(tick: 240, time: 1, drum: 0, kind: .stopRequested)
    #expect(event.description == "tick 240 drum 0 stopRequested")
    let stop = SpinEvent(tick: 468, time: 1.95, drum: nil, kind: .allStopped)
    #expect(stop.description == "tick 468 machine allStopped")
    let braking = SpinEvent(
      tick: 240, time: 1, drum: 0, kind: .brakingStarted(target: 3, distance: 1400))
    #expect(braking.description == "tick 240 drum 0 brakingStarted(target: 3, distance: 1400.0)")
  }
}
