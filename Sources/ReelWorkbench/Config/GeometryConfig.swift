import ReelKit

extension ConfigShape {
  /// The weight of one row count of a variable-row drum.
  static let rowWeight = ConfigShape.wholeNumber.documented(
    "the weight of one row count",
    range: ParameterRange(0, Double(RowDistribution.maximumWeight), unit: ""))
}

/// Geometry shared by all drums: the config's `geometry` object.
public struct GeometryConfig: ConfigRecord, Sendable, Equatable {
  /// Symbol height, pt (default 100).
  public var symbolHeight: Double?
  /// Rows in the window, 1 to the strip's symbol count (default 3).
  public var visibleRows: Int?
  /// The row (0 at the top) the decided stop rests in (default: the centre row, the upper of
  /// the two middle rows for an even count).
  public var resultRow: Int?
  /// Variable rows ("Megaways"): the weight of each row count, `rowWeights[h − 1]` the weight
  /// of `h` rows, drawn anew every spin on every drum; `visibleRows` is then the bound.
  public var rowWeights: [Int]?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<GeometryConfig>] {
    [
      .optional(
        "symbolHeight", \.symbolHeight,
        ConfigShape.number.documented(
          "height of one symbol on the strip: a strip of `N` symbols is `N·symbolHeight` long",
          range: DrumGeometry.symbolHeightRange,
          default: .number(MachineConfig.Defaults.symbolHeight))),
      .optional(
        "visibleRows", \.visibleRows,
        ConfigShape.wholeNumber.documented(
          "rows shown in the window, row 0 at the top",
          range: ParameterRange(1, Double(DrumGeometry.maximumSymbols), unit: "rows"),
          default: .number(Double(MachineConfig.Defaults.visibleRows)),
          allowed: "at most the strip's symbol count")),
      .optional(
        "resultRow", \.resultRow,
        ConfigShape.wholeNumber.documented(
          "the window row (0 at the top) the decided stop rests in, exactly",
          range: ParameterRange(0, Double(DrumGeometry.maximumSymbols - 1), unit: ""),
          default: .derived(
            "`⌊(visibleRows − 1)/2⌋`: the centre row, the upper middle row of an even count"),
          allowed: "below `visibleRows`")),
      .optional(
        "rowWeights", \.rowWeights,
        ConfigShape.array(.rowWeight).documented(
          "variable rows (\"Megaways\"): `rowWeights[h − 1]` is the weight of `h` rows, drawn "
            + "anew every spin on every drum; symbols shrink to `visibleRows·symbolHeight ÷ h`",
          default: .derived("always `visibleRows` rows"),
          allowed: "at most `visibleRows` weights, summing to more than 0",
          count: FieldDoc.Count(1, DrumGeometry.maximumSymbols, "weights"))),
    ]
  }
}
