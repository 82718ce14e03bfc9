import ReelKit

/// Writes the tick-by-tick trace of a tumble chain: one row per moving cell per tick, from
/// its tumble's removal tick to its landing tick (``/ReelKit/TumbleChain/traces(clock:)``).
///
/// Columns: `time tick tumble drum row fromRow symbol phase position velocity acceleration` —
/// seconds, tick, tumble (from 1), drum, the row the cell rests in, the row it starts from
/// (negative: above the window), symbol, segment (`waiting`, `falling`, `bouncing`,
/// `resting`), the distance of the cell's top edge below the window's top in pt (down
/// positive; row `r` rests at `r·h`), pt/s and pt/s² (down positive). The `dat` format has one
/// block per moving cell (gnuplot `index N`), in tumble, drum, row order.
///
/// A variable-row chain (``/ReelKit/CascadeMotion``) has the same columns; its drums are the
/// spin machine's — each with this spin's rows and symbol height `h = W/rows`, so a cell in
/// row `r` of drum `d` rests at `r·h_d` — and the top drum last (its row `i` the cell over
/// drum `n − 2 − i`). The `dat` header then adds a `# rows:` line (each drum's rows and symbol
/// height, and the top drum's) and its `# chain:` is the variable-row result code with the
/// removals (``/ReelKit/TumbleChain/codeText``).
public enum TumbleTraceWriter {
  /// The column names, in order.
  public static let columns = [
    "time", "tick", "tumble", "drum", "row", "fromRow", "symbol", "phase", "position",
    "velocity", "acceleration",
  ]

  /// The trace text of `chain` on a machine with `clock`; `every` keeps every Nth tick of
  /// each cell and always its last.
  public static func text(
    of chain: TumbleChain, machine: String, clock: SimulationClock, format: TraceFormat,
    every: Int = 1
  ) -> String {
    precondition(every >= 1, "every must be at least 1")
    let traces = chain.traces(clock: clock)
    var text = ""
    switch format {
    case .dat:
      text += "# reelsim tumble trace\n"
      text += "# config: \(machine)\n"
      text += "# dt: \(formatNumber(clock.timeStep)) s\n"
      text += "# stops: \(chain.stops.map(String.init).joined(separator: " "))\n"
      text += rowsHeader(of: chain)
      text += "# chain: \(chain.codeText)\n"
      text += "# cells: \(traces.count) (one block each: gnuplot index 0 to \(traces.count - 1))\n"
      text += "# units: s, tick, tumble, drum, row, row, symbol, phase, pt, pt/s, pt/s^2\n"
      text += "# " + columns.joined(separator: " ") + "\n"
    case .csv:
      text += columns.joined(separator: ",") + "\n"
    }
    let separator = format == .dat ? " " : ","
    for (block, trace) in traces.enumerated() {
      if format == .dat, block > 0 { text += "\n\n" }
      let fall = trace.fall
      for (position, sample) in trace.samples.enumerated()
      where position % every == 0 || position == trace.samples.count - 1 {
        let fields = [
          formatNumber(clock.time(atTick: sample.tick)), String(sample.tick),
          String(trace.tumble), String(fall.drum), String(fall.row), String(fall.fromRow),
          fall.symbol, sample.phase.rawValue, formatNumber(sample.position),
          formatNumber(sample.velocity), formatNumber(sample.acceleration),
        ]
        text += fields.joined(separator: separator) + "\n"
      }
    }
    return text
  }

  /// The `# rows:` line of a variable-row chain: `# rows: 4 2 6 (symbol heights 105 210 70
  /// pt); top drum: drum 6, 4 cells of 210 pt`; empty on fixed rows.
  static func rowsHeader(of chain: TumbleChain) -> String {
    guard let outcome = chain.outcome else { return "" }
    let drums = outcome.rows.count
    var line = "# rows: " + outcome.rows.map(String.init).joined(separator: " ")
    line +=
      " (symbol heights "
      + chain.symbolHeights.prefix(drums).map(formatNumber).joined(separator: " ") + " pt)"
    if let top = chain.topDrum, chain.symbolHeights.indices.contains(top),
      chain.window.columns.indices.contains(top)
    {
      line +=
        "; top drum: drum \(top), \(chain.window.columns[top].count) cells of "
        + "\(formatNumber(chain.symbolHeights[top])) pt"
    }
    return line + "\n"
  }
}
