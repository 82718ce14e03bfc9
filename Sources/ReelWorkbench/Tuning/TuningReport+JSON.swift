/// The whole search as JSON (`reelsim tune --report FILE`): the spec's parameters,
/// constraints and objectives, every evaluated candidate in order with the phase that
/// proposed it and its measurements, the best candidate's index, the fresh check and the
/// verdict. Sorted keys, no times: the same bytes for the same spec, seed and budget, whatever
/// `--jobs` is.
extension TuningReport {
  /// The search report.
  public var searchJSON: JSONValue {
    let candidates = outcome.history.enumerated().map { index, step in
      Self.json(step.evaluation, index: index, phase: step.phase)
    }
    let best = outcome.history.firstIndex { $0.evaluation == outcome.best }
    let search = JSONValue.object([
      "spec": .string(tuning.path),
      "parameters": .array(
        tuning.parameters.map { parameter in
          .object([
            "path": .string(parameter.path.description), "min": .number(parameter.min),
            "max": .number(parameter.max), "step": .number(parameter.step),
          ])
        }),
      "constraints": .array(
        tuning.limits.map { limit in
          .object([
            "metric": .string(limit.constraint.metric.rawValue),
            "min": .optional(limit.constraint.min), "max": .optional(limit.constraint.max),
            "source": .string(limit.source), "drum": .optional(limit.constraint.drum),
            "statistic": .string((limit.constraint.statistic ?? .worst).rawValue),
          ])
        }),
      "objectives": .array(
        tuning.objectives.map { objective in
          .object([
            "metric": .string(objective.metric.rawValue), "target": .optional(objective.target),
            "minimize": objective.minimize.map { .bool($0) } ?? .null,
            "maximize": objective.maximize.map { .bool($0) } ?? .null,
            "weight": .optional(objective.weight), "drum": .optional(objective.drum),
            "statistic": .string((objective.statistic ?? .mean).rawValue),
          ])
        }),
      "budget": .number(outcome.budget),
      "evaluations": .number(outcome.evaluations),
      "stop": .string(outcome.stop.rawValue),
      "searches": .number(outcome.searches),
      "candidates": .array(candidates),
      "best": .optional(best),
      "check": outcome.check.map { Self.json($0, index: nil, phase: "check") } ?? .null,
      "feasible": .bool(outcome.isFeasible),
      "verdict": .string(verdict),
    ])
    guard case .object(let members) = search else { return search }
    let more = howSureJSON.sorted { $0.key < $1.key }.map {
      (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0))
    }
    return .object(members + more)
  }

  /// The restarts, the neighbours, the active constraints, the sensitivities and the front.
  private var howSureJSON: [String: JSONValue] {
    let restarts = JSONValue.array(
      outcome.restarts.map { run in
        .object([
          "seed": .number(Double(run.seed)), "evaluations": .number(run.evaluations),
          "stop": .string(run.stop.rawValue),
          "best": Self.json(run.best, index: nil, phase: "restart"),
        ])
      })
    let neighbours = JSONValue.array(
      outcome.neighbours.map { neighbour in
        .object([
          "parameter": .number(neighbour.parameter), "direction": .number(neighbour.direction),
          "evaluation": Self.json(neighbour.evaluation, index: nil, phase: "neighbour"),
        ])
      })
    let active = JSONValue.array(
      activeConstraints.map { active in
        .object([
          "constraint": .number(active.constraint),
          "brokenBy": .array(active.moves.map { .string($0) }),
        ])
      })
    let sensitivity = JSONValue.array(
      sensitivities.map { row in
        .object([
          "measured": .string(row.label), "value": finite(row.value),
          "perStep": .array(row.perStep.map { $0.map(finite) ?? .null }),
        ])
      })
    return [
      "seed": .number(Double(outcome.seed)), "restarts": restarts,
      "restartAgreement": restartAgreement.map { .string($0) } ?? .null,
      "neighbours": neighbours, "active": active, "sensitivity": sensitivity,
      "front": .array(outcome.front.map { .number($0) }),
    ]
  }

  private func finite(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }

  /// One evaluation: values, validity, violation, score and each measurement (non-finite
  /// numbers, such as an invalid candidate's violation, are `null`).
  private static func json(_ evaluation: Evaluation, index: Int?, phase: String) -> JSONValue {
    func finite(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }
    return .object([
      "index": .optional(index),
      "phase": .string(phase),
      "values": .array(evaluation.values.map(finite)),
      "invalid": evaluation.invalid.map { .string($0) } ?? .null,
      "feasible": .bool(evaluation.isFeasible),
      "violation": finite(evaluation.violation),
      "score": finite(evaluation.score),
      "outcomes": .number(evaluation.outcomes),
      "failingOutcomes": .number(evaluation.failingOutcomes),
      "constraints": .array(
        evaluation.constraints.map { measured in
          .object([
            "worst": finite(measured.worst), "p95": finite(measured.p95),
            "margin": finite(measured.margin), "failing": .number(measured.failing),
            "statistic": measured.statistic.map(finite) ?? .null,
            "worstTargets": .array(measured.worstTargets.map { .number($0) }),
          ]).adding("worstOutcome", measured.worstOutcome.map { .string($0) })
        }),
      "objectives": .array(evaluation.objectives.map(finite)),
    ])
  }
}
