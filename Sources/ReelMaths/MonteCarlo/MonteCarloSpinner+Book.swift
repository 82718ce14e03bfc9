import ReelKitSupport

/// The "Book of" expanding symbol in a Monte Carlo run (``ExpandingSymbol``): a triggered round
/// draws its symbol first (one draw from the block's generator, right after the base spin's
/// stops), then each free spin adds `extra(S, k)` for the `k` drums showing it, in the
/// spinner's ``CreditUnit``.
struct MonteCarloExpansion: Sendable {
  /// The rule.
  let rule: ExpandingSymbol
  /// `shows[choice][drum][stop]`: whether the feature drum at rest on `stop` shows the choice.
  let shows: [[[Bool]]]
  /// `units[choice][k]`: `extra(S, k)` times the multiplier, units.
  let units: [[UInt64]]

  /// The tables of `feature.expanding` in `unit`, or `nil` without one.
  init?(feature: FreeSpinsFeature, unit: CreditUnit) throws(MonteCarloError) {
    guard let rule = feature.expanding else { return nil }
    let reels = feature.reels
    let rows = reels.rows
    let paytable = feature.paytable
    self.rule = rule
    shows = rule.choices.map { choice in
      reels.reels.map { reel in
        (0..<reel.symbolCount).map { stop in
          reel.window(restingAt: stop).prefix(rows).contains { $0.isSameSymbol(as: choice.symbol) }
        }
      }
    }
    var units: [[UInt64]] = []
    for choice in rule.choices {
      var row: [UInt64] = []
      for k in 0...reels.reels.count {
        let pay = ExpandingSymbol.linePay(of: choice.symbol, count: k, in: paytable)
        row.append(
          try unit.checkedUnits(
            ofProduct: [pay, paytable.bet, Double(paytable.lines.count), feature.multiplier]))
      }
      units.append(row)
    }
    self.units = units
  }

  /// The credit values of the expanded wins of `feature`, for the spinner's unit.
  static func unitFactors(of feature: FreeSpinsFeature) -> [[Double]] {
    guard let rule = feature.expanding else { return [] }
    let paytable = feature.paytable
    return rule.choices.flatMap { choice in
      paytable.pays.filter { $0.symbol.isSameSymbol(as: choice.symbol) }.map {
        [$0.pay, paytable.bet, Double(paytable.lines.count), feature.multiplier]
      }
    }
  }

  /// The expanded win of a free spin at rest on `stops` in a round that drew `choice`, units.
  func units(choice: Int, stops: [Int]) -> UInt64 {
    var k = 0
    for drum in stops.indices where shows[choice][drum][stops[drum]] { k += 1 }
    return units[choice][k]
  }
}
