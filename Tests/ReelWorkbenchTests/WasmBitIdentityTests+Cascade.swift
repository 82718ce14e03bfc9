import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

extension WasmBitIdentityTests {
  /// The shipped variable-row cascade machine (`Configs/megaways-cascades.json`: rows per
  /// drum, a top drum, a growing multiplier in free spins) played from 200 seeds in the module
  /// (Node: the outcome drawn by `randomSpin`, the chain by `rk_cascade_play` from the config's
  /// own `tumble` block) and natively (the draw of ``/ReelKit/Outcome/randomSpin(for:rows:weights:seed:)``,
  /// the chain of ``/ReelKit/CascadeMotion`` on the spin's machine, as
  /// ``/ReelWorkbench/ResolvedMachine/cascadeMotionChain(of:outcome:previousRows:)`` plays it),
  /// half of them as free spins after earlier cascades: every number of the draw, of each
  /// chain's motion and rows, and of the cells drawn at the ticks of every tenth chain,
  /// compared bit for bit; bad inputs give one-line errors.
  @Test(RequiredTool.trait(missing: missing))
  func variableRowCascadesPlayToTheSameBits() throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let wasm = try Self.builtModule.get()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = Repo.config("megaways-cascades")
    let machine = try ConfigLoader.load(path: path)
    let spec = machine.spec
    let rows = try #require(machine.variableRows)
    let cascade = try #require(machine.variableRowsCascade)
    let paytable = try #require(machine.paytable)
    let motion = CascadeMotion(
      cascade: cascade, parameters: try #require(machine.tumble), clock: spec.clock)
    let height = cascade.machine.evaluator.rowCount

    struct Case {
      var seed: UInt64
      var outcome: VariableRowsOutcome
      var startTick: Int
      var inFreeSpins: Bool
      var cascadesBefore: Int
      var ticks: [Int]
      var chain: TumbleChain
    }
    var cases: [Case] = []
    var previous = spec.drums.map { $0.geometry.visibleRows }
    for seed in UInt64(1)...200 {
      let outcome = Outcome.randomSpin(
        for: ReelStrips(spec), rows: rows, weights: machine.weights, seed: seed)
      let spin = try spec.spinning(
        outcome.rows, previousRows: previous,
        topDrum: outcome.topStop == nil ? nil : rows.topDrum)
      let startTick = Int(seed) * 41
      let inFreeSpins = seed % 2 == 0
      let before = inFreeSpins ? Int(seed % 7) : 0
      let chain = motion.chain(
        of: outcome, spin: spin, startTick: startTick, inFreeSpins: inFreeSpins,
        cascadesBefore: before)
      let ticks =
        seed % 10 == 0
        ? Array(stride(from: startTick - 2, through: chain.settleTick + 3, by: 2)) : []
      cases.append(
        Case(
          seed: seed, outcome: outcome, startTick: startTick, inFreeSpins: inFreeSpins,
          cascadesBefore: before, ticks: ticks, chain: chain))
      previous = outcome.rows
    }
    #expect(cases.contains { $0.chain.steps.count >= 2 }, "some chains cascade")
    #expect(cases.contains { $0.chain.multipliers.contains { $0 > 1 } }, "multipliers grow")

    let raw = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let configJSON = try #require(raw as? [String: Any])
    let paytableText = JSONWriter.write(StudioAPI.paytableJSON(paytable, freeSpins: nil))
    var input: [String: Any] = [
      "spec": try JSONSerialization.jsonObject(with: JSONEncoder().encode(spec)),
      "rowWeights": Self.rowWeights(rows),
      "paytable": try JSONSerialization.jsonObject(with: Data(paytableText.utf8)),
      "rows": height, "tumble": configJSON["tumble"] ?? [:],
      "cases": cases.map { item -> [String: Any] in
        [
          "seed": item.seed, "startTick": item.startTick, "inFreeSpins": item.inFreeSpins,
          "cascadesBefore": item.cascadesBefore, "ticks": item.ticks,
        ]
      },
    ]
    if let top = rows.topDrum {
      var drum: [String: Any] = ["strip": top.strip]
      if let weights = top.weights { drum["weights"] = weights }
      input["topDrum"] = drum
    }
    if let weights = machine.weights { input["weights"] = weights.drums }
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: input).write(to: casesURL)
    let recordsURL = folder.appendingPathComponent("records.bin")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/cascade.mjs", wasm, casesURL.path, recordsURL.path], in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")

    var bits = try Self.bits(of: recordsURL)
    for item in cases {
      let label = "megaways-cascades seed \(item.seed)"
      let outcome = item.outcome
      try Self.expectSameBits(
        outcome.rows.map { Double($0) } + outcome.stops.map { Double($0) }
          + [outcome.topStop.map { Double($0) } ?? -1], &bits, "\(label): draw")
      try Self.expectSameBits(
        TumbleRecord.write(item.chain, clock: spec.clock), &bits, "\(label): motion")
      let record = TumbleRecord.writeRows(item.chain)
      // What `rows()` reads back: the record without its two counts.
      let drums = Int(record[0])
      var back = Array(record[1...(3 * drums + 2)])
      back += record[(3 * drums + 4)...]
      try Self.expectSameBits(back, &bits, "\(label): rows")
      let cells = item.ticks.flatMap {
        TumbleRecord.write(item.chain.cells(atTick: $0, clock: spec.clock))
      }
      try Self.expectSameBits(cells, &bits, "\(label): cells")
    }
    #expect(bits.isEmpty)

    let said = String(decoding: run.output, as: UTF8.self)
    let lines = said.split(separator: "\n").map(String.init)
    let expected = [
      "ReelKitError: outcome: expected \(2 * spec.drums.count + 1) numbers",
      "ReelKitError: outcome.",
      "ReelKitError: paytable: for windows of \(spec.drums.count) drums × \(height - 1) rows",
      "ReelKitError: tumble.gravity",
      "ReelKitError: tumble.maxTumbles: 0.0 is not allowed (allowed: a whole number 1 ... 1000)",
      "ReelKitError: tumble.multiplier.cap",
      "ReelKitError: startTick: -1 is not allowed (allowed: 0 ... 1000000000)",
      "ReelKitError: rows: the machine has no variable rows",
    ]
    try #require(lines.count == expected.count + 1, "node said: \(said)")
    for (line, start) in zip(lines, expected) {
      #expect(line.hasPrefix(start), "\(line)")
    }
    let first = Outcome.randomSpin(
      for: ReelStrips(spec), rows: rows, weights: machine.weights, seed: 1)
    let again = motion.chain(
      of: first,
      spin: try spec.spinning(
        first.rows, previousRows: first.rows,
        topDrum: first.topStop == nil ? nil : rows.topDrum), startTick: 0)
    #expect(lines.last == "after: totalPay \(Self.javaScript(again.totalPay))")
  }
}
