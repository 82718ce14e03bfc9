import ReelKit

extension SpinSummary {
  /// The `clusterFreeSpins` object of a cluster spin that triggered free spins; `nil`
  /// otherwise (the key is then absent):
  ///
  ///     {scatters, awarded, retriggered, played, truncated, baseWin, win, uncappedWin, capped,
  ///      spins: [{spin, scatters, win, cascades,
  ///               steps: [{step, window, pay, clusters: [{symbol, size, cells, multiplier,
  ///                        pay}], multipliers}]}]}
  ///
  /// `multipliers` (with `multiplierCap`) are the cell multiplier states each step was paid
  /// with, carried from one free spin to the next; windows top row first; pays × bet. `win` is
  /// the round's (the base spin and its free spins, capped).
  var clusterFreeSpinsJSON: JSONValue? {
    guard let round = clusterRound, let cluster else { return nil }
    let spins = round.freeSpins.enumerated().map { index, spin -> JSONValue in
      var chain = cluster
      chain.spin = spin
      let steps = (0..<spin.steps.count).map { step -> JSONValue in
        let wins = chain.wins(ofStep: step)
        let object = JSONValue.object([
          "step": .number(step),
          "window": .array(
            Self.rowsFirst(chain.grid(ofStep: step)).map { .array($0.map { .string($0) }) }),
          "pay": .number(wins.reduce(0) { $0 + $1.pay }),
          "clusters": .array(
            wins.map { win in
              .object([
                "symbol": .string(win.symbol), "size": .number(win.cells.count),
                "cells": .array(win.cells.map { .array([.number($0.drum), .number($0.row)]) }),
                "multiplier": .number(win.multiplier), "pay": .number(win.pay),
              ])
            }),
        ])
        guard cluster.multiplierCap != nil else { return object }
        return object.adding(
          "multipliers",
          .array(
            Self.rowsFirst(chain.multipliers(ofStep: step)).map { .array($0.map { .number($0) }) }
          ))
      }
      return .object([
        "spin": .number(index + 1), "scatters": .number(spin.scatters),
        "win": .number(spin.uncappedWin), "cascades": .number(spin.cascades),
        "steps": .array(steps),
      ])
    }
    return .object([
      "scatters": .number(round.base.scatters), "awarded": .number(round.awarded),
      "retriggered": .number(round.retriggered), "played": .number(round.freeSpins.count),
      "truncated": .bool(round.truncated), "baseWin": .number(round.baseWin),
      "win": .number(round.win), "uncappedWin": .number(round.uncappedWin),
      "capped": .bool(round.capped), "spins": .array(spins),
    ])
  }

  /// The free-spins section of the table: the trigger, then each free spin's landing grid,
  /// its paying clusters step by step (symbol, size, multiplier, win), the cell multipliers
  /// it ends with, and the round's win.
  var clusterFreeSpinsSection: String {
    guard let round = clusterRound, let cluster else { return "" }
    var text =
      "\nfree spins: \(round.base.scatters) scatters award \(round.awarded) free spins"
      + (cluster.multiplierCap.map { ", cell multipliers persist (up to ×\($0))" } ?? "") + "\n"
    for (index, spin) in round.freeSpins.enumerated() {
      var chain = cluster
      chain.spin = spin
      text += "free spin \(index + 1):"
      if spin.scatters > 0 { text += " \(spin.scatters) scatters" }
      text += "\n"
      for row in Self.rowsFirst(chain.grid(ofStep: 0)) {
        text += "    " + row.joined(separator: " ") + "\n"
      }
      for step in 0..<spin.steps.count {
        for win in chain.wins(ofStep: step) {
          text +=
            "  step \(step): \(win.symbol) × \(win.cells.count), ×\(win.multiplier), "
            + "\(Self.formatPay(win.pay))\n"
        }
      }
      if let states = spin.endStates.isEmpty ? nil : spin.endStates {
        let multiplied = states.enumerated().filter { $0.element >= 2 }
          .map { "\($0.offset / cluster.rows):\($0.offset % cluster.rows) ×\($0.element)" }
        if !multiplied.isEmpty {
          text += "  multipliers after: " + multiplied.joined(separator: ", ") + "\n"
        }
      }
      text += "  win: \(Self.formatPay(spin.uncappedWin)) × bet\n"
    }
    text += "round win: \(Self.formatPay(round.win)) × bet (base \(Self.formatPay(round.baseWin)))"
    if round.capped { text += " (capped: \(Self.formatPay(round.uncappedWin)) before the cap)" }
    if round.truncated { text += " (cut at \(ClusterFreeSpins.maximumPlayedSpins) free spins)" }
    return text + "\n"
  }
}
