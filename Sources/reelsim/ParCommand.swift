import ArgumentParser
import Foundation
import ReelKit
import ReelWorkbench

/// `reelsim par`: the exact PAR sheet of a machine's paytable, or a seeded Monte Carlo
/// estimate checked against it.
struct Par: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compute a machine's exact PAR sheet: RTP, hit frequency, spread and every win.",
    discussion: """
      Enumerates every stop combination (weighted by the drums' stop weights) and prints the \
      return to player, the hit frequency, the standard deviation of one spin's pay and each \
      line and scatter win's hits over the cycle, probability and share of the RTP. With \
      --monte-carlo N, draws N seeded spins instead and prints 95 % confidence intervals next \
      to the exact figures. The config needs a paytable (exit 65 without).
      """
  )

  @Argument(help: "A machine config (JSON). Default: the built-in default machine.")
  var config: String?

  @Flag(help: "Print the sheet as JSON (sorted keys) instead of a table.")
  var json = false

  @Option(
    name: .customLong("monte-carlo"), parsing: .unconditional,
    help: ArgumentHelp(
      "Estimate from this many seeded spins (2 ... 1000000000) instead.", valueName: "spins"))
  var monteCarlo: Int?

  @Option(
    parsing: .unconditional,
    help: "Seed of the Monte Carlo spins (default: the config's simulation.seed).")
  var seed: UInt64?

  @Option(
    parsing: .unconditional,
    help: "Workers for the enumeration (default: the number of cores); results are the same.")
  var jobs: Int?

  func validate() throws {
    if let monteCarlo, !(2...1_000_000_000).contains(monteCarlo) {
      throw ValidationError("--monte-carlo must be a whole number from 2 to 1000000000.")
    }
    if seed != nil, monteCarlo == nil {
      throw ValidationError("--seed seeds the Monte Carlo spins: add --monte-carlo N.")
    }
    if let jobs, !Jobs.allowed.contains(jobs) {
      throw ValidationError("--jobs must be a whole number from 1 to 256.")
    }
  }

  func run() async throws {
    let file = config ?? ConfigLoader.defaultName
    let machine = try MachineOptions.load(config)
    let paytable: Paytable
    do {
      paytable = try ParRun.paytable(of: machine, file: file)
    } catch {
      throw Diagnostics.report(error)
    }
    let workers = Jobs.count(jobs)
    let name = machine.spec.name
    if let monteCarlo {
      var sheet: ParSheet?
      if let exact = try? ParRun.calculator(for: machine, file: file) {
        sheet = try? await ParRun.exact(
          for: machine, calculator: exact, jobs: workers, file: file)
      }
      let started = ContinuousClock.now
      let estimate = MonteCarloEstimate(
        spec: machine.spec, paytable: paytable, weights: machine.weights, spins: monteCarlo,
        seed: seed ?? machine.seed, freeSpins: machine.freeSpins)
      Diagnostics.write(
        "par \(name): \(counted(monteCarlo, "spin")) in \(Self.seconds(since: started))"
          + (sheet == nil ? "; no exact sheet (too large to enumerate)" : ""))
      Output.write(
        json
          ? JSONWriter.write(estimate.json(machine: name, exact: sheet))
          : estimate.table(machine: name, exact: sheet))
      return
    }
    let calculator: ParCalculator
    do {
      calculator = try ParRun.calculator(for: machine, file: file, estimate: "--monte-carlo")
    } catch {
      throw Diagnostics.report(error)
    }
    let started = ContinuousClock.now
    let sheet: ParSheet
    do {
      sheet = try await ParRun.exact(
        for: machine, calculator: calculator, jobs: workers, file: file,
        estimate: "--monte-carlo")
    } catch {
      throw Diagnostics.report(error)
    }
    Diagnostics.write(
      "par \(name): \(counted(Int(clamping: sheet.windows), "window")) enumerated in \(Self.seconds(since: started)) "
        + "on \(counted(workers, "worker"))")
    Output.write(json ? JSONWriter.write(sheet.json) : sheet.table(kind: machine.kind))
  }

  /// `0.412 s` since `start`.
  static func seconds(since start: ContinuousClock.Instant) -> String {
    let elapsed = ContinuousClock.now - start
    let milliseconds =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    return String(format: "%.3f s", milliseconds / 1000)
  }
}
