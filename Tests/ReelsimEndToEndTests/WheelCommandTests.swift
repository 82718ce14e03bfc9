import Foundation
import TestSupport
import Testing

/// A wheel config through the commands: `plot` adds the wheel picture, `simulate` and `par`
/// speak of the wheel and its segments, `check` passes the shipped wheels and words a wheel's
/// warnings in degrees, segments and the pointer.
@Suite struct WheelCommandTests {
  @Test func plotDrawsTheWheelBesidesTheCurves() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([Repo.config("wheel"), "--targets", "0", "--out", "w"])
    #expect(run.status == 0, "\(run.errors)")
    let names =
      PlotWorkspace.sources + ["wheel.gp"] + PlotWorkspace.images(["png"]) + ["wheel.png"]
    #expect(run.text == names.map { "w/\($0)\n" }.joined())
    try Images.expectPNG(space.url("w/wheel.png"), width: 1280, height: 720)
    let script = try space.text("w/wheel.gp")
    #expect(!script.contains(/@[A-Z_]+@/))
    #expect(
      script.contains(
        "wheel: wheel of 12 segments at rest on segment 0 JACKPOT (clockwise, pointer at 0°)"))
    // One slice per segment; the jackpot's 7.5° slice centred under the pointer at the top
    // (gnuplot's 90°), drawn solid as the winner.
    #expect(script.matches(of: /circle at 0,0 size 1 arc/).count == 12)
    #expect(script.contains("arc [86.2500:93.7500] fc rgb \"#4e79a7\" fs solid 1.0"))
    // The curves name the wheel, not drum 0.
    let velocity = try space.text("w/velocity.gp")
    #expect(velocity.contains("with lines lt 1 title \"wheel\" noenhanced"))
    // Its axes are in degrees.
    #expect(velocity.contains("set ylabel \"velocity (°/s)\"") && !velocity.contains("pt/s"))
    #expect(!velocity.contains("drum 0"))
  }

  @Test func simulateSpeaksOfTheWheelInDegrees() throws {
    let run = try Reelsim.run(["simulate", Repo.config("wheel"), "--targets", "9"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.first
        == "wheel: seed 12 (targets from command line), dt 4.1667 ms (240 Hz), wheel of 12 "
        + "segments, clockwise, pointer at 0°")
    #expect(lines[2].hasPrefix("wheel  segment  request s  settle s  turns  peak v °/s"))
    #expect(lines.contains("pointer at rest on segment 9 X20 (30° wide)"))
    #expect(lines.contains("wins (bet 1 per line, 1 line, total bet 1):"))
    #expect(!run.text.contains("drums") && !run.text.contains("window at rest"))
    let json = try Reelsim.run(["simulate", Repo.config("wheel"), "--targets", "0", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
    let wheel = try #require(object["wheel"] as? [String: Any])
    #expect(wheel["segment"] as? Int == 0)
    #expect(wheel["segmentSymbol"] as? String == "JACKPOT")
    #expect(wheel["segmentWidth"] as? Double == 7.5)
    #expect(wheel["direction"] as? String == "clockwise")
    let drums = try #require(object["drums"] as? [[String: Any]])
    #expect(drums.first?["offset"] as? Double == 0)
  }

  /// A wheel saved mid-spin and resumed reads as the uninterrupted spin does: the same table
  /// (wheel, segments, pointer) and the same JSON, byte for byte.
  @Test func resumeSpeaksOfTheWheelAsSimulateDoes() throws {
    let folder = try temporaryFolder()
    let snapshot = folder.appendingPathComponent("s.json").path
    let whole = try Reelsim.run(["simulate", Repo.config("wheel"), "--targets", "9"])
    let saved = try Reelsim.run([
      "simulate", Repo.config("wheel"), "--targets", "9", "--save-at", "1", "--snapshot",
      snapshot,
    ])
    #expect(saved.status == 0, "\(saved.errors)")
    let resumed = try Reelsim.run(["resume", snapshot])
    #expect(resumed.status == 0, "\(resumed.errors)")
    #expect(resumed.text.contains("pointer at rest on segment 9 X20 (30° wide)"), "\(resumed.text)")
    #expect(!resumed.text.contains("drums") && !resumed.text.contains("window at rest"))
    let wholeJSON = try Reelsim.run(["simulate", Repo.config("wheel"), "--targets", "9", "--json"])
    let resumedJSON = try Reelsim.run(["resume", snapshot, "--json"])
    #expect(whole.status == 0 && wholeJSON.status == 0 && resumedJSON.status == 0)
    #expect(resumed.text == whole.text)
    #expect(resumedJSON.text == wholeJSON.text && resumedJSON.text.contains("\"wheel\""))
  }

  @Test func reelsSummariesHaveNoWheelKey() throws {
    let json = try Reelsim.run(["simulate", Repo.config("default"), "--json"])
    #expect(json.status == 0)
    #expect(!json.text.contains("\"wheel\""))
    let table = try Reelsim.run(["simulate", Repo.config("default")])
    #expect(table.text.contains(", 3 drums\n"))
  }

  /// The expected prize follows the outcome weights, not the widths: 640 credits over the
  /// 244 weights of one cycle.
  @Test func parOfTheWheelFollowsTheWeights() throws {
    let run = try Reelsim.run(["par", Repo.config("wheel")])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.text.contains("wheel of 12 segments, weights 244; cycle 244 outcomes\n1 line,"))
    #expect(run.text.contains("return to player (RTP)  2.622951  640 credits returned of 244"))
    #expect(run.text.contains("segment prize  pay"))
    #expect(run.text.contains("JACKPOT × 1    100  100      1               0.00409836"))
    #expect(run.errors.hasPrefix("par wheel: 7 windows enumerated in "))
  }

  @Test(arguments: ["wheel", "wheel-fixed"])
  func checkPassesTheShippedWheels(name: String) throws {
    let run = try Reelsim.run(["check", Repo.config(name)])
    #expect(run.status == 0, "\(run.text)\(run.errors)")
  }

  /// A bouncing wheel whose `solve` cannot reach every segment: both warnings speak of
  /// degrees, segments and the pointer, never of points, symbols or the centre line.
  @Test func checkWordsAWheelsWarningsInDegreesAndSegments() throws {
    let folder = try temporaryFolder()
    let original = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: Repo.config("wheel"))))
    let edited = try JSONEdit.applying(
      [
        ("motion.profile", #""back""#), ("motion.overshoot", "40"), ("motion.settleTime", "0.8"),
        ("motion.strategy", #""solve""#), ("motion.brakeTime", nil),
      ], to: original)
    let file = folder.appendingPathComponent("bouncy.json")
    try JSONSerialization.data(withJSONObject: edited).write(to: file)
    let run = try Reelsim.run(["check", file.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.text.contains(
        "motion.overshoot: the bounce of 40° is larger than a segment (30°): the next segment "
          + "passes the pointer before settling back"), "\(run.text)")
    #expect(run.text.contains("motion.maxSpeedAdjust: solve cannot reach"), "\(run.text)")
    for word in [" pt", "symbol", "centre line"] {
      #expect(!run.text.contains(word), "\(word) in \(run.text)")
    }
  }
}
