import Foundation
import TestSupport
import Testing

/// A fresh temporary working folder for `reelsim tune` with its spec files, removed with the
/// object.
final class TuneWorkspace {
  /// Cruise speed on a 10 pt/s grid.
  static let cruise =
    #""parameters": [{"path": "motion.cruiseSpeed", "min": 2000, "max": 3200, "step": 10}]"#

  /// Three sampled outcomes without extremes, checked on six fresh ones, to keep runs short.
  static let fewOutcomes =
    #""outcomes": {"mode": "sample", "count": 3, "extremes": false, "check": 6}"#

  /// A spec on the default machine no candidate can meet (cruise speed ≤ 100 pt/s).
  static let infeasibleSpec = TuningSpecs.onDefault(
    cruise + ", " + fewOutcomes + #", "constraints": [{"metric": "peakSpeed", "max": 100}]"#)

  /// The working folder.
  let root: URL

  init() throws { root = try temporaryFolder() }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// `path` inside the working folder.
  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Writes `text` to `name` in the working folder (creating its folder).
  func write(_ name: String, _ text: String) throws {
    let file = url(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Runs `reelsim tune ARGUMENTS` in the working folder (or its subfolder `folder`).
  func tune(_ arguments: [String], in folder: String? = nil) throws -> RunResult {
    let directory = folder.map(url) ?? root
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try Reelsim.run(["tune"] + arguments, in: directory)
  }

  /// The names in the working folder (or `folder` inside it), sorted.
  func names(_ folder: String = ".") throws -> [String] {
    try contents(of: url(folder))
  }

  /// The bytes of `path`.
  func data(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

  /// The JSON object in `path`.
  func object(_ path: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data(path)) as? [String: Any])
  }
}

/// Reads a `reelsim tune` report.
enum TuneReport {
  /// The rows of the table whose header starts with `header`, split on runs of two or more
  /// spaces (cells hold single spaces: `spinTime ≤ 1 s`).
  static func rows(_ text: String, header: String) -> [[String]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty && !$0.hasPrefix("wrote ") }.map {
      $0.split(separator: #/ {2,}/#).map(String.init)
    }
  }

  /// The evaluation count of the stderr line `tune: N evaluations in S s (R per second)`, or
  /// `nil` when `line` is not that line.
  static func evaluations(inRateLine line: some StringProtocol) -> Int? {
    let pattern = /tune: (\d+) evaluations in \d+(\.\d+)? s \(\d+ per second\)/
    return (String(line).wholeMatch(of: pattern)?.1).flatMap { Int($0) }
  }
}
