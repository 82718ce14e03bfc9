import Foundation
import ReelKit

/// The work of a `reelsim par` run, estimated before it starts, so that a run of hours is
/// refused (unless asked for with `--allow-long`) instead of started unawares.
///
/// The estimate counts window cells visited and prices each by how it is paid, from the
/// figures measured on the project's machine (Docs/performance.md), rounded up:
///
///     seconds = windows × cells per window × nanoseconds per cell / 10⁹
///
/// - a spin of a classic-lines machine paid from the line-code table: 4 ns per cell;
/// - a spin paid by the general evaluator (ways, pay rules, no table): 80 ns per cell;
/// - a window of the exact enumeration: 4 ns per cell;
/// - a tumbling machine's spin (or stop combination) counts `1 + maxTumbles` windows, its
///   longest chain, at 120 ns per cell;
/// - a cluster-pays spin (or stop combination), its flood fills and cascades together: 400 ns
///   per grid cell, and with free spins each round's expected free spins the same way (a 7 × 7 spin of `Configs/cluster-7x7.json` takes about 50 µs in a debug
///   build).
///
/// The result is one core's time, the same for every `--jobs` and every computer, so the
/// refusal is deterministic; it is an order of magnitude, not a promise.
public struct ParWork: Sendable, Equatable, CustomStringConvertible {
  /// The largest estimate run without `--allow-long`: one hour of one core.
  public static let boundSeconds: Double = 3600

  /// The most window cells the pay tables may hold, `Σ stops × rows` over the drums (the
  /// tables of `par` hold each drum's window at each stop, 8 bytes a cell): 2²⁴, so at most
  /// 128 MiB. A config beyond it is refused at `geometry.visibleRows` (exit 65).
  public static let maximumTableCells = 1 << 24

  /// Nanoseconds per window cell of each way of paying a window.
  public enum CellCost {
    /// A Monte Carlo spin paid from the line-code table.
    public static let lineTable = 4.0
    /// A Monte Carlo spin paid by the general evaluator.
    public static let evaluator = 80.0
    /// A window of the exact enumeration.
    public static let enumeration = 4.0
    /// A window of a tumble chain.
    public static let tumble = 120.0
    /// A cluster-pays spin with its cascades, per grid cell.
    public static let cluster = 400.0
    /// A hold-and-win respin, per cell of the window (a draw for each free cell, a prize
    /// for each that lands, the round's bookkeeping).
    public static let holdAndWinRespin = 10.0
  }

  /// What is counted, in words: `1000000000000 spins × 15 cells`.
  public var counted: String
  /// The estimated time of one core, seconds.
  public var seconds: Double

  /// Whether the estimate is above ``boundSeconds``.
  public var exceedsBound: Bool { seconds > Self.boundSeconds }

  /// `about 37 h of one core (1000000000000 spins × 15 cells)`.
  public var description: String { "about \(Self.duration(seconds)) of one core (\(counted))" }

  /// Creates an estimate of `windows` windows of `cells` cells, each at `nanoseconds`.
  init(windows: Double, noun: String, cells: Int, nanoseconds: Double) {
    counted = "\(Self.number(windows)) \(noun) × \(cells) cells"
    seconds = windows * Double(cells) * nanoseconds / 1e9
  }

  /// The cells of one window of `machine`: the rows of every drum.
  public static func cellsPerWindow(of machine: ResolvedMachine) -> Int {
    machine.spec.drums.reduce(0) { $0 + $1.geometry.visibleRows }
  }

  /// The windows of a tumbling machine's longest chain (1 without tumbles).
  public static func windowsPerSpin(of machine: ResolvedMachine) -> Int {
    machine.tumble.map { 1 + max(0, $0.maxTumbles) } ?? 1
  }

  /// `spins` Monte Carlo spins of `machine`; `usesLineTable` says whether its spinner pays
  /// lines from the table (``/ReelKit/MonteCarloSpinner/usesLineTable``).
  public static func monteCarlo(spins: UInt64, of machine: ResolvedMachine, usesLineTable: Bool)
    -> ParWork
  {
    let windows = windowsPerSpin(of: machine)
    let cost =
      machine.tumble != nil
      ? CellCost.tumble : usesLineTable ? CellCost.lineTable : CellCost.evaluator
    return ParWork(
      windows: Double(spins) * Double(windows),
      noun: windows > 1 ? "windows (\(number(Double(spins))) spins × \(windows))" : "spins",
      cells: cellsPerWindow(of: machine), nanoseconds: cost)
  }

  /// `spins` Monte Carlo spins of a hold-and-win machine (``monteCarlo(spins:of:usesLineTable:)``)
  /// plus the rounds they trigger: the exact chain's expected respins (``/ReelKit/HoldAndWinSheet``)
  /// priced per cell of the window,
  ///
  ///     respins ≈ spins · P_t · E[respins per round],   seconds += respins · C · 10 ns / 10⁹
  ///
  /// `P_t` the trigger probability and `C` the window's cells.
  public static func holdAndWin(
    spins: UInt64, base: ParWork, sheet: HoldAndWinSheet, cells: Int
  ) -> ParWork {
    let respins = Double(spins) * sheet.triggerProbability * sheet.expectedRespins
    var work = base
    work.counted += " + \(number(respins)) respins × \(cells) cells"
    work.seconds += respins * Double(cells) * CellCost.holdAndWinRespin / 1e9
    return work
  }

  /// `spins` cluster-pays spins (Monte Carlo draws or stop combinations) of `game`; with free
  /// spins, each draw is a round, and the free spins it plays on average are counted too:
  ///
  ///     free spins ≈ spins · Σ_n P(n) · spins(n) / (1 − r)
  ///
  /// `P(n)` the probability of `n` scatters on a landing grid
  /// (``/ReelKit/ClusterGame/scatterCountProbabilities()``), `r` the retriggers a free spin
  /// awards on average (``/ReelKit/ClusterGame/expectedRetriggers()``, below 1 on a valid
  /// config), each round's free spins at most ``/ReelKit/ClusterFreeSpins/maximumPlayedSpins``.
  public static func clusterSpins(_ spins: UInt64, of game: ClusterGame) -> ParWork {
    var work = ParWork(
      windows: Double(spins), noun: "spins", cells: game.columns * game.rows,
      nanoseconds: CellCost.cluster)
    let perRound = expectedFreeSpins(of: game)
    guard perRound > 0 else { return work }
    let free = Double(spins) * perRound
    work.counted += " + \(number(free)) free spins × \(game.columns * game.rows) cells"
    work.seconds += free * Double(game.columns * game.rows) * CellCost.cluster / 1e9
    return work
  }

  /// The free spins one round of `game` plays on average, `Σ_n P(n) · spins(n) / (1 − r)`
  /// (at most ``/ReelKit/ClusterFreeSpins/maximumPlayedSpins`` a round); 0 without free spins.
  public static func expectedFreeSpins(of game: ClusterGame) -> Double {
    guard let freeSpins = game.freeSpins else { return 0 }
    let awarded = game.scatterCountProbabilities().enumerated().reduce(0.0) { sum, entry in
      sum + entry.element * Double(freeSpins.spins(scatters: entry.offset))
    }
    let r = game.expectedRetriggers()
    let bound = Double(ClusterFreeSpins.maximumPlayedSpins)
    return r < 1 ? min(awarded / (1 - r), bound) : bound
  }

  /// The exact enumeration of `windows` distinct windows of `machine`.
  public static func enumeration(windows: UInt64, of machine: ResolvedMachine) -> ParWork {
    ParWork(
      windows: Double(windows), noun: "windows", cells: cellsPerWindow(of: machine),
      nanoseconds: CellCost.enumeration)
  }

  /// The exact sheets of every coin level of `machine` (``enumeration(windows:of:)`` once per
  /// level, `exact` the work of one); `exact` itself without coin levels.
  public static func everyCoinLevel(_ exact: ParWork, of machine: ResolvedMachine) -> ParWork {
    guard let levels = machine.coinLevels?.levels.count, levels > 1 else { return exact }
    var work = exact
    work.counted = "\(levels) coin levels × \(exact.counted)"
    work.seconds *= Double(levels)
    return work
  }

  /// The exact tumble sheet: `combinations` chains of `machine`, each at most
  /// ``windowsPerSpin(of:)`` windows.
  public static func tumbleChains(combinations: UInt64, of machine: ResolvedMachine) -> ParWork {
    let windows = windowsPerSpin(of: machine)
    return ParWork(
      windows: Double(combinations) * Double(windows),
      noun: "windows (\(number(Double(combinations))) chains × \(windows))",
      cells: cellsPerWindow(of: machine), nanoseconds: CellCost.tumble)
  }

  /// The cells the pay tables of `machine` would hold, `Σ stops × rows`, and the problem
  /// (at `geometry.visibleRows`) when they are more than ``maximumTableCells``.
  public static func tableProblem(of machine: ResolvedMachine) -> ConfigProblem? {
    let rows = machine.spec.drums.map(\.geometry.visibleRows).max() ?? 0
    let stops = machine.spec.drums.reduce(0) { $0 + $1.geometry.symbolCount }
    let (cells, overflow) = stops.multipliedReportingOverflow(by: rows)
    guard overflow || cells > maximumTableCells else { return nil }
    return ConfigProblem(
      path: JSONPath("geometry.visibleRows"),
      message: "\(rows) rows × \(stops) stops make \(overflow ? "too many" : String(cells)) "
        + "window cells for the pay tables of par (allowed: rows × the stops of all drums at "
        + "most \(maximumTableCells), 128 MiB)")
  }

  /// What `reelsim par --method auto` chose for an exact sheet and why.
  public struct ExactChoice: Sendable, Equatable {
    /// The method it runs.
    public var method: ParSheet.Method
    /// The two estimates and the bound, in words, for the sheet's title:
    /// `auto: enumeration about 12 min, closed form about 4.1 s`.
    public var reason: String
  }

  /// Nanoseconds of each unit of exact work, measured on this project's machine (release
  /// build; Docs/par.md#how-auto-chooses):
  public enum ExactCost {
    /// One (window, line or ways name, entry) of an enumeration by the rules of
    /// ``/ReelKit/PayRules`` (the evaluator pays each window entry by entry).
    public static let ruleEntry = 80.0
    /// One (letter sequence, entry) the closed form tabulates by the rules.
    public static let sequenceEntry = 40.0
    /// The closed form's fixed cost (its joint walk over the readers' states), seconds.
    public static let closedFormBase = 0.05
  }

  /// The estimated time of the enumeration of `calculator`'s windows, seconds: windows ×
  /// cells × 4 ns for a classic paytable (the line automaton), windows × readers × entries ×
  /// ``ExactCost/ruleEntry`` by the rules.
  public static func enumerationSeconds(_ calculator: ParCalculator) -> Double {
    let paytable = calculator.evaluator.paytable
    let windows = Double(calculator.windows)
    guard !paytable.isClassic else {
      let cells = Double(calculator.reels.reels.count * calculator.reels.rows)
      return windows * cells * CellCost.enumeration / 1e9
    }
    let readers = Double(paytable.mode == .ways ? 1 : max(1, paytable.lines.count))
    return windows * readers * Double(max(1, paytable.pays.count)) * ExactCost.ruleEntry / 1e9
  }

  /// The estimated time of the closed form of `calculator`, seconds: the letter sequences it
  /// tabulates (``/ReelKit/ParCalculator/closedFormSequences()``) × entries ×
  /// ``ExactCost/sequenceEntry``, plus ``ExactCost/closedFormBase``.
  public static func closedFormSeconds(_ calculator: ParCalculator) -> Double {
    let entries = Double(max(1, calculator.evaluator.paytable.pays.count))
    return ExactCost.closedFormBase
      + calculator.closedFormSequences() * entries * ExactCost.sequenceEntry / 1e9
  }

  /// The exact method `auto` runs on `calculator`: the enumeration — the closed form's
  /// cross-check — when it is estimated to take at most a second or no longer than the closed
  /// form, otherwise the closed form; the closed form beyond the window bound. `spread` is
  /// work both methods do besides (a "Book of" feature's spread pass, ``bookSpread(_:)``): it
  /// is added to both estimates, so the second's allowance counts the whole run, and named in
  /// the reason.
  public static func exactChoice(_ calculator: ParCalculator, spread: BookSpread? = nil)
    -> ExactChoice
  {
    let paytable = calculator.evaluator.paytable
    let bound = paytable.isClassic ? ParCalculator.maximumWindows : ParCalculator.maximumRuleWindows
    let besides = spread.map { "; " + $0.phrase } ?? ""
    guard calculator.windows <= bound else {
      return ExactChoice(
        method: .closedForm,
        reason: "auto: closed form, \(calculator.windows) windows are beyond the enumeration "
          + "bound" + besides)
    }
    let shared = spread?.seconds ?? 0
    let enumeration = enumerationSeconds(calculator) + shared
    let closedForm = closedFormSeconds(calculator) + shared
    let method: ParSheet.Method =
      enumeration <= 1 || enumeration <= closedForm ? .enumeration : .closedForm
    return ExactChoice(
      method: method,
      reason: "auto: \(method == .enumeration ? "enumeration" : "closed form") estimated "
        + "fastest (enumeration about \(duration(enumeration)), closed form about "
        + "\(duration(closedForm))\(spread == nil ? "" : ", each with the spread pass"))"
        + besides)
  }

  /// A whole number as digits, a large one as `1.5e13`.
  static func number(_ value: Double) -> String {
    value < 1e15 ? String(UInt64(value.rounded())) : String(format: "%.1e", value)
  }

  /// `0.4 s`, `12 min`, `37 h`, `3.2e5 h`.
  static func duration(_ seconds: Double) -> String {
    if seconds < 60 { return String(format: "%.1f s", seconds) }
    if seconds < 3600 { return "\(Int((seconds / 60).rounded())) min" }
    let hours = seconds / 3600
    return hours < 1e6 ? "\(Int(hours.rounded())) h" : String(format: "%.1e h", hours)
  }
}
