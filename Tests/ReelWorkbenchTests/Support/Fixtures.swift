import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

extension Repo {
  /// The names of the shipped configs, without `.json`.
  static let configNames = [
    "classic", "classic-bars", "classic-overrun", "default", "turbo", "video-5reel",
    "video-5x4", "ways-243", "ways-243-free-spins", "ways-243-bonus-buy", "wheel", "wheel-fixed",
    "virtual-reels-5x256", "virtual-reels-5x256-free-spins", "wild-doubler", "book-of",
    // Wild features (issue 34).
    "sticky-wilds", "walking-wilds",
    // Coin levels (issue 34).
    "classic-max-coin",
  ]
}

/// Configs for error tests: `Configs/default.json` with one value set or removed.
enum Fixture {
  /// `default.json` parsed into Foundation objects.
  static func defaultObject() throws -> Any {
    try JSONSerialization.jsonObject(with: Data(try Repo.bytes("default")))
  }

  /// The bytes of `default.json` after setting each `path` (like `drums[1].motion`) to its
  /// value, written as JSON text (`"3.5"`, `"[1, 2]"`, `"null"`); `nil` removes the key.
  static func edited(_ edits: [(String, String?)]) throws -> [UInt8] {
    let object = try JSONEdit.applying(edits, to: try defaultObject())
    return Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
  }

  /// `default.json` with `edits`, loaded; returns the error's lines (none if it loaded).
  static func problems(_ edits: [(String, String?)]) throws -> [String] {
    let bytes = try edited(edits)
    do {
      _ = try ConfigLoader.load(bytes: bytes, file: "t.json")
      return []
    } catch {
      #expect(error.kind == .invalid)
      return error.lines
    }
  }

  /// One classic drum whose slow zone covers the whole strip: at 6000 pt/s it moves 25 pt a
  /// tick, so from a stop request at 1.03 s it never comes within its 10 pt tolerance and the
  /// 3 s watchdog fires.
  static func watchdogMachine() throws -> ResolvedMachine {
    let strip = (0..<21).map { ["\"A\"", "\"B\"", "\"C\""][$0 % 3] }.joined(separator: ", ")
    let text = """
      {"name": "wd", "symbols": ["A", "B", "C"], "drums": [{"strip": [\(strip)]}],
       "motion": {"profile": "classic", "slowSpeed": 6000, "slowZone": 1100,
                  "stopTolerance": 10, "firstStop": 1.03},
       "simulation": {"maxDuration": 3}}
      """
    return try ConfigLoader.load(bytes: Array(text.utf8), file: "wd.json")
  }

  /// The error lines of loading `text` as a config (none if it loaded).
  static func problems(text: String) -> [String] {
    do {
      _ = try ConfigLoader.load(bytes: Array(text.utf8), file: "t.json")
      return []
    } catch {
      return error.lines
    }
  }
}
