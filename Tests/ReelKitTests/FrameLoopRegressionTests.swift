import Testing

@testable import ReelKit

/// Regressions of the frame-loop API (issue 16): each test failed before its fix.
@Suite("Frame loop regressions")
struct FrameLoopRegressionTests {
  static let spec = Machines.planned(.cubic, .wait, startIndices: [2, 0, 11])
  static let targets = [16, 3, 5]

  /// An instant slam between two ticks: the frame at the display time shows every drum at
  /// rest on its target, not a point on the line from the last tick to the landing.
  @Test("an instant slam is drawn at its new place, not interpolated", arguments: [false, true])
  func instantSlamIsNotInterpolated(scripted: Bool) {
    let display = 116.0 / 144
    let controls = scripted ? SpinControls(slam: .init(at: display, instant: true)) : nil
    var machine = SpinMachine(spec: Self.spec, targets: Self.targets, controls: controls)
    _ = machine.advance(to: display)
    #expect(machine.time > display, "the display time falls between two ticks")
    if !scripted { _ = machine.slam(instant: true) }
    let frames = machine.sample(at: display)
    for (drum, frame) in frames.enumerated() {
      #expect(frame.phase == .stopped, "drum \(drum)")
      #expect(frame.offset == Double(Self.targets[drum]) * 100, "drum \(drum)")
      #expect(frame.velocity == 0, "drum \(drum)")
      #expect(frame.travel == machine.drums[drum].travel, "drum \(drum)")
    }
  }
}
