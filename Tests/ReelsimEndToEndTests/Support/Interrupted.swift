import Foundation
import TestSupport
import Testing

/// Runs the built `reelsim` and interrupts it with SIGINT, as Ctrl-C does.
enum Interrupted {
  /// How a run ended.
  struct Run {
    /// The status a shell reports: the exit code, or 128 + N when signal N killed it.
    var status: Int32
    /// Whether the process exited by itself (false: a signal killed it).
    var exited: Bool
    /// Whether SIGINT was sent (it was not when the run finished first).
    var signalled: Bool
    /// Standard error.
    var errors: String
    /// From launch to exit.
    var elapsed: Duration
    /// From the signal to exit (`nil` when no signal was sent).
    var exitAfterSignal: Duration?
  }

  struct Hung: Error, CustomStringConvertible {
    var arguments: [String]
    var description: String { "reelsim \(arguments) did not exit after SIGINT; killed" }
  }

  /// Runs `reelsim ARGUMENTS` in `folder`; once `delay` has passed or `trigger` holds
  /// (polled every 2 ms), unless it has finished, sends `signal` (SIGINT by default, as
  /// Ctrl-C does; SIGTERM as a job scheduler does) — to its whole process group
  /// when `group`, as a terminal's Ctrl-C does, so that gnuplot gets it too — and waits for it
  /// to exit. A run still going 120 s after its start is killed and reported as ``Hung``.
  static func run(
    _ arguments: [String], in folder: URL, after delay: Duration? = nil,
    when trigger: (() -> Bool)? = nil, group: Bool = false, signal: Int32 = SIGINT
  ) async throws -> Run {
    let logs = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: logs) }
    let errURL = logs.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = try Reelsim.binary()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let clock = ContinuousClock()
    let started = clock.now
    try process.run()
    let pid = process.processIdentifier
    var signalled = false
    var signalledAt: ContinuousClock.Instant?
    while process.isRunning {
      if !signalled, (delay.map { clock.now - started >= $0 } ?? false) || (trigger?() ?? false) {
        // Only a group of its own: never signal the test runner's group.
        let ownGroup = getpgid(pid) == pid && getpgid(0) != pid
        kill(group && ownGroup ? -pid : pid, signal)
        signalled = true
        signalledAt = clock.now
      }
      if clock.now - started > .seconds(120) {
        kill(pid, SIGKILL)
        process.waitUntilExit()
        throw Hung(arguments: arguments)
      }
      // A blocking sleep, not `Task.sleep`: a task waiting to be resumed on the cooperative
      // pool can wait behind other tests' blocking work for tens of seconds on a loaded
      // 2-core machine, and the signal would then be sent far too late (or never).
      usleep(2_000)
    }
    process.waitUntilExit()
    let ended = clock.now
    let elapsed = ended - started
    try err.close()
    let exited = process.terminationReason == .exit
    return Run(
      status: exited ? process.terminationStatus : 128 + process.terminationStatus,
      exited: exited, signalled: signalled,
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      elapsed: elapsed, exitAfterSignal: signalledAt.map { ended - $0 })
  }

  /// Every path under `folder`, hidden ones included, relative to it.
  static func tree(_ folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
  }

  /// The paths under `folder` that an interrupted run must not leave: temporary files of
  /// atomic writes and plot staging folders.
  static func leftovers(_ folder: URL) -> [String] {
    tree(folder).filter { path in
      let name = (path as NSString).lastPathComponent
      return name.hasSuffix(".tmp") || name.hasPrefix(".reelsim-plot-")
    }
  }

  /// The bytes of every file directly in `folder`, by name, folders left out (none if it
  /// does not exist).
  static func files(_ folder: URL) throws -> [String: Data] {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [:] }
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files[name] = try Data(contentsOf: url)
    }
    return files
  }
}
