import Foundation
import TestSupport
import Testing

/// The bad-input campaign for the `wheel` block: segment widths off the 1/64° grain, too
/// narrow, not one per segment or not adding up to 360°, a pointer off the dial, a wrong
/// direction, a window, a classic profile or a splice landing on a wheel. Each is one line at its JSON path,
/// exit 65, nothing written.
@Suite struct WheelCampaignTests {
  static let wheel: String = {
    (try? String(contentsOfFile: Repo.config("wheel"), encoding: .utf8)) ?? ""
  }()

  /// `simulate t.json --trace t.dat` on `Configs/wheel.json` with `old` replaced by `new`.
  static func wheel(_ old: String, _ new: String, _ line: String, note: Bool = false) -> BadInput {
    precondition(wheel.contains(old), "\(old) is not in Configs/wheel.json")
    return BadInput(
      files: ["t.json": wheel.replacingOccurrences(of: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: " + line,
      note: note
        ? "note: t.json: ranges and the rules between fields are checked once the errors above "
          + "are fixed" : nil)
  }

  static let cases: [BadInput] = [
    wheel(
      #""widths": [7.5,"#, #""widths": [7.51,"#,
      "wheel.widths[0]: 7.51° is not a multiple of 1/64° (allowed: multiples of 0.015625°, "
        + "e.g. 7.515625, so that every landing is exact)"),
    wheel(
      #""widths": [7.5,"#, #""widths": [0.25,"#,
      "wheel.widths[0]: 0.25° is out of range (allowed: 0.5 ... 360 °)"),
    wheel(
      #""widths": [7.5,"#, #""widths": [15,"#,
      "wheel.widths: adds up to 367.5° (allowed: exactly 360°, one turn)"),
    wheel(
      #""widths": [7.5, "#, #""widths": ["#,
      "wheel.widths: has 11 widths for 12 segments (allowed: one per entry of drums[0].strip)"),
    wheel(
      #""pointerAngle": 0,"#, #""pointerAngle": 400,"#,
      "wheel.pointerAngle: 400 is out of range (allowed: 0 ... 360 °, clockwise from the top)"),
    wheel(
      #""pointerAngle": 0,"#, #""pointerAngle": -1,"#,
      "wheel.pointerAngle: -1 is out of range (allowed: 0 ... 360 °, clockwise from the top)"),
    wheel(
      #""direction": "clockwise""#, #""direction": "clockwize""#,
      "wheel.direction: \"clockwize\" is not allowed; did you mean clockwise? (allowed: "
        + "clockwise, counterClockwise)", note: true),
    wheel(
      #""pointerAngle": 0,"#, #""pointer": 0,"#,
      "wheel.pointer: unknown key (allowed: direction, pointerAngle, widths)"),
    wheel(
      #""cruiseSpeed": 720"#, #""cruiseSpeed": -1"#,
      "motion.cruiseSpeed: -1 is out of range (allowed: more than 0 and at most 1000000 °/s)"),
    wheel(
      #""profile": "cubic""#, #""profile": "classic""#,
      "motion.profile: classic is not allowed on a wheel (allowed: linear, cubic, back)"),
    wheel(
      #""strategy": "fixed""#, #""strategy": "splice""#,
      "motion.strategy: splice is not allowed on a wheel: its segments cannot change (allowed: "
        + "wait, stretch, solve, fixed)"),
    wheel(
      #""wheel": {"#, #""geometry": {"visibleRows": 1}, "wheel": {"#,
      "geometry: is not used by a wheel (allowed: no geometry with wheel; the segment widths "
        + "are wheel.widths)"),
  ]

  @Test(arguments: cases)
  func aBadWheelIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}
