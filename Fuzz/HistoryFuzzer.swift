// libFuzzer entry point for history lines (see Scripts/fuzz.sh).
//
// Every line of an input is decoded as a line of a history file; the first few lines that
// decode are replayed on a small machine (their recorded config is ignored), so whatever the
// decoder lets through must also replay without crashing or hanging. Any crash, sanitizer
// report or timeout is a bug.

/// Decodes every line of one input; replays the first three that decode.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var entries: [HistoryEntry] = []
  for (index, line) in bytes.split(separator: UInt8(ascii: "\n")).enumerated() {
    if let entry = try? HistoryEntry(line: Array(line), number: index + 1, file: "fuzz") {
      entries.append(entry)
    }
  }
  let report = try? ReplayReport.replay(path: "fuzz", entries: Array(entries.prefix(3))) {
    _ throws(ConfigError) in FuzzMachine.machine
  }
  _ = report?.text
  return 0
}
