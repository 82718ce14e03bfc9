import Foundation
import Subprocess

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// gnuplot as a runtime dependency: found on `PATH` (or through the `GNUPLOT` environment
/// variable), run with a script, its stderr captured and its exit status checked.
///
/// The process is launched with swift-subprocess: no shell, no pipe that can fill up and
/// block (stdout is discarded, stderr collected asynchronously), and cancelling the task
/// terminates gnuplot.
public struct Gnuplot: Sendable {
  /// Why gnuplot could not render a script.
  public enum Failure: Error, Sendable, Equatable {
    /// gnuplot is not installed (or `GNUPLOT` names no executable file).
    case notFound(String)
    /// gnuplot ran and failed; `message` is its own error line.
    case failed(script: String, message: String)
  }

  /// The executable.
  public var executable: String

  /// How to install gnuplot, for the "not found" message.
  public static let installHint =
    "install gnuplot 5.4 or later (Debian/Ubuntu: apt-get install gnuplot-nox; "
    + "macOS: brew install gnuplot) or set GNUPLOT to its path"

  /// Finds gnuplot: `GNUPLOT` if set, else the first `gnuplot` on `PATH`.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(Failure) -> Gnuplot {
    if let explicit = environment["GNUPLOT"], !explicit.isEmpty {
      guard isExecutableFile(explicit) else {
        throw .notFound("GNUPLOT=\(explicit) is not an executable file; \(installHint)")
      }
      return Gnuplot(executable: explicit)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/gnuplot"
      if isExecutableFile(candidate) { return Gnuplot(executable: candidate) }
    }
    throw .notFound("gnuplot was not found on PATH; \(installHint)")
  }

  /// An executable file, not a folder (a folder's search permission reads as executable).
  private static func isExecutableFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && !isFolder.boolValue && FileManager.default.isExecutableFile(atPath: path)
  }

  /// Runs gnuplot on `script`; throws with gnuplot's own error line when it fails.
  public func render(script: String) async throws -> Void {
    let result = try await run(
      .path(FilePath(executable)), arguments: [script], output: .discarded,
      error: .string(limit: 1 << 20))
    guard result.terminationStatus.isSuccess else {
      throw Failure.failed(script: script, message: Self.errorLine(result.standardError))
    }
  }

  /// gnuplot's error message in one line: the line that says what went wrong (gnuplot
  /// prints the offending command and a caret above it).
  static func errorLine(_ stderr: String) -> String {
    let lines = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    // `"script.gp" line 23: what went wrong`; the echoed command may itself hold "line ".
    if let line = lines.first(where: { $0.hasPrefix("\"") && $0.contains("\" line ") }) {
      return line
    }
    if let line = lines.first(where: { $0.contains("error") || $0.contains("line ") }) {
      return line
    }
    return lines.last ?? "gnuplot exited with an error and printed nothing"
  }
}
