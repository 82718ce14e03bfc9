/// When the drums of a machine start and are asked to stop, as a config writes it: drum `i`
/// starts `startDelay + i·startInterval` seconds into the spin and its stop request is
/// scheduled at `firstStop + i·stopInterval` seconds.
public struct DrumSchedule: Sendable, Equatable, Hashable {
  /// The allowed times of a schedule (`firstStop`, `stopInterval`, `startDelay`,
  /// `startInterval`): within the first minute.
  public static let timeRange = ParameterRange(0, 60, unit: "s")
  /// Drum 0's stop request when nothing sets it, seconds.
  public static let defaultFirstStop = 1.0
  /// The time between two drums' stop requests when nothing sets it, seconds.
  public static let defaultStopInterval = 0.3

  /// Drum 0's stop request, seconds (default 1.0, as in a config).
  public var firstStop: Double
  /// The time between two drums' stop requests, seconds (default 0.3).
  public var stopInterval: Double
  /// Drum 0's start delay, seconds (default 0).
  public var startDelay: Double
  /// The time between two drums' starts, seconds (default 0).
  public var startInterval: Double

  /// Creates a schedule; the defaults are the config's.
  public init(
    firstStop: Double = defaultFirstStop, stopInterval: Double = defaultStopInterval,
    startDelay: Double = 0,
    startInterval: Double = 0
  ) {
    self.firstStop = firstStop
    self.stopInterval = stopInterval
    self.startDelay = startDelay
    self.startInterval = startInterval
  }

  /// Drum `index`'s stop request time, seconds: `firstStop + index·stopInterval`.
  public func stopRequestTime(ofDrum index: Int) -> Double {
    firstStop + Double(index) * stopInterval
  }

  /// Drum `index`'s start delay, seconds: `startDelay + index·startInterval`.
  public func startDelay(ofDrum index: Int) -> Double {
    startDelay + Double(index) * startInterval
  }
}

extension MachineSpec {
  /// The watchdog a machine built in code gets by default, seconds (as in a config).
  public static let defaultMaxDuration = 30.0

  /// A machine built in code as a config would be: one drum per strip, all with the same
  /// geometry and motion, timed by `schedule`, starting on `startIndices` (default: 0),
  /// with the default 240 Hz clock and a 30 s watchdog. Check it with ``issues()``.
  ///
  /// ```swift
  /// let strip = ["7", "BAR", "CHERRY", "BELL", "PLUM"]
  /// let geometry = DrumGeometry(strip: strip, symbolHeight: 100, visibleRows: 3)
  /// let spec = MachineSpec(
  ///   strips: [strip, strip, strip],
  ///   motion: MotionParameters(cruiseSpeed: geometry.pointsPerSecond(rpm: 80)))
  /// ```
  public init(
    name: String = "machine", strips: [[String]], symbolHeight: Double = 100,
    visibleRows: Int = 3, motion: MotionParameters = MotionParameters(),
    schedule: DrumSchedule = DrumSchedule(), startIndices: [Int]? = nil,
    clock: SimulationClock = SimulationClock(), maxDuration: Double = defaultMaxDuration
  ) {
    let drums = strips.enumerated().map { index, strip in
      DrumSpec(
        geometry: DrumGeometry(strip: strip, symbolHeight: symbolHeight, visibleRows: visibleRows),
        motion: motion,
        startIndex: startIndices.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? 0,
        startDelay: schedule.startDelay(ofDrum: index),
        stopRequestTime: schedule.stopRequestTime(ofDrum: index))
    }
    self.init(name: name, drums: drums, clock: clock, maxDuration: maxDuration)
  }
}

#if !hasFeature(Embedded)
  extension DrumSchedule: Codable {}
#endif
