import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The round's tick 0 in the spin's time, seconds: the tick the triggering spin settled.
  var cellReelsOrigin: Double { result.time(result.spinTick) ?? 0 }

  /// A round tick as seconds since the spin started.
  func spinSeconds(_ round: CellReelRound, tick: Int) -> Double {
    cellReelsOrigin + round.clock.time(atTick: tick)
  }

  /// The cell `cell` as `d2r0` (drum 2, row 0).
  func shortCellName(_ cell: Int, rows: Int) -> String { "d\(cell / rows)r\(cell % rows)" }

  /// The table's section on the cell reels: one line per respin with its start and settle
  /// times (seconds since the spin started) and every spun cell's landing (its stop's symbol
  /// and settle time; `*` marks a bonus symbol, now held), then the round's end. Empty
  /// without a round.
  var cellReelsSection: String {
    guard let motion = holdAndWinMotion, let feature = holdAndWin else { return "" }
    let rows = motion.rows
    var text =
      "cell reels (s since the spin started; the round starts at "
      + "\(formatFixed(cellReelsOrigin, decimals: 3)) s when the spin settles):\n"
    for respin in motion.respins {
      let start = formatFixed(spinSeconds(motion, tick: respin.startTick), decimals: 3)
      let settle = respin.settleTick.map { formatFixed(spinSeconds(motion, tick: $0), decimals: 3) }
      text +=
        "  respin \(respin.number): \(start) → \(settle ?? "watchdog") s, "
        + "\(respin.heldBefore.filter { $0 }.count) held, counter \(respin.respinsBefore - 1)"
        + (respin.landed.isEmpty ? "" : " → reset \(respin.respinsAfter)") + ":"
      var cells: [String] = []
      for cell in respin.spunCells {
        let drum = respin.result.drums[cell]
        let mark = drum.targetSymbol == feature.symbol ? "*" : ""
        let time = respin.settleTick(ofCell: cell).map {
          formatFixed(spinSeconds(motion, tick: $0), decimals: 3)
        }
        cells.append(
          "\(shortCellName(cell, rows: rows)) \(drum.targetSymbol)\(mark) \(time ?? "-")")
      }
      text += " " + cells.joined(separator: ", ") + "\n"
    }
    if let failure = motion.failure {
      text += "  stopped by the watchdog: \(failure.description)\n"
    } else {
      text +=
        "  round over at \(formatFixed(spinSeconds(motion, tick: motion.endTick), decimals: 3)) s"
        + (motion.round.isFull ? " (window full)" : " (no respin left)") + "\n"
    }
    return text
  }

  /// The cell reels' part of a respin's JSON: `startTime`, `settleTime` (seconds since the
  /// spin started), `heldBefore` (the cells held during it) and `cells`, each spun cell as
  /// `{cell, drum, row, stop, symbol, bonus, stopRequestTime, settleTime}`.
  func cellReelsJSON(respin index: Int) -> [String: JSONValue] {
    guard let motion = holdAndWinMotion, let feature = holdAndWin,
      motion.respins.indices.contains(index)
    else { return [:] }
    let respin = motion.respins[index]
    let rows = motion.rows
    func time(_ tick: Int?) -> JSONValue {
      tick.map { .number(spinSeconds(motion, tick: $0)) } ?? .null
    }
    let cells = respin.spunCells.map { cell -> JSONValue in
      let drum = respin.result.drums[cell]
      return .object([
        "cell": .number(cell), "drum": .number(cell / rows), "row": .number(cell % rows),
        "stop": .number(drum.target), "symbol": .string(drum.targetSymbol),
        "bonus": .bool(drum.targetSymbol == feature.symbol),
        "stopRequestTime": time(drum.stopRequestTick.map { respin.startTick.addingTicks($0) }),
        "settleTime": time(respin.settleTick(ofCell: cell)),
      ])
    }
    return [
      "startTime": time(respin.startTick), "settleTime": time(respin.settleTick),
      "heldBefore": .array(
        respin.heldBefore.indices.filter { respin.heldBefore[$0] }.map { .number($0) }),
      "cells": .array(cells),
    ]
  }
}
