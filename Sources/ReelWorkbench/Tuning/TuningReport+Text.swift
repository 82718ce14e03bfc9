/// The "how sure" part of the readable report: the restarts, the active constraints, the
/// sensitivities at the answer and the Pareto front.
extension TuningReport {
  /// The most front members the text lists (the search report has all of them).
  static let frontRowsShown = 20

  /// The lines after the constraint and objective tables.
  var howSure: [String] {
    var lines: [String] = []
    if outcome.restarts.count > 1 {
      lines += ["", "restarts (each with the whole budget):"]
      var rows = [["seed", "feasible", "score"] + tuning.parameters.map(\.heading)]
      for run in outcome.restarts {
        rows.append(
          ["\(run.seed)", run.best.isFeasible ? "yes" : "no", Self.score(run.best)]
            + zip(tuning.parameters, run.best.values).map { $0.shown($1) })
      }
      lines.append(SpinSummary.align(rows).dropLast().description)
    }
    guard outcome.best.invalid == nil, !outcome.neighbours.isEmpty else { return lines }
    if !tuning.limits.isEmpty {
      let active = activeConstraints
      lines.append("")
      if active.isEmpty {
        lines.append("active constraints: none (no one-step move breaks a constraint)")
      } else {
        lines.append("active constraints (what holds the answer where it is):")
        for (index, moves) in active {
          let broken = !outcome.best.constraints[index].holds
          lines.append(
            "  \(describe(tuning.limits[index].constraint)): "
              + (broken ? "broken at the answer" : "broken by " + moves.joined(separator: ", ")))
        }
      }
    }
    lines += [
      "",
      "sensitivity at the answer (change per grid step of each parameter; central difference "
        + "over ±1 step):",
    ]
    var rows = [
      ["measured", "unit", "value"]
        + tuning.parameters.map { "\($0.path) (step \($0.shownStep))" }
    ]
    for row in sensitivities {
      rows.append(
        [row.label, Self.shownUnit(row.metric), Self.shown(row.value, row.metric)]
          + row.perStep.map { change in
            change.map { ($0 >= 0 ? "+" : "") + Self.shown($0, row.metric) } ?? "-"
          })
    }
    lines.append(SpinSummary.align(rows).dropLast().description)
    if tuning.objectives.count >= 2 {
      lines.append("")
      let front = outcome.front
      lines.append(
        "Pareto front: \(front.count) feasible candidates no other beats on every objective"
          + (front.count > Self.frontRowsShown ? " (the first \(Self.frontRowsShown) shown)" : "")
      )
      var rows = [
        ["#"] + tuning.parameters.map(\.heading)
          + tuning.objectives.map { "\(describe($0)) (\(Self.shownUnit($0.metric)))" }
      ]
      for index in front.prefix(Self.frontRowsShown) {
        let evaluation = outcome.history[index].evaluation
        rows.append(
          ["\(index)" + (evaluation == outcome.best ? "*" : "")]
            + zip(tuning.parameters, evaluation.values).map { $0.shown($1) }
            + zip(tuning.objectives, evaluation.objectives).map { Self.shown($1, $0.metric) })
      }
      lines.append(SpinSummary.align(rows).dropLast().description)
      if front.contains(where: { outcome.history[$0].evaluation == outcome.best }) {
        lines.append("(* the answer: the weights pick it from the front)")
      }
    }
    return lines
  }

  /// A score for people: six significant digits.
  static func score(_ evaluation: Evaluation) -> String {
    evaluation.score.isFinite ? formatCompact(evaluation.score) : "-"
  }
}
