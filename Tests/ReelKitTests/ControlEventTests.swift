import Testing

@testable import ReelKit

@Suite("Spin-control events")
struct ControlEventTests {
  /// Scripts that exercise every control, several on tick 0 (where the frame loop's start
  /// events and a child task's first decisions meet).
  static let scripts: [(name: String, controls: SpinControls)] = [
    ("slam at 0", SpinControls(slam: .init(at: 0))),
    ("instant slam at 0", SpinControls(slam: .init(at: 0, instant: true))),
    ("slam during spin-up", SpinControls(slam: .init(at: 0.05))),
    ("slam drum 1 at 0.8", SpinControls(slam: .init(at: 0.8, drums: [1]))),
    ("quicken at 0", SpinControls(quickenAt: 0, quickenFactor: 0.5)),
    ("result at 0", SpinControls(resultAt: 0, minimumSpinTime: 1.5)),
    ("late result, then slam", SpinControls(slam: .init(at: 1.9), resultAt: 0.7)),
    ("slam, then late result", SpinControls(slam: .init(at: 0.4), resultAt: 1.1)),
    ("presses", SpinControls(presses: [0.6, 0.9, nil])),
    ("anticipation", SpinControls(anticipation: .init(symbol: "7", count: 1))),
    (
      "everything",
      SpinControls(
        quickenAt: 0.3, quickenFactor: 0.6, resultAt: 0.5, presses: [nil, nil, 2.0],
        anticipation: .init(symbol: "7", count: 1, extend: 0.5, interval: 0.3))
    ),
  ]

  /// Targets on which the anticipation rule holds (drum 0 shows a 7).
  static let targets = [0, 13, 6]

  /// A machine with start delays and a wind-back, so that controls also reach idle and
  /// winding-back drums.
  static func staggered(_ profile: BrakingProfile) -> MachineSpec {
    var motion = Machines.motion(profile, .wait)
    motion.windBackDistance = 30
    motion.windBackTime = 0.1
    var spec = Machines.machine(motion, startIndices: [4, 9, 0])
    for drum in spec.drums.indices { spec.drums[drum].startDelay = 0.04 * Double(drum) }
    return spec
  }

  static let machines: [(String, MachineSpec)] =
    SlamTests.motions.map { profile, strategy in
      ("\(profile)/\(strategy)", Machines.machine(Machines.motion(profile, strategy)))
    } + [("staggered cubic", staggered(.cubic)), ("staggered classic", staggered(.classic))]

  @Test(
    "SpinRunner, runInline and the SpinMachine frame loop give the same events and results",
    arguments: machines.indices)
  func agree(machine index: Int) async throws {
    let (name, spec) = Self.machines[index]
    for (script, controls) in Self.scripts {
      let context: Comment = "\(name): \(script)"
      let spin = try await SpinRunner(
        spec: spec, targets: Self.targets, recordsTrace: true, controls: controls
      ).run()
      let inline = try SpinRunner(
        spec: spec, targets: Self.targets, recordsTrace: true, controls: controls
      ).runInline()
      #expect(inline == spin, context)
      let untraced = try await SpinRunner(spec: spec, targets: Self.targets, controls: controls)
        .run()
      #expect(untraced.drums == spin.drums && untraced.events == spin.events, context)
      let loop = Controlled.frameLoop(spec, targets: Self.targets, controls: controls)
      #expect(loop.events == spin.events, context)
      #expect(loop.machine.results == spin.drums, context)
      Controlled.expectSpinOrder(spin.events, drums: 3, context)
      Controlled.expectSpinOrder(loop.events, drums: 3, context)
      #expect(spin.events.allSatisfy { $0.time == spec.clock.time(atTick: $0.tick) }, context)
      for (drum, result) in spin.drums.enumerated() {
        let events = spin.events.filter { $0.drum == drum }
        let context: Comment = "\(context) drum \(drum)"
        #expect(result.isStopped, context)
        #expect(result.offset == Double(result.target) * 100, context)
        let settle = try #require(result.settleTick, context)
        #expect(events.filter { $0.kind == .settled }.map(\.tick) == [settle], context)
        #expect(events.filter { $0.kind == .slammed }.count <= 1, context)
        if let request = result.stopRequestTick {
          #expect(events.filter { $0.kind == .stopRequested }.map(\.tick) == [request], context)
        }
        // The traces run from tick 0 to the settle tick.
        let trace = try #require(spin.traces?[drum], context)
        #expect(trace.map(\.tick) == Array(0...settle), context)
        #expect(trace.last?.phase == .stopped && trace.last?.velocity == 0, context)
      }
    }
  }

  @Test(
    "a drum slammed before it starts rests on its target at once; spinning up, it brakes at cruise")
  func slamBeforeCruise() throws {
    let spec = Self.staggered(.linear)
    let loop = Controlled.frameLoop(
      spec, targets: Self.targets, controls: SpinControls(slam: .init(at: 0.03)))
    let results = loop.machine.results
    // Drum 0 is winding back at 0.03 s; drums 1 and 2 start at 0.04 s and 0.08 s.
    #expect(results[0].stopRequestTick == results[0].cruiseTick)
    #expect(results[0].requestSource == .slam)
    #expect(results[0].brakingStartTick == results[0].cruiseTick)
    for drum in [1, 2] {
      #expect(results[drum].settleTick == 8)
      #expect(results[drum].startTick == nil)
      #expect(results[drum].offset == Double(Self.targets[drum]) * 100)
    }
    Controlled.expectSpinOrder(loop.events, drums: 3, "slam at 0.03")
  }
}

extension ControlEventTests {
  @Test(
    "a live instant slam that stops the last drum announces allStopped", arguments: [0, 1, 120])
  func liveInstantSlam(tick: Int) {
    let spec = Machines.planned(.cubic, .wait)
    var machine = SpinMachine(spec: spec, targets: Self.targets)
    var events = machine.startEvents
    while machine.tick < tick { events += machine.step() }
    events += machine.slam(drums: [0, 1], instant: true)
    #expect(!machine.isFinished)
    #expect(!events.contains { $0.kind == .allStopped })
    events += machine.slam(drums: [2], instant: true)
    #expect(machine.isFinished)
    #expect(machine.step().isEmpty)
    // The live API returns each call's events, so only each drum's own order is checked.
    for drum in 0..<3 {
      Controlled.expectDrumOrder(events.filter { $0.drum == drum }, "drum \(drum) at \(tick)")
    }
    #expect(events.filter { $0.kind == .allStopped }.count == 1)
    #expect(events.last == SpinEvent(tick: tick, time: machine.time, drum: nil, kind: .allStopped))
    #expect(machine.results.allSatisfy { $0.settleTick == tick })
  }
}
