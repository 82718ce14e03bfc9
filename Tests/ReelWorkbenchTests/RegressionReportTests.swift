import Foundation
import Testing

@testable import ReelWorkbench

/// Comparing fresh records with golden files: match, differs (scenario, spin, drum, metric,
/// old → new), missing, and corrupt goldens.
@Suite struct RegressionReportTests {
  static let suite = """
    {"scenarios": [
      {"name": "a", "config": "default.json", "seeds": [4]},
      {"name": "b", "config": "tiny.json", "targets": [[0, "A"]]}
    ]}
    """

  static let corrupt: [(text: String, line: String)] = [
    ("[]", "$: expected an object, found an array"),
    (#"{"config": "c", "spins": []}"#, "scenario: is missing or not a string"),
    (#"{"scenario": "a", "config": 3, "spins": []}"#, "config: is missing or not a string"),
    (#"{"scenario": "a", "config": "c", "spins": {}}"#, "spins: is missing or not an array"),
    (
      #"{"scenario": "a", "config": "c", "spins": [{}, 1]}"#,
      "spins[1]: expected an object, found a number"
    ),
    (#"{"scenario": "a", "config": "c", "spins": [], "extra": 1}"#, "extra: unknown key"),
  ]

  /// The suite loaded in `folder`, its records, and goldens written for every scenario.
  static func recorded(in folder: SuiteFolder) async throws -> (LoadedSuite, [[SpinRecord]]) {
    let suite = try folder.load(Self.suite)
    let records = try await RegressionRun.records(for: suite, jobs: 2)
    try FileManager.default.createDirectory(
      at: folder.url("golden"), withIntermediateDirectories: true)
    for scenario in try RegressionReport.compare(suite: suite, records: records).scenarios {
      try AtomicFile.write(JSONWriter.write(scenario.fresh.json), to: scenario.goldenPath)
    }
    return (suite, records)
  }

  @Test func freshGoldensMatch() async throws {
    let folder = try SuiteFolder()
    let (suite, records) = try await Self.recorded(in: folder)
    let report = try RegressionReport.compare(suite: suite, records: records)
    #expect(report.passed)
    #expect(report.scenarios.map(\.status) == [.match, .match])
    #expect(try folder.names("golden") == ["a.json", "b.json"])
    let golden = try #require(try GoldenRecord.read(path: folder.url("golden/b.json").path))
    #expect(golden.scenario == "b")
    #expect(golden.config == "tiny.json")
    #expect(
      golden.spins.map(JSONWriter.writeLine) == records[1].map { JSONWriter.writeLine($0.json) })
    #expect(report.verdict == "all 2 scenarios match their goldens")
  }

  @Test func anEditedGoldenValueIsOneDifferenceWithSpinDrumAndMetric() async throws {
    let folder = try SuiteFolder()
    let (suite, records) = try await Self.recorded(in: folder)
    let path = folder.url("golden/a.json").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    // The first settleTime is drum 0's of the first spin (keys are sorted).
    let range = try #require(text.range(of: #""settleTime": [0-9.]+"#, options: .regularExpression))
    let old = text[range].dropFirst(#""settleTime": "#.count)
    try text.replacingCharacters(in: range, with: #""settleTime": 9.5"#)
      .write(toFile: path, atomically: true, encoding: .utf8)
    let report = try RegressionReport.compare(suite: suite, records: records)
    #expect(!report.passed)
    let expected = RegressionReport.Difference(
      spin: "seed 4", drum: 0, metric: "settleTime", old: "9.5", new: String(old))
    #expect(report.scenarios[0].status == .differs([expected]))
    #expect(report.scenarios[1].status == .match)
    #expect(report.text.contains("  DIFFERS  a (1 spin, 1 difference)\n"))
    let now = formatNumber((try #require(Double(old)) * 10_000).rounded() / 10_000)
    #expect(report.text.contains("\na         seed 4  settleTime  drum 0: 9.5 → \(now)\n"))
    #expect(report.verdict == "1 of 2 scenarios differ")
  }

  @Test func aChangedTraceDigestIsReportedAgainstTheSpin() async throws {
    let folder = try SuiteFolder()
    let (suite, records) = try await Self.recorded(in: folder)
    let path = folder.url("golden/b.json").path
    let digest = records[1][0].traceDigest
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: digest, with: String(repeating: "0", count: 64))
      .write(toFile: path, atomically: true, encoding: .utf8)
    let report = try RegressionReport.compare(suite: suite, records: records)
    guard case .differs(let differences) = report.scenarios[1].status else {
      Issue.record("b does not differ: \(report.scenarios[1].status)")
      return
    }
    #expect(differences.map(\.metric) == ["traceDigest"])
    #expect(differences.first?.spin == "targets 0,2")
    #expect(differences.first?.drum == nil)
    #expect(differences.first?.new == "\"\(digest)\"")
  }

  @Test func aMissingGoldenIsMissing() async throws {
    let folder = try SuiteFolder()
    let (suite, records) = try await Self.recorded(in: folder)
    try FileManager.default.removeItem(at: folder.url("golden/b.json"))
    let report = try RegressionReport.compare(suite: suite, records: records)
    #expect(report.scenarios.map(\.status) == [.match, .missing])
    let goldenPath = folder.url("golden/b.json").path
    #expect(report.text.contains("  MISSING  b (no golden at \(goldenPath))\n"))
    #expect(report.verdict == "1 golden is missing (run with --record to write them)")
  }

  @Test(arguments: corrupt)
  func aCorruptGoldenIsAnErrorUnlessRecording(text: String, line: String) async throws {
    let folder = try SuiteFolder()
    let (suite, records) = try await Self.recorded(in: folder)
    let path = try folder.write("golden/a.json", text)
    let allowed = " (allowed: a golden record written by reelsim regress --record)"
    #expect(throws: ConfigError(file: path, kind: .invalid, lines: [line + allowed])) {
      try RegressionReport.compare(suite: suite, records: records)
    }
    let recording = try RegressionReport.compare(suite: suite, records: records, recording: true)
    #expect(recording.scenarios.map(\.status) == [.missing, .match])
  }
}
