import Foundation
import Synchronization

/// The temporary files and folders being written right now, so that an interrupted run
/// (Ctrl-C) can remove them and leave no partial output behind.
///
/// ``AtomicFile`` and ``PlotJob`` register what they create before writing and unregister
/// it once it is renamed into place; the command-line tool's signal handler calls
/// ``removeAll()`` before exiting.
public enum PartialFiles {
  private static let paths = Mutex<[String: Int]>([:])

  /// Marks `path` as partial until ``unregister(_:)``.
  public static func register(_ path: String) {
    paths.withLock { $0[path, default: 0] += 1 }
  }

  /// `path` is complete (or gone).
  public static func unregister(_ path: String) {
    paths.withLock { paths in
      if let count = paths[path], count > 1 {
        paths[path] = count - 1
      } else {
        paths[path] = nil
      }
    }
  }

  /// Removes every registered file or folder (for a signal handler: no allocation-heavy work
  /// beyond the removals themselves).
  public static func removeAll() {
    let current = paths.withLock { paths -> [String] in
      let all = Array(paths.keys)
      paths.removeAll()
      return all
    }
    for path in current { try? FileManager.default.removeItem(atPath: path) }
  }
}
