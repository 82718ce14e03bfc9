import ArgumentParser
import ReelKit
import ReelKitSupport
import ReelWorkbench

/// `reelsim check`: validate configs and warn about motion that will look or behave wrong.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check configs: errors, and motion warnings with what would fix them.",
    discussion: """
      Prints one line per finding, `error|warning: FILE: json.path: what was measured \
      (fix: …)`, then a summary per file on stderr. Exit 0 clean (warnings allowed), 1 when \
      there are warnings and --strict is given, 65 when a config is invalid, 66 when one \
      is missing.
      """
  )

  @Argument(help: "The configs to check.")
  var configs: [String]

  @Flag(help: "Treat warnings as failures (exit 1).")
  var strict = false

  @Flag(help: "Print the findings as a JSON array instead of lines.")
  var json = false

  @Option(parsing: .unconditional, help: "Jerk above this is a spike worth a warning, pt/s³.")
  var jerkLimit: Double = MotionWarnings.defaultJerkLimit

  func validate() throws {
    guard !configs.isEmpty else { throw ValidationError("Name at least one config.") }
    guard jerkLimit.isFinite, jerkLimit > 0 else {
      throw ValidationError("--jerk-limit must be a positive number.")
    }
  }

  func run() async throws {
    var findings: [ConfigFinding] = []
    var missing = false
    for path in configs {
      do {
        let machine = try ConfigLoader.load(path: path)
        findings += MotionWarnings(machine: machine, jerkLimit: jerkLimit).findings(file: path)
        findings += await PayWarnings.findings(machine: machine, file: path)
      } catch {
        missing = missing || error.kind == .unreadable
        findings += error.lines.map { line in
          // A problem of the whole file (missing, unreadable) has no JSON path.
          let (where_, message) = error.kind == .unreadable ? ("", line) : Self.split(line)
          return ConfigFinding(
            severity: .error, file: path, path: where_, message: message, fix: "")
        }
        findings += error.notes.map {
          ConfigFinding(severity: .note, file: path, path: "", message: $0, fix: "")
        }
      }
    }
    if json {
      Output.write(JSONWriter.write(.array(findings.map(\.json))))
    } else {
      Output.write(findings.map { $0.line + "\n" }.joined())
      for path in configs {
        let mine = findings.filter { $0.file == path }
        let errors = mine.filter { $0.severity == .error }.count
        let warnings = mine.filter { $0.severity == .warning }.count
        Diagnostics.write(
          "\(path): "
            + (mine.isEmpty
              ? "ok" : "\(counted(errors, "error")), \(counted(warnings, "warning"))"))
      }
    }
    if findings.contains(where: { $0.severity == .error }) {
      throw missing ? ExitStatus.noInput : ExitStatus.invalidData
    }
    if strict, findings.contains(where: { $0.severity == .warning }) {
      throw ExitStatus.simulationFailed
    }
  }

  /// Splits `path: message` (an error line without its file) at the first ": ".
  static func split(_ line: String) -> (String, String) {
    guard let range = line.range(of: ": ") else { return ("$", line) }
    return (String(line[..<range.lowerBound]), String(line[range.upperBound...]))
  }
}
