import Foundation
import Testing

/// The bad-input campaign for the JSON files reelsim reads besides controls: configs, tuning
/// specs, suites, golden records and history lines. Every case is one line naming the file
/// and the JSON path (or line and column), its exit code, and no output written.
@Suite struct DataFileCampaignTests {
  static let tiny =
    "is too close to zero (allowed: 0, or a magnitude of at least 2.2250738585072014e-308)"
  static let int64 = "(allowed: whole numbers from -9223372036854775808 to 9223372036854775807)"

  /// `simulate t.json` with a trace that must not be written; a value that cannot be read
  /// (not a syntax error) is followed by the note that the ranges wait for it.
  static func config(_ old: String, _ new: String, _ line: String) -> BadInput {
    BadInput(
      files: ["t.json": BadInput.defaultConfig(replacing: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: " + line,
      note: line.hasPrefix("line ")
        ? nil
        : "note: t.json: ranges and the rules between fields are checked once the errors above "
          + "are fixed")
  }

  static let configs: [BadInput] = [
    config(
      #""cruiseSpeed": 2800"#, #""cruiseSpeed": 1e-400"#, "line 9, column 20: number 1e-400 " + tiny
    ),
    config(
      #""cruiseSpeed": 2800"#, #""cruiseSpeed": 2e-324"#, "line 9, column 20: number 2e-324 " + tiny
    ),
    config(
      #""seed": 1"#, #""seed": 1e3"#,
      "simulation.seed: 1e3 is not a whole number from 0 to 18446744073709551615"),
    config(
      #""visibleRows": 3"#, #""visibleRows": 3.0"#,
      "geometry.visibleRows: 3.0 is not written as a whole number (allowed: digits only, such as 3)"
    ),
    config(
      #""minimumRevolutions": 1"#, #""minimumRevolutions": 99999999999999999999"#,
      "motion.minimumRevolutions: 99999999999999999999 is out of range " + int64),
    config(
      #""count": 1, "pay": 2 }"#, #""count": 1, "pay": 2, "direction": "sideways" }"#,
      #"paytable.pays[7].direction: "sideways" is not allowed (allowed: leftToRight, "#
        + "rightToLeft, bothWays, anywhere)"),
    rules(
      #""bet": 1,"#, #""bet": 1, "multipliers": [{ "symbol": "SCATTER", "factor": 2 }],"#,
      #"paytable.multipliers[0].symbol: "SCATTER" is not a line symbol (allowed: one of 7, "#
        + "BAR, CHERRY, BELL, WATERMELON, REPLAY, PLUM)"),
    rules(
      #""bet": 1,"#, #""bet": 1, "mode": "ways","#,
      "paytable.lines: is given by ways (allowed: no lines with mode ways)"),
    rules(
      #""bet": 1,"#, #""bet": 1, "multipliers": [{ "symbol": "BAR", "factor": 1e9 }],"#,
      "paytable.multipliers[0].factor: 1000000000 is out of range (allowed: more than 1 and at "
        + "most 100 times)"),
  ]

  /// `simulate t.json` whose shape is right but whose pay rules are not: one error line.
  static func rules(_ old: String, _ new: String, _ line: String) -> BadInput {
    BadInput(
      files: ["t.json": BadInput.defaultConfig(replacing: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: " + line)
  }

  /// `tune s.json --out o.json` on the default machine (`m.json`).
  static func spec(_ members: String, _ line: String, status: Int32 = 65) -> BadInput {
    BadInput(
      files: ["m.json": BadInput.defaultConfig, "s.json": #"{"base": "m.json", \#(members)}"#],
      arguments: ["tune", "s.json", "--budget", "4", "--out", "o.json"], status: status,
      line: "error: s.json: " + line)
  }

  static let cruise = #""parameters": [{"path": "motion.cruiseSpeed", "min": 2000, "max": 3000}]"#
  static let goal = #""objectives": [{"metric": "gameCycle", "minimize": true}]"#

  static let specs: [BadInput] = [
    spec(
      #""parameters": [{"path": "motion.cruiseSpeed", "min": 1e-400, "max": 3000}], \#(goal)"#,
      "line 1, column 73: number 1e-400 " + tiny),
    spec(
      #""parameters": [{"path": "motion.cruiseSpeed", "min": 2000, "max": 3000, "stepp": 5}], \#(goal)"#,
      "parameters[0].stepp: unknown key; did you mean step? (allowed: max, min, path, step)"),
    spec(
      #"\#(cruise), \#(goal), "outcomes": {"mode": "sample", "count": 1e3}"#,
      "outcomes.count: 1e3 is not written as a whole number (allowed: digits only, such as 3)"),
    spec(
      #"\#(cruise), \#(goal), "outcomes": {"mode": "sample", "count": -5}"#,
      "outcomes.count: -5 is out of range (allowed: 1 ... 10000)"),
    spec(#""parameters": [], \#(goal)"#, "parameters: has 0 parameters (allowed: 1 ... 16)"),
    spec(
      cruise, "objectives: the spec has neither constraints nor objectives (allowed: at least one)"),
    spec(
      #""parameters": [{"path": "motion.cruiseSpeed", "min": 2000, "max": 3000, "step": 0}], \#(goal)"#,
      "parameters[0].step: 0 is not allowed (allowed: more than 0, at most max − min)"),
    spec(
      #"\#(cruise), "objectives": [{"metric": "gameCycle", "minimize": true, "weight": 0}]"#,
      "objectives[0].weight: 0 is out of range (allowed: more than 0, at most 1000000)"),
    spec(
      #"\#(cruise), "constraints": [{"metric": "spinTime", "drum": 1, "max": 3}]"#,
      "constraints[0].drum: spinTime is measured on the whole machine, not per drum (allowed: "
        + "no \"drum\", or a per-drum metric: peakSpeed, cruiseRpm, peakDeceleration, peakJerk, "
        + "travelPerTick, windowMisses, landingError, revolutions, overshoot, stopResponse, "
        + "settleTime, brakingTime, stopGap, stopGapSymbols, bounceAmplitude, skillStopSlide, "
        + "skillStopTime)"),
    spec(
      #"\#(cruise), "constraints": [{"metric": "settleTime", "drum": 3, "max": 3}]"#,
      "constraints[0].drum: 3 is not a drum (allowed: 0 ... 2)"),
    spec(
      #"\#(cruise), "constraints": [{"metric": "stopGap", "drum": 0, "min": 0.1}]"#,
      "constraints[0].drum: 0 is not a drum with a drum to its left (allowed: 1 ... 2)"),
    spec(
      #"\#(cruise), "constraints": [{"metric": "settleTime", "drum": -1, "max": 3}]"#,
      "constraints[0].drum: -1 is not a drum (allowed: 0 ... 2)"),
    spec(
      #"\#(cruise), "objectives": [{"metric": "spinTime", "minimize": true, "statistic": "worst"}]"#,
      "objectives[0].statistic: \"worst\" is for constraints (allowed: mean, min, max, p1, p5, "
        + "p10, p25, p50, p75, p90, p95, p99)"),
    spec(
      #"\#(cruise), "constraints": [{"metric": "spinTime", "max": 3, "statistic": "p96"}]"#,
      "constraints[0].statistic: \"p96\" is not allowed; did you mean p90? (allowed: worst, mean, "
        + "min, max, p1, p5, p10, p25, p50, p75, p90, p95, p99)"),
    spec(
      #"\#(cruise), "objectives": [{"metric": "spinTime", "maximize": true, "target": 2}]"#,
      "objectives[0]: needs exactly one of \"target\", \"minimize\": true or \"maximize\": true"),
    spec(
      #"\#(cruise), "objectives": [{"metric": "spinTime", "maximise": true}]"#,
      "objectives[0].maximise: unknown key; did you mean maximize? (allowed: drum, maximize, "
        + "metric, minimize, statistic, target, weight)"),
    spec(
      #"\#(cruise), \#(goal), "presets": ["uk"]"#,
      #"presets[0]: "uk" is not allowed (allowed: pachislot, uk-online)"#),
    BadInput(
      files: ["s.json": #"{"base": 5, \#(cruise), \#(goal)}"#],
      arguments: ["tune", "s.json", "--out", "o.json"], status: 65,
      line: "error: s.json: base: expected a string or an object, found a number"),
    BadInput(
      files: ["s.json": #"{"base": "nope.json", \#(cruise), \#(goal)}"#],
      arguments: ["tune", "s.json", "--out", "o.json"], status: 66,
      line: "error: s.json: base: nope.json: no such file"),
  ]

  /// `regress suite.json --junit j.xml` on the default machine (`m.json`).
  static func suite(_ scenarios: String, _ line: String) -> BadInput {
    BadInput(
      files: ["m.json": BadInput.defaultConfig, "suite.json": #"{"scenarios": \#(scenarios)}"#],
      arguments: ["regress", "suite.json", "--junit", "j.xml"], status: 65,
      line: "error: suite.json: " + line)
  }

  static let suites: [BadInput] = [
    suite("[]", "scenarios: is empty (allowed: 1 or more scenarios)"),
    suite(#"{"name": "a"}"#, "scenarios: expected an array of objects, found an object"),
    suite(
      #"[{"name": "a", "config": "m.json", "seeds": [-1]}]"#,
      "scenarios[0].seeds[0]: -1 is not a whole number from 0 to 18446744073709551615"),
    suite(
      #"[{"name": "a", "config": "m.json", "seeds": [1e-400]}]"#,
      "line 1, column 60: number 1e-400 " + tiny),
    suite(
      #"[{"name": "a", "config": "m.json", "seed": [1]}]"#,
      "scenarios[0].seed: unknown key; did you mean seeds? (allowed: coins, config, name, previousRows, respin, seeds, sweep, targets)"
    ),
    suite(
      #"[{"name": "a", "config": "m.json"}]"#,
      "scenarios[0]: has no spins (allowed: seeds, targets or a sweep)"),
    suite(
      #"[{"name": "a", "config": "m.json", "targets": [[1, 2]]}]"#,
      "scenarios[0].targets[0]: has 2 targets for 3 drums (allowed: one per drum)"),
    suite(
      #"[{"name": "a", "config": "m.json", "targets": [[1, 2, 1e30]]}]"#,
      "scenarios[0].targets[0][2]: 1e30 is not written as a whole number (allowed: digits only, such as 3)"
    ),
    suite(
      #"[{"name": "a", "config": "m.json", "sweep": {"drum": 99999999999999999999}}]"#,
      "scenarios[0].sweep.drum: 99999999999999999999 is out of range " + int64),
    suite(
      #"[{"name": "a", "config": "m.json", "sweep": {"drum": -1}}]"#,
      "scenarios[0].sweep.drum: -1 is not a drum (allowed: 0 ... 2)"),
    suite(
      #"[{"name": "a", "config": "nope.json", "seeds": [1]}]"#,
      "scenarios[0].config: nope.json: no such file"),
    suite(
      #"[{"name": "a", "config": 5, "seeds": [1]}]"#,
      "scenarios[0].config: expected a string, found a number"),
  ]

  /// `regress suite.json` with the golden record `golden/a.json` holding `text`.
  static func golden(_ text: String, _ line: String) -> BadInput {
    BadInput(
      files: [
        "m.json": BadInput.defaultConfig, "golden/a.json": text,
        "suite.json": #"{"scenarios": [{"name": "a", "config": "m.json", "seeds": [1]}]}"#,
      ],
      arguments: ["regress", "suite.json", "--junit", "j.xml"], status: 65,
      line: "error: golden/a.json: " + line)
  }

  static let written = " (allowed: a golden record written by reelsim regress --record)"

  static let goldens: [BadInput] = [
    golden("[]", "$: expected an object, found an array" + written),
    golden(
      #"{"scenario": "a", "config": "m.json"}"#, "spins: is missing or not an array" + written),
    golden(
      #"{"scenario": "a", "config": "m.json", "spins": [1]}"#,
      "spins[0]: expected an object, found a number" + written),
    golden(
      #"{"scenario": "a", "config": "m.json", "spins": [], "extra": 1}"#,
      "extra: unknown key" + written),
    golden(
      #"{"scenario": "a", "config": "m.json", "spins": [{"x": 1e-400}]}"#,
      "line 1, column 55: number 1e-400 " + tiny),
    golden(
      #"{"scenario": 5, "config": "m.json", "spins": []}"#,
      "scenario: is missing or not a string" + written),
  ]

  @Test(arguments: configs + specs + suites + goldens)
  func aBadFileIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}
