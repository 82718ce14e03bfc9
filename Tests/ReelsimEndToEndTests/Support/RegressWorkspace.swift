import Foundation
import TestSupport
import Testing

/// A fresh temporary working folder for `reelsim regress` and `reelsim replay`, holding
/// copies of shipped configs (`NAME.json`) and the suites a test writes; removed with the
/// object. Commands run with the folder as working directory, so suites name their configs
/// relative to it and goldens go to `golden/` inside it.
final class RegressWorkspace {
  /// A small suite on the default machine: 2 seeds and one explicit spin, then 2 seeds.
  static let smallSuite = """
    {"scenarios": [
      {"name": "default-seeds", "config": "default.json", "seeds": [1, 2]},
      {"name": "default-targets", "config": "default.json", "targets": [[0, "BAR", "7"]]},
      {"name": "turbo-seeds", "config": "turbo.json", "seeds": [3, 4]}
    ]}
    """

  /// The golden files of ``smallSuite``.
  static let smallGoldens = ["default-seeds.json", "default-targets.json", "turbo-seeds.json"]

  /// The working folder.
  let root: URL

  init(configs: [String] = ["default", "turbo"]) throws {
    root = try temporaryFolder()
    for name in configs {
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: Repo.config(name)), to: url("\(name).json"))
    }
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// `path` inside the working folder.
  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Writes `text` to `path` inside the working folder.
  func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: url(path))
  }

  /// The text of `path`.
  func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: url(path)), as: UTF8.self)
  }

  /// Replaces `old` (which must occur) by `new` in the file at `path`.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let text = try text(path)
    #expect(text.contains(old), "\(path) does not contain \(old)")
    try write(path, text.replacingOccurrences(of: old, with: new))
  }

  /// Runs `reelsim ARGUMENTS` in the working folder.
  func run(_ arguments: [String]) throws -> RunResult {
    try Reelsim.run(arguments, in: root)
  }

  /// Runs `reelsim regress ARGUMENTS` in the working folder.
  func regress(_ arguments: [String] = ["suite.json"]) throws -> RunResult {
    try run(["regress"] + arguments)
  }

  /// Writes ``smallSuite`` as `suite.json` and records its goldens.
  func recordSmallSuite() throws {
    try write("suite.json", Self.smallSuite)
    let record = try regress(["suite.json", "--record"])
    #expect(record.status == 0, "\(record.errors)")
    #expect(record.errors.isEmpty, "progress or diagnostics on a non-terminal stderr")
    #expect(try names("golden") == Self.smallGoldens)
  }

  /// The names in `folder`, hidden ones included, sorted.
  func names(_ folder: String) throws -> [String] {
    try contents(of: url(folder))
  }

  /// The bytes of every file in `folder`, by name.
  func files(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try names(folder) {
      files[name] = try Data(contentsOf: url(folder).appendingPathComponent(name))
    }
    return files
  }
}
