import ReelKit

/// A machine as written in a JSON config file. Every key but `name`, `symbols` and `drums`
/// is optional; ``MachineConfig/resolve()`` fills in the built-in defaults, validates and
/// turns it into a ReelKit ``/ReelKit/MachineSpec``.
///
/// Each key of the file is described once, in `keys` (and in the `keys` of the nested
/// types): its type, unit, range, default and meaning. The loader's shape check, decoding,
/// the reference in `Docs/config.md` and the schema tests all read that list.
public struct MachineConfig: ConfigRecord, Sendable, Equatable {
  /// The machine's name (used in traces, summaries and output folders).
  public var name = ""
  /// Free text for people.
  public var description: String?
  /// The machine's symbol alphabet; every strip entry must be one of these.
  public var symbols: [String] = []
  /// Symbol height and window rows, shared by all drums.
  public var geometry: GeometryConfig?
  /// Motion and timing shared by all drums.
  public var motion: MotionConfig?
  /// The drums, left to right.
  public var drums: [DrumConfig] = []
  /// Clock, watchdog and seed.
  public var simulation: SimulationConfig?
  /// Fixed targets, one per drum (index or symbol name); when absent, drawn from the seed.
  public var targets: [TargetValue]?
  /// Rule sets the machine follows (`pachislot`), which `reelsim check` checks it against.
  public var rules: [String]?
  /// What the machine pays: paylines, pays, wild and scatter (`reelsim par`, the wins of
  /// `reelsim simulate`).
  public var paytable: PaytableConfig?
  /// Makes the machine a prize wheel: segment widths, spin direction and pointer.
  public var wheel: WheelConfig?
  /// Makes the machine tumble: winning cells removed, the rest falling, new symbols dropping
  /// in, while the window wins.
  public var tumble: TumbleConfig?
  /// The horizontal drum above drums 1 … n−2 of a variable-row machine.
  public var topDrum: TopDrumConfig?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<MachineConfig>] {
    [
      .required(
        "name", \.name,
        ConfigShape.string.documented(
          "the machine's name, used in traces, summaries and output folders (`Plots/out/NAME/`)",
          count: FieldDoc.Count(1, 100, "characters"))),
      .optional(
        "description", \.description,
        ConfigShape.string.documented("free text for people; reelsim ignores it")),
      .required(
        "symbols", \.symbols,
        ConfigShape.array(.symbolName).documented(
          "the machine's symbol alphabet: every strip entry and every target given by name is "
            + "one of them", count: FieldDoc.Count(1, nil, "names"), unique: true)),
      .optional(
        "geometry", \.geometry,
        GeometryConfig.shape.documented("symbol height and window rows, shared by all drums")),
      .optional(
        "motion", \.motion,
        ConfigShape.motion.documented(
          "motion and timing for every drum; a drum's own `motion` overrides single keys")),
      .required(
        "drums", \.drums,
        ConfigShape.array(DrumConfig.shape.defined(as: "drum", "one drum")).documented(
          "the drums, left to right",
          count: FieldDoc.Count(1, MachineSpec.maximumDrums, "drums"))),
      .optional(
        "simulation", \.simulation,
        SimulationConfig.shape.documented("the clock, the watchdog and the seed")),
      .optional(
        "targets", \.targets,
        ConfigShape.array(.target).documented(
          "fixed targets: a strip index, or a symbol name (its first occurrence on the strip)",
          default: .derived("drawn from the seed"), allowed: "one per drum",
          count: FieldDoc.Count(1, MachineSpec.maximumDrums, "targets"))),
      .optional(
        "rules", \.rules,
        ConfigShape.array(.choice(RuleSet.allCases.map(\.name))).documented(
          "rule sets the machine follows, which `reelsim check` and the studio's badges apply "
            + "(no other): " + RuleSet.documented(RuleSet.allCases),
          default: .derived("none"))),
      .optional(
        "paytable", \.paytable,
        PaytableConfig.shape.documented(
          "what the machine pays (`reelsim par`, the wins of `simulate`): a line pays one win, "
            + "its best — the highest pay of any paying symbol for its run of that symbol or the "
            + "wild from drum 0, or the wild's own pay for the leading wilds — worth `pay × bet` "
            + "credits")),
      .optional(
        "wheel", \.wheel,
        WheelConfig.shape.documented(
          "makes the machine a prize wheel: one drum whose strip lists the segments, angles in "
            + "degrees (speeds °/s), resting with the winning segment's centre under the "
            + "pointer; no `geometry`")),
      .optional(
        "tumble", \.tumble,
        TumbleConfig.shape.documented(
          "makes the machine tumble: the winning cells are removed, the cells above fall into "
            + "the gaps and new symbols drop in from the strip above, while the window wins; "
            + "needs a `paytable`, not with `wheel`; on a cluster grid (`paytable.mode` "
            + "`cluster`, whose cascades are the maths') only how its cells fall: `gravity`, "
            + "`restitution`, `fallDelay`, `columnStagger`")),
      .optional(
        "topDrum", \.topDrum,
        TopDrumConfig.shape.documented(
          "variable rows: a horizontal drum above every drum but the first and the last, adding "
            + "one cell to each; at rest on stop `k` it shows strip indices `k … k + n − 3` left "
            + "to right", allowed: "3 drums or more, not with `wheel`")),
    ]
  }
}
