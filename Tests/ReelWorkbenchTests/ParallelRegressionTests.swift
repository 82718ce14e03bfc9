import Foundation
import Testing

@testable import ReelWorkbench

/// Loading a suite and comparing its goldens on several tasks gives what the one-by-one load
/// and comparison give: the same suite, report bytes and first error, for every job count.
@Suite struct ParallelRegressionTests {
  static let suite = """
    {"scenarios": [
      {"name": "a", "config": "default.json", "seeds": [4, 5]},
      {"name": "b", "config": "tiny.json", "targets": [[0, "A"]]},
      {"name": "c", "config": "tiny.json", "sweep": {"all": true}},
      {"name": "d", "config": "default.json", "sweep": {"drum": 1}}
    ]}
    """

  static let jobCounts = [1, 2, 3, 8]

  @Test func theLoadedSuiteIsTheSameForEveryJobCount() async throws {
    let folder = try SuiteFolder()
    let serial = try folder.load(Self.suite)
    for jobs in Self.jobCounts {
      let loaded = try await RegressionSuite.load(path: serial.path, jobs: jobs)
      #expect(loaded.scenarios.map(\.name) == ["a", "b", "c", "d"])
      #expect(loaded.scenarios.map(\.spins) == serial.scenarios.map(\.spins))
      #expect(loaded.goldenFolder == serial.goldenFolder)
    }
  }

  @Test func theProblemsOfAnInvalidSuiteAreTheSameForEveryJobCount() async throws {
    let folder = try SuiteFolder()
    let text = """
      {"scenarios": [
        {"name": "a", "config": "missing.json", "seeds": [1]},
        {"name": "a", "config": "tiny.json", "sweep": {"drum": 5}},
        {"name": ".b", "config": "tiny.json", "targets": [[0]]}
      ]}
      """
    let expected = try folder.problems(text)
    #expect(expected.count == 5)
    let path = folder.url("suite.json").path
    for jobs in Self.jobCounts {
      await #expect(throws: ConfigError(file: path, kind: .invalid, lines: expected)) {
        try await RegressionSuite.load(path: path, jobs: jobs)
      }
    }
  }

  @Test func theFirstInvalidConfigInSuiteOrderIsTheErrorForEveryJobCount() async throws {
    let folder = try SuiteFolder()
    let first = try folder.write("first.json", "[]")
    try folder.write("second.json", "{}")
    let path = try folder.write(
      "suite.json",
      """
      {"scenarios": [
        {"name": "a", "config": "tiny.json", "seeds": [1]},
        {"name": "b", "config": "first.json", "seeds": [1]},
        {"name": "c", "config": "second.json", "seeds": [1]}
      ]}
      """)
    var serial: ConfigError?
    do { _ = try RegressionSuite.load(path: path) } catch { serial = error }
    let expected = try #require(serial)
    #expect(expected.file == first)
    for jobs in Self.jobCounts {
      await #expect(throws: expected) { try await RegressionSuite.load(path: path, jobs: jobs) }
    }
  }

  @Test func reportBytesAndTheFirstCorruptGoldenAreTheSameForEveryJobCount() async throws {
    let folder = try SuiteFolder()
    let suite = try folder.load(Self.suite)
    let records = try await RegressionRun.records(for: suite, jobs: 2)
    let seconds = [0.5, 0.25, 0.125, 1]
    try FileManager.default.createDirectory(
      at: folder.url("golden"), withIntermediateDirectories: true)
    let fresh = try RegressionReport.compare(suite: suite, records: records)
    for scenario in fresh.scenarios where scenario.name != "c" {
      try AtomicFile.write(JSONWriter.write(scenario.fresh.json), to: scenario.goldenPath)
    }
    let path = folder.url("golden/b.json").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(
      of: records[1][0].traceDigest, with: String(repeating: "0", count: 64)
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    let serial = try RegressionReport.compare(suite: suite, records: records, seconds: seconds)
    #expect(serial.scenarios.map(\.status.kind) == ["match", "differs", "missing", "match"])
    for jobs in Self.jobCounts {
      let report = try await RegressionReport.compare(
        suite: suite, records: records, seconds: seconds, jobs: jobs)
      #expect(report.text == serial.text)
      #expect(report.junit == serial.junit)
    }
    let first = try folder.write("golden/a.json", "[]")
    try folder.write("golden/d.json", "{}")
    let line =
      "$: expected an object, found an array (allowed: a golden record written by reelsim "
      + "regress --record)"
    for jobs in Self.jobCounts {
      await #expect(throws: ConfigError(file: first, kind: .invalid, lines: [line])) {
        try await RegressionReport.compare(suite: suite, records: records, jobs: jobs)
      }
    }
  }
}

extension RegressionReport.Status {
  /// `match`, `differs` or `missing`.
  fileprivate var kind: String {
    switch self {
    case .match: "match"
    case .differs: "differs"
    case .missing: "missing"
    }
  }
}
