import Foundation
import ReelKit
import Testing

@testable import ReelWorkbench

/// The worker pool: records in suite order whatever the number of jobs, each record the
/// spin's `simulate --json` summary and the SHA-256 of its `.dat` trace.
@Suite struct RegressionRunTests {
  static let suite = """
    {"scenarios": [
      {"name": "d", "config": "default.json", "seeds": [1, 2, 3], "targets": [[0, 0, 0]]},
      {"name": "t", "config": "tiny.json", "sweep": {"all": true}}
    ]}
    """

  /// The finished counts reported to the progress callback.
  final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
  }

  @Test func oneAndFourJobsGiveIdenticalRecords() async throws {
    let suite = try SuiteFolder().load(Self.suite)
    let one = try await RegressionRun.records(for: suite, jobs: 1)
    let four = try await RegressionRun.records(for: suite, jobs: 4)
    #expect(one.map(\.count) == [4, 9])
    #expect(one == four)
    #expect(one[0].map(\.label) == ["seed 1", "seed 2", "seed 3", "targets 0,0,0"])
    #expect(one[1].map(\.targets) == suite.scenarios[1].spins.map(\.targets))
    #expect(Set(one.joined().map(\.traceDigest)).count == 13)
  }

  @Test(arguments: [1, 3, 64])
  func progressCountsEveryFinishedSpinOnce(jobs: Int) async throws {
    let suite = try SuiteFolder().load(Self.suite)
    let counts = Counts()
    _ = try await RegressionRun.records(for: suite, jobs: jobs) { counts.append($0) }
    #expect(counts.all == Array(1...13))
  }

  @Test func aRecordHoldsTheSummaryAndTheDigestOfTheDatTrace() async throws {
    let suite = try SuiteFolder().load(Self.suite)
    let records = try await RegressionRun.records(for: suite, jobs: 2)
    let planned = suite.scenarios[0].spins[1]
    let request = SpinRequest(
      machine: suite.scenarios[0].machine, seed: planned.seed, targets: planned.targets,
      targetSource: planned.targetSource)
    let result = try await request.run(recordingTrace: true)
    let trace = TraceWriter.text(of: result, seed: request.seed, format: .dat)
    let record = records[0][1]
    #expect(record.seed == 2)
    #expect(record.traceDigest == SHA256.hex(of: trace))
    #expect(record.summary == request.summary(of: result).json)
    let json = JSONWriter.writeLine(record.json)
    #expect(json.hasPrefix(#"{"label":"seed 2","seed":2,"summary":{"config":"default","#))
    #expect(json.hasSuffix(#""traceDigest":"\#(record.traceDigest)"}"#))
  }

  @Test func aSpinStoppedByTheWatchdogIsRecordedWithItsFailure() throws {
    let machine = try Fixture.watchdogMachine()
    let request = SpinRequest(machine: machine, seed: 1, targets: [0], targetSource: "config")
    let record = try SpinRecord.run(request, label: "wd")
    guard case .object(let members) = record.summary else {
      Issue.record("the summary is not an object")
      return
    }
    let failure = members.first { $0.key == "failure" }?.node.value
    #expect(failure != nil && failure != .null)
    #expect(record.traceDigest.count == 64)
  }
}
