import ReelKit
import ReelKitSupport

/// The report of a tuning run: the search's use of the budget, the outcomes judged, the
/// verdict, each parameter before → after, each constraint with its 95th percentile, worst
/// value and margin (and its worst on the fresh outcomes of the final check), each
/// objective before → after.
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

  /// The verdict line: `feasible on 57 judged outcomes; confirmed on 128 fresh ones`.
  public var verdict: String {
    let best = outcome.best
    guard best.isFeasible else {
      return "INFEASIBLE (the best candidate found still breaks constraints on "
        + "\(best.failingOutcomes) of \(counted(best.outcomes, "judged outcome")))"
    }
    let judged = "feasible on \(counted(best.outcomes, "judged outcome"))"
    guard let check = outcome.check else { return judged + "; no fresh check" }
    if check.isFeasible { return judged + "; confirmed on \(check.outcomes) fresh ones" }
    let broken = zip(tuning.limits, check.constraints).filter { !$1.holds }.map { limit, measured in
      "\(describe(limit.constraint)) (\(counted(measured.failing, "outcome")), worst "
        + "\(Self.shown(measured.worst, limit.constraint.metric)) "
        + "\(Self.shownUnit(limit.constraint.metric)) at "
        + (measured.worstOutcome ?? "targets \(measured.worstTargets)") + ")"
    }
    return "INFEASIBLE: \(judged), but violated on \(check.failingOutcomes) of "
      + "\(check.outcomes) fresh outcomes: " + broken.joined(separator: ", ")
  }

  /// The readable report (deterministic: no times).
  public var text: String {
    let best = outcome.best
    let base = outcome.base
    let drums = tuning.base.spec.drums
    var lines = [
      "tune \(tuning.path): \(tuning.parameters.count) parameters, "
        + "\(outcome.evaluations) of \(outcome.budget) evaluations (\(outcome.stop.rawValue); "
        + "\(outcome.searches) local \(outcome.searches == 1 ? "search" : "searches"))"
        + (outcome.restarts.count > 1
          ? "; the best of \(outcome.restarts.count) restarts, \(outcome.totalEvaluations) "
            + "evaluations in all" : ""),
      "judged on: "
        + tuning.outcomeSet.describe(
          drums: drums.count, coverageSpins: drums.map(\.geometry.symbolCount).max() ?? 0),
      "result: " + verdict,
    ]
    if let agreement = restartAgreement { lines.append("restarts: " + agreement) }
    lines.append("")
    var rows = [["parameter", "unit", "before", "after", "range", "step"]]
    for (index, parameter) in tuning.parameters.enumerated() {
      rows.append([
        parameter.path.description, parameter.shownUnit, parameter.shown(parameter.baseValue),
        parameter.shown(best.values[index]),
        "\(parameter.shown(parameter.min)) ... \(parameter.shown(parameter.max))",
        parameter.shown(parameter.step),
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
      var rows = [
        [
          "constraint", "source", "unit", "worst (before)", "p95 (after)", "worst (after)",
          "fresh worst", "margin", "",
        ]
      ]
      for (index, limit) in tuning.limits.enumerated() {
        let metric = limit.constraint.metric
        let measured = best.constraints[index]
        let fresh = outcome.check?.constraints[index]
        let holds = measured.holds && fresh?.holds != false
        let margin = min(measured.margin, fresh?.margin ?? .infinity)
        rows.append([
          describe(limit.constraint), limit.source, Self.shownUnit(metric),
          base.constraints.indices.contains(index)
            ? Self.shown(base.constraints[index].worst, metric) : "-",
          Self.shown(measured.p95, metric),
          measured.statistic.map {
            "\(Self.shown($0, metric)) (\(limit.constraint.statistic?.rawValue ?? ""))"
          }
            ?? Self.shown(measured.worst, metric),
          fresh.map { Self.shown($0.worst, metric) } ?? "-",
          holds && margin < 0 ? "0" : Self.shown(margin, metric),
          holds ? "ok" : "BROKEN",
        ])
      }
      lines.append(SpinSummary.align(rows).dropLast().description)
      lines += worstOutcomes
    }
    if !tuning.objectives.isEmpty {
      lines.append("")
      var rows = [["objective", "weight", "unit", "before", "after"]]
      for (index, objective) in tuning.objectives.enumerated() {
        let goal = describe(objective)
        rows.append([
          goal, formatNumber(objective.weight ?? 1), Self.shownUnit(objective.metric),
          base.objectives.indices.contains(index)
            ? Self.shown(base.objectives[index], objective.metric) : "-",
          Self.shown(best.objectives[index], objective.metric),
        ])
      }
      lines.append(SpinSummary.align(rows).dropLast().description)
    }
    lines += howSure
    return lines.joined(separator: "\n") + "\n"
  }

  /// The unit a metric's values are shown in: times in ms, the rest in the metric's unit.
  static func shownUnit(_ metric: SpinMetric) -> String {
    metric.isTime ? "ms" : metric.unit
  }

  /// A metric's value to its meaningful precision: times in ms to 0.1 ms (ticks are a few
  /// ms), counts whole, the rest to about four significant digits.
  static func shown(_ value: Double, _ metric: SpinMetric) -> String {
    if metric.isTime { return formatFixed(value * 1000, decimals: 1) }
    if metric.unit == "count" { return formatFixed(value, decimals: 0) }
    return formatCompact(value)
  }

  func describe(_ constraint: TuningSpec.Constraint) -> String {
    var name = constraint.metric.rawValue
    if let statistic = constraint.statistic, statistic != .worst { name = "\(statistic) \(name)" }
    if let drum = constraint.drum { name += " on drum \(drum)" }
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
