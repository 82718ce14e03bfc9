import ReelMaths
import ReelMotion

/// A drum whose window at rest is not the window its target decides. This never happens in
/// a correct model: the motion must only show the outcome decided before the spin.
public struct WindowMismatch: Error, Sendable, Equatable, CustomStringConvertible {
  /// The drum.
  public var drum: Int
  /// Its target (the decided stop).
  public var target: Int
  /// What the motion shows: the window at the index under the centre line at rest.
  public var shown: [String]
  /// What the target decides: ``DrumGeometry/window(restingAt:)`` of the target.
  public var expected: [String]
  /// Why they differ.
  public var reason: String

  /// One line naming the drum and both windows.
  public var description: String {
    "window check failed: drum \(drum) (target \(target)) \(reason): the motion shows "
      + "\(shown.joined(separator: "/")) but the target decides "
      + "\(expected.joined(separator: "/")) (top row first)"
  }
}

extension SymbolWindow {
  /// Checks that every drum of `result` that came to rest shows exactly the window its target
  /// decides: the drum's target is the spin's, its resting offset is exactly `target·h` (the
  /// index under the centre line is the target), the window it reports is
  /// ``DrumGeometry/window(restingAt:)`` of the target, and, once every drum stopped, the
  /// spin's window is the ``SymbolWindow`` of its targets.
  ///
  /// Drums the watchdog stopped are not at rest and are not checked. A skill stop's drum is
  /// checked against the stop its control table chose, which the spin's targets hold (a
  /// pachislot miss shows that stop, not the decided one).
  public static func check(_ result: SpinResult, on spec: MachineSpec) throws(WindowMismatch) {
    let targets = result.targets
    for drum in result.drums where drum.isStopped {
      let index = drum.drum
      let geometry = spec.drums[index].geometry
      let target = targets[index]
      let expected = geometry.window(restingAt: target)
      let resting = geometry.stop(atOffset: drum.offset)
      let shown = geometry.window(restingAt: resting)
      func fail(_ reason: String, shown: [String]) -> WindowMismatch {
        WindowMismatch(
          drum: index, target: target, shown: shown, expected: expected, reason: reason)
      }
      if drum.target != target {
        throw fail("landed for target \(drum.target)", shown: shown)
      }
      if drum.offset != geometry.centredOffset(of: target) {
        throw fail("rests at offset \(drum.offset) pt, not at \(target)·h", shown: shown)
      }
      if drum.window != expected {
        throw fail("reports a different window", shown: drum.window)
      }
    }
    guard result.allStopped else { return }
    let expected = SymbolWindow(spec: spec, stops: targets)
    if result.window != expected.rows {
      let drum =
        (0..<expected.drumCount).first { drum in
          result.window.map { drum < $0.count ? $0[drum] : "" } != expected.columns[drum]
        } ?? 0
      throw WindowMismatch(
        drum: drum, target: result.targets[drum],
        shown: result.window.map { drum < $0.count ? $0[drum] : "" },
        expected: expected.columns[drum], reason: "is shown in a different spin window")
    }
  }
}
