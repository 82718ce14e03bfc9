import Testing

@testable import ReelKit
@testable import ReelMotion

@Suite("Wrap-around of the offset")
struct WrapAroundTests {
  static let cases = [(drum: 2, target: 0), (2, 7), (1, 20), (0, 11), (0, 1)]

  @Test(
    "travel and velocity are continuous where the offset wraps",
    arguments: Machines.plannedProfiles, [0.0, 30.0])
  func continuousAcrossWraps(profile: BrakingProfile, windBack: Double) {
    for strategy in LandingStrategy.allCases {
      var motion = Machines.motion(profile, strategy)
      motion.windBackDistance = windBack
      let spec = Machines.machine(motion)
      for (drum, target) in Self.cases {
        check(Simulation.record(drum: drum, of: spec, target: target), spec: spec.drums[drum])
      }
    }
  }

  func check(_ run: DrumRecording, spec: DrumSpec) {
    let length = spec.geometry.stripLength
    let dt = Machines.clock.timeStep
    let motion = spec.motion
    let stepLimit = run.result.peakSpeed * dt * (1 + 1e-12) + 1e-9
    let speedChangeLimit = max(motion.acceleration, motion.maxDeceleration) * dt * (1 + 1e-9)
    let context: Comment = "\(motion.profile)/\(motion.strategy) drum \(run.result.drum)"
    var wraps = 0
    #expect(run.samples[0].offset == spec.geometry.centredOffset(of: spec.startIndex))
    for (before, after) in zip(run.samples, run.samples.dropFirst()) {
      #expect(after.offset >= 0 && after.offset < length, context)
      let step = after.travel - before.travel
      #expect(abs(step) <= stepLimit, context)
      #expect(abs(after.velocity - before.velocity) <= speedChangeLimit, context)
      if let splice = run.result.splice, after.tick == splice.tick {
        // The splice turns the drawn strip by whole symbols: the offset moves by the step
        // plus the turn.
        let unwrapped = before.offset + step + Double(splice.shift) * spec.geometry.symbolHeight
        if unwrapped >= length { wraps += 1 }
        #expect(abs(spec.geometry.wrap(unwrapped) - after.offset) <= 1e-9, context)
        continue
      }
      // Forward only once the wind-back is over (the back profile settles backwards).
      let settlesBack = after.phase >= .settling && motion.profile == .back
      if after.phase >= .accelerating, before.phase >= .accelerating, !settlesBack {
        #expect(step >= 0, "tick \(after.tick): \(context)")
      }
      if after.offset < before.offset - length / 2 {
        wraps += 1
        // The offset drops by L minus the step, exactly what the travel says.
        #expect(abs(after.offset + length - before.offset - step) <= 1e-9, context)
        #expect(step > 0, context)
      }
    }
    let turns = Int((run.samples.map(\.travel).max() ?? 0) / length)
    #expect(wraps >= turns, context)
    #expect(wraps >= 1, context)
  }

  @Test("the offset wraps into [0, L) on both sides")
  func wrapFunction() {
    let geometry = Machines.geometry()
    #expect(geometry.wrap(0) == 0)
    #expect(geometry.wrap(2100) == 0)
    #expect(geometry.wrap(2150) == 50)
    #expect(geometry.wrap(-30) == 2070)
    #expect(geometry.wrap(-2100) == 0)
    #expect(geometry.wrap(-4250) == 2050)
    // A tiny negative remainder would round up to L itself; it must come back as 0.
    let tiny = geometry.wrap(-1e-14)
    #expect(tiny >= 0 && tiny < 2100)
    for offset in stride(from: -5000.0, through: 5000, by: 37.25) {
      let wrapped = geometry.wrap(offset)
      #expect(wrapped >= 0 && wrapped < 2100)
      let turns = (offset - wrapped) / 2100
      #expect(turns == turns.rounded())
    }
  }

  @Test("the fused remainder has the bits of the long division and of fmod")
  func fusedRemainderIsExact() {
    var generator = SplitMix64(seed: 21)
    let lengths = [2100.0, 100.0 / 3, 0.1, 1e-3, 7 * 0.1, 123_456.789, 1e6 + 0.5]
    for length in lengths {
      for _ in 0..<20_000 {
        // Values across many binades above the length, and a few exact multiples.
        let scale = Double(generator.next() % 40)
        let fraction = Double(generator.next() >> 11) / 0x1p53
        let value = length * (1 + fraction) * Double(1 << Int(scale))
        let fused = DrumGeometry.remainder(value, length: length)
        #expect(
          fused.bitPattern == DrumGeometry.remainderByHalving(value, length: length).bitPattern)
        #expect(fused.bitPattern == value.truncatingRemainder(dividingBy: length).bitPattern)
      }
      for multiple in [1.0, 2, 3, 1e6, 0x1p40] {
        #expect(
          DrumGeometry.remainder(length * multiple, length: length).bitPattern
            == (length * multiple).truncatingRemainder(dividingBy: length).bitPattern)
      }
    }
  }
}
