import ArgumentParser
import ReelKit
import ReelWorkbench

/// `reelsim simulate`: one spin, summarised, optionally with its tick-by-tick trace, spin
/// controls and a snapshot to resume.
struct Simulate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Spin a machine once and summarise how every drum moved and landed.",
    discussion: """
      Prints a table per drum (or JSON with --json) and the window at rest. With --trace, \
      also writes every tick of every drum (gnuplot .dat blocks or CSV). The trace of a spin \
      stopped by the watchdog is still written; the command then exits 1. Spin controls \
      (--slam-at, --quicken-at, --result-at, --press, --anticipate or --controls FILE) \
      script the spin; --save-at with --snapshot saves the whole spin state at a time for \
      `reelsim resume`. --from-result CODE --hold 0,2 respins a previous outcome: the held \
      drums stay where they rest, the others spin again to new targets. An output file named - is stdout; the summary then goes to stderr.
      """
  )

  @OptionGroup var machine: MachineOptions
  @OptionGroup var traceOptions: TraceOptions
  @OptionGroup var controlOptions: ControlOptions
  @OptionGroup var respinOptions: RespinOptions

  @Flag(help: "Print the summary as JSON (sorted keys) instead of a table.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Append this spin to a history file (JSON Lines) that `reelsim replay` re-runs (- for stdout).",
      valueName: "file"))
  var history: String?

  @Option(
    help: ArgumentHelp(
      "Write the tumble chain's tick-by-tick trace, one block per moving cell, to this file (- for stdout; a machine with a tumble block or a cluster grid with cascades; csv for a .csv file, else dat).",
      valueName: "file"))
  var tumbleTrace: String?

  @Option(
    help: ArgumentHelp(
      "Write the hold-and-win respin round's tick-by-tick trace, one block per spun cell per respin, to this file (- for stdout; a machine with paytable.holdAndWin; csv for a .csv file, else dat).",
      valueName: "file"))
  var respinTrace: String?

  @Option(
    help: ArgumentHelp(
      "Write the wild motion's tick-by-tick trace (expanding, sticky and walking wilds, the \"Book of\" symbol), one block per drum, to this file (- for stdout; a machine with paytable.wilds or a free-spins expanding symbol; csv for a .csv file, else dat).",
      valueName: "file"))
  var wildTrace: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Save a snapshot at this time (with --snapshot).", valueName: "seconds"))
  var saveAt: Double?

  @Option(
    help: ArgumentHelp("Where --save-at writes the snapshot (- for stdout).", valueName: "file"))
  var snapshot: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Coins bet per line, one of the config's paytable.coins.levels (default: the first); "
        + "the window pays that level's pays.", valueName: "N"))
  var coins: Int?

  func validate() throws {
    if (saveAt == nil) != (snapshot == nil) {
      throw ValidationError("--save-at and --snapshot go together.")
    }
    if let saveAt, !(saveAt.isFinite && saveAt >= 0 && saveAt <= 3600) {
      throw ValidationError("--save-at must be a time from 0 to 3600 seconds.")
    }
    if respinOptions.fromResult != nil, saveAt != nil || history != nil {
      throw ValidationError(
        "--from-result cannot go with --save-at or --history (a snapshot or history line does "
          + "not record a respin yet).")
    }
    if let coins, !(1...CoinLevels.maximumCoins).contains(coins) {
      throw ValidationError(
        "--coins must be a whole number from 1 to \(CoinLevels.maximumCoins), a coin level.")
    }
    if coins != nil, saveAt != nil {
      throw ValidationError(
        "--coins cannot go with --save-at (a snapshot does not record the coin level yet).")
    }
    try Output.checkStandardOutput([
      ("--trace", traceOptions.trace), ("--snapshot", snapshot), ("--history", history),
      ("--tumble-trace", tumbleTrace), ("--respin-trace", respinTrace),
      ("--wild-trace", wildTrace),
    ])
  }

  func run() async throws {
    Output.reserveStandardOutput(for: [
      traceOptions.trace, snapshot, history, tumbleTrace, respinTrace, wildTrace,
    ])
    let (script, fileRespin) = try controlOptions.scriptAndRespin()
    var request = try machine.spinRequest(for: "simulate", chained: chainedRows)
    request.machine = try CoinOption.playing(coins, on: request.machine)
    if tumbleTrace != nil, request.machine.tumble == nil,
      request.machine.cluster?.rules.cascades != true
    {
      throw ValidationError(
        "--tumble-trace needs a machine that tumbles (a config with a tumble block, or a "
          + "cluster grid with cascades).")
    }
    try checkRespinTrace(request)
    try checkWildTrace(request)
    if request.rows != nil {
      if respinOptions.fromResult != nil || fileRespin != nil {
        throw ValidationError(
          "a respin cannot hold drums of a variable-row machine yet (allowed: without "
            + "--from-result or a controls file's respin).")
      }
    }
    if let fileRespin, let file = controlOptions.controls {
      try checkFileRespin(file: file)
      request = try RespinOptions.apply(fileRespin, to: request, file: file)
    } else {
      request = try respinOptions.apply(to: request)
    }
    request.controls = script
    try check(request.controls, for: request)
    let config = machine.config ?? ConfigLoader.defaultName
    let result: SpinResult
    do {
      result = try await spin(request, config: config)
    } catch let mismatch as WindowMismatch {
      Diagnostics.write("error: \(request.machine.spec.name): \(mismatch.description)")
      throw ExitStatus.simulationFailed
    }
    try traceOptions.write(result, seed: request.seed)
    let summary = request.summary(of: result)
    if let tumbleTrace, let chain = summary.tumble {
      let format: TraceFormat = tumbleTrace.lowercased().hasSuffix(".csv") ? .csv : .dat
      try Output.file(
        TumbleTraceWriter.text(
          of: chain, machine: result.machine, clock: result.clock, format: format),
        to: tumbleTrace)
    }
    try writeRespinTrace(summary, request: request)
    try writeWildTrace(summary)
    if let history {
      let record = HistoryRecord(config: config, request: request, result: result)
      try Output.reporting { () throws(AtomicFile.WriteError) in try record.append(to: history) }
    }
    Output.write(json ? JSONWriter.write(summary.json) : summary.table)
    if let failure = result.failure {
      Diagnostics.write("error: \(request.machine.spec.name): \(failure.description)")
      throw ExitStatus.simulationFailed
    }
  }

  /// Runs the spin — plain or scripted by controls, the one path — and checks its window.
  ///
  /// `--save-at` needs the spin stepped tick by tick to stop at that time and save the whole
  /// state, which ``SpinRunner`` (every drum simulated to its end at once) cannot do, so that
  /// spin goes through ``SpinSession`` (``SpinMachine``); its result equals the runner's.
  ///
  /// - Throws: ``WindowMismatch`` when a drum at rest shows another window than its target.
  func spin(_ request: SpinRequest, config: String) async throws -> SpinResult {
    guard let saveAt, let snapshot else {
      return try await request.run(recordingTrace: traceOptions.trace != nil || history != nil)
    }
    var session = SpinSession(request: request, config: config)
    session.run(until: saveAt)
    try Output.file(try session.encoded(), to: snapshot)
    return try request.checked(session.finish())
  }

  /// The rows the history file's last spin rested on, when `--history` names a regular file
  /// whose last line is a spin of this config with rows: this spin then starts from them, so
  /// that a history written spin by spin chains (`reelsim replay` checks it). `nil` otherwise
  /// (and with `--previous-rows`, which wins). Read for a variable-row machine only.
  func chainedRows() throws -> (rows: [Int], source: String)? {
    guard let history, history != "-", machine.previousRows == nil else { return nil }
    do {
      return try HistoryEntry.lastRows(
        path: history, config: machine.config ?? ConfigLoader.defaultName
      ).map { ($0.rows, "\(history): line \($0.line)") }
    } catch {
      throw Diagnostics.report(error)
    }
  }

  /// A controls file that respins goes neither with `--from-result` nor with what cannot
  /// record a respin (`--save-at`, `--history`): a usage error (64).
  func checkFileRespin(file: String) throws {
    if respinOptions.fromResult != nil {
      throw ValidationError(
        "--from-result: the controls file \(file) already respins (allowed: one of them).")
    }
    if saveAt != nil || history != nil {
      throw ValidationError(
        "the respin of \(file) cannot go with --save-at or --history (a snapshot or history "
          + "line does not record a respin yet).")
    }
  }

  /// Checks the controls against the spin's machine (a variable-row spin's top drum included,
  /// a press on it refused): out-of-range times or limits, drums it does not have and unknown
  /// symbols are usage errors (64), or, in a `--controls` file, invalid data (65) with the
  /// file and the JSON path.
  func check(_ controls: SpinControls?, for request: SpinRequest) throws {
    guard let controls else { return }
    let problems = request.problems(of: controls).map(\.description)
    guard let first = problems.first else { return }
    if let file = controlOptions.controls {
      Diagnostics.writeErrors(problems.map { "error: \(file): \($0)" }, prefix: "error: \(file): ")
      throw ExitStatus.invalidData
    }
    throw ValidationError("spin controls: \(first).")
  }
}
