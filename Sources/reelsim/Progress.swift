import Foundation
import Synchronization

/// A one-line progress display on stderr: only when stderr is a terminal and not turned off
/// with `--no-progress`, redrawn at most ten times a second, erased when done. Once a tenth
/// of a second has passed and some steps are done, the line ends with the time left,
/// extrapolated from the steps done so far (`ETA 3 min 20 s`).
final class Progress: Sendable {
  private struct State {
    var lastDraw: ContinuousClock.Instant?
    var drawn = false
  }

  private let label: String
  private let total: Int
  private let enabled: Bool
  private let started = ContinuousClock.now
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
      let eta = Self.remaining(done: done, total: total, elapsed: now - started)
      let text =
        "\r\u{1B}[K\(label): \(done)/\(total)" + (note.isEmpty ? "" : " \(note)")
        + (eta.map { " ETA \($0)" } ?? "")
      StandardStreams.error(text)
    }
  }

  /// A closure that reports a fraction done (0 … 1) as steps of ``total``.
  var fractionReporter: (Double) -> Void {
    { [self] fraction in update(Int((fraction * Double(total)).rounded(.down))) }
  }

  /// Erases the line.
  func finish() {
    guard enabled else { return }
    state.withLock { state in
      if state.drawn { StandardStreams.error("\r\u{1B}[K") }
      state.drawn = false
    }
  }

  /// The time left, `elapsed × (total − done) / done`, in words (`1 h 05 min`, `3 min 20 s`,
  /// `12 s`); `nil` before any step is done, after the last, or in the first tenth of a
  /// second.
  static func remaining(done: Int, total: Int, elapsed: Duration) -> String? {
    guard done > 0, done < total, elapsed >= .milliseconds(100) else { return nil }
    let seconds =
      (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      * Double(total - done) / Double(done)
    let whole = Int(min(seconds.rounded(.up), 1e9))
    if whole >= 3600 { return String(format: "%d h %02d min", whole / 3600, whole % 3600 / 60) }
    if whole >= 60 { return String(format: "%d min %02d s", whole / 60, whole % 60) }
    return "\(whole) s"
  }
}
