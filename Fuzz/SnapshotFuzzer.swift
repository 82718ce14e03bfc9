// libFuzzer entry point for snapshot decoding, validation and resuming (see Scripts/fuzz.sh).
//
// Every input is read as a snapshot, as `reelsim resume` reads one: strict JSON, format,
// shape, then every field of the run state against the machine and its invariants. A
// snapshot that passes is resumed to the end (its watchdog bounds the ticks), so whatever the
// check lets through must also run without crashing or hanging. Any crash, sanitizer report
// or timeout is a bug.

/// Reads one input as a snapshot; resumes whatever passes the check.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard var session = try? SpinSession.decode(bytes, file: "fuzz") else { return 0 }
  let result = session.finish()
  precondition(result.drums.count == session.machine.spec.drums.count)
  precondition(result.failure == nil || !result.allStopped)
  return 0
}
