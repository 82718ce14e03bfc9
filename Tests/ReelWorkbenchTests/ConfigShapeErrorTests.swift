import Foundation
import Testing

@testable import ReelWorkbench

/// Keys and types: unknown keys (with the nearest valid key), wrong types and missing keys,
/// each reported once at its JSON path.
@Suite struct ConfigShapeErrorTests {
  static let motionKeys =
    "acceleration, brakeTime, cruiseSpeed, firstStop, maxDeceleration, maxSpeedAdjust, minimumRevolutions, "
    + "overshoot, profile, settleTime, slowSpeed, slowZone, startDelay, startInterval, "
    + "stopInterval, stopTolerance, strategy, windBackDistance, windBackTime"
  static let topKeys =
    "description, drums, geometry, motion, name, paytable, rules, simulation, symbols, targets, "
    + "topDrum, tumble, wheel"

  static let cases: [(path: String, value: String?, line: String)] = [
    (
      "motion.cruiseSped", "2800",
      "motion.cruiseSped: unknown key; did you mean cruiseSpeed? (allowed: \(motionKeys))"
    ),
    ("bogus", "1", "bogus: unknown key (allowed: \(topKeys))"),
    ("nmae", #""x""#, "nmae: unknown key; did you mean name? (allowed: \(topKeys))"),
    (
      "drums[1].strp", #"["7"]"#,
      "drums[1].strp: unknown key; did you mean strip? (allowed: motion, rowWeights, "
        + "startIndex, stopTime, strip, weights)"
    ),
    (
      "drums[2].motion.slowSpede", "1",
      "drums[2].motion.slowSpede: unknown key; did you mean slowSpeed? (allowed: \(motionKeys))"
    ),
    ("motion.cruiseSpeed", #""fast""#, "motion.cruiseSpeed: expected a number, found a string"),
    ("motion.cruiseSpeed", "null", "motion.cruiseSpeed: expected a number, found null"),
    (
      "geometry.visibleRows", "3.5",
      "geometry.visibleRows: 3.5 is not a whole number (allowed: whole numbers such as 3)"
    ),
    (
      "motion.minimumRevolutions", "true",
      "motion.minimumRevolutions: expected a whole number, found a boolean"
    ),
    (
      "simulation.seed", "-1",
      "simulation.seed: -1 is not a whole number from 0 to 18446744073709551615"
    ),
    ("name", nil, "name: is missing (required: a string)"),
    ("symbols", nil, "symbols: is missing (required: an array of strings)"),
    ("drums", nil, "drums: is missing (required: an array of objects)"),
    ("drums[0].strip", nil, "drums[0].strip: is missing (required: an array of strings)"),
    ("name", "7", "name: expected a string, found a number"),
    ("motion", "[1]", "motion: expected an object, found an array"),
    ("drums[0].strip", #""7""#, "drums[0].strip: expected an array of strings, found a string"),
    ("drums[0].strip[2]", "5", "drums[0].strip[2]: expected a string, found a number"),
    (
      "motion.profile", #""cubc""#,
      "motion.profile: \"cubc\" is not allowed; did you mean cubic? "
        + "(allowed: linear, cubic, back, classic)"
    ),
    (
      "drums[1].motion.strategy", #""later""#,
      "drums[1].motion.strategy: \"later\" is not allowed (allowed: wait, stretch, solve, fixed, splice)"
    ),
    (
      "targets", "[1, true, 2]",
      "targets[1]: expected a strip index or a symbol name, found a boolean"
    ),
    (
      "targets", "[1, 2.5, 2]",
      "targets[1]: 2.5 is not a whole number (allowed: whole numbers such as 3)"
    ),
  ]

  @Test(arguments: cases.indices)
  func reportsOneLineAtThePath(index: Int) throws {
    let (path, value, line) = Self.cases[index]
    let lines = try Fixture.problems([(path, value)])
    #expect(lines == [line], "\(path) = \(String(describing: value))")
  }

  @Test func errorDescriptionNamesTheFile() {
    do {
      _ = try ConfigLoader.load(bytes: try Fixture.edited([("bogus", "1")]), file: "my.json")
      Issue.record("loaded")
    } catch let error as ConfigError {
      #expect(error.kind == .invalid)
      #expect(error.file == "my.json")
      #expect(error.description == "error: my.json: bogus: unknown key (allowed: \(Self.topKeys))")
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func shapeProblemsKnowTheirLineAndColumn() throws {
    let text =
      "{\n  \"name\": \"x\",\n  \"symbols\": [\"A\"],\n  \"drums\": [{\"strip\": [\"A\"], "
      + "\"motion\": {\"cruiseSpeed\": \"fast\"}}]\n}"
    let node = try JSONParser.parse(Array(text.utf8))
    let problem = try #require(ConfigShape.machine.problems(in: node, at: .root).first)
    #expect(problem.path == JSONPath("drums[0].motion.cruiseSpeed"))
    #expect(problem.path.description == "drums[0].motion.cruiseSpeed")
    #expect(problem.line == 4)
    #expect(problem.column == 56)
  }

  @Test func everyShapeProblemIsReportedInFileOrder() {
    let text = #"{"zeta": 1, "name": 5, "symbols": ["A"], "drums": [{"strip": ["A"]}, 3]}"#
    #expect(
      Fixture.problems(text: text) == [
        "zeta: unknown key (allowed: \(Self.topKeys))",
        "name: expected a string, found a number",
        "drums[1]: expected an object, found a number",
      ])
  }

  /// Unknown keys do not stop the checks of values: the ranges and rules are reported with
  /// them in one pass. A value of the wrong type does (it cannot be read), and a note says so.
  @Test func unknownKeysAndValueProblemsAreReportedTogether() throws {
    let text =
      #"{"name": "x", "symbols": ["A"], "colour": 1, "motion": {"cruiseSpeed": -5, "#
      + #""profile": "back", "overshoot": 50000, "settleTime": 0.01}, "drums": [{"strip": ["B"]}]}"#
    #expect(
      Fixture.problems(text: text) == [
        "colour: unknown key (allowed: \(Self.topKeys))",
        "drums[0].strip[0]: \"B\" is not one of the machine's symbols; did you mean A? (allowed: A)",
        "motion.cruiseSpeed: -5 is out of range (allowed: more than 0 and at most 1000000 pt/s)",
        "geometry.visibleRows: 3 is out of range (allowed: 1 ... 1 rows, at most the strip's "
          + "symbol count)",
      ])
    do {
      _ = try ConfigLoader.load(
        bytes: Array(#"{"name": 5, "symbols": ["A"], "drums": [{"strip": ["A"]}], "x": 1}"#.utf8),
        file: "t.json")
      Issue.record("loaded")
    } catch {
      #expect(
        error.description == """
          error: t.json: name: expected a string, found a number
          error: t.json: x: unknown key (allowed: \(Self.topKeys))
          note: t.json: ranges and the rules between fields are checked once the errors above are fixed
          """)
    }
  }

  @Test func aMinimalConfigLoadsWithDefaults() throws {
    let text = #"{"name": "m", "symbols": ["A", "B"], "drums": [{"strip": ["A", "B", "A"]}]}"#
    let machine = try ConfigLoader.load(bytes: Array(text.utf8), file: "m.json")
    #expect(machine.seed == 1)
    #expect(machine.targets == nil)
    #expect(machine.spec.maxDuration == 30)
    #expect(machine.spec.clock.timeStep == 1.0 / 240)
    #expect(machine.spec.drums[0].geometry.symbolHeight == 100)
    #expect(machine.spec.drums[0].geometry.visibleRows == 3)
    #expect(machine.spec.drums[0].stopRequestTime == 1.0)
  }
}
