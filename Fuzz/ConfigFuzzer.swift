// libFuzzer entry point for config decoding and validation (`Scripts/fuzz.sh config`).
//
// Every input is loaded as a machine config; a config that validates is also spun once, so
// that whatever the validator lets through must also simulate without crashing or hanging.
// A config with a paytable is also paid (the spin's window, and its exact PAR sheet when it
// has at most 100000 windows), so whatever the validator lets through must also pay.
// Any crash, sanitizer report or timeout is a bug.

/// Loads one input as a config; spins, checks and pays whatever validates.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let machine = try? ConfigLoader.load(bytes: bytes, file: "fuzz") else { return 0 }
  let request = SpinRequest(
    machine: machine, seed: machine.seed,
    targets: machine.targets ?? machine.randomTargets(seed: machine.seed), targetSource: "fuzz")
  guard let result = try? request.runInline(recordingTrace: false), result.failure == nil else {
    return 0
  }
  if let paytable = machine.paytable {
    let rows = machine.spec.drums.map(\.geometry.visibleRows).min() ?? 1
    let evaluator = PayEvaluator(
      paytable: paytable, drumCount: machine.spec.drums.count, rowCount: rows)
    _ = evaluator.evaluate(SymbolWindow(rows: result.window))
    if let calculator = try? ParCalculator(
      spec: machine.spec, paytable: paytable, weights: machine.weights),
      calculator.windows <= 100_000
    {
      _ = calculator.sheet()
    }
  }
  return 0
}
