import ReelKit

// The C ABI of the WebAssembly module (`reelkit.wasm`), for hosts that are not Swift; the ES
// module `Studio/reelkit.mjs` wraps it for JavaScript. Every function returns a count or a
// handle ≥ 0, or -1 on failure with one line in the text buffer (``rk_text_ptr``). Numbers
// that come back (records) are in the output buffer (``rk_output_ptr``), valid until the
// next call. Nothing a host passes may trap: counts, handles and indexes are checked.

/// The module's state: loaded machines, spins being driven, the output and text buffers.
enum ModuleState {
  nonisolated(unsafe) static var machines: [MachineSpec?] = []
  nonisolated(unsafe) static var runs: [SpinMachine?] = []
  nonisolated(unsafe) static var output = OutputBuffer()
  nonisolated(unsafe) static var text: [UInt8] = []

  /// Puts `message` in the text buffer and returns -1.
  static func fail(_ message: String) -> Int32 {
    text = Array(message.utf8) + [0]
    lastError = text
    return -1
  }

  /// Puts `values` in the output buffer and returns `count` (their number by default).
  static func emit(_ values: [Double], count: Int? = nil) -> Int32 {
    output.replace(with: values)
    return Int32(clamping: count ?? values.count)
  }

  /// The numbers at `pointer`, or `nil` when `count` is out of range.
  static func numbers(_ pointer: UnsafePointer<Double>?, _ count: Int32) -> [Double]? {
    guard count >= 0, count <= 10_000_000 else { return nil }
    guard count > 0, let pointer else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
  }

  /// The UTF-8 text at `pointer`, as bytes.
  static func text(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> [UInt8]? {
    guard count >= 0, count <= 100_000_000 else { return nil }
    guard count > 0, let pointer else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
  }

  /// The whole numbers at `pointer`.
  static func wholes(_ pointer: UnsafePointer<Int32>?, _ count: Int32) -> [Int]? {
    guard count >= 0, count <= 10_000 else { return nil }
    guard count > 0, let pointer else { return [] }
    return UnsafeBufferPointer(start: pointer, count: Int(count)).map { Int($0) }
  }

  static func machine(_ handle: Int32) -> MachineSpec? {
    guard handle >= 0, Int(handle) < machines.count else { return nil }
    return machines[Int(handle)]
  }

  static func store<T>(_ value: T, in list: inout [T?]) -> Int32 {
    if let free = list.firstIndex(where: { $0 == nil }) {
      list[free] = value
      return Int32(free)
    }
    list.append(value)
    return Int32(list.count - 1)
  }
}

/// Allocates `bytes` bytes (8-byte aligned) for the host to write into; 0 when `bytes` is
/// negative.
@_expose(wasm, "rk_alloc")
@_cdecl("rk_alloc")
public func rk_alloc(_ bytes: Int32) -> UnsafeMutableRawPointer? {
  guard bytes >= 0 else { return nil }
  return UnsafeMutableRawPointer.allocate(byteCount: max(8, Int(bytes)), alignment: 8)
}

/// Frees memory from ``rk_alloc``.
@_expose(wasm, "rk_free")
@_cdecl("rk_free")
public func rk_free(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// The output buffer: the numbers the last call returned. The address is 8-byte aligned and
/// valid after every call, one that returned no numbers too (``OutputBuffer``); it may move
/// when a call returns more numbers than ever before.
@_expose(wasm, "rk_output_ptr")
@_cdecl("rk_output_ptr")
public func rk_output_ptr() -> UnsafePointer<Double>? {
  UnsafePointer(ModuleState.output.start)
}

/// The text buffer: the last error, or the layout (UTF-8).
@_expose(wasm, "rk_text_ptr")
@_cdecl("rk_text_ptr")
public func rk_text_ptr() -> UnsafePointer<UInt8>? {
  ModuleState.text.withUnsafeBufferPointer { $0.baseAddress }
}

/// Puts the record layout (JSON: field and name lists) in the text buffer; returns its length.
@_expose(wasm, "rk_layout")
@_cdecl("rk_layout")
public func rk_layout() -> Int32 {
  let layout = SpinRecord.layout
  ModuleState.text = Array(
    UnsafeBufferPointer(start: layout.utf8Start, count: layout.utf8CodeUnitCount))
  return Int32(clamping: ModuleState.text.count)
}

/// Loads a machine from its compact description (``CompactMachine``); returns its handle.
@_expose(wasm, "rk_machine_load")
@_cdecl("rk_machine_load")
public func rk_machine_load(
  _ numbers: UnsafePointer<Double>?, _ count: Int32, _ text: UnsafePointer<UInt8>?,
  _ textLength: Int32
) -> Int32 {
  guard let values = ModuleState.numbers(numbers, count),
    let lines = ModuleState.text(text, textLength)
  else { return ModuleState.fail("machine: a count is out of range") }
  do throws(CompactError) {
    let spec = try CompactMachine.read(numbers: values, text: lines)
    let handle = ModuleState.store(spec, in: &ModuleState.machines)
    ModuleState.setRows(nil, of: handle)
    return handle
  } catch {
    return ModuleState.fail(error.message)
  }
}

/// Forgets a machine.
@_expose(wasm, "rk_machine_free")
@_cdecl("rk_machine_free")
public func rk_machine_free(_ handle: Int32) {
  guard ModuleState.machine(handle) != nil else { return }
  ModuleState.machines[Int(handle)] = nil
  ModuleState.setRows(nil, of: handle)
}

/// Draws one target a drum from `seed` (`high·2³² + low`) into the output buffer, as the
/// command line draws them: with the stop weights when `weightCount` is not -1 (every drum's
/// weights one after the other, one whole number in `1...1000000` per strip stop), else
/// uniformly over each strip. Returns the drum count, or -1 for wrong weights.
@_expose(wasm, "rk_random_targets")
@_cdecl("rk_random_targets")
public func rk_random_targets(
  _ handle: Int32, _ seedHigh: UInt32, _ seedLow: UInt32, _ weights: UnsafePointer<Int32>?,
  _ weightCount: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(handle) else { return ModuleState.fail("no such machine") }
  let seed = UInt64(seedHigh) << 32 | UInt64(seedLow)
  switch ModuleState.stopWeights(spec, weights, weightCount) {
  case .failure(let error): return ModuleState.fail(error.message)
  case .success(let stopWeights):
    guard let stopWeights else {
      return ModuleState.emit(Outcome.randomTargets(for: spec, seed: seed).map { Double($0) })
    }
    let targets = Outcome.randomTargets(for: spec, seed: seed, weights: stopWeights)
    return ModuleState.emit(targets.map { Double($0) })
  }
}

/// Reads the targets and controls of a spin, checked as a ``/ReelKit/SpinMachine`` checks
/// them. A target count of -1 means the result is revealed later.
func spinInputs(
  _ spec: MachineSpec, _ targets: UnsafePointer<Int32>?, _ targetCount: Int32,
  _ controls: UnsafePointer<Double>?, _ controlCount: Int32, _ controlText: UnsafePointer<UInt8>?,
  _ controlTextLength: Int32
) -> Result<([Int]?, SpinControls?), CompactError> {
  let chosen = targetCount == -1 ? nil : ModuleState.wholes(targets, targetCount)
  guard targetCount == -1 || chosen != nil,
    let numbers = ModuleState.numbers(controls, controlCount),
    let text = ModuleState.text(controlText, controlTextLength)
  else { return .failure(CompactError("spin: a count is out of range")) }
  do throws(CompactError) {
    let script = try CompactControls.read(numbers: numbers, text: text, drums: spec.drums.count)
    return .success((chosen, script))
  } catch {
    return .failure(error)
  }
}

/// Runs a whole spin; its record (``SpinRecord/write(_:)-(SpinResult)``) goes to the output
/// buffer; returns the record's length.
@_expose(wasm, "rk_spin")
@_cdecl("rk_spin")
public func rk_spin(
  _ handle: Int32, _ targets: UnsafePointer<Int32>?, _ targetCount: Int32,
  _ controls: UnsafePointer<Double>?, _ controlCount: Int32, _ controlText: UnsafePointer<UInt8>?,
  _ controlTextLength: Int32, _ recordsTrace: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(handle) else { return ModuleState.fail("no such machine") }
  switch spinInputs(
    spec, targets, targetCount, controls, controlCount, controlText, controlTextLength)
  {
  case .failure(let error): return ModuleState.fail(error.message)
  case .success(let (chosen, script)):
    guard let chosen else { return ModuleState.fail("targets: needed for a whole spin") }
    do throws(SpinUsageError) {
      // The checks of a spin driven frame by frame, then the same spin as a batch run.
      _ = try SpinMachine(checking: spec, targets: chosen, controls: script)
    } catch {
      return ModuleState.fail(error.description)
    }
    let runner = SpinRunner(
      spec: spec, targets: chosen, recordsTrace: recordsTrace != 0, controls: script)
    guard let spin = try? runner.runInline() else { return ModuleState.fail("spin cancelled") }
    return ModuleState.emit(SpinRecord.write(spin))
  }
}
