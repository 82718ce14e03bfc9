import Foundation
import Testing

@testable import ReelKit

@Suite("SpinMachine snapshots")
struct MachineSnapshotTests {
  /// A sample as its exact bits.
  struct Bits: Equatable {
    var tick: Int
    var phase: DrumPhase
    var travel, offset, velocity, acceleration: UInt64

    init(_ sample: DrumSample) {
      tick = sample.tick
      phase = sample.phase
      travel = sample.travel.bitPattern
      offset = sample.offset.bitPattern
      velocity = sample.velocity.bitPattern
      acceleration = sample.acceleration.bitPattern
    }
  }

  /// A spin through the frame loop: the machine after every tick, its events, its samples.
  struct Recording {
    var events: [SpinEvent]
    var samples: [[Bits]]
    var results: [DrumResult]
  }

  /// Finishes `machine`, keeping its events (from `events` on) and every tick's samples.
  static func finish(_ machine: inout SpinMachine, events: [SpinEvent]) -> Recording {
    var events = events
    var samples = [machine.drums.map { Bits($0.sample) }]
    while !machine.isFinished {
      events += machine.step()
      samples.append(machine.drums.map { Bits($0.sample) })
    }
    return Recording(events: events, samples: samples, results: machine.results)
  }

  static let scenarios:
    [(name: String, spec: MachineSpec, targets: [Int], controls: SpinControls?)] = [
      (
        "cubic wait, no controls", Machines.planned(.cubic, .wait, startIndices: [2, 0, 11]),
        [11, 15, 20], nil
      ),
      (
        "back stretch, late result and slam", Machines.planned(.back, .stretch), [3, 17, 5],
        SpinControls(slam: .init(at: 1.4, drums: [1, 2]), resultAt: 0.8, minimumSpinTime: 1.1)
      ),
      (
        "linear solve, quicken, presses and anticipation", Machines.planned(.linear, .solve),
        [0, 10, 3],
        SpinControls(
          quickenAt: 0.2, quickenFactor: 0.9, presses: [0.7, nil, nil],
          anticipation: .init(symbol: "7", count: 2, extend: 0.4, interval: 0.3))
      ),
      (
        "classic, instant slam of drum 2", Machines.machine(Machines.classic()), [8, 1, 19],
        SpinControls(slam: .init(at: 0.9, drums: [2], instant: true))
      ),
    ]

  @Test(
    "a machine encoded at every tick, decoded and finished, equals the uninterrupted spin",
    arguments: scenarios.indices)
  func everyTick(scenario index: Int) throws {
    let (name, spec, targets, controls) = Self.scenarios[index]
    var reference = SpinMachine(spec: spec, targets: targets, controls: controls)
    let whole = Self.finish(&reference, events: reference.startEvents)
    Controlled.expectSpinOrder(whole.events, drums: spec.drums.count, "\(name)")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var machine = SpinMachine(spec: spec, targets: targets, controls: controls)
    var events = machine.startEvents
    var checked = 0
    while true {
      let tick = machine.tick
      let context: Comment = "\(name): saved at tick \(tick)"
      let data = try encoder.encode(machine)
      var resumed = try JSONDecoder().decode(SpinMachine.self, from: data)
      if tick % 8 == 0 {
        let again = try encoder.encode(resumed)
        #expect(again == data, context)
      }
      #expect(resumed.tick == tick, context)
      let rest = Self.finish(&resumed, events: events)
      #expect(rest.events == whole.events, context)
      #expect(rest.results == whole.results, context)
      #expect(rest.samples == Array(whole.samples[tick...]), context)
      checked += 1
      if machine.isFinished { break }
      events += machine.step()
    }
    #expect(checked == whole.samples.count)
    #expect(whole.results.allSatisfy { $0.isStopped })
  }

  @Test("a machine decoded mid-spin still takes live controls like the original")
  func liveAfterDecode() throws {
    let spec = Machines.planned(.cubic, .wait)
    var original = SpinMachine(spec: spec, targets: nil)
    _ = original.advance(to: 0.6)
    var resumed = try JSONDecoder().decode(
      SpinMachine.self, from: try JSONEncoder().encode(original))
    for index in 0..<2 {
      var machine = index == 0 ? original : resumed
      var events = try machine.revealResult([4, 9, 14])
      events += machine.advance(to: 1.05)
      events += machine.slam()
      events += machine.advance(to: 10)
      #expect(machine.isFinished)
      #expect(machine.results.map(\.offset) == [400, 900, 1400])
      #expect(events.last?.kind == .allStopped)
      if index == 0 { original = machine } else { resumed = machine }
    }
    #expect(original.results == resumed.results)
  }
}
