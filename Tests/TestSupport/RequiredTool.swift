import Foundation
import Testing

/// Tests that need a tool the package does not build (Python's jsonschema, Chromium, …):
/// skipped with the reason where it is missing, failed instead when
/// `REELSIM_REQUIRE_ALL_TESTS=1` (as CI sets), so that CI cannot pass by skipping them.
public enum RequiredTool {
  /// Whether `REELSIM_REQUIRE_ALL_TESTS` is `1`: a missing tool fails the tests that need it.
  public static var allRequired: Bool {
    ProcessInfo.processInfo.environment["REELSIM_REQUIRE_ALL_TESTS"] == "1"
  }

  /// The trait of a test that needs a tool: enabled when `missing` (what is missing and how
  /// to install it, `nil` when nothing is) is `nil` or ``allRequired``, else skipped with it.
  /// The test itself reports the missing tool as a failure when it runs anyway.
  public static func trait(missing: String?) -> ConditionTrait {
    .enabled(
      if: missing == nil || allRequired,
      missing.map {
        Comment(rawValue: "skipped: \($0); set REELSIM_REQUIRE_ALL_TESTS=1 to fail instead")
      })
  }
}
