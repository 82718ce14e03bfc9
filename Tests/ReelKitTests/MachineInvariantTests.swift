import Foundation
import PropertyBased
import Testing

@testable import ReelKit

/// ``SpinMachine/issues()``: every state a spin goes through passes (so a snapshot saved at
/// any tick resumes), and edited states are caught with their field path.
@Suite("SpinMachine invariants", .timeLimit(.minutes(60)))
struct MachineInvariantTests {
  /// Steps `machine` to the end, expecting no issue at about `checks` evenly spread ticks
  /// (every tick for short spins) and after a JSON round trip; returns the ticks checked.
  @discardableResult
  static func expectValidThroughout(
    _ machine: inout SpinMachine, checks: Int = 400, _ context: String
  ) throws -> Int {
    let every = max(1, machine.spec.watchdogTick / checks)
    var checked = 0
    while true {
      if machine.tick % every == 0 || machine.isFinished {
        let issues = machine.issues()
        #expect(issues.isEmpty, "\(context), tick \(machine.tick): \(issues)")
        let decoded = try JSONDecoder().decode(
          SpinMachine.self, from: try JSONEncoder().encode(machine))
        #expect(decoded.issues().isEmpty, "\(context), decoded at tick \(machine.tick)")
        checked += 1
        if !issues.isEmpty { return checked }
      }
      if machine.isFinished { return checked }
      _ = machine.step()
    }
  }

  @Test(
    "every tick of the snapshot scenarios passes the check",
    arguments: MachineSnapshotTests.scenarios.indices)
  func scenarios(index: Int) throws {
    let (name, spec, targets, controls) = MachineSnapshotTests.scenarios[index]
    var machine = SpinMachine(spec: spec, targets: targets, controls: controls)
    let checked = try Self.expectValidThroughout(&machine, checks: 100_000, name)
    #expect(checked == machine.tick + 1)
  }

  @Test("live controls: a late result, a slam held back while spinning up, a tease")
  func liveControls() throws {
    let spec = Machines.planned(.cubic, .wait)
    var machine = SpinMachine(spec: spec, targets: nil)
    #expect(machine.issues().isEmpty)
    _ = machine.advance(to: 0.05)
    _ = machine.slam(drums: [0])
    _ = machine.advance(to: 0.5)
    #expect(machine.issues().isEmpty, "\(machine.issues())")
    try machine.revealResult([4, 9, 14])
    _ = machine.advance(to: 0.9)
    try Self.expectValidThroughout(&machine, "late result and held slam")
    let tease = SpinControls(
      anticipation: .init(symbol: "7", count: 1, extend: 0.5, interval: 0.2, teaseSpeed: 900))
    var teased = SpinMachine(spec: spec, targets: [0, 0, 0], controls: tease)
    try Self.expectValidThroughout(&teased, "anticipation with a tease speed")
    #expect(teased.results.map(\.anticipationTicks).contains { $0 > 0 })
  }

  /// Random valid controls for a machine of `drums` drums.
  static func controls(drums: Int, using rng: inout some RandomNumberGenerator) -> SpinControls {
    var controls = SpinControls()
    if rng.chance(0.4) {
      controls.slam = .init(
        at: rng.double(0...3), drums: rng.chance(0.5) ? [rng.int(0...drums - 1)] : nil,
        instant: rng.chance(0.3))
    }
    if rng.chance(0.3) {
      controls.quickenAt = rng.double(0...2)
      controls.quickenFactor = rng.double(0.01...1)
    }
    if rng.chance(0.3) { controls.resultAt = rng.double(0...2) }
    if rng.chance(0.3) {
      controls.presses = (0..<drums).map { _ in rng.chance(0.6) ? rng.double(0...3) : nil }
    }
    if rng.chance(0.3) {
      controls.anticipation = .init(
        symbol: rng.pick(["A", "B", "C"]), count: rng.int(1...2), extend: rng.double(0...1),
        interval: rng.double(0...0.5), teaseSpeed: rng.chance(0.5) ? rng.double(50...3000) : nil)
    }
    return controls
  }

  @Test("every state of random spins with random controls passes the check")
  func randomSpins() async {
    let spins = Generator<(RandomSpin, SpinControls), Shrink.None<(RandomSpin, SpinControls)>> {
      rng in
      let spin = RandomMachines.spin(using: &rng, classic: rng.chance(0.3))
      return (spin, Self.controls(drums: spin.spec.drums.count, using: &rng))
    }.filter { spin, controls in
      spin.spec.issues().isEmpty && controls.issues(drums: spin.spec.drums.count).isEmpty
        && spin.tickBudget <= 2_000_000
    }
    await propertyCheck(count: 80, input: spins) { spin, controls in
      var machine = SpinMachine(spec: spin.spec, targets: spin.targets, controls: controls)
      do {
        try Self.expectValidThroughout(&machine, checks: 60, "\(spin)\n\(controls)")
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  /// Valid but extreme parameters: a drum that can hardly move or hardly brake.
  static let extremes: [(name: String, change: @Sendable (inout MotionParameters) -> Void)] = [
    ("cruise speed 1e-300", { $0.cruiseSpeed = 1e-300 }),
    ("max deceleration 1e-300", { $0.maxDeceleration = 1e-300 }),
    ("acceleration 1e-300", { $0.acceleration = 1e-300 }),
    (
      "solve, max deceleration 1e-300",
      {
        $0.strategy = .solve
        $0.maxDeceleration = 1e-300
      }
    ),
    (
      "classic, slow speed 1e-300",
      {
        $0.profile = .classic
        $0.slowSpeed = 1e-300
      }
    ),
  ]

  @Test(
    "extreme but valid parameters end at the watchdog, never trap or hang",
    arguments: extremes.indices)
  func extremeParameters(index: Int) async throws {
    let (name, change) = Self.extremes[index]
    var spec = Machines.planned(.cubic, .wait)
    spec.maxDuration = 3
    for drum in spec.drums.indices { change(&spec.drums[drum].motion) }
    #expect(spec.issues().isEmpty, "\(name)")
    let controls = SpinControls(slam: .init(at: 2), presses: [1, nil, nil])
    var machine = SpinMachine(spec: spec, targets: [3, 4, 5], controls: controls)
    try Self.expectValidThroughout(&machine, checks: 50, name)
    #expect(machine.failure != nil, "\(name)")
    let result = try await SpinRunner(spec: spec, targets: [3, 4, 5]).run()
    #expect(result.failure != nil, "\(name)")
  }
}
