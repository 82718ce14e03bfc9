import ReelKit

/// The exact figures `reelsim check` warns from (``PayWarnings``): a machine's total RTP and,
/// where its sheet states one, its top award, priced the way `par` prices its kind of machine.
public struct PayFigures: Sendable, Equatable {
  /// The most work `check` spends on one machine's chains (cluster pays, tumbles), one
  /// core's seconds by ``ParWork`` (release build): 5 s. Beyond, the pays are not checked and
  /// a note says so.
  public static let checkBoundSeconds = 5.0

  /// The total RTP (base game and every feature).
  public var totalRTP: Double
  /// The top award, when the sheet states one.
  public var topAward: TopAward?
  /// Whether the config says the top award's odds are shown.
  public var oddsShown: Bool
  /// The top award's unit: `credits`, or `× bet` on a cluster grid.
  public var unit = "credits"
  /// The coin level the figures are for (`paytable.coins`' first level; 1 without levels).
  public var coins = 1
  /// Every coin level's sheet (`paytable.coins`), empty without levels.
  public var coinLevels: [CoinLevelSheet] = []

  /// What pricing a machine gave.
  public enum Outcome: Sendable, Equatable {
    /// Exact figures.
    case priced(PayFigures)
    /// Not priced here, and why (in words).
    case unpriced(String)
    /// Nothing to price (the config is refused by the sheet; `check` reports it elsewhere).
    case none
  }

  /// The figures of `machine` (a paytable on it), read from `file`.
  public static func of(_ machine: ResolvedMachine, file: String) async -> Outcome {
    guard let paytable = machine.paytable else { return .none }
    let shown = machine.topAwardOddsShown
    if let game = machine.cluster { return await cluster(game, oddsShown: shown) }
    if let rows = ParRun.variableRowsMachine(of: machine, paytable: paytable) {
      guard machine.variableRowsCascade == nil else {
        return .unpriced("variable-row cascades are priced by playing every outcome's chain")
      }
      guard
        let sheet = try? ParRun.variableRowsSheet(
          rows, file: file, estimate: "", freeSpins: machine.cascadeFreeSpins)
      else { return .none }
      return .priced(PayFigures(totalRTP: sheet.totalRTP, topAward: nil, oddsShown: shown))
    }
    if let features = machine.wildFeatures {
      guard
        let calculator = WildFeaturesCalculator(
          reels: ReelStrips(machine.spec), weights: machine.weights, paytable: paytable,
          features: features, freeSpins: machine.freeSpins)
      else { return .none }
      guard let total = calculator.sheet().totalRTP else {
        return .unpriced("a part of the wild features is out of exact reach")
      }
      return .priced(PayFigures(totalRTP: total, topAward: nil, oddsShown: shown))
    }
    if machine.tumble != nil { return await tumble(machine, file: file, oddsShown: shown) }
    do {
      let calculator = try ParRun.calculator(for: machine, file: file, method: .closedForm)
      let sheet = try await ParRun.pricingCoinLevels(
        ParRun.sheet(calculator, of: machine, method: .closedForm, jobs: 1, file: file),
        of: machine, method: .closedForm, jobs: 1, file: file)
      var figures = PayFigures(
        totalRTP: sheet.totalRTP, topAward: sheet.topAward, oddsShown: shown)
      figures.coins = sheet.coins
      figures.coinLevels = sheet.coinLevels
      return .priced(figures)
    } catch {
      return .unpriced("the closed form cannot price it (\(error.lines.first ?? ""))")
    }
  }

  /// A cluster grid: every stop combination's chain, within ``checkBoundSeconds``.
  static func cluster(_ game: ClusterGame, oddsShown: Bool) async -> Outcome {
    let work = ParWork.clusterSpins(UInt64(clamping: game.combinations), of: game)
    guard game.freeSpins == nil, game.isExactWithinBound, work.seconds <= checkBoundSeconds
    else {
      return .unpriced(
        game.freeSpins != nil
          ? "cluster free spins are priced by Monte Carlo"
          : "the exact sheet plays \(game.combinations) chains, beyond what check plays")
    }
    let tally = await ParRun.clusterExact(game, jobs: 1)
    let top = TopAward(
      credits: tally.maxWin, probability: tally.maxWinProbability, scope: .chain)
    return .priced(
      PayFigures(totalRTP: tally.rtp, topAward: top, oddsShown: oddsShown, unit: "× bet"))
  }

  /// A tumbling machine: every stop combination's chain, within ``checkBoundSeconds``.
  static func tumble(_ machine: ResolvedMachine, file: String, oddsShown: Bool) async -> Outcome {
    guard let calculator = try? ParRun.tumbleCalculator(for: machine, file: file) else {
      return .unpriced("the tumble chains are too many to play one by one")
    }
    let work = ParWork.tumbleChains(combinations: calculator.chains, of: machine)
    guard work.seconds <= checkBoundSeconds else {
      return .unpriced("the exact sheet is \(work), beyond what check plays")
    }
    guard let sheet = try? await ParRun.tumbleSheet(calculator, jobs: 1, file: file) else {
      return .none
    }
    return .priced(
      PayFigures(totalRTP: sheet.rtp, topAward: sheet.topAward, oddsShown: oddsShown))
  }
}
