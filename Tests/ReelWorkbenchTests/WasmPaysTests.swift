import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The page's pays come from the WebAssembly module (`rk_pays`, through `reelkit.mjs`, run in
/// Node): on every shipped config with a paytable, for windows at rest on the strips and
/// windows of random symbols, they are ReelKit's ``PayEvaluator``'s wins in the page's form —
/// line, symbol, count, ways, the pay and multiplier bit for bit — and the free spins the
/// window's scatters award; with a max win cap (``WinCap``), the cap in credits, the win paid
/// and whether the cap cut it, bit for bit (the shipped cap of `ways-243-bonus-buy` and the
/// same machine at a cap of 2 × bet, which cuts many windows). A cap of 0 or less, or above
/// 10⁹ × bet, is refused by the module with one line.
@Suite(.serialized, SlowTests.trait) struct WasmPaysTests {
  struct Case {
    var config: String
    var machine: ResolvedMachine
    var paytable: Paytable
    var rows: Int
    var windows: [[[String]]]
    /// The cap, × total bet (the machine's, or one set by the test).
    var maxWin: Double? = nil
  }

  /// Windows of `rows` rows: at rest on the strips for seeds 1…120, then of symbols drawn at
  /// random (a fixed generator) from the strips and the paytable's names, where wilds,
  /// multipliers and long runs come often.
  static func windows(_ machine: ResolvedMachine, _ paytable: Paytable, rows: Int) -> [[[String]]] {
    let spec = machine.spec
    var result: [[[String]]] = []
    for seed in UInt64(1)...120 {
      let targets = Outcome.randomTargets(for: spec, seed: seed)
      let columns = spec.drums.enumerated().map { drum, drumSpec in
        let strip = drumSpec.geometry.strip
        let resultRow = drumSpec.geometry.resultRow ?? (drumSpec.geometry.visibleRows - 1) / 2
        return (0..<rows).map { row in
          strip[((targets[drum] + resultRow - row) % strip.count + strip.count) % strip.count]
        }
      }
      result.append((0..<rows).map { row in columns.map { $0[row] } })
    }
    var names = Array(Set(spec.drums.flatMap { $0.geometry.strip })).sorted()
    names += paytable.pays.flatMap { [$0.symbol] + $0.members }
    names += [paytable.wild, paytable.wild, paytable.scatter].compactMap { $0 }
    names += paytable.multipliers.map { $0.symbol }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<120 {
      result.append(
        (0..<rows).map { _ in
          spec.drums.map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return names[Int(state >> 33) % names.count]
          }
        })
    }
    return result
  }

  @Test(RequiredTool.trait(missing: WasmModule.missingInNode))
  func everyShippedPaytablePaysAsReelKitInThePage() throws {
    if let missing = WasmModule.missingInNode { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let configs = try FileManager.default.contentsOfDirectory(
      atPath: Repo.root.appendingPathComponent("Configs").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    var cases: [Case] = []
    for config in configs {
      let machine = try ConfigLoader.load(path: Repo.config(String(config.dropLast(5))))
      // A cluster machine's grid is priced by ReelMaths' ClusterGame, not by window pays.
      guard let paytable = machine.paytable, machine.cluster == nil else { continue }
      let rows = machine.spec.drums.map { $0.geometry.visibleRows }.min() ?? 1
      let windows = Self.windows(machine, paytable, rows: rows)
      cases.append(
        Case(
          config: config, machine: machine, paytable: paytable, rows: rows, windows: windows,
          maxWin: machine.winCap?.multiple))
      if machine.winCap != nil {
        cases.append(
          Case(
            config: config + " capped at 2", machine: machine, paytable: paytable, rows: rows,
            windows: windows, maxWin: 2))
      }
    }
    #expect(cases.count >= 5)
    #expect(cases.contains { $0.paytable.mode == .ways })
    #expect(cases.contains { !$0.paytable.multipliers.isEmpty })

    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = JSONValue.array(
      cases.map { item in
        JSONValue.object([
          "paytable": StudioAPI.paytableJSON(
            item.paytable, freeSpins: item.machine.freeSpins, maxWin: item.maxWin),
          "drums": JSONValue.number(item.machine.spec.drums.count),
          "rows": JSONValue.number(item.rows),
          "windows": JSONValue.array(
            item.windows.map { window in
              .array(window.map { row in .array(row.map { .string($0) }) })
            }),
        ])
      })
    let casesURL = folder.appendingPathComponent("cases.json")
    try Data(JSONWriter.write(input).utf8).write(to: casesURL)
    let resultsURL = folder.appendingPathComponent("results.json")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/pays.mjs", WasmModule.path.path, casesURL.path, resultsURL.path],
      in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: resultsURL)) as? [[[String: Any]]])
    try #require(results.count == cases.count)

    var wins = 0
    var capped = 0
    for (item, shown) in zip(cases, results) {
      let evaluator = PayEvaluator(
        paytable: item.paytable, drumCount: item.machine.spec.drums.count, rowCount: item.rows)
      try #require(shown.count == item.windows.count)
      for (window, page) in zip(item.windows, shown) {
        let label = "\(item.config) window \(window)"
        let native = evaluator.evaluate(SymbolWindow(rows: window))
        #expect(page["payBits"] as? String == hex(native.total), "\(label): total")
        let pageWins = try #require(page["wins"] as? [[String: Any]])
        try #require(pageWins.count == native.wins.count, "\(label): win count")
        for (win, expected) in zip(pageWins, native.wins) {
          wins += 1
          #expect((win["line"] as? Int) == expected.line, "\(label): line")
          #expect(win["symbol"] as? String == expected.symbol, "\(label): symbol")
          #expect(win["count"] as? Int == expected.count, "\(label): count")
          #expect(win["ways"] as? Int == expected.ways, "\(label): ways")
          #expect(win["payBits"] as? String == hex(expected.pay), "\(label): pay")
          let multiplier = expected.multiplier == 1 ? nil : hex(expected.multiplier)
          #expect(win["multiplierBits"] as? String == multiplier, "\(label): multiplier")
        }
        if let feature = item.machine.freeSpins {
          let scatters = window.joined().filter { $0 == item.paytable.scatter }.count
          let free = try #require(page["freeSpins"] as? [String: Any], "\(label): freeSpins")
          #expect(free["scatters"] as? Int == scatters, "\(label): scatters")
          #expect(free["awarded"] as? Int == feature.spins(scatters: scatters), "\(label): awarded")
          #expect(free["multiplier"] as? Double == feature.multiplier, "\(label): multiplier")
        } else {
          #expect(page["freeSpins"] == nil, "\(label): no free spins")
        }
        if let multiple = item.maxWin {
          let cap = WinCap(multiple: multiple, totalBet: item.paytable.totalBet)
          let paid = cap.apply(native.total)
          let shown = try #require(page["maxWin"] as? [String: Any], "\(label): maxWin")
          #expect(shown["cap"] as? Double == multiple, "\(label): cap")
          #expect(shown["capCreditsBits"] as? String == hex(cap.credits), "\(label): credits")
          #expect(shown["uncappedWinBits"] as? String == hex(native.total), "\(label): uncapped")
          #expect(shown["winBits"] as? String == hex(paid.paid), "\(label): paid")
          #expect(shown["capped"] as? Bool == paid.capped, "\(label): capped")
          if paid.capped { capped += 1 }
        } else {
          #expect(page["maxWin"] == nil, "\(label): no cap")
        }
      }
    }
    #expect(wins >= cases.count * 20)
    #expect(cases.contains { $0.maxWin == 40 })
    #expect(capped >= 10, "windows the cap cut: \(capped)")
  }

  /// A cap the module cannot apply is one line naming `paytable.maxWin`.
  @Test(RequiredTool.trait(missing: WasmModule.missingInNode))
  func aBadCapIsRefusedWithOneLine() throws {
    if let missing = WasmModule.missingInNode { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let machine = try ConfigLoader.load(path: Repo.config("ways-243-bonus-buy"))
    let paytable = try #require(machine.paytable)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let values: [Double] = [0, -3, 2e9]
    let input = JSONValue.array(
      values.map { value -> JSONValue in
        let empty: [JSONValue] = []
        return JSONValue.object([
          "paytable": StudioAPI.paytableJSON(paytable, maxWin: value),
          "drums": JSONValue.number(machine.spec.drums.count), "rows": JSONValue.number(3),
          "windows": JSONValue.array(empty), "refused": JSONValue.bool(true),
        ])
      })
    let casesURL = folder.appendingPathComponent("cases.json")
    try Data(JSONWriter.write(input).utf8).write(to: casesURL)
    let resultsURL = folder.appendingPathComponent("results.json")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/pays.mjs", WasmModule.path.path, casesURL.path, resultsURL.path],
      in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: resultsURL)) as? [[String: Any]])
    #expect(
      results.map { $0["error"] as? String }
        == values.map {
          "paytable.maxWin: \($0) is not allowed (allowed: above 0 ... 1000000000, × the total "
            + "bet, or NaN for no cap)"
        })
  }

  private func hex(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
}
