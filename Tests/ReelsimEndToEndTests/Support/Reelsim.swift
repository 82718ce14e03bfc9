import Foundation
import Testing

/// What one run of the built `reelsim` binary did.
struct RunResult {
  /// The exit status.
  var status: Int32
  /// Standard output, as bytes and as text.
  var output: Data
  /// Standard error, as text.
  var errors: String

  /// Standard output as UTF-8 text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// The lines of standard error, without the final newline.
  var errorLines: [Substring] {
    errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }
}

/// Runs the built `reelsim` binary in a temporary folder.
enum Reelsim {
  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "the reelsim binary was not found (build it with `swift build`); searched: "
        + searched.joined(separator: ", ")
    }
  }

  /// The repository root: the folder above this file that holds `Package.swift`.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder
  }()

  /// The path of `Configs/NAME.json`.
  static func config(_ name: String) -> String {
    root.appendingPathComponent("Configs/\(name).json").path
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
    candidates.append(root.appendingPathComponent(".build/debug/reelsim"))
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
    try launch(try binary(), arguments, in: folder, environment: environment)
  }

  /// Runs `executable ARGUMENTS` in `folder`, like ``run(_:in:environment:)``.
  static func launch(
    _ executable: URL, _ arguments: [String], in folder: URL,
    environment: [String: String]? = nil
  ) throws -> RunResult {
    let logs = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: logs) }
    let outURL = logs.appendingPathComponent("stdout")
    let errURL = logs.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.currentDirectoryURL = folder
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return RunResult(
      status: process.terminationStatus, output: try Data(contentsOf: outURL),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
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

/// A fresh empty folder under the system's temporary folder.
func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("reelsim-e2e-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// The names in `folder`, sorted.
func contents(of folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}
