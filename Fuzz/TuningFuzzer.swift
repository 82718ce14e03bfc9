// libFuzzer entry point for tuning specs (see Scripts/fuzz.sh).
//
// Every input is loaded as a tuning spec next to a small machine's config (`machine.json`), so
// that its base can name it (or be inline). A spec that loads has its parameters' grids
// walked and its candidates at the ends and the middle of the ranges built, so whatever the
// loader lets through must also be usable by the search. Any crash, sanitizer report or
// timeout is a bug.

/// Loads one input as a tuning spec; builds three candidates of whatever loads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTuning(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard
    let tuning = try? TuningSpec.load(bytes: bytes, path: FuzzMachine.folder + "/spec.json")
  else { return 0 }
  for unit in [0.0, 0.5, 1.0] {
    let values = tuning.parameters.map { $0.value(at: unit) }
    _ = tuning.parameters.map { $0.unit(of: $0.baseValue) }
    _ = tuning.machine(with: values)
  }
  return 0
}
