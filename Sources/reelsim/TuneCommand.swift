import ArgumentParser
import Foundation
import ReelKit
import ReelWorkbench

/// `reelsim tune`: search motion parameters that meet a spec's constraints and objectives.
struct Tune: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Find motion parameters that meet the feel and the rules of a tuning spec.",
    discussion: """
      A deterministic search (a Latin hypercube, then local pattern searches restarted from \
      the best points until --budget is used) judges every candidate on the spec's outcomes \
      (by default 32 drawn by the stop weights, plus constructed extremes) and checks the \
      answer on fresh ones. Prints the verdict, each parameter before → after, each \
      constraint's 95th percentile, worst value and margin, each objective, the active \
      constraints and each metric's change per grid step of each parameter at the answer, the \
      Pareto front (two or more objectives) and whether --restarts agree; writes the tuned \
      config to --out. Exit 0 when feasible, 1 when no candidate meets every \
      constraint or the answer fails the fresh check (what it breaks is reported; nothing is \
      written), 65 for an invalid spec. With --out -, the tuned config goes to stdout and \
      the report to stderr.
      """
  )

  @Argument(help: "The tuning spec (JSON).")
  var spec: String

  @Option(help: ArgumentHelp("Write the tuned config here (- for stdout).", valueName: "file"))
  var out: String?

  @Option(
    help: ArgumentHelp(
      "Write the whole search as JSON here (every candidate with its measurements; - for stdout).",
      valueName: "file"))
  var report: String?

  @Option(parsing: .unconditional, help: "Seed of the search's starts and poll directions.")
  var seed: UInt64 = 1

  @Option(
    parsing: .unconditional, help: "The most candidates to evaluate, the base config included.")
  var budget: Int = 200

  @OptionGroup var workers: WorkerOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Run this many independent searches (seeds seed, seed+1, …; each with the whole budget) and report whether their answers agree.",
      valueName: "n"))
  var restarts: Int = 1

  @Flag(
    help:
      "Chart the search (violation and score, parameters, the Pareto front) in Plots/out/<name>-tuning/ and, when feasible, the tuned config against the base (reelsim plot --compare)."
  )
  var plot = false

  func validate() throws {
    guard (2...1_000_000).contains(budget) else {
      throw ValidationError("--budget must be 2 to 1000000.")
    }
    guard (1...100).contains(restarts) else {
      throw ValidationError("--restarts must be 1 to 100.")
    }
    guard budget.multipliedReportingOverflow(by: restarts).partialValue <= 10_000_000 else {
      throw ValidationError("--budget × --restarts must be at most 10000000.")
    }
    try Output.checkStandardOutput([("--out", out), ("--report", report)])
  }

  func run() async throws {
    Output.reserveStandardOutput(for: [out, report])
    let tuning: LoadedTuning
    do {
      tuning = try TuningSpec.load(path: spec)
    } catch {
      throw Diagnostics.report(error)
    }
    let progress = Progress(label: "tune", total: budget * restarts, disabled: workers.noProgress)
    let started = ContinuousClock.now
    let search = TuningSearch(
      tuning: tuning, seed: seed, budget: budget, jobs: workers.count, restarts: restarts)
    let outcome = try await search.run { done, best in
      progress.update(
        done, note: best.isFeasible ? "feasible, score \(best.score)" : "not feasible yet")
    }
    progress.finish()
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    Diagnostics.write(
      "tune: \(outcome.totalEvaluations) evaluations in \(formatNumber((seconds * 1000).rounded() / 1000)) s "
        + "(\(formatNumber((Double(outcome.totalEvaluations) / max(seconds, 1e-9)).rounded())) per second)"
    )
    let tuned = TuningReport(tuning: tuning, outcome: outcome)
    Output.write(tuned.text)
    // The search report is written whatever the verdict: it shows why.
    if let report {
      try Output.file(JSONWriter.write(tuned.searchJSON), to: report)
      if report != AtomicFile.standardOutputPath { Output.write("wrote \(report)\n") }
    }
    // The search's charts are drawn whatever the verdict: they show why.
    if plot { try await chartSearch(tuned) }
    guard outcome.isFeasible else { throw ExitStatus.simulationFailed }
    if let out {
      try Output.file(JSONWriter.write(tuned.tunedConfig), to: out)
      if out != AtomicFile.standardOutputPath { Output.write("wrote \(out)\n") }
    }
    if plot { try await chart(tuned) }
  }

  /// Charts the search in `Plots/out/<name>-tuning/` (``TuningCharts``).
  private func chartSearch(_ report: TuningReport) async throws {
    let folder = "Plots/out/" + Plot.folderName(report.tuning.base.spec.name + "-tuning")
    let charts = TuningCharts(report: report)
    var written: [String] = []
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (name, text) in charts.sources {
        let path = folder + "/" + name
        let body = name.hasSuffix(".gp") ? "cd \"\(folder)\"\n" + text : text
        try AtomicFile.write(body, to: path)
        written.append(path)
      }
    } catch {
      Diagnostics.write("error: \(folder): cannot write the search charts (\(error))")
      throw ExitStatus.cannotCreate
    }
    let gnuplot: Gnuplot
    do {
      gnuplot = try Gnuplot.locate()
    } catch {
      Output.write(written.map { $0 + "\n" }.joined())
      if case .notFound(let message) = error {
        Diagnostics.write("error: \(message) (data and scripts were written)")
      }
      throw ExitStatus.toolMissing
    }
    for script in charts.scripts {
      do {
        try await gnuplot.render(script: folder + "/" + script)
      } catch Gnuplot.Failure.failed(_, let message) {
        Output.write(written.map { $0 + "\n" }.joined())
        Diagnostics.write("error: gnuplot: \(message) (script \(folder)/\(script))")
        throw ExitStatus.simulationFailed
      }
    }
    written += charts.images.map { folder + "/" + $0 }
    Output.write(written.map { $0 + "\n" }.joined())
  }

  /// Charts the tuned machine (solid) against the base (dashed).
  private func chart(_ report: TuningReport) async throws {
    let tuned: ResolvedMachine
    switch report.tuning.machine(with: report.outcome.best.values) {
    case .success(let machine): tuned = machine
    case .failure(let error): throw Diagnostics.report(error)
    }
    var renamed = tuned
    renamed.spec.name += "-tuned"
    let request = SpinRequest(
      machine: renamed, seed: renamed.seed,
      targets: Outcome.randomTargets(for: renamed.spec, seed: renamed.seed), targetSource: "seed")
    let base = SpinRequest(
      machine: report.tuning.base, seed: request.seed, targets: request.targets,
      targetSource: "seed")
    let result = try await request.run(recordingTrace: true)
    let baseResult = try await base.run(recordingTrace: true)
    let drums = Array(0..<renamed.spec.drums.count)
    let scripts = ChartScripts(
      primary: PlotSeries(result: result, spec: renamed.spec, drums: drums),
      compare: PlotSeries(result: baseResult, spec: base.machine.spec, drums: drums),
      options: ChartOptions())
    let folder = "Plots/out/" + Plot.folderName(renamed.spec.name)
    try await ChartRendering.render(scripts, templates: .builtIn, folder: folder)
  }
}
