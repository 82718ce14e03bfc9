import Foundation
import TestSupport
import Testing

/// The bad-input campaign for the `tumble` block: each parameter out of range or of the wrong
/// type, an unknown key, a tumble too slow to finish within a minute, and a tumble on a wheel
/// or without a paytable. Each is one line at its JSON path, exit 65, nothing written.
@Suite struct TumbleCampaignTests {
  /// `simulate t.json --trace t.dat` on shipped config `name` with `old` replaced by `new`.
  static func edit(
    _ name: String, _ old: String, _ new: String, _ line: String, note: Bool = false
  ) -> BadInput {
    let text = (try? String(contentsOfFile: Repo.config(name), encoding: .utf8)) ?? ""
    precondition(text.contains(old), "\(old) is not in Configs/\(name).json")
    return BadInput(
      files: ["t.json": text.replacingOccurrences(of: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: " + line,
      note: note
        ? "note: t.json: ranges and the rules between fields are checked once the errors above "
          + "are fixed" : nil)
  }

  static func tumble(_ old: String, _ new: String, _ line: String, note: Bool = false)
    -> BadInput
  {
    edit("tumble", old, new, line, note: note)
  }

  static let cases: [BadInput] = [
    tumble(
      #""gravity": 8000,"#, #""gravity": 0,"#,
      "tumble.gravity: 0 is out of range (allowed: more than 0 and at most 10000000 pt/s²)"),
    tumble(
      #""gravity": 8000,"#, #""gravity": 0.1,"#,
      "tumble.gravity: 0.1 pt/s² makes a tumble last up to 133.216 s (allowed: at most 60 s "
        + "from the removal to the last landing; a stronger gravity, shorter delays or a "
        + "smaller window)"),
    tumble(
      #""restitution": 0.2,"#, #""restitution": 0.9,"#,
      "tumble.restitution: 0.9 is out of range (allowed: 0 ... 0.8 × the landing speed)"),
    tumble(
      #""fallDelay": 0.2,"#, #""fallDelay": -1,"#,
      "tumble.fallDelay: -1 is out of range (allowed: 0 ... 10 s)"),
    tumble(
      #""columnStagger": 0.05,"#, #""columnStagger": 2,"#,
      "tumble.columnStagger: 2 is out of range (allowed: 0 ... 1 s)"),
    tumble(
      #""maxTumbles": 50"#, #""maxTumbles": 0"#,
      "tumble.maxTumbles: 0 is out of range (allowed: 1 ... 1000 tumbles)"),
    tumble(
      #""maxTumbles": 50"#, #""maxTumbles": 2.5"#,
      "tumble.maxTumbles: 2.5 is not a whole number (allowed: whole numbers such as 3)",
      note: true),
    tumble(
      #""gravity": 8000,"#, #""bounce": 1,"#,
      "tumble.bounce: unknown key (allowed: columnStagger, fallDelay, gravity, maxTumbles, "
        + "multiplier, restitution)"),
    edit(
      "wheel", #""wheel": {"#, #""tumble": {}, "wheel": {"#,
      "tumble: is not allowed on a wheel: it has no rows to fall into (allowed: tumble on "
        + "reels, without wheel)"),
    edit(
      "classic", #""symbols": ["#, #""tumble": {}, "symbols": ["#,
      "tumble: needs a paytable: a tumble removes the winning cells (allowed: tumble with a "
        + "paytable block)"),
  ]

  @Test(arguments: cases)
  func aBadTumbleIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}
