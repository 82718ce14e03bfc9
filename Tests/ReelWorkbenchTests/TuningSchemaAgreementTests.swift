import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// The tuning schema and ``TuningSpec/load(path:)`` agree: every mutation of
/// `Configs/tuning/pachislot.json` the schema rejects, the loader rejects too.
@Suite(PythonSchemaValidator.required) struct TuningSchemaAgreementTests {
  /// `pachislot.json` with its base as an absolute path, so it loads from any folder.
  static func base() throws -> String {
    let path = Repo.root.appendingPathComponent("Configs/tuning/pachislot.json").path
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    return try SchemaCase("", .bothAccept, base: text, [("base", "\"\(Repo.config("default"))\"")])
      .text
  }

  static func load(_ text: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("spec.json")
    try Data(text.utf8).write(to: file)
    _ = try TuningSpec.load(path: file.path)
  }

  static func check(_ expectation: SchemaCase.Expectation, _ list: [(String, [(String, String?)])])
    throws
  {
    let base = try base()
    let cases = try list.map { try SchemaCase($0.0, expectation, base: base, $0.1) }
    try SchemaCase.check(cases, kind: .tuning, load: Self.load)
  }

  /// An inline base: one drum with a one-symbol strip.
  static let tiny = #"{"name": "x", "symbols": ["A"], "drums": [{"strip": ["A"]}]}"#

  /// 17 distinct tunable paths, one more than allowed.
  static let seventeenParameters =
    "["
    + (TunableField.motionFields.map { "motion.\($0)" } + ["simulation.timeStep"]).prefix(17).map {
      #"{"path": "\#($0)", "min": 0.001, "max": 0.002}"#
    }.joined(separator: ", ") + "]"

  @Test func keysTypesNamesAndRangesAreRejectedByBoth() throws {
    #expect(TunableField.motionFields.count + 1 >= 17)
    try Self.check(
      .bothReject,
      [
        ("unknown key at the top", [("budget", "200")]),
        ("unknown parameter key", [("parameters[0].stp", "10")]),
        ("unknown objective key", [("objectives[0].wieght", "1")]),
        ("unknown outcomes key", [("outcomes.size", "3")]),
        ("missing base", [("base", nil)]),
        ("missing parameters", [("parameters", nil)]),
        ("missing parameter path", [("parameters[0].path", nil)]),
        ("missing parameter max", [("parameters[1].max", nil)]),
        ("missing constraint metric", [("constraints[0].metric", nil)]),
        ("missing outcomes mode", [("outcomes", "{}")]),
        ("base is a number", [("base", "42")]),
        ("base is an empty path", [("base", #""""#)]),
        ("parameter min is a string", [("parameters[0].min", #""2000""#)]),
        ("minimize is a string", [("objectives[2].minimize", #""yes""#)]),
        ("presets is a string", [("presets", #""pachislot""#)]),
        ("outcome count is a fraction", [("outcomes", #"{"mode": "sample", "count": 1.5}"#)]),
        ("bad constraint metric", [("constraints[0].metric", #""peakDecel""#)]),
        ("bad objective metric", [("objectives[1].metric", #""spintime""#)]),
        ("bad preset", [("presets", #"["vegas"]"#)]),
        ("bad outcomes mode", [("outcomes.mode", #""some""#)]),
        ("misspelt parameter path", [("parameters[0].path", #""motion.cruiseSped""#)]),
        ("parameter path with a leading zero", [("parameters[0].path", #""drums[01].stopTime""#)]),
        (
          "parameter path of a non-motion field",
          [("parameters[0].path", #""geometry.symbolHeight""#)]
        ),
        ("parameter path of a choice", [("parameters[0].path", #""motion.profile""#)]),
        ("parameter path beyond 64 drums", [("parameters[0].path", #""drums[64].stopTime""#)]),
        ("no parameters", [("parameters", "[]")]),
        ("17 parameters", [("parameters", Self.seventeenParameters)]),
        ("zero step", [("parameters[0].step", "0")]),
        ("negative step", [("parameters[0].step", "-10")]),
        ("zero weight", [("objectives[0].weight", "0")]),
        ("weight above 1e6", [("objectives[0].weight", "2e6")]),
        ("constraint without min or max", [("constraints[0].max", nil)]),
        ("objective with target and minimize", [("objectives[2].target", "1")]),
        ("objective without target or minimize", [("objectives[0].target", nil)]),
        ("objective minimize false without target", [("objectives[2].minimize", "false")]),
        (
          "no constraints, presets or objectives",
          [("constraints", nil), ("presets", nil), ("objectives", nil)]
        ),
        (
          "empty constraints, presets and objectives",
          [("constraints", "[]"), ("presets", "[]"), ("objectives", "[]")]
        ),
        ("sample of 0 outcomes", [("outcomes", #"{"mode": "sample", "count": 0}"#)]),
        ("sample of 10001 outcomes", [("outcomes", #"{"mode": "sample", "count": 10001}"#)]),
        ("negative sample seed", [("outcomes", #"{"mode": "sample", "seed": -1}"#)]),
        ("inline base without drums", [("base", #"{"name": "x", "symbols": ["A"]}"#)]),
        (
          "inline base with an unknown key",
          [("base", Self.tiny), ("base.colour", "1")]
        ),
        (
          "inline base with a negative result row",
          [("base", Self.tiny), ("base.geometry.resultRow", "-1")]
        ),
      ])
  }

  @Test func rulesBetweenFieldsAreLeftToTheLoader() throws {
    try Self.check(
      .loaderOnly,
      [
        ("min above max", [("parameters[0].min", "5000")]),
        ("a path tuned twice", [("parameters[1].path", #""motion.cruiseSpeed""#)]),
        ("step larger than the range", [("parameters[0].step", "5000")]),
        (
          "a drum the base does not have",
          [("parameters[0].path", #""drums[5].motion.cruiseSpeed""#)]
        ),
        (
          "fractional step of a whole-number field",
          [
            (
              "parameters[4]",
              #"{"path": "motion.minimumRevolutions", "min": 1, "max": 5, "step": 0.5}"#
            )
          ]
        ),
        ("constraint min above max", [("constraints[0].min", "40000")]),
        ("a base file that does not exist", [("base", #""/no/such/config.json""#)]),
        (
          "inline base with too many rows",
          [("base", Self.tiny), ("base.geometry.visibleRows", "3")]
        ),
      ])
  }

  @Test func validVariantsAreAcceptedByBoth() throws {
    let config = String(decoding: try Repo.bytes("default"), as: UTF8.self)
    try Self.check(
      .bothAccept,
      [
        ("the spec as shipped", []),
        ("the base inline", [("base", config)]),
        ("only presets", [("constraints", nil), ("objectives", nil)]),
        ("only objectives", [("constraints", nil), ("presets", nil)]),
        ("minimize false with a target", [("objectives[0].minimize", "false")]),
        ("all outcomes with a count it ignores", [("outcomes", #"{"mode": "all", "count": 0}"#)]),
        ("a sample of outcomes", [("outcomes", #"{"mode": "sample", "count": 5, "seed": 9}"#)]),
        (
          "every kind of path",
          [
            ("parameters[0]", #"{"path": "simulation.timeStep", "min": 0.002, "max": 0.005}"#),
            ("parameters[1]", #"{"path": "drums[2].stopTime", "min": 1.5, "max": 2}"#),
            (
              "parameters[2]",
              #"{"path": "drums[0].motion.minimumRevolutions", "min": 1, "max": 3}"#
            ),
          ]
        ),
      ])
  }
}
