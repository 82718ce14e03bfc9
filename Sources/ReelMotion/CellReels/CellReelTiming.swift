import ReelKitSupport

/// When the cell reels of a hold-and-win respin start and stop, and the pause between two
/// respins.
///
/// In a respin the free cells spin as one-row drums ("cell reels"); they are counted in cell
/// order (cell `d·rows + row`), skipping the held ones, and the `k`-th free cell
/// (`k = 0, 1, …`) starts and is asked to stop at
///
///     start(k) = k·startInterval,   stop(k) = firstStop + k·stopInterval
///
/// seconds into the respin (its stop request then waits, as a drum's does, until it cruises
/// and has turned ``MotionParameters/minimumRevolutions`` times). A respin ends when its
/// last cell settles; the next one starts ``respinPause`` later, and the first one
/// ``respinPause`` after the triggering spin settled.
public struct CellReelTiming: Sendable, Equatable, Hashable {
  /// The allowed intervals and the first stop: within the first minute, as a drum schedule's.
  public static let timeRange = DrumSchedule.timeRange
  /// The allowed pauses between respins, s.
  public static let pauseRange = ParameterRange(0, 10, unit: "s")
  /// The default time between two free cells' starts, s.
  public static let defaultStartInterval = 0.02
  /// The default stop request of the first free cell, s.
  public static let defaultFirstStop = 0.8
  /// The default time between two free cells' stop requests, s.
  public static let defaultStopInterval = 0.08
  /// The default pause before each respin, s.
  public static let defaultRespinPause = 0.5

  /// The time between two free cells' starts, s.
  public var startInterval: Double
  /// The first free cell's stop request, s into the respin.
  public var firstStop: Double
  /// The time between two free cells' stop requests, s.
  public var stopInterval: Double
  /// The pause before each respin (after the triggering spin or the previous respin settled), s.
  public var respinPause: Double

  /// Creates a timing; the defaults are a config's.
  public init(
    startInterval: Double = defaultStartInterval, firstStop: Double = defaultFirstStop,
    stopInterval: Double = defaultStopInterval, respinPause: Double = defaultRespinPause
  ) {
    self.startInterval = startInterval
    self.firstStop = firstStop
    self.stopInterval = stopInterval
    self.respinPause = respinPause
  }

  /// The `k`-th free cell's start delay, s: `k·startInterval`.
  public func startDelay(ofFreeCell k: Int) -> Double { Double(k) * startInterval }

  /// The `k`-th free cell's stop request time, s: `firstStop + k·stopInterval`.
  public func stopRequestTime(ofFreeCell k: Int) -> Double {
    firstStop + Double(k) * stopInterval
  }

  /// Checks each time on its own; field paths are the property names.
  public func issues() -> [ParameterIssue] {
    var check = IssueCollector()
    check.require("startInterval", startInterval, in: Self.timeRange)
    check.require("firstStop", firstStop, in: Self.timeRange)
    check.require("stopInterval", stopInterval, in: Self.timeRange)
    check.require("respinPause", respinPause, in: Self.pauseRange)
    return check.issues
  }
}

#if !hasFeature(Embedded)
  extension CellReelTiming: Codable {}
#endif
