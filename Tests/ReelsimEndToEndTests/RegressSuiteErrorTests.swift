import Foundation
import Testing

/// An invalid suite exits 65 with one `error: SUITE: json.path: …` line per problem, prints
/// nothing on stdout and writes no golden; a missing suite exits 66.
@Suite struct RegressSuiteErrorTests {
  static func suite(_ scenarios: String) -> String { #"{"scenarios": [\#(scenarios)]}"# }

  static let seeds = #"{"name": "a", "config": "default.json", "seeds": [1]}"#

  static let invalidSuites: [(suite: String, lines: [String])] = [
    (
      #"{"scenarios": [\#(seeds)], "bogus": 1}"#,
      ["bogus: unknown key (allowed: description, golden, scenarios)"]
    ),
    (
      suite(#"{"name": "a", "config": "default.json", "seed": [1]}"#),
      [
        "scenarios[0].seed: unknown key; did you mean seeds? (allowed: coins, config, name, previousRows, respin, seeds, sweep, targets)"
      ]
    ),
    (
      suite(#"{"name": "a", "config": "default.json"}"#),
      ["scenarios[0]: has no spins (allowed: seeds, targets or a sweep)"]
    ),
    (
      suite(seeds + #", {"name": "b", "config": "default.json", "sweep": {"drum": 3}}"#),
      ["scenarios[1].sweep.drum: 3 is not a drum (allowed: 0 ... 2)"]
    ),
    (
      suite(seeds + ", " + seeds),
      [#"scenarios[1].name: "a" is used by an earlier scenario (allowed: unique names)"#]
    ),
    (
      suite(seeds + #", {"name": "b", "config": "nope.json", "seeds": [1]}"#),
      ["scenarios[1].config: nope.json: no such file"]
    ),
    (
      suite(#"{"name": "a", "seeds": [1]}"#),
      ["scenarios[0].config: is missing (required: a string)"]
    ),
    (
      suite(#"{"name": "a", "config": "default.json", "targets": [[1, 2], [1, 2, 21]]}"#),
      [
        "scenarios[0].targets[0]: has 2 targets for 3 drums (allowed: one per drum)",
        "scenarios[0].targets[1][2]: index 21 is off the strip (allowed: 0 ... 20 or a symbol "
          + "on the strip)",
      ]
    ),
    (
      suite(#"{"name": "a", "config": "default.json", "targets": [[1, "GRAPE", 3]]}"#),
      [
        #"scenarios[0].targets[0][1]: symbol "GRAPE" is not on the strip (allowed: 7, BAR, "#
          + "BELL, CHERRY, PLUM, REPLAY, WATERMELON, or an index)"
      ]
    ),
    (
      suite(#"{"name": "a", "config": "default.json", "targets": [1, 2, 3]}"#),
      [
        "scenarios[0].targets[0]: expected an array of strip indices or symbol names, found a "
          + "number"
      ]
    ),
    ("{\"scenarios\": [", ["line 1, column 16: expected a value, found end of file"]),
  ]

  @Test(arguments: invalidSuites)
  func anInvalidSuiteExits65WithItsJSONPaths(suite: String, lines: [String]) throws {
    let workspace = try RegressWorkspace(configs: ["default"])
    try workspace.write("suite.json", suite)
    let run = try workspace.regress()
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(run.errorLines == lines.map { "error: suite.json: " + $0[...] })
    #expect(try workspace.names(".") == ["default.json", "suite.json"])
  }

  @Test func aMissingConfigIsNamedWhereTheSuiteLooksForIt() throws {
    let workspace = try RegressWorkspace(configs: [])
    try FileManager.default.createDirectory(
      at: workspace.url("suites"), withIntermediateDirectories: true)
    try workspace.write("suites/s.json", Self.suite(Self.seeds))
    let run = try workspace.regress(["suites/s.json"])
    #expect(run.status == 65)
    #expect(
      run.errorLines == [
        "error: suites/s.json: scenarios[0].config: suites/default.json: no such file"
      ])
  }

  @Test func anInvalidConfigIsReportedAgainstTheConfig() throws {
    let workspace = try RegressWorkspace(configs: ["default"])
    try workspace.edit("default.json", replacing: #""visibleRows": 3"#, with: #""visibleRows": 0"#)
    try workspace.write("suite.json", Self.suite(Self.seeds))
    let run = try workspace.regress()
    #expect(run.status == 65)
    #expect(run.errorLines.count == 1)
    #expect(
      run.errorLines.first?.hasPrefix("error: default.json: geometry.visibleRows: 0 ") == true)
  }

  @Test(arguments: [["none.json"], ["folder"]])
  func aMissingSuiteExits66(arguments: [String]) throws {
    let workspace = try RegressWorkspace(configs: [])
    try FileManager.default.createDirectory(
      at: workspace.url("folder"), withIntermediateDirectories: true)
    let run = try workspace.regress(arguments)
    #expect(run.status == 66)
    #expect(run.output.isEmpty)
    #expect(run.errorLines.count == 1)
    #expect(run.errorLines.first?.hasPrefix("error: \(arguments[0]): ") == true)
  }

  @Test func theDefaultSuiteIsLookedForInTheWorkingFolder() throws {
    let workspace = try RegressWorkspace(configs: [])
    let run = try workspace.regress([])
    #expect(run.status == 66)
    #expect(run.errors == "error: Regressions/suite.json: no such file\n")
  }
}
