@testable import ReelKit

/// The machines the tests spin: a 21-symbol pachislot strip of 100 pt symbols, 3 visible
/// rows, 3 drums cruising at 2800 pt/s (80 rpm) whose stop requests are scheduled at
/// 1.0 s, 1.3 s and 1.6 s, with motion variants per braking profile and landing strategy.
enum Machines {
  /// 7, BAR, CHERRY, BELL, WATERMELON, REPLAY and PLUM, mixed.
  static let strip = [
    "7", "REPLAY", "BELL", "CHERRY", "BAR", "WATERMELON", "REPLAY",
    "PLUM", "BELL", "REPLAY", "7", "WATERMELON", "REPLAY", "BELL",
    "CHERRY", "REPLAY", "BAR", "PLUM", "BELL", "REPLAY", "WATERMELON",
  ]
  /// The planned braking profiles.
  static let plannedProfiles: [BrakingProfile] = [.linear, .cubic, .back]
  /// The default 240 Hz clock.
  static let clock = SimulationClock()

  /// The strip with `symbolHeight` pt symbols and 3 rows.
  static func geometry(symbolHeight: Double = 100) -> DrumGeometry {
    DrumGeometry(strip: strip, symbolHeight: symbolHeight, visibleRows: 3)
  }

  /// Motion for a profile and strategy: back overshoots 40 pt and settles in 0.2 s; solve
  /// may change the cruise speed by up to `maxSpeedAdjust`; classic is ``classic(slowSpeed:slowZone:)``.
  static func motion(
    _ profile: BrakingProfile, _ strategy: LandingStrategy = .wait, maxSpeedAdjust: Double = 0.3
  ) -> MotionParameters {
    if profile == .classic { return classic() }
    var motion = MotionParameters(profile: profile, strategy: strategy, cruiseSpeed: 2800)
    if profile == .back {
      motion.overshoot = 40
      motion.settleTime = 0.2
    }
    if strategy == .solve { motion.maxSpeedAdjust = maxSpeedAdjust }
    return motion
  }

  /// The classic buffer algorithm: 1200 pt/s (5 pt per tick) inside a 100 pt slow zone,
  /// snapping within 10 pt, so it cannot step over its 20 pt window.
  static func classic(slowSpeed: Double = 1200, slowZone: Double = 100) -> MotionParameters {
    MotionParameters(
      profile: .classic, cruiseSpeed: 2800, slowSpeed: slowSpeed, slowZone: slowZone,
      stopTolerance: 10)
  }

  /// The classic algorithm too fast for its buffer: 6000 pt/s is 25 pt per tick, more than
  /// twice the 10 pt tolerance, so it can step over the window.
  static func classicOverrun() -> MotionParameters { classic(slowSpeed: 6000) }

  /// Three drums with `motion`, the stop requests at 1.0 s + i·0.3 s.
  static func machine(
    _ motion: MotionParameters, symbolHeight: Double = 100, startIndices: [Int] = [0, 0, 0],
    maxDuration: Double = 10
  ) -> MachineSpec {
    let drums = startIndices.enumerated().map { index, start in
      DrumSpec(
        geometry: geometry(symbolHeight: symbolHeight), motion: motion, startIndex: start,
        stopRequestTime: 1.0 + 0.3 * Double(index))
    }
    return MachineSpec(name: "test", drums: drums, clock: clock, maxDuration: maxDuration)
  }

  /// A planned machine for `profile` and `strategy`.
  static func planned(
    _ profile: BrakingProfile, _ strategy: LandingStrategy = .wait,
    symbolHeight: Double = 100, startIndices: [Int] = [0, 0, 0]
  ) -> MachineSpec {
    machine(
      motion(profile, strategy), symbolHeight: symbolHeight, startIndices: startIndices)
  }
}
