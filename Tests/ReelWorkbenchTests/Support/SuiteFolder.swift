import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// A fresh temporary folder with copies of shipped configs (`NAME.json`), a tiny machine
/// (`tiny.json`: 2 drums of 3 symbols) and the suites a test writes; removed with the object.
final class SuiteFolder {
  /// A 2-drum machine with 3-symbol strips: 9 combinations, for `"sweep": {"all": true}`.
  static let tinyConfig = """
    {"name": "tiny", "symbols": ["A", "B", "C"],
     "drums": [{"strip": ["A", "B", "C"]}, {"strip": ["C", "B", "A"]}]}
    """

  /// The folder.
  let root: URL

  init(configs: [String] = ["default"]) throws {
    root = try temporaryFolder()
    for name in configs {
      try Data(try Repo.bytes(name)).write(to: url("\(name).json"))
    }
    try write("tiny.json", Self.tinyConfig)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// `path` inside the folder.
  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Writes `text` to `path` inside the folder and returns the full path.
  @discardableResult
  func write(_ path: String, _ text: String) throws -> String {
    try Data(text.utf8).write(to: url(path))
    return url(path).path
  }

  /// Writes `text` as `suite.json` and loads it.
  func load(_ text: String) throws -> LoadedSuite {
    try RegressionSuite.load(path: try write("suite.json", text))
  }

  /// The error lines of loading `text` as `suite.json` (none if it loaded).
  func problems(_ text: String) throws -> [String] {
    let path = try write("suite.json", text)
    do {
      _ = try RegressionSuite.load(path: path)
      return []
    } catch {
      #expect(error.file == path)
      #expect(error.kind == .invalid)
      return error.lines
    }
  }

  /// The names in `folder` (relative to the root), hidden ones included, sorted.
  func names(_ folder: String) throws -> [String] {
    try contents(of: url(folder))
  }
}
