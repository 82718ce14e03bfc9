import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The WebAssembly model driven frame by frame in Node (`Tests/Wasm/frame-loop.mjs`), as the
/// example page's `requestAnimationFrame` loop drives it: `run.advance(t)` and `run.sample(t)`
/// every 1/60 s, and frames with no tick to step, which return no events. Every shipped
/// machine, three seeds, every control script of the bit-identity test: no call fails, the
/// output buffer is 8-byte aligned after every call (an empty one too: the module once gave
/// an unaligned address for no numbers, and `Float64Array` threw on every frame without
/// events), the frames' events are the whole spin's and the drums rest on its targets.
@Suite struct WasmFrameLoopTests {
  @Test(RequiredTool.trait(missing: WasmModule.missingInNode))
  func everyFrameOfEveryShippedMachineSucceeds() throws {
    if let missing = WasmModule.missingInNode { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let configs = try FileManager.default.contentsOfDirectory(
      atPath: Repo.root.appendingPathComponent("Configs").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    let encoder = JSONEncoder()
    var cases: [Any] = []
    var presses = 0
    for config in configs {
      let spec = try ConfigLoader.load(path: Repo.config(String(config.dropLast(5)))).spec
      let specJSON = try JSONSerialization.jsonObject(with: encoder.encode(spec))
      for seed in UInt64(1)...3 {
        let targets = Outcome.randomTargets(for: spec, seed: seed)
        for (index, controls) in WasmBitIdentityTests.scripts(drums: spec.drums.count).enumerated()
        where (try? SpinMachine(checking: spec, targets: targets, controls: controls)) != nil {
          var entry: [String: Any] = [
            "name": "\(config) seed \(seed) script \(index)", "spec": specJSON, "targets": targets,
          ]
          if let controls {
            entry["controls"] = try JSONSerialization.jsonObject(with: encoder.encode(controls))
            if controls.presses != nil { presses += 1 }
          }
          cases.append(entry)
        }
      }
    }
    #expect(cases.count >= configs.count * 3 * 4)
    #expect(presses >= configs.count)
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: cases).write(to: casesURL)
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/frame-loop.mjs", WasmModule.path.path, casesURL.path], in: Repo.root)
    #expect(run.status == 0, "\(run.errors)")
    let passed = run.text.split(separator: "\n").filter { $0.hasPrefix("PASS: ") }
    #expect(passed.count == cases.count, "\(run.text.suffix(500))")
  }
}
