import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `reelsim regress --junit FILE`: well-formed XML, one test case per scenario, a failure for
/// each differing or missing golden, durations, and otherwise the same bytes on every run.
@Suite struct RegressJUnitTests {
  /// What the XML parser saw.
  final class JUnit: NSObject, XMLParserDelegate {
    var root: (name: String, attributes: [String: String])?
    var testcases: [String] = []
    /// The `time` attributes of the test suite and its test cases, in document order.
    var times: [String] = []
    /// The failures by test case name: message and text.
    var failures: [String: (message: String, text: String)] = [:]
    private var inFailure = false

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if root == nil { root = (element, attributes) }
      if element == "testcase" { testcases.append(attributes["name"] ?? "?") }
      if element == "testsuite" || element == "testcase", let time = attributes["time"] {
        times.append(time)
      }
      if element == "failure", let current = testcases.last {
        failures[current] = (attributes["message"] ?? "", "")
        inFailure = true
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard inFailure, let current = testcases.last else { return }
      failures[current]?.text += string
    }

    func parser(
      _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if element == "failure" { inFailure = false }
    }
  }

  /// The report with every `time="…"` attribute emptied: what must be the same on every run.
  static func withoutTimes(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self).replacing(/time="[0-9.]+"/, with: #"time="""#)
  }

  /// Parses `data`, recording an issue when it is not well-formed.
  static func parse(_ data: Data) -> JUnit {
    let junit = JUnit()
    let parser = XMLParser(data: data)
    parser.delegate = junit
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    return junit
  }

  @Test func aDifferingScenarioIsAFailureWithItsDifferences() throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    try workspace.edit("turbo.json", replacing: #""settleTime": 0.12"#, with: #""settleTime": 0.1"#)
    let run = try workspace.regress(["suite.json", "--junit", "report.xml"])
    #expect(run.status == 1)
    #expect(run.text.contains("  DIFFERS  turbo-seeds"))
    let data = try Data(contentsOf: workspace.url("report.xml"))
    let junit = Self.parse(data)
    #expect(junit.root?.name == "testsuites")
    #expect(junit.root?.attributes["tests"] == "3")
    #expect(junit.root?.attributes["failures"] == "1")
    #expect(junit.testcases == ["default-seeds", "default-targets", "turbo-seeds"])
    #expect(Array(junit.failures.keys) == ["turbo-seeds"])
    let failure = try #require(junit.failures["turbo-seeds"])
    #expect(failure.message.hasSuffix(" metrics differ from the golden"))
    let lines = failure.text.split(separator: "\n")
    #expect(lines.count == Int(failure.message.prefix { $0.isNumber }))
    #expect(lines.allSatisfy { $0.hasPrefix("seed 3 ") || $0.hasPrefix("seed 4 ") })
    #expect(
      lines.contains { $0.wholeMatch(of: /seed 3 trace: [0-9a-f]{12}… → [0-9a-f]{12}…/) != nil })
    #expect(lines.contains { $0.hasPrefix("seed 3 settleTime: drum 0: ") })
    // Every test case and the suite carry a duration, seconds with three decimals.
    #expect(junit.times.count == 4)
    #expect(junit.times.allSatisfy { $0.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil })
    #expect(
      try workspace.names(".") == [
        "default.json", "golden", "report.xml", "suite.json", "turbo.json",
      ])

    let again = try workspace.regress(["suite.json", "--junit", "report.xml", "--jobs", "1"])
    #expect(again.status == 1)
    // The same bytes but for the durations.
    #expect(
      Self.withoutTimes(try Data(contentsOf: workspace.url("report.xml")))
        == Self.withoutTimes(data))
    #expect(again.output == run.output)
  }

  @Test func aPassingSuiteHasNoFailuresAndAMissingGoldenIsOne() throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    let pass = try workspace.regress(["suite.json", "--junit", "pass.xml"])
    #expect(pass.status == 0)
    let passed = Self.parse(try Data(contentsOf: workspace.url("pass.xml")))
    #expect(passed.testcases.count == 3)
    #expect(passed.failures.isEmpty)
    #expect(passed.root?.attributes["failures"] == "0")

    try FileManager.default.removeItem(at: workspace.url("golden/default-seeds.json"))
    let missing = try workspace.regress(["suite.json", "--junit", "missing.xml"])
    #expect(missing.status == 1)
    let junit = Self.parse(try Data(contentsOf: workspace.url("missing.xml")))
    #expect(junit.testcases.count == 3)
    #expect(junit.failures["default-seeds"]?.message == "golden missing: golden/default-seeds.json")
    #expect(junit.failures.count == 1)
  }

  @Test func anUnwritableReportExits73AfterTheReport() throws {
    let workspace = try RegressWorkspace()
    try workspace.recordSmallSuite()
    let run = try workspace.regress(["suite.json", "--junit", "no/such/report.xml"])
    #expect(run.status == 73)
    #expect(run.text.hasSuffix("all 3 scenarios match their goldens\n"))
    #expect(run.errorLines.count == 1)
    #expect(run.errorLines.first?.hasPrefix("error: no/such/report.xml: cannot write: ") == true)
  }
}
