import ReelKit
import ReelKitSupport

/// Re-runs every spin of a history file and reports the spins whose records differ.
public struct ReplayReport: Sendable {
  /// One replayed spin.
  public struct Spin: Sendable {
    /// The history entry.
    public var entry: HistoryEntry
    /// What differs between the recorded line and the re-run (empty when identical).
    public var differences: [JSONDifference]
  }

  /// The history file.
  public var path: String
  /// Every spin, in file order.
  public var spins: [Spin]

  /// Whether every spin replayed identically.
  public var passed: Bool { spins.allSatisfy(\.differences.isEmpty) }

  /// Replays `entries`; `machine` loads the config of an entry (the recorded path, or the
  /// `--config` override), throwing ``ConfigError`` when it cannot.
  public static func replay(
    path: String, entries: [HistoryEntry],
    machine: (HistoryEntry) throws(ConfigError) -> ResolvedMachine
  ) throws -> ReplayReport {
    var spins: [Spin] = []
    for entry in entries {
      let loaded = try machine(entry)
      let spec = loaded.spec
      let fits =
        entry.targets.count == spec.drums.count
        && zip(spec.drums, entry.targets).allSatisfy { $0.geometry.strip.indices.contains($1) }
      guard fits else {
        let difference = JSONDifference(
          path: JSONPath("targets"), old: entry.targets.map(String.init).joined(separator: ","),
          new: "(do not fit the machine's \(spec.drums.count) strips)")
        spins.append(Spin(entry: entry, differences: [difference]))
        continue
      }
      let request = SpinRequest(
        machine: loaded, seed: entry.seed, targets: entry.targets, targetSource: entry.targetSource)
      let rerun = try HistoryRecord.run(request, config: entry.config)
      spins.append(
        Spin(
          entry: entry,
          differences: JSONDiff.differences(
            old: entry.json.renamingKeys(HistoryRecord.renamedKeys),
            new: rerun.json.comparable(with: entry.json))))
    }
    return ReplayReport(path: path, spins: spins)
  }

  /// The readable report: one line per spin, then every difference, then a verdict.
  public var text: String {
    var lines = ["replay \(path): \(counted(spins.count, "spin"))"]
    for spin in spins {
      let what =
        "line \(spin.entry.line): seed \(spin.entry.seed), targets "
        + spin.entry.targets.map(String.init).joined(separator: ",")
        + " (\(QuotedInput.bare(spin.entry.config)))"
      lines.append(
        spin.differences.isEmpty
          ? "  ok       \(what)"
          : "  DIFFERS  \(what), \(counted(spin.differences.count, "value"))")
    }
    var rows = [["line", "value", "recorded → replayed"]]
    for spin in spins {
      for difference in spin.differences {
        rows.append([
          String(spin.entry.line), difference.path.description,
          "\(difference.old) → \(difference.new)",
        ])
      }
    }
    if rows.count > 1 {
      lines.append("")
      lines.append(String(SpinSummary.align(rows).dropLast()))
    }
    lines.append("")
    let differing = spins.filter { !$0.differences.isEmpty }.count
    lines.append(
      differing == 0
        ? "all \(counted(spins.count, "spin")) replay identically"
        : "\(differing) of \(counted(spins.count, "spin")) differ from their record")
    return lines.joined(separator: "\n") + "\n"
  }
}
