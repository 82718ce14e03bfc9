import ReelKit
import ReelKitSupport

extension SpinSession {
  /// The fields of the machine at tick 0 (``start``) that no rule between fields fixes and
  /// that stepping overwrites before they matter, so that stepping to the saved tick cannot
  /// tell an edit from the real value: each drum's velocity, acceleration and metrics of
  /// motion (`previousVelocity`, the peaks, `landingError`, `maxTravel`) must be 0, since
  /// nothing has moved at tick 0 (an instant slam at tick 0 rests a drum at once, also at
  /// velocity 0), and each `previous` sample must be its drum's sample at tick 0. Without
  /// these rules an edited `start.drums[0].velocity` would be the resumed trace's first
  /// sample, and `metrics.previousVelocity = 1e308` would step to an infinite acceleration.
  ///
  /// `node` is the parsed snapshot (these fields are the ReelKit machine's own, read from the
  /// file as written); ``start`` must have passed ``problems``.
  func tickZeroProblems(in node: JSONNode) -> [ConfigProblem] {
    var found: [ConfigProblem] = []
    func number(_ path: JSONPath) -> (value: Double, text: String)? {
      guard case .number(let value, let text)? = path.node(in: node)?.value else { return nil }
      return (value, text.isEmpty ? formatNumber(value) : text)
    }
    let still = [
      "velocity", "acceleration", "metrics.previousVelocity", "metrics.peakSpeed",
      "metrics.peakDeceleration", "metrics.peakJerk", "metrics.landingError", "metrics.maxTravel",
    ]
    for index in start.drums.indices {
      for key in still {
        let path = JSONPath("start.drums[\(index)].\(key)")
        if let found0 = number(path), found0.value != 0 {
          found.append(
            ConfigProblem(
              path: path,
              message:
                "\(QuotedInput.bare(found0.text)) is not 0 (allowed: 0, nothing has moved at "
                + "tick 0)"))
        }
      }
      let sample = start.drums[index].sample
      let expected: [(String, Double)] = [
        ("tick", Double(sample.tick)), ("travel", sample.travel), ("offset", sample.offset),
        ("velocity", sample.velocity), ("acceleration", sample.acceleration),
      ]
      for (key, value) in expected {
        let path = JSONPath("start.previous[\(index)].\(key)")
        if let written = number(path), written.value != value {
          found.append(
            ConfigProblem(
              path: path,
              message:
                "\(QuotedInput.bare(written.text)) is not drum \(index)'s \(key) at tick 0 "
                + "(allowed: \(formatNumber(value)))"))
        }
      }
      let phase = JSONPath("start.previous[\(index)].phase")
      if case .string(let text)? = phase.node(in: node)?.value, text != sample.phase.rawValue {
        found.append(
          ConfigProblem(
            path: phase,
            message:
              "\(QuotedInput.quoted(text)) is not drum \(index)'s phase at tick 0 (allowed: "
              + "\(sample.phase.rawValue))"))
      }
    }
    return found
  }
}
