/// How sure the answer is: the constraints that bind it, how each measured value moves with
/// each parameter there, and whether independent restarts agree.
extension TuningReport {
  /// One row of the sensitivity table: a constraint's or an objective's measured value and
  /// its change per grid step of each parameter.
  public struct Sensitivity: Sendable, Equatable {
    /// The constraint or objective, as the report names it.
    public var label: String
    /// The metric.
    public var metric: SpinMetric
    /// The value at the answer.
    public var value: Double
    /// Per parameter, the change per grid step: the central difference
    /// `(f(x + s) − f(x − s)) / 2` over the neighbours ±1 step `s`, one-sided
    /// (`f(x ± s) − f(x)`) at an end of the range; `nil` when neither neighbour is on the
    /// range or one is invalid.
    public var perStep: [Double?]
  }

  /// The value a constraint's row reads: its statistic, or its worst value.
  static func reading(_ measured: Evaluation.Measured) -> Double {
    measured.statistic ?? measured.worst
  }

  /// The sensitivities at the answer, constraints first, then objectives.
  public var sensitivities: [Sensitivity] {
    let best = outcome.best
    guard best.invalid == nil else { return [] }
    func perStep(_ read: (Evaluation) -> Double) -> [Double?] {
      tuning.parameters.indices.map { parameter in
        let moves = outcome.neighbours.filter {
          $0.parameter == parameter && $0.evaluation.invalid == nil
        }
        let up = moves.first { $0.direction == 1 }.map { read($0.evaluation) }
        let down = moves.first { $0.direction == -1 }.map { read($0.evaluation) }
        switch (up, down) {
        case (let up?, let down?): return (up - down) / 2
        case (let up?, nil): return up - read(best)
        case (nil, let down?): return read(best) - down
        case (nil, nil): return nil
        }
      }
    }
    let constraints = tuning.limits.indices.map { index in
      Sensitivity(
        label: describe(tuning.limits[index].constraint),
        metric: tuning.limits[index].constraint.metric,
        value: Self.reading(best.constraints[index]),
        perStep: perStep { Self.reading($0.constraints[index]) })
    }
    let objectives = tuning.objectives.indices.map { index in
      Sensitivity(
        label: describe(tuning.objectives[index]), metric: tuning.objectives[index].metric,
        value: best.objectives[index], perStep: perStep { $0.objectives[index] })
    }
    return constraints + objectives
  }

  /// The active constraints: those a one-step move of some parameter breaks (or that the
  /// answer itself breaks: then the moves are `broken at the answer`), each with the moves
  /// that break it (`motion.cruiseSpeed +1 step`).
  public var activeConstraints: [(constraint: Int, moves: [String])] {
    guard outcome.best.invalid == nil else { return [] }
    return tuning.limits.indices.compactMap { index in
      let moves = outcome.neighbours.filter {
        $0.evaluation.invalid == nil && !$0.evaluation.constraints[index].holds
      }.map { "\(tuning.parameters[$0.parameter].path) \($0.direction > 0 ? "+1" : "−1") step" }
      let broken = !outcome.best.constraints[index].holds
      return moves.isEmpty && !broken ? nil : (index, broken ? ["broken at the answer"] : moves)
    }
  }

  /// Whether the restarts agree: the same feasibility, and every parameter within one grid
  /// step of each other — or, when they differ, the same score (a plateau).
  public var restartAgreement: String? {
    let runs = outcome.restarts
    guard runs.count > 1 else { return nil }
    let spreads = tuning.parameters.indices.map { index in
      let values = runs.map { $0.best.values[index] }
      return (values.max()! - values.min()!) / tuning.parameters[index].step
    }
    let feasibility = Set(runs.map(\.best.isFeasible))
    let scores = runs.map(\.best.score)
    let sameScore =
      (scores.max()! - scores.min()!) <= Evaluation.relativeTolerance
      * max(abs(scores.min()!), 1)
    let sameViolation = Set(runs.map(\.best.violation)).count == 1
    if feasibility.count > 1 {
      let found = runs.filter(\.best.isFeasible).count
      return "the restarts DISAGREE: \(found) of \(runs.count) found a feasible answer; "
        + "raise --budget"
    }
    if spreads.allSatisfy({ $0 <= 1 + 1e-9 }) {
      return "the \(runs.count) restarts agree (every parameter within one grid step)"
    }
    if sameScore && sameViolation {
      return "the restarts DISAGREE on the values but reach the same score: the optimum is "
        + "not unique (a plateau), any of them is as good"
    }
    return "the restarts DISAGREE: scores from \(formatCompact(scores.min()!)) to "
      + "\(formatCompact(scores.max()!)), values spread up to "
      + "\(formatCompact(spreads.max()!)) grid steps; raise --budget or add restarts"
  }

  /// An objective as the report names it: `spinTime = 2.5 s`, `minimise peakJerk`,
  /// `maximise p50 cruiseRpm on drum 2`.
  func describe(_ objective: TuningSpec.Objective) -> String {
    var name = objective.metric.rawValue
    if let statistic = objective.statistic, statistic != .mean { name = "\(statistic) \(name)" }
    if let drum = objective.drum { name += " on drum \(drum)" }
    if let target = objective.target {
      return "\(name) = \(formatNumber(target)) \(objective.metric.unit)"
    }
    return (objective.maximize == true ? "maximise " : "minimise ") + name
  }
}
