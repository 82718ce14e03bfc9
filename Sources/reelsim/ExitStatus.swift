import ArgumentParser
import Foundation
import ReelWorkbench

/// The documented exit codes (sysexits style).
enum ExitStatus {
  /// A simulation failed: the watchdog fired.
  static let simulationFailed = ExitCode(1)
  /// Bad arguments (ArgumentParser's validation errors exit with this too).
  static let usage = ExitCode(64)
  /// The config or the targets are invalid.
  static let invalidData = ExitCode(65)
  /// The config file is missing or unreadable.
  static let noInput = ExitCode(66)
  /// A needed tool (gnuplot) is missing.
  static let toolMissing = ExitCode(69)
  /// An output file cannot be written.
  static let cannotCreate = ExitCode(73)
}

/// Writes diagnostics to stderr, one line each.
enum Diagnostics {
  /// Writes `text` (one or more lines) to stderr.
  static func write(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// Reports a config error and returns its exit code.
  static func report(_ error: ConfigError) -> ExitCode {
    write(error.description)
    return error.kind == .unreadable ? ExitStatus.noInput : ExitStatus.invalidData
  }
}

/// Writes results to stdout and output files.
enum Output {
  /// Writes `text` to stdout as is.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes an output file atomically; reports why not and throws exit 73 when it cannot.
  static func file(_ text: String, to path: String) throws {
    try file(Array(text.utf8), to: path)
  }

  /// Writes an output file atomically; reports why not and throws exit 73 when it cannot.
  static func file(_ bytes: [UInt8], to path: String) throws {
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      Diagnostics.write("error: \(error.description)")
      throw ExitStatus.cannotCreate
    }
  }
}
