import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The "Book of" line before a round's free spins: `expanding symbol: K (drawn for the
  /// round)`; empty without one.
  func expandingSymbolLine(_ round: FreeSpinsRound) -> String {
    guard let symbol = round.expandingSymbol else { return "" }
    return "expanding symbol: \(symbol) (drawn for the round; expands over its drums at rest, "
      + "one drum every \(formatSeconds(SymbolExpansion.defaultIntervalTicks)) from "
      + "\(formatSeconds(SymbolExpansion.defaultDelayTicks)) after the rest)\n"
  }

  /// A free spin's `expands` cell: `K 0,2,3 +24 @0.250/0.450/0.650 s` (the drums, the expanded
  /// win with the multiplier, each drum's expand time), or empty.
  func expansionCell(_ spin: FreeSpin) -> String {
    guard let expanded = spin.expanded else { return "" }
    let plan = SymbolExpansion(drums: expanded.drums)
    let times = plan.events.map { formatSeconds($0.tick).dropLast(2) }.joined(separator: "/")
    return "\(expanded.symbol) " + expanded.drums.map(String.init).joined(separator: ",")
      + " +\(Self.formatPay(expanded.pay * (freeSpins?.multiplier ?? 1))) @\(times) s"
  }

  /// A free spin's `expansion` in JSON: `null`, or `{symbol, drums, pay, window, events}`, `pay`
  /// the expanded win before the multiplier, `window` the rows once expanded, `events` each
  /// `{event: "expand", drum, tick, time}` from the rest of the spin's last drum.
  func expansionJSON(_ spin: FreeSpin) -> JSONValue {
    guard let expanded = spin.expanded else { return .null }
    let plan = SymbolExpansion(drums: expanded.drums)
    let events = plan.events.map { event -> JSONValue in
      .object([
        "event": .string("expand"), "drum": .number(event.drum), "tick": .number(event.tick),
        "time": .number(result.clock.time(atTick: event.tick)),
      ])
    }
    return .object([
      "symbol": .string(expanded.symbol),
      "drums": .array(expanded.drums.map { .number($0) }),
      "pay": .number(expanded.pay),
      "window": .array(expanded.window.rows.map { row in .array(row.map { .string($0) }) }),
      "events": .array(events),
    ])
  }

  /// `ticks` of the spin's clock as `0.250 s`.
  private func formatSeconds(_ ticks: Int) -> String {
    formatFixed(result.clock.time(atTick: ticks), decimals: 3) + " s"
  }
}
