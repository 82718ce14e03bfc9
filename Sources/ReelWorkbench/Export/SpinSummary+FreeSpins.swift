import ReelKit

extension SpinSummary {
  /// The scatters in the window at rest and the free spins they award, for a machine with a
  /// free-spins feature whose spin finished (`nil` otherwise).
  public var freeSpinsTrigger: (scatters: Int, awarded: Int)? {
    guard let freeSpins, let scatter = freeSpins.paytable.scatter, payout != nil else {
      return nil
    }
    let scatters = result.window.reduce(0) { sum, row in sum + row.filter { $0 == scatter }.count }
    return (scatters, freeSpins.spins(scatters: scatters))
  }

  /// The table's line on the feature: `free spins: 4 scatters award 8 free spins (wins × 2,
  /// retriggers on)`, or that none were awarded; empty without a feature.
  var freeSpinsSection: String {
    guard let freeSpins, let trigger = freeSpinsTrigger else { return "" }
    let scatters = counted(trigger.scatters, "scatter")
    guard trigger.awarded > 0 else {
      let least = freeSpins.awards.map(\.count).min() ?? 0
      return "free spins: not triggered (\(scatters); \(least) or more award free spins)\n"
    }
    return
      "free spins: \(scatters) award \(counted(trigger.awarded, "free spin")) (wins × "
      + "\(formatNumber(freeSpins.multiplier)), retriggers "
      + (freeSpins.retriggers ? "on" : "off") + "; `reelsim par` values the feature)\n"
  }

  /// The JSON of the trigger: `{scatters, awarded, multiplier}`; `nil` without a feature.
  var freeSpinsJSON: JSONValue? {
    guard let freeSpins, let trigger = freeSpinsTrigger else { return nil }
    return .object([
      "scatters": .number(trigger.scatters),
      "awarded": .number(trigger.awarded),
      "multiplier": .number(freeSpins.multiplier),
    ])
  }
}
