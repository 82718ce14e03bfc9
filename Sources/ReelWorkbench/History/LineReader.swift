import Foundation

/// Reads a file line by line (JSON Lines), so that a file of any size can be read while each
/// line stays within a cap: a history grows by one line per spin, and only a line has to fit
/// in memory whole.
struct LineReader {
  /// The longest line accepted, bytes, without its newline (4 MiB, as a config file).
  static let maximumLineSize = ConfigLoader.maximumFileSize

  /// Calls `body` with every line of the file at `path` (1-based number, bytes without the
  /// newline), the last one even without a final newline.
  ///
  /// - Throws: ``ConfigError``: unreadable (missing, a directory) or a line longer than
  ///   `maximumLineSize`, naming its number; or what `body` throws.
  static func lines(
    of path: String, maximumLineSize: Int = maximumLineSize,
    _ body: (Int, [UInt8]) throws(ConfigError) -> Void
  ) throws(ConfigError) {
    let handle = try ConfigLoader.open(path)
    defer { try? handle.close() }
    var pending: [UInt8] = []
    var number = 0
    func tooLong() -> ConfigError {
      ConfigError(
        file: path, kind: .invalid,
        lines: [
          "line \(number + 1): longer than \(maximumLineSize >> 20) MiB (allowed: lines of at "
            + "most \(maximumLineSize) bytes)"
        ])
    }
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: 1 << 16) ?? Data()
      } catch {
        throw ConfigError(file: path, kind: .unreadable, lines: ["cannot be read: \(error)"])
      }
      if chunk.isEmpty { break }
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
        pending += chunk[start..<newline]
        guard pending.count <= maximumLineSize else { throw tooLong() }
        number += 1
        try body(number, pending)
        pending.removeAll(keepingCapacity: true)
        start = chunk.index(after: newline)
      }
      pending += chunk[start...]
      guard pending.count <= maximumLineSize else { throw tooLong() }
    }
    if !pending.isEmpty {
      number += 1
      try body(number, pending)
    }
  }
}
