import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The readable summary: a header, one row per drum, the spin time and the window at rest.
  public var table: String {
    let clock = result.clock
    let hertz = (1 / clock.timeStep).rounded()
    var text = "\(result.machine): seed \(seed) (targets from \(targetSource)), "
    text += "dt \(formatFixed(clock.timeStep * 1000, decimals: 4)) ms (\(formatNumber(hertz)) Hz), "
    text += (wheelHeader ?? counted(result.drums.count, "drum")) + "\n\n"
    let unit = wheel == nil ? "pt" : "°"
    let header = [
      wheel == nil ? "drum" : "wheel", wheel == nil ? "target" : "segment", "request s",
      "settle s", wheel == nil ? "revs" : "turns", "peak v \(unit)/s", "peak decel \(unit)/s²",
      "peak jerk \(unit)/s³", "landing err \(unit)", "misses", "overshoot \(unit)", "strategy",
    ]
    let rows = result.drums.map { drum -> [String] in
      [
        String(drum.drum),
        "\(drum.target) \(drum.targetSymbol)",
        result.time(drum.stopRequestTick).map { time in
          formatFixed(time, decimals: 3)
            + (drum.requestSource.map { $0 == .schedule ? "" : " \($0.rawValue)" } ?? "")
        } ?? "-",
        result.time(drum.settleTick).map { formatFixed($0, decimals: 3) } ?? "-",
        formatFixed(drum.revolutions, decimals: 2),
        formatCompact(drum.peakSpeed),
        formatCompact(drum.peakDeceleration),
        formatCompact(drum.peakJerk),
        drum.landingError < 1e-6 && drum.landingError > 0
          ? "<1e-6" : formatCompact(drum.landingError),
        String(drum.windowMisses),
        formatCompact(drum.overshoot),
        drum.method == .solve
          ? "solve ×\(formatFixed(drum.speedFactor, decimals: 4))" : drum.method.rawValue,
      ]
    }
    text += Self.align([header] + rows)
    text += "\n"
    if let spin = result.time(result.spinTick) {
      text += "spin time: \(formatFixed(spin, decimals: 3)) s (last settle)\n"
    }
    if let failure {
      text += "FAILED: \(failure.description)\n"
    }
    if let pointer = pointerLine {
      text += pointer
      text += "\nresult code: \(resultCode)\n"
      text +=
        winsSection + freeSpinsSection + winCapSection + holdAndWinSection + wildFeaturesSection
        + wildMotionSection
      return text
    }
    text += rowsSection
    text +=
      "window at rest, top row first"
      + (self.rows == nil ? "" : " (each drum's rows share its window's height)") + ":\n"
    if let variable = self.rows, !variable.topSymbols.isEmpty {
      // The top drum's cells above drums 1 … n − 2, the first and last drums left blank.
      text += "  top: " + (["-"] + variable.topSymbols + ["-"]).joined(separator: " ") + "\n"
    }
    let window = result.window
    let widths = (0..<result.drums.count).map { column in
      window.map { $0[column].count }.max() ?? 0
    }
    for row in window {
      let cells = row.enumerated().map { column, name in
        name + String(repeating: " ", count: widths[column] - name.count)
      }
      text += "  " + cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
    text += "\nresult code: \(resultCode)\n"
    text +=
      winsSection + freeSpinsSection + winCapSection + holdAndWinSection + wildFeaturesSection
      + wildMotionSection
    text +=
      (cluster == nil ? tumbleSection : clusterSection + clusterFreeSpinsSection)
      + cascadeSection
    text += rowsFreeSpinsSection
    return text
  }

  /// The wins of a machine with a paytable: one row per win (line, symbol, count, pay),
  /// then the total pay; nothing without a paytable.
  var winsSection: String {
    guard let paytable else { return "" }
    let bet = formatNumber(paytable.bet)
    let lines = paytable.lines.count
    let stake = coins.map { "\(counted($0, "coin")) of \(bet)" }
    var text =
      stake.map { stake in
        paytable.mode == .ways
          ? "wins (by ways, \(stake) per spin, bet \(formatNumber(paytable.totalBet))):\n"
          : "wins (\(stake) per line, \(counted(lines, "line")), total bet "
            + "\(formatNumber(paytable.totalBet))):\n"
      }
      ?? (paytable.mode == .ways
        ? "wins (by ways, bet \(bet) per spin):\n"
        : "wins (bet \(bet) per line, \(counted(lines, "line")), total bet "
          + "\(formatNumber(paytable.totalBet))):\n")
    guard let payout else { return text + "  none: the spin did not finish\n" }
    if let shownWindow, let expanded = wildFeaturesGame?.steps.first?.expanded {
      text +=
        "  (the window after \(paytable.wild ?? "the wild") expanded over drum"
        + (expanded.count == 1 ? " " : "s ") + expanded.map(String.init).joined(separator: " ")
        + ": " + shownWindow.map { $0.joined(separator: " ") }.joined(separator: " / ") + ")\n"
    }
    if payout.wins.isEmpty { return text + "  none\ntotal pay: 0\n" }
    let ways = payout.wins.contains { $0.ways != nil }
    let multiplied = payout.wins.contains { $0.multiplier != 1 }
    let rows = payout.wins.map { win -> [String] in
      [
        win.line.map(String.init) ?? (win.ways != nil ? "ways" : "scatter"), win.symbol,
        String(win.count),
      ] + (ways ? [win.ways.map(String.init) ?? "-"] : [])
        + (multiplied ? ["×" + formatNumber(win.multiplier)] : []) + [formatCredits(win.pay)]
    }
    let header =
      ["line", "symbol", "count"] + (ways ? ["ways"] : []) + (multiplied ? ["multiplier"] : [])
      + ["pay"]
    text += Self.align([header] + rows)
    return text + "total pay: \(formatCredits(payout.total))\n"
  }

  /// Left-aligns text columns two spaces apart.
  static func align(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
