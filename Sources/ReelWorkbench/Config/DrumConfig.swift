import ReelKit

/// One drum: an element of the config's `drums`.
public struct DrumConfig: ConfigRecord, Sendable, Equatable {
  /// The strip, symbol names in strip order.
  public var strip: [String] = []
  /// The index centred before the spin (default 0).
  public var startIndex: Int?
  /// This drum's stop request time, s, instead of `firstStop + i·stopInterval`.
  public var stopTime: Double?
  /// Overrides of the machine's motion for this drum.
  public var motion: MotionConfig?
  /// One positive weight per strip stop (a virtual reel): stop `s` comes up with probability
  /// `weights[s] / Σ weights` when targets are drawn from the seed. Default: 1 each.
  public var weights: [Int]?
  /// This drum's row weights, instead of `geometry.rowWeights`.
  public var rowWeights: [Int]?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<DrumConfig>] {
    [
      .required(
        "strip", \.strip,
        ConfigShape.array(.symbolName).documented(
          "the strip, symbol names in strip order", allowed: "names from `symbols`",
          count: FieldDoc.Count(1, DrumGeometry.maximumSymbols, "names"))),
      .optional(
        "startIndex", \.startIndex,
        ConfigShape.wholeNumber.documented(
          "the index centred before the spin",
          range: ParameterRange(0, Double(DrumGeometry.maximumSymbols - 1), unit: ""),
          default: .number(0), allowed: "below the strip's symbol count")),
      .optional(
        "stopTime", \.stopTime,
        ConfigShape.number.documented(
          "this drum's stop request", range: MachineConfig.Ranges.stopTime,
          default: .derived("`firstStop + i·stopInterval`"), allowed: "before `maxDuration`")),
      .optional(
        "motion", \.motion,
        ConfigShape.motion.documented(
          "any `motion` key, overriding the machine's for this drum", expands: false)),
      .optional(
        "weights", \.weights,
        ConfigShape.array(.stopWeight).documented(
          "stop weights (a virtual reel): stop `s` comes up with probability `w[s] / Σ w`",
          default: .derived("1 per stop"), allowed: "one per strip stop",
          count: FieldDoc.Count(1, DrumGeometry.maximumSymbols, "weights"))),
      .optional(
        "rowWeights", \.rowWeights,
        ConfigShape.array(.rowWeight).documented(
          "this drum's row weights (variable rows), instead of `geometry.rowWeights`",
          default: .derived("`geometry.rowWeights`"),
          allowed: "at most `visibleRows` weights, summing to more than 0",
          count: FieldDoc.Count(1, DrumGeometry.maximumSymbols, "weights"))),
    ]
  }
}
