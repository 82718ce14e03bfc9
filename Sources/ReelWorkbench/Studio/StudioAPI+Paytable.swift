import ReelKit

extension StudioAPI {
  /// The paytable as ReelKit's ``/ReelKit/Paytable`` reads it (the config's lines, pays with
  /// their groups, mixes and directions, wild, scatter, multipliers and mode), for the page's
  /// own pay evaluation (the WebAssembly module's `rk_pays`, through `Studio/reelkit.mjs`),
  /// and the free-spins feature's awards, multiplier and retriggers (`null` without one), for
  /// its trigger, and the max win cap × total bet (``ResolvedMachine/winCap``, `null` without
  /// one): `null` without a paytable.
  static func paytableJSON(
    _ paytable: Paytable?, freeSpins: FreeSpinsFeature? = nil, maxWin: Double? = nil
  ) -> JSONValue {
    guard let paytable else { return .null }
    let names = { (list: [String]?) in list.map { JSONValue.array($0.map { .string($0) }) } ?? .null
    }
    return JSONValue.object([
      "bet": JSONValue.number(paytable.bet),
      "lines": JSONValue.array(paytable.lines.map { .array($0.map { JSONValue.number($0) }) }),
      "pays": JSONValue.array(
        paytable.pays.map { pay in
          JSONValue.object([
            "symbol": .string(pay.symbol), "count": JSONValue.number(pay.count),
            "pay": JSONValue.number(pay.pay), "group": names(pay.group), "mix": names(pay.mix),
            "direction": .string(pay.direction.rawValue),
          ])
        }),
      "wild": paytable.wild.map { .string($0) } ?? .null,
      "scatter": paytable.scatter.map { .string($0) } ?? .null,
      "scatterPays": JSONValue.array(
        paytable.scatterPays.map { pay in
          JSONValue.object(["count": JSONValue.number(pay.count), "pay": JSONValue.number(pay.pay)])
        }),
      "multipliers": JSONValue.array(
        paytable.multipliers.map { multiplier in
          JSONValue.object([
            "symbol": .string(multiplier.symbol), "factor": JSONValue.number(multiplier.factor),
          ])
        }),
      "multiplierRule": .string(paytable.multiplierRule.rawValue),
      "mode": .string(paytable.mode.rawValue),
      "classic": .bool(paytable.isClassic),
      "freeSpins": freeSpins.map { feature in
        JSONValue.object([
          "awards": JSONValue.array(
            feature.awards.map { award in
              JSONValue.object([
                "count": JSONValue.number(award.count), "spins": JSONValue.number(award.spins),
              ])
            }),
          "multiplier": JSONValue.number(feature.multiplier),
          "retriggers": .bool(feature.retriggers),
        ])
      } ?? .null,
      "maxWin": .optional(maxWin),
    ])
  }
}
