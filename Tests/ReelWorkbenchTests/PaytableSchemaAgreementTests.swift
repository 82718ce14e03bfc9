import Foundation
import Testing

@testable import ReelWorkbench

/// The config schema and ``ConfigLoader`` agree on `paytable` and `drums[i].weights`, as
/// ``ConfigSchemaAgreementTests`` checks for the other keys.
@Suite(PythonSchemaValidator.required) struct PaytableSchemaAgreementTests {
  static func cases(_ expectation: SchemaCase.Expectation, _ list: [(String, [(String, String?)])])
    throws -> [SchemaCase]
  {
    let base = try ConfigSchemaAgreementTests.base()
    return try list.map { try SchemaCase($0.0, expectation, base: base, $0.1) }
  }

  static let weights21 = "[" + Array(repeating: "2", count: 21).joined(separator: ", ") + "]"

  @Test func keyTypeAndRangeMistakesAreRejectedByBoth() throws {
    let cases = try Self.cases(
      .bothReject,
      [
        ("unknown paytable key", [("paytable.line", "[[1, 1, 1]]")]),
        ("unknown pay key", [("paytable.pays[0].colour", #""red""#)]),
        ("unknown scatter pay key", [("paytable.scatterPays", #"[{"count": 3, "paid": 5}]"#)]),
        ("missing pays", [("paytable.pays", nil)]),
        ("an unknown direction", [("paytable.pays[0].direction", #""sideways""#)]),
        ("an unknown mode", [("paytable.mode", #""reels""#)]),
        (
          "a multiplier factor of 1",
          [("paytable.multipliers", #"[{"symbol": "BELL", "factor": 1}]"#)]
        ),
        ("a multiplier without a factor", [("paytable.multipliers", #"[{"symbol": "BELL"}]"#)]),
        ("pay without a symbol", [("paytable.pays[0]", #"{"count": 3, "pay": 5}"#)]),
        ("pay without a count", [("paytable.pays[0]", #"{"symbol": "7", "pay": 5}"#)]),
        ("scatter pay without a pay", [("paytable.scatterPays", #"[{"count": 3}]"#)]),
        ("paytable is an array", [("paytable", "[]")]),
        ("a line is a number", [("paytable.lines[0]", "1")]),
        ("a row is a string", [("paytable.lines[0][0]", #""1""#)]),
        ("a row is a fraction", [("paytable.lines[0][0]", "0.5")]),
        ("a negative row", [("paytable.lines[0][0]", "-1")]),
        ("an empty line", [("paytable.lines[0]", "[]")]),
        ("no lines", [("paytable.lines", "[]")]),
        (
          "101 lines",
          [
            (
              "paytable.lines",
              "[" + Array(repeating: "[1,1,1]", count: 101).joined(separator: ",") + "]"
            )
          ]
        ),
        ("a negative pay", [("paytable.pays[0].pay", "-1")]),
        ("a pay above 1e9", [("paytable.pays[0].pay", "2e9")]),
        ("a pay that is a string", [("paytable.pays[0].pay", #""100""#)]),
        ("a count of 0", [("paytable.pays[0].count", "0")]),
        ("a count that is a fraction", [("paytable.pays[0].count", "2.5")]),
        ("a zero bet", [("paytable.bet", "0")]),
        ("a bet above 1e6", [("paytable.bet", "1000001")]),
        ("a symbol with a dash", [("paytable.pays[0].symbol", #""SEV-EN""#)]),
        ("a wild with a space", [("paytable.wild", #""WI LD""#)]),
        ("an empty scatter", [("paytable.scatter", #""""#)]),
        (
          "a zero weight",
          [("drums[0].weights", Self.weights21.replacingOccurrences(of: "[2", with: "[0"))]
        ),
        ("a weight above 1e6", [("drums[0].weights", "[1000001]")]),
        ("no weights", [("drums[0].weights", "[]")]),
        ("a weight that is a fraction", [("drums[0].weights", "[1.5]")]),
      ])
    try SchemaCase.check(cases, kind: .config, load: ConfigSchemaAgreementTests.load)
  }

  @Test func rulesBetweenFieldsAreLeftToTheLoader() throws {
    let cases = try Self.cases(
      .loaderOnly,
      [
        ("a line of two rows for three drums", [("paytable.lines[0]", "[1, 1]")]),
        ("a row below the window", [("paytable.lines[0][2]", "3")]),
        ("the same line twice", [("paytable.lines[1]", "[1, 1, 1]")]),
        ("a pay symbol that is not a symbol", [("paytable.pays[0].symbol", #""SEVEN""#)]),
        ("a count above the drums", [("paytable.pays[0].count", "4")]),
        (
          "the same symbol and count twice",
          [("paytable.pays[1]", #"{"symbol": "7", "count": 3, "pay": 1}"#)]
        ),
        ("an unknown wild", [("paytable.wild", #""WILD""#)]),
        (
          "the wild is the scatter",
          [("paytable.wild", #""PLUM""#), ("paytable.scatter", #""PLUM""#)]
        ),
        (
          "scatter pays without a scatter", [("paytable.scatterPays", #"[{"count": 3, "pay": 5}]"#)]
        ),
        (
          "a scatter count above the cells",
          [
            ("paytable.scatter", #""7""#), ("paytable.pays", "[]"),
            ("paytable.scatterPays", #"[{"count": 10, "pay": 5}]"#),
          ]
        ),
        ("weights for another strip length", [("drums[0].weights", "[1, 2, 3]")]),
        ("no lines along lines", [("paytable.lines", nil)]),
        ("lines by ways", [("paytable.mode", #""ways""#)]),
        (
          "a group and a mix",
          [("paytable.pays[0].group", #"["7"]"#), ("paytable.pays[0].mix", #"["7", "7", "7"]"#)]
        ),
        (
          "a multiplier on the scatter",
          [
            ("paytable.scatter", #""PLUM""#),
            ("paytable.multipliers", #"[{"symbol": "PLUM", "factor": 2}]"#),
          ]
        ),
      ])
    try SchemaCase.check(cases, kind: .config, load: ConfigSchemaAgreementTests.load)
  }

  @Test func validPaytablesAndWeightsAreAcceptedByBoth() throws {
    let cases = try Self.cases(
      .bothAccept,
      [
        ("no paytable", [("paytable", nil)]),
        ("only lines and pays", [("paytable", #"{"lines": [[1, 1, 1]], "pays": []}"#)]),
        ("a fractional bet and pay", [("paytable.bet", "0.25"), ("paytable.pays[0].pay", "2.5")]),
        ("a zero pay", [("paytable.pays[0].pay", "0")]),
        (
          "groups, directions and multipliers",
          [
            ("paytable.pays[0].group", #"["7", "BAR"]"#),
            ("paytable.pays[1].direction", #""anywhere""#),
            ("paytable.multipliers", #"[{"symbol": "BELL", "factor": 2}]"#),
            ("paytable.multiplierRule", #""add""#),
          ]
        ),
        ("by ways", [("paytable.mode", #""ways""#), ("paytable.lines", nil)]),
        ("a wild with its own pays", [("paytable.wild", #""REPLAY""#)]),
        (
          "a scatter with scatter pays",
          [
            ("paytable.scatter", #""BELL""#),
            ("paytable.pays[2]", #"{"symbol": "7", "count": 2, "pay": 1}"#),
            ("paytable.scatterPays", #"[{"count": 3, "pay": 5}, {"count": 9, "pay": 500}]"#),
          ]
        ),
        ("weights on one drum", [("drums[1].weights", Self.weights21)]),
        (
          "the largest weights",
          [("drums[2].weights", Self.weights21.replacingOccurrences(of: "2", with: "1000000"))]
        ),
      ])
    try SchemaCase.check(cases, kind: .config, load: ConfigSchemaAgreementTests.load)
  }
}
