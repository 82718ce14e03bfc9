/// The report of a tuning run: each parameter before → after, each constraint with its
/// worst measured value and margin, each objective before → after.
public struct TuningReport: Sendable {
  /// The spec.
  public var tuning: LoadedTuning
  /// The search's result.
  public var outcome: TuningSearch.Outcome

  /// Creates a report.
  public init(tuning: LoadedTuning, outcome: TuningSearch.Outcome) {
    self.tuning = tuning
    self.outcome = outcome
  }

  /// The readable report (deterministic: no times).
  public var text: String {
    let best = outcome.best
    let base = outcome.base
    var lines = [
      "tune \(tuning.path): \(tuning.parameters.count) parameters, \(tuning.outcomes.count) "
        + "outcomes judged, \(outcome.evaluations) evaluations",
      best.isFeasible
        ? "result: feasible"
        : "result: INFEASIBLE (the best candidate found still breaks constraints)",
      "",
    ]
    var rows = [["parameter", "before", "after", "range"]]
    for (index, parameter) in tuning.parameters.enumerated() {
      rows.append([
        parameter.path.description, formatNumber(parameter.baseValue),
        formatNumber(best.values[index]),
        "\(formatNumber(parameter.min)) ... \(formatNumber(parameter.max))",
      ])
    }
    lines.append(SpinSummary.align(rows).dropLast().description)
    if let invalid = best.invalid {
      lines.append("")
      lines.append("the best candidate's config is invalid: \(invalid)")
      return lines.joined(separator: "\n") + "\n"
    }
    if !tuning.limits.isEmpty {
      lines.append("")
      var rows = [["constraint", "source", "worst (before)", "worst (after)", "margin", ""]]
      for (index, limit) in tuning.limits.enumerated() {
        let measured = best.constraints[index]
        rows.append([
          describe(limit.constraint), limit.source,
          base.constraints.indices.contains(index)
            ? formatCompact(base.constraints[index].worst) : "-",
          formatCompact(measured.worst), formatCompact(measured.margin),
          measured.margin >= 0 ? "ok" : "BROKEN",
        ])
      }
      lines.append(SpinSummary.align(rows).dropLast().description)
    }
    if !tuning.objectives.isEmpty {
      lines.append("")
      var rows = [["objective", "weight", "mean (before)", "mean (after)"]]
      for (index, objective) in tuning.objectives.enumerated() {
        let goal =
          objective.target.map {
            "\(objective.metric.rawValue) = \(formatNumber($0)) \(objective.metric.unit)"
          }
          ?? "minimise \(objective.metric.rawValue) (\(objective.metric.unit))"
        rows.append([
          goal, formatNumber(objective.weight ?? 1),
          base.objectives.indices.contains(index) ? formatCompact(base.objectives[index]) : "-",
          formatCompact(best.objectives[index]),
        ])
      }
      lines.append(SpinSummary.align(rows).dropLast().description)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(_ constraint: TuningSpec.Constraint) -> String {
    let name = constraint.metric.rawValue
    let unit = constraint.metric.unit
    switch (constraint.min, constraint.max) {
    case (let low?, let high?):
      return "\(formatNumber(low)) ≤ \(name) ≤ \(formatNumber(high)) \(unit)"
    case (let low?, nil): return "\(name) ≥ \(formatNumber(low)) \(unit)"
    case (nil, let high?): return "\(name) ≤ \(formatNumber(high)) \(unit)"
    case (nil, nil): return name
    }
  }

  /// The tuned config: the base config with the best values, named `<base>-tuned`.
  public var tunedConfig: JSONValue {
    var tree = tuning.tree(with: outcome.best.values)
    if case .string(let name)? = JSONPath("name").node(
      in: JSONNode(value: tree, line: 0, column: 0))?.value
    {
      tree = tree.setting(.string(name + "-tuned"), at: JSONPath("name").components[...])
    }
    return tree
  }
}
