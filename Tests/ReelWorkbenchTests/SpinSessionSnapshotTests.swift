import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// `simulate --save-at` and `reelsim resume` in the library: a session saved at any tick and
/// resumed gives the uninterrupted spin's trace and summary, byte for byte.
@Suite struct SpinSessionSnapshotTests {
  static let request = try! SpinRequest(machine: ConfigLoader.loadDefault())

  static let scripts: [(name: String, controls: SpinControls?)] = [
    ("no controls", nil),
    (
      "slam and late result",
      SpinControls(slam: .init(at: 1.3, drums: [2]), resultAt: 1.05)
    ),
  ]

  /// A session of ``request`` scripted by `controls`.
  static func session(_ controls: SpinControls?) -> SpinSession {
    var request = Self.request
    request.controls = controls
    return SpinSession(request: request, config: "default")
  }

  /// The trace text (dat), the JSON summary and the table of a finished session.
  static func outputs(_ session: inout SpinSession) -> (trace: String, json: String, table: String)
  {
    let result = session.finish()
    let summary = SpinSummary(
      result: result, seed: session.seed, targetSource: session.targetSource,
      failure: result.failure)
    return (
      TraceWriter.text(of: result, seed: session.seed, format: .dat),
      JSONWriter.write(summary.json), summary.table
    )
  }

  @Test("the uninterrupted session equals the parallel SpinRunner spin", arguments: [0, 1])
  func sessionMatchesRunner(script index: Int) async throws {
    let (name, controls) = Self.scripts[index]
    let request = Self.request
    var session = Self.session(controls)
    let result = session.finish()
    #expect(result.failure == nil, "\(name)")
    let spin = try await SpinRunner(
      spec: request.machine.spec, targets: request.targets, recordsTrace: true,
      controls: controls
    ).run()
    #expect(result == spin, "\(name)")
    #expect(
      TraceWriter.text(of: result, seed: 1, format: .csv)
        == TraceWriter.text(of: spin, seed: 1, format: .csv))
  }

  @Test(
    "a session encoded at every tick, decoded and finished, writes the same trace and summary",
    SlowTests.trait, arguments: [0, 1])
  func everyTick(script index: Int) throws {
    let (name, controls) = Self.scripts[index]
    var whole = Self.session(controls)
    let expected = Self.outputs(&whole)
    #expect(whole.machine.results.allSatisfy { $0.isStopped })
    if controls != nil {
      // The result arrived after drum 0's scheduled stop; drum 2 was slammed.
      #expect(whole.machine.results.map(\.requestSource) == [.lateResult, .lateResult, .slam])
    }
    var session = Self.session(controls)
    var saves = 0
    while true {
      let context: Comment = "\(name): saved at tick \(session.machine.tick)"
      let bytes = try session.encoded()
      #expect(bytes.last == UInt8(ascii: "\n"), context)
      var resumed = try SpinSession.decode(bytes, file: "s.json")
      #expect(resumed.format == SpinSession.currentFormat, context)
      #expect(resumed.machine.tick == session.machine.tick, context)
      #expect(resumed.traces == session.traces && resumed.events == session.events, context)
      let got = Self.outputs(&resumed)
      #expect(got.trace == expected.trace, context)
      #expect(got.json == expected.json, context)
      #expect(got.table == expected.table, context)
      saves += 1
      if session.machine.isFinished { break }
      session.step()
    }
    #expect(saves == whole.machine.tick + 1)
  }

  @Test("SpinSession.read accepts what encoded() wrote and rejects other JSON")
  func readsBack() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var session = SpinSession(request: Self.request, config: "default")
    session.run(until: 1.1)
    #expect(session.machine.tick == 264)
    let path = folder.appendingPathComponent("s.json").path
    try Data(try session.encoded()).write(to: URL(fileURLWithPath: path))
    var read = try SpinSession.read(path: path)
    var original = session
    #expect(Self.outputs(&read) == Self.outputs(&original))
    let other = folder.appendingPathComponent("config.json").path
    try Data(try Repo.bytes("default")).write(to: URL(fileURLWithPath: other))
    #expect(throws: ConfigError.self) { try SpinSession.read(path: other) }
    var wrong = session
    wrong.format = "reelsim-snapshot-9"
    try Data(try wrong.encoded()).write(to: URL(fileURLWithPath: other))
    do {
      _ = try SpinSession.read(path: other)
      Issue.record("an unknown format was read")
    } catch {
      #expect(error.kind == .invalid)
      #expect(error.lines.joined().contains("reelsim-snapshot-9"))
    }
  }
}
