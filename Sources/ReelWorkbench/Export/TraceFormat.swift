import ReelKit

/// The file formats of a tick-by-tick trace.
public enum TraceFormat: String, Sendable, CaseIterable {
  /// gnuplot's native data format: `#` comments, whitespace-separated columns, one block per
  /// drum, blocks separated by two blank lines (so `index N` selects drum N).
  case dat
  /// Comma-separated values with a header row.
  case csv
}

/// Writes traces in ``TraceFormat``s.
///
/// Columns: `time tick drum phase travel offset velocity acceleration` — seconds, tick,
/// drum index, phase name, pt, pt, pt/s, pt/s². Every drum's rows run from tick 0 to its last
/// tick (its settle tick, or the watchdog); `every` keeps every Nth tick and always the last.
/// The `dat` header has a `# splice:` line per drum the `splice` strategy spliced (the
/// summary's `splice` object says the same); a `csv` trace starts with the same lines,
/// before its header row, when a drum spliced.
public enum TraceWriter {
  /// The column names, in order.
  public static let columns = [
    "time", "tick", "drum", "phase", "travel", "offset", "velocity", "acceleration",
  ]

  /// The trace text of `result` (which must have been run with traces recorded).
  public static func text(
    of result: SpinResult, seed: UInt64, format: TraceFormat, every: Int = 1
  ) -> String {
    precondition(every >= 1, "every must be at least 1")
    let traces = result.traces ?? []
    var text = ""
    switch format {
    case .dat:
      text += "# reelsim trace\n"
      text += "# config: \(result.machine)\n"
      text += "# seed: \(seed)\n"
      text += "# dt: \(formatNumber(result.clock.timeStep)) s\n"
      text += "# targets: \(result.targets.map(String.init).joined(separator: " "))\n"
      text += "# drums: \(traces.count) (one block each: gnuplot index 0 to \(traces.count - 1))\n"
      text += "# units: s, tick, drum, phase, pt, pt, pt/s, pt/s^2\n"
      for drum in result.drums {
        if let splice = drum.splice { text += spliceComment(splice, drum: drum.drum) }
      }
      text += "# " + columns.joined(separator: " ") + "\n"
    case .csv:
      // The splice record leads, as `#` lines a CSV reader skips as comments (pandas:
      // `comment="#"`); a spin without splice starts with the header row, as it always did.
      for drum in result.drums {
        if let splice = drum.splice { text += spliceComment(splice, drum: drum.drum) }
      }
      text += columns.joined(separator: ",") + "\n"
    }
    let separator = format == .dat ? " " : ","
    for (drum, samples) in traces.enumerated() {
      if format == .dat, drum > 0 { text += "\n\n" }
      for (position, sample) in samples.enumerated()
      where position % every == 0 || position == samples.count - 1 {
        appendRow(
          of: sample, drum: drum, clock: result.clock, separator: separator, to: &text)
        text += "\n"
      }
    }
    return text
  }

  /// One `#` line per spliced drum: from `tick` on, offsets are on the strip turned by
  /// `shift` symbols, and the kept indices show the symbols listed (`index=symbol`); the
  /// window at rest shows `stops` (``/ReelKit/StripSplice``).
  static func spliceComment(_ splice: StripSplice, drum: Int) -> String {
    "# splice: drum \(drum) tick \(splice.tick) shift \(splice.shift) landingIndex "
      + "\(splice.landingIndex) stops \(splice.stops.map(String.init).joined(separator: ","))"
      + " symbols \(splice.symbols.joined(separator: ",")) kept "
      + splice.kept.map { "\($0.index)=\($0.symbol)" }.joined(separator: ",") + "\n"
  }

  /// Appends the eight trace columns of `sample`, without the newline (piece by piece: a
  /// trace has one row per tick, so no intermediate arrays).
  static func appendRow(
    of sample: DrumSample, drum: Int, clock: SimulationClock, separator: String,
    to text: inout String
  ) {
    text += formatNumber(clock.time(atTick: sample.tick))
    text += separator
    text += String(sample.tick)
    text += separator
    text += String(drum)
    text += separator
    text += sample.phase.rawValue
    for value in [sample.travel, sample.offset, sample.velocity, sample.acceleration] {
      text += separator
      text += formatNumber(value)
    }
  }
}
