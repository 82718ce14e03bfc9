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
      text += "# chain: \(chain.code)\n"
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
}
