#if canImport(Glibc)
  import Glibc
  private let writeBytes = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let writeBytes = Darwin.write
#endif

/// The terminal as the example uses it: keys one at a time without echo, a monotonic clock,
/// and text written straight to stdout.
struct Terminal {
  private var saved = termios()
  private let isTerminal: Bool

  /// Switches stdin to unbuffered input without echo when it is a terminal.
  init() {
    isTerminal = isatty(STDIN_FILENO) == 1
    guard isTerminal else { return }
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
  }

  /// Puts the terminal back as it was.
  func restore() {
    write("\u{1B}[?25h")
    guard isTerminal else { return }
    var saved = saved
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }

  /// The next key, waiting at most `milliseconds`; `nil` when none came, "" at end of input.
  func key(waiting milliseconds: Int32) -> String? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
    var byte: UInt8 = 0
    guard read(STDIN_FILENO, &byte, 1) == 1 else { return "" }
    return String(UnicodeScalar(byte))
  }

  /// Seconds on a monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Writes `text` to stdout at once.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = writeBytes(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
