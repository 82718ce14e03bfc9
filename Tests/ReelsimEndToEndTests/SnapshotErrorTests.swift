import Foundation
import TestSupport
import Testing

/// `reelsim resume` with edited snapshots: each edit that breaks the run state exits 65 with
/// one line naming the file and the JSON path, prints nothing on stdout and writes no trace.
@Suite struct SnapshotErrorTests {
  /// Text edits of the snapshot `simulate --save-at 1.2` writes (sorted keys, one line: the
  /// saved `machine` first, then `start`, the machine at tick 0), each of the first
  /// occurrence after `after`, and the start of the expected error line after `error: S.json: `.
  static let cases: [(name: String, after: String, from: String, to: String, expected: String)] = [
    (
      "one pending list short", #""start":"#, #""pending":[[],[],[]]"#, #""pending":[[],[]]"#,
      "start.pending: has 2 entries for 3 drums"
    ),
    (
      "a saved pending list short", "", #""pending":[[],[],[]]"#, #""pending":[[],[]]"#,
      "machine.pending[2]: (none) is not the state the spin reaches"
    ),
    (
      "a drum's tick near 2^63", #""start":"#, #""tick":0,"timeline""#,
      #""tick":9223372036854775807,"timeline""#,
      "start.drums[0].tick: 9223372036854775807 is out of range (allowed: 0 ... 7200"
    ),
    (
      "a saved tick near -2^63", "", #""tick":288,"timeline""#,
      #""tick":-9223372036854775807,"timeline""#,
      "machine.drums[0].tick: -9223372036854775807 is not the state"
    ),
    (
      "a segment starting near -2^63", "", #""startTick":279,"startTravel""#,
      #""startTick":-9223372036854775807,"startTravel""#,
      "machine.drums[0].segment.startTick: -9223372036854775807 is not the state"
    ),
    (
      "a start segment near -2^63", #""start":"#, #""startTick":0,"startTravel""#,
      #""startTick":-9223372036854775807,"startTravel""#,
      "start.drums[0].segment.startTick: -9223372036854775807 is out of range"
    ),
    (
      "a strip length of 0", #""start":"#, #""stripLength":2100"#, #""stripLength":0"#,
      "start.drums[0].stripLength: 0 is not strip × symbolHeight (allowed: 2100)"
    ),
    (
      "a strip length below 0", "", #""stripLength":2100"#, #""stripLength":-5"#,
      "machine.drums[0].stripLength: -5 is not the state"
    ),
    (
      "a target off the strip", #""start":"#, #""targets":[11,15,20]"#, #""targets":[999,15,20]"#,
      "start.targets[0]: 999 is off the strip (allowed: 0 ... 20)"
    ),
    (
      "two targets", #""start":"#, #""targets":[11,15,20]"#, #""targets":[11,15]"#,
      "start.targets: has 2 entries for 3 drums"
    ),
    (
      "saved targets off the strip", "", #""targets":[11,15,20]"#, #""targets":[999,15,20]"#,
      "machine.targets[0]: 999 is not the state the spin reaches from start at tick 288 (allowed: 11"
    ),
    (
      "a cruise speed of 2^63", "", #""cruise":{"speed":2800}"#,
      #""cruise":{"speed":9223372036854775808}"#,
      "machine.drums[1].segment.shape.cruise.speed: 9.223372036854776e+18 is not the state"
    ),
    (
      "a ramp speed of 2^63", #""start":"#, #""ramp":{"duration":0.2,"speed":2800}"#,
      #""ramp":{"duration":0.2,"speed":9223372036854775808}"#,
      "start.drums[0].segment.shape: is not the drum's spin-up ramp"
    ),
    (
      "a start velocity of -1 (issue 30)", #""start":"#, #""travel":0,"velocity":0"#,
      #""travel":0,"velocity":-1"#,
      "start.drums[0].velocity: -1 is not 0 (allowed: 0, nothing has moved at tick 0)"
    ),
    (
      "a start acceleration of 1e308", #""start":"#, #""acceleration":0,"#,
      #""acceleration":1e308,"#,
      "start.drums[0].acceleration: 1e308 is not 0 (allowed: 0, nothing has moved at tick 0)"
    ),
    (
      "a previous velocity of 1e308", #""start":"#, #""previousVelocity":0"#,
      #""previousVelocity":1e308"#,
      "start.drums[0].metrics.previousVelocity: 1e308 is not 0 (allowed: 0"
    ),
    (
      "a saved velocity of -1", "", #""velocity":2800}"#, #""velocity":-1}"#,
      "machine.drums[1].velocity: -1 is not the state the spin reaches"
    ),
    (
      "a negative seed", "", #""seed":1,"#, #""seed":-1,"#,
      "seed: -1 is not a whole number from 0 to 18446744073709551615"
    ),
    (
      "a misspelt key", #""start":"#, #""pending":"#, #""pendng":"#,
      "start.pendng: unknown key; did you mean pending?"
    ),
  ]

  /// `simulate --save-at 1.2 --snapshot S.json` in `folder`: the snapshot's URL and text.
  static func savedSnapshot(in folder: URL) throws -> (URL, String) {
    let saved = try Reelsim.run(
      ["simulate", "--save-at", "1.2", "--snapshot", "S.json"], in: folder)
    #expect(saved.status == 0, "\(saved.errors)")
    let url = folder.appendingPathComponent("S.json")
    return (url, try String(contentsOf: url, encoding: .utf8))
  }

  @Test(
    "an edited snapshot exits 65 with the JSON path and writes nothing", arguments: cases.indices)
  func editedSnapshot(index: Int) throws {
    let (name, after, from, to, expected) = Self.cases[index]
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, text) = try Self.savedSnapshot(in: folder)
    let begin = try #require(after.isEmpty ? text.startIndex : text.range(of: after)?.upperBound)
    let range = try #require(
      text.range(of: from, range: begin..<text.endIndex),
      "\(name): the snapshot no longer contains \(from)")
    let edited = text.replacingCharacters(in: range, with: to)
    try Data(edited.utf8).write(to: url)
    let run = try Reelsim.run(["resume", "S.json", "--trace", "B.dat"], in: folder)
    #expect(run.status == 65, "\(name): \(run.errors)")
    // Every problem of the edited file is listed, the edited one first; a note may follow.
    #expect(
      run.errorLines.filter { $0.hasPrefix("error: ") }.count >= 1, "\(name): \(run.errors)")
    #expect(run.errors.hasPrefix("error: S.json: \(expected)"), "\(name): \(run.errors)")
    #expect(run.errors.contains("allowed") || run.errors.contains("whole number"), "\(name)")
    #expect(run.output.isEmpty, "\(name)")
    #expect(try contents(of: folder) == ["S.json"], "\(name)")
    #expect(try String(contentsOf: url, encoding: .utf8) == edited)
  }

  @Test("random number edits never crash or hang resume: exit 0, 1 or 65")
  func randomNumberEdits() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, text) = try Self.savedSnapshot(in: folder)
    // Numbers of both machines' state (not inside strings).
    let numbers = text.ranges(of: #/:-?[0-9][0-9.eE+-]*/#)
    #expect(numbers.count > 100)
    let values = ["0", "-1", "1e300", "9223372036854775807", "-9223372036854775808", "2.5", "7201"]
    var generator = SplitMix(state: 13)
    for round in 0..<16 {
      let range = numbers[Int(generator.next() % UInt64(numbers.count))]
      let value = values[Int(generator.next() % UInt64(values.count))]
      let edited = text.replacingCharacters(in: range, with: ":" + value)
      try Data(edited.utf8).write(to: url)
      let run = try Reelsim.run(["resume", "S.json"], in: folder)
      let context = "round \(round): \(text[range]) -> \(value): \(run.errors.prefix(300))"
      #expect([0, 1, 65].contains(run.status), "\(context)")
      if run.status == 65 {
        #expect(run.errorLines.allSatisfy { $0.hasPrefix("error: S.json: ") }, "\(context)")
      }
    }
  }
}

/// SplitMix64, for repeatable random edits.
private struct SplitMix {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
