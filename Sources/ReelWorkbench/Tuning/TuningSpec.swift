/// A tuning spec as written in JSON: a base config, the parameters to tune with their
/// ranges, hard constraints, objectives, rule presets and the outcomes to judge on.
public struct TuningSpec: Decodable, Sendable, Equatable {
  /// Free text for people.
  public var description: String?
  /// The base config: a path relative to the spec, or a config object inline.
  public var base: Base
  /// The parameters to tune.
  public var parameters: [Parameter]
  /// Hard limits measured on the simulated spins.
  public var constraints: [Constraint]?
  /// What to get close to or minimise.
  public var objectives: [Objective]?
  /// Named rule sets that add constraints: `pachislot`, `uk-online`.
  public var presets: [String]?
  /// Which outcomes a candidate is judged on.
  public var outcomes: Outcomes?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case description, base, parameters, constraints, objectives, presets, outcomes
  }

  /// The base config.
  public enum Base: Decodable, Sendable, Equatable {
    /// A config file, relative to the spec.
    case path(String)
    /// A config written inside the spec.
    case inline(MachineConfig)

    /// Decodes a string or an object.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let path = try? container.decode(String.self) {
        self = .path(path)
      } else {
        self = .inline(try container.decode(MachineConfig.self))
      }
    }
  }

  /// A tuned parameter: a numeric config field and its range.
  public struct Parameter: Codable, Sendable, Equatable {
    /// The field's JSON path in the config: `motion.cruiseSpeed`,
    /// `drums[2].motion.maxDeceleration`, `drums[1].stopTime`, `simulation.timeStep`.
    public var path: String
    /// The smallest value to try.
    public var min: Double
    /// The largest value to try.
    public var max: Double
    /// Values are multiples of `step` from `min` (default: 1/10000 of the range, 1 for
    /// whole-number fields).
    public var step: Double?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case path, min, max, step
    }
  }

  /// A hard limit on a metric, for every judged outcome.
  public struct Constraint: Codable, Sendable, Equatable {
    /// The metric.
    public var metric: SpinMetric
    /// The smallest allowed value.
    public var min: Double?
    /// The largest allowed value.
    public var max: Double?
    /// The drum measured alone (a per-drum metric; default: every drum).
    public var drum: Int?
    /// Which value over the judged outcomes must be within the limits (default `worst`:
    /// every outcome).
    public var statistic: TuningStatistic?

    /// A constraint on every drum's worst value.
    public init(
      metric: SpinMetric, min: Double?, max: Double?, drum: Int? = nil,
      statistic: TuningStatistic? = nil
    ) {
      self.metric = metric
      self.min = min
      self.max = max
      self.drum = drum
      self.statistic = statistic
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
      case metric, min, max, drum, statistic
    }
  }

  /// A goal on a metric's mean over the judged outcomes.
  public struct Objective: Codable, Sendable, Equatable {
    /// The metric.
    public var metric: SpinMetric
    /// Get as close as possible to this value.
    public var target: Double?
    /// `true`: make the metric as small as possible.
    public var minimize: Bool?
    /// `true`: make the metric as large as possible.
    public var maximize: Bool?
    /// How much this objective counts (default 1).
    public var weight: Double?
    /// The drum measured alone (a per-drum metric; default: every drum).
    public var drum: Int?
    /// Which value over the judged outcomes the goal is on (default `mean`; not `worst`).
    public var statistic: TuningStatistic?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case metric, target, minimize, maximize, weight, drum, statistic
    }
  }

  /// The outcomes a candidate is judged on.
  public struct Outcomes: Codable, Sendable, Equatable {
    /// `sample`: `count` outcomes drawn by the stop weights from `seed`; `all`: every target
    /// of every drum (spin i puts drum d on `(i + 5d) mod N_d`).
    public var mode: String
    /// How many outcomes to sample.
    public var count: Int?
    /// The sampling seed (default 1).
    public var seed: UInt64?
    /// Whether to add the constructed extreme outcomes (default `true`).
    public var extremes: Bool?
    /// How many fresh outcomes the answer is checked on at the end (default 4 × the sampled
    /// count; 0: no check).
    public var check: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case mode, count, seed, extremes, check
    }
  }

  /// The description of a spec file: every key, its type, range, default and meaning
  /// (`Docs/tune.md` shows it; `Configs/schema/tuning.schema.json` is generated from it).
  static let shape: ConfigShape = {
    let metric = ConfigShape.choice(SpinMetric.allCases.map(\.rawValue)).documented(
      SpinMetric.schemaMeaning, definition: "metric")
    let statistic = ConfigShape.choice(TuningStatistic.allCases.map(\.rawValue)).documented(
      "which value over the judged outcomes: `worst` every judged outcome, extremes included "
        + "(constraints only); `mean`, `min`, `max` and `pNN` (the NN-th percentile, nearest "
        + "rank) over the sampled outcomes", definition: "statistic")
    let drum = ConfigShape.wholeNumber.documented(
      "measure this drum alone (0 = leftmost; a per-drum metric: not `spinTime`, `gameCycle`, "
        + "`firstSettle`, `stopInterval`, `minStopInterval`, `maxStopInterval`, `outOfOrder`, "
        + "`cruiseMargin`, `unstopped`, `lastRequestToRest`; `stopGap` needs ≥ 1)",
      default: .derived("every drum"), allowed: "0 … drums − 1")
    return .object([
      ("description", .string.documented("free text for people"), false),
      (
        "base",
        ConfigShape.stringOr(.machine).documented(
          "the config to start from: a path relative to the spec, or a config object inline "
            + "(a machine config, `config.schema.json`); the tuned config is the base with the "
            + "new values, named `<base>-tuned`", allowed: "a path to an existing, valid config",
          expands: false, count: FieldDoc.Count(1, nil, "characters in a path")), true
      ),
      (
        "parameters",
        ConfigShape.array(
          .object([
            (
              "path",
              .string.documented(
                "the config field to tune, by its JSON path in the base",
                allowed: "drum `i` in the base",
                pattern: TunableField.pathPattern), true
            ),
            (
              "min",
              .number.documented(
                "the smallest value to try (a whole-number field's, such as "
                  + "`minimumRevolutions`, rounded up)"), true
            ),
            (
              "max",
              .number.documented(
                "the largest value to try (a whole-number field's rounded down)",
                allowed: "more than `min`; a whole-number field: two whole numbers or more "
                  + "from `min` to `max`"),
              true
            ),
            (
              "step",
              .number.documented(
                "values are `min + k·step`", range: TuningSpec.stepRange,
                default: .derived("1/10000 of the range, 1 for whole numbers"),
                allowed: "at most `max − min`"), false
            ),
          ]).documented("a numeric config field to tune and its range", definition: "parameter")
        ).documented(
          "the parameters to tune", allowed: "each path once",
          count: FieldDoc.Count(1, TuningSpec.maximumParameters, "parameters")),
        true
      ),
      (
        "constraints",
        ConfigShape.array(
          .object([
            ("metric", metric.documented("the measured metric"), true),
            ("min", .number.documented("the smallest allowed value"), false),
            ("max", .number.documented("the largest allowed value"), false),
            ("drum", drum, false),
            (
              "statistic",
              statistic.documented(
                "which value over the outcomes must be within the limits: `worst` every judged "
                  + "outcome (extremes included); the others over the sampled outcomes",
                default: .derived("`worst`")), false
            ),
          ]).documented(
            "a limit on a metric: `min`, `max` or both", allowed: "`min` ≤ `max`",
            rules: [.atLeastOne(["min", "max"])], definition: "constraint")
        ).documented(
          "hard limits that must hold on every judged outcome (the worst is reported)"), false
      ),
      (
        "objectives",
        ConfigShape.array(
          .object([
            ("metric", metric.documented("the measured metric (its mean over the outcomes)"), true),
            ("target", .number.documented("get as close as possible to this value"), false),
            (
              "minimize", .boolean.documented("`true`: make the metric as small as possible"), false
            ),
            (
              "maximize", .boolean.documented("`true`: make the metric as large as possible"), false
            ),
            (
              "weight",
              .number.documented(
                "how much this objective counts", range: TuningSpec.weightRange,
                default: .number(1)), false
            ),
            ("drum", drum, false),
            (
              "statistic",
              statistic.documented(
                "which value over the sampled outcomes the goal is on",
                default: .derived("`mean`"), allowed: "any but `worst`"), false
            ),
          ]).documented(
            "a goal on a metric's mean (or another statistic)",
            rules: [.exactlyOne(["target", "minimize", "maximize"])], definition: "objective")
        ).documented(
          "goals on the metrics' means (or another statistic); two or more give a Pareto front"),
        false
      ),
      (
        "presets",
        ConfigShape.array(.choice(RuleSet.tunable.map(\.name))).documented(
          "rule sets that add constraints: `pachislot` (`cruiseRpm ≤ 80`, `cruiseMargin ≥ 0`), "
            + "`uk-online` (`gameCycle ≥ 2.5`)"), false
      ),
      (
        "outcomes",
        ConfigShape.object([
          (
            "mode",
            ConfigShape.choice(["sample", "all"]).documented(
              "`sample`: `count` outcomes drawn by the stop weights from `seed`; `all`: every "
                + "target of every drum once (spin i puts drum d on `(i + 5d) mod N_d`)"), true
          ),
          (
            "count",
            ConfigShape.wholeNumber.documented(
              "`sample`: how many outcomes", range: TuningSpec.outcomeCountRange,
              default: .number(Double(TuningSpec.defaultSampleCount)),
              condition: FieldDoc.Condition(key: "mode", value: "sample")), false
          ),
          (
            "seed",
            ConfigShape.seed.documented(
              "`sample`: the sampling seed (outcome i is drawn from `seed + i`)",
              default: .number(1)), false
          ),
          (
            "extremes",
            ConfigShape.boolean.documented(
              "also judge on every target of every drum and, from those spins' settle times, on "
                + "constructed extremes: for each pair of neighbouring drums the earlier one's "
                + "slowest landing with the later one's fastest, all drums slowest, all fastest",
              default: .boolean(true)), false
          ),
          (
            "check",
            ConfigShape.wholeNumber.documented(
              "fresh outcomes, drawn by weight from seeds after the judged ones, the answer is "
                + "checked on at the end (part of the verdict; 0: no check)",
              range: TuningSpec.checkCountRange,
              default: .derived("4 × the sampled count (4 × the spins of `all`)")), false
          ),
        ]).documented(
          "the outcomes a candidate is judged on: constraints hold on every one, objectives "
            + "use the means over the sampled (or `all`) ones",
          default: .derived("`sample` of \(TuningSpec.defaultSampleCount) with extremes")), false
      ),
    ]).documented(
      "A spec for `reelsim tune SPEC`: a base config, the parameters to change with their "
        + "ranges, constraints that must hold on every judged outcome, objectives on the mean, "
        + "rule presets and the outcomes to judge. Unknown keys are errors. Rules between "
        + "fields (marked 'checked by reelsim') are not expressed here: `reelsim tune` checks "
        + "them", rules: [.atLeastOne(["constraints", "presets", "objectives"])])
  }()
}

/// Which value over the judged outcomes a constraint or an objective is on.
///
/// `worst` is every judged outcome, the constructed extremes included (constraints only);
/// the others are taken over the sampled outcomes (or every target's with `all`), which
/// stand for the machine as played: `mean`, `min`, `max`, and `pNN`, the NN-th percentile by
/// nearest rank (`sorted[⌈NN/100 · n⌉ − 1]`). For an upper limit, `p95 ≤ limit` lets 5 % of
/// the outcomes break it; for a lower limit write `p5 ≥ limit`.
public enum TuningStatistic: String, Sendable, CaseIterable, Codable {
  /// Every judged outcome (the worst one), extremes included.
  case worst
  /// The mean.
  case mean
  /// The smallest value.
  case min
  /// The largest value.
  case max
  /// A percentile (nearest rank).
  case p1, p5, p10, p25, p50, p75, p90, p95, p99

  /// The percentile, 0 … 1 (`nil` for the others).
  var fraction: Double? {
    rawValue.hasPrefix("p") ? Double(rawValue.dropFirst()).map { $0 / 100 } : nil
  }

  /// The statistic of `values` (not `worst`, which depends on the limit's side).
  func of(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    switch self {
    case .worst, .max: return values.max()!
    case .min: return values.min()!
    case .mean: return values.reduce(0, +) / Double(values.count)
    default:
      let sorted = values.sorted()
      let rank = Int((fraction! * Double(sorted.count)).rounded(.up)) - 1
      return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }
  }
}
