import Foundation
import PropertyBased
import ReelKit
import Testing

@testable import ReelWorkbench

/// A snapshot is untrusted input: every snapshot `simulate` writes reads back, and every edit
/// that breaks the run state is refused with its JSON path before anything runs.
@Suite("Snapshot validation", .timeLimit(.minutes(10)))
struct SnapshotValidationTests {
  @Test(
    "every snapshot of every shipped machine and control script reads back",
    arguments: Repo.configNames)
  func everySnapshotReadsBack(config: String) throws {
    let machine = try ConfigLoader.load(path: Repo.config(config))
    for (name, controls) in SnapshotFixture.scripts {
      guard controls?.issues(drums: machine.spec.drums.count).isEmpty ?? true else { continue }
      for seconds in [0, 0.03, 0.9, 1.5, 60] {
        let session = try SnapshotFixture.session(machine, controls: controls, at: seconds)
        let lines = SnapshotFixture.problems(try session.encoded())
        #expect(lines.isEmpty, "\(config), \(name), \(seconds) s: \(lines)")
      }
    }
  }

  @Test("a snapshot saved after the watchdog fired reads back and still fails")
  func watchdogSnapshot() throws {
    var session = try SnapshotFixture.session(try Fixture.watchdogMachine(), at: 60)
    #expect(session.machine.failure != nil)
    let bytes = try session.encoded()
    #expect(SnapshotFixture.problems(bytes).isEmpty)
    let (_, failure) = session.finish()
    #expect(failure != nil)
    let unfailed = try SnapshotFixture.edited("machine.failure", nil, in: bytes)
    #expect(
      SnapshotFixture.problems(unfailed).first?.hasPrefix("machine.failure: is not the watchdog")
        == true)
  }

  /// The cases of issue 13 and their neighbours: the edit, and the start of the first line.
  static let cases: [(path: String, value: String?, expected: String)] = [
    (
      "machine.pending[2]", nil,
      "machine.pending: has 2 entries for 3 drums (allowed: one per drum)"
    ),
    (
      "machine.drums[0].tick", "9223372036854775807",
      "machine.drums[0].tick: 9223372036854775807 is out of range (allowed: 0 ... 7200 ticks"
    ),
    (
      "machine.drums[0].tick", "-9223372036854775808",
      "machine.drums[0].tick: -9223372036854775808 is out of range"
    ),
    (
      "machine.drums[0].segment.startTick", "-9223372036854775808",
      "machine.drums[0].segment.startTick: -9223372036854775808 is out of range (allowed: 0 ... 288"
    ),
    (
      "machine.drums[1].cruiseSpeed", "9223372036854775808",
      "machine.drums[1].cruiseSpeed: 9.223372036854776e+18 is out of range (allowed: more than 0 and at most 2800 pt/s)"
    ),
    (
      "machine.drums[1].segment.shape.cruise.speed", "9223372036854775808",
      "machine.drums[1].segment.shape.cruise.speed: 9.223372036854776e+18 is out of range"
    ),
    (
      "machine.drums[0].stripLength", "0",
      "machine.drums[0].stripLength: 0 is not strip × symbolHeight (allowed: 2100)"
    ),
    (
      "machine.drums[0].stripLength", "-2100",
      "machine.drums[0].stripLength: -2100 is not strip × symbolHeight (allowed: 2100)"
    ),
    (
      "machine.targets", "[999, 15, 20]",
      "machine.targets[0]: 999 is off the strip (allowed: 0 ... 20)"
    ),
    ("machine.targets", "[11, 15]", "machine.targets: has 2 entries for 3 drums"),
    (
      "machine.targets", "[12, 15, 20]",
      "machine.targets[0]: 12 is not drum 0's decided target (allowed: 11)"
    ),
    ("seed", "-1", "seed: -1 is not a whole number from 0 to 18446744073709551615"),
    ("seed", "1.5", "seed: 1.5 is not a whole number from 0 to 18446744073709551615"),
    ("machine.drums[0].tik", "1", "machine.drums[0].tik: unknown key; did you mean tick?"),
    ("machine.pendng", "[]", "machine.pendng: unknown key; did you mean pending?"),
    (
      "machine.drums[0].segment.shape", #"{"cruse": {"speed": 1}}"#,
      "machine.drums[0].segment.shape.cruse: unknown key; did you mean cruise?"
    ),
    (
      "machine.drums[0].segment.shape", #"{"rest": {}, "cruise": {"speed": 1}}"#,
      "machine.drums[0].segment.shape: has 2 keys (allowed: exactly one of"
    ),
    (
      "machine.drums[0].phase", #""brakng""#,
      #"machine.drums[0].phase: "brakng" is not allowed; did you mean braking?"#
    ),
    ("machine.drums[0].tick", nil, "machine.drums[0].tick: is missing (required: a whole number)"),
    ("machine.drums[0].tick", "2.5", "machine.drums[0].tick: 2.5 is not a whole number"),
    (
      "machine.drums[0].travel", #""far""#,
      "machine.drums[0].travel: expected a number, found a string"
    ),
    ("machine.drums[0].travel", "1e300", "machine.drums[0].travel: 1e+300 is out of range"),
    (
      "machine.drums[0].travel", "3066",
      "machine.drums[0].travel: 3066 is not the segment's travel at tick 288"
    ),
    (
      "machine.drums[1].tick", "287",
      "machine.drums[1].tick: 287 differs from the other drums' tick (allowed: 288"
    ),
    (
      "machine.drums[2].target", "5",
      "machine.drums[2].target: 5 differs from decidedTarget 20 without a skill-stop press"
    ),
    (
      "machine.drums[0].spec.geometry.symbolHeight", "50",
      "machine.drums[0].spec: differs from the machine's drums[0]"
    ),
    (
      "machine.spec.drums[0].geometry.symbolHeight", "0",
      "machine.spec.drums[0].geometry.symbolHeight: 0 is out of range (allowed: 0.01 ... 10000 pt)"
    ),
    (
      "machine.drums[1].phase", #""stopped""#,
      #"machine.drums[1].phase: "stopped" does not agree with metrics.settleTick"#
    ),
    (
      "machine.pending[0]", #"[{"tick": 5, "command": {"slam": {"instant": false}}}]"#,
      "machine.pending[0][0].tick: 5 is out of range (allowed: 289 ..."
    ),
    (
      "machine.pending[0]", #"[{"tick": 400, "command": {"quicken": {"factor": 1e300}}}]"#,
      "machine.pending[0][0].command.quicken.factor: 1e+300 is out of range (allowed: 0 ... 1"
    ),
    ("machine.previous[1]", nil, "machine.previous: has 2 entries for 3 drums"),
    ("machine.announcedStop", "true", "machine.announcedStop: is true (allowed: false"),
    (
      "machine.failure",
      #"{"drum": 0, "phase": "idle", "windowMisses": 0, "tick": 0, "result": {"machine": "x", "clock": {"timeStep": 0.01}, "targets": [], "drums": [], "events": []}}"#,
      "machine.failure: is set before the watchdog tick"
    ),
    ("traces[0][5]", nil, "traces[0]: has 288 samples (allowed: 289"),
    ("traces[1][7].offset", "-1", "traces[1][7].offset: -1 is not within the strip"),
    ("events[4].tick", "100000", "events[4].tick: 100000 is out of range (allowed: 0 ... 288"),
    ("configDigest", #""abc""#, "configDigest: is not a SHA-256"),
    ("targetSource", #""dice""#, #"targetSource: "dice" is not allowed"#),
    (
      "format", #""reelsim-snapshot-2""#,
      #"format: "reelsim-snapshot-2" is not known (allowed: reelsim-snapshot-1"#
    ),
  ]

  @Test("each broken field is reported first, at its path", arguments: cases.indices)
  func brokenField(index: Int) throws {
    let (path, value, expected) = Self.cases[index]
    let lines = SnapshotFixture.problems(try SnapshotFixture.edited(path, value))
    #expect(lines.first?.hasPrefix(expected) == true, "\(path) = \(value ?? "removed"): \(lines)")
    for line in lines {
      #expect(SnapshotFixture.isPathLine(line), "\(line)")
    }
  }

  /// Values that break most fields: wrong types, fractions, ±2⁶³, huge and tiny numbers.
  static let mutations: [String?] = [
    nil, #""x""#, "[]", "-1", "0.5", "1e300", "-9223372036854775808", "9223372036854775808",
  ]

  /// Paths whose values no invariant ties to the rest of the state: statistics, names and
  /// the past (traces and events can only be checked for shape, range and order). An edit
  /// there may be accepted; the resumed spin must then still run to the end.
  static func isFreeField(_ path: String) -> Bool {
    let free = [
      "config", "seed", "spec.name", "metrics.peak", "metrics.landingError",
      "metrics.previousVelocity",
      "metrics.brakingDistance", "metrics.maxTravel", "metrics.requestTravel", "acceleration",
      "traces[", "events[", "startEvents[", "previous[", "anticipationTicks", "classicError",
      ".time", "distance", "pendingSlam", "earliestStopTick", "scheduledStopTick",
      "metrics.windowMisses", "velocity", "offset",
    ]
    return free.contains { path.contains($0) }
  }

  @Test("every field of a real snapshot, mutated, is refused at a path or resumes safely")
  func everyFieldMutated() throws {
    let tree = try SnapshotFixture.tree(SnapshotFixture.small)
    // Every field of the session and the machine, of drum 0 and of its spec (one strip
    // symbol); the first and last sample of one trace, one event.
    let paths = SnapshotFixture.leaves(of: tree).filter { path in
      let text = path.description
      if text.hasPrefix("traces[") {
        return text.hasPrefix("traces[0][0].") || text.hasPrefix("traces[0][60].")
      }
      if text.hasPrefix("events[") { return text.hasPrefix("events[4].") }
      if text.contains("strip[") { return text.hasSuffix("strip[0]") }
      return !text.contains("drums[1]") && !text.contains("drums[2]")
        && !text.contains("previous[1]") && !text.contains("previous[2]")
    }
    #expect(paths.count > 150)
    var refused = 0
    var accepted: [String] = []
    for path in paths {
      for mutation in Self.mutations {
        let replacement = try mutation.map { try JSONParser.parse(Array($0.utf8)).value }
        if replacement == SnapshotFixture.value(at: path.components[...], in: tree) { continue }
        let bytes = SnapshotFixture.bytes(
          SnapshotFixture.editing(tree, at: path.components[...], to: replacement))
        let context = "\(path) = \(mutation ?? "removed")"
        do throws(ConfigError) {
          var session = try SpinSession.decode(bytes: bytes, file: "s.json")
          _ = session.finish()
          accepted.append(context)
          #expect(Self.isFreeField(path.description), "accepted: \(context)")
        } catch {
          refused += 1
          #expect(error.kind == .invalid, "\(context)")
          #expect(!error.lines.isEmpty && error.lines.allSatisfy(SnapshotFixture.isPathLine))
          #expect(
            error.lines.allSatisfy {
              $0.contains("allowed:") || $0.contains("required:") || $0.contains("expected ")
                || $0.contains("is not a whole number") || $0.contains("is too large")
            }, "\(context): \(error.lines)")
        }
      }
    }
    #expect(refused > accepted.count * 4, "accepted: \(accepted)")
  }

  /// A random edit of a random field: a value taken from another field, a number, a string,
  /// a container, or the field removed.
  struct Edit: Sendable, CustomStringConvertible {
    var path: JSONPath
    var value: String?
    var description: String { "\(path) = \(value ?? "removed")" }
  }

  static let edits = Generator<Edit, Shrink.None<Edit>> { rng in
    let tree = try! SnapshotFixture.tree(SnapshotFixture.small)
    let leaves = SnapshotFixture.leaves(of: tree)
    let path = rng.pick(leaves)
    let numbers = [
      "0", "1", "-1", "2", "7200", "7201", "288", "289", "-2100", "2100", "1e15", "1e16",
      "0.1", "-0.1", "3.5", "1e-300", "1e300", "9223372036854775807", "-9223372036854775808",
    ]
    let value: String? =
      switch rng.int(0...5) {
      case 0: nil
      case 1: rng.pick(numbers)
      case 2: String(rng.double(-1e4...1e4))
      case 3: String(rng.int(-10...400))
      case 4:
        rng.pick([#""x""#, "true", "false", "null", "[]", "{}", #""braking""#, #""stopped""#])
      default:
        SnapshotFixture.value(at: rng.pick(leaves).components[...], in: tree).map {
          JSONWriter.writeLine($0)
        }
      }
    return Edit(path: path, value: value)
  }

  @Test("random edits of a snapshot never crash or hang resume")
  func randomEdits() async {
    await propertyCheck(count: 400, input: Self.edits) { edit in
      let bytes: [UInt8]
      do {
        bytes = try SnapshotFixture.edited(
          edit.path.description, edit.value, in: SnapshotFixture.small)
      } catch {
        Issue.record("cannot edit: \(error)")
        return
      }
      do throws(ConfigError) {
        var session = try SpinSession.decode(bytes: bytes, file: "s.json")
        let (result, _) = session.finish()
        #expect(result.drums.count == 3, "\(edit)")
      } catch {
        #expect(error.lines.allSatisfy(SnapshotFixture.isPathLine), "\(edit): \(error.lines)")
      }
    }
  }
}

extension RandomNumberGenerator {
  fileprivate mutating func pick<Element>(_ items: [Element]) -> Element {
    items[Int.random(in: 0...items.count - 1, using: &self)]
  }

  fileprivate mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  fileprivate mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}
