import Foundation
import ReelKit
import ReelKitSupport
import ReelWorkbench

extension Par {
  /// The exact sheet of a machine with a `tumble` block: every stop combination's chain
  /// played (``ParRun/tumbleSheet(_:jobs:file:)``); beyond the bound, one line naming
  /// `--monte-carlo` and `--precision` (exit 65), never the first window's sheet.
  func runTumbleSheet(machine: ResolvedMachine, file: String, jobs: Int) async throws {
    let started = ContinuousClock.now
    let sheet: TumbleSheet
    do throws(ConfigError) {
      guard method != .closedForm else { throw ParRun.closedFormTumbleProblem(file: file) }
      guard
        let calculator = try ParRun.tumbleCalculator(
          for: machine, file: file, estimate: "--monte-carlo N or --precision P")
      else { preconditionFailure("a tumbling machine") }
      try checkWork(
        ParWork.tumbleChains(combinations: calculator.chains, of: machine), file: file,
        at: "tumble.maxTumbles", instead: "--monte-carlo N for an estimate")
      let progress = Progress(label: "par", total: 1000, disabled: workers.noProgress)
      defer { progress.finish() }
      sheet = try await ParRun.tumbleSheet(
        calculator, jobs: jobs, file: file, progress: progress.fractionReporter)
    } catch {
      throw Diagnostics.report(error)
    }
    Diagnostics.write(
      "par \(machine.spec.name): \(counted(Int(clamping: sheet.chains), "tumble chain")) played "
        + "in \(Self.seconds(since: started)) on \(counted(jobs, "worker"))")
    var shown = sheet
    shown.topAwardOddsShown = machine.topAwardOddsShown
    Output.write(json ? JSONWriter.write(shown.json) : shown.table)
  }

  /// The exact chain sheet a tumbling machine's Monte Carlo estimate is compared with, when
  /// within the bounds — the chains' and the work's (``ParWork``) — (`nil` otherwise, or
  /// without tumbles).
  static func exactTumbles(machine: ResolvedMachine, file: String, jobs: Int) async
    -> TumbleSheet?
  {
    guard let calculator = try? ParRun.tumbleCalculator(for: machine, file: file),
      !ParWork.tumbleChains(combinations: calculator.chains, of: machine).exceedsBound
    else {
      return nil
    }
    return try? await ParRun.tumbleSheet(calculator, jobs: jobs, file: file)
  }
}
