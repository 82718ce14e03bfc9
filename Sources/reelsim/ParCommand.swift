import ArgumentParser
import Foundation
import ReelKit
import ReelKitSupport
import ReelWorkbench

extension ParRun.Method: ExpressibleByArgument {}

/// `reelsim par`: the exact PAR sheet of a machine's paytable, or a seeded Monte Carlo
/// estimate checked against it.
struct Par: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compute a machine's exact PAR sheet: RTP, hit frequency, spread and every win.",
    discussion: """
      Enumerates every stop combination (weighted by the drums' stop weights) and prints the \
      return to player, the hit frequency, the standard deviation of one spin's pay and each \
      line and scatter win's hits over the cycle, probability and share of the RTP. Beyond \
      4000000000 distinct windows (or when auto estimates it faster, or with --method \
      closed-form) the same exact figures come \
      from a closed form that visits no window (stderr says which method ran). With \
      --monte-carlo N, draws N seeded spins instead and prints 99 % confidence intervals next \
      to the exact figures. With --precision P, counts its seeded blocks in order until the \
      RTP's 99 % interval is at most P either side (--monte-carlo N, default 1000000000, is \
      then the most spins); the same spins for every --jobs. The config needs a paytable \
      (exit 65 without).

      Tumbling machines (a tumble block): a spin pays every window of its chain, so the \
      exact sheet plays the chain of every stop combination (at most 4194304; beyond, exit \
      65: use --monte-carlo or --precision) and prints the RTP with tumbles beside the first \
      window's; Monte Carlo plays each spin's chain.

      Variable-row machines (geometry.rowWeights, drums[i].rowWeights or topDrum): the exact \
      base sheet comes from the closed form by ways, with the ways and win-size \
      distributions; with a tumble block, every outcome's cascade chain is played (at most \
      4194304 outcomes; beyond, exit 65: use --monte-carlo N). Free spins are priced \
      exactly without cascades; --monte-carlo N plays whole rounds (cascades, free spins) \
      with a 99 % interval, with --jobs, --shard, --out and --merge as below. --precision \
      and --method enumerate are refused on variable rows (exit 65).

      Hold-and-win machines (paytable.holdAndWin): the sheet adds the round's exact figures \
      (an absorbing Markov chain over cells held and respins left): trigger frequency, \
      average award, RTP share, each jackpot's odds, the full-screen odds and the \
      distribution of the bonus symbols a round ends with. --monte-carlo N also plays the \
      rounds and prints their 99 % intervals beside the exact figures; --precision, --shard \
      and --merge count the base game alone and are refused on such a machine (exit 65).

      Cluster pays (paytable.mode cluster): every stop combination's cascade chain is \
      played (at most 4194304; beyond, exit 65: use --monte-carlo N), or N seeded spins with \
      99 % intervals; the sheet gives the RTP, hit frequency, win sizes, max win and its \
      odds, and the cap's hits. --precision, --merge, --shard and --method are refused (exit 65).

      Sheet sections beyond the pays: the win sizes of one spin (0, (0, 1], (1, 2], … \
      > 5000 × total bet; exact from the enumeration, or from the closed form's walk of \
      booked pays within its work bound, else the sheet says why; --no-win-sizes skips that \
      walk); with paytable.maxWin, the max win cap on a spin (exact, as the win sizes) and \
      on a whole free-spins round (Monte Carlo, 20000 rounds from the seed, 99 % intervals, \
      with the largest round seen as a lower bound of the max win) and the RTP with the cap; with paytable.bonusBuy, the bonus buy (price, the bought round's \
      expected win and RTP, exact; its win sizes by Monte Carlo); with free spins, the \
      feature's figures and the base/feature split (a "Book of" expanding symbol with each \
      choice's expanded wins; auto's estimate counts its spread pass, shown on the method \
      line); a hold-and-win round's exact chain. Wild features (paytable.wilds: expanding, \
      sticky, walking) have their own sheet: each part's RTP and true share with the method \
      that priced it (closed form, Markov chain, or Monte Carlo with --monte-carlo N, 1000000 \
      games when a part is out of exact reach). Every sheet leads with the total RTP and \
      warns when it is above 1 or the top award is rarer than 1 in 100000000 games without \
      paytable.topAwardOddsShown.

      Coin levels (paytable.coins): the sheet is that of the level played (--coins N, default \
      the config's first level); one section per level (RTP, hit frequency, spread, top award \
      and its odds, the overrides and what they add) and the RTP by coin follow, each level \
      computed exactly by the same method.

      Lab-scale runs: --shard i/n --out FILE counts shard i of n of the same seeded run (a \
      contiguous range of its fixed seeded blocks) and writes its exact statistics; \
      --merge FILES... adds the shards of one run and prints exactly what the unsharded run \
      prints (exit 65 for a shard of another config or run, a shard given twice or missing).

      Long runs: the work is estimated before it starts, as one core's time (window cells \
      visited, priced per cell by how they are paid; see Docs/par.md). Above one hour it is \
      refused with one line giving the estimate and the bound — exit 64 for --monte-carlo \
      or --precision, 65 for the exact sheet of a config — unless --allow-long is given. \
      The pay tables hold at most 16777216 window cells (rows × the stops of all drums, \
      128 MiB; exit 65 at geometry.visibleRows beyond). On a terminal a progress line shows \
      the time left (--no-progress: none).
      """
  )

  @OptionGroup var machineConfig: ConfigArgument

  @Flag(help: "Print the sheet as JSON (sorted keys) instead of a table.")
  var json = false

  @Option(
    name: .customLong("monte-carlo"), parsing: .unconditional,
    help: ArgumentHelp(
      "Estimate from this many seeded spins (2 ... 1000000000000) instead.", valueName: "spins"))
  var monteCarlo: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Run Monte Carlo blocks until the RTP's 99 % interval is at most this either side "
        + "(0.000001 <= P <= 1).", valueName: "P"))
  var precision: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Count only shard i of n of the Monte Carlo run (1 <= i <= n <= 1000000); needs --out.",
      valueName: "i/n"))
  var shard: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Write the Monte Carlo run's (or shard's) exact statistics to this file, atomically.",
      valueName: "file"))
  var out: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Add these shard files of one run (with the config they ran) and print the estimate.",
      valueName: "shard-files"))
  var merge: [String] = []

  @Option(
    parsing: .unconditional,
    help: "Seed of the Monte Carlo spins (default: the config's simulation.seed).")
  var seed: UInt64?

  @OptionGroup var workers: WorkerOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How to compute the exact sheet: auto (whichever is estimated faster, shown on the "
        + "sheet; the closed form beyond 4000000000 windows), enumerate, or closed-form (no "
        + "window visited).",
      valueName: "method"))
  var method: ParRun.Method = .auto

  @Flag(help: "Run even when the work is estimated above one hour of one core.")
  var allowLong = false

  @Flag(
    help: ArgumentHelp(
      "Skip the closed form's exact win-size walk (the win sizes of one spin and the spin "
        + "cap; at most 2^25 steps, about 2 s): the sheet says they were skipped. The "
        + "enumeration gives them either way."))
  var noWinSizes = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Coins bet per line, one of the config's paytable.coins.levels (default: the first): "
        + "the sheet's figures (and the Monte Carlo spins) are that level's; every level's "
        + "section and the RTP by coin follow the exact sheet.", valueName: "N"))
  var coins: Int?

  /// The smallest `--precision`: a half-width of 10⁻⁶ takes about 3.8 × 10¹² σ² spins
  /// (σ the standard deviation of one spin's return), beyond the 10¹² most for every machine
  /// with σ above one half.
  static let smallestPrecision = 0.000001

  func validate() throws {
    if let monteCarlo, !(2...Int(MonteCarloPlan.maximumSpins)).contains(monteCarlo) {
      throw ValidationError("--monte-carlo must be a whole number from 2 to 1000000000000.")
    }
    if let precision, !(precision > 0 && precision <= 1) {
      throw ValidationError("--precision must be a number above 0 and at most 1, e.g. 0.001.")
    }
    if let precision, precision < Self.smallestPrecision {
      throw ValidationError(
        "--precision must be at least 0.000001 (a narrower interval needs more than the "
          + "1000000000000 spins a run may take), e.g. 0.001.")
    }
    if precision != nil, !merge.isEmpty || shard != nil || out != nil {
      throw ValidationError(
        "--precision decides when the run stops, so it cannot be sharded: drop --shard, --out "
          + "and --merge.")
    }
    if !merge.isEmpty, monteCarlo != nil || seed != nil || shard != nil || out != nil {
      throw ValidationError("--merge adds shard files: drop --monte-carlo, --seed, --shard, --out.")
    }
    if shard != nil || out != nil, monteCarlo == nil {
      throw ValidationError("--shard and --out count a Monte Carlo run: add --monte-carlo N.")
    }
    if shard != nil, out == nil {
      throw ValidationError("--shard writes its statistics to a file: add --out FILE.")
    }
    if let shard, Self.shardNumbers(shard) == nil {
      throw ValidationError(
        "--shard must be i/n with whole numbers 1 <= i <= n <= \(MonteCarloPlan.maximumShards).")
    }
    if seed != nil, monteCarlo == nil, precision == nil {
      throw ValidationError("--seed seeds the Monte Carlo spins: add --monte-carlo N.")
    }
    if method != .auto, monteCarlo != nil || !merge.isEmpty {
      throw ValidationError("--method computes the exact sheet: drop --monte-carlo and --merge.")
    }
    if let coins, !(1...CoinLevels.maximumCoins).contains(coins) {
      throw ValidationError(
        "--coins must be a whole number from 1 to \(CoinLevels.maximumCoins), a coin level.")
    }
    if coins != nil, shard != nil || out != nil || !merge.isEmpty {
      throw ValidationError(
        "--coins cannot go with --shard, --out or --merge (a shard file does not record the "
          + "coin level: shards count the config's first level).")
    }
  }

  func run() async throws {
    let file = machineConfig.file
    let machine = try CoinOption.playing(coins, on: machineConfig.load())
    let paytable: Paytable
    do {
      paytable = try ParRun.paytable(of: machine, file: file)
    } catch {
      throw Diagnostics.report(error)
    }
    if let game = machine.cluster {
      try await runCluster(game, machine: machine, file: file)
      return
    }
    if machine.variableRows != nil {
      try await runVariableRowsSheet(machine: machine, paytable: paytable, file: file)
      return
    }
    // Wild features (issue 34): their own sheet.
    if let features = machine.wildFeatures {
      try await runWildFeatures(features, machine: machine, paytable: paytable, file: file)
      return
    }
    if let problem = ParWork.tableProblem(of: machine) {
      throw Diagnostics.report(ConfigError(file: file, problems: [problem]))
    }
    let jobs = workers.count
    let name = machine.spec.name
    if monteCarlo != nil || precision != nil || !merge.isEmpty {
      try await runMonteCarlo(machine: machine, paytable: paytable, file: file, jobs: jobs)
      return
    }
    if machine.tumble != nil {
      try await runTumbleSheet(machine: machine, file: file, jobs: jobs)
      return
    }
    let estimate = method == .enumerate ? "--method closed-form or --monte-carlo" : "--monte-carlo"
    let calculator: ParCalculator
    let sheet: ParSheet
    let started = ContinuousClock.now
    do {
      calculator = try ParRun.calculator(
        for: machine, file: file, estimate: estimate, method: method)
      if calculator.enumerating, method != .closedForm {
        try checkWork(
          ParWork.everyCoinLevel(
            ParWork.enumeration(windows: calculator.windows, of: machine), of: machine),
          file: file, at: "drums", instead: estimate)
      }
      let progress = Progress(label: "par", total: 1000, disabled: workers.noProgress)
      defer { progress.finish() }
      sheet = try await ParRun.pricingCoinLevels(
        ParRun.sheet(
          calculator, of: machine, method: method, jobs: jobs, file: file, estimate: estimate,
          winSizeSteps: noWinSizes ? nil : ParCalculator.maximumWinSizeSteps,
          progress: progress.fractionReporter),
        of: machine, method: method, jobs: jobs, file: file, estimate: estimate)
    } catch {
      throw Diagnostics.report(error)
    }
    if sheet.method == .closedForm {
      Diagnostics.write(
        "par \(name): closed form (no window visited, \(sheet.windows) distinct windows) in "
          + Self.seconds(since: started))
    } else {
      Diagnostics.write(
        "par \(name): \(counted(Int(clamping: sheet.windows), "window")) enumerated in \(Self.seconds(since: started)) "
          + "on \(counted(jobs, "worker"))")
    }
    if let reason = sheet.methodReason { Diagnostics.write("par \(name): \(reason)") }
    if let feature = sheet.freeSpins {
      Diagnostics.write(
        "par \(name): the free-spins game "
          + (feature.featureMethod == .closedForm
            ? "by the closed form (\(feature.featureWindows) distinct windows)"
            : "enumerated (\(counted(Int(clamping: feature.featureWindows), "window")))"))
    }
    Output.write(json ? JSONWriter.write(sheet.json) : sheet.table(kind: machine.kind))
  }

  /// Refuses the exact sheet of a config whose `work` is above the bound (unless
  /// `--allow-long`): one line at `path`, with the estimate, the bound and what to do
  /// (`instead`: how to get an estimate), exit 65.
  func checkWork(_ work: ParWork, file: String, at path: String, instead: String)
    throws(ConfigError)
  {
    guard work.exceedsBound, !allowLong else { return }
    throw ConfigError(
      file: file,
      problems: [
        ConfigProblem(
          path: JSONPath(path),
          message: "the exact sheet is \(work), above the bound of 1 h (allowed: --allow-long "
            + "to run it anyway, or \(instead))")
      ])
  }

  /// `(i, n)` of a `--shard i/n` value, 0-based `i`, or `nil` when it is not one.
  static func shardNumbers(_ text: String) -> (index: Int, count: Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1]),
      (1...MonteCarloPlan.maximumShards).contains(count), (1...count).contains(index)
    else { return nil }
    return (index - 1, count)
  }

  /// `0.412 s` since `start`.
  static func seconds(since start: ContinuousClock.Instant) -> String {
    let elapsed = ContinuousClock.now - start
    let milliseconds =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    return String(format: "%.3f s", milliseconds / 1000)
  }
}
