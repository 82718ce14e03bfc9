// libFuzzer entry point for regression suites (see Scripts/fuzz.sh).
//
// Every input is loaded as a suite file next to a small machine's config (`machine.json`), so
// that scenarios can name it: the configs load, and every scenario's seeds, targets and
// sweeps expand into spins. Any crash, sanitizer report or timeout is a bug.

/// Loads one input as a suite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSuite(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? RegressionSuite.load(bytes: bytes, path: FuzzMachine.folder + "/suite.json")
  return 0
}
