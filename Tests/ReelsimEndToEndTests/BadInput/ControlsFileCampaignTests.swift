import Foundation
import TestSupport
import Testing

/// The bad-input campaign for `simulate --controls FILE`: typos, wrong types, numbers the
/// parser refuses, values out of range, scripts that would silently do nothing.
@Suite struct ControlsFileCampaignTests {
  static let keys =
    "(allowed: anticipation, minimumSpinTime, presses, quickenAt, quickenFactor, respin, resultAt, "
    + "skillStop, slam)"
  static let tiny = "(allowed: 0, or a magnitude of at least 2.2250738585072014e-308)"

  /// A controls file `c.json` holding `text`, spun on the default machine with a trace and a
  /// history that must not be written.
  static func controls(_ text: String, _ line: String, status: Int32 = 65) -> BadInput {
    BadInput(
      files: ["c.json": text],
      arguments: ["simulate", "--controls", "c.json", "--trace", "t.dat", "--history", "h.jsonl"],
      status: status, line: "error: c.json: " + line)
  }

  static let cases: [BadInput] = [
    controls(#"{"quickenat": 0.5}"#, "quickenat: unknown key; did you mean quickenAt? " + keys),
    controls(#"{"slamm": {"at": 1}}"#, "slamm: unknown key; did you mean slam? " + keys),
    controls(
      #"{"slam": {"att": 1.2}}"#,
      "slam.att: unknown key; did you mean at? (allowed: at, drums, instant)"),
    controls(
      #"{"skillStop": {"maxslip": 2}}"#,
      "skillStop.maxslip: unknown key; did you mean maxSlip? (allowed: maxSlip, timeLimit)"),
    controls(
      #"{"anticipation": {"symbol": "BELL", "count": 2, "extend": 1, "interval": 1, "tease": 9}}"#,
      "anticipation.tease: unknown key (allowed: count, extend, interval, symbol, teaseSpeed)"),
    controls(
      #"{"slam": {"at": 0.8, "drums": [1.5]}}"#,
      "slam.drums[0]: 1.5 is not a whole number (allowed: whole numbers such as 3)"),
    controls(
      #"{"slam": {"at": 0.8, "drums": [1e30]}}"#,
      "slam.drums[0]: 1e30 is not written as a whole number (allowed: digits only, such as 3)"),
    controls(
      #"{"slam": {"at": 0.8, "drums": [99999999999999999999]}}"#,
      "slam.drums[0]: 99999999999999999999 is out of range (allowed: whole numbers from "
        + "-9223372036854775808 to 9223372036854775807)"),
    controls(
      #"{"skillStop": {"maxSlip": 4.5}}"#,
      "skillStop.maxSlip: 4.5 is not a whole number (allowed: whole numbers such as 3)"),
    controls(
      #"{"quickenAt": 1e-400}"#, "line 1, column 15: number 1e-400 is too close to zero " + tiny),
    controls(
      #"{"quickenAt": 2e-324}"#, "line 1, column 15: number 2e-324 is too close to zero " + tiny),
    controls(
      #"{"resultAt": 5e-324}"#, "line 1, column 14: number 5e-324 is too close to zero " + tiny),
    controls(#"{"quickenAt": 1e400}"#, "line 1, column 15: number 1e400 is too large"),
    controls(#"{"quickenAt": "soon"}"#, "quickenAt: expected a number, found a string"),
    controls(#"{"slam": null}"#, "slam: expected an object, found null"),
    controls(#"{"slam": {"at": true}}"#, "slam.at: expected a number, found a boolean"),
    controls(#"{"presses": [0.6, "x"]}"#, "presses[1]: expected a number, found a string"),
    controls("[]", "$: expected an object, found an array"),
    controls(#"{"slam": {}}"#, "slam.at: is missing (required: a number)"),
    controls(
      #"{"anticipation": {"symbol": "BELL"}}"#,
      "anticipation.count: is missing (required: a whole number)"),
    controls(
      #"{"slam": {"at": 0.8, "drums": []}}"#,
      "slam.drums: is empty (allowed: 1 or more drum indices; leave it out to slam every drum)"),
    controls(
      #"{"presses": []}"#, "presses: is empty (allowed: one time, or null to skip, per drum)"),
    controls(
      #"{"presses": [0.6, null, 1.2, 1.5]}"#,
      "presses: has 4 times for 3 drums (allowed: one per drum)"),
    controls(
      #"{"slam": {"at": 0.8, "drums": [3]}}"#,
      "slam.drums[0]: 3 is out of range (allowed: 0 ... 2 (drum))"),
    controls(
      #"{"slam": {"at": 0.8, "drums": [-1]}}"#,
      "slam.drums[0]: -1 is out of range (allowed: 0 ... 2 (drum))"),
    controls(
      #"{"quickenAt": 1e300}"#, "quickenAt: 1e+300 is out of range (allowed: 0 ... 3600 s)"),
    controls(
      #"{"quickenAt": 0.5, "quickenFactor": 0}"#,
      "quickenFactor: 0 is out of range (allowed: more than 0 and at most 1 (fraction))"),
    controls(
      #"{"skillStop": {"maxSlip": 0}}"#,
      "skillStop.maxSlip: 0 is out of range (allowed: 1 ... 100 symbols)"),
    controls(
      #"{"anticipation": {"symbol": "GRAPE", "count": 2, "extend": 1, "interval": 0.6}}"#,
      #"anticipation.symbol: "GRAPE" is on no strip of this machine (allowed: a symbol on a strip)"#
    ),
    controls(
      #"{"slam": {"at": 0.8}"#,
      "line 1, column 21: expected ',' or '}' after a member, found end of file"),
    controls("", "line 1, column 1: expected a value, found end of file"),
    BadInput(
      files: [:], arguments: ["simulate", "--controls", "none.json", "--trace", "t.dat"],
      status: 66, line: "error: none.json: no such file"),
  ]

  @Test(arguments: cases)
  func aBadControlsFileIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }

  @Test func theReadmeExampleIsAccepted() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = #"""
      { "slam": { "at": 0.8, "drums": [1, 2], "instant": false },
        "quickenAt": 0.5, "quickenFactor": 0.5,
        "resultAt": 0.7, "minimumSpinTime": 1.5,
        "presses": [0.6, null, 1.2], "skillStop": { "maxSlip": 4, "timeLimit": 0.19 },
        "anticipation": { "symbol": "BELL", "count": 2, "extend": 1.0, "interval": 0.6, "teaseSpeed": 1500 } }
      """#
    try Data(text.utf8).write(to: folder.appendingPathComponent("c.json"))
    let run = try Reelsim.run(["simulate", "--controls", "c.json", "--json"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
  }
}
