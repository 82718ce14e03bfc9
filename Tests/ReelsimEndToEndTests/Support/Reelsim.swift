import Foundation
import TestSupport
import Testing

/// Runs the built `reelsim` binary in a temporary folder.
enum Reelsim {
  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "the reelsim binary was not found (build it with `swift build`); searched: "
        + searched.joined(separator: ", ")
    }
  }

  /// The `reelsim` executable next to the test bundle, else `.build/debug/reelsim`.
  static func binary() throws -> URL {
    var candidates: [URL] = []
    for start in [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ] {
      var folder = start.standardizedFileURL
      for _ in 0..<3 {
        candidates.append(folder.appendingPathComponent("reelsim"))
        folder = folder.deletingLastPathComponent()
      }
    }
    candidates.append(Repo.root.appendingPathComponent(".build/debug/reelsim"))
    for candidate in candidates {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw NotFound(searched: candidates.map(\.path))
  }

  /// Runs `reelsim ARGUMENTS` in `folder` (with `environment` instead of the inherited one if
  /// given); output goes through files, so no pipe can fill up.
  static func run(
    _ arguments: [String], in folder: URL, environment: [String: String]? = nil
  ) throws -> RunResult {
    try Launcher.run(try binary(), arguments, in: folder, environment: environment)
  }

  /// Runs `reelsim ARGUMENTS` in a fresh temporary folder.
  static func run(_ arguments: [String]) throws -> RunResult {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try run(arguments, in: folder)
  }

  /// The JSON object printed by `reelsim simulate --json ARGUMENTS`.
  static func summary(_ arguments: [String]) throws -> [String: Any] {
    let run = try run(["simulate", "--json"] + arguments)
    #expect(run.status == 0, "\(arguments): \(run.errors)")
    let object = try JSONSerialization.jsonObject(with: run.output)
    return try #require(object as? [String: Any])
  }
}
