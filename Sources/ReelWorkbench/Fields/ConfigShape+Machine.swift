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

  /// The description of a machine config: every key, its type, unit, range, default and
  /// meaning, from ``MachineConfig/keys`` and the keys of the types inside it
  /// (`Docs/config.md` shows it; `Configs/schema/config.schema.json` is tested against it key
  /// by key).
  static let machine = MachineConfig.shape

  /// The keys of `motion`, machine-wide or in a drum (``MotionConfig/keys``).
  static let motion = MotionConfig.shape
}
