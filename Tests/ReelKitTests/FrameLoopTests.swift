import Testing

@testable import ReelKit

@Suite("The SpinMachine frame loop")
struct FrameLoopTests {
  static let spec = Machines.planned(.back, .wait, startIndices: [2, 0, 11])
  static let targets = [3, 17, 5]

  /// Every tick's samples of every drum, stepping one tick at a time.
  static func tickSamples() -> (samples: [[DrumSample]], events: [SpinEvent]) {
    var machine = SpinMachine(spec: spec, targets: targets)
    var samples = [machine.drums.map(\.sample)]
    var events = machine.startEvents
    while !machine.isFinished {
      events += machine.step()
      samples.append(machine.drums.map(\.sample))
    }
    return (samples, events)
  }

  @Test("display frames lie on the line between two tick samples", arguments: [60.0, 120, 144])
  func interpolates(rate: Double) {
    let clock = Self.spec.clock
    let reference = Self.tickSamples()
    var machine = SpinMachine(spec: Self.spec, targets: Self.targets)
    var events = machine.startEvents
    var frame = 0
    while !machine.isFinished {
      frame += 1
      let seconds = Double(frame) / rate
      events += machine.advance(to: seconds)
      let tick = machine.tick
      let start = clock.time(atTick: tick - 1)
      let end = clock.time(atTick: tick)
      #expect(start < seconds)
      #expect(seconds <= end || machine.isFinished)
      let fraction = min(1, max(0, (seconds - start) / (end - start)))
      let frames = machine.sample(at: seconds)
      #expect(frames.count == 3)
      for (drum, shown) in frames.enumerated() {
        let before = reference.samples[tick - 1][drum]
        let after = reference.samples[tick][drum]
        let travel = before.travel + (after.travel - before.travel) * fraction
        let velocity = before.velocity + (after.velocity - before.velocity) * fraction
        #expect(abs(shown.travel - travel) <= 1e-9 * max(1, abs(travel)), "frame \(frame)")
        #expect(abs(shown.velocity - velocity) <= 1e-9 * max(1, abs(velocity)))
        #expect(shown.time == seconds)
        let geometry = Self.spec.drums[drum].geometry
        let start = geometry.centredOffset(of: Self.spec.drums[drum].startIndex)
        #expect(shown.offset >= 0 && shown.offset < geometry.stripLength)
        #expect(abs(shown.offset - geometry.wrap(start + shown.travel)) <= 1e-9)
        #expect(min(before.travel, after.travel) <= shown.travel)
        #expect(shown.travel <= max(before.travel, after.travel))
      }
    }
    #expect(events == reference.events)
    #expect(frame > Int(rate))
  }

  @Test("at a tick's own time a frame is that tick's sample exactly")
  func tickTimes() {
    let clock = Self.spec.clock
    let reference = Self.tickSamples()
    var machine = SpinMachine(spec: Self.spec, targets: Self.targets)
    for tick in 1..<reference.samples.count {
      let seconds = clock.time(atTick: tick)
      _ = machine.advance(to: seconds)
      #expect(machine.tick == tick)
      let frames = machine.sample(at: seconds)
      for (drum, shown) in frames.enumerated() {
        let sample = reference.samples[tick][drum]
        #expect(shown.travel == sample.travel, "tick \(tick) drum \(drum)")
        #expect(shown.offset == sample.offset, "tick \(tick) drum \(drum)")
        #expect(shown.velocity == sample.velocity, "tick \(tick) drum \(drum)")
        #expect(shown.phase == sample.phase, "tick \(tick) drum \(drum)")
      }
    }
  }

  @Test("after the spin every frame shows the drums at rest on their targets")
  func atRest() {
    var machine = SpinMachine(spec: Self.spec, targets: Self.targets)
    let events = machine.advance(to: 60)
    #expect(machine.isFinished)
    #expect(events.last?.kind == .allStopped)
    for seconds in [machine.time, machine.time + 0.01, 100] {
      let frames = machine.sample(at: seconds)
      #expect(frames.map(\.offset) == Self.targets.map { Double($0) * 100 })
      #expect(frames.allSatisfy { $0.velocity == 0 && $0.phase == .stopped })
    }
  }
}
