import ArgumentParser
import ReelKit
import ReelKitSupport
import ReelWorkbench

extension Par {
  /// The sheet of a cluster-pays machine: every stop combination's chain played when there
  /// are at most ``/ReelKit/ClusterGame/maximumExactCombinations``, else (or with
  /// `--monte-carlo N`) seeded spins with 99 % intervals. `--precision`, `--merge`,
  /// `--shard` and `--method` are refused with one line (exit 65); a Monte Carlo run above the
  /// work bound (``ParWork/clusterSpins(_:of:)``) without `--allow-long`, exit 64.
  func runCluster(_ game: ClusterGame, machine: ResolvedMachine, file: String) async throws {
    let name = machine.spec.name
    var refusal: String?
    if precision != nil || !merge.isEmpty || shard != nil || method != .auto {
      refusal =
        "`reelsim par` prices cluster pays exactly or by --monte-carlo N (allowed: no "
        + "--precision, --merge, --shard or --method)"
    } else if monteCarlo == nil, game.freeSpins != nil {
      refusal =
        "cluster free spins are priced by Monte Carlo: each free spin starts from the cell "
        + "multipliers the one before left, so the rounds do not enumerate (allowed: "
        + "--monte-carlo N)"
    } else if monteCarlo == nil, game.fill != nil, !game.isFillExactPossible {
      refusal =
        "with paytable.fill every cascade draws its new cells again: the outcomes are a tree "
        + "up to \(ClusterRules.maximumCascades) cascades deep, out of reach exactly (allowed: "
        + "--monte-carlo N, or cascades false for the exact sheet)"
    } else if monteCarlo == nil, !game.isExactWithinBound {
      refusal =
        "the exact sheet plays every "
        + (game.fill == nil ? "stop combination's chain: " : "grid the fill can draw: ")
        + (game.combinations == Int.max ? "more than \(Int.max)" : "\(game.combinations)")
        + " of them, over the bound of \(ClusterGame.maximumExactCombinations) (allowed: "
        + "--monte-carlo N for an estimate)"
    }
    if let refusal {
      throw Diagnostics.report(
        ConfigError(
          file: file, problems: [ConfigProblem(path: JSONPath("paytable.mode"), message: refusal)]))
    }
    if let spins = monteCarlo, !allowLong {
      let work = ParWork.clusterSpins(UInt64(spins), of: game)
      if work.exceedsBound {
        throw ValidationError(
          "--monte-carlo \(spins): \(work), above the bound of 1 h; add --allow-long to run it "
            + "anyway, or ask for fewer spins")
      }
    }
    let started = ContinuousClock.now
    let jobs = workers.count
    let report: ClusterReport
    if let spins = monteCarlo {
      let seed = self.seed ?? machine.seed
      let tally = await ParRun.clusterMonteCarlo(
        game, spins: UInt64(spins), seed: seed, jobs: jobs)
      Diagnostics.write(
        "par \(name): \(spins) cluster spins in \(Self.seconds(since: started)) on "
          + counted(jobs, "worker"))
      report = ClusterReport(name: name, game: game, tally: tally, seed: seed)
    } else {
      let tally = await ParRun.clusterExact(game, jobs: jobs)
      Diagnostics.write(
        "par \(name): \(counted(game.combinations, game.fill == nil ? "stop combination" : "grid")) played in "
          + "\(Self.seconds(since: started)) on \(counted(jobs, "worker"))")
      report = ClusterReport(name: name, game: game, tally: tally, seed: nil)
    }
    var shown = report
    shown.topAwardOddsShown = machine.topAwardOddsShown
    Output.write(json ? JSONWriter.write(shown.json) : shown.table)
  }
}
