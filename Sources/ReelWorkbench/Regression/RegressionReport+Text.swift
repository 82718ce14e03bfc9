import ReelKit
import ReelKitSupport

extension RegressionReport {
  /// The readable report: one line per scenario (saying when its config changed since the
  /// golden was recorded), a table with one row per differing spin and metric (scenario,
  /// spin, metric, golden → now, per drum) and a closing line.
  public var text: String {
    var lines: [String] = []
    let spins = scenarios.reduce(0) { $0 + $1.spins }
    lines.append(
      "regress \(suitePath): \(counted(scenarios.count, "scenario")), \(counted(spins, "spin"))")
    for scenario in scenarios {
      switch scenario.status {
      case .match:
        let note = scenario.configChanged ? "; config changed, motion identical" : ""
        lines.append("  ok       \(scenario.name) (\(counted(scenario.spins, "spin"))\(note))")
      case .differs(let differences):
        let count = counted(Self.changedMetrics(differences).count, "difference")
        let note = scenario.configChanged ? "; config changed" : ""
        lines.append(
          "  DIFFERS  \(scenario.name) (\(counted(scenario.spins, "spin")), \(count)\(note))")
      case .missing:
        lines.append("  MISSING  \(scenario.name) (no golden at \(scenario.goldenPath))")
      }
    }
    var rows = [["scenario", "spin", "metric", "golden → now"]]
    for scenario in scenarios {
      guard case .differs(let differences) = scenario.status else { continue }
      for changed in Self.changedMetrics(differences) {
        rows.append([scenario.name, changed.spin, changed.metric, changed.change])
      }
    }
    if rows.count > 1 {
      lines.append("")
      lines.append(SpinSummary.align(rows).dropLast().description)
    }
    lines.append("")
    lines.append(verdict)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line: all matched, or how many differ and how many goldens are missing.
  public var verdict: String {
    let differing = scenarios.filter {
      if case .differs = $0.status { return true }
      return false
    }.count
    let missing = scenarios.filter { $0.status == .missing }.count
    let edited = scenarios.filter { $0.status == .match && $0.configChanged }.count
    let unseen =
      edited == 0
      ? ""
      : "; \(edited == 1 ? "1 config was" : "\(edited) configs were") edited without changing "
        + "the motion (run with --record to update the fingerprint)"
    if differing == 0 && missing == 0 {
      return
        (scenarios.count == 1
        ? "the scenario matches its golden"
        : "all \(scenarios.count) scenarios match their goldens") + unseen
    }
    var parts: [String] = []
    if differing > 0 {
      parts.append(
        scenarios.count == 1
          ? "the scenario differs from its golden"
          : "\(differing) of \(scenarios.count) scenarios differ")
    }
    if missing > 0 {
      parts.append(
        "\(missing) golden\(missing == 1 ? " is" : "s are") missing (run with --record to write them)"
      )
    }
    return parts.joined(separator: "; ") + unseen
  }
}
