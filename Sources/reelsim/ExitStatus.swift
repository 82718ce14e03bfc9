import ArgumentParser
import Foundation
import ReelKit
import ReelKitSupport
import ReelWorkbench
import Synchronization

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
  /// Writes `text` (one or more lines) to stderr, each line through the net under the
  /// quoting rule (`QuotedInput.line`: control characters escaped, a line over 1,024 bytes
  /// cut after 1,000 characters with its length), so no input echoed uncut by any message
  /// can make a long line.
  static func write(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let body = (text.hasSuffix("\n") ? lines.dropLast() : lines[...]).map(QuotedInput.line)
    StandardStreams.error(body.joined(separator: "\n") + "\n")
  }

  /// The most error lines one list prints; the rest are counted on one line.
  static let listedErrors = 20

  /// Writes a list of error lines, each already `error: WHERE: what`: the first
  /// ``listedErrors``, then, when there are more, one line `error: WHERE: … and N more
  /// errors` (`prefix` is `error: WHERE: `), then `notes`. A config with 10,000 problems
  /// gives 21 lines, not 10,000.
  static func writeErrors(_ lines: [String], prefix: String, notes: [String] = []) {
    var shown = Array(lines.prefix(listedErrors))
    let more = lines.count - shown.count
    if more > 0 { shown.append("\(prefix)… and \(counted(more, "more error"))") }
    write((shown + notes).joined(separator: "\n"))
  }

  /// Reports a config error (its list capped, see ``writeErrors(_:prefix:notes:)``) and
  /// returns its exit code.
  static func report(_ error: ConfigError) -> ExitCode {
    let file = QuotedInput.bare(error.file)
    writeErrors(
      error.lines.map { "error: \(file): \($0)" }, prefix: "error: \(file): ",
      notes: error.notes.map { "note: \(file): \($0)" })
    return error.kind == .unreadable ? ExitStatus.noInput : ExitStatus.invalidData
  }
}

/// Writes results to stdout and output files.
///
/// An output file named `-` is standard output; stdout then carries only that file, and the
/// results that would have gone there (a summary, a report) go to stderr instead.
enum Output {
  /// Whether an output file (`-`) has taken stdout.
  private static let standardOutputTaken = Atomic<Bool>(false)

  /// Writes `text` to stdout as is (to stderr when a `-` output file has taken stdout).
  static func write(_ text: String) {
    if standardOutputTaken.load(ordering: .relaxed) {
      StandardStreams.error(text)
    } else {
      StandardStreams.output(text)
    }
  }

  /// Checks that at most one of the output file options (name and value) is `-`, the only
  /// one that can have stdout; a usage error (64) otherwise.
  static func checkStandardOutput(_ options: [(name: String, path: String?)]) throws {
    let dashes = options.filter { $0.path == AtomicFile.standardOutputPath }.map(\.name)
    if dashes.count > 1 {
      throw ValidationError(
        "only one of \(dashes.joined(separator: ", ")) can be - (stdout carries one output).")
    }
  }

  /// Gives stdout to the output file among `paths` that is `-`, if any: from then on
  /// ``write(_:)`` writes to stderr.
  static func reserveStandardOutput(for paths: [String?]) {
    if paths.contains(AtomicFile.standardOutputPath) {
      standardOutputTaken.store(true, ordering: .relaxed)
    }
  }

  /// Writes an output file atomically; reports why not and throws exit 73 when it cannot.
  static func file(_ text: String, to path: String) throws {
    try file(Array(text.utf8), to: path)
  }

  /// Writes an output file atomically; reports why not and throws exit 73 when it cannot.
  static func file(_ bytes: [UInt8], to path: String) throws {
    try reporting { () throws(AtomicFile.WriteError) in try AtomicFile.write(bytes, to: path) }
  }

  /// Runs `body`, which writes output files; a ``AtomicFile/WriteError`` is reported on one
  /// line and becomes exit 73.
  static func reporting(_ body: () throws(AtomicFile.WriteError) -> Void) throws {
    do {
      try body()
    } catch {
      Diagnostics.write("error: \(error.description)")
      throw ExitStatus.cannotCreate
    }
  }
}
