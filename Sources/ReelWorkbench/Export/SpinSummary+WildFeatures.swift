import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The cells of `masks` (bit `r` of drum `d`: row `r`), as `d:r` names, or `-`.
  static func wildCells(_ masks: [Int]) -> String {
    var cells: [String] = []
    for (drum, mask) in masks.enumerated() {
      for row in 0..<16 where mask & (1 << row) != 0 { cells.append("\(drum):\(row)") }
    }
    return cells.isEmpty ? "-" : cells.joined(separator: " ")
  }

  /// The events of one step of the wild features' game, in the order they happen: the
  /// held or walked wilds land first (they never move), then the drums spin and stop, then
  /// the expansions grow, then the window pays.
  static func wildEvents(_ step: WildFeaturesSpinner.Step) -> [String] {
    var events: [String] = []
    let held = wildCells(step.held)
    if held != "-" {
      events.append((step.kind == "respin" ? "walked wilds in " : "sticky wilds held at ") + held)
    }
    events.append("drums stop at " + step.stops.map(String.init).joined(separator: "-"))
    for drum in step.expanded { events.append("wild expands over drum \(drum)") }
    events.append("pays \(formatNumber(step.pay))")
    return events
  }

  /// The table's section on the wild features: one row per window of the game (the base
  /// window after expansion, each walking respin, each free spin with its sticky wilds) and
  /// the game's pay by part. Empty without `paytable.wilds`.
  var wildFeaturesSection: String {
    guard let game = wildFeaturesGame else { return "" }
    var rows = [["wild step", "window", "stops", "held/walked in", "expanded", "pay"]]
    for (index, step) in game.steps.enumerated() {
      rows.append([
        String(index), step.kind, step.stops.map(String.init).joined(separator: "-"),
        Self.wildCells(step.held),
        step.expanded.isEmpty ? "-" : step.expanded.map(String.init).joined(separator: " "),
        formatNumber(step.pay),
      ])
    }
    var text = "wild features (the base window's pay after expansion; walking respins and "
    text += "free spins with sticky wilds played from it):\n"
    text += Self.align(rows) + "\n"
    text +=
      "wild features pay: base \(formatNumber(game.base)), walking respins "
      + "\(formatNumber(game.walking)), free spins \(formatNumber(game.freeSpins)), total "
      + "\(formatNumber(game.total))" + (game.cut ? " (cut at its bound)" : "") + "\n"
    return text
  }

  /// The wild features' game as JSON: each step with its events, and the pay by part.
  var wildFeaturesJSON: JSONValue? {
    guard let game = wildFeaturesGame else { return nil }
    let steps: [JSONValue] = game.steps.map { step in
      .object([
        "kind": .string(step.kind),
        "stops": .array(step.stops.map { .number($0) }),
        "held": .array(step.held.map { .number($0) }),
        "expanded": .array(step.expanded.map { .number($0) }),
        "pay": .number(step.pay),
        "events": .array(Self.wildEvents(step).map { .string($0) }),
      ])
    }
    // shownWindow only when wilds expanded over the base window (the window its pay is of).
    return JSONValue.object([
      "steps": .array(steps), "base": .number(game.base), "walking": .number(game.walking),
      "freeSpins": .number(game.freeSpins), "total": .number(game.total), "cut": .bool(game.cut),
    ]).adding(
      "shownWindow",
      shownWindow.map { rows in .array(rows.map { row in .array(row.map { .string($0) }) }) })
  }
}
