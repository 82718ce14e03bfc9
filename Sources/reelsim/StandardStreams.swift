import Foundation
import ReelWorkbench

/// Writes to stdout and stderr with `write(2)`, every failure checked.
///
/// SIGPIPE is ignored (see ``Interrupts``), so a reader that has gone (`reelsim … | head`)
/// makes a write fail with `EPIPE` instead of killing the process; `FileHandle`'s
/// non-throwing `write` would then stop the process with a fatal error (exit 132).
enum StandardStreams {
  /// Writes every byte of `text` to `descriptor`, retrying short writes and interruptions;
  /// the `errno` of a failure, `nil` when all was written.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    return nil
  }

  /// Writes `text` to stderr; a failure is ignored (there is nowhere left to report it).
  static func error(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Writes `text` to stdout. When it cannot (`EPIPE`: the reader has gone; `ENOSPC`), says
  /// so on one line, `error: stdout: cannot write: why`, removes every partial file and exits
  /// 73, as an output file that cannot be written does.
  static func output(_ text: String) {
    guard let code = write(text, to: STDOUT_FILENO) else { return }
    error("error: stdout: cannot write: \(String(cString: strerror(code)))\n")
    PartialFiles.removeAll()
    exit(ExitStatus.cannotCreate.rawValue)
  }
}
