import ReelKit
import Testing

/// The planned wild motion: exact event order and ticks for each rule that moves, closed-form
/// samples, determinism and a host-driven frame loop.
@Suite struct WildMotionTests {
  /// 5 drums × 3 rows, spins of 100 ticks, the other parts at their defaults (walk 72, grow 36,
  /// delay 60, interval 48, pause 48).
  static let timing = WildMotionTiming(spinTicks: 100)

  /// An expanding wild in the base window (drums 1 and 3, landed in rows 2 and 0) then a free
  /// spin with sticky wilds in cells 1:0–2 and 4:1.
  static let expandingThenSticky = WildMotion(
    steps: [
      WildMotionStep(
        kind: .base, held: [0, 0, 0, 0, 0], landed: [0, 4, 0, 1, 0], expanded: [1, 3]),
      WildMotionStep(
        kind: .freeSpin, held: [0, 7, 0, 0, 2], landed: [0, 7, 0, 0, 2], expanded: []),
    ], drums: 5, rows: 3, timing: timing)

  static func rows(_ motion: WildMotion) -> [String] {
    motion.events.map {
      "\($0.tick) \($0.step) \($0.drum.map(String.init) ?? "-") \($0.row.map(String.init) ?? "-") \($0.kind.name)"
    }
  }

  @Test func expandingAndStickyEventsComeInOrderOnTheirTicks() {
    let motion = Self.expandingThenSticky
    // Base: growths at 0 + 60 and 0 + 60 + 48, each 36 ticks; the step ends 48 after the last.
    // Free spin from 192: the sticky cells held, the spin rests at 292, ends at 340.
    #expect(
      Self.rows(motion) == [
        "0 0 - - stepStarted", "60 0 1 - expandStarted", "96 0 1 - expandEnded",
        "108 0 3 - expandStarted", "144 0 3 - expandEnded", "192 0 - - stepEnded",
        "192 1 - - stepStarted", "192 1 1 0 held", "192 1 1 1 held", "192 1 1 2 held",
        "192 1 4 1 held", "192 1 - - spinStarted", "292 1 - - drumsSettled",
        "340 1 - - stepEnded",
      ])
    #expect(motion.startTicks == [0, 192])
    #expect(motion.endTick == 340)
  }

  @Test func aWalkingWildStepsOneDrumWhileTheDrumsSpin() {
    let motion = WildMotion(
      steps: [
        WildMotionStep(kind: .base, held: [0, 0, 0], landed: [0, 0, 2], expanded: []),
        WildMotionStep(kind: .respin, held: [0, 2, 0], landed: [0, 2, 0], expanded: []),
        WildMotionStep(kind: .respin, held: [2, 0, 0], landed: [2, 0, 0], expanded: []),
      ], drums: 3, rows: 3, timing: Self.timing)
    #expect(
      Self.rows(motion) == [
        "0 0 - - stepStarted", "48 0 - - stepEnded",
        "48 1 - - stepStarted", "48 1 1 1 walkStarted", "48 1 - - spinStarted",
        "120 1 1 1 walkEnded", "148 1 - - drumsSettled", "196 1 - - stepEnded",
        "196 2 - - stepStarted", "196 2 0 1 walkStarted", "196 2 - - spinStarted",
        "268 2 0 1 walkEnded", "296 2 - - drumsSettled", "344 2 - - stepEnded",
      ])
    // The walk: 1 drum right at its start, smoothstep to 0 at 72 ticks, then held.
    #expect(motion.sample(atTick: 48).walks == [WildWalk(drum: 1, row: 1, offset: 1)])
    #expect(motion.sample(atTick: 84).walks == [WildWalk(drum: 1, row: 1, offset: 0.5)])
    let arrived = motion.sample(atTick: 120)
    #expect(arrived.walks.isEmpty && arrived.held == [0, 2, 0])
    #expect(arrived.spinning == [true, true, true])
    #expect(motion.sample(atTick: 148).spinning == [false, false, false])
  }

  @Test func aGrowthCoversItsDrumFromTheRowsItLandedIn() throws {
    let motion = Self.expandingThenSticky
    #expect(motion.sample(atTick: 59).growths[1] == nil)
    let start = try #require(motion.sample(atTick: 60).growths[1])
    #expect(start.top == 2 && start.bottom == 3 && start.progress == 0)
    // Halfway (18 of 36 ticks): smoothstep 0.5, top 2·0.5, bottom 3 + 0·0.5.
    let half = try #require(motion.sample(atTick: 78).growths[1])
    #expect(half.top == 1 && half.bottom == 3 && half.progress == 0.5)
    let done = try #require(motion.sample(atTick: 96).growths[1])
    #expect(done == WildGrowth(top: 0, bottom: 3, progress: 1) && done.isComplete)
    let other = try #require(motion.sample(atTick: 126).growths[3])
    #expect(other.top == 0 && other.bottom == 2 && other.progress == 0.5)
  }

  @Test func stickyWildsStayWhileTheOtherDrumsSpin() {
    let sample = Self.expandingThenSticky.sample(atTick: 200)
    #expect(sample.step == 1)
    #expect(sample.held == [0, 7, 0, 0, 2])
    // Drum 1 is wholly held and rests; drum 4 spins under its held cell.
    #expect(sample.spinning == [true, false, true, true, true])
    #expect(Self.expandingThenSticky.sample(atTick: 292).spinning.allSatisfy { !$0 })
  }

  @Test func theSamePlanGivesTheSameMotion() {
    let again = WildMotion(
      steps: Self.expandingThenSticky.steps, drums: 5, rows: 3, timing: Self.timing)
    #expect(again == Self.expandingThenSticky)
    #expect(again.events == Self.expandingThenSticky.events)
    for tick in stride(from: 0, through: 360, by: 7) {
      #expect(again.sample(atTick: tick) == Self.expandingThenSticky.sample(atTick: tick))
    }
  }

  @Test func theBookSymbolGrowsLikeSymbolExpansionPlansIt() {
    // A free spin whose symbol expands over drums 0, 2 and 4: expandStarted on
    // SymbolExpansion's ticks after the rest.
    let motion = WildMotion(
      steps: [
        WildMotionStep(
          kind: .freeSpin, held: [0, 0, 0, 0, 0], landed: [1, 0, 2, 0, 4], expanded: [0, 2, 4])
      ],
      drums: 5, rows: 3, timing: Self.timing)
    let starts = motion.events.filter { $0.kind == .expandStarted }.map { $0.tick - 100 }
    #expect(starts == SymbolExpansion(drums: [0, 2, 4]).events.map(\.tick))
  }

  @Test func aHostDrivenFrameLoopDeliversEveryEventOnceAndEmptyFramesBetween() throws {
    let motion = Self.expandingThenSticky
    var loop = WildMotionFrameLoop(motion: motion)
    var delivered: [WildMotionEvent] = []
    var empty = 0
    var frame = try loop.frame(at: 0)
    delivered += frame.events
    // 60 Hz frames, each asked twice (the second one empty).
    var seconds = 0.0
    while !frame.isFinished {
      seconds += 1.0 / 60
      frame = try loop.frame(at: seconds)
      delivered += frame.events
      if frame.events.isEmpty { empty += 1 }
      let again = try loop.frame(at: seconds)
      #expect(again.events.isEmpty && again.sample == frame.sample)
      #expect(seconds < 10, "the loop finishes")
      if seconds >= 10 { break }
    }
    #expect(delivered == motion.events)
    #expect(empty > 0)
    #expect(
      frame.sample
        == motion.sample(
          atTick: motion.clock.tick(atOrAfter: seconds)
            - (motion.clock.time(atTick: motion.clock.tick(atOrAfter: seconds)) > seconds ? 1 : 0)))
    #expect(throws: SpinUsageError.self) { try loop.frame(at: seconds - 1) }
    #expect(throws: SpinUsageError.self) { try loop.frame(at: .nan) }
  }

  @Test func timingOutOfRangeIsNamed() {
    #expect(WildMotionTiming(spinTicks: 10).issue == nil)
    #expect(WildMotionTiming(spinTicks: -1).issue?.field == "spinTicks")
    #expect(WildMotionTiming(spinTicks: 0, growTicks: 0).issue?.field == "growTicks")
  }
}
