import Foundation
import ReelKit
import ReelKitSupport
import ReelWorkbench

extension Par {
  /// `--monte-carlo N` (the estimate, or with `--shard`/`--out` the statistics file) and
  /// `--merge FILES…` (the estimate of the shards' sum, the same bytes as the unsharded run).
  func runMonteCarlo(
    machine: ResolvedMachine, paytable: Paytable, file: String, jobs: Int
  ) async throws {
    let name = machine.spec.name
    let spinner: MonteCarloSpinner
    do {
      spinner = try MonteCarloSpinner(
        spec: machine.spec, paytable: paytable, weights: machine.weights,
        freeSpins: machine.freeSpins, tumble: machine.tumble)
    } catch {
      throw Diagnostics.report(
        ConfigError(
          file: file,
          problems: [ConfigProblem(path: JSONPath("paytable"), message: error.message)]))
    }
    let started = ContinuousClock.now
    let plan: MonteCarloPlan
    let tally: MonteCarloTally
    var stopped: MonteCarloPrecision?
    if let precision {
      let most = monteCarlo.map(UInt64.init) ?? MonteCarloPrecision.defaultMaximumSpins
      plan = MonteCarloPlan(spins: most, seed: seed ?? machine.seed)
      do {
        tally = try await MonteCarloRun.tally(
          spinner, plan: plan, precision: precision, totalBet: paytable.totalBet, jobs: jobs)
      } catch {
        throw Diagnostics.report(
          ConfigError(
            file: file,
            problems: [ConfigProblem(path: JSONPath("paytable"), message: error.message)]))
      }
      stopped = MonteCarloPrecision(
        requested: precision, maximumSpins: most,
        halfWidth: MonteCarloRun.halfWidth(
          of: tally, unit: spinner.unit, totalBet: paytable.totalBet))
    } else if merge.isEmpty, let monteCarlo {
      plan = MonteCarloPlan(spins: UInt64(monteCarlo), seed: seed ?? machine.seed)
      let (index, count) = shard.flatMap(Self.shardNumbers) ?? (0, 1)
      let blocks = plan.blocks(shard: index, of: count)
      do {
        tally = try await MonteCarloRun.tally(spinner, plan: plan, blocks: blocks, jobs: jobs)
      } catch {
        throw Diagnostics.report(
          ConfigError(
            file: file,
            problems: [ConfigProblem(path: JSONPath("paytable"), message: error.message)]))
      }
      if let out {
        let record = MonteCarloShard(
          machine: name, configDigest: machine.digest, plan: plan, index: index, count: count,
          unit: spinner.unit, tally: tally)
        try Output.file(JSONWriter.write(record.json), to: out)
        Diagnostics.write(
          "par \(name): shard \(index + 1)/\(count), \(counted(Int(tally.spins), "spin")) "
            + "(blocks \(blocks.lowerBound)..<\(blocks.upperBound)) in "
            + "\(Self.seconds(since: started)), written to \(out)")
        return
      }
    } else {
      var shards: [MonteCarloShard] = []
      do {
        for path in merge {
          shards.append(try MonteCarloShard.read(path: path, machine: machine, spinner: spinner))
        }
        (plan, tally) = try MonteCarloMerge.merge(shards, files: merge)
      } catch {
        throw Diagnostics.report(error)
      }
    }
    var sheet: ParSheet?
    // The exact column: a tumbling machine's chains played within their bound (never its
    // first window's sheet); otherwise enumerated within the window bound, the closed form
    // beyond it.
    let tumbles =
      machine.tumble == nil
      ? nil : await Self.exactTumbles(machine: machine, file: file, jobs: jobs)
    if machine.tumble == nil,
      let exact = try? ParRun.calculator(for: machine, file: file, method: .auto)
    {
      sheet = try? await ParRun.sheet(
        exact, of: machine, method: .auto, jobs: jobs, file: file)
    }
    var estimate = MonteCarloEstimate(
      tally: tally, seed: plan.seed, unit: spinner.unit, totalBet: paytable.totalBet)
    estimate.playedTumbles = spinner.playsTumbles
    let hasExact = sheet != nil || tumbles != nil
    Diagnostics.write(
      "par \(name): \(counted(Int(tally.spins), "spin"))"
        + (merge.isEmpty
          ? " in \(Self.seconds(since: started))" : " from \(counted(merge.count, "shard"))")
        + (hasExact
          ? ""
          : machine.tumble != nil
            ? "; no exact sheet (the tumble chains are beyond the bound)"
            : "; no exact sheet (out of reach of enumeration and closed form)")
        + (stopped.map { $0.reached ? "" : "; precision not reached at the cap" } ?? ""))
    Output.write(
      json
        ? JSONWriter.write(
          estimate.json(machine: name, exact: sheet, precision: stopped, tumbles: tumbles))
        : estimate.table(machine: name, exact: sheet, precision: stopped, tumbles: tumbles))
  }
}
