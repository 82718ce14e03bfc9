import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// The config schema and ``ConfigLoader`` agree: every mutation of `Configs/default.json` the
/// schema rejects, the loader rejects too; the key, type and range mistakes are rejected by
/// both; the rules between fields are left to the loader.
@Suite(PythonSchemaValidator.required) struct ConfigSchemaAgreementTests {
  static func base() throws -> String {
    String(decoding: try Repo.bytes("default"), as: UTF8.self)
  }

  static func load(_ text: String) throws {
    _ = try ConfigLoader.load(bytes: Array(text.utf8), file: "t.json")
  }

  static func cases(_ expectation: SchemaCase.Expectation, _ list: [(String, [(String, String?)])])
    throws -> [SchemaCase]
  {
    let base = try base()
    return try list.map { try SchemaCase($0.0, expectation, base: base, $0.1) }
  }

  @Test func unknownKeysMissingKeysAndWrongTypesAreRejectedByBoth() throws {
    let cases = try Self.cases(
      .bothReject,
      [
        ("unknown key at the top", [("colour", #""red""#)]),
        ("unknown motion key", [("motion.cruiseSped", "3000")]),
        ("unknown geometry key", [("geometry.rows", "3")]),
        ("unknown simulation key", [("simulation.sed", "1")]),
        ("unknown drum key", [("drums[1].stopTme", "2")]),
        ("unknown key in a drum's motion", [("drums[2].motion", #"{"braking": "cubic"}"#)]),
        ("$schema key", [("$schema", #""config.schema.json""#)]),
        ("missing name", [("name", nil)]),
        ("missing symbols", [("symbols", nil)]),
        ("missing drums", [("drums", nil)]),
        ("missing strip", [("drums[0].strip", nil)]),
        ("name is a number", [("name", "42")]),
        ("cruise speed is a string", [("motion.cruiseSpeed", #""fast""#)]),
        ("symbols is a string", [("symbols", #""7""#)]),
        ("strip is a string", [("drums[0].strip", #""7""#)]),
        ("strip entry is a number", [("drums[0].strip[0]", "7")]),
        ("motion is an array", [("motion", "[]")]),
        ("visibleRows is a fraction", [("geometry.visibleRows", "2.5")]),
        ("minimumRevolutions is a fraction", [("motion.minimumRevolutions", "1.5")]),
        ("seed is a fraction", [("simulation.seed", "1.5")]),
        ("seed is a string", [("simulation.seed", #""1""#)]),
        ("target is a boolean", [("targets", "[1, true, 3]")]),
        ("rules is a string", [("rules", #""pachislot""#)]),
        ("bad profile name", [("motion.profile", #""bounce""#)]),
        ("bad profile name in a drum", [("drums[1].motion", #"{"profile": "Cubic"}"#)]),
        ("bad strategy name", [("motion.strategy", #""guess""#)]),
        ("bad rule name", [("rules", #"["vegas"]"#)]),
      ])
    try SchemaCase.check(cases, kind: .config, load: Self.load)
  }

  @Test func numbersOutOfRangeAreRejectedByBoth() throws {
    let cases = try Self.cases(
      .bothReject,
      [
        ("negative cruise speed", [("motion.cruiseSpeed", "-5")]),
        ("zero cruise speed", [("motion.cruiseSpeed", "0")]),
        ("cruise speed above 1e6", [("motion.cruiseSpeed", "1000001")]),
        ("zero acceleration", [("motion.acceleration", "0")]),
        ("max deceleration above 1e8", [("motion.maxDeceleration", "2e8")]),
        ("minimumRevolutions above 1000", [("motion.minimumRevolutions", "1001")]),
        ("negative minimumRevolutions", [("motion.minimumRevolutions", "-1")]),
        ("negative wind-back", [("motion.windBackDistance", "-1")]),
        ("wind-back time above 10", [("motion.windBackTime", "11")]),
        ("negative overshoot", [("motion.overshoot", "-1")]),
        ("zero settle time", [("motion.settleTime", "0")]),
        ("maxSpeedAdjust above 0.5", [("motion.maxSpeedAdjust", "0.6")]),
        ("zero slow speed", [("motion.slowSpeed", "0")]),
        ("zero slow zone", [("motion.slowZone", "0")]),
        ("zero stop tolerance", [("motion.stopTolerance", "0")]),
        ("start delay above 60", [("motion.startDelay", "61")]),
        ("negative start interval", [("motion.startInterval", "-0.1")]),
        ("negative first stop", [("motion.firstStop", "-0.1")]),
        ("drum stop interval above 60", [("drums[0].motion", #"{"stopInterval": 61}"#)]),
        ("drum cruise speed of 0", [("drums[1].motion", #"{"cruiseSpeed": 0}"#)]),
        ("zero symbol height", [("geometry.symbolHeight", "0")]),
        ("symbol height above 10000", [("geometry.symbolHeight", "10001")]),
        ("negative resultRow", [("geometry.resultRow", "-1")]),
        ("resultRow above 9999", [("geometry.resultRow", "10000")]),
        ("visibleRows above 10000", [("geometry.visibleRows", "10001")]),
        ("zero visibleRows", [("geometry.visibleRows", "0")]),
        ("negative visibleRows", [("geometry.visibleRows", "-1")]),
        ("time step above 1/10", [("simulation.timeStep", "0.2")]),
        ("time step below 1/2000", [("simulation.timeStep", "0.0001")]),
        ("zero watchdog", [("simulation.maxDuration", "0")]),
        ("watchdog above 3600", [("simulation.maxDuration", "3601")]),
        ("negative seed", [("simulation.seed", "-1")]),
        ("negative stop time", [("drums[0].stopTime", "-1")]),
        ("stop time above 3600", [("drums[0].stopTime", "3601")]),
        ("negative start index", [("drums[0].startIndex", "-1")]),
        ("negative target", [("targets", "[0, -1, 0]")]),
        ("target index above any strip", [("targets", "[0, 10000, 0]")]),
        ("empty name", [("name", #""""#)]),
        ("name of 101 characters", [("name", "\"\(String(repeating: "n", count: 101))\"")]),
        ("empty symbols", [("symbols", "[]")]),
        ("symbol listed twice", [("symbols[7]", #""BAR""#)]),
        ("symbol with a space", [("symbols[7]", #""GOLD BAR""#)]),
        ("symbol with a comma", [("symbols[7]", #""A,B""#)]),
        ("symbol with a dash", [("symbols[7]", #""A-B""#)]),
        ("symbol of 33 characters", [("symbols[7]", "\"\(String(repeating: "S", count: 33))\"")]),
        ("empty strip", [("drums[0].strip", "[]")]),
        ("strip entry with a space", [("drums[0].strip[0]", #""GOLD BAR""#)]),
        (
          "strip entry of 33 characters",
          [("drums[1].strip[0]", "\"\(String(repeating: "S", count: 33))\"")]
        ),
        ("a drum weight of 0", [("drums[0].weights", "[0]")]),
        ("no drums", [("drums", "[]")]),
        ("no targets", [("targets", "[]")]),
        (
          "65 drums",
          [
            (
              "drums",
              "[" + Array(repeating: #"{"strip": ["7"]}"#, count: 65).joined(separator: ",") + "]"
            )
          ]
        ),
      ])
    let base = try Self.base()
    let big = [
      try SchemaCase(
        "seed 2^64", .bothReject, base: base, [("simulation.seed", "4242424242")],
        replacing: [("4242424242", "18446744073709551616")])
    ]
    try SchemaCase.check(cases + big, kind: .config, load: Self.load)
  }

  @Test func rulesBetweenFieldsAreLeftToTheLoader() throws {
    let cases = try Self.cases(
      .loaderOnly,
      [
        ("visibleRows above the strip", [("geometry.visibleRows", "23")]),
        ("resultRow below the window", [("geometry.resultRow", "3")]),
        ("start index off the strip", [("drums[0].startIndex", "21")]),
        ("strip entry not a symbol", [("drums[0].strip[0]", #""GRAPE""#)]),
        ("two targets for three drums", [("targets", "[0, 0]")]),
        ("target index off the strip", [("targets", "[0, 0, 21]")]),
        ("target name not on the strip", [("targets", #"[0, 0, "GRAPE"]"#)]),
        (
          "overshoot past the braking curve",
          [("motion.profile", #""back""#), ("motion.overshoot", "500")]
        ),
        (
          "settle too fast for the overshoot",
          [
            ("motion.profile", #""back""#), ("motion.overshoot", "50"),
            ("motion.settleTime", "0.05"),
          ]
        ),
        (
          "wind-back too fast",
          [("motion.windBackDistance", "100"), ("motion.windBackTime", "0.01")]
        ),
        (
          "classic stop tolerance not below the slow zone",
          [("motion.profile", #""classic""#), ("motion.stopTolerance", "100")]
        ),
        ("watchdog before the stop requests", [("simulation.maxDuration", "1")]),
        ("stop time after the watchdog", [("drums[0].stopTime", "40")]),
      ])
    let base = try Self.base()
    // Foundation writes 3.0 as 3; JSON Schema counts 3.0 as an integer, reelsim does not.
    let whole = try SchemaCase(
      "visibleRows written 3.0", .loaderOnly, base: base, [("geometry.visibleRows", "7777")],
      replacing: [("7777", "3.0")])
    try SchemaCase.check(cases + [whole], kind: .config, load: Self.load)
  }

  @Test func validVariantsAreAcceptedByBoth() throws {
    let cases = try Self.cases(
      .bothAccept,
      [
        ("the file as shipped", []),
        ("seed 0", [("simulation.seed", "0")]),
        ("one row", [("geometry.visibleRows", "1"), ("paytable.lines", "[[0, 0, 0]]")]),
        ("as many rows as symbols", [("geometry.visibleRows", "21")]),
        ("four rows", [("geometry.visibleRows", "4")]),
        (
          "two rows", [("geometry.visibleRows", "2"), ("paytable.lines", "[[0, 0, 0], [1, 1, 1]]")]
        ),
        (
          "six rows, the result row at the bottom",
          [("geometry.visibleRows", "6"), ("geometry.resultRow", "5")]
        ),
        ("targets by index and name", [("targets", #"[0, "BAR", 20]"#)]),
        ("pachislot rules", [("rules", #"["pachislot"]"#)]),
        ("a stop time", [("drums[2].stopTime", "2.5")]),
        ("a start index", [("drums[1].startIndex", "20")]),
        (
          "a drum with a bounce",
          [("drums[2].motion", #"{"profile": "back", "overshoot": 50, "settleTime": 0.25}"#)]
        ),
        ("the shortest time step", [("simulation.timeStep", "0.0005")]),
        ("the longest time step", [("simulation.timeStep", "0.1")]),
        ("the fastest cruise", [("motion.cruiseSpeed", "1000000")]),
        ("a non-ASCII symbol", [("symbols[7]", #""CAFÉ""#)]),
        ("no optional sections", [("geometry", nil), ("motion", nil), ("simulation", nil)]),
      ])
    let base = try Self.base()
    let largest = try SchemaCase(
      "seed 2^64 - 1", .bothAccept, base: base, [("simulation.seed", "4242424242")],
      replacing: [("4242424242", "18446744073709551615")])
    try SchemaCase.check(cases + [largest], kind: .config, load: Self.load)
  }

  @Test func aMachineValueOverriddenByEveryDrumIsRejectedByBoth() throws {
    // The loader checks every machine-wide value it is given, even when every drum overrides
    // it, as the schema does.
    let text = try SchemaCase(
      "overridden cruise speed", .bothReject, base: try Self.base(),
      [("motion.cruiseSpeed", "-5")]
        + (0..<3).map { ("drums[\($0)].motion", #"{"cruiseSpeed": 2800}"#) }
    ).text
    let schemaErrors = try PythonSchemaValidator.errors([(.config, text)])[0]
    #expect(!schemaErrors.isEmpty)
    #expect(throws: ConfigError.self) { try Self.load(text) }
  }
}
