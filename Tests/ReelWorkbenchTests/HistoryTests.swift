import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// History files: lines appended atomically, read back with their line numbers, replayed.
@Suite struct HistoryTests {
  static let seedRange = "is not a whole number from 0 to 18446744073709551615"

  static let invalidLines: [(line: String, error: String)] = [
    ("[1]", "line 2: $: expected an object, found an array"),
    (#"{"configDigest": "x"}"#, "line 2: config: is missing (required: a string)"),
    (#"{"config": "c", "configDigest": "x", "seed": -3}"#, "line 2: seed: -3 " + seedRange),
    (#"{"config": "c", "configDigest": "x", "seed": 1.5}"#, "line 2: seed: 1.5 " + seedRange),
    (
      #"{"config": "c", "configDigest": "x", "seed": 1, "targets": ["A"]}"#,
      "line 2: targets[0]: expected a whole number, found a string"
    ),
    (
      #"{"config": "c", "configDigest": "x", "seed": 1}"#,
      "line 2: targets: is missing (required: an array of whole numbers)"
    ),
    (
      #"{"config": "c", "configDigest": "x", "seed": 1, "target": [1]}"#,
      "line 2: target: unknown key; did you mean targets? (allowed: coins, config, configDigest, "
        + "previousRows, respinTraceDigest, rows, seed, stopRequests, summary, targets, topStop, "
        + "traceDigest, tumbleTraceDigest, wildTraceDigest)"
    ),
    (#"{"config": "c", "#, "line 2, column 17: expected a key in double quotes, found end of file"),
  ]

  /// The default machine loaded from its file, and `count` history records of seeds 1, 2, ….
  static func records(_ count: Int) throws -> (ResolvedMachine, [HistoryRecord]) {
    let machine = try ConfigLoader.load(path: Repo.config("default"))
    let records = try (1...count).map { seed in
      try HistoryRecord.run(
        try SpinRequest(machine: machine, seed: UInt64(seed)), config: "default.json")
    }
    return (machine, records)
  }

  @Test func appendedLinesReadBackWithTheirLineNumbers() throws {
    let folder = try SuiteFolder(configs: [])
    let path = folder.url("h.jsonl").path
    let (machine, records) = try Self.records(2)
    for record in records { try record.append(to: path) }
    #expect(try folder.names(".") == ["h.jsonl", "tiny.json"])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == records.map { $0.line + "\n" }.joined())
    let entries = try HistoryEntry.read(path: path)
    #expect(entries.map(\.line) == [1, 2])
    #expect(entries.map(\.seed) == [1, 2])
    #expect(entries.map(\.targets) == records.map(\.spin.targets))
    #expect(entries.allSatisfy { $0.configDigest == machine.digest && $0.config == "default.json" })
    #expect(entries.first?.targetSource == "seed")
    #expect(entries.map { JSONWriter.writeLine($0.json) } == records.map(\.line))
    #expect(records.first?.stopRequests == [240, 312, 384])
  }

  @Test func aLastLineWithoutNewlineIsEndedAndBlankLinesAreSkipped() throws {
    let folder = try SuiteFolder(configs: [])
    let path = folder.url("h.jsonl").path
    let (_, records) = try Self.records(2)
    try Data(("\n" + records[0].line).utf8).write(to: URL(fileURLWithPath: path))
    try records[1].append(to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == "\n" + records[0].line + "\n" + records[1].line + "\n")
    #expect(try HistoryEntry.read(path: path).map(\.line) == [2, 3])
  }

  @Test(arguments: invalidLines)
  func anInvalidLineIsNamedByItsNumber(line: String, error: String) throws {
    let folder = try SuiteFolder(configs: [])
    let (_, records) = try Self.records(1)
    let path = try folder.write("h.jsonl", records[0].line + "\n" + line + "\n")
    // Every problem of the line is reported (here also the keys still missing after it), the
    // expected one first, each named by the line's number.
    let expected = error
    do {
      _ = try HistoryEntry.read(path: path)
      Issue.record("read despite \(line)")
    } catch {
      #expect(error.file == path)
      #expect(error.kind == .invalid)
      #expect(error.lines.first == expected)
      #expect(error.lines.allSatisfy { $0.hasPrefix("line 2") })
    }
  }

  @Test func replayingTheRecordedMachinePasses() throws {
    let folder = try SuiteFolder(configs: [])
    let path = folder.url("h.jsonl").path
    let (machine, records) = try Self.records(3)
    for record in records { try record.append(to: path) }
    let report = try ReplayReport.replay(
      path: "h.jsonl", entries: try HistoryEntry.read(path: path)
    ) { _ throws(ConfigError) in machine }
    #expect(report.passed)
    #expect(report.spins.allSatisfy { $0.differences.isEmpty })
    #expect(report.text.hasSuffix("\nall 3 spins replay identically\n"))
  }

  @Test func aTamperedValueIsOneDifferenceOnItsLine() throws {
    let folder = try SuiteFolder(configs: [])
    let (machine, records) = try Self.records(2)
    let old = try #require(
      records[1].line.range(of: #""spinTime":[0-9.]+"#, options: .regularExpression))
    let tampered = records[1].line.replacingCharacters(in: old, with: #""spinTime":9.25"#)
    let path = try folder.write("h.jsonl", records[0].line + "\n" + tampered + "\n")
    let report = try ReplayReport.replay(
      path: "h.jsonl", entries: try HistoryEntry.read(path: path)
    ) { _ throws(ConfigError) in machine }
    #expect(!report.passed)
    #expect(report.spins[0].differences.isEmpty)
    #expect(report.spins[1].differences.map(\.path.description) == ["summary.spinTime"])
    #expect(report.spins[1].differences.first?.old == "9.25")
    #expect(report.text.contains("  DIFFERS  line 2: seed 2, targets "))
    #expect(report.text.contains("\n2     summary.spinTime  9.25 → "))
    #expect(report.text.hasSuffix("\n1 of 2 spins differ from their record\n"))
  }

  @Test func targetsThatDoNotFitTheMachineAreADifference() throws {
    let folder = try SuiteFolder(configs: [])
    let (_, records) = try Self.records(1)
    let path = try folder.write("h.jsonl", records[0].line + "\n")
    let tiny = try ConfigLoader.load(path: folder.url("tiny.json").path)
    let report = try ReplayReport.replay(
      path: "h.jsonl", entries: try HistoryEntry.read(path: path)
    ) { _ throws(ConfigError) in tiny }
    #expect(report.spins.first?.differences.map(\.path.description) == ["targets"])
    #expect(!report.passed)
  }
}
