import Foundation
import Testing

@testable import ReelKit

/// Hold and respin: held drums stay bit for bit where the previous spin left them, the
/// others land exactly on their new targets, for every profile and strategy.
@Suite("Hold and respin")
struct RespinTests {
  static let cases = SummaryOnlyTests.cases

  /// The previous spin's result and the respin machine holding `held`.
  static func respinMachine(
    _ spec: MachineSpec, previous: [Int], held: [Int]
  ) throws -> (previous: SpinResult, machine: MachineSpec) {
    let result = try SpinRunner(spec: spec, targets: previous, recordsTrace: true).runInline()
    let stops = result.drums.map(\.target)
    return (result, try spec.respin(Respin(previousStops: stops, held: held)))
  }

  @Test(arguments: cases.indices)
  func heldDrumsStayAndTheOthersLandExactly(index: Int) throws {
    let (profile, strategy) = Self.cases[index]
    let spec = Machines.machine(Machines.motion(profile, strategy), startIndices: [0, 5, 13])
    for held in [[0], [1], [0, 2]] {
      let (previous, machine) = try Self.respinMachine(spec, previous: [4, 11, 19], held: held)
      for target in 0..<Machines.strip.count {
        let targets = machine.holdingTargets([target, (target + 7) % 21, (target + 14) % 21])
        let stepped = try SpinRunner(spec: machine, targets: targets, recordsTrace: true)
          .runInline()
        let label = "\(profile) \(strategy) held \(held) targets \(targets)"
        #expect(stepped.allStopped, "\(label)")
        try SymbolWindow.check(stepped, on: machine)
        let traces = try #require(stepped.traces)
        for drum in machine.drums.indices {
          let result = stepped.drums[drum]
          #expect(result.target == targets[drum], "\(label)")
          guard held.contains(drum) else {
            #expect(result.method != .held)
            #expect(result.offset == machine.drums[drum].geometry.centredOffset(of: targets[drum]))
            continue
          }
          // Bit for bit the previous rest: every row of the trace, and the result.
          let rest = previous.drums[drum].offset
          #expect(result.method == .held && result.offset.bitPattern == rest.bitPattern)
          #expect(result.window == previous.drums[drum].window)
          #expect(result.travel == 0 && result.settleTick == 0 && result.startTick == nil)
          #expect(result.stopRequestTick == nil && result.splice == nil)
          #expect(!traces[drum].isEmpty)
          for sample in traces[drum] {
            #expect(sample.offset.bitPattern == rest.bitPattern, "\(label) tick \(sample.tick)")
            #expect(sample.travel == 0 && sample.velocity == 0 && sample.phase == .stopped)
          }
          #expect(!stepped.events.contains { $0.drum == drum }, "held drums emit no event")
        }
        for row in stepped.window.indices {
          for drum in held { #expect(stepped.window[row][drum] == previous.window[row][drum]) }
        }
        // Summary-only equals stepped, bit for bit.
        let skipped = try SpinRunner(spec: machine, targets: targets).runInline()
        #expect(skipped.drums == stepped.drums, "\(label)")
        #expect(skipped.events == stepped.events)
        // Deterministic.
        let again = try SpinRunner(spec: machine, targets: targets, recordsTrace: true).runInline()
        #expect(again == stepped)
        if strategy == .splice { try stepped.checkNoVisibleChange(on: machine) }
      }
    }
  }

  @Test func theMachineSteppedTickByTickEqualsTheRunner() throws {
    let spec = Machines.planned(.cubic, .splice)
    let (_, machine) = try Self.respinMachine(spec, previous: [2, 9, 16], held: [1])
    let targets = machine.holdingTargets([5, 0, 12])
    let runner = try SpinRunner(spec: machine, targets: targets).runInline()
    var stepped = SpinMachine(spec: machine, targets: targets)
    var events = stepped.startEvents
    while !stepped.isFinished { events += stepped.step() }
    #expect(stepped.results == runner.drums)
    #expect(events == runner.events)
    #expect(stepped.issues().isEmpty)
  }

  @Test func aLateResultRevealsTheOthersAndKeepsTheHeldDrum() throws {
    let spec = Machines.planned(.cubic, .wait)
    let (_, machine) = try Self.respinMachine(spec, previous: [2, 9, 16], held: [1])
    var late = try SpinMachine(checking: machine, targets: nil)
    #expect(late.drums[1].isHeld && late.drums[1].isStopped)
    _ = late.advance(to: 0.5)
    #expect(throws: SpinUsageError.heldDrumTarget(drum: 1, target: 3, rest: 9)) {
      try late.revealResult([5, 3, 12])
    }
    try late.revealResult([5, 9, 12])
    while !late.isFinished { _ = late.step() }
    #expect(late.results.map(\.target) == [5, 9, 12])
    #expect(late.results[1].method == .held && late.results[1].travel == 0)
  }

  @Test func aRespinIsCheckedBeforeAnythingMoves() throws {
    let spec = Machines.planned(.cubic)
    func issues(_ stops: [Int], _ held: [Int]) -> [String] {
      Respin(previousStops: stops, held: held).issues(on: spec).map(\.description)
    }
    #expect(
      issues([1, 2], [0]) == [
        "previousStops: has 2 stops for 3 drums (allowed: one strip index per drum)"
      ])
    #expect(
      issues([1, 21, 2], [0]) == [
        "previousStops[1]: 21 is off drum 1's strip (allowed: 0 ... 20)"
      ])
    #expect(issues([1, 2, 3], []) == ["hold: is empty (allowed: 1 to 2 of the drums 0 ... 2)"])
    #expect(
      issues([1, 2, 3], [3, -1]) == [
        "hold[0]: drum 3 is not a drum of the machine (allowed: 0 ... 2)",
        "hold[1]: drum -1 is not a drum of the machine (allowed: 0 ... 2)",
      ])
    #expect(
      issues([1, 2, 3], [1, 1]) == ["hold[1]: drum 1 is held twice (allowed: each drum once)"])
    #expect(
      issues([1, 2, 3], [2, 0, 1]) == [
        "hold: holds every drum, so nothing would spin (allowed: at most 2 of the 3 drums)"
      ])
    var single = spec
    single.drums = [spec.drums[0]]
    #expect(
      Respin(previousStops: [0], held: [0]).issues(on: single).map(\.field) == ["hold"])
    #expect(throws: SpinUsageError.self) { try spec.respin(Respin(previousStops: [1], held: [0])) }
    let machine = try spec.respin(Respin(previousStops: [1, 2, 3], held: [2]))
    #expect(machine.drums.map(\.startIndex) == [1, 2, 3])
    #expect(machine.heldDrums == [2])
    #expect(machine.holdingTargets([7, 8, 9]) == [7, 8, 3])
    #expect(throws: SpinUsageError.heldDrumTarget(drum: 2, target: 9, rest: 3)) {
      try machine.checkTargets([7, 8, 9])
    }
    #expect(
      SpinUsageError.heldDrumTarget(drum: 2, target: 9, rest: 3).description
        == "target 9 of drum 2 moves a held drum (allowed: its rest stop 3)")
  }

  @Test func aHeldDrumSpecEncodesItsMarkerOnlyWhenHeld() throws {
    let spec = Machines.planned(.cubic)
    let plain = String(decoding: try JSONEncoder().encode(spec.drums[0]), as: UTF8.self)
    #expect(!plain.contains("held"))
    let machine = try spec.respin(Respin(previousStops: [1, 2, 3], held: [0]))
    let data = try JSONEncoder().encode(machine)
    #expect(String(decoding: data, as: UTF8.self).contains("\"held\":true"))
    #expect(try JSONDecoder().decode(MachineSpec.self, from: data) == machine)
    #expect(try JSONDecoder().decode(DrumSpec.self, from: Data(plain.utf8)) == spec.drums[0])
  }
}
