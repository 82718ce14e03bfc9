import Foundation
import Testing

/// The bad-input campaign for command-line values and history lines: numeric options,
/// `--targets` lists and result codes, and lines of a history file. One line each, naming
/// the option (or the file, line and JSON path), and nothing written.
@Suite struct OptionCampaignTests {
  /// `reelsim ARGUMENTS` in a folder holding the default machine as `m.json`, exit 64.
  static func usage(_ arguments: [String], _ message: String) -> BadInput {
    let command = arguments[0]
    return BadInput(
      files: ["m.json": BadInput.defaultConfig, "s.json": "{}"], arguments: arguments, status: 64,
      line: "error: \(message) (see 'reelsim \(command) --help')")
  }

  static let numbers: [BadInput] = [
    usage(["simulate", "--seed", "-1"], "The value '-1' is invalid for '--seed <seed>'"),
    usage(["simulate", "--seed", "1e3"], "The value '1e3' is invalid for '--seed <seed>'"),
    usage(
      ["simulate", "--seed", "99999999999999999999"],
      "The value '99999999999999999999' is invalid for '--seed <seed>'"),
    usage(
      ["simulate", "--trace", "t.dat", "--every", "0"],
      "--every must be a whole number from 1 to 1000000"),
    usage(
      ["simulate", "--trace", "t.dat", "--every", "1e9"],
      "The value '1e9' is invalid for '--every <every>'"),
    usage(
      ["simulate", "--save-at", "nan", "--snapshot", "x.json"],
      "--save-at must be a time from 0 to 3600 seconds"),
    usage(
      ["simulate", "--save-at", "1e308", "--snapshot", "x.json"],
      "--save-at must be a time from 0 to 3600 seconds"),
    usage(["simulate", "--slam-at", "-1"], "--slam-at must be a time from 0 to 3600 seconds"),
    usage(
      ["simulate", "--quicken-at", "1", "--quicken-factor", "nan"],
      "--quicken-factor must be more than 0 and at most 1"),
    usage(
      ["simulate", "--max-slip", "1e3"], "The value '1e3' is invalid for '--max-slip <max-slip>'"),
    usage(
      ["simulate", "--stop-time-limit", "inf"],
      "--stop-time-limit must be more than 0 and at most 10 seconds"),
    usage(
      ["tune", "s.json", "--jobs", "0", "--out", "o.json"],
      "--jobs must be a whole number from 1 to 256"),
    usage(["tune", "s.json", "--budget", "0"], "--budget must be 2 to 1000000"),
    usage(["tune", "s.json", "--restarts", "0"], "--restarts must be 1 to 100"),
    usage(["tune", "s.json", "--restarts", "101"], "--restarts must be 1 to 100"),
    usage(
      ["tune", "s.json", "--budget", "1000000", "--restarts", "11"],
      "--budget × --restarts must be at most 10000000"),
    usage(
      ["tune", "s.json", "--budget", "99999999999999999999"],
      "The value '99999999999999999999' is invalid for '--budget <budget>'"),
    usage(
      ["regress", "--jobs", "-1", "--junit", "j.xml"],
      "--jobs must be a whole number from 1 to 256"),
    usage(["par", "--jobs", "0"], "--jobs must be a whole number from 1 to 256"),
    usage(
      ["par", "--monte-carlo", "1"], "--monte-carlo must be a whole number from 2 to 1000000000000"),
    usage(["check", "m.json", "--jerk-limit", "nan"], "--jerk-limit must be a positive number"),
  ]

  /// `simulate m.json --targets=TEXT` with a trace that must not be written, exit 65.
  static func targets(_ text: String, _ message: String) -> BadInput {
    BadInput(
      files: ["m.json": BadInput.defaultConfig],
      arguments: ["simulate", "m.json", "--targets=" + text, "--trace", "t.dat"], status: 65,
      line: "error: --targets: " + message)
  }

  static let targetLists: [BadInput] = [
    targets(
      "1,2",
      #""1,2" has 2 targets for 3 drums (allowed: one strip index or symbol name per drum, comma-separated)"#
    ),
    targets(
      "1,2,99", "drum 2: index 99 is off the strip (allowed: 0 ... 20 or a symbol on the strip)"),
    targets(
      "1e3,1,1",
      #"drum 0: symbol "1e3" is not on the strip (allowed: 7, BAR, BELL, CHERRY, PLUM, REPLAY, WATERMELON, or an index)"#
    ),
    targets(
      "1-2",
      #"result code "1-2" has 2 stops for 3 drums (allowed: one strip index per drum, joined by '-')"#
    ),
    targets(
      "1-2-99", #"result code "1-2-99": drum 2: stop 99 is off the strip (allowed: 0 ... 20)"#),
    targets(
      "1-x-3",
      #"result code "1-x-3": stop 1 is "x", not a strip index (allowed: strip indices from 0 joined by '-', one per drum, e.g. 3-17-5)"#
    ),
    targets(
      "1-2-3:A.B.C",
      #"result code "1-2-3:A.B.C": the window "A.B.C" is not what the stops show (allowed: "BELL.PLUM.WATERMELON/REPLAY.REPLAY.BELL/7.BELL.REPLAY", or the stops alone)"#
    ),
  ]

  /// A valid history line on `m.json` (replay reads every line before it runs any).
  static let validLine =
    #"{"config": "m.json", "configDigest": "x", "seed": 1, "stopRequests": [1, 2, 3], "#
    + #""summary": {}, "targets": [1, 2, 3], "traceDigest": "x"}"#

  /// `replay h.jsonl` whose second line is `validLine` with `old` replaced by `new`.
  static func history(_ old: String, _ new: String, _ message: String, status: Int32 = 65)
    -> BadInput
  {
    precondition(validLine.contains(old))
    return BadInput(
      files: [
        "m.json": BadInput.defaultConfig,
        "h.jsonl": validLine + "\n" + validLine.replacingOccurrences(of: old, with: new) + "\n",
      ],
      arguments: ["replay", "h.jsonl"], status: status, line: "error: h.jsonl: line 2" + message)
  }

  static let historyLines: [BadInput] = [
    history(
      #""seed": 1"#, #""seed": -1"#,
      ": seed: -1 is not a whole number from 0 to 18446744073709551615"),
    history(
      #""seed": 1"#, #""seed": 1e-400"#,
      ", column 51: number 1e-400 is too close to zero (allowed: 0, or a magnitude of at least "
        + "2.2250738585072014e-308)"),
    history(
      #""targets": [1, 2, 3]"#, #""targets": []"#,
      ": targets: is empty (allowed: one strip index per drum)"),
    history(
      #""targets": [1, 2, 3]"#, #""targets": [1, 2, 1e30]"#,
      ": targets[2]: 1e30 is not written as a whole number (allowed: digits only, such as 3)"),
    history(
      #""targets": [1, 2, 3]"#, #""targets": [1, 2, -4]"#,
      ": targets[2]: -4 is not a strip index (allowed: 0 or more)"),
    history(
      #""targets": [1, 2, 3]"#, #""targets": "1,2,3""#,
      ": targets: expected an array of whole numbers, found a string"),
    history(
      #""targets":"#, #""target":"#,
      ": target: unknown key; did you mean targets? (allowed: coins, config, configDigest, "
        + "previousRows, respinTraceDigest, rows, seed, stopRequests, summary, targets, topStop, "
        + "traceDigest, tumbleTraceDigest, wildTraceDigest)"),
    history(
      #""stopRequests": [1, 2, 3]"#, #""stopRequests": [1.5, 2, 3]"#,
      ": stopRequests[0]: 1.5 is not a whole number (allowed: whole numbers such as 3)"),
    history(#", "traceDigest": "x""#, "", ": traceDigest: is missing (required: a string)"),
    history(
      #""traceDigest": "x""#, #""traceDigest": "x", "respinTraceDigest": "ABC""#,
      ": respinTraceDigest: \"ABC\" is not a SHA-256 (allowed: 64 lowercase hex digits, as "
        + "simulate --history writes it)"),
    history(
      #""traceDigest": "x""#, #""traceDigest": "x", "wildTraceDigest": "abc""#,
      ": wildTraceDigest: \"abc\" is not a SHA-256 (allowed: 64 lowercase hex digits, as "
        + "simulate --history writes it)"),
    history(
      #""traceDigest": "x""#, #""traceDigest": "x", "tumbleTraceDigest": 7"#,
      ": tumbleTraceDigest: expected a string, found a number"),
    history(
      #""config": "m.json""#, #""config": "gone.json""#, ": config: gone.json: no such file",
      status: 66),
  ]

  @Test(arguments: numbers + targetLists + historyLines)
  func aBadValueIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}
