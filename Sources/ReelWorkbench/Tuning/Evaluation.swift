import ReelKit

/// A candidate judged on every outcome: each constraint's worst value and each objective's
/// mean, the total constraint violation and the objective score.
public struct Evaluation: Sendable, Equatable {
  /// One constraint's measurement.
  public struct Measured: Sendable, Equatable {
    /// The worst value over the outcomes: the largest for an upper limit, the smallest for
    /// a lower limit (both bounds: whichever violates more).
    public var worst: Double
    /// How far inside the limits it is (negative: violated), in the metric's unit.
    public var margin: Double
  }

  /// The parameter values.
  public var values: [Double]
  /// Why the candidate's config is invalid, if it is.
  public var invalid: String?
  /// One measurement per constraint (empty when invalid).
  public var constraints: [Measured]
  /// Each objective's mean over the outcomes (empty when invalid).
  public var objectives: [Double]
  /// Σ over constraints of `violation / max(|limit|, 1)`: 0 when feasible.
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
}

extension LoadedTuning {
  /// Judges the candidate `values` on every outcome (spins run in the calling task, without
  /// traces; a spin the watchdog stopped is measured as it stands; a window at rest that is
  /// not its target's throws ``/ReelKit/WindowMismatch``). `baseline` gives the base config's
  /// objective means to normalise minimised metrics; pass `nil` when evaluating the base itself.
  public func evaluate(_ values: [Double], baseline: [Double]?) throws -> Evaluation {
    let machine: ResolvedMachine
    switch self.machine(with: values) {
    case .success(let resolved): machine = resolved
    case .failure(let error):
      return Evaluation(
        values: values, invalid: error.lines.first ?? "invalid", constraints: [], objectives: [],
        violation: .infinity, score: .infinity)
    }
    let metrics = Array(Set(limits.map(\.constraint.metric) + objectives.map(\.metric)))
      .sorted { $0.rawValue < $1.rawValue }
    var samples = [SpinMetric: [Double]]()
    for targets in outcomes {
      try Task.checkCancellation()
      let request = SpinRequest(
        machine: machine, seed: machine.seed, targets: targets, targetSource: "outcome")
      let result = try request.runInline(recordingTrace: false)
      for metric in metrics {
        samples[metric, default: []].append(metric.value(of: result, spec: machine.spec))
      }
    }
    var violation = 0.0
    let measured = limits.map { limit -> Evaluation.Measured in
      let values = samples[limit.constraint.metric] ?? [0]
      var margins: [(worst: Double, margin: Double)] = []
      if let high = limit.constraint.max {
        let worst = values.max()!
        margins.append((worst, high - worst))
        violation += max(0, worst - high) / max(abs(high), 1)
      }
      if let low = limit.constraint.min {
        let worst = values.min()!
        margins.append((worst, worst - low))
        violation += max(0, low - worst) / max(abs(low), 1)
      }
      let tightest = margins.min { $0.margin < $1.margin }!
      return Evaluation.Measured(worst: tightest.worst, margin: tightest.margin)
    }
    var score = 0.0
    let means = objectives.enumerated().map { index, objective -> Double in
      let values = samples[objective.metric] ?? [0]
      let mean = values.reduce(0, +) / Double(values.count)
      let weight = objective.weight ?? 1
      if let target = objective.target {
        score += weight * abs(mean - target) / max(abs(target), 1)
      } else {
        score += weight * mean / max(abs(baseline?[index] ?? mean), 1)
      }
      return mean
    }
    return Evaluation(
      values: values, invalid: nil, constraints: measured, objectives: means,
      violation: violation, score: score)
  }
}
