import Foundation
import TestSupport
import Testing

@testable import TestSupport

/// The wasm tests' first check: a module older than the sources, or without a function they
/// export, fails each test with one line, `rebuild the module: Scripts/build-wasm.sh (…)`,
/// instead of a later `rk_… is not a function` from Node.js.
@Suite struct WasmModuleCurrentTests {
  /// A WebAssembly binary of one function exported as each of `names` (type, function, export
  /// and code sections).
  static func module(exporting names: [String]) -> [UInt8] {
    func leb(_ value: Int) -> [UInt8] {
      value < 0x80 ? [UInt8(value)] : [UInt8(value & 0x7F) | 0x80] + leb(value >> 7)
    }
    func section(_ id: UInt8, _ body: [UInt8]) -> [UInt8] { [id] + leb(body.count) + body }
    var exports = leb(names.count)
    for name in names { exports += leb(name.utf8.count) + Array(name.utf8) + [0x00, 0x00] }
    return [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]
      + section(1, [0x01, 0x60, 0x00, 0x00]) + section(3, [0x01, 0x00])
      + section(7, exports) + section(10, [0x01, 0x02, 0x00, 0x0B])
  }

  @Test func theExportSectionIsRead() {
    #expect(
      WasmModule.exports(of: Self.module(exporting: ["rk_a", "memory"])) == ["rk_a", "memory"])
    #expect(WasmModule.exports(of: Self.module(exporting: [])) == [])
    #expect(WasmModule.exports(of: Array("not wasm".utf8)) == nil)
    #expect(WasmModule.exports(of: Array(Self.module(exporting: ["rk_a"]).dropLast(9))) == nil)
  }

  @Test func theSourcesDeclareTheRowExports() {
    let declared = WasmModule.declaredExports()
    #expect(declared.contains("rk_machine_rows"))
    #expect(declared.contains("rk_run_start"))
    #expect(declared == declared.sorted())
  }

  @Test func aModuleWithoutADeclaredExportIsStaleInOneLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let declared = WasmModule.declaredExports()
    let old = folder.appendingPathComponent("reelkit.wasm")
    try Data(Self.module(exporting: Array(declared.dropFirst()))).write(to: old)
    #expect(
      WasmModule.staleness(of: old)
        == "rebuild the module: Scripts/build-wasm.sh (reelkit.wasm lacks \(declared[0]))")
    try Data(Self.module(exporting: [])).write(to: old)
    #expect(
      WasmModule.staleness(of: old)
        == "rebuild the module: Scripts/build-wasm.sh (reelkit.wasm lacks \(declared[0]) and "
        + "\(declared.count - 1) more)")
    try Data("garbage".utf8).write(to: old)
    #expect(
      WasmModule.staleness(of: old)?.hasPrefix("rebuild the module: Scripts/build-wasm.sh (")
        == true)
  }

  @Test func aModuleOlderThanASourceIsStale() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let module = folder.appendingPathComponent("reelkit.wasm")
    try Data(Self.module(exporting: WasmModule.declaredExports())).write(to: module)
    #expect(WasmModule.staleness(of: module) == nil)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: module.path)
    let line = try #require(WasmModule.staleness(of: module))
    #expect(line.hasPrefix("rebuild the module: Scripts/build-wasm.sh (Sources/"))
    #expect(line.hasSuffix(".swift is newer)"))
  }
}
