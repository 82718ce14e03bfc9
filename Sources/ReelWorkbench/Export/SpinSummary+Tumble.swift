import ReelKit

extension SpinSummary {
  /// The `tumble` object of a tumbling machine's JSON summary; `nil` otherwise (whose
  /// summaries have no `tumble` key):
  ///
  ///     {code, end, tumbles, cellsRemoved, spinPay, totalPay, settleTick, settleTime,
  ///      steps: [{tumble, removalTick, removalTime, removed: [{drum, row, symbol,
  ///               stripIndex}], falls, settleTick, settleTime, window, pay, wins}]}
  ///
  /// `totalPay` is the spin's pay plus every tumble's. A variable-row chain's `window` is the
  /// machine's (each drum under the top drum with its top cell first,
  /// ``/ReelKit/TumbleChain/machineWindow(_:)``). A variable-row chain (its drums the
  /// spin machine's, the top drum last) adds `rows`, `symbolHeights`, `topDrum` (its drum
  /// index, or `null`), `multipliers` (each window's) and each step's `multiplier`, and its
  /// `totalPay` is `Σ m_k·pay(W_k)`; its `code` is the variable-row result code with the
  /// removals (``/ReelKit/TumbleChain/codeText``).
  var tumbleJSON: JSONValue? {
    guard let tumble else { return nil }
    let clock = result.clock
    let steps = tumble.steps.map { step -> JSONValue in
      let json = JSONValue.object([
        "tumble": .number(step.number),
        "removalTick": .number(step.removalTick),
        "removalTime": .number(clock.time(atTick: step.removalTick)),
        "removed": .array(
          step.removed.map { cell in
            .object([
              "drum": .number(cell.drum), "row": .number(cell.row),
              "symbol": .string(cell.symbol), "stripIndex": .number(cell.stripIndex),
            ])
          }),
        "falls": .number(step.falls.count),
        "settleTick": .number(step.settleTick),
        "settleTime": .number(clock.time(atTick: step.settleTick)),
        "window": .array(
          tumble.machineWindow(step.window).rows.map { row in .array(row.map { .string($0) }) }),
        "pay": .number(step.pay.total),
        "wins": .array(step.pay.wins.map(\.json)),
      ])
      // A variable-row chain's windows pay times their multiplier (fixed rows: no key).
      return tumble.outcome == nil
        ? json : json.adding("multiplier", .number(tumble.multiplier(ofWindow: step.number)))
    }
    let chain = JSONValue.object([
      "code": .string(tumble.codeText),
      "end": .string(tumble.end.rawValue),
      "tumbles": .number(tumble.steps.count),
      "cellsRemoved": .number(tumble.removedCount),
      "spinPay": .number(tumble.pay.total),
      "totalPay": .number(tumble.totalPay),
      "settleTick": .number(tumble.settleTick),
      "settleTime": .number(clock.time(atTick: tumble.settleTick)),
      "steps": .array(steps),
    ])
    guard let outcome = tumble.outcome else { return chain }
    return chain.adding(
      [
        ("rows", .array(outcome.rows.map { .number($0) })),
        ("symbolHeights", .array(tumble.symbolHeights.map { .number($0) })),
        ("topDrum", .optional(tumble.topDrum)),
        ("multipliers", .array(tumble.multipliers.map { .number($0) })),
      ])
  }

  /// The tumble section of the table: one row per tumble (removal time, cells removed, settle
  /// time, pay, the window it makes), the chain's end, pay and result code; empty otherwise.
  var tumbleSection: String {
    guard let tumble else { return "" }
    let clock = result.clock
    var text = "\ntumbles: \(tumble.steps.count) (ended: "
    text += tumble.end == .noWin ? "no win left" : "the limit of tumbles, still winning"
    text += ")\n"
    if !tumble.steps.isEmpty {
      let header = ["tumble", "removed s", "cells", "settle s", "pay", "window after"]
      let rows = tumble.steps.map { step -> [String] in
        [
          String(step.number),
          formatFixed(clock.time(atTick: step.removalTick), decimals: 3),
          String(step.removed.count),
          formatFixed(clock.time(atTick: step.settleTick), decimals: 3),
          Self.formatPay(step.pay.total),
          tumble.machineWindow(step.window).description,
        ]
      }
      text += Self.align([header] + rows)
    }
    text += "chain time: \(formatFixed(clock.time(atTick: tumble.settleTick), decimals: 3)) s "
    text += "(last landing)\n"
    text +=
      "chain pay: \(Self.formatPay(tumble.totalPay)) (spin \(Self.formatPay(tumble.pay.total))"
    text += " + tumbles \(Self.formatPay(tumble.totalPay - tumble.pay.total)))\n"
    text += "chain code: \(tumble.codeText)\n"
    return text
  }

  /// A pay for the table, to a millionth of the bet (`1.7`, not `1.7000000000000002`: a sum
  /// of pays like 0.05 is not exact in binary); the JSON keeps the exact sum.
  static func formatPay(_ pay: Double) -> String {
    abs(pay) < 1e9 ? formatNumber((pay * 1e6).rounded() / 1e6) : formatNumber(pay)
  }
}
