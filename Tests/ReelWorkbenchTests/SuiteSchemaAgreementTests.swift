import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// The suite schema and ``RegressionSuite/load(path:)`` agree: every mutation of
/// `Regressions/suite.json` the schema rejects, the loader rejects too.
@Suite(PythonSchemaValidator.required) struct SuiteSchemaAgreementTests {
  /// `Regressions/suite.json` with absolute config paths (`Configs/` and the suite's own
  /// `configs/`), so it loads from any folder.
  static func base() throws -> String {
    let path = Repo.root.appendingPathComponent("Regressions/suite.json").path
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    return text.replacingOccurrences(
      of: "\"../Configs/", with: "\"" + Repo.root.appendingPathComponent("Configs").path + "/"
    ).replacingOccurrences(
      of: "\"configs/",
      with: "\"" + Repo.root.appendingPathComponent("Regressions/configs").path + "/")
  }

  static func load(_ text: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("suite.json")
    try Data(text.utf8).write(to: file)
    _ = try RegressionSuite.load(path: file.path)
  }

  static func cases(_ expectation: SchemaCase.Expectation, _ list: [(String, [(String, String?)])])
    throws -> [SchemaCase]
  {
    let base = try base()
    return try list.map { try SchemaCase($0.0, expectation, base: base, $0.1) }
  }

  @Test func keysTypesNamesAndRangesAreRejectedByBoth() throws {
    var cases = try Self.cases(
      .bothReject,
      [
        ("name with a space", [("scenarios[0].name", #""default seeds""#)]),
        ("name starting with a dot", [("scenarios[0].name", #"".hidden""#)]),
        ("name with a slash", [("scenarios[0].name", #""golden/x""#)]),
        ("name with a colon", [("scenarios[0].name", #""a:b""#)]),
        ("empty name", [("scenarios[0].name", #""""#)]),
        (
          "name of 101 characters",
          [("scenarios[0].name", "\"\(String(repeating: "s", count: 101))\"")]
        ),
        ("unknown key at the top", [("goldens", #""g""#)]),
        ("unknown scenario key", [("scenarios[0].seed", "[1]")]),
        ("unknown sweep key", [("scenarios[2].sweep.drums", "0")]),
        ("missing scenarios", [("scenarios", nil)]),
        ("missing name", [("scenarios[0].name", nil)]),
        ("missing config", [("scenarios[0].config", nil)]),
        ("golden is a number", [("golden", "3")]),
        ("seeds is a string", [("scenarios[0].seeds", #""1""#)]),
        ("seed is a fraction", [("scenarios[0].seeds", "[1.5]")]),
        ("negative seed", [("scenarios[0].seeds", "[1, -1]")]),
        ("target is a boolean", [("scenarios[1].targets", "[[0, true, 0]]")]),
        ("negative target", [("scenarios[1].targets", "[[0, -1, 0]]")]),
        ("empty targets of a spin", [("scenarios[1].targets", "[[]]")]),
        ("sweep all is a string", [("scenarios[2].sweep", #"{"all": "yes"}"#)]),
        ("no scenarios", [("scenarios", "[]")]),
        ("sweep with drum and all", [("scenarios[2].sweep.all", "true")]),
        ("empty sweep", [("scenarios[2].sweep", "{}")]),
        ("sweep with only a seed", [("scenarios[2].sweep", #"{"seed": 3}"#)]),
        ("sweep with all false and no drum", [("scenarios[2].sweep", #"{"all": false}"#)]),
        ("sweep of drum -1", [("scenarios[2].sweep.drum", "-1")]),
        ("sweep of drum 64", [("scenarios[2].sweep.drum", "64")]),
        ("negative sweep seed", [("scenarios[2].sweep.seed", "-1")]),
        ("a scenario without spins", [("scenarios[0].seeds", "[]")]),
      ])
    cases.append(
      try SchemaCase(
        "seed 2^64", .bothReject, base: try Self.base(), [("scenarios[0].seeds", "[4242424242]")],
        replacing: [("4242424242", "18446744073709551616")]))
    try SchemaCase.check(cases, kind: .suite, load: Self.load)
  }

  @Test func rulesBetweenFieldsAreLeftToTheLoader() throws {
    let cases = try Self.cases(
      .loaderOnly,
      [
        ("a name used twice", [("scenarios[1].name", #""default-seeds""#)]),
        ("a config that does not exist", [("scenarios[0].config", #""/no/such/config.json""#)]),
        ("sweep of a drum the machine does not have", [("scenarios[2].sweep.drum", "5")]),
        ("two targets for three drums", [("scenarios[1].targets", "[[0, 0]]")]),
        ("target name not on the strip", [("scenarios[1].targets", #"[["7", "BAR", "GRAPE"]]"#)]),
        ("sweep of every combination of 5 drums", [("scenarios[7].sweep", #"{"all": true}"#)]),
      ])
    try SchemaCase.check(cases, kind: .suite, load: Self.load)
  }

  @Test func validVariantsAreAcceptedByBoth() throws {
    var cases = try Self.cases(
      .bothAccept,
      [
        ("the suite as shipped", []),
        ("a name with a non-ASCII letter", [("scenarios[0].name", #""café-seeds""#)]),
        ("a name starting with a dash", [("scenarios[0].name", #""-seeds_1.0""#)]),
        (
          "a sweep with all false and a seed",
          [("scenarios[2].sweep", #"{"drum": 1, "all": false, "seed": 9}"#)]
        ),
        ("no golden and no description", [("golden", nil), ("description", nil)]),
        ("seeds and targets together", [("scenarios[1].seeds", "[0]")]),
      ])
    cases.append(
      try SchemaCase(
        "seed 2^64 - 1", .bothAccept, base: try Self.base(),
        [("scenarios[0].seeds", "[4242424242]")],
        replacing: [("4242424242", "18446744073709551615")]))
    try SchemaCase.check(cases, kind: .suite, load: Self.load)
  }
}
