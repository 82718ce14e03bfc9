import ReelKit

/// The config's `tumble.multiplier`: the win multiplier of a variable-row machine's cascades,
/// growing by `step` with each cascade of a chain (``/ReelKit/CascadeMultiplier``).
public struct CascadeMultiplierConfig: ConfigRecord, Sendable, Equatable {
  /// The landing window's multiplier.
  public var start: Int?
  /// The growth per cascade.
  public var step: Int?
  /// The largest multiplier, if any.
  public var cap: Int?
  /// Whether only free spins grow the multiplier (the base game pays × 1).
  public var freeSpinsOnly: Bool?
  /// Whether the multiplier keeps growing across the free spins of one feature.
  public var carriesOver: Bool?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<CascadeMultiplierConfig>] {
    typealias Ranges = CascadeMultiplier.Ranges
    return [
      .optional(
        "start", \.start,
        ConfigShape.wholeNumber.documented(
          "the landing window's multiplier", range: Ranges.start, default: .number(1))),
      .optional(
        "step", \.step,
        ConfigShape.wholeNumber.documented(
          "the growth per cascade: window `k` of a chain pays × `min(cap, start + step·k)`",
          range: Ranges.step, default: .number(1),
          allowed: "without a cap, `start + step·maxTumbles` at most 100000")),
      .optional(
        "cap", \.cap,
        ConfigShape.wholeNumber.documented(
          "the largest multiplier", range: Ranges.largest, default: .derived("none"),
          allowed: "at least `start`")),
      .optional(
        "freeSpinsOnly", \.freeSpinsOnly,
        ConfigShape.boolean.documented(
          "whether only free spins grow the multiplier (the base game pays × 1)",
          default: .boolean(true))),
      .optional(
        "carriesOver", \.carriesOver,
        ConfigShape.boolean.documented(
          "whether the multiplier keeps growing across the free spins of one feature",
          default: .boolean(false), allowed: "with a `cap`")),
    ]
  }

  /// The model's multiplier, defaults filled in.
  public var multiplier: CascadeMultiplier {
    CascadeMultiplier(
      start: start ?? 1, step: step ?? 1, cap: cap, freeSpinsOnly: freeSpinsOnly ?? true,
      carriesOver: carriesOver ?? false)
  }
}
