import ReelKit

/// The wild features as written in `paytable.wilds` (``/ReelKit/WildFeatures``).
public struct WildFeaturesConfig: ConfigRecord, Sendable, Equatable {
  /// Whether a wild fills its whole drum (default false).
  public var expanding: Bool?
  /// The drums (0-based) whose wilds expand (default: every drum).
  public var expandingDrums: [Int]?
  /// Whether wilds in free spins stay in their cells for the rest of the round.
  public var sticky: Bool?
  /// Whether base-game wilds walk one drum left per respin.
  public var walking: Bool?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<WildFeaturesConfig>] {
    [
      .optional(
        "expanding", \.expanding,
        ConfigShape.boolean.documented(
          "expanding wilds: a drum that shows the wild in any cell (after landing, in the "
            + "base game and in free spins) shows it in every cell, covering a scatter there",
          default: .boolean(false))),
      .optional(
        "expandingDrums", \.expandingDrums,
        ConfigShape.array(.wholeNumber).documented(
          "the drums whose wilds expand, 0 for the first", default: .derived("every drum"),
          allowed: "only with `expanding` true; each a drum index once")),
      .optional(
        "sticky", \.sticky,
        ConfigShape.boolean.documented(
          "sticky wilds in free spins: every cell that shows the wild stays wild for the rest "
            + "of the round", default: .boolean(false), allowed: "with `freeSpins`")),
      .optional(
        "walking", \.walking,
        ConfigShape.boolean.documented(
          "walking wilds in the base game: a window with a wild beyond drum 0 is followed by a "
            + "respin in which every wild has moved one drum left (drum 0's leave) and new "
            + "wilds walk too; every window pays",
          default: .boolean(false),
          allowed: "without `freeSpins`; every drum but the first needs a stop that shows no "
            + "wild")),
    ]
  }
}
