import ArgumentParser
import ReelKit
import ReelKitSupport
import ReelWorkbench

extension Par {
  /// A variable-row ("Megaways") machine: without cascades the exact sheet by the closed form
  /// by ways (``/ReelKit/VariableRowsMachine/sheet()``), its free spins priced exactly
  /// (``/ReelKit/VariableRowsFreeSpins``); with cascades every outcome's chain played
  /// (``runCascades(_:machine:file:)``); with `--monte-carlo N` (and `--shard`, `--out`,
  /// `--merge`) whole rounds simulated (``runVariableRowsMonteCarlo(machine:file:jobs:)``).
  /// `--precision` and a `--method` that cannot apply are refused with one line (exit 65).
  func runVariableRowsSheet(machine: ResolvedMachine, paytable: Paytable, file: String)
    async throws
  {
    let cascade = machine.variableRowsCascade
    var refusal: ConfigProblem?
    if precision != nil {
      refusal = ConfigProblem(
        path: JSONPath(cascade != nil ? "tumble" : "geometry.rowWeights"),
        message: "`reelsim par` does not run --precision on variable rows (allowed: the exact "
          + "sheet, or --monte-carlo N with --shard, --out and --merge)")
    } else if cascade != nil, method != .auto {
      refusal = ConfigProblem(
        path: JSONPath("tumble"),
        message: "`reelsim par` plays variable-row cascades exactly or by --monte-carlo N "
          + "(allowed: no --method)")
    } else if cascade == nil, method == .enumerate {
      refusal = ConfigProblem(
        path: JSONPath("geometry.rowWeights"),
        message: "`reelsim par` prices variable rows by the closed form, no window enumerated "
          + "(allowed: --method auto or closed-form)")
    }
    if let refusal { throw Diagnostics.report(ConfigError(file: file, problems: [refusal])) }
    if monteCarlo != nil || !merge.isEmpty {
      try await runVariableRowsMonteCarlo(machine: machine, file: file, jobs: workers.count)
      return
    }
    if let cascade {
      try runCascades(cascade, machine: machine, file: file)
      return
    }
    guard let rows = ParRun.variableRowsMachine(of: machine, paytable: paytable) else { return }
    let started = ContinuousClock.now
    let sheet: VariableRowsSheet
    do {
      sheet = try ParRun.variableRowsSheet(
        rows, file: file, estimate: "a smaller paytable", freeSpins: machine.cascadeFreeSpins)
    } catch {
      throw Diagnostics.report(error)
    }
    Diagnostics.write(
      "par \(machine.spec.name): closed form by ways on variable rows (no window visited"
        + (sheet.freeSpins != nil ? ", free spins by the retrigger equation" : "") + ") in "
        + Self.seconds(since: started))
    Output.write(json ? JSONWriter.write(sheet.json) : sheet.table)
  }

  /// The cascades of a variable-row machine: every outcome's chain played exactly
  /// (``/ReelKit/VariableRowsCascade/value()``, at most 2²² outcomes, else one line, exit 65),
  /// its free spins included (exact unless the multiplier carries over).
  func runCascades(_ cascade: VariableRowsCascade, machine: ResolvedMachine, file: String) throws {
    let started = ContinuousClock.now
    let value: CascadeValue
    do {
      value = try cascade.value()
    } catch {
      throw Diagnostics.report(
        ConfigError(
          file: file,
          problems: [
            ConfigProblem(
              path: JSONPath("tumble"), message: error.message(estimate: "--monte-carlo N"))
          ]))
    }
    Diagnostics.write(
      "par \(machine.spec.name): every outcome's cascade chain played in "
        + Self.seconds(since: started))
    let report = CascadeReport(
      name: machine.spec.name, value: value, hasFreeSpins: cascade.freeSpins != nil)
    Output.write(json ? JSONWriter.write(report.json) : report.table)
  }

  /// Monte Carlo over whole rounds of a variable-row machine (its cascades and free spins,
  /// ``/ReelKit/VariableRowsCascade/tally(plan:blocks:)``): the blocks of the seeded
  /// ``/ReelKit/MonteCarloPlan`` counted on `jobs` workers (the same bytes for every `jobs`),
  /// one shard of them written with `--shard i/n --out FILE`, or the shards of `--merge` added
  /// (the same bytes as the unsharded run). Without cascades the exact total RTP is printed
  /// beside the estimate.
  func runVariableRowsMonteCarlo(machine: ResolvedMachine, file: String, jobs: Int) async throws {
    guard let game = machine.variableRowsGame else { return }
    let name = machine.spec.name
    func paytableError(_ error: MonteCarloError) -> ExitCode {
      Diagnostics.report(
        ConfigError(
          file: file,
          problems: [ConfigProblem(path: JSONPath("paytable"), message: error.message)]))
    }
    let unit: CreditUnit
    do {
      unit = try game.creditUnit()
    } catch {
      throw paytableError(error)
    }
    if !allowLong, merge.isEmpty, let monteCarlo {
      let plan = MonteCarloPlan(spins: UInt64(monteCarlo), seed: 0)
      let (index, count) = shard.flatMap(Self.shardNumbers) ?? (0, 1)
      let work = ParWork.monteCarlo(
        spins: plan.spins(in: plan.blocks(shard: index, of: count)), of: machine,
        usesLineTable: false)
      if work.exceedsBound {
        throw ValidationError(
          "--monte-carlo \(monteCarlo)\(shard.map { " --shard \($0)" } ?? ""): \(work), above "
            + "the bound of 1 h; add --allow-long to run it anyway, or ask for fewer spins")
      }
    }
    let started = ContinuousClock.now
    let plan: MonteCarloPlan
    let tally: CascadeTally
    if merge.isEmpty, let monteCarlo {
      plan = MonteCarloPlan(spins: UInt64(monteCarlo), seed: seed ?? machine.seed)
      let (index, count) = shard.flatMap(Self.shardNumbers) ?? (0, 1)
      let blocks = plan.blocks(shard: index, of: count)
      let progress = Progress(label: "par", total: 1000, disabled: workers.noProgress)
      do {
        tally = try await CascadeRun.tally(
          game, plan: plan, blocks: blocks, jobs: jobs, progress: progress.fractionReporter)
      } catch {
        progress.finish()
        throw paytableError(error)
      }
      progress.finish()
      if let out {
        let record = CascadeShard(
          machine: name, configDigest: machine.digest, plan: plan, index: index, count: count,
          unit: unit, tally: tally)
        try Output.file(JSONWriter.write(record.json), to: out)
        Diagnostics.write(
          "par \(name): shard \(index + 1)/\(count), \(counted(Int(tally.spins), "spin")) "
            + "(blocks \(blocks.lowerBound)..<\(blocks.upperBound)) in "
            + "\(Self.seconds(since: started)), written to \(out)")
        return
      }
    } else {
      var shards: [CascadeShard] = []
      do {
        for path in merge {
          shards.append(try CascadeShard.read(path: path, machine: machine, game: game))
        }
        (plan, tally) = try CascadeShard.merge(shards, files: merge)
      } catch {
        throw Diagnostics.report(error)
      }
    }
    var exactRTP: Double?
    if machine.tumble == nil {
      exactRTP = try? ParRun.variableRowsSheet(
        game.machine, file: file, estimate: "-", freeSpins: game.freeSpins
      ).totalRTP
    }
    let estimate = CascadeEstimate(
      tally: tally, unit: unit, totalBet: game.machine.paytable.totalBet)
    let what = machine.tumble != nil ? "cascading spins" : "spins"
    Diagnostics.write(
      "par \(name): \(tally.spins) \(what) on variable rows, whole rounds"
        + (merge.isEmpty
          ? " in \(Self.seconds(since: started)) on \(counted(jobs, "worker"))"
          : " from \(counted(merge.count, "shard"))"))
    let report = CascadeReport(
      name: name, seed: plan.seed, estimate: estimate, cascades: machine.tumble != nil,
      hasFreeSpins: game.freeSpins != nil, exactRTP: exactRTP)
    Output.write(json ? JSONWriter.write(report.json) : report.table)
  }
}

extension VariableRowsSheet {
  /// The return with the free spins (``rtp`` without them).
  var totalRTP: Double { freeSpins?.totalRTP ?? rtp }
}
