import Foundation
import ReelKit
import Testing

@testable import ReelWorkbench

/// Suite files: how scenarios expand into spins, and one error line per problem at its path.
@Suite struct RegressionSuiteTests {
  static let invalid: [(suite: String, line: String)] = [
    (
      #"{"scenarios": [{"name": "a", "config": "default.json", "seeds": [1]}], "bogus": 1}"#,
      "bogus: unknown key (allowed: description, golden, scenarios)"
    ),
    (#"{"scenarios": []}"#, "scenarios: is empty (allowed: 1 or more scenarios)"),
    (
      #"{"scenarios": [{"name": "a", "config": "default.json"}]}"#,
      "scenarios[0]: has no spins (allowed: seeds, targets or a sweep)"
    ),
    (
      #"{"scenarios": [{"name": "a", "config": "default.json", "seeds": []}]}"#,
      "scenarios[0]: has no spins (allowed: seeds, targets or a sweep)"
    ),
    (
      #"{"scenarios": [{"name": "a", "config": "default.json", "sweep": {"drum": 3}}]}"#,
      "scenarios[0].sweep.drum: 3 is not a drum (allowed: 0 ... 2)"
    ),
    (
      #"{"scenarios": [{"name": "a", "config": "default.json", "sweep": {}}]}"#,
      #"scenarios[0].sweep: needs exactly one of "drum" or "all": true"#
    ),
    (
      #"{"scenarios": [{"name": "../x", "config": "default.json", "seeds": [1]}]}"#,
      #"scenarios[0].name: "../x" is not a valid name (allowed: 1 to 100 letters, digits, "#
        + #"'.', '_' or '-', not starting with '.')"#
    ),
    (
      #"{"scenarios": [{"name": "a", "config": "default.json", "targets": [[1, 2, "GRAPE"]]}]}"#,
      #"scenarios[0].targets[0][2]: symbol "GRAPE" is not on the strip (allowed: 7, BAR, "#
        + "BELL, CHERRY, PLUM, REPLAY, WATERMELON, or an index)"
    ),
    (
      #"{"scenarios": [{"name": "a", "config": "default.json", "seeds": [-1]}]}"#,
      "scenarios[0].seeds[0]: -1 is not a whole number from 0 to 18446744073709551615"
    ),
  ]

  @Test(arguments: invalid)
  func anInvalidSuiteGivesOneLineAtItsPath(suite: String, line: String) throws {
    #expect(try SuiteFolder().problems(suite) == [line])
  }

  @Test func everyProblemOfEveryScenarioIsReported() throws {
    let lines = try SuiteFolder().problems(
      """
      {"scenarios": [
        {"name": "a", "config": "default.json", "targets": [[1, 2]]},
        {"name": "a", "config": "missing.json", "seeds": [1]}
      ]}
      """)
    #expect(lines.count == 3)
    #expect(
      lines.first == "scenarios[0].targets[0]: has 2 targets for 3 drums (allowed: one per drum)")
    #expect(lines.dropFirst().first?.hasPrefix("scenarios[1].name: \"a\" is used") == true)
    #expect(lines.last?.hasPrefix("scenarios[1].config: ") == true)
    #expect(lines.last?.hasSuffix("missing.json: no such file") == true)
  }

  @Test func sweepingEveryCombinationOfALargeMachineIsRefused() throws {
    let folder = try SuiteFolder(configs: ["video-5reel"])
    let lines = try folder.problems(
      #"{"scenarios": [{"name": "v", "config": "video-5reel.json", "sweep": {"all": true}}]}"#)
    #expect(
      lines == [
        "scenarios[0].sweep.all: covers more than 20000 combinations (allowed: machines whose "
          + "strip sizes multiply to at most 20000)"
      ])
  }

  @Test func seedsTargetsAndSweepExpandInOrder() throws {
    let folder = try SuiteFolder()
    let suite = try folder.load(
      """
      {"scenarios": [{"name": "mixed", "config": "default.json", "seeds": [7, 8],
        "targets": [[0, "BAR", "7"]], "sweep": {"drum": 1, "seed": 5}}]}
      """)
    let scenario = try #require(suite.scenarios.first)
    let spec = scenario.machine.spec
    #expect(scenario.config == "default.json")
    #expect(scenario.spins.count == 2 + 1 + 21)
    #expect(scenario.spins.prefix(3).map(\.label) == ["seed 7", "seed 8", "targets 0,7,0"])
    #expect(scenario.spins[0].targets == Outcome.randomTargets(for: spec, seed: 7))
    #expect(scenario.spins[0].targetSource == "seed")
    #expect(scenario.spins[2].targetSource == "config")
    let base = Outcome.randomTargets(for: spec, seed: 5)
    for (index, spin) in scenario.spins.dropFirst(3).enumerated() {
      #expect(spin.label == "drum 1 on \(index)")
      #expect(spin.seed == 5)
      #expect(spin.targets == [base[0], index, base[2]])
    }
    #expect(suite.spinCount == 24)
    #expect(suite.goldenFolder == folder.url("golden").path)
  }

  @Test func sweepAllCoversEveryCombinationLastDrumFastest() throws {
    let folder = try SuiteFolder()
    let suite = try folder.load(
      #"{"golden": "g", "scenarios": [{"name": "t", "config": "tiny.json", "sweep": {"all": true}}]}"#
    )
    let spins = try #require(suite.scenarios.first).spins
    #expect(spins.map(\.targets) == (0..<3).flatMap { a in (0..<3).map { [a, $0] } })
    #expect(spins.first?.label == "targets 0,0")
    #expect(suite.goldenFolder == folder.url("g").path)
    #expect(suite.scenarios.first?.goldenPath(in: "g") == "g/t.json")
  }
}
