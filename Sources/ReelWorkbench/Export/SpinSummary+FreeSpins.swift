import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The scatters in the window at rest and the free spins they award, for a machine with a
  /// free-spins feature whose spin finished (`nil` otherwise).
  public var freeSpinsTrigger: (scatters: Int, awarded: Int)? {
    guard let freeSpins, payout != nil else { return nil }
    let rows = result.drums.map(\.window.count).min() ?? 1
    let scatters = freeSpins.scatterCount(
      in: SymbolWindow(rows: shownWindow ?? result.window), rows: rows)
    return (scatters, freeSpins.spins(scatters: scatters))
  }

  /// The pay of the spin with its free spins: the window's pay plus the round's win (`nil`
  /// when the spin did not finish).
  public var payWithFreeSpins: Double? {
    payout.map { $0.total + (freeSpinsRound?.pay ?? 0) }
  }

  /// The table's section on the feature: the trigger (`free spins: 4 scatters award 8 free
  /// spins (wins × 2, retriggers on)`), or that none were awarded; then one row per free spin
  /// played (result code, its window's scatters, the spins they retrigger, the pay with the
  /// multiplier, spins left) and the round's win. Empty without a feature.
  var freeSpinsSection: String {
    guard let freeSpins, let trigger = freeSpinsTrigger else { return "" }
    let scatters = counted(trigger.scatters, "scatter")
    guard trigger.awarded > 0 else {
      let least = freeSpins.awards.map(\.count).min() ?? 0
      return "free spins: not triggered (\(scatters); \(least) or more award free spins)\n"
    }
    var text =
      "free spins: \(scatters) award \(counted(trigger.awarded, "free spin")) (wins × "
      + "\(formatNumber(freeSpins.multiplier)), retriggers "
      + (freeSpins.retriggers ? "on" : "off") + ")\n"
    guard let round = freeSpinsRound, let base = payout else { return text }
    var header = ["free spin", "result code", "scatters", "retrigger", "pay", "left"]
    if round.expandingSymbol != nil { header.append("expands") }  // SpinSummary+Book.swift
    let rows = round.spins.map { spin -> [String] in
      [
        String(spin.number), ResultCode(stops: spin.stops).description, String(spin.scatters),
        spin.awarded > 0 ? "+\(spin.awarded)" : "", Self.formatPay(spin.pay),
        String(spin.remaining),
      ] + (round.expandingSymbol == nil ? [] : [expansionCell(spin)])
    }
    text += expandingSymbolLine(round)
    text += Self.align([header] + rows)
    if round.truncated {
      text +=
        "cut after \(counted(round.spins.count, "free spin")) with "
        + "\(round.spins.last?.remaining ?? 0) left (at most "
        + "\(FreeSpinsFeature.maximumListedSpins) are played here)\n"
    }
    text +=
      "feature win: \(Self.formatPay(round.pay)) over \(counted(round.spins.count, "free spin"))"
    if round.retriggered > 0 {
      text += " (\(round.retriggered) retriggered)"
    }
    text += "; with the spin's \(Self.formatPay(base.total)): "
    text += "\(Self.formatPay(base.total + round.pay))\n"
    return text
  }

  /// The JSON of the feature: `{scatters, awarded, multiplier}`, and when spins were awarded
  /// `spins` (each `{spin, stops, resultCode, window, wins, pay, scatters, retrigger,
  /// remaining}`, the wins before the multiplier, `pay` with it), `played`, `retriggered`,
  /// `truncated`, `pay` (the round's win) and `totalPay` (the spin's pay with it); on a "Book
  /// of" machine also the round's `expandingSymbol` and each spin's `expansion`
  /// (SpinSummary+Book.swift); `nil` without a feature.
  var freeSpinsJSON: JSONValue? {
    guard let freeSpins, let trigger = freeSpinsTrigger else { return nil }
    var members: [(String, JSONValue)] = [
      ("scatters", .number(trigger.scatters)), ("awarded", .number(trigger.awarded)),
      ("multiplier", .number(freeSpins.multiplier)),
    ]
    if let round = freeSpinsRound, let total = payWithFreeSpins {
      let spins = round.spins.map { spin -> JSONValue in
        var fields: [(String, JSONValue)] = [
          ("spin", .number(spin.number)),
          ("stops", .array(spin.stops.map { .number($0) })),
          ("resultCode", .string(ResultCode(stops: spin.stops).description)),
          ("window", .array(spin.window.rows.map { row in .array(row.map { .string($0) }) })),
          ("wins", .array(spin.wins.wins.map(\.json))),
          ("pay", .number(spin.pay)),
          ("scatters", .number(spin.scatters)),
          ("retrigger", .number(spin.awarded)),
          ("remaining", .number(spin.remaining)),
        ]
        // "Book of" only (SpinSummary+Book.swift): other machines' summaries keep their keys.
        if round.expandingSymbol != nil { fields.append(("expansion", expansionJSON(spin))) }
        return .object(
          fields.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
      }
      members += [
        ("spins", .array(spins)), ("played", .number(round.spins.count)),
        ("retriggered", .number(round.retriggered)), ("truncated", .bool(round.truncated)),
        ("pay", .number(round.pay)), ("totalPay", .number(total)),
      ]
      if let symbol = round.expandingSymbol { members.append(("expandingSymbol", .string(symbol))) }
    }
    return .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
  }
}
