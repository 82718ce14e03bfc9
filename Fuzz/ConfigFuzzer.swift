// libFuzzer entry point for config decoding and validation (see Scripts/fuzz-config.sh).
//
// Every input is loaded as a machine config; a config that validates is also spun once, so
// that whatever the validator lets through must also simulate without crashing or hanging.
// Any crash, sanitizer report or timeout is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let machine = try? ConfigLoader.load(bytes: bytes, file: "fuzz") else { return 0 }
  let targets = machine.targets ?? Outcome.randomTargets(for: machine.spec, seed: machine.seed)
  _ = try? SpinRunner(spec: machine.spec, targets: targets).runInline()
  return 0
}
