import Foundation
import Synchronization

/// A one-line progress display on stderr: only when stderr is a terminal and not turned off
/// with `--no-progress`, redrawn at most ten times a second, erased when done.
final class Progress: Sendable {
  private struct State {
    var lastDraw: ContinuousClock.Instant?
    var drawn = false
  }

  private let label: String
  private let total: Int
  private let enabled: Bool
  private let state = Mutex(State())

  /// Creates a display for `total` steps; it stays silent unless stderr is a terminal.
  init(label: String, total: Int, disabled: Bool) {
    self.label = label
    self.total = total
    enabled = !disabled && isatty(STDERR_FILENO) == 1
  }

  /// Reports `done` finished steps (and an optional note).
  func update(_ done: Int, note: String = "") {
    guard enabled else { return }
    state.withLock { state in
      let now = ContinuousClock.now
      if let last = state.lastDraw, done < total, now - last < .milliseconds(100) { return }
      state.lastDraw = now
      state.drawn = true
      let text = "\r\u{1B}[K\(label): \(done)/\(total)" + (note.isEmpty ? "" : " \(note)")
      StandardStreams.error(text)
    }
  }

  /// Erases the line.
  func finish() {
    guard enabled else { return }
    state.withLock { state in
      if state.drawn { StandardStreams.error("\r\u{1B}[K") }
      state.drawn = false
    }
  }
}
