import ReelKit

/// A regression suite as written in JSON: scenarios of spins with fixed seeds, explicit
/// targets or sweeps, each compared with a golden record.
public struct RegressionSuite: Codable, Sendable, Equatable {
  /// Free text for people.
  public var description: String?
  /// The folder of the golden records, relative to the suite file (default `golden`).
  public var golden: String?
  /// The scenarios, in report order.
  public var scenarios: [Scenario]

  enum CodingKeys: String, CodingKey, CaseIterable {
    case description, golden, scenarios
  }

  /// One scenario: a config and the spins to run on it.
  public struct Scenario: Codable, Sendable, Equatable {
    /// A unique name; also the golden file's name (`golden/NAME.json`).
    public var name: String
    /// The machine config, relative to the suite file.
    public var config: String
    /// Spins with targets drawn from these seeds.
    public var seeds: [UInt64]?
    /// Spins with these targets (one per drum: index or symbol name).
    public var targets: [[TargetValue]]?
    /// A sweep: every index of one drum, or every combination of all drums.
    public var sweep: Sweep?
    /// Every spin is a respin of this outcome, holding these drums.
    public var respin: RespinRequest?
    /// On a variable-row machine, each drum's rows before the scenario's first spin (default:
    /// each drum's `visibleRows`); every later spin starts from the rows the spin before it
    /// drew.
    public var previousRows: [Int]?
    /// On a machine with coin levels, the level every spin plays (default: the config's
    /// first).
    public var coins: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case name, config, seeds, targets, sweep, respin, previousRows, coins
    }
  }

  /// Which targets a sweep goes through.
  public struct Sweep: Codable, Sendable, Equatable {
    /// Every index of this drum, the other drums on the targets drawn from `seed`.
    public var drum: Int?
    /// Every combination of every drum's indices (small machines only).
    public var all: Bool?
    /// The seed for the other drums' targets (default: the config's seed).
    public var seed: UInt64?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case drum, all, seed
    }
  }

  /// The most spins one scenario may hold.
  public static let maximumSpins = 20_000

  /// The description of a suite file: every key, its type, range, default and meaning
  /// (`Docs/regress.md` shows it; `Configs/schema/suite.schema.json` is generated from it).
  static let shape: ConfigShape = ConfigShape.object([
    ("description", ConfigShape.string.documented("free text for people"), false),
    (
      "golden",
      ConfigShape.string.documented(
        "folder of the golden records, relative to the suite", default: .string("golden")),
      false
    ),
    (
      "scenarios",
      ConfigShape.array(scenario).documented(
        "the scenarios, in report order", allowed: "names unique",
        count: FieldDoc.Count(1, nil, "scenarios")),
      true
    ),
  ]).documented(
    "A suite for `reelsim regress SUITE`: scenarios of spins on configs, each compared with its "
      + "golden record. Unknown keys are errors. Rules between fields (marked 'checked by "
      + "reelsim') are not expressed here: `reelsim regress` checks them")

  /// Whether `name` may name a scenario (and its golden file): 1 to 100 letters, digits, `.`,
  /// `_` or `-`, not starting with `.` (``namePattern`` states it for the schema).
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 100
      && name.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) })
      && !name.hasPrefix(".")
  }

  /// A scenario's name: the characters the loader allows, for the schema: letters, digits,
  /// `.`, `_` and `-`, not starting with `.`. The expression refuses every other ASCII
  /// character; the loader also accepts non-ASCII letters and digits (`Character.isLetter`,
  /// `isNumber`) and refuses the other non-ASCII characters itself.
  static let namePattern = FieldDoc.Pattern(
    expression: #"^[^.\x00-\x2C/:-@\[-\^`{-\x7F][^\x00-\x2C/:-@\[-\^`{-\x7F]*$"#,
    words: "letters, digits, `.`, `_`, `-`; not starting with `.`")

  /// One scenario of a suite.
  static let scenario = ConfigShape.object([
    (
      "name",
      ConfigShape.string.documented(
        "unique; also the golden's file name (`golden/NAME.json`)",
        allowed: "no non-ASCII character but letters and digits",
        count: FieldDoc.Count(1, 100, "characters"), pattern: namePattern), true
    ),
    (
      "config",
      ConfigShape.string.documented(
        "the machine config, relative to the suite file", allowed: "an existing, valid config",
        count: FieldDoc.Count(1, nil, "characters")), true
    ),
    (
      "seeds",
      ConfigShape.array(.seed).documented(
        "spins with targets drawn from each seed",
        count: FieldDoc.Count(0, maximumSpins, "seeds")), false
    ),
    (
      "targets",
      ConfigShape.array(
        ConfigShape.array(.target).documented(
          "the targets of one spin, one per drum, left to right",
          count: FieldDoc.Count(1, MachineSpec.maximumDrums, "targets"))
      ).documented(
        "spins with these targets: a strip index, or a symbol name", allowed: "one per drum",
        count: FieldDoc.Count(0, maximumSpins, "spins")), false
    ),
    (
      "sweep",
      ConfigShape.object([
        (
          "drum",
          ConfigShape.wholeNumber.documented(
            "one spin per index of this drum, the other drums on the targets of `seed`",
            range: ParameterRange(0, Double(MachineSpec.maximumDrums - 1), unit: ""),
            allowed: "a drum of the machine"), false
        ),
        (
          "all",
          ConfigShape.boolean.documented(
            "`true`: every combination of every drum's indices",
            allowed: "at most \(maximumSpins) spins"), false
        ),
        (
          "seed",
          ConfigShape.seed.documented(
            "the seed of the other drums' targets", default: .derived("the config's seed")), false
        ),
      ]).documented("a sweep of targets", rules: [.exactlyOne(["drum", "all"])]), false
    ),
    (
      "respin",
      ConfigShape.respin.documented(
        "every spin is a respin: the held drums stay, the others spin again to the "
          + "spin's targets (a held drum's target is its rest stop)", allowed: "fixed rows only"),
      false
    ),
    (
      "previousRows",
      ConfigShape.array(.wholeNumber).documented(
        "a variable-row machine's rows before the first spin, one count per drum; each later "
          + "spin starts from the rows of the spin before it",
        default: .derived("each drum's `visibleRows`"),
        allowed: "variable rows only; one per drum, each 1 … the drum's `visibleRows`"),
      false
    ),
    (
      "coins",
      ConfigShape.wholeNumber.documented(
        "the coin level every spin plays, coins per line: the window pays that level's pays",
        range: CoinsConfig.levelRange, default: .derived("the config's first level"),
        allowed: "one of the config's `paytable.coins.levels`"),
      false
    ),
  ]).documented(
    "a config and the spins to run on it", allowed: "at most \(maximumSpins) spins in all",
    rules: [.atLeastOne(["seeds", "targets", "sweep"])], definition: "scenario")
}

/// One spin of a scenario: its label, seed and targets.
public struct ScenarioSpin: Sendable, Equatable {
  /// A short label, e.g. `seed 7` or `targets 3,17,5`.
  public var label: String
  /// The seed (the config's when the targets are explicit).
  public var seed: UInt64
  /// The targets, one per drum.
  public var targets: [Int]
  /// Where the targets came from.
  public var targetSource: String
  /// On a variable-row machine, the spin's rows, the rows before it and its top stop (drawn
  /// from ``seed`` as the maths draws them); `nil` for fixed rows.
  public var rows: SpinRows? = nil
}
