import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

/// The WebAssembly module reads a machine's JSON text itself (`rk_machine_load_json`: its
/// JSON and decimal readers built with Embedded Swift, where `Int` has 32 bits and there is
/// no `strtod`) to the machine `JSONDecoder` reads: spins of it equal native ones bit for
/// bit, and a bad text gets the native library's one line.
@Suite(.serialized, SlowTests.trait) struct WasmJSONLoadTests {
  @Test(RequiredTool.trait(missing: WasmModule.missingInNode))
  func machinesLoadedFromJSONInTheModuleSpinToTheNativeBits() throws {
    if let missing = WasmModule.missingInNode { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pretty = JSONEncoder()
    pretty.outputFormatting = [.prettyPrinted]
    var cases: [(text: String, expected: [String]?, error: String?)] = []
    for config in ["default", "wheel", "video-5reel", "megaways", "classic"] {
      let spec = try ConfigLoader.load(path: Repo.config(config)).spec
      for encoder in [JSONEncoder(), pretty] {
        let text = String(decoding: try encoder.encode(spec), as: UTF8.self)
        let decoded = try JSONDecoder().decode(MachineSpec.self, from: Data(text.utf8))
        let targets = Outcome.randomTargets(for: decoded, seed: 5)
        let spin = try SpinRunner(spec: decoded, targets: targets, recordsTrace: true)
          .runInline()
        cases.append(
          (text, SpinRecord.write(spin).map { CLibraryTests.bits($0) }, nil))
      }
    }
    for bad in ["{\"name\": 1e999}", "[1, 2", "{\"clock\": {\"timeStep\": 0.01}}"] {
      let bytes = Array(bad.utf8)
      let handle = bytes.withUnsafeBufferPointer {
        rk_machine_load_json($0.baseAddress, Int32($0.count))
      }
      #expect(handle == -1)
      cases.append((bad, nil, String(cString: try #require(rk_last_error()))))
    }
    var json: [[String: Any]] = []
    for item in cases {
      var targets: [Int] = []
      if let spec = try? JSONDecoder().decode(MachineSpec.self, from: Data(item.text.utf8)) {
        targets = Outcome.randomTargets(for: spec, seed: 5)
      }
      json.append(["text": item.text, "targets": targets])
    }
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: json).write(to: casesURL)
    let resultsURL = folder.appendingPathComponent("results.json")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/json-load.mjs", WasmModule.path.path, casesURL.path, resultsURL.path],
      in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: resultsURL)) as? [[String: Any]])
    try #require(results.count == cases.count)
    for (item, result) in zip(cases, results) {
      if let expected = item.expected {
        #expect(result["record"] as? [String] == expected, "\(item.text.prefix(60))")
      } else {
        #expect(result["error"] as? String == item.error, "\(item.text)")
      }
    }
  }
}
