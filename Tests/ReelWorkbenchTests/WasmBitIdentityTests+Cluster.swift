import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

extension WasmBitIdentityTests {
  /// The shipped cluster grids' cascade chains (what `simulate --tumble-trace` writes: the
  /// clusters, removals, refills — the fill's per-cell draws too —, cell multipliers, the
  /// max-win cap and every cell's fall), played from 200 seeded outcomes per grid in the
  /// module (Node, loaded from the config's own `paytable` and `tumble` blocks) and natively
  /// (``/ReelWorkbench/ResolvedMachine/clusterChain(of:seed:)``'s
  /// ``/ReelKit/ClusterMachine/chain(stops:startTick:fillSeed:)``): every number of each
  /// chain's motion and clusters, of what the JavaScript reader reads back, and of the cells
  /// drawn at the ticks of every tenth chain, compared bit for bit; bad inputs give one-line
  /// errors.
  @Test(
    RequiredTool.trait(missing: missing),
    arguments: ["cluster-7x7", "cluster-fill-3x3", "cluster-free-spins"])
  func clusterChainsPlayToTheSameBits(config: String) throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let wasm = try Self.builtModule.get()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = Repo.config(config)
    let machine = try ConfigLoader.load(path: path)
    let spec = machine.spec
    let game = try #require(machine.cluster)
    let grid = ClusterMachine(spec: spec, game: game, parameters: machine.clusterFall)

    var cases: [(stops: [Int], startTick: Int, seed: UInt64, ticks: [Int], chain: ClusterChain)] =
      []
    for seed in UInt64(1)...200 {
      let stops = Outcome.randomTargets(for: spec, seed: seed)
      let startTick = Int(seed) * 37
      let chain = grid.chain(
        stops: stops, startTick: startTick, fillSeed: ClusterGame.fillSeed(spinSeed: seed))
      let ticks =
        seed % 10 == 0
        ? Array(stride(from: startTick - 2, through: chain.tumble.settleTick + 3, by: 2)) : []
      cases.append((stops, startTick, seed, ticks, chain))
    }
    if game.rules.cascades {
      #expect(cases.contains { $0.chain.spin.cascades >= 2 }, "some chains cascade")
    }
    if game.rules.multiplierCap != nil {
      #expect(cases.contains { $0.chain.spin.steps.joined().contains { $0.multiplier > 1 } })
    }

    let raw = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let configJSON = try #require(raw as? [String: Any])
    let json: [String: Any] = [
      "spec": try JSONSerialization.jsonObject(with: JSONEncoder().encode(spec)),
      "paytable": configJSON["paytable"] ?? [:], "tumble": configJSON["tumble"] ?? [:],
      "cases": cases.map {
        ["stops": $0.stops, "startTick": $0.startTick, "spinSeed": $0.seed, "ticks": $0.ticks]
      },
    ]
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: json).write(to: casesURL)
    let recordsURL = folder.appendingPathComponent("records.bin")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/cluster.mjs", wasm, casesURL.path, recordsURL.path], in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")

    var bits = try Self.bits(of: recordsURL)
    for item in cases {
      let label = "\(config) seed \(item.seed) stops \(item.stops)"
      let chain = item.chain
      try Self.expectSameBits(
        TumbleRecord.write(chain.tumble, clock: spec.clock), &bits, "\(label): motion")
      try Self.expectSameBits(ClusterRecord.write(chain), &bits, "\(label): clusters")
      var back: [Double] = [
        chain.spin.win, chain.spin.uncappedWin, chain.spin.capped ? 1 : 0,
        Double(chain.stepCount),
      ]
      for step in 0..<chain.stepCount {
        for column in chain.grid(ofStep: step) {
          back += column.map { name in Double(game.symbols.firstIndex(of: name) ?? -1) }
        }
        let wins = chain.wins(ofStep: step)
        back.append(Double(wins.count))
        for win in wins {
          back += [win.pay, Double(win.multiplier), Double(win.cells.count)]
          back += win.cells.map { Double($0.drum * chain.rows + $0.row) }
        }
      }
      try Self.expectSameBits(back, &bits, "\(label): read back")
      let cells = item.ticks.flatMap {
        TumbleRecord.write(chain.tumble.cells(atTick: $0, clock: spec.clock))
      }
      try Self.expectSameBits(cells, &bits, "\(label): cells")
    }
    #expect(bits.isEmpty)

    let said = String(decoding: run.output, as: UTF8.self)
    let lines = said.split(separator: "\n").map(String.init)
    let cells = spec.drums.count * spec.drums[0].geometry.visibleRows
    let expected = [
      "ReelKitError: paytable.minimumCluster: 1.0 is not allowed (allowed: a whole number 2 ... \(cells))",
      "ReelKitError: paytable.clusterPays[0].symbol: is the wild (allowed: a paying symbol)",
      "ReelKitError: paytable.clusterPays[1]: its sizes overlap paytable.clusterPays[0]",
      "ReelKitError: paytable.fill: weights sum to 0",
      "ReelKitError: paytable.maxWin: 0.0 is not allowed",
      "ReelKitError: paytable.cellMultiplierCap: 1.0 is not allowed (allowed: a whole number 2 ... 1024)",
      "ReelKitError: tumble.gravity",
      "ReelKitError: stops: expected one per drum (\(spec.drums.count)), found 1",
      "ReelKitError: stops[0]: 100000 is not allowed (allowed: 0 ... ",
      "ReelKitError: startTick: -1 is not allowed (allowed: 0 ... 1000000000)",
      "ReelKitError: no such cluster chain",
    ]
    try #require(lines.count == expected.count + 1, "node said: \(said)")
    for (line, start) in zip(lines, expected) {
      #expect(line.hasPrefix(start), "\(line)")
    }
    let again = grid.chain(
      stops: cases[0].stops, startTick: 0, fillSeed: ClusterGame.fillSeed(spinSeed: 1))
    #expect(lines.last == "after: win \(Self.javaScript(again.spin.win))")
  }
}
