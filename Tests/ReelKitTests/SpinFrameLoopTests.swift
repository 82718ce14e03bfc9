import Testing

@testable import ReelKit

@Suite("SpinFrameLoop and building a machine in code")
struct SpinFrameLoopTests {
  static let spec = Machines.planned(.cubic, .wait, startIndices: [2, 0, 11])

  @Test("the first frame delivers tick 0's events; the rest come once, in order, never early")
  func events() throws {
    var loop = try SpinFrameLoop(spec: Self.spec, targets: [16, 3, 5])
    let first = try loop.frame(at: 0)
    #expect(first.events == loop.machine.startEvents)
    #expect(first.events.filter { $0.kind == .started }.map(\.drum) == [0, 1, 2])
    var delivered = first.events
    var frame = first
    var time = 0.0
    while !frame.isFinished {
      time += 1.0 / 60
      frame = try loop.frame(at: time)
      #expect(frame.events.allSatisfy { $0.time <= time })
      delivered += frame.events
    }
    let result = try SpinRunner(spec: Self.spec, targets: [16, 3, 5]).runInline()
    #expect(delivered == result.events)
    #expect(frame.window == result.window)
    #expect(frame.allAtRest && frame.drums.map(\.restingIndex) == [16, 3, 5])
    #expect(throws: SpinUsageError.timeWentBack(previous: time, given: 1)) {
      _ = try loop.frame(at: 1)
    }
  }

  @Test("a late result keeps the configured stop schedule by default")
  func lateResultKeepsTheSchedule() throws {
    var loop = try SpinFrameLoop(spec: Self.spec, targets: nil)
    _ = try loop.frame(at: 1.5)
    try loop.revealResult([16, 3, 5])
    _ = try loop.frame(at: 10)
    let clock = Self.spec.clock
    #expect(
      loop.machine.results.map(\.stopRequestTick)
        == [1.5, 1.8, 2.1].map { clock.tick(atOrAfter: $0) })
    // Earliest stops in seconds are floors: drums 0 and 1, already due, stop at once (the old
    // default), drum 2 on its schedule at 1.6 s.
    var now = try SpinFrameLoop(spec: Self.spec, targets: nil)
    _ = try now.frame(at: 1.5)
    try now.revealResult([16, 3, 5], earliestStops: [0, 0, 0])
    _ = try now.frame(at: 10)
    #expect(now.machine.results.map(\.stopRequestTick) == [360, 360, 384])
  }

  @Test("misuse at creation throws with the field to fix")
  func checkedCreation() {
    #expect(throws: SpinUsageError.targetOffStrip(drum: 1, target: 21, symbols: 21)) {
      try SpinMachine(checking: Self.spec, targets: [0, 21, 0])
    }
    #expect(throws: SpinUsageError.wrongCount(field: "targets", found: 1, drums: 3)) {
      try SpinFrameLoop(spec: Self.spec, targets: [0])
    }
    do {
      _ = try SpinMachine(
        checking: Self.spec, targets: nil, controls: SpinControls(resultAt: 1.2))
      Issue.record("a scripted result without targets was accepted")
    } catch {
      guard case .invalid(let issues) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(issues.map(\.field) == ["controls.resultAt"])
    }
    var spec = Self.spec
    spec.maxDuration = 1.2
    #expect(throws: SpinUsageError.self) { try SpinFrameLoop(spec: spec, targets: nil) }
  }

  @Test("a machine built in code equals the one spelled out drum by drum")
  func builtInCode() {
    let geometry = Machines.geometry()
    #expect(geometry.pointsPerSecond(rpm: 80) == 2800)
    #expect(geometry.rpm(pointsPerSecond: 2800) == 80)
    let built = MachineSpec(
      name: "test", strips: Array(repeating: Machines.strip, count: 3),
      motion: Machines.motion(.cubic), startIndices: [2, 0, 11], maxDuration: 10)
    #expect(built == Self.spec)
    let plain = MachineSpec(drums: built.drums)
    #expect(plain.clock == SimulationClock() && plain.maxDuration == 30)
    let staggered = DrumSchedule(firstStop: 2, stopInterval: 0.5, startInterval: 0.1)
    #expect((0..<3).map(staggered.stopRequestTime(ofDrum:)) == [2, 2.5, 3])
    #expect((0..<3).map(staggered.startDelay(ofDrum:)) == [0, 0.1, 0.2])
  }

  @Test("visible symbols: index, name and position wrapped into [−L/2, L/2), top first")
  func visibleSymbols() {
    let geometry = Machines.geometry()
    let moving = geometry.visibleSymbols(offset: 50)
    #expect(moving.map(\.index) == [2, 1, 0, 20])
    #expect(moving.map(\.position) == [-150, -50, 50, 150])
    #expect(moving.map(\.symbol) == ["BELL", "REPLAY", "7", "WATERMELON"])
    #expect(
      geometry.visibleSymbols(offset: 700).map(\.index) == geometry.windowIndices(restingAt: 7))
    #expect(geometry.signedWrap(1050) == -1050)
    #expect(geometry.signedWrap(1049.5) == 1049.5)
    #expect(geometry.signedWrap(-1050) == -1050)
    #expect(geometry.visibleSymbols(offset: .nan).isEmpty)
    let short = DrumGeometry(strip: ["A", "B"], symbolHeight: 10, visibleRows: 1)
    #expect(short.visibleSymbols(offset: 0).map(\.index) == [0])
    #expect(short.visibleSymbols(offset: 5).map(\.index) == [1, 0])
  }
}
