import ReelKit

/// Writes the tick-by-tick trace of a hold-and-win round on the cell reels: one row per spun
/// cell per tick, from its respin's start to its settle tick (held cells do not move and have
/// no rows).
///
/// Columns: `time tick respin cell drum row symbol phase travel offset velocity acceleration`
/// — seconds since the spin started, the round's tick (0: the triggering spin settled), the
/// respin (from 1), the cell (`drum·rows + row`), its drum and row, the symbol it lands on,
/// the phase, pt, pt (exactly `stop·h` at rest), pt/s, pt/s². The `dat` format has one block
/// per spun cell per respin (gnuplot `index N`), in respin, then cell order.
public enum CellReelTraceWriter {
  /// The column names, in order.
  public static let columns = [
    "time", "tick", "respin", "cell", "drum", "row", "symbol", "phase", "travel", "offset",
    "velocity", "acceleration",
  ]

  /// The trace text of `round` (animated with traces; `nil`: no round started, the header
  /// alone) of machine `machine` on `clock`, whose tick 0 is `origin` seconds into the spin;
  /// `every` keeps every Nth tick of each cell and always its last.
  public static func text(
    of round: CellReelRound?, machine: String, clock: SimulationClock, origin: Double,
    format: TraceFormat, every: Int = 1
  ) -> String {
    precondition(every >= 1, "every must be at least 1")
    let respins = round?.respins ?? []
    let rows = max(1, round?.rows ?? 1)
    let blocks = respins.flatMap { respin in respin.spunCells.map { (respin, $0) } }
    var text = ""
    switch format {
    case .dat:
      text += "# reelsim respin trace\n"
      text += "# config: \(machine)\n"
      text += "# dt: \(formatNumber(clock.timeStep)) s\n"
      text += "# round start: \(formatNumber(origin)) s (tick 0: the triggering spin settled)\n"
      text += "# respins: \(respins.count)\n"
      text += "# cells: \(blocks.count) (one block each: gnuplot index 0 to \(blocks.count - 1))\n"
      text += "# units: s, tick, respin, cell, drum, row, symbol, phase, pt, pt, pt/s, pt/s^2\n"
      text += "# " + columns.joined(separator: " ") + "\n"
    case .csv:
      text += columns.joined(separator: ",") + "\n"
    }
    let separator = format == .dat ? " " : ","
    for (block, (respin, cell)) in blocks.enumerated() {
      if format == .dat, block > 0 { text += "\n\n" }
      let samples = respin.result.traces?[cell] ?? []
      let symbol = respin.result.drums[cell].targetSymbol
      for (position, sample) in samples.enumerated()
      where position % every == 0 || position == samples.count - 1 {
        let tick = respin.startTick.addingTicks(sample.tick)
        let fields = [
          formatNumber(origin + clock.time(atTick: tick)), String(tick), String(respin.number),
          String(cell), String(cell / rows), String(cell % rows), symbol,
          sample.phase.rawValue, formatNumber(sample.travel), formatNumber(sample.offset),
          formatNumber(sample.velocity), formatNumber(sample.acceleration),
        ]
        text += fields.joined(separator: separator) + "\n"
      }
    }
    return text
  }
}
