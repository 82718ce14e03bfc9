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
  ///
  /// A variable-row spin is re-run with its recorded rows and top stop, starting from the
  /// rows the line before rested on when that line is a spin of the same config (a history
  /// chains), else from its recorded `previousRows`; a history whose `previousRows` break the
  /// chain therefore differs from its re-run. Rows that do not fit the machine (a count
  /// outside `1 … visibleRows`, a top stop off its strip or missing) throw ``ConfigError``
  /// (line and JSON path) before the spin runs.
  public static func replay(
    path: String, entries: [HistoryEntry],
    machine: (HistoryEntry) throws(ConfigError) -> ResolvedMachine
  ) throws -> ReplayReport {
    var spins: [Spin] = []
    var before: HistoryEntry?
    for entry in entries {
      defer { before = entry }
      let loaded = try playing(entry, on: machine(entry), file: path)
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
      var chained: [Int]?
      if let before, before.config == entry.config, before.rows?.count == entry.rows?.count {
        chained = before.rows
      }
      let rows = try spinRows(of: entry, on: loaded, after: chained, file: path)
      let request = SpinRequest(
        machine: loaded, seed: entry.seed, targets: entry.targets, targetSource: entry.targetSource,
        rows: rows)
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

  /// `machine` at the coin level `entry` recorded (its first level when the line has none).
  ///
  /// - Throws: ``ConfigError`` naming `file`, the line and `coins` when the level is not one
  ///   of the machine's.
  static func playing(_ entry: HistoryEntry, on machine: ResolvedMachine, file: String)
    throws(ConfigError) -> ResolvedMachine
  {
    guard let coins = entry.coins else { return machine }
    if let problem = machine.coinProblem(coins) {
      throw ConfigError(
        file: file, kind: .invalid, lines: ["line \(entry.line): coins: \(problem)"])
    }
    return machine.playing(coins: coins)
  }

  /// The rows `entry` spins on `machine`, starting from `chained` (else its recorded
  /// previous rows); `nil` on a machine of fixed rows.
  ///
  /// - Throws: ``ConfigError`` naming `file`, the line and the field when the rows are
  ///   missing, given to a fixed-row machine, or do not fit.
  static func spinRows(
    of entry: HistoryEntry, on machine: ResolvedMachine, after chained: [Int]?, file: String
  ) throws(ConfigError) -> SpinRows? {
    func fail(_ field: String, _ message: String) -> ConfigError {
      ConfigError(file: file, kind: .invalid, lines: ["line \(entry.line): \(field): \(message)"])
    }
    guard let variable = machine.variableRows else {
      guard entry.rows == nil else {
        throw fail("rows", "are given, but the machine's rows are fixed (allowed: none)")
      }
      return nil
    }
    guard let rows = entry.rows, let recorded = entry.previousRows else {
      throw fail(
        "rows",
        "is missing, but the machine's rows vary (allowed: rows and previousRows, one count "
          + "per drum, as simulate --history writes them)")
    }
    let reels = ReelStrips(machine.spec)
    let outcome = VariableRowsOutcome(rows: rows, stops: entry.targets, topStop: entry.topStop)
    if let issue = outcome.issues(reels: reels, rows: variable).first {
      // The line names the stops `targets`.
      let field =
        issue.field.hasPrefix("stops")
        ? "targets" + issue.field.dropFirst("stops".count) : issue.field
      throw fail(field, issue.message)
    }
    let previous = chained ?? recorded
    if let problem = SpinRows.problem(of: previous, bounds: reels.reels.map(\.visibleRows)) {
      throw fail("previousRows", problem)
    }
    do {
      return try SpinRows(
        machine: machine, rows: rows, previousRows: previous, topStop: entry.topStop)
    } catch {
      throw fail("rows", error.message)
    }
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
