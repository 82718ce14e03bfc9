import Foundation
import TestSupport
import Testing

/// The bad-input campaign for `paytable.freeSpins`: a multiplier, spins or count out of
/// range, an unknown or mistyped key, a strip symbol not in `symbols`, a strip too many and a
/// feature whose retriggers would never end. Each is one line at its JSON path, exit 65,
/// nothing written.
@Suite struct FreeSpinsCampaignTests {
  static let config: String = {
    (try? String(contentsOfFile: Repo.config("ways-243-free-spins"), encoding: .utf8)) ?? ""
  }()

  /// `simulate t.json --trace t.dat` on `Configs/ways-243-free-spins.json` with `old`
  /// replaced by `new`.
  static func edited(_ old: String, _ new: String, _ line: String, note: Bool = false)
    -> BadInput
  {
    precondition(config.contains(old), "\(old) is not in Configs/ways-243-free-spins.json")
    return BadInput(
      files: ["t.json": config.replacingOccurrences(of: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: paytable.freeSpins" + line,
      note: note
        ? "note: t.json: ranges and the rules between fields are checked once the errors above "
          + "are fixed" : nil)
  }

  static let cases: [BadInput] = [
    edited(
      #""multiplier": 2,"#, #""multiplier": 0.5,"#,
      ".multiplier: 0.5 is out of range (allowed: 1 ... 1000 times)"),
    edited(
      #""retrigger": true"#, #""retriger": true"#,
      ".retriger: unknown key; did you mean retrigger? (allowed: awards, expandingSymbols, "
        + "multiplier, pays, retrigger, strips, weights)"),
    edited(
      #""retrigger": true"#, #""retrigger": "yes""#,
      ".retrigger: expected true or false, found a string", note: true),
    edited(
      #""spins": 8"#, #""spins": 0"#,
      ".awards[0].spins: 0 is out of range (allowed: 1 ... 1000 free spins)"),
    edited(
      "\"count\": 5,\n          \"spins\": 15", "\"count\": 16,\n          \"spins\": 15",
      ".awards[1].count: 16 is out of range (allowed: 1 ... 15, the cells of the window)"),
    edited(
      #""spins": 15"#, #""spins": 1000"#,
      ".awards: retriggers award 2.6568 free spins per free spin on average: the feature would "
        + "never end (allowed: fewer than 1; fewer spins per award or rarer scatters in the "
        + "feature)"),
    edited(
      "\"strips\": [\n        [\n          \"A\",", "\"strips\": [\n        [\n          \"ACE\",",
      ".strips[0][0]: \"ACE\" is not one of the machine's symbols; did you mean A? (allowed: A, "
        + "K, Q, J, GEM, CROWN, WILD, SCATTER)"),
    edited(
      #""strips": ["#, #""strips": [["A", "K", "Q"],"#,
      ".strips: has 6 strips for 5 drums (allowed: one per drum)"),
  ]

  @Test(arguments: cases)
  func aBadFeatureIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}
