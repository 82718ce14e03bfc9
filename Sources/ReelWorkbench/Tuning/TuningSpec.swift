/// A tuning spec as written in JSON: a base config, the parameters to tune with their
/// ranges, hard constraints, objectives, rule presets and the outcomes to judge on.
public struct TuningSpec: Codable, Sendable, Equatable {
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
  public enum Base: Codable, Sendable, Equatable {
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

    /// Encodes the path or the object.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .path(let path): try container.encode(path)
      case .inline(let config): try container.encode(config)
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

    enum CodingKeys: String, CodingKey, CaseIterable {
      case metric, min, max
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
    /// How much this objective counts (default 1).
    public var weight: Double?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case metric, target, minimize, weight
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
  /// (`Docs/tune.md` shows it; `Configs/schema/tuning.schema.json` is tested against it).
  static let shape: ConfigShape = {
    let metric = ConfigShape.choice(SpinMetric.allCases.map(\.rawValue))
    return .object([
      ("description", .string.documented("free text for people"), false),
      (
        "base",
        ConfigShape.stringOr(.machine).documented(
          "the config to start from: a path relative to the spec, or a config object inline",
          expands: false), true
      ),
      (
        "parameters",
        ConfigShape.array(
          .object([
            (
              "path",
              .string.documented(
                "the config field to tune: `motion.F`, `drums[i].motion.F`, `drums[i].stopTime` "
                  + "or `simulation.timeStep`",
                allowed: "`F` any numeric `motion` key"), true
            ),
            ("min", .number.documented("the smallest value to try"), true),
            (
              "max", .number.documented("the largest value to try", allowed: "more than `min`"),
              true
            ),
            (
              "step",
              .number.documented(
                "values are `min + k·step`", range: TuningSpec.stepRange,
                default: .derived("1/10000 of the range, 1 for whole numbers"),
                allowed: "at most `max − min`"), false
            ),
          ])
        ).documented(
          "the parameters to tune", allowed: "1 … \(TuningSpec.maximumParameters), each path once"),
        true
      ),
      (
        "constraints",
        ConfigShape.array(
          .object([
            ("metric", metric.documented("the measured metric"), true),
            ("min", .number.documented("the smallest allowed value"), false),
            ("max", .number.documented("the largest allowed value"), false),
          ])
        ).documented(
          "hard limits that must hold on every judged outcome (the worst is reported)",
          allowed: "`min` and/or `max` each"), false
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
              "weight",
              .number.documented(
                "how much this objective counts", range: TuningSpec.weightRange,
                default: .number(1)), false
            ),
          ])
        ).documented(
          "goals on the metrics' means", allowed: "exactly one of `target` or `minimize` each"),
        false
      ),
      (
        "presets",
        ConfigShape.array(.choice(TuningPreset.allCases.map(\.rawValue))).documented(
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
              default: .number(Double(TuningSpec.defaultSampleCount))), false
          ),
          (
            "seed",
            ConfigShape.seed.documented(
              "`sample`: the sampling seed (outcome i is drawn from `seed + i`)",
              default: .number(1), allowed: "0 … 18446744073709551615"), false
          ),
          (
            "extremes",
            ConfigShape.boolean.documented(
              "also judge on every target of every drum and, from those spins' settle times, on "
                + "constructed extremes: for each pair of neighbouring drums the earlier one's "
                + "slowest landing with the later one's fastest, all drums slowest, all fastest",
              default: .derived("`true`")), false
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
    ])
  }()
}

/// Named rule sets that expand to constraints.
public enum TuningPreset: String, Sendable, CaseIterable {
  /// Japanese pachislot rules: at most 80 rpm at cruise, and every reel at speed before the
  /// first stop request (`cruiseRpm ≤ 80`, `cruiseMargin ≥ 0`).
  case pachislot
  /// UK online slots: a game cycle of at least 2.5 s (`gameCycle ≥ 2.5`).
  case ukOnline = "uk-online"

  /// The constraints this preset adds.
  public var constraints: [TuningSpec.Constraint] {
    switch self {
    case .pachislot:
      [
        .init(metric: .cruiseRpm, min: nil, max: 80),
        .init(metric: .cruiseMargin, min: 0, max: nil),
      ]
    case .ukOnline:
      [.init(metric: .gameCycle, min: 2.5, max: nil)]
    }
  }
}
