// libFuzzer entry point for controls files (see Scripts/fuzz.sh).
//
// Every input is loaded as a controls file and checked against a small machine; controls that
// validate are spun on it, so whatever the checks let through must also run without crashing
// or hanging. Any crash, sanitizer report or timeout is a bug.

/// Loads one input as controls; spins whatever validates.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzControls(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let controls = try? ControlsFile.load(bytes: bytes, file: "fuzz") else { return 0 }
  let machine = FuzzMachine.machine
  guard controls.problems(on: machine.spec).isEmpty else { return 0 }
  let targets = machine.randomTargets(seed: UInt64(size))
  let request = SpinRequest(
    machine: machine, seed: UInt64(size), targets: targets, targetSource: "fuzz",
    controls: controls)
  _ = try? request.runInline(recordingTrace: false)
  return 0
}
