import ReelKit

extension SpinSession {
  /// The snapshot format this version writes and reads.
  public static let currentFormat = "reelsim-snapshot-1"

  /// Where a spin's targets can come from (``SpinRequest/targetSource``).
  static let targetSources = ["seed", "config", "command line"]

  /// What makes a decoded snapshot unusable, each at its JSON path: an invalid machine, a run
  /// state that breaks its invariants (``SpinMachine/issues()``), targets missing, traces and
  /// events that do not belong to the state, or a malformed digest. A snapshot is untrusted
  /// input: only one with no problem is resumed.
  public var problems: [ConfigProblem] {
    var found: [ParameterIssue] = []
    if configDigest.count != 64 || !configDigest.allSatisfy({ "0123456789abcdef".contains($0) }) {
      found.append(
        ParameterIssue(
          field: "configDigest",
          message: "is not a SHA-256 (allowed: 64 lowercase hexadecimal digits)"))
    }
    found += machine.issues().map { $0.prefixed("machine") }
    if found.isEmpty {
      found += runIssues()
    }
    return found.map { ConfigProblem(path: JSONPath($0.field), message: $0.message) }
  }

  /// Targets, traces and events against a valid machine.
  private func runIssues() -> [ParameterIssue] {
    let spec = machine.spec
    let count = spec.drums.count
    var found: [ParameterIssue] = []
    func fail(_ field: String, _ message: String) {
      found.append(ParameterIssue(field: field, message: message))
    }
    if machine.targets.count != count {
      fail(
        "machine.targets",
        "has \(machine.targets.count) entries for \(count) drums (allowed: one per drum)")
    }
    guard traces.count == count else {
      fail("traces", "has \(traces.count) traces for \(count) drums (allowed: one per drum)")
      return found
    }
    for (index, drum) in machine.drums.enumerated() {
      found += traceIssues(drum: drum, trace: traces[index]).map { $0.prefixed("traces[\(index)]") }
    }
    var last = 0
    for (index, event) in events.enumerated() {
      found += event.issues(in: spec, upTo: machine.tick).map { $0.prefixed("events[\(index)]") }
      if event.tick < last {
        fail(
          "events[\(index)].tick",
          "\(event.tick) is before the previous event's \(last) (allowed: events in tick order)")
      }
      last = max(last, event.tick)
    }
    return found
  }

  /// A drum's trace: one sample per tick from 0 to the drum's tick (or its settle tick), the
  /// last one the drum's state while it moves.
  private func traceIssues(drum: DrumSimulator, trace: [DrumSample]) -> [ParameterIssue] {
    let result = drum.result
    let end = result.settleTick ?? drum.tick
    guard trace.count == end + 1 else {
      return [
        ParameterIssue(
          field: "",
          message:
            "has \(trace.count) samples (allowed: \(end + 1), one per tick from 0 to the drum's "
            + (result.settleTick == nil ? "tick)" : "settle tick)"))
      ]
    }
    var found: [ParameterIssue] = []
    for (tick, sample) in trace.enumerated() {
      if sample.tick != tick {
        found.append(
          ParameterIssue(
            field: "[\(tick)].tick", message: "\(sample.tick) is out of order (allowed: \(tick))"))
      }
      found += sample.issues(geometry: drum.spec.geometry).map { $0.prefixed("[\(tick)]") }
      if found.count > 10 { return found }
    }
    if !drum.isStopped, trace.last != drum.sample {
      found.append(
        ParameterIssue(
          field: "[\(end)]",
          message: "is not the drum's state at its tick (allowed: the drum's sample)"))
    }
    return found
  }
}
