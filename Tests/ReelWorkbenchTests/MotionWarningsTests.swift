import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// The warnings of `reelsim check`: what they find on the shipped machines and on edited
/// ones, each at the JSON path to edit.
@Suite struct MotionWarningsTests {
  /// The warnings of `default.json` with `edits`.
  static func warnings(_ edits: [(String, String?)]) throws -> [ConfigFinding] {
    let machine = try ConfigLoader.load(bytes: try Fixture.edited(edits), file: "t.json")
    return MotionWarnings(machine: machine).findings(file: "t.json")
  }

  static func shipped(_ name: String) throws -> [ConfigFinding] {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    return MotionWarnings(machine: machine).findings(file: name)
  }

  @Test func overlappingBrakingIsNormalOnVideoReels() throws {
    // Braking takes 0.49 s with stops 0.14 s apart, and every outcome stops in order.
    #expect(try Self.shipped("video-5reel").isEmpty)
    #expect(try !Self.shipped("turbo").contains { $0.message.contains("braking takes") })
  }

  @Test func overlappingBrakingIsAWarningUnderPachislotRules() throws {
    let found = try Self.warnings([("rules", #"["pachislot"]"#), ("motion.stopInterval", "0.1")])
    #expect(
      found.contains {
        $0.path == "motion.stopInterval" && $0.message.contains("braking takes")
          && $0.message.contains("pachislot")
      })
  }

  @Test func stopsOutOfOrderForSomeOutcomesAreFound() throws {
    // Turbo as shipped with solve: stops 60 ms apart and some landings take a few ticks
    // longer than others. With splice (as shipped now) every landing takes the same time.
    #expect(try !Self.shipped("turbo").contains { $0.message.contains("out of order") })
    let solve = try ConfigLoader.load(
      path: Repo.root.appendingPathComponent("Regressions/configs/turbo-solve.json").path)
    let found = MotionWarnings(machine: solve).findings(file: "turbo-solve")
    let order = try #require(found.first { $0.message.contains("out of order") })
    #expect(order.path == "motion.stopInterval")
    #expect(order.message.contains("drum 0 rests at up to "))
    #expect(order.fix.hasPrefix("stopInterval ≥ about "))
    // Solve is already the strategy: it is not suggested again.
    #expect(!order.fix.contains("solve"))
    // With the stops far apart, every outcome stops in order.
    #expect(try Self.warnings([("motion.stopInterval", "1.5")]).isEmpty)
  }

  @Test func stopRequestsBunchedByMinimumRevolutionsAreOneWarning() throws {
    let found = try Self.shipped("classic")
    let bunched = try #require(found.first { $0.path == "motion.minimumRevolutions" })
    #expect(bunched.message.contains("every drum is asked to stop at the same time, 3.85 s"))
    #expect(bunched.fix.hasPrefix("firstStop ≥ 3.85 s"))
    // The stops then come out of order too, but that is the same cause: not reported twice.
    #expect(!found.contains { $0.message.contains("out of order") })
  }

  @Test(arguments: ["49500", "50000"])
  func anAccelerationTheTickRoundingIgnoresIsAWarning(value: String) throws {
    // 2800 pt/s at 1/240 s: any acceleration from 48000 to 51692 pt/s² ramps in 14 ticks.
    let found = try Self.warnings([("motion.acceleration", value)])
    let rounding = try #require(found.first { $0.path == "motion.acceleration" })
    #expect(rounding.message.hasPrefix("every drum: \(value) pt/s² acts as 48000 pt/s²"))
    #expect(rounding.message.contains("14 ticks"))
    #expect(rounding.fix.hasPrefix("acceleration 48000 pt/s²"))
    #expect(
      try !Self.warnings([("motion.acceleration", "48000")]).contains {
        $0.path == "motion.acceleration"
      })
  }

  @Test func aBounceThatSettlesWithAJoltIsAWarning() throws {
    let back =
      #"{"profile": "back", "overshoot": 30, "settleTime": 0.05, "maxDeceleration": 100000}"#
    let found = try Self.warnings([("drums[1].motion", back)])
    let jolt = try #require(found.first { $0.path == "drums[1].motion.settleTime" })
    #expect(jolt.message.hasPrefix("drum 1: the bounce of 30 pt settles in 0.05 s"))
    #expect(jolt.fix.hasPrefix("settleTime ≥ 0.0658 s"))
    let gentle =
      #"{"profile": "back", "overshoot": 30, "settleTime": 0.25, "maxDeceleration": 100000}"#
    #expect(
      try !Self.warnings([("drums[1].motion", gentle)]).contains {
        $0.path.hasSuffix("settleTime")
      })
  }

  @Test func spliceUnderPachislotRulesIsAWarning() throws {
    let found = try Self.warnings([("rules", #"["pachislot"]"#), ("motion.strategy", #""splice""#)])
    let splice = try #require(found.first { $0.path == "motion.strategy" })
    #expect(
      splice.message
        == "every drum: splice places the outcome's symbols on the strip while it spins; the config follows pachislot rules, under which the reels show the real strips"
    )
    #expect(splice.fix == "strategy wait, stretch, solve or fixed")
    #expect(try Self.warnings([("motion.strategy", #""splice""#)]).isEmpty)
  }

  @Test func spliceThatCannotHideItsLandingIsAWarning() throws {
    // 2·2800²/(3·2500) = 2090.7 pt, about the 2100 pt strip: the window in sight at the
    // request is the window at rest.
    let found = try Self.warnings([
      ("motion.strategy", #""splice""#), ("motion.maxDeceleration", "2500"),
    ])
    let hidden = try #require(found.first { $0.message.contains("out of sight") })
    #expect(hidden.path == "motion.maxDeceleration")
    #expect(hidden.message.hasPrefix("every drum: splice cannot place target 0 out of sight"))
  }
}
