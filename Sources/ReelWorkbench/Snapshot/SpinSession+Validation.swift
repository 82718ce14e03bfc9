import ReelKit
import ReelKitSupport

extension SpinSession {
  /// Where a spin's targets can come from (``SpinRequest/targetSource``).
  static let targetSources = ["seed", "config", "command line"]

  /// What makes a decoded snapshot unusable, each at its JSON path, before anything runs: a
  /// malformed digest, or a machine at tick 0 (``start``, the one that is stepped) that is
  /// invalid or breaks its invariants (``/ReelKit/SpinMachine/issues()``), is not at tick 0, or
  /// lacks its targets. A snapshot is untrusted input: only one with no problem is stepped, and the
  /// saved ``machine`` must then be exactly the state that stepping reaches.
  public var problems: [ConfigProblem] {
    var found: [ParameterIssue] = []
    if configDigest.count != 64 || !configDigest.allSatisfy({ "0123456789abcdef".contains($0) }) {
      found.append(
        ParameterIssue(
          field: "configDigest",
          message: "is not a SHA-256 (allowed: 64 lowercase hexadecimal digits)"))
    }
    let count = start.spec.drums.count
    let saved = start.decidedTargets.count  // `targets` in the file
    func targets(_ found: Int) -> ParameterIssue {
      ParameterIssue(
        field: "start.targets",
        message:
          "has \(counted(found, "entry", plural: "entries")) for \(counted(count, "drum")) (allowed: one per drum)"
      )
    }
    // The machine's own checks and its `targets` read one a drum: fewer are refused first.
    guard saved == 0 || saved >= max(count, start.drums.count) else {
      return (found + [targets(saved)]).map {
        ConfigProblem(path: JSONPath($0.field), message: $0.message)
      }
    }
    found += start.issues().map { $0.prefixed("start") }
    if found.isEmpty {
      for (index, drum) in start.drums.enumerated() where drum.tick != 0 {
        found.append(
          ParameterIssue(
            field: "start.drums[\(index)].tick",
            message: "\(drum.tick) is not 0 (allowed: 0, the machine at the start of the spin)"))
      }
      if start.targets.count != count { found.append(targets(start.targets.count)) }
    }
    return found.map { ConfigProblem(path: JSONPath($0.field), message: $0.message) }
  }
}
