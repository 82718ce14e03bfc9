import ReelKit

/// A candidate judged on every outcome: each constraint's worst and 95th-percentile value,
/// each objective's mean, the total constraint violation and the objective score.
public struct Evaluation: Sendable, Equatable {
  /// A measured value meets a limit when it is within `relativeTolerance · max(|limit|, 1)`
  /// of it: a linear brake of `maxDeceleration = 30000` measures a peak of
  /// `30000 + 1.3e-10` pt/s², which meets `peakDeceleration ≤ 30000`.
  public static let relativeTolerance = 1e-9

  /// One constraint's measurement over the judged outcomes.
  public struct Measured: Sendable, Equatable {
    /// The worst value over the outcomes: the largest for an upper limit, the smallest for
    /// a lower limit (both bounds: whichever violates more).
    public var worst: Double
    /// The 95th percentile on the same side: 95 % of the outcomes are at most (upper limit)
    /// or at least (lower limit) this value (nearest rank).
    public var p95: Double
    /// How far inside the limits the worst value is (negative: violated), in the metric's
    /// unit.
    public var margin: Double
    /// How many judged outcomes break the limit (beyond the tolerance).
    public var failing: Int
    /// The targets of the worst outcome.
    public var worstTargets: [Int]
    /// The constraint's statistic over the sampled outcomes when it is not `worst` (the limit
    /// is on it; ``margin`` is then its margin).
    public var statistic: Double? = nil
    /// Whether ``statistic`` breaks the limit.
    public var statisticBroken = false
    /// On a variable-row machine, the worst outcome as a result code with the rows it started
    /// from (`46-32-13-41-9-96@4.2.6.5.4.3+27 after 7.7.7.7.7.7`); `nil` for fixed rows.
    public var worstOutcome: String? = nil

    /// Whether the limit holds: on every outcome (within the tolerance), or, for a
    /// constraint on a statistic, on the statistic.
    public var holds: Bool { statistic == nil ? failing == 0 : !statisticBroken }
  }

  /// The parameter values.
  public var values: [Double]
  /// Why the candidate's config is invalid, if it is.
  public var invalid: String?
  /// How many spins it was judged on (judged outcomes, coverage spins and extremes).
  public var outcomes: Int = 0
  /// How many of them break at least one constraint.
  public var failingOutcomes: Int = 0
  /// One measurement per constraint (empty when invalid).
  public var constraints: [Measured]
  /// Each objective's statistic (default the mean) over the sampled outcomes (empty when
  /// invalid).
  public var objectives: [Double]
  /// Σ over constraints of `violation / max(|limit|, 1)`, each beyond the tolerance: 0 when
  /// feasible.
  public var violation: Double
  /// Σ weight·|mean − target| / max(|target|, 1), plus weight·mean / max(|base mean|, 1) for a
  /// minimised metric.
  public var score: Double

  /// Whether every constraint holds.
  public var isFeasible: Bool { invalid == nil && violation == 0 }

  /// Ranks candidates: feasible first, then less violation, then a lower score, then the
  /// values themselves (so ties break the same way every run).
  public static func isBetter(_ a: Evaluation, than b: Evaluation) -> Bool {
    if (a.invalid == nil) != (b.invalid == nil) { return a.invalid == nil }
    if a.violation != b.violation { return a.violation < b.violation }
    if a.score != b.score { return a.score < b.score }
    return a.values.lexicographicallyPrecedes(b.values)
  }

  /// Each objective's loss, the smaller the better: `|value − target|`, `value` when
  /// minimised, `−value` when maximised (the Pareto front compares these).
  public func losses(_ objectives: [TuningSpec.Objective]) -> [Double] {
    zip(objectives, self.objectives).map { objective, value in
      if let target = objective.target { return abs(value - target) }
      return objective.maximize == true ? -value : value
    }
  }

  /// How far `value` is beyond the limit of `constraint` (0 within the tolerance), in the
  /// metric's unit; the two sides summed when both bounds are given.
  static func excess(_ value: Double, _ constraint: TuningSpec.Constraint) -> Double {
    var excess = 0.0
    if let high = constraint.max, value - high > relativeTolerance * max(abs(high), 1) {
      excess += value - high
    }
    if let low = constraint.min, low - value > relativeTolerance * max(abs(low), 1) {
      excess += low - value
    }
    return excess
  }

  /// ``excess(_:_:)`` scaled by the limit it breaks: `excess / max(|limit|, 1)`, each side by
  /// its own limit (the unit of the total violation).
  static func scaledExcess(_ value: Double, _ constraint: TuningSpec.Constraint) -> Double {
    var scaled = 0.0
    if let high = constraint.max {
      scaled +=
        excess(value, .init(metric: constraint.metric, min: nil, max: high))
        / max(abs(high), 1)
    }
    if let low = constraint.min {
      scaled +=
        excess(value, .init(metric: constraint.metric, min: low, max: nil))
        / max(abs(low), 1)
    }
    return scaled
  }
}

extension Evaluation.Measured {
  /// Measures `values` (one per outcome, with their `targets`) against `constraint`.
  init(_ values: [Double], targets: [[Int]], constraint: TuningSpec.Constraint) {
    let sorted = values.sorted()
    let count = sorted.count
    let high95 = sorted[max(0, min(count - 1, Int((0.95 * Double(count)).rounded(.up)) - 1))]
    let low95 = sorted[max(0, min(count - 1, Int((0.05 * Double(count)).rounded(.up)) - 1))]
    var sides: [(worst: Double, p95: Double, margin: Double)] = []
    if let high = constraint.max {
      sides.append((sorted[count - 1], high95, high - sorted[count - 1]))
    }
    if let low = constraint.min { sides.append((sorted[0], low95, sorted[0] - low)) }
    let tightest = sides.min { $0.margin < $1.margin }!
    self.init(
      worst: tightest.worst, p95: tightest.p95, margin: tightest.margin,
      failing: values.filter { Evaluation.excess($0, constraint) > 0 }.count,
      worstTargets: targets[values.firstIndex(of: tightest.worst) ?? 0])
  }
}

extension LoadedTuning {
  /// Judges the candidate `values` on the judged outcomes and, with `extremes`, on the
  /// coverage spins and the constructed extremes (see ``OutcomeSet``). Spins run in the
  /// calling task, without traces; a spin the watchdog stopped is measured as it stands; a
  /// window at rest that is not its target's throws ``/ReelKit/WindowMismatch``. `baseline`
  /// gives the base config's objective means to normalise minimised metrics; pass `nil` when
  /// evaluating the base itself.
  public func evaluate(_ values: [Double], baseline: [Double]?) throws -> Evaluation {
    try evaluate(
      values, baseline: baseline, on: outcomeSet.judged, rows: outcomeSet.judgedRows,
      seeds: outcomeSet.judgedSeeds, extremes: outcomeSet.extremes)
  }

  /// Judges the candidate `values` on the fresh outcomes of the final check alone.
  public func check(_ values: [Double], baseline: [Double]?) throws -> Evaluation {
    try evaluate(
      values, baseline: baseline, on: outcomeSet.check, rows: outcomeSet.checkRows,
      seeds: outcomeSet.checkSeeds, extremes: false)
  }

  func evaluate(
    _ values: [Double], baseline: [Double]?, on outcomes: [[Int]], rows: [TuningRows]? = nil,
    seeds: [UInt64]? = nil, extremes: Bool
  ) throws -> Evaluation {
    let machine: ResolvedMachine
    switch self.machine(with: values) {
    case .success(let resolved): machine = resolved
    case .failure(let error):
      return Evaluation(
        values: values, invalid: error.lines.first ?? "invalid", constraints: [], objectives: [],
        violation: .infinity, score: .infinity)
    }
    let spec = machine.spec
    let keys = Array(
      Set(
        limits.map { MeasureKey($0.constraint.metric, $0.constraint.drum) }
          + objectives.map { MeasureKey($0.metric, $0.drum) }))
    let probe =
      keys.contains { $0.metric.isMachineLevel } ? SkillStopProbe(spec: spec) : nil
    var targets: [[Int]] = []
    var described: [String] = []
    var measured: [[MeasureKey: Double]] = []
    var settles: [[Int]: [Double]] = [:]
    var rowSpins: [(stops: [Int], rows: TuningRows, settles: [Double])] = []
    func spin(_ outcome: [Int], rows: TuningRows? = nil, seed: UInt64? = nil) throws {
      try Task.checkCancellation()
      var request = SpinRequest(
        machine: machine, seed: seed ?? machine.seed, targets: outcome, targetSource: "outcome")
      if let rows {
        request.rows = try SpinRows(
          machine: machine, rows: rows.rows, previousRows: rows.previousRows,
          topStop: rows.topStop)
      }
      let result = try request.runInline(recordingTrace: false)
      let feature =
        keys.contains { $0.metric.isFeatureLevel }
        ? FeaturePlay(result: result, machine: machine, seed: request.seed) : nil
      targets.append(outcome)
      described.append(rows?.describe(stops: outcome) ?? "")
      measured.append(
        Dictionary(
          uniqueKeysWithValues: keys.map { key -> (MeasureKey, Double) in
            if let feature, key.metric.isFeatureLevel {
              return (key, feature.value(of: key.metric))
            }
            return switch (key.metric, probe) {
            case (.skillStopSlide, let probe?): (key, probe.slide(drum: key.drum))
            case (.skillStopTime, let probe?): (key, probe.time(drum: key.drum))
            default:
              (key, key.metric.value(of: result, spec: request.spec, drum: key.drum, drums: spec))
            }
          }))
      let times = SpinMetric.settleTimes(of: result, spec: request.spec)
      if let rows {
        rowSpins.append((outcome, rows, times))
      } else {
        settles[outcome] = times
      }
    }
    if let rows, let variable = machine.variableRows {
      for (outcome, spinRows) in zip(outcomes, rows) { try spin(outcome, rows: spinRows) }
      let representative = measured.count
      if extremes {
        var seen = Set(rowSpins.map { RowSpinKey(stops: $0.stops, rows: $0.rows) })
        for (stops, spinRows) in OutcomeSet.variableRowCoverage(of: spec, rows: variable)
        where seen.insert(RowSpinKey(stops: stops, rows: spinRows)).inserted {
          try spin(stops, rows: spinRows)
        }
        for (stops, spinRows) in OutcomeSet.variableRowExtremes(rowSpins)
        where seen.insert(RowSpinKey(stops: stops, rows: spinRows)).inserted {
          try spin(stops, rows: spinRows)
        }
      }
      return judge(
        values, baseline: baseline, targets: targets, described: described, measured: measured,
        representative: representative)
    }
    for (index, outcome) in outcomes.enumerated() {
      try spin(outcome, seed: seeds.map { $0[index] })
    }
    let representative = measured.count
    if extremes {
      var byTarget = spec.drums.map { Array(repeating: Double.nan, count: $0.geometry.symbolCount) }
      for outcome in OutcomeSet.coverage(of: spec) {
        if settles[outcome] == nil { try spin(outcome) }
        for (drum, target) in outcome.enumerated() {
          byTarget[drum][target] = settles[outcome]![drum]
        }
      }
      for outcome in OutcomeSet.extremes(settles: byTarget) where settles[outcome] == nil {
        try spin(outcome)
      }
    }
    return judge(
      values, baseline: baseline, targets: targets, described: nil, measured: measured,
      representative: representative)
  }

  /// The evaluation of the spins measured: `representative` of them (the first) are the
  /// judged outcomes, the rest coverage spins and extremes; `described` the outcomes as
  /// result codes on a variable-row machine.
  private func judge(
    _ values: [Double], baseline: [Double]?, targets: [[Int]], described: [String]?,
    measured: [[MeasureKey: Double]], representative: Int
  ) -> Evaluation {
    var violation = 0.0
    let constraints = limits.map { limit -> Evaluation.Measured in
      let constraint = limit.constraint
      let values = measured.map { $0[MeasureKey(constraint.metric, constraint.drum)]! }
      var result = Evaluation.Measured(values, targets: targets, constraint: constraint)
      if let described, let worst = values.firstIndex(of: result.worst) {
        result.worstOutcome = described[worst]
      }
      if let statistic = constraint.statistic, statistic != .worst {
        let value = statistic.of(Array(values.prefix(representative)))
        let excess = Evaluation.scaledExcess(value, constraint)
        violation += excess
        result.statistic = value
        result.statisticBroken = excess > 0
        result.margin = min(
          constraint.max.map { $0 - value } ?? .infinity,
          constraint.min.map { value - $0 } ?? .infinity)
      } else {
        violation += values.map { Evaluation.scaledExcess($0, constraint) }.max() ?? 0
      }
      return result
    }
    var score = 0.0
    let means = objectives.enumerated().map { index, objective -> Double in
      let values = measured.prefix(representative).map {
        $0[MeasureKey(objective.metric, objective.drum)]!
      }
      let mean = (objective.statistic ?? .mean).of(Array(values))
      let weight = objective.weight ?? 1
      let scale = max(abs(baseline?[index] ?? mean), 1)
      if let target = objective.target {
        score += weight * abs(mean - target) / max(abs(target), 1)
      } else if objective.maximize == true {
        score -= weight * mean / scale
      } else {
        score += weight * mean / scale
      }
      return mean
    }
    let worstLimits = limits.filter { ($0.constraint.statistic ?? .worst) == .worst }
    let failing = measured.filter { spin in
      worstLimits.contains {
        Evaluation.excess(
          spin[MeasureKey($0.constraint.metric, $0.constraint.drum)]!, $0.constraint)
          > 0
      }
    }.count
    return Evaluation(
      values: values, invalid: nil, outcomes: measured.count, failingOutcomes: failing,
      constraints: constraints,
      objectives: means, violation: violation, score: score)
  }
}

/// A judged spin of a variable-row machine: its stops and rows (repeats are spun once).
struct RowSpinKey: Hashable {
  var stops: [Int]
  var rows: TuningRows
}

/// A metric measured on every drum or on one.
struct MeasureKey: Hashable {
  var metric: SpinMetric
  var drum: Int?

  init(_ metric: SpinMetric, _ drum: Int?) {
    self.metric = metric
    self.drum = drum
  }
}
