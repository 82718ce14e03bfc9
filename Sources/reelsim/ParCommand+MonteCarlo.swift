import ArgumentParser
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
    if machine.holdAndWin != nil, precision != nil || shard != nil || !merge.isEmpty {
      // Like the cluster and variable-row refusals: the machine's data, not the options'
      // spelling, rules them out (exit 65).
      throw Diagnostics.report(
        ConfigError(
          file: file,
          problems: [
            ConfigProblem(
              path: JSONPath("paytable.holdAndWin"),
              message: "--precision, --shard and --merge count the base game alone: a "
                + "hold-and-win machine's rounds are checked by --monte-carlo N without them "
                + "(allowed: --monte-carlo N, or the exact sheet)")
          ]))
    }
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
    try checkWork(of: spinner, machine: machine)
    let progress = Progress(label: "par", total: 1000, disabled: workers.noProgress)
    let report = progress.fractionReporter
    defer { progress.finish() }
    let started = ContinuousClock.now
    let plan: MonteCarloPlan
    let tally: MonteCarloTally
    var stopped: MonteCarloPrecision?
    if let precision {
      let most = monteCarlo.map(UInt64.init) ?? MonteCarloPrecision.defaultMaximumSpins
      plan = MonteCarloPlan(spins: most, seed: seed ?? machine.seed)
      do {
        tally = try await MonteCarloRun.tally(
          spinner, plan: plan, precision: precision, totalBet: paytable.totalBet, jobs: jobs,
          progress: report)
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
        tally = try await MonteCarloRun.tally(
          spinner, plan: plan, blocks: blocks, jobs: jobs, progress: report)
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
    progress.finish()
    if machine.tumble == nil,
      let exact = try? ParRun.calculator(for: machine, file: file, method: .auto),
      !exact.enumerating
        || !ParWork.enumeration(windows: exact.windows, of: machine).exceedsBound
    {
      sheet = try? await ParRun.sheet(
        exact, of: machine, method: .auto, jobs: jobs, file: file)
    }
    let holdAndWin = try await holdAndWinEstimate(
      machine: machine, plan: plan, exact: sheet?.holdAndWin, file: file, jobs: jobs)
    // The base estimate is compared with the base game's exact figures; the rounds with theirs.
    sheet?.holdAndWin = nil
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
    var document = estimate.json(
      machine: name, exact: sheet, precision: stopped, tumbles: tumbles)
    if let holdAndWin { document = document.adding("holdAndWin", holdAndWin.json) }
    Output.write(
      json
        ? JSONWriter.write(document)
        : estimate.table(machine: name, exact: sheet, precision: stopped, tumbles: tumbles)
          + (holdAndWin.map { "\n" + $0.table } ?? ""))
  }

  /// The hold-and-win estimate of `machine` over the blocks of `plan` (its own base windows
  /// drawn from the same seeded blocks), as table and JSON, or `nil` without the feature.
  func holdAndWinEstimate(
    machine: ResolvedMachine, plan: MonteCarloPlan, exact: HoldAndWinSheet?, file: String,
    jobs: Int
  ) async throws -> (table: String, json: JSONValue)? {
    guard let feature = machine.holdAndWin else { return nil }
    do {
      let spinner = try HoldAndWinSpinner(
        feature: feature, reels: ReelStrips(machine.spec), weights: machine.weights)
      let tally = try await HoldAndWinRun.tally(spinner, plan: plan, jobs: jobs)
      let estimate = HoldAndWinEstimate(tally: tally, seed: plan.seed, unit: spinner.unit)
      return (
        estimate.table(feature: feature, exact: exact),
        estimate.json(feature: feature, exact: exact)
      )
    } catch {
      throw Diagnostics.report(
        ConfigError(
          file: file,
          problems: [
            ConfigProblem(path: JSONPath("paytable.holdAndWin"), message: error.message)
          ]))
    }
  }

  /// Refuses a Monte Carlo run whose work (``ParWork``) is above the bound, unless
  /// `--allow-long`: one line naming the option, the estimate, the bound and what to do,
  /// exit 64. `--merge` counts no spin.
  func checkWork(of spinner: MonteCarloSpinner, machine: ResolvedMachine) throws {
    guard !allowLong, merge.isEmpty else { return }
    let spins: UInt64
    let option: String
    if let precision {
      spins = monteCarlo.map(UInt64.init) ?? MonteCarloPrecision.defaultMaximumSpins
      option = "--precision \(precision): at most \(spins) spins,"
    } else if let monteCarlo {
      let plan = MonteCarloPlan(spins: UInt64(monteCarlo), seed: 0)
      let (index, count) = shard.flatMap(Self.shardNumbers) ?? (0, 1)
      spins = plan.spins(in: plan.blocks(shard: index, of: count))
      option = "--monte-carlo \(monteCarlo)\(shard.map { " --shard \($0)" } ?? ""):"
    } else {
      return
    }
    var work = ParWork.monteCarlo(
      spins: spins, of: machine, usesLineTable: spinner.usesLineTable)
    if let feature = machine.holdAndWin {
      let sheet = HoldAndWinSheet(
        feature: feature, reels: ReelStrips(machine.spec), weights: machine.weights)
      work = ParWork.holdAndWin(spins: spins, base: work, sheet: sheet, cells: feature.cells)
    }
    guard work.exceedsBound else { return }
    throw ValidationError(
      "\(option) \(work), above the bound of 1 h; add --allow-long to run it anyway, "
        + (precision != nil ? "or cap the spins with --monte-carlo N" : "or ask for fewer spins"))
  }
}
