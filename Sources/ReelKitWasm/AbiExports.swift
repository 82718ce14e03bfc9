import ReelKit

// The C ABI's version, its last error as a C string, and a machine loaded from JSON: the
// exports `include/reelkit.h` adds for native hosts (Docs/c-abi.md); the WebAssembly module
// has them too.

extension ModuleState {
  /// The last failure's message, NUL-terminated (only `[0]` before the first failure).
  nonisolated(unsafe) static var lastError: [UInt8] = [0]
}

/// The version of the C ABI (`RK_ABI_VERSION` in `include/reelkit.h`): raised whenever an
/// export changes its arguments or its record; a host checks it before any other call.
@_expose(wasm, "rk_abi_version")
@_cdecl("rk_abi_version")
public func rk_abi_version() -> Int32 { 1 }

/// The message of the last call that returned -1, NUL-terminated UTF-8, one line naming the
/// field and what is allowed ("" before any failure). Valid until the next failure.
@_expose(wasm, "rk_last_error")
@_cdecl("rk_last_error")
public func rk_last_error() -> UnsafePointer<UInt8>? {
  ModuleState.lastError.withUnsafeBufferPointer { $0.baseAddress }
}

/// Loads a machine from its JSON spec (ReelKit's `MachineSpec` as JSON, as `reelkit.mjs`
/// loads it and a snapshot's `machine.spec` holds it; UTF-8, `length` bytes, names in NFC)
/// and checks it as ``rk_machine_load`` does: the same reader, fields found by JSON path.
/// Returns the machine's handle, or -1 with one line (`drums[0].motion.profile: "x" is not
/// allowed (allowed: …)`, `JSON: line 3, column 7: expected ',' or '}'`).
@_expose(wasm, "rk_machine_load_json")
@_cdecl("rk_machine_load_json")
public func rk_machine_load_json(_ json: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
  guard let bytes = ModuleState.text(json, length) else {
    return ModuleState.fail("machine: length \(length) is out of range (allowed: 0 ... 100000000)")
  }
  do throws(CompactError) {
    let spec = try CompactMachine.read(json: bytes)
    let handle = ModuleState.store(spec, in: &ModuleState.machines)
    ModuleState.setRows(nil, of: handle)
    return handle
  } catch {
    return ModuleState.fail(error.message)
  }
}
