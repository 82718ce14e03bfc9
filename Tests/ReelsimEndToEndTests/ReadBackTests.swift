import Foundation
import TestSupport
import Testing

/// What `simulate` writes, `resume` and `replay` read back, whatever the spin's length or the
/// history's size; huge input is not echoed whole.
@Suite struct ReadBackTests {
  /// The default machine with a 30 s spin at 2000 Hz: its trace before the snapshot holds
  /// 150,000 drum-ticks (about 19 MB as JSON), far above the 4 MiB input cap.
  static let longSpin: String = {
    var object =
      (try? JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: Repo.config("default"))))) as? [String: Any]
    var motion = object?["motion"] as? [String: Any] ?? [:]
    motion["firstStop"] = 30.0
    var simulation = object?["simulation"] as? [String: Any] ?? [:]
    simulation["timeStep"] = 0.0005
    simulation["maxDuration"] = 60
    object?["motion"] = motion
    object?["simulation"] = simulation
    let data = (try? JSONSerialization.data(withJSONObject: object ?? [:])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }()

  @Test func aLongSpinsSnapshotResumesToTheSameTraceAndSummary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.longSpin.utf8).write(to: folder.appendingPathComponent("long.json"))
    let whole = try Reelsim.run(
      ["simulate", "long.json", "--save-at", "25", "--snapshot", "s.json", "--trace", "a.dat"],
      in: folder)
    #expect(whole.status == 0, "\(whole.errors)")
    let snapshot = try Data(contentsOf: folder.appendingPathComponent("s.json"))
    #expect(snapshot.count < 100_000, "the snapshot has \(snapshot.count) bytes")
    let resumed = try Reelsim.run(["resume", "s.json", "--trace", "b.dat"], in: folder)
    #expect(resumed.status == 0, "\(resumed.errors)")
    #expect(resumed.output == whole.output)
    let trace = try Data(contentsOf: folder.appendingPathComponent("a.dat"))
    #expect(trace.count > 4 << 20)
    #expect(try Data(contentsOf: folder.appendingPathComponent("b.dat")) == trace)
  }

  @Test func aHistoryLargerThan4MiBIsAppendedToAndReplayed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let history = folder.appendingPathComponent("h.jsonl")
    // Replaying 1,000 spins takes minutes in a debug build: the size comes from blank lines
    // (skipped) between two spins; ReadWhatIsWrittenTests reads 1,100 spins' lines.
    let first = try Reelsim.run(["simulate", "--seed", "3", "--history", "h.jsonl"], in: folder)
    #expect(first.status == 0, "\(first.errors)")
    let line = try Data(contentsOf: history)
    try (line + Data(repeating: UInt8(ascii: "\n"), count: 5 << 20)).write(to: history)
    let second = try Reelsim.run(["simulate", "--seed", "4", "--history", "h.jsonl"], in: folder)
    #expect(second.status == 0, "\(second.errors)")
    let replay = try Reelsim.run(["replay", "h.jsonl"], in: folder)
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.text.hasSuffix("all 2 spins replay identically\n"))
    #expect(try contents(of: folder) == ["h.jsonl"])
  }

  @Test func hugeInputIsNotEchoedWhole() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = String(repeating: "A", count: 1 << 20)
    let line =
      #"{"config": "\#(path)", "configDigest": "x", "seed": 1, "targets": [1, 2, 3], "#
      + #""stopRequests": [null, null, null], "traceDigest": "x", "summary": {}}"#
    try Data((line + "\n").utf8).write(to: folder.appendingPathComponent("h.jsonl"))
    let replay = try Reelsim.run(["replay", "h.jsonl"], in: folder)
    #expect(replay.status == 66)
    #expect(
      replay.errors
        == "error: h.jsonl: line 1: config: \(String(repeating: "A", count: 64))… (1048576 bytes): "
        + "no such file\n")
    let targets = Array(repeating: "BAR", count: 15_000).joined(separator: ",")
    let run = try Reelsim.run(["simulate", "--targets", targets], in: folder)
    #expect(run.status == 65)
    #expect(run.errorLines.count == 1)
    #expect(run.errors.contains("…\" (59999 bytes) has 15000 targets for 3 drums"))
    #expect((run.errorLines.first?.count ?? 0) < 300)
  }
}
