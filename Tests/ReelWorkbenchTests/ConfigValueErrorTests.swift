import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// Ranges and cross-field rules: each problem at the JSON path a user has to edit, with what
/// is allowed.
@Suite struct ConfigValueErrorTests {
  static let speed = "(allowed: more than 0 and at most 1000000 pt/s)"
  static let symbols = "7, BAR, CHERRY, BELL, WATERMELON, REPLAY, PLUM"
  static let onStrip = "7, BAR, BELL, CHERRY, PLUM, REPLAY, WATERMELON, or an index"
  static let settle =
    "0.01 s makes the settle accelerate at 3000000 pt/s², above maxDeceleration 24000 "
    + "(allowed: at least 0.1119 s, from 6·overshoot/settleTime² ≤ maxDeceleration)"
  static let backMotion = #"{"profile": "back", "overshoot": 50, "settleTime": 0.01}"#

  static let cases: [(edits: [(String, String?)], lines: [String])] = [
    ([("motion.cruiseSpeed", "-5")], ["motion.cruiseSpeed: -5 is out of range \(speed)"]),
    ([("motion.cruiseSpeed", "0")], ["motion.cruiseSpeed: 0 is out of range \(speed)"]),
    (
      [("motion.cruiseSpeed", "1e12")],
      ["motion.cruiseSpeed: 1000000000000 is out of range \(speed)"]
    ),
    ([("motion.slowSpeed", "-1")], ["motion.slowSpeed: -1 is out of range \(speed)"]),
    (
      [("motion.acceleration", "1e9")],
      [
        "motion.acceleration: 1000000000 is out of range (allowed: more than 0 and at most "
          + "100000000 pt/s²)"
      ]
    ),
    (
      [("drums[0].strip[3]", #""CHERY""#)],
      [
        #"drums[0].strip[3]: "CHERY" is not one of the machine's symbols; did you mean CHERRY? "#
          + "(allowed: \(symbols))"
      ]
    ),
    ([("symbols[7]", #""BAR""#)], [#"symbols[7]: "BAR" is listed twice"#]),
    (
      [("geometry.visibleRows", "22")],
      [
        "geometry.visibleRows: 22 is out of range (allowed: 1 ... 21 rows, at most the strip's "
          + "symbol count)"
      ]
    ),
    (
      [("drums[0].startIndex", "21")],
      ["drums[0].startIndex: 21 is off the strip (allowed: 0 ... 20)"]
    ),
    (
      [("targets", "[0, 1, 21]")],
      ["targets[2]: index 21 is off the strip (allowed: 0 ... 20 or a symbol on the strip)"]
    ),
    ([("targets", "[0, 1]")], ["targets: has 2 targets for 3 drums (allowed: one per drum)"]),
    (
      [("targets", #"[0, "FOO", 1]"#)],
      [#"targets[1]: symbol "FOO" is not on the strip (allowed: \#(onStrip))"#]
    ),
    (
      [("drums[1].motion", #"{"cruiseSpeed": -1}"#)],
      ["drums[1].motion.cruiseSpeed: -1 is out of range \(speed)"]
    ),
    ([("motion.cruiseSpeed", "-1")], ["motion.cruiseSpeed: -1 is out of range \(speed)"]),
    ([("motion", backMotion)], ["motion.settleTime: \(settle)"]),
    ([("drums[2].motion", backMotion)], ["drums[2].motion.settleTime: \(settle)"]),
    (
      [("simulation.timeStep", "0.0001")],
      ["simulation.timeStep: 0.0001 is out of range (allowed: 0.0005 ... 0.1 s)"]
    ),
    (
      [("simulation.timeStep", "0.2")],
      ["simulation.timeStep: 0.2 is out of range (allowed: 0.0005 ... 0.1 s)"]
    ),
    (
      [("simulation.maxDuration", "1.2")],
      [1, 2].map {
        "simulation.maxDuration: drum \($0) is asked to stop at 1.\($0 * 3) s, not before the "
          + "watchdog at 1.2 s (allowed: maxDuration above every stop time)"
      }
    ),
    (
      [("drums[0].stopTime", "45")],
      [
        "drums[0].stopTime: drum 0 is asked to stop at 45 s, not before the watchdog at 30 s "
          + "(allowed: maxDuration above every stop time)"
      ]
    ),
    (
      [("motion.profile", #""classic""#), ("motion.stopTolerance", "100")],
      [
        "motion.stopTolerance: 100 pt is not smaller than slowZone 100 pt (allowed: 0 < "
          + "stopTolerance < slowZone)"
      ]
    ),
    ([("name", #""""#)], ["name: must have 1 to 100 characters"]),
    ([("drums", "[]")], ["drums: has 0 drums (allowed: 1 ... 64)"]),
    (
      [("motion.cruiseSpeed", "-1"), ("geometry.visibleRows", "22")],
      [
        "motion.cruiseSpeed: -1 is out of range \(speed)",
        "geometry.visibleRows: 22 is out of range (allowed: 1 ... 21 rows, at most the strip's "
          + "symbol count)",
      ]
    ),
  ]

  @Test(arguments: cases.indices)
  func reportsEveryProblemAtItsPath(index: Int) throws {
    let (edits, lines) = Self.cases[index]
    #expect(try Fixture.problems(edits) == lines, "\(edits)")
  }

  @Test(arguments: [1.0 / 2000, 1.0 / 10, 1.0 / 60])
  func acceptsTimeStepsInRange(timeStep: Double) throws {
    let bytes = try Fixture.edited([("simulation.timeStep", "\(timeStep)")])
    let machine = try ConfigLoader.load(bytes: bytes, file: "t.json")
    #expect(machine.spec.clock.timeStep == timeStep)
  }

  @Test func hugeNumbersAreSyntaxErrorsAtTheNumber() throws {
    let text = String(decoding: try Repo.bytes("default"), as: UTF8.self)
      .replacingOccurrences(of: "\"cruiseSpeed\": 2800", with: "\"cruiseSpeed\": 1e400")
    #expect(Fixture.problems(text: text) == ["line 9, column 20: number 1e400 is too large"])
  }

  @Test func targetsByIndexAndNameResolve() throws {
    let bytes = try Fixture.edited([("targets", #"[1, "BAR", "7"]"#)])
    let machine = try ConfigLoader.load(bytes: bytes, file: "t.json")
    #expect(machine.targets == [1, 7, 0])
    let request = try SpinRequest(machine: machine)
    #expect(request.targets == [1, 7, 0])
    #expect(request.targetSource == "config")
  }

  @Test func drumOverridesMergeOverTheMachineMotion() throws {
    let bytes = try Fixture.edited([
      ("drums[1].motion", #"{"cruiseSpeed": 3000, "profile": "linear"}"#),
      ("drums[2].stopTime", "2.5"),
    ])
    let drums = try ConfigLoader.load(bytes: bytes, file: "t.json").spec.drums
    #expect(drums.map(\.motion.cruiseSpeed) == [2800, 3000, 2800])
    #expect(drums.map(\.motion.profile) == [.cubic, .linear, .cubic])
    #expect(drums.map(\.motion.maxDeceleration) == [24000, 24000, 24000])
    #expect(drums.map(\.stopRequestTime) == [1.0, 1.3, 2.5])
  }
}
