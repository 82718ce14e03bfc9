import ArgumentParser
import Foundation

/// The options of the commands that run on several workers (`par`, `regress`, `tune`):
/// `--jobs` (1 to 256 concurrent workers) and `--no-progress`.
struct WorkerOptions: ParsableArguments {
  /// The allowed worker counts.
  static let allowed = 1...256

  @Option(
    parsing: .unconditional,
    help: "Concurrent workers, 1 to 256 (default: the number of cores); results are the same.")
  var jobs: Int?

  @Flag(help: "No progress line on stderr.")
  var noProgress = false

  func validate() throws {
    if let jobs, !Self.allowed.contains(jobs) {
      throw ValidationError("--jobs must be a whole number from 1 to 256.")
    }
  }

  /// The worker count: `--jobs`, else the number of cores (at most 256).
  var count: Int {
    jobs ?? min(Self.allowed.upperBound, max(1, ProcessInfo.processInfo.activeProcessorCount))
  }
}
