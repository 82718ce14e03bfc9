import ArgumentParser
import ReelWorkbench

/// Renders a plot folder for a command: runs the ``PlotJob``, prints every path written and
/// turns what went wrong into the documented exit codes (73 cannot write, 69 gnuplot
/// missing, 1 gnuplot failed).
enum ChartRendering {
  static func render(_ scripts: ChartScripts, templates: ChartTemplates, folder: String)
    async throws
  {
    let outcome: PlotJob.Outcome
    do {
      outcome = try await PlotJob(scripts: scripts, templates: templates, folder: folder).run()
    } catch let error as AtomicFile.WriteError {
      Diagnostics.write("error: \(error.description)")
      throw ExitStatus.cannotCreate
    }
    Output.write(outcome.written.map { $0 + "\n" }.joined())
    switch outcome.failure {
    case .notFound(let message)?:
      Diagnostics.write("error: \(message) (data and scripts were written)")
      throw ExitStatus.toolMissing
    case .failed(let script, let message)?:
      Diagnostics.write("error: gnuplot: \(message) (script \(script))")
      throw ExitStatus.simulationFailed
    case nil:
      break
    }
  }
}
