import ReelKit

extension ParRun {
  /// How `reelsim par` computes the exact sheet (`--method`).
  public enum Method: String, Sendable, Equatable, CaseIterable {
    /// Enumeration when the distinct windows are within the bound (the cross-check of the
    /// closed form), the closed form beyond it.
    case auto
    /// Every distinct window visited (``/ReelKit/ParCalculator/sheet()``); refused beyond
    /// the window bound.
    case enumerate
    /// Without visiting windows (``/ReelKit/ParCalculator/closedFormSheet()``), whatever the
    /// number of windows.
    case closedForm = "closed-form"
  }

  /// Prepares the exact sheet by `method`, or reports why it is out of reach (at `drums`):
  /// `auto` prepares the enumeration and falls back to the closed form when the windows are
  /// too many.
  ///
  /// - Parameters:
  ///   - machine: the loaded machine; its config needs a paytable.
  ///   - file: the config's name in messages.
  ///   - estimate: how the caller offers a Monte Carlo estimate instead, named in the error.
  ///   - method: how the sheet will be computed.
  public static func calculator(
    for machine: ResolvedMachine, file: String, estimate: String? = nil, method: Method
  ) throws(ConfigError) -> ParCalculator {
    let paytable = try paytable(of: machine, file: file)
    do {
      return try calculator(
        reels: ReelStrips(machine.spec), paytable: paytable, weights: machine.weights,
        method: method, spread: machine.freeSpins.flatMap(ParWork.bookSpread))
    } catch {
      throw problem(error, file: file, estimate: estimate)
    }
  }

  /// Prepares the exact sheet of `reels` with `paytable` by `method` (the base game's or a
  /// free-spins feature's drums): for enumeration unless `method` is `closedForm`; `auto`
  /// takes whichever exact method is estimated to be faster (`ParWork/exactChoice(_:)`),
  /// the closed form beyond the window bound.
  ///
  /// `spread` is the "Book of" spread pass both methods do besides (``ParWork/bookSpread(_:)``).
  ///
  /// - Throws: ``/ReelKit/ParError`` beyond the cycle bound, or beyond the window bound by
  ///   `enumerate`.
  public static func calculator(
    reels: ReelStrips, paytable: Paytable, weights: StopWeights?, method: Method,
    spread: ParWork.BookSpread? = nil
  ) throws(ParError) -> ParCalculator {
    let enumerating: ParCalculator
    do {
      enumerating = try ParCalculator(
        reels: reels, paytable: paytable, weights: weights, enumerating: method != .closedForm)
    } catch  where error.bound == .windows && method == .auto {
      return try ParCalculator(
        reels: reels, paytable: paytable, weights: weights, enumerating: false)
    }
    guard method == .auto, ParWork.exactChoice(enumerating, spread: spread).method == .closedForm
    else {
      return enumerating
    }
    return try ParCalculator(reels: reels, paytable: paytable, weights: weights, enumerating: false)
  }

  /// The exact sheet: enumerated on at most `jobs` workers (``exact(_:jobs:progress:)``) when
  /// `calculator` was prepared for it and `method` is not `closedForm`, otherwise the closed
  /// form. With `machine` given and a free-spins feature on it, the feature's figures too
  /// (``exact(for:calculator:method:jobs:file:estimate:progress:)``), its game computed by whichever
  /// method applies to its own drums; with a hold-and-win feature, its chain's exact figures
  /// (``/ReelKit/HoldAndWinSheet``).
  ///
  /// `progress` is called with the fraction of the (base game's) enumeration done.
  /// `winSizeSteps` (for a sheet that is printed) lets the closed form walk the base spin's
  /// win sizes within that many steps (``/ReelKit/ParCalculator/winSizeSteps``); without it a
  /// closed-form sheet has none and costs nothing more.
  ///
  /// - Throws: ``ConfigError`` when the sheet (at `drums`) or the feature's (at
  ///   `paytable.freeSpins.strips`) is out of reach, or the feature never ends (at
  ///   `paytable.freeSpins.awards`).
  public static func sheet(
    _ calculator: ParCalculator, of machine: ResolvedMachine? = nil, method: Method, jobs: Int,
    file: String, estimate: String? = nil, winSizeSteps: Int? = nil,
    progress: ((Double) -> Void)? = nil
  ) async throws(ConfigError) -> ParSheet {
    var sheet: ParSheet
    var calculator = calculator
    calculator.spinCapMultiple = machine?.maxWin  // the spin cap (ParRun+WinRules.swift)
    calculator.winSizeSteps = winSizeSteps
    if let machine, machine.freeSpins != nil {
      sheet = try await exact(
        for: machine, calculator: calculator, method: method, jobs: jobs, file: file,
        estimate: estimate, progress: progress)
    } else {
      do {
        sheet = try await computed(calculator, method: method, jobs: jobs, progress: progress)
      } catch {
        throw problem(error, file: file, estimate: estimate)
      }
    }
    if let machine, let feature = machine.holdAndWin {
      sheet.holdAndWin = HoldAndWinSheet(
        feature: feature, reels: ReelStrips(machine.spec), weights: machine.weights)
    }
    if let machine { sheet.topAwardOddsShown = machine.topAwardOddsShown }
    sheet.methodReason = method == .auto ? autoReason(calculator, of: machine) : nil
    if let machine { sheet = pricingWinRules(sheet, of: machine) }
    return sheet
  }

  /// Why `auto` chose the base game's method (``ParWork/exactChoice(_:)``), with the "Book
  /// of" spread pass both methods share (``ParWork/bookSpread(_:)``) on such a machine.
  static func autoReason(_ calculator: ParCalculator, of machine: ResolvedMachine?) -> String {
    ParWork.exactChoice(calculator, spread: machine?.freeSpins.flatMap(ParWork.bookSpread))
      .reason
  }

  /// The sheet of `calculator`: enumerated on at most `jobs` workers when it was prepared
  /// for it and `method` is not `closedForm`, otherwise the closed form (with the scatter
  /// counts' pays either way when ``/ReelKit/ParCalculator/tracksScatterCounts``).
  ///
  /// - Throws: ``/ReelKit/ParError`` when the closed form's tables are out of reach.
  static func computed(
    _ calculator: ParCalculator, method: Method, jobs: Int, progress: ((Double) -> Void)? = nil
  ) async throws(ParError) -> ParSheet {
    if calculator.enumerating && method != .closedForm {
      return await exact(calculator, jobs: jobs, progress: progress)
    }
    return try calculator.closedFormSheet()
  }

  /// A sheet out of reach as a config problem at `path` (`drums` or a feature's strips).
  static func problem(
    _ error: ParError, file: String, estimate: String?, at path: String = "drums"
  ) -> ConfigError {
    let message = estimate.map { error.message(estimate: $0) } ?? error.message
    return ConfigError(
      file: file, problems: [ConfigProblem(path: JSONPath(path), message: message)])
  }
}
