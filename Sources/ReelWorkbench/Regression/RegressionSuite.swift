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

    enum CodingKeys: String, CodingKey, CaseIterable {
      case name, config, seeds, targets, sweep, respin, previousRows
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
  /// (`Docs/regress.md` shows it; `Configs/schema/suite.schema.json` is tested against it).
  static let shape: ConfigShape = .object([
    ("description", ConfigShape.string.documented("free text for people"), false),
    (
      "golden",
      ConfigShape.string.documented(
        "folder of the golden records, relative to the suite", default: .string("golden")),
      false
    ),
    (
      "scenarios",
      ConfigShape.array(
        .object([
          (
            "name",
            ConfigShape.string.documented(
              "unique; also the golden's file name (`golden/NAME.json`)",
              allowed: "1 to 100 letters, digits, `.`, `_`, `-`; not starting with `.`"), true
          ),
          (
            "config",
            ConfigShape.string.documented("the machine config, relative to the suite file"), true
          ),
          (
            "seeds",
            ConfigShape.array(.seed).documented("spins with targets drawn from each seed"), false
          ),
          (
            "targets",
            ConfigShape.array(.array(.indexOrName)).documented(
              "spins with these targets: a strip index, or a symbol name",
              allowed: "one per drum"), false
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
                  allowed: "instead of `drum`"), false
              ),
              (
                "seed",
                ConfigShape.seed.documented(
                  "the seed of the other drums' targets", default: .derived("the config's seed"),
                  allowed: "0 … 18446744073709551615"), false
              ),
            ]).documented("a sweep of targets"), false
          ),
          (
            "respin",
            ConfigShape.respin.documented(
              "every spin is a respin: the held drums stay, the others spin again to the "
                + "spin's targets (a held drum's target is its rest stop)",
              allowed: "fixed rows only"), false
          ),
          (
            "previousRows",
            ConfigShape.array(.wholeNumber).documented(
              "a variable-row machine's rows before the first spin, one count per drum; each "
                + "later spin starts from the rows of the spin before it",
              default: .derived("each drum's `visibleRows`"),
              allowed: "variable rows only; one per drum, each 1 … the drum's `visibleRows`"),
            false
          ),
        ])
      ).documented(
        "the scenarios, in report order",
        allowed: "1 or more; each with seeds, targets or a sweep, at most \(maximumSpins) spins"),
      true
    ),
  ])
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
