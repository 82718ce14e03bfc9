import ReelKit

extension SpinSummary {
  /// The tick at which step `step` of a cluster chain is read: the spin's last settle tick for
  /// the landing window, the cascade's settle tick after.
  private func clusterTick(_ chain: ClusterChain, step: Int) -> Int {
    step == 0 ? chain.tumble.startTick : chain.tumble.steps[step - 1].settleTick
  }

  /// The `cluster` object of a cluster-pays machine's JSON summary; `nil` otherwise (whose
  /// summaries have no `cluster` key):
  ///
  ///     {win, uncappedWin, capped, truncated, cascades, multiplierCap, filled,
  ///      steps: [{step, tick, time, window, pay,
  ///               clusters: [{symbol, size, cells: [[drum, row]], basePay, multiplier, pay}],
  ///               multipliers}]}
  ///
  /// `filled` (only with `paytable.fill`) is true: the `window`s are the cells the fill drew,
  /// not the drums' window. Step 0 is the landing window, step `k` the window after the `k`-th cascade; `window` and
  /// `multipliers` (the cell multiplier states the step was paid with: 0 unmarked, 1 marked,
  /// 2 and up a multiplier; only with `multiplierCap`) are top row first. Pays are × bet;
  /// `win` is the spin's, capped.
  var clusterJSON: JSONValue? {
    guard let cluster else { return nil }
    let clock = result.clock
    let steps = (0..<cluster.stepCount).map { step -> JSONValue in
      let wins = cluster.wins(ofStep: step)
      let tick = clusterTick(cluster, step: step)
      let object = JSONValue.object([
        "step": .number(step),
        "tick": .number(tick),
        "time": .number(clock.time(atTick: tick)),
        "window": .array(
          Self.rowsFirst(cluster.grid(ofStep: step)).map { .array($0.map { .string($0) }) }),
        "pay": .number(wins.reduce(0) { $0 + $1.pay }),
        "clusters": .array(
          wins.map { win in
            .object([
              "symbol": .string(win.symbol),
              "size": .number(win.cells.count),
              "cells": .array(win.cells.map { .array([.number($0.drum), .number($0.row)]) }),
              "basePay": .number(win.basePay),
              "multiplier": .number(win.multiplier),
              "pay": .number(win.pay),
            ])
          }),
      ])
      guard cluster.multiplierCap != nil else { return object }
      return object.adding(
        "multipliers",
        .array(
          Self.rowsFirst(cluster.multipliers(ofStep: step)).map { .array($0.map { .number($0) }) }))
    }
    return .object([
      "win": .number(cluster.spin.win),
      "uncappedWin": .number(cluster.spin.uncappedWin),
      "capped": .bool(cluster.spin.capped),
      "truncated": .bool(cluster.spin.truncated),
      "cascades": .number(cluster.spin.cascades),
      "multiplierCap": .optional(cluster.multiplierCap),
      "steps": .array(steps),
    ]).adding("filled", cluster.spin.drawn.isEmpty ? nil : .bool(true))
  }

  /// The cluster section of the table: per step (the landing window, then each cascade) its
  /// time (with a fill, the landing grid the fill drew: the drums' window only spun), its
  /// paying clusters (symbol, size, cells as `drum:row`, pay, multiplier, win), the
  /// cell multipliers it was paid with and the window the cascade makes; then the spin's win.
  var clusterSection: String {
    guard let cluster else { return "" }
    let clock = result.clock
    var text = "\nclusters"
    if let cap = cluster.multiplierCap { text += " (cell multipliers up to ×\(cap))" }
    text += ":\n"
    for step in 0..<cluster.stepCount {
      let wins = cluster.wins(ofStep: step)
      let time = formatFixed(clock.time(atTick: clusterTick(cluster, step: step)), decimals: 3)
      if step > 0 {
        text += "cascade \(step) at \(time) s, window after:\n"
        for row in Self.rowsFirst(cluster.grid(ofStep: step)) {
          text +=
            "    " + row.map { $0.padding(to: 3) }.joined(separator: " ").trimmedOfTrailingSpaces
            + "\n"
        }
      } else if !cluster.spin.drawn.isEmpty {
        text += "landing grid at \(time) s, drawn from the fill:\n"
        for row in Self.rowsFirst(cluster.grid(ofStep: step)) {
          text +=
            "    " + row.map { $0.padding(to: 3) }.joined(separator: " ").trimmedOfTrailingSpaces
            + "\n"
        }
      } else {
        text += "landing window at \(time) s:\n"
      }
      let multiplied = cluster.multipliers(ofStep: step).enumerated().flatMap { drum, column in
        column.enumerated().filter { $0.element >= 2 }.map { "\(drum):\($0.offset) ×\($0.element)" }
      }
      if !multiplied.isEmpty {
        text += "  multipliers: " + multiplied.joined(separator: ", ") + "\n"
      }
      if wins.isEmpty {
        text += "  no cluster pays\n"
        continue
      }
      let header = ["symbol", "size", "pay", "multiplier", "win", "cells"]
      let rows = wins.map { win -> [String] in
        [
          win.symbol, String(win.cells.count), Self.formatPay(win.basePay),
          "×\(win.multiplier)", Self.formatPay(win.pay),
          win.cells.map { "\($0.drum):\($0.row)" }.joined(separator: " "),
        ]
      }
      text += Self.align([header] + rows).split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }
    text += "cascades: \(cluster.spin.cascades)"
    if cluster.spin.truncated { text += " (cut at \(ClusterRules.maximumCascades), still winning)" }
    text += "\n"
    text += "cluster win: \(Self.formatPay(cluster.spin.win)) × bet"
    if cluster.spin.capped {
      text += " (capped: \(Self.formatPay(cluster.spin.uncappedWin)) before the cap)"
    }
    text += "\n"
    return text
  }

  /// `[drum][row]` as rows, top row first.
  static func rowsFirst<T>(_ columns: [[T]]) -> [[T]] {
    guard let height = columns.first?.count else { return [] }
    return (0..<height).map { row in columns.map { $0[row] } }
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The string without its trailing spaces.
  fileprivate var trimmedOfTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
