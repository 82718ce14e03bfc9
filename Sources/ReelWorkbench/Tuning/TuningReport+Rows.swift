import ReelKit

extension TuningReport {
  /// On a variable-row machine, where each constraint of the tuned config is at its worst:
  /// one line per constraint with the outcome as a result code and the rows its drums started
  /// from (`worst game cycle ≤ 2500 ms: 2498.3 ms at 46-32-…@4.2.6.5.4.3+27 after 7.7.7.7.7.7`);
  /// nothing for fixed rows.
  var worstOutcomes: [String] {
    let best = outcome.best
    let lines = zip(tuning.limits, best.constraints).compactMap { limit, measured -> String? in
      guard let worst = measured.worstOutcome else { return nil }
      let metric = limit.constraint.metric
      return "  \(describe(limit.constraint)): \(Self.shown(measured.worst, metric)) "
        + "\(Self.shownUnit(metric)) at \(worst)"
    }
    return lines.isEmpty
      ? [] : ["", "worst judged outcome per constraint (rows after the rows before):"] + lines
  }
}
