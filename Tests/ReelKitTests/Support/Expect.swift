import Testing

@testable import ReelKit

/// Shared expectations.
enum Expect {
  /// Checks everything an exact landing promises for drum `run` of `spec` on `target`:
  /// stopped, offset exactly `target·h` in the result and the last sample, velocity 0, travel
  /// a whole number of symbols that leads from the start index to the target, the window at
  /// rest and, for planned profiles, a landing error ≤ 1e-6 and no tick braking harder than
  /// `maxDeceleration`.
  static func exactLanding(
    _ run: DrumRecording, spec: DrumSpec, target: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let geometry = spec.geometry
    let motion = spec.motion
    let result = run.result
    let centred = Double(target) * geometry.symbolHeight
    let context: Comment =
      "drum \(result.drum) target \(target) \(motion.profile)/\(motion.strategy)"
    #expect(result.isStopped, context, sourceLocation: sourceLocation)
    #expect(result.target == target, context, sourceLocation: sourceLocation)
    #expect(result.offset == centred, context, sourceLocation: sourceLocation)
    let last = run.samples[run.samples.count - 1]
    #expect(last.phase == .stopped, context, sourceLocation: sourceLocation)
    #expect(last.offset == centred, context, sourceLocation: sourceLocation)
    #expect(last.velocity == 0, context, sourceLocation: sourceLocation)
    #expect(last.travel == result.travel, context, sourceLocation: sourceLocation)
    // A splice turns the drawn strip by its shift: the travel leads from the turned start.
    let startIndex = geometry.wrapIndex(spec.startIndex + (result.splice?.shift ?? 0))
    let start = geometry.centredOffset(of: startIndex)
    #expect(
      geometry.wrap(start + result.travel) == centred, context, sourceLocation: sourceLocation)
    let symbols = result.travel / geometry.symbolHeight
    #expect(symbols == symbols.rounded(), context, sourceLocation: sourceLocation)
    #expect(
      geometry.wrapIndex(startIndex + Int(symbols)) == target, context,
      sourceLocation: sourceLocation)
    #expect(
      result.window == geometry.window(restingAt: target), context, sourceLocation: sourceLocation)
    guard motion.profile.isPlanned else {
      #expect(result.landingError < motion.stopTolerance, context, sourceLocation: sourceLocation)
      return
    }
    let limit = motion.maxDeceleration * (1 + 1e-9)
    #expect(result.landingError <= 1e-6, context, sourceLocation: sourceLocation)
    #expect(result.peakDeceleration <= limit, context, sourceLocation: sourceLocation)
    // The same limit, read from the samples rather than from the result's metrics.
    let request = result.stopRequestTick ?? 0
    let hardest = run.samples[request...].map { -$0.acceleration }.max() ?? 0
    #expect(hardest <= limit, context, sourceLocation: sourceLocation)
    #expect(hardest > 0, context, sourceLocation: sourceLocation)
  }
}
