import Foundation
import PropertyBased
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// A snapshot is untrusted input: every snapshot `simulate` writes reads back, and every edit
/// that breaks the run state is refused with its JSON path before anything runs.
@Suite("Snapshot validation", .timeLimit(.minutes(60)))
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

  @Test("the snapshot fuzz target's seeds read back")
  func fuzzSeedsReadBack() throws {
    let folder = Repo.root.appendingPathComponent("Fuzz/Seeds/snapshot")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count >= 8)
    for name in names {
      let path = folder.appendingPathComponent(name).path
      #expect(throws: Never.self, "\(name)") { _ = try SpinSession.read(path: path) }
    }
  }

  @Test("a snapshot saved after the watchdog fired reads back and still fails")
  func watchdogSnapshot() throws {
    var session = try SnapshotFixture.session(try Fixture.watchdogMachine(), at: 60)
    #expect(session.machine.failure != nil)
    let bytes = try session.encoded()
    #expect(SnapshotFixture.problems(bytes).isEmpty)
    let failure = session.finish().failure
    #expect(failure != nil)
    let unfailed = try SnapshotFixture.edited("machine.failure", nil, in: bytes)
    #expect(
      SnapshotFixture.problems(unfailed).first?.hasPrefix(
        "machine.failure: (none) is not the state")
        == true)
  }

  /// The cases of issue 13 and their neighbours: the edit, and the start of the first line.
  /// `start` (the machine at tick 0, which is stepped) is checked field by field; `machine`
  /// (the saved state) must be exactly what stepping `start` reaches.
  static let cases: [(path: String, value: String?, expected: String)] = [
    ("start.pending[2]", nil, "start.pending: has 2 entries for 3 drums (allowed: one per drum)"),
    // Fewer targets than drums once trapped in the machine's own checks, which read one a drum.
    ("start.targets", "[1]", "start.targets: has 1 entry for 3 drums (allowed: one per drum)"),
    (
      "start.drums[0].tick", "9223372036854775807",
      "start.drums[0].tick: 9223372036854775807 is out of range (allowed: 0 ... 7200 ticks"
    ),
    (
      "start.drums[0].tick", "-9223372036854775808",
      "start.drums[0].tick: -9223372036854775808 is out of range"
    ),
    (
      "start.drums[0].segment.startTick", "-9223372036854775808",
      "start.drums[0].segment.startTick: -9223372036854775808 is out of range (allowed: 0 ... 0"
    ),
    (
      "start.drums[1].cruiseSpeed", "9223372036854775808",
      "start.drums[1].cruiseSpeed: 9.223372036854776e+18 is out of range (allowed: more than 0 and at most 2800 pt/s)"
    ),
    (
      "start.drums[1].segment.shape.ramp.speed", "9223372036854775808",
      "start.drums[1].segment.shape: is not the drum's spin-up ramp"
    ),
    (
      "start.drums[0].stripLength", "0",
      "start.drums[0].stripLength: 0 is not strip × symbolHeight (allowed: 2100)"
    ),
    (
      "start.drums[0].stripLength", "-2100",
      "start.drums[0].stripLength: -2100 is not strip × symbolHeight (allowed: 2100)"
    ),
    (
      "start.targets", "[999, 15, 20]", "start.targets[0]: 999 is off the strip (allowed: 0 ... 20)"
    ),
    ("start.targets", "[11, 15]", "start.targets: has 2 entries for 3 drums"),
    (
      "start.targets", "[12, 15, 20]",
      "start.targets[0]: 12 is not drum 0's decided target (allowed: 11)"
    ),
    (
      "start.drums[0].tick", "5",
      "start.drums[0].tick: 5 differs from the other drums' tick (allowed: 0"
    ),
    (
      "start.drums[2].target", "5",
      "start.drums[2].target: 5 differs from decidedTarget 20 without a skill-stop press"
    ),
    (
      "start.drums[0].spec.geometry.symbolHeight", "50",
      "start.drums[0].spec: differs from the machine's drums[0]"
    ),
    (
      "start.spec.drums[0].geometry.symbolHeight", "0",
      "start.spec.drums[0].geometry.symbolHeight: 0 is out of range (allowed: 0.01 ... 10000 pt)"
    ),
    (
      "start.drums[1].phase", #""stopped""#,
      #"start.drums[1].phase: "stopped" does not agree with metrics.settleTick"#
    ),
    (
      "start.pending[0]", #"[{"tick": 0, "command": {"slam": {"instant": false}}}]"#,
      "start.pending[0][0].tick: 0 is out of range (allowed: 1 ..."
    ),
    (
      "start.pending[0]", #"[{"tick": 400, "command": {"quicken": {"factor": 1e300}}}]"#,
      "start.pending[0][0].command.quicken.factor: 1e+300 is out of range (allowed: 0 ... 1"
    ),
    ("start.previous[1]", nil, "start.previous: has 2 entries for 3 drums"),
    ("start.announcedStop", "true", "start.announcedStop: is true (allowed: false"),
    (
      "start.failure",
      #"{"drum": 0, "phase": "idle", "windowMisses": 0, "tick": 0, "result": {"machine": "x", "clock": {"timeStep": 0.01}, "targets": [], "drums": [], "events": []}}"#,
      "start.failure: is set before the watchdog tick"
    ),
    (
      "start.startEvents[0].tick", "3",
      "start.startEvents[0].tick: 3 is out of range (allowed: 0 ... 0"
    ),
    (
      "machine.pending[2]", nil,
      "machine.pending[2]: (none) is not the state the spin reaches from start at tick 288 (allowed: [], as"
    ),
    (
      "machine.drums[0].tick", "9223372036854775807",
      "machine.drums[0].tick: 9223372036854775807 is not the state the spin reaches from start at tick"
    ),
    (
      "machine.drums[1].tick", "287",
      "machine.drums[1].tick: 287 is not the state the spin reaches from start at tick 288 (allowed: 288"
    ),
    (
      "machine.drums[0].segment.startTick", "-9223372036854775808",
      "machine.drums[0].segment.startTick: -9223372036854775808 is not the state the spin reaches from start at tick 288 (allowed: 279"
    ),
    (
      "machine.drums[1].cruiseSpeed", "9223372036854775808",
      "machine.drums[1].cruiseSpeed: 9.223372036854776e+18 is not the state the spin reaches from start at tick 288 (allowed: 2800"
    ),
    (
      "machine.drums[0].stripLength", "0",
      "machine.drums[0].stripLength: 0 is not the state the spin reaches from start at tick 288 (allowed: 2100"
    ),
    (
      "machine.targets", "[999, 15, 20]",
      "machine.targets[0]: 999 is not the state the spin reaches from start at tick 288 (allowed: 11"
    ),
    ("machine.targets", "[11, 15]", "machine.targets[2]: (none) is not the state"),
    (
      "machine.drums[0].travel", "3066",
      "machine.drums[0].travel: 3066 is not the state the spin reaches from start at tick 288 (allowed: 3066.0966024101754"
    ),
    ("seed", "-1", "seed: -1 is not a whole number from 0 to 18446744073709551615"),
    ("seed", "1.5", "seed: 1.5 is not a whole number from 0 to 18446744073709551615"),
    ("machine.drums[0].tik", "1", "machine.drums[0].tik: unknown key; did you mean tick?"),
    ("start.pendng", "[]", "start.pendng: unknown key; did you mean pending?"),
    ("strat", "{}", "strat: unknown key; did you mean start?"),
    (
      "start.drums[0].segment.shape", #"{"rmp": {"speed": 1, "duration": 1}}"#,
      "start.drums[0].segment.shape.rmp: unknown key; did you mean ramp?"
    ),
    (
      "start.drums[0].segment.shape", #"{"rest": {}, "cruise": {"speed": 1}}"#,
      "start.drums[0].segment.shape: has 2 keys (allowed: exactly one of"
    ),
    (
      "start.drums[0].phase", #""accelrating""#,
      #"start.drums[0].phase: "accelrating" is not allowed; did you mean accelerating?"#
    ),
    ("start.drums[0].tick", nil, "start.drums[0].tick: is missing (required: a whole number)"),
    ("start.drums[0].tick", "2.5", "start.drums[0].tick: 2.5 is not a whole number"),
    (
      "start.drums[0].travel", #""far""#, "start.drums[0].travel: expected a number, found a string"
    ),
    ("start.drums[0].travel", "1e300", "start.drums[0].travel: 1e+300 is out of range"),
    (
      "start.drums[0].travel", "1",
      "start.drums[0].travel: 1 is not the segment's travel at tick 0 (allowed: 0)"
    ),
    ("configDigest", #""abc""#, "configDigest: is not a SHA-256"),
    ("targetSource", #""dice""#, #"targetSource: "dice" is not allowed"#),
    (
      "format", #""reelsim-snapshot-1""#,
      #"format: "reelsim-snapshot-1" is not known (allowed: reelsim-snapshot-2"#
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

  /// The only fields an edit may leave accepted, each because the spin does not depend on it:
  /// `config` (the path the summary reloads the paytable from; a config that is not there
  /// or no longer has `configDigest` only leaves the pays out) and `seed` (a record of where
  /// the targets came from: the targets themselves are `start.targets`, checked). Every
  /// other field is either checked against the machine and its invariants, fixed at tick 0
  /// (velocities, accelerations, motion metrics, previous samples: `tickZeroProblems`), or
  /// compared with the state that stepping `start` reaches (all of `machine`).
  static func isFreeField(_ path: String) -> Bool {
    let free = [
      "config", "seed",
      // Optional for snapshots older than the fixed strategy: removed, it takes its default,
      // which is the fixture's value.
      "motion.brakeTime",
    ]
    return free.contains { path == $0 || path.hasSuffix("." + $0) }
  }

  @Test(
    "every number of a real snapshot, set to -1, 1e308 or changed a little, is refused at its path or resumes identically",
    SlowTests.trait
  )
  func everyNumberEdited() throws {
    let bytes = SnapshotFixture.small
    let tree = try SnapshotFixture.tree(bytes)
    var original = try SpinSession.decode(bytes, file: "s.json")
    let expected = original.finish()
    let numbers = SnapshotFixture.leaves(of: tree).filter {
      if case .number = SnapshotFixture.value(at: $0.components[...], in: tree) {
        true
      } else {
        false
      }
    }
    #expect(numbers.count > 300, "\(numbers.count) numbers")
    var accepted: Set<String> = []
    for path in numbers {
      guard
        case .number(let value, let text)? = SnapshotFixture.value(
          at: path.components[...], in: tree)
      else { continue }
      let whole = !text.contains(where: { ".eE".contains($0) })
      // A little change: the next whole number, or a relative 2⁻⁴⁰ (1e-9 from 0).
      let little =
        whole ? String((Int(text) ?? 0) &+ 1) : value == 0 ? "1e-9" : "\(value * (1 + 0x1p-40))"
      for edit in ["-1", "1e308", little] where edit != text {
        let context = "\(path) = \(edit)"
        let edited = try SnapshotFixture.edited(path.description, edit, in: bytes)
        do throws(ConfigError) {
          var session = try SpinSession.decode(edited, file: "s.json")
          let result = session.finish()
          accepted.insert(path.description)
          #expect(Self.isFreeField(path.description), "accepted: \(context)")
          #expect(result == expected, "\(context): the resumed spin differs")
        } catch {
          #expect(error.kind == .invalid, "\(context)")
          // The edited field's problem and, for a few, the ones it causes (a target and its
          // rest offset), each on its own line.
          #expect(!error.lines.isEmpty && error.lines.count <= 8, "\(context): \(error.lines)")
          #expect(error.lines.allSatisfy(SnapshotFixture.isPathLine), "\(context): \(error.lines)")
          #expect(error.lines.allSatisfy { $0.count < 1000 }, "\(context)")
        }
      }
    }
    #expect(accepted.isSubset(of: ["seed"]), "\(accepted.sorted())")
  }

  @Test(
    "every field of a real snapshot, mutated, is refused at a path or resumes safely",
    SlowTests.trait)
  func everyFieldMutated() throws {
    let tree = try SnapshotFixture.tree(SnapshotFixture.small)
    // Every field of the session, of both machines, of their drum 0 and of its spec (one
    // strip symbol).
    let paths = SnapshotFixture.leaves(of: tree).filter { path in
      let text = path.description
      if text.contains("strip[") { return text.hasSuffix("strip[0]") }
      return !text.contains("drums[1]") && !text.contains("drums[2]")
        && !text.contains("previous[1]") && !text.contains("previous[2]")
        && !text.contains("startEvents[1]") && !text.contains("startEvents[2]")
    }
    #expect(paths.count > 200)
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
          var session = try SpinSession.decode(bytes, file: "s.json")
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

  @Test("random edits of a snapshot never crash or hang resume", SlowTests.trait)
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
        var session = try SpinSession.decode(bytes, file: "s.json")
        let result = session.finish()
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
