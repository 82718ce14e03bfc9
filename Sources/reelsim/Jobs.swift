import Foundation

/// The `--jobs` option of `par`, `regress` and `tune`: 1 to 256 concurrent workers.
enum Jobs {
  /// The allowed worker counts.
  static let allowed = 1...256

  /// The worker count: the option's value, else the number of cores (at most 256).
  static func count(_ option: Int?) -> Int {
    option ?? min(allowed.upperBound, max(1, ProcessInfo.processInfo.activeProcessorCount))
  }
}
