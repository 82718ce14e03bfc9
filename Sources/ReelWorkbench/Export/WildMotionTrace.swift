import ReelKit

/// Writes the tick-by-tick trace of a `WildMotion`: one row per drum per tick from tick 0
/// to its end.
///
/// Columns: `time tick step drum spinning held walk growTop growBottom growth` — seconds
/// since the spin started, the motion's tick (0: the spin at rest), the step (from 0), the
/// drum, 1 while it spins, the mask of its cells held wild and still (bit `r`: row `r`), the
/// offset of a wild walking into it (drums, 1 → 0; 0 when none walks), the band the growing
/// symbol covers (rows from the top; -1 -1 before any growth) and the growth's progress (0 to
/// 1). The `dat` format has one block per drum (gnuplot `index N`).
public enum WildMotionTraceWriter {
  /// The column names, in order.
  public static let columns = [
    "time", "tick", "step", "drum", "spinning", "held", "walk", "growTop", "growBottom",
    "growth",
  ]

  /// The trace text of `motion` (`nil`: none started, the header alone) of machine `machine`,
  /// whose tick 0 is `origin` seconds into the spin; `every` keeps every Nth tick and always
  /// the last.
  public static func text(
    of motion: WildMotion?, machine: String, origin: Double, format: TraceFormat, every: Int = 1
  ) -> String {
    precondition(every >= 1, "every must be at least 1")
    let drums = motion?.drums ?? 0
    var text = ""
    switch format {
    case .dat:
      text += "# reelsim wild motion trace\n"
      text += "# config: \(machine)\n"
      if let motion { text += "# dt: \(formatNumber(motion.clock.timeStep)) s\n" }
      text += "# motion start: \(formatNumber(origin)) s (tick 0: the spin at rest)\n"
      text += "# steps: \(motion?.steps.count ?? 0), end tick: \(motion?.endTick ?? 0)\n"
      text += "# drums: \(drums) (one block each: gnuplot index 0 to \(max(0, drums - 1)))\n"
      text += "# units: s, tick, step, drum, bool, mask, drums, rows, rows, fraction\n"
      text += "# " + columns.joined(separator: " ") + "\n"
    case .csv:
      text += columns.joined(separator: ",") + "\n"
    }
    guard let motion, !motion.steps.isEmpty else { return text }
    let separator = format == .dat ? " " : ","
    let samples = stride(from: 0, through: motion.endTick, by: 1).filter {
      $0 % every == 0 || $0 == motion.endTick
    }.map(motion.sample(atTick:))
    for drum in 0..<drums {
      if format == .dat, drum > 0 { text += "\n\n" }
      for sample in samples {
        let walk = sample.walks.filter { $0.drum == drum }.map(\.offset).max() ?? 0
        let growth = sample.growths[drum]
        let fields = [
          formatNumber(origin + motion.clock.time(atTick: sample.tick)), String(sample.tick),
          String(sample.step), String(drum), sample.spinning[drum] ? "1" : "0",
          String(sample.held[drum]), formatNumber(walk),
          growth.map { formatNumber($0.top) } ?? "-1",
          growth.map { formatNumber($0.bottom) } ?? "-1",
          formatNumber(growth?.progress ?? 0),
        ]
        text += fields.joined(separator: separator) + "\n"
      }
    }
    return text
  }
}
