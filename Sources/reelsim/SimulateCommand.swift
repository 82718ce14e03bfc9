import ArgumentParser
import ReelKit
import ReelWorkbench

/// `reelsim simulate`: one spin, summarised, optionally with its tick-by-tick trace.
struct Simulate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Spin a machine once and summarise how every drum moved and landed.",
    discussion: """
      Prints a table per drum (or JSON with --json) and the window at rest. With --trace, \
      also writes every tick of every drum (gnuplot .dat blocks or CSV). The trace of a spin \
      stopped by the watchdog is still written; the command then exits 1.
      """
  )

  @OptionGroup var machine: MachineOptions

  @Option(help: ArgumentHelp("Write the tick-by-tick trace to this file.", valueName: "file"))
  var trace: String?

  @Option(
    help: ArgumentHelp(
      "Trace format: dat (gnuplot blocks) or csv. Default: csv for a .csv file, else dat.",
      valueName: "dat|csv"))
  var format: TraceFormat?

  @Option(help: "Keep every Nth tick in the trace (the last tick of each drum is always kept).")
  var every: Int = 1

  @Flag(help: "Print the summary as JSON (sorted keys) instead of a table.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Append this spin to a history file (JSON Lines) that `reelsim replay` re-runs.",
      valueName: "file"))
  var history: String?

  func validate() throws {
    guard every >= 1, every <= 1_000_000 else {
      throw ValidationError("--every must be a whole number from 1 to 1000000.")
    }
    if trace == nil, format != nil || every != 1 {
      throw ValidationError("--format and --every describe the trace: add --trace FILE.")
    }
  }

  func run() async throws {
    let request = try machine.spinRequest()
    let (result, failure) = try await request.run(recordingTrace: trace != nil || history != nil)
    let summary = request.summary(of: result, failure: failure)
    if let trace {
      let chosen = format ?? (trace.lowercased().hasSuffix(".csv") ? .csv : .dat)
      let text = TraceWriter.text(of: result, seed: request.seed, format: chosen, every: every)
      do {
        try AtomicFile.write(text, to: trace)
      } catch {
        Diagnostics.write("error: \(error.description)")
        throw ExitStatus.cannotCreate
      }
    }
    if let history {
      let record = HistoryRecord(
        config: machine.config ?? ConfigLoader.defaultName, request: request, result: result,
        failure: failure)
      do {
        try record.append(to: history)
      } catch {
        Diagnostics.write("error: \(error.description)")
        throw ExitStatus.cannotCreate
      }
    }
    Output.write(json ? JSONWriter.write(summary.json) : summary.table)
    if let failure {
      Diagnostics.write("error: \(request.machine.spec.name): \(failure.description)")
      throw ExitStatus.simulationFailed
    }
  }
}

extension TraceFormat: ExpressibleByArgument {}
