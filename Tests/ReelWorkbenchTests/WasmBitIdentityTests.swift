import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

/// The WebAssembly model (Embedded Swift, run in Node) and the native model spin every
/// shipped machine, for many seeds and control scripts, to the same bits: every number of
/// the summary, the events and the tick-by-tick trace, compared by bit pattern.
@Suite(.serialized, SlowTests.trait) struct WasmBitIdentityTests {
  /// What is missing to build and run the module, or `nil`.
  static let missing: String? = {
    let libc = FileManager.default.fileExists(atPath: "/usr/lib/wasm32-wasi/libc.a")
    let node = (try? Launcher.tool(["node", "--version"], in: Repo.root))?.status == 0
    if !node { return "node (apt-get install nodejs)" }
    return libc ? nil : "wasi-libc (apt-get install wasi-libc libclang-rt-dev-wasm32)"
  }()

  /// A build failure of the module: build-wasm.sh's standard error.
  struct BuildFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// The module: `.build/wasm/reelkit.wasm` when it is current (CI builds it before `swift
  /// test`), else built once by `Scripts/build-wasm.sh` for every test of the suite (a build
  /// takes minutes); its path.
  static let builtModule: Result<String, BuildFailure> = {
    if WasmModule.missing == nil && WasmModule.stale == nil {
      return .success(WasmModule.path.path)
    }
    do {
      let folder = try temporaryFolder()
      let wasm = folder.appendingPathComponent("reelkit.wasm").path
      let build = try Launcher.run(
        Repo.root.appendingPathComponent("Scripts/build-wasm.sh"), [wasm], in: Repo.root)
      guard build.status == 0 else {
        return .failure(BuildFailure(description: "build-wasm.sh failed: \(build.errors)"))
      }
      return .success(wasm)
    } catch {
      return .failure(BuildFailure(description: "build-wasm.sh: \(error)"))
    }
  }()

  /// The control scripts every machine is spun with (those a machine refuses are left out).
  static func scripts(drums: Int) -> [SpinControls?] {
    var presses: [Double?] = []
    for drum in 0..<drums {
      presses.append(drum % 2 == 0 ? 0.8 + 0.25 * Double(drum) : nil)
    }
    let slam = SpinControls(slam: SpinControls.Slam(at: 0.7))
    let instant = SpinControls(slam: SpinControls.Slam(at: 0.9, drums: [drums - 1], instant: true))
    let quicken = SpinControls(quickenAt: 0.5, quickenFactor: 0.4)
    let late = SpinControls(resultAt: 1.1, minimumSpinTime: 1.5)
    let skill = SpinControls(presses: presses, skillStop: SkillStop(maxSlip: 2, timeLimit: 0.3))
    return [nil, slam, instant, quicken, late, skill]
  }

  struct Case {
    var config: String
    var spec: MachineSpec
    var seed: UInt64
    var targets: [Int]
    var controls: SpinControls?
  }

  @Test(RequiredTool.trait(missing: missing))
  func everyShippedMachineSpinsToTheSameBits() throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wasm = try Self.builtModule.get()

    let configs = try FileManager.default.contentsOfDirectory(
      atPath: Repo.root.appendingPathComponent("Configs").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    #expect(configs.count >= 5)
    var cases: [Case] = []
    for config in configs {
      let spec = try ConfigLoader.load(path: Repo.config(String(config.dropLast(5)))).spec
      for seed in UInt64(1)...12 {
        let targets = Outcome.randomTargets(for: spec, seed: seed)
        for controls in Self.scripts(drums: spec.drums.count)
        where (try? SpinMachine(checking: spec, targets: targets, controls: controls)) != nil {
          cases.append(
            Case(config: config, spec: spec, seed: seed, targets: targets, controls: controls))
        }
      }
    }
    #expect(cases.count >= configs.count * 12 * 4)

    let encoder = JSONEncoder()
    var json: [Any] = []
    for item in cases {
      var entry: [String: Any] = [
        "spec": try JSONSerialization.jsonObject(with: encoder.encode(item.spec)),
        "targets": item.targets,
      ]
      if let controls = item.controls {
        entry["controls"] = try JSONSerialization.jsonObject(with: encoder.encode(controls))
      }
      json.append(entry)
    }
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: json).write(to: casesURL)
    let recordsURL = folder.appendingPathComponent("records.bin")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/bit-identity.mjs", wasm, casesURL.path, recordsURL.path], in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")

    let bytes = try Data(contentsOf: recordsURL)
    var bits: [UInt64] = bytes.withUnsafeBytes { raw in
      stride(from: 0, to: raw.count, by: 8).map {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self))
      }
    }
    bits.reverse()
    for item in cases {
      let spin = try SpinRunner(
        spec: item.spec, targets: item.targets, recordsTrace: true, controls: item.controls
      ).runInline()
      let native = SpinRecord.write(spin)
      let count = try #require(bits.popLast().map { Double(bitPattern: $0) })
      let label =
        "\(item.config) seed \(item.seed) controls \(item.controls.map { "\($0)" } ?? "none")"
      try #require(count == Double(native.count), "\(label): record length differs")
      let wasm = (0..<native.count).map { _ in bits.removeLast() }
      if let index = native.indices.first(where: { native[$0].bitPattern != wasm[$0] }) {
        let nativeBits = String(native[index].bitPattern, radix: 16)
        let wasmBits = String(wasm[index], radix: 16)
        let place = SpinRecord.locate(index, in: native)
        let wasmValue = Double(bitPattern: wasm[index])
        let message =
          "\(label): \(place): native \(native[index]) (0x\(nativeBits)), wasm \(wasmValue) (0x\(wasmBits))"
        Issue.record(Comment(rawValue: message))
        return
      }
    }
    #expect(bits.isEmpty)
  }
}
