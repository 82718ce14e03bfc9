import ReelKit

/// The timing of a hold-and-win round's cell reels as written in
/// `paytable.holdAndWin.cellReels` (``/ReelKit/CellReelTiming``); every key optional.
public struct CellReelsConfig: ConfigRecord, Sendable, Equatable {
  /// The time between two free cells' starts, s.
  public var startInterval: Double?
  /// The first free cell's stop request, s into a respin.
  public var firstStop: Double?
  /// The time between two free cells' stop requests, s.
  public var stopInterval: Double?
  /// The pause before each respin, s.
  public var respinPause: Double?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// The timing, defaults filled in.
  public var timing: CellReelTiming {
    CellReelTiming(
      startInterval: startInterval ?? CellReelTiming.defaultStartInterval,
      firstStop: firstStop ?? CellReelTiming.defaultFirstStop,
      stopInterval: stopInterval ?? CellReelTiming.defaultStopInterval,
      respinPause: respinPause ?? CellReelTiming.defaultRespinPause)
  }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<CellReelsConfig>] {
    [
      .optional(
        "startInterval", \.startInterval,
        ConfigShape.number.documented(
          "time between two free cells' starts in a respin (free cells counted in cell order, "
            + "drum by drum, top row first)",
          range: CellReelTiming.timeRange, default: .number(CellReelTiming.defaultStartInterval))),
      .optional(
        "firstStop", \.firstStop,
        ConfigShape.number.documented(
          "the first free cell's stop request, seconds into a respin",
          range: CellReelTiming.timeRange, default: .number(CellReelTiming.defaultFirstStop))),
      .optional(
        "stopInterval", \.stopInterval,
        ConfigShape.number.documented(
          "time between two free cells' stop requests",
          range: CellReelTiming.timeRange, default: .number(CellReelTiming.defaultStopInterval))),
      .optional(
        "respinPause", \.respinPause,
        ConfigShape.number.documented(
          "pause before each respin: after the triggering spin, and after the previous respin "
            + "settled",
          range: CellReelTiming.pauseRange, default: .number(CellReelTiming.defaultRespinPause))),
    ]
  }
}
