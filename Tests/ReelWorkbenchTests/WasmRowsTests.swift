import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The variable-row exports of the WebAssembly model in Node (`Tests/Wasm/rows.mjs`) on the
/// shipped Megaways machine: rows loaded from the config's row weights and top drum, a draw,
/// the machine of a spin, its record's rows and its frames' cells; and every kind of bad
/// input — a wrong format, count or weight, rows outside the window, no such machine or
/// spin — refused with one line naming the field, never a trap.
@Suite struct WasmRowsTests {
  @Test(RequiredTool.trait(missing: WasmModule.missingInNode))
  func variableRowExportsAnswerAndRefuseBadInput() throws {
    if let missing = WasmModule.missingInNode { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try Self.writeMachine(in: folder)
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/rows.mjs", WasmModule.path.path, url.path], in: Repo.root)
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.text.split(separator: "\n")
    let passed = lines.filter { $0.hasPrefix("PASS: ") }
    #expect(passed.count >= 25, "\(run.text.suffix(800))")
    #expect(passed.last == "PASS: done")
    // Every refusal is one line naming its field (no trap, no empty message).
    let refusals = lines.filter { $0.hasPrefix("ERROR: ") }
    #expect(refusals.count >= 20)
    for line in refusals {
      #expect(line.split(separator: ":").count >= 3, "\(line)")
      #expect(line.count < 400, "\(line)")
    }
  }

  /// The page's drawing of variable rows (`Studio/rows.js`) against the module's cells
  /// (`Tests/Wasm/page-cells.mjs`): 36 row pairs, every frame at 60 Hz, every drum and the top
  /// drum — the same cells at the same places with the same heights.
  @Test(RequiredTool.trait(missing: WasmModule.missingInNode))
  func thePageDrawsTheModulesCells() throws {
    if let missing = WasmModule.missingInNode { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try Self.writeMachine(in: folder)
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/page-cells.mjs", WasmModule.path.path, url.path], in: Repo.root)
    #expect(run.status == 0, "\(run.errors)")
    let passed = run.text.split(separator: "\n").filter { $0.hasPrefix("PASS: ") }
    #expect(passed.count == 37, "\(run.text.suffix(500))")
  }

  /// Writes the Megaways machine as the scripts read it: `{ spec, rowWeights, topDrum }`.
  static func writeMachine(in folder: URL) throws -> URL {
    let machine = try ConfigLoader.load(path: Repo.config("megaways"))
    let rows = try #require(machine.variableRows)
    let top = try #require(rows.topDrum)
    let input: [String: Any] = [
      "spec": try JSONSerialization.jsonObject(with: JSONEncoder().encode(machine.spec)),
      "rowWeights": WasmBitIdentityTests.rowWeights(rows),
      "topDrum": top.weights.map { ["strip": top.strip, "weights": $0] } ?? ["strip": top.strip],
    ]
    let url = folder.appendingPathComponent("machine.json")
    try JSONSerialization.data(withJSONObject: input).write(to: url)
    return url
  }
}
