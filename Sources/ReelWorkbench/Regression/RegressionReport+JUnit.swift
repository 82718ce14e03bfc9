extension RegressionReport {
  /// A JUnit XML report for CI systems: one test case per scenario, a failure per differing
  /// or missing golden with its differences as text. No timestamps or durations, so the
  /// same run gives the same bytes.
  public var junit: String {
    let failures = scenarios.filter { $0.status != .match }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"reelsim regress\" tests=\"\(scenarios.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\">\n"
    xml += "  <testsuite name=\"\(escape(suitePath))\" tests=\"\(scenarios.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\">\n"
    for scenario in scenarios {
      let name = "name=\"\(escape(scenario.name))\" classname=\"regress\""
      switch scenario.status {
      case .match:
        xml += "    <testcase \(name)/>\n"
      case .missing:
        xml += "    <testcase \(name)>\n"
        xml += "      <failure message=\"golden missing: \(escape(scenario.goldenPath))\"/>\n"
        xml += "    </testcase>\n"
      case .differs(let differences):
        xml += "    <testcase \(name)>\n"
        xml += "      <failure message=\"\(differences.count) values differ from the golden\">"
        xml += differences.map { difference in
          let drum = difference.drum.map { " drum \($0)" } ?? ""
          return escape(
            "\(difference.spin)\(drum) \(difference.metric): \(difference.old) → \(difference.new)")
        }.joined(separator: "\n")
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
