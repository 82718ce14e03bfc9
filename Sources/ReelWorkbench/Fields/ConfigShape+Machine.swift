import ReelKit

extension ConfigShape {
  /// A whole number of any size: the range is checked with the other rules, so that every
  /// problem of a file is reported at once.
  static let wholeNumber = ConfigShape.integer(Int.min...Int.max)

  /// A count of scatters anywhere in the window: a scatter pay's or a free-spins award's.
  static let scatterCount = ConfigShape.wholeNumber.documented(
    "scatters anywhere in the window",
    range: ParameterRange(
      1, Double(DrumGeometry.maximumSymbols * MachineSpec.maximumDrums), unit: ""),
    allowed: "at most `visibleRows × drums`")

  /// A symbol name, as ``MachineConfig`` checks the machine's `symbols`: 1 to 32 characters,
  /// none of them whitespace (`Character.isWhitespace`), a comma or a dash.
  static let symbolName = ConfigShape.string.documented(
    "a symbol name", count: FieldDoc.Count(1, 32, "characters"),
    pattern: FieldDoc.Pattern(
      expression:
        #"^[^-,\t-\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+$"#,
      words: "no whitespace, commas or dashes"),
    definition: "symbolName")

  /// A target as a config or a suite writes it: a strip index or a symbol name.
  static let target = ConfigShape.indexOrName.documented(
    "a strip index, or a symbol name (its first occurrence on that drum's strip)",
    range: ParameterRange(0, Double(DrumGeometry.maximumSymbols - 1), unit: ""),
    allowed: "an index below the strip's symbol count, or a name on the strip",
    count: FieldDoc.Count(1, nil, "characters"), definition: "target")

  /// Stop weights, one per stop of a strip: each 1 … ``StopWeights/maximumWeight``.
  static let stopWeight = ConfigShape.wholeNumber.documented(
    "the weight of one stop", range: ParameterRange(1, Double(StopWeights.maximumWeight), unit: ""))

  /// The description of a machine config: every key, its type, unit, range, default and
  /// meaning, from ``MachineConfig/keys`` and the keys of the types inside it
  /// (`Docs/config.md` shows it; `Configs/schema/config.schema.json` is generated from it).
  static let machine = MachineConfig.shape.documented(
    "A slot machine for reelsim: its symbols, drums, motion, clock and paytable. Durations are "
      + "seconds (s), distances points (pt), speeds pt/s, accelerations pt/s². Unknown keys are "
      + "errors, so do not add \"$schema\" to a config; map the schema in your editor instead. "
      + "Rules between fields (marked 'checked by reelsim') are not expressed here: run "
      + "`reelsim check FILE` for the full validation",
    definition: "machine")

  /// The keys of `motion`, machine-wide or in a drum (``MotionConfig/keys``), defined once
  /// in the schema.
  static let motion = MotionConfig.shape.defined(
    as: "motion",
    "motion and timing: braking profile, landing strategy, speeds and accelerations, the "
      + "start and stop schedule")
}
