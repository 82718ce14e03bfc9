extension RegressionReport {
  /// The readable report: one line per scenario, a table of every difference
  /// (scenario, spin, drum, metric, old → new) and a closing line.
  public var text: String {
    var lines: [String] = []
    let spins = scenarios.reduce(0) { $0 + $1.spins }
    lines.append(
      "regress \(suitePath): \(counted(scenarios.count, "scenario")), \(counted(spins, "spin"))")
    for scenario in scenarios {
      switch scenario.status {
      case .match:
        lines.append("  ok       \(scenario.name) (\(counted(scenario.spins, "spin")))")
      case .differs(let differences):
        let count = differences.count == 1 ? "1 difference" : "\(differences.count) differences"
        lines.append(
          "  DIFFERS  \(scenario.name) (\(counted(scenario.spins, "spin")), \(count))")
      case .missing:
        lines.append("  MISSING  \(scenario.name) (no golden at \(scenario.goldenPath))")
      }
    }
    var rows = [["scenario", "spin", "drum", "metric", "old → new"]]
    for scenario in scenarios {
      guard case .differs(let differences) = scenario.status else { continue }
      for difference in differences {
        rows.append([
          scenario.name, difference.spin, difference.drum.map(String.init) ?? "-",
          difference.metric, "\(difference.old) → \(difference.new)",
        ])
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
    if differing == 0 && missing == 0 {
      return scenarios.count == 1
        ? "the scenario matches its golden" : "all \(scenarios.count) scenarios match their goldens"
    }
    var parts: [String] = []
    if differing > 0 { parts.append("\(differing) of \(scenarios.count) scenarios differ") }
    if missing > 0 {
      parts.append(
        "\(missing) golden\(missing == 1 ? " is" : "s are") missing (run with --record to write them)"
      )
    }
    return parts.joined(separator: "; ")
  }
}
