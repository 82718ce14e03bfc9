import Foundation
import Testing

/// Tests too slow for every `swift test` (a package that builds ReelKit again, in debug and
/// in release, takes minutes): they run when `REELSIM_SLOW_TESTS=1`, as CI (`.ci/run`) sets,
/// and are skipped with that reason otherwise.
public enum SlowTests {
  /// Whether `REELSIM_SLOW_TESTS` is `1`.
  public static var enabled: Bool {
    ProcessInfo.processInfo.environment["REELSIM_SLOW_TESTS"] == "1"
  }

  /// The trait of a slow test: enabled only when ``enabled``.
  public static var trait: ConditionTrait {
    .enabled(
      if: enabled, Comment(rawValue: "skipped: slow; set REELSIM_SLOW_TESTS=1 to run it (CI does)"))
  }
}
