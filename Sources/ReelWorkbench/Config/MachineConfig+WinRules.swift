import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// `paytable.bonusBuy`, the price of the feature: more than 0, at most 10⁹ × the total bet.
  static let bonusBuyRange = ParameterRange(
    0, 1e9, unit: "× the total bet", excludingLowerBound: true)

  /// Problems of the win rules a lines or ways paytable may add (`paytable.maxWin`, the cap of
  /// a spin and of a free-spins round; `paytable.bonusBuy`, the feature's price), each at its
  /// JSON path. A cluster paytable checks its own `maxWin` (``clusterProblems()``) and has no
  /// bonus buy.
  func winRuleProblems() -> [ConfigProblem] {
    guard let paytable else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath("paytable." + path), message: message))
    }
    if let cap = paytable.maxWin, !isCluster {
      if !Ranges.maxWin.contains(cap) {
        add("maxWin", "\(formatNumber(cap)) is out of range (allowed: \(Ranges.maxWin.allowed))")
      } else if tumble != nil || hasVariableRows || paytable.holdAndWin != nil {
        add(
          "maxWin",
          "is not priced with tumble, variable rows or hold and win (allowed: absent there; a "
            + "lines, ways or cluster machine)")
      }
    }
    if let cost = paytable.bonusBuy {
      if !Self.bonusBuyRange.contains(cost) {
        add(
          "bonusBuy",
          "\(formatNumber(cost)) is out of range (allowed: \(Self.bonusBuyRange.allowed))")
      } else if paytable.freeSpins == nil || hasVariableRows || isCluster {
        add(
          "bonusBuy",
          "needs paytable.freeSpins on fixed rows (allowed: absent without them)")
      }
    }
    return problems
  }
}

extension ResolvedMachine {
  /// The max win cap of a spin and of a free-spins round, × the total bet
  /// (`paytable.maxWin`), or `nil`.
  public var maxWin: Double? { config.paytable?.maxWin }
  /// The max win cap of a lines or ways machine as the rule (``/ReelKit/WinCap``, credits of
  /// its total bet) that `simulate`, the history and the page apply to a spin's pay and its
  /// free-spins round; `nil` without `maxWin`, on a cluster grid (its chain caps itself) and
  /// with wild features (whose games `par` prices without the cap).
  public var winCap: WinCap? {
    guard let cap = maxWin, let paytable, cluster == nil, wildFeatures == nil else { return nil }
    return WinCap(multiple: cap, totalBet: paytable.totalBet)
  }
  /// The bonus buy's price, × the total bet (`paytable.bonusBuy`), or `nil`.
  public var bonusBuy: Double? { config.paytable?.bonusBuy }
}
