import Testing

@testable import ReelKit
@testable import ReelMotion

/// Recorded spins step quiet cruise ticks in a specialised loop
/// (``DrumSimulator/stepCruise(before:appendingTo:)``) and may write into a reused buffer
/// (``SpinRunner/runInline(tracesInto:)``); every sample, result and event must have the bits
/// of plain ``DrumSimulator/step(into:)`` calls, one per tick.
@Suite("Specialised cruise stepping equals plain stepping")
struct CruiseSteppingTests {
  /// Every planned profile and strategy, the classic profile, and the control scripts.
  static let machines: [(name: String, spec: MachineSpec, controls: SpinControls?)] =
    SummaryOnlyTests.cases.flatMap { profile, strategy in
      [
        ("\(profile) \(strategy)", Machines.machine(Machines.motion(profile, strategy)), nil),
        (
          "\(profile) \(strategy) variant",
          Machines.machine(SummaryOnlyTests.variant(profile, strategy), startIndices: [0, 5, 13]),
          nil
        ),
      ]
    }
    + Machines.plannedProfiles.flatMap { profile in
      ControlEventTests.scripts.map { script in
        ("\(profile) \(script.name)", ControlEventTests.staggered(profile), script.controls)
      }
    }

  @Test(arguments: machines.indices)
  func samplesHaveTheBitsOfPlainSteps(index: Int) throws {
    let (name, spec, controls) = Self.machines[index]
    var buffer: [[DrumSample]] = [[DrumSample](repeating: Self.junk, count: 5)]
    for target in stride(from: 0, to: Machines.strip.count, by: 4) {
      let targets =
        controls == nil
        ? [target, (target + 7) % 21, (target + 14) % 21] : ControlEventTests.targets
      let runner = SpinRunner(spec: spec, targets: targets, recordsTrace: true, controls: controls)
      let recorded = try runner.runInline()
      let reused = try runner.runInline(tracesInto: &buffer)
      let reference = Self.plainSteps(spec, targets: targets, controls: controls)
      let context: Comment = "\(name) targets \(targets)"
      #expect(recorded.drums == reference.drums, context)
      #expect(recorded.events == reference.events, context)
      #expect(reused.traces == nil, context)
      #expect(reused.drums == recorded.drums && reused.events == recorded.events, context)
      let traces = try #require(recorded.traces)
      #expect(buffer.count == spec.drums.count, context)
      for drum in spec.drums.indices {
        #expect(Self.bits(traces[drum]) == Self.bits(reference.traces[drum]), context)
        #expect(Self.bits(buffer[drum]) == Self.bits(reference.traces[drum]), context)
        #expect(
          recorded.drums[drum].travel.bitPattern == reference.drums[drum].travel.bitPattern,
          context)
      }
    }
  }

  @Test func longCruiseIsSteppedInOneLoopWithTheSameBits() throws {
    var spec = Machines.machine(Machines.motion(.cubic))
    spec.drums = [spec.drums[0]]
    spec.drums[0].stopRequestTime = 40
    spec.maxDuration = 50
    var buffer: [[DrumSample]] = []
    let result = try SpinRunner(spec: spec, targets: [3]).runInline(tracesInto: &buffer)
    let reference = Self.plainSteps(spec, targets: [3], controls: nil)
    #expect(buffer[0].count > 9_600)
    #expect(Self.bits(buffer[0]) == Self.bits(reference.traces[0]))
    #expect(result.drums == reference.drums)
  }

  /// A sample the buffer must drop.
  static let junk = DrumSample(
    tick: -1, phase: .stopped, travel: .nan, offset: .nan, velocity: .nan, acceleration: .nan)

  /// The spin stepped one plain ``DrumSimulator/step(into:)`` per tick, commands applied after
  /// each tick's decisions, with every offset wrapped by binary long division from the drawn
  /// strip's start (``DrumSimulator/startOffset``, turned by a splice).
  static func plainSteps(
    _ spec: MachineSpec, targets: [Int], controls: SpinControls?
  ) -> (drums: [DrumResult], events: [SpinEvent], traces: [[DrumSample]]) {
    let commands =
      controls?.commands(for: spec, targets: targets)
      ?? Array(repeating: [], count: targets.count)
    let late = controls?.hasLateResult ?? false
    var runs: [DrumRun] = []
    var traces: [[DrumSample]] = []
    for drum in spec.drums.indices {
      var events: [SpinEvent] = []
      var simulator = DrumSimulator(
        drum: drum, spec: spec.drums[drum], clock: spec.clock,
        target: late ? nil : targets[drum], events: &events)
      var next = 0
      var trace: [DrumSample] = []
      func applyDue() {
        while next < commands[drum].count, commands[drum][next].tick <= simulator.tick {
          simulator.apply(commands[drum][next].command, into: &events)
          next += 1
        }
      }
      func record() {
        var sample = simulator.sample
        if !simulator.isStopped {
          // The drawn strip's start (turned by a splice at its request tick).
          let geometry = spec.drums[drum].geometry
          let position = simulator.startOffset + sample.travel
          if position >= 0 {
            sample.offset = DrumGeometry.remainderByHalving(position, length: geometry.stripLength)
          }
        }
        trace.append(sample)
      }
      applyDue()
      record()
      while !simulator.isStopped, simulator.tick < spec.watchdogTick {
        simulator.step(into: &events)
        applyDue()
        record()
      }
      runs.append(DrumRun(result: simulator.result, events: events, trace: nil))
      traces.append(trace)
    }
    let merged = DrumRun.merge(runs, spec: spec, targets: targets)
    return (merged.drums, merged.events, traces)
  }

  /// Each sample as bit patterns, so that `-0.0` and `0.0` (and NaNs) differ.
  static func bits(_ trace: [DrumSample]) -> [[UInt64]] {
    trace.map { sample in
      [
        UInt64(bitPattern: Int64(sample.tick)),
        UInt64(DrumPhase.allCases.firstIndex(of: sample.phase)!),
        sample.travel.bitPattern, sample.offset.bitPattern, sample.velocity.bitPattern,
        sample.acceleration.bitPattern,
      ]
    }
  }
}
