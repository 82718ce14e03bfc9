import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

extension WasmBitIdentityTests {
  /// The wild motions of the shipped sticky/expanding machine (`Configs/sticky-wilds.json`,
  /// what `simulate --wild-trace` writes) — 12 seeded games and the free-spins game of its
  /// worked spin — and a walking chain on the same window, planned in the module (Node) and
  /// natively: every number of each motion (start ticks, events) and of the sample at every
  /// 3rd tick and at every event's tick and the tick before it, compared bit for bit; bad
  /// inputs give one-line errors.
  @Test(RequiredTool.trait(missing: missing))
  func wildMotionsPlanToTheSameBits() throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let wasm = try Self.builtModule.get()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let machine = try ConfigLoader.load(path: Repo.config("sticky-wilds"))
    let spec = machine.spec
    let paytable = try #require(machine.paytable)
    let features = try #require(machine.wildFeatures)
    let spinner = WildFeaturesSpinner(
      reels: ReelStrips(spec), weights: machine.weights, paytable: paytable, features: features,
      freeSpins: machine.freeSpins)
    let drums = spec.drums.count
    let rows = spec.drums[0].geometry.visibleRows
    let timing = WildMotionTiming(spinTicks: 500)
    var motions: [WildMotion] = []
    for seed in UInt64(1)...12 {
      var generator = SplitMix64(seed: seed)
      let game = spinner.play(using: &generator, record: true)
      motions.append(WildMotion(game: game, drums: drums, rows: rows, timing: timing))
    }
    var generator = SplitMix64(seed: 5)
    let worked = spinner.play(using: &generator, record: true, baseStops: [10, 7, 10, 8, 10])
    motions.append(WildMotion(game: worked, drums: drums, rows: rows, timing: timing))
    let walking = WildMotionStep(
      kind: .respin, held: [0, 1, 4, 0, 2], landed: [0, 1, 4, 1, 2], expanded: [1, 3])
    motions.append(
      WildMotion(
        steps: [
          WildMotionStep(
            kind: .base, held: [0, 0, 0, 0, 0], landed: [0, 2, 1, 0, 4], expanded: [1, 2]), walking,
        ],
        drums: drums, rows: rows,
        timing: WildMotionTiming(spinTicks: 300, walkTicks: 61, growTicks: 29, pauseTicks: 7)))
    #expect(motions.contains { $0.steps.count > 3 })
    #expect(motions.contains { $0.events.contains { $0.kind == .walkStarted } })
    #expect(motions.contains { $0.events.contains { $0.kind == .held } })

    let cases: [[String: Any]] = motions.map { motion in
      var ticks = Set(stride(from: 0, through: motion.endTick + 3, by: 3))
      for event in motion.events { ticks.formUnion([max(0, event.tick - 1), event.tick]) }
      return [
        "timing": [
          "spinTicks": motion.timing.spinTicks, "walkTicks": motion.timing.walkTicks,
          "growTicks": motion.timing.growTicks, "delayTicks": motion.timing.delayTicks,
          "intervalTicks": motion.timing.intervalTicks, "pauseTicks": motion.timing.pauseTicks,
        ],
        "steps": motion.steps.map { step in
          [
            "kind": step.kind.name, "held": step.held, "landed": step.landed,
            "expanded": step.expanded,
          ]
        },
        "ticks": ticks.sorted(),
      ]
    }
    let json: [String: Any] = [
      "timeStep": spec.clock.timeStep, "drums": drums, "rows": rows, "cases": cases,
    ]
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: json).write(to: casesURL)
    let recordsURL = folder.appendingPathComponent("records.bin")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/wild-motion.mjs", wasm, casesURL.path, recordsURL.path], in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")

    var bits = try Self.bits(of: recordsURL)
    for (index, (motion, item)) in zip(motions, cases).enumerated() {
      let label = "wild motion case \(index)"
      try Self.expectSameBits(WildMotionRecord.write(motion), &bits, "\(label): motion")
      for tick in item["ticks"] as? [Int] ?? [] {
        try Self.expectSameBits(
          WildMotionRecord.write(motion.sample(atTick: tick)), &bits, "\(label): tick \(tick)")
      }
    }
    #expect(bits.isEmpty)

    let said = String(decoding: run.output, as: UTF8.self)
    let lines = said.split(separator: "\n").map(String.init)
    let expected = [
      "ReelKitError: drums: 0.0 is not allowed (allowed: a whole number 1 ... 64)",
      "ReelKitError: rows: 31.0 is not allowed (allowed: a whole number 1 ... 30)",
      "ReelKitError: growTicks: 0.0 is not allowed (allowed: a whole number 1 ... 1000000)",
      "ReelKitError: steps[0].kind: -1.0 is not allowed (allowed: a whole number 0 ... 2)",
      "ReelKitError: steps[0].expanded[1]: 1.0 is not allowed (allowed: a whole number 3 ... 4)",
      "ReelKitError: steps[0].held[0]: 8.0 is not allowed (allowed: a whole number 0 ... 7)",
      "ReelKitError: tick: -5 is not allowed (allowed: 0 ... 1000000000)",
    ]
    try #require(lines.count == expected.count, "node said: \(said)")
    for (line, start) in zip(lines, expected) {
      #expect(line.hasPrefix(start), "\(line)")
    }
  }
}
