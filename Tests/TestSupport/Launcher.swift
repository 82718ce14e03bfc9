import Foundation

/// What one run of a program did.
public struct RunResult: Sendable {
  /// The exit status.
  public var status: Int32
  /// Standard output, as bytes.
  public var output: Data
  /// Standard error, as text.
  public var errors: String

  /// Standard output as UTF-8 text.
  public var text: String { String(decoding: output, as: UTF8.self) }

  /// The lines of standard error, without the final newline.
  public var errorLines: [Substring] {
    errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }
}

/// Runs programs to completion for the tests: no standard input, standard output and error
/// captured through files (no pipe can fill up and block the program).
public enum Launcher {
  /// Runs `executable ARGUMENTS` in `folder`, with `environment` instead of the inherited one
  /// if given, and waits for it to exit.
  public static func run(
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

  /// Runs the tool `ARGUMENTS[0]` found on `PATH` (through `/usr/bin/env`, which exits 127
  /// when it is missing) with the other arguments, like ``run(_:_:in:environment:)``.
  public static func tool(
    _ arguments: [String], in folder: URL, environment: [String: String]? = nil
  ) throws -> RunResult {
    try run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder, environment: environment)
  }
}
