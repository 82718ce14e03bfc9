import Foundation
import Synchronization

/// The temporary files and folders being written right now, so that an interrupted run
/// (Ctrl-C) can remove them and leave no partial output behind.
///
/// ``AtomicFile`` and ``PlotJob`` register what they create before writing and unregister
/// it once it is renamed into place; the command-line tool's signal handler calls
/// ``removeAll()`` before exiting. Every step that creates, fills or moves a partial file runs
/// through ``guarding(_:)``, so that the removal never races with it: the handler waits for a
/// step under way, and no step starts after it (otherwise a file created just after the
/// removal, or a write failing because its folder was just removed, would survive the
/// interrupt or end the process with another exit status).
package enum PartialFiles {
  private static let paths = Mutex<[String: Int]>([:])
  /// Guards ``active`` and ``interrupted``.
  private static let gate = NSCondition()
  /// Guarded steps under way.
  nonisolated(unsafe) private static var active = 0
  /// Set by ``removeAll()``; from then on no guarded step starts.
  nonisolated(unsafe) private static var interrupted = false

  /// Runs `body`, a step that creates, fills or moves a registered partial file, so that
  /// ``removeAll()`` never runs in the middle of it. After ``removeAll()`` a step never starts:
  /// the calling thread waits until the process exits. Guarded steps must not nest.
  package static func guarding<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    gate.lock()
    while interrupted { gate.wait() }
    active += 1
    gate.unlock()
    defer {
      gate.lock()
      active -= 1
      gate.broadcast()
      gate.unlock()
    }
    return try body()
  }

  /// Marks `path` as partial until ``unregister(_:)``.
  package static func register(_ path: String) {
    paths.withLock { $0[path, default: 0] += 1 }
  }

  /// `path` is complete (or gone).
  package static func unregister(_ path: String) {
    paths.withLock { paths in
      if let count = paths[path], count > 1 {
        paths[path] = count - 1
      } else {
        paths[path] = nil
      }
    }
  }

  /// Waits for the guarded step under way, if any, stops every later one and removes every
  /// registered file or folder: for a signal handler, right before the process exits.
  package static func removeAll() {
    gate.lock()
    interrupted = true
    while active > 0 { gate.wait() }
    gate.unlock()
    let current = paths.withLock { paths -> [String] in
      let all = Array(paths.keys)
      paths.removeAll()
      return all
    }
    for path in current {
      // A child process (gnuplot) may still create a file in a staging folder while it is
      // being removed; try again then.
      for _ in 0..<3 where FileManager.default.fileExists(atPath: path) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }
}
