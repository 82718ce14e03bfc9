import ArgumentParser
import Foundation
import ReelKit
import ReelKitSupport
import ReelWorkbench

/// `reelsim regress`: run a regression suite and compare every spin with its golden record.
struct Regress: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run regression simulations and compare them with their golden records.",
    discussion: """
      Runs every scenario of the suite (in parallel, reported in suite order), compares each \
      spin's summary and trace digest with the golden records and prints what changed, one \
      line per spin and metric: golden → now per drum, and whether the config changed since \
      the golden was recorded (its SHA-256 is kept in the golden). Exit 0 when everything matches, 1 when \
      anything differs or a golden is missing, 65 for an invalid suite or golden. --record \
      writes the goldens (atomically); it is the only way they change. With --junit -, the \
      JUnit XML goes to stdout and the report to stderr.
      """
  )

  @Argument(help: "The suite file.")
  var suite = "Regressions/suite.json"

  @Flag(help: "Write or update the golden records instead of comparing.")
  var record = false

  @OptionGroup var workers: WorkerOptions

  @Option(
    help: ArgumentHelp(
      "Also write a JUnit XML report to this file (- for stdout).", valueName: "file"))
  var junit: String?

  @Option(help: ArgumentHelp("Only scenarios whose name contains this text.", valueName: "text"))
  var filter: String?

  func validate() throws {
    if record, junit != nil {
      throw ValidationError("--junit reports a comparison: leave out --record.")
    }
  }

  func run() async throws {
    Output.reserveStandardOutput(for: [junit])
    let jobs = workers.count
    var loaded: LoadedSuite
    do {
      loaded = try await RegressionSuite.load(path: suite, jobs: jobs)
    } catch {
      throw Diagnostics.report(error)
    }
    if let filter {
      loaded.scenarios = loaded.scenarios.filter { $0.name.contains(filter) }
      guard !loaded.scenarios.isEmpty else {
        Diagnostics.write(
          "error: --filter: no scenario name contains \(QuotedInput.quoted(filter))")
        throw ExitStatus.usage
      }
    }
    let progress = Progress(label: "regress", total: loaded.spinCount, disabled: workers.noProgress)
    let (records, seconds) = try await RegressionRun.timedRecords(
      for: loaded, jobs: jobs
    ) { progress.update($0) }
    progress.finish()
    let report: RegressionReport
    do {
      report = try await RegressionReport.compare(
        suite: loaded, records: records, recording: record, seconds: seconds, jobs: jobs)
    } catch {
      throw Diagnostics.report(error)
    }
    if record {
      try recordGoldens(report, folder: loaded.goldenFolder)
      return
    }
    Output.write(report.text)
    if let junit {
      try Output.file(report.junit, to: junit)
    }
    if !report.passed { throw ExitStatus.simulationFailed }
  }

  private func recordGoldens(_ report: RegressionReport, folder: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for scenario in report.scenarios {
        let verb: String
        switch scenario.status {
        case .match: verb = scenario.needsRecording ? "updated  " : "unchanged"
        case .differs: verb = "updated  "
        case .missing: verb = "recorded "
        }
        if scenario.needsRecording {
          try AtomicFile.write(JSONWriter.write(scenario.fresh.json), to: scenario.goldenPath)
        }
        let only = scenario.status == .match && scenario.needsRecording ? "; fingerprint only" : ""
        Output.write(
          "\(verb) \(scenario.goldenPath) (\(counted(scenario.spins, "spin"))\(only))\n")
      }
    } catch let error as AtomicFile.WriteError {
      Diagnostics.write("error: \(error.description)")
      throw ExitStatus.cannotCreate
    } catch {
      Diagnostics.write("error: \(folder): cannot create the golden folder")
      throw ExitStatus.cannotCreate
    }
  }
}
