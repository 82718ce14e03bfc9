import ReelKit
import ReelKitSupport

extension RegressionReport {
  /// A JUnit XML report for CI systems: one test case per scenario with its duration (the
  /// time its spins took, seconds, summed over the spins), a failure per differing or missing
  /// golden with its differences as text, one line per spin and metric. No timestamps: apart
  /// from the `time` attributes, the same run gives the same bytes.
  public var junit: String {
    let failures = scenarios.filter { $0.status != .match }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"reelsim regress\" tests=\"\(scenarios.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\">\n"
    let total = scenarios.reduce(0) { $0 + $1.seconds }
    xml += "  <testsuite name=\"\(escape(suitePath))\" tests=\"\(scenarios.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\" time=\"\(formatFixed(total, decimals: 3))\">\n"
    for scenario in scenarios {
      let name =
        "name=\"\(escape(scenario.name))\" classname=\"regress\" "
        + "time=\"\(formatFixed(scenario.seconds, decimals: 3))\""
      switch scenario.status {
      case .match:
        xml += "    <testcase \(name)/>\n"
      case .missing:
        xml += "    <testcase \(name)>\n"
        xml += "      <failure message=\"golden missing: \(escape(scenario.goldenPath))\"/>\n"
        xml += "    </testcase>\n"
      case .differs(let differences):
        xml += "    <testcase \(name)>\n"
        let changed = Self.changedMetrics(differences)
        let what = counted(changed.count, "metric") + (changed.count == 1 ? " differs" : " differ")
        xml += "      <failure message=\"\(what) from the golden\">"
        xml += changed.map { escape("\($0.spin) \($0.metric): \($0.change)") }.joined(
          separator: "\n")
        xml += "</failure>\n"
        xml += "    </testcase>\n"
      }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  private func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
