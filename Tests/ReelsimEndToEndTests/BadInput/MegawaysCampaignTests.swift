import Foundation
import TestSupport
import Testing

/// The bad-input campaign for spinning a variable-row ("Megaways") machine: result codes with
/// rows and a top stop, `--previous-rows`, and the rows of history lines. One line each,
/// naming the option (or the file, line and JSON path), exit 65, nothing written.
@Suite struct MegawaysCampaignTests {
  /// `Configs/megaways.json`: 6 drums of 1 … 7 rows, 100-stop strips, a 30-stop top drum.
  static let megaways: String = {
    (try? String(contentsOfFile: Repo.config("megaways"), encoding: .utf8)) ?? ""
  }()

  /// `reelsim simulate m.json ARGUMENTS --trace t.dat` on the Megaways machine, exit 65.
  static func simulate(_ arguments: [String], _ line: String) -> BadInput {
    BadInput(
      files: ["m.json": megaways],
      arguments: ["simulate", "m.json"] + arguments + ["--trace", "t.dat"],
      status: 65, line: "error: " + line)
  }

  static let allowedWithRows =
    "(allowed: strip indices from 0 joined by '-', one per drum, then '@' and each drum's rows "
    + "joined by '.', then '+' and the top drum's stop if the machine has one, e.g. 3-17-5@2.7.4+9)"

  static let options: [BadInput] = [
    simulate(
      ["--targets", "1-2-3-4-5-6@2.3.4.5.6.9+1"],
      #"--targets: result code "1-2-3-4-5-6@2.3.4.5.6.9+1": rows[5]: 9 rows is outside the "#
        + "window (allowed: 1 ... 7 rows, the drum's visibleRows)"),
    simulate(
      ["--targets", "1-2-3-4-5-6@2.3.4.0.6.7+1"],
      #"--targets: result code "1-2-3-4-5-6@2.3.4.0.6.7+1": rows[3]: 0 rows is outside the "#
        + "window (allowed: 1 ... 7 rows, the drum's visibleRows)"),
    simulate(
      ["--targets", "1-2-3-4-5-6@2.3.4.5.6+1"],
      #"--targets: result code "1-2-3-4-5-6@2.3.4.5.6+1": rows: has 5 entries for 6 drums "#
        + "(allowed: one per drum)"),
    simulate(
      ["--targets", "1-2-3-4-5-6@2.3.4.5.6.7"],
      #"--targets: result code "1-2-3-4-5-6@2.3.4.5.6.7": topStop: is missing (allowed: "#
        + "0 ... 29, the top drum's stop)"),
    simulate(
      ["--targets", "1-2-3-4-5-6@2.3.4.5.6.7+30"],
      #"--targets: result code "1-2-3-4-5-6@2.3.4.5.6.7+30": topStop: 30 is off the top "#
        + "drum's strip (allowed: 0 ... 29)"),
    simulate(
      ["--targets", "1-2-3-4-5-100@2.3.4.5.6.7+3"],
      #"--targets: result code "1-2-3-4-5-100@2.3.4.5.6.7+3": stops[5]: 100 is off the "#
        + "strip (allowed: 0 ... 99)"),
    simulate(
      ["--targets", "1-2-3-4-5-6@"],
      #"--targets: result code "1-2-3-4-5-6@": the rows after '@' are empty "# + allowedWithRows),
    simulate(
      ["--targets", "1-2-3-4-5-6@2..4.5.6.7+1"],
      #"--targets: result code "1-2-3-4-5-6@2..4.5.6.7+1": row count 1 is empty "#
        + allowedWithRows),
    simulate(
      ["--targets", "1-2-3-4-5-6@2.3.4.5.6.7+"],
      #"--targets: result code "1-2-3-4-5-6@2.3.4.5.6.7+": the top stop after '+' is empty "#
        + allowedWithRows),
    simulate(
      ["--targets", "1-2-3-4-5-6@2.3.4.5.6.7+1:A"],
      #"--targets: result code "1-2-3-4-5-6@2.3.4.5.6.7+1:A": a window part after ':' is not "#
        + "read with rows " + allowedWithRows),
    simulate(
      ["--previous-rows", "2,3,4,5,6"],
      #"--previous-rows: "2,3,4,5,6" has 5 row counts for 6 drums (allowed: one row count "#
        + "per drum, comma-separated)"),
    simulate(
      ["--previous-rows", "2,3,4,5,6,8"],
      "--previous-rows: drum 5: 8 rows is outside the window (allowed: 1 ... 7 rows, the "
        + "drum's visibleRows)"),
    simulate(
      ["--previous-rows", "2,3,x,5,6,7"],
      #"--previous-rows: drum 2: "x" is not a row count (allowed: a whole number from 1)"#),
    BadInput(
      files: ["m.json": BadInput.defaultConfig],
      arguments: ["simulate", "m.json", "--previous-rows", "1,2,3", "--trace", "t.dat"],
      status: 65,
      line: "error: --previous-rows: the machine's rows are fixed (allowed: with "
        + "geometry.rowWeights, drums[i].rowWeights or topDrum)"),
    BadInput(
      files: ["m.json": BadInput.defaultConfig],
      arguments: ["simulate", "m.json", "--targets", "1-2-3@3.3.3", "--trace", "t.dat"],
      status: 65,
      line: #"error: --targets: result code "1-2-3@3.3.3" gives rows after '@', but the "#
        + #"machine's rows are fixed (allowed: the stops alone, e.g. "1-2-3")"#),
  ]

  static let validLine =
    #"{"config": "m.json", "configDigest": "x", "seed": 1, "stopRequests": [1, 2, 3, 4, 5, 6, 7], "#
    + #""summary": {}, "targets": [1, 2, 3, 4, 5, 6], "traceDigest": "x", "#
    + #""rows": [2, 3, 4, 5, 6, 7], "previousRows": [7, 7, 7, 7, 7, 7], "topStop": 4}"#

  /// `replay h.jsonl` on the Megaways machine whose second line is `validLine` with `old`
  /// replaced by `new`.
  static func history(_ old: String, _ new: String, _ message: String) -> BadInput {
    precondition(validLine.contains(old))
    return BadInput(
      files: [
        "m.json": megaways,
        "h.jsonl": validLine + "\n" + validLine.replacingOccurrences(of: old, with: new) + "\n",
      ],
      arguments: ["replay", "h.jsonl"], status: 65, line: "error: h.jsonl: line 2: " + message)
  }

  static let historyLines: [BadInput] = [
    history(
      #""rows": [2, 3, 4, 5, 6, 7]"#, #""rows": [2, 3, 4, 5, 6, 8]"#,
      "rows[5]: 8 rows is outside the window (allowed: 1 ... 7 rows, the drum's visibleRows)"),
    history(
      #""rows": [2, 3, 4, 5, 6, 7]"#, #""rows": [2, 3, 0, 5, 6, 7]"#,
      "rows[2]: 0 is not a row count (allowed: 1 or more)"),
    history(
      #""rows": [2, 3, 4, 5, 6, 7]"#, #""rows": [2, 3, 4, 5, 6]"#,
      "rows: has 5 entries for 6 targets (allowed: one per drum)"),
    history(
      #", "previousRows": [7, 7, 7, 7, 7, 7]"#, "",
      "previousRows: is missing (allowed: with rows, one count per drum)"),
    history(
      #""topStop": 4"#, #""topStop": 30"#,
      "topStop: 30 is off the top drum's strip (allowed: 0 ... 29)"),
    history(
      #", "topStop": 4"#, "", "topStop: is missing (allowed: 0 ... 29, the top drum's stop)"),
    history(
      #", "rows": [2, 3, 4, 5, 6, 7], "previousRows": [7, 7, 7, 7, 7, 7], "topStop": 4"#, "",
      "rows: is missing, but the machine's rows vary (allowed: rows and previousRows, one count "
        + "per drum, as simulate --history writes them)"),
  ]

  /// Usage errors (64): what cannot spin variable rows yet, or asks for what the machine has not.
  static let usage: [BadInput] = [
    BadInput(
      files: ["m.json": megaways],
      arguments: ["simulate", "m.json", "--from-result", "1-2-3-4-5-6", "--hold", "0"],
      status: 64,
      line: "error: a respin cannot hold drums of a variable-row machine yet (allowed: without "
        + "--from-result or a controls file's respin) (see 'reelsim simulate --help')"),
    // A variable-row machine's cascades are traced as a fixed-row chain's; without a tumble
    // block there is none.
    BadInput(
      files: ["m.json": megaways],
      arguments: ["simulate", "m.json", "--tumble-trace", "t.dat"], status: 64,
      line: "error: --tumble-trace needs a machine that tumbles (a config with a tumble block, "
        + "or a cluster grid with cascades) (see 'reelsim simulate --help')"),
  ]

  /// A controls file checked against the spin's machine, the top drum last (drum 6): a press
  /// on it is refused (it has no stop button; it stops with drum 1), whatever the entries
  /// after it, and a drum beyond it is out of range; `--press` likewise (a usage error).
  static let topDrumPress =
    "presses[6]: is a press on the top drum (drum 6 of the spin), which has no stop button: "
    + "it is asked to stop with drum 1 (allowed: one time, or null to skip, per machine drum "
    + "0 … 5)"

  static func controls(_ json: String, _ line: String) -> BadInput {
    BadInput(
      files: ["m.json": megaways, "c.json": json],
      arguments: ["simulate", "m.json", "--controls", "c.json", "--trace", "t.dat"],
      status: 65, line: "error: c.json: " + line)
  }

  static let topDrumControls: [BadInput] = [
    controls(#"{"presses": [1, 1, 1, 1, 1, 1, 1]}"#, topDrumPress),
    controls(#"{"presses": [null, null, null, null, null, null, 0.9]}"#, topDrumPress),
    controls(#"{"presses": [1, 1, 1, 1, 1, 1, 1, -1]}"#, topDrumPress),
    controls(
      #"{"slam": {"at": 1, "drums": [7]}}"#,
      "slam.drums[0]: 7 is out of range (allowed: 0 ... 6 (drum))"),
    BadInput(
      files: ["m.json": megaways],
      arguments: ["simulate", "m.json", "--press", "1,1,1,1,1,1,1", "--trace", "t.dat"],
      status: 64,
      line: "error: spin controls: \(topDrumPress) (see 'reelsim simulate --help')"),
  ]

  /// A history whose last line is not a history line: the spin that would chain from it is
  /// not run, nothing is appended.
  static let corruptHistory = BadInput(
    files: ["m.json": megaways, "h.jsonl": "garbage\n"],
    arguments: ["simulate", "m.json", "--history", "h.jsonl"], status: 65,
    line: "error: h.jsonl: line 1, column 1: expected a value, found 'g'")

  @Test(arguments: options + historyLines + usage + topDrumControls + [corruptHistory])
  func aBadValueIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}
