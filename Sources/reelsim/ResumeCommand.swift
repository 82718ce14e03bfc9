import ArgumentParser
import ReelWorkbench

/// `reelsim resume`: continue a spin saved with `simulate --save-at T --snapshot FILE`.
struct Resume: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Continue a spin from a snapshot and summarise it.",
    discussion: """
      The snapshot holds the whole spin state (every drum, pending commands, tick) and the \
      trace so far, so the summary and the trace equal those of the uninterrupted spin, byte \
      for byte. Exit codes as for simulate; 65 for a file that is not a snapshot. With --trace -, \
      the trace goes to stdout and the summary to stderr.
      """
  )

  @Argument(help: "The snapshot file.")
  var snapshot: String

  @OptionGroup var traceOptions: TraceOptions

  @Flag(help: "Print the summary as JSON (sorted keys) instead of a table.")
  var json = false

  func run() async throws {
    Output.reserveStandardOutput(for: [traceOptions.trace])
    var session: SpinSession
    do {
      session = try SpinSession.read(path: snapshot)
    } catch {
      throw Diagnostics.report(error)
    }
    let configured = session.loadConfiguredMachine()
    if let configured {
      // The first only: a row count edited in every copy of the spec is one mistake.
      if let problem = session.rowsProblems(on: configured).first {
        throw Diagnostics.report(ConfigError(file: snapshot, problems: [problem]))
      }
    }
    let result = session.finish()
    try traceOptions.write(result, seed: session.seed)
    let summary =
      configured?.summary(of: result, seed: session.seed, targetSource: session.targetSource)
      ?? SpinSummary(
        result: result, seed: session.seed, targetSource: session.targetSource,
        failure: result.failure)
    Output.write(json ? JSONWriter.write(summary.json) : summary.table)
    if let failure = result.failure {
      Diagnostics.write("error: \(result.machine): \(failure.description)")
      throw ExitStatus.simulationFailed
    }
  }
}
