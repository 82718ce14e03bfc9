import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

extension WasmBitIdentityTests {
  /// The shipped tumbling machine's cascades (`Configs/tumble.json`, what `simulate
  /// --tumble-trace` writes), played from 40 seeded outcomes in the module (Node) and natively
  /// (``/ReelKit/TumbleMachine/chain(stops:startTick:)``): every number of each chain (steps,
  /// removals, falls, pays, events, every moving cell's trace) and of the cells drawn at every
  /// tick from before the first removal to after the last landing, compared bit for bit; bad
  /// inputs give one-line errors.
  @Test(RequiredTool.trait(missing: missing))
  func tumbleChainsPlayToTheSameBits() throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let wasm = try Self.builtModule.get()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let machine = try ConfigLoader.load(path: Repo.config("tumble"))
    let spec = machine.spec
    let paytable = try #require(machine.paytable)
    let parameters = try #require(machine.tumble)
    let tumbles = TumbleMachine(spec: spec, paytable: paytable, parameters: parameters)
    let rows = spec.drums[0].geometry.visibleRows

    var chains: [(stops: [Int], startTick: Int, ticks: [Int], chain: TumbleChain)] = []
    for seed in UInt64(1)...40 {
      let stops = Outcome.randomTargets(for: spec, seed: seed)
      let startTick = Int(seed) * 37
      let chain = tumbles.chain(stops: stops, startTick: startTick)
      let ticks = Array(stride(from: max(0, startTick - 2), through: chain.settleTick + 3, by: 1))
      chains.append((stops, startTick, ticks, chain))
    }
    #expect(chains.contains { $0.chain.steps.count >= 2 })

    let encoder = JSONEncoder()
    let paytableText = JSONWriter.write(StudioAPI.paytableJSON(paytable, freeSpins: nil))
    let json: [String: Any] = [
      "spec": try JSONSerialization.jsonObject(with: encoder.encode(spec)),
      "paytable": try JSONSerialization.jsonObject(with: Data(paytableText.utf8)),
      "drums": spec.drums.count, "rows": rows,
      "tumble": [
        "gravity": parameters.gravity, "restitution": parameters.restitution,
        "fallDelay": parameters.fallDelay, "columnStagger": parameters.columnStagger,
        "maxTumbles": parameters.maxTumbles,
      ],
      "cases": chains.map { ["stops": $0.stops, "startTick": $0.startTick, "ticks": $0.ticks] },
    ]
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: json).write(to: casesURL)
    let recordsURL = folder.appendingPathComponent("records.bin")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/tumble.mjs", wasm, casesURL.path, recordsURL.path], in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")

    var bits = try Self.bits(of: recordsURL)
    for (index, item) in chains.enumerated() {
      let label = "tumble case \(index) stops \(item.stops)"
      try Self.expectSameBits(
        TumbleRecord.write(item.chain, clock: spec.clock), &bits, "\(label): chain")
      for tick in item.ticks {
        try Self.expectSameBits(
          TumbleRecord.write(item.chain.cells(atTick: tick, clock: spec.clock)), &bits,
          "\(label): cells at tick \(tick)")
      }
    }
    #expect(bits.isEmpty)

    let said = String(decoding: run.output, as: UTF8.self)
    let lines = said.split(separator: "\n").map(String.init)
    let expected = [
      "ReelKitError: tumble.gravity",
      "ReelKitError: tumble.maxTumbles: 0.5 is not allowed (allowed: a whole number 1 ... 1000)",
      "ReelKitError: stops: expected one per drum (\(spec.drums.count)), found 1",
      "ReelKitError: stops[0]: 100000 is not allowed (allowed: 0 ... ",
      "ReelKitError: startTick: -1 is not allowed (allowed: 0 ... 1000000000)",
      "ReelKitError: paytable: for windows of \(spec.drums.count) drums × \(rows + 1) rows",
      "ReelKitError: tick: -5 is not allowed (allowed: 0 ... 1000000000)",
    ]
    try #require(lines.count == expected.count, "node said: \(said)")
    for (line, start) in zip(lines, expected) {
      #expect(line.hasPrefix(start), "\(line)")
    }
  }
}
