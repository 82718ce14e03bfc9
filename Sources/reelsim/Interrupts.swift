import Foundation
import ReelWorkbench

/// The pipe the signal handler writes the signal's number to (`-1` before ``Interrupts``
/// installs it). A plain global, set before the handler is installed, so that the handler
/// only loads it.
nonisolated(unsafe) private var interruptPipe: (read: Int32, write: Int32) = (-1, -1)

/// Ctrl-C (SIGINT) and SIGTERM: remove every partial file (temporary names of atomic
/// writes, plot staging folders), then exit with 130 or 143 as a shell expects. Finished
/// output files are never touched; gnuplot, in the same process group, gets the signal too.
///
/// The signal handler does the one async-signal-safe thing: it writes the signal's number to
/// a pipe. A dedicated thread, blocked in `read` on that pipe, removes the partial files and
/// ends the process. Nothing between the signal and the exit runs on a dispatch queue or on
/// Swift concurrency's cooperative pool, so busy workers at any `--jobs` cannot delay it (a
/// dispatch source on a global queue waited behind them for minutes). Blocking the signals
/// and taking them with `sigwait` is not enough on Linux: the runtime's main thread runs with
/// an empty signal mask once `main` has started, whatever mask `main` sets first, and takes
/// the signal's default action there. Child processes (gnuplot) start with the default
/// dispositions and mask (swift-subprocess resets them).
///
/// SIGINT is handled even when the parent ignored it (a shell's background job), as before.
/// SIGPIPE is ignored process-wide: a write to a pipe or FIFO whose reader has gone fails with
/// `EPIPE`, which the writer reports (exit 73) after removing its partial files.
enum Interrupts {
  /// The signals handled, with the exit status each ends the process with.
  static let exitStatuses: [(signal: Int32, status: Int32)] = [(SIGINT, 130), (SIGTERM, 143)]

  /// The line written to stderr before exiting.
  static let message = "\ninterrupted: partial files removed\n"

  /// Ignores SIGPIPE, starts the thread that waits for an interrupt and installs the
  /// handlers of SIGINT and SIGTERM. Called first thing in `main`.
  static func install() {
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    interruptPipe = (ends[0], ends[1])
    let readEnd = ends[0]
    let waiter = Thread { waitAndExit(reading: readEnd) }
    waiter.stackSize = 1 << 20
    waiter.start()
    for (number, _) in exitStatuses {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = Self.handler
      #else
        action.__sigaction_handler.sa_handler = Self.handler
      #endif
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  /// The signal handler: writes the signal's number to the pipe (async-signal-safe).
  private static let handler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(interruptPipe.write, &byte, 1)
  }

  /// Waits for a signal's number on the pipe, removes the partial files and ends the
  /// process. `_exit`, not `exit`: the workers are still running, and the process's exit
  /// handlers must not run under their feet (every output goes through `write(2)`, so
  /// nothing is left in a buffer).
  private static func waitAndExit(reading descriptor: Int32) -> Never {
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count == 1, exitStatuses.contains(where: { $0.signal == Int32(byte) }) { break }
      if count == 0 || (count < 0 && errno != EINTR) {
        // The pipe cannot fail while the process runs; never spin if it does.
        pause()
      }
    }
    PartialFiles.removeAll()
    let bytes = Array(message.utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(exitStatuses.first { $0.signal == Int32(byte) }?.status ?? 130)
  }
}
