import ReelKit

/// A tumble chain (``/ReelKit/TumbleChain``) and the cells it draws at a tick written as
/// `Double`s, as ``SpinRecord`` writes a spin.
///
/// A chain: ``chainFields``; the first window's strip indices (per drum its row count, then
/// the indices, top first); per tumble ``stepFields``, the removed cells (drum, row, strip
/// index), the falls (``fallFields``) and the window's strip indices as the first's; the
/// events (count, then ``eventFields`` each); the traces (count, then per moving cell its
/// tumble, drum, row, sample count and samples, ``sampleFields`` each).
public enum TumbleRecord {
  /// The head of a chain.
  public static let chainFields = [
    "tumbles", "end", "startTick", "settleTick", "totalPay", "firstPay", "drums",
  ]
  /// The names of the chain's ends (`TumblePay.End`).
  public static let ends = ["noWin", "limit"]
  /// The head of a tumble.
  public static let stepFields = [
    "number", "removalTick", "settleTick", "pay", "removedCount", "fallCount",
  ]
  /// A fall: the drum, the row it rests in, the row it falls from (negative: above the
  /// window), its strip index, start and landing ticks.
  public static let fallFields = ["drum", "row", "fromRow", "stripIndex", "startTick", "landTick"]
  /// An event: tick, tumble, kind (`removed`, `falling`, `landed`), drum and row.
  public static let eventFields = ["tick", "tumble", "kind", "drum", "row"]
  /// A cell's sample: tick, phase (`waiting`, `falling`, `bouncing`, `resting`), position
  /// (pt below the window's top), velocity (pt/s), acceleration (pt/s²).
  public static let sampleFields = ["tick", "phase", "position", "velocity", "acceleration"]

  /// Writes `chain` on `clock`.
  public static func write(_ chain: TumbleChain, clock: SimulationClock) -> [Double] {
    var out: [Double] = [
      Double(chain.steps.count), chain.end == .noWin ? 0 : 1, Double(chain.startTick),
      Double(chain.settleTick), chain.totalPay, chain.pay.total, Double(chain.stripIndices.count),
    ]
    writeIndices(chain.stripIndices, to: &out)
    for step in chain.steps {
      out += [
        Double(step.number), Double(step.removalTick), Double(step.settleTick), step.pay.total,
        Double(step.removed.count), Double(step.falls.count),
      ]
      for cell in step.removed {
        out += [Double(cell.drum), Double(cell.row), Double(cell.stripIndex)]
      }
      for fall in step.falls {
        out += [
          Double(fall.drum), Double(fall.row), Double(fall.fromRow), Double(fall.stripIndex),
          Double(fall.startTick), Double(fall.landTick),
        ]
      }
      writeIndices(step.stripIndices, to: &out)
    }
    let events = chain.events
    out.append(Double(events.count))
    for event in events {
      let kind: Double =
        switch event.kind {
        case .removed: 0
        case .falling: 1
        case .landed: 2
        }
      out += [
        Double(event.tick), Double(event.tumble), kind, Double(event.drum), Double(event.row),
      ]
    }
    let traces = chain.traces(clock: clock)
    out.append(Double(traces.count))
    for trace in traces {
      out += [
        Double(trace.tumble), Double(trace.fall.drum), Double(trace.fall.row),
        Double(trace.samples.count),
      ]
      for sample in trace.samples { append(sample, to: &out) }
    }
    return out
  }

  /// What variable rows add to a chain (``/ReelKit/CascadeMotion``), as ``rowsFields`` say:
  /// the drum count of the chain (the top drum last), each drum's rows (-1 for the top
  /// drum; all -1 on fixed rows), each drum's stop (the top drum's: the top stop), the top stop
  /// and the top drum's index (-1:
  /// none), each drum's symbol height (pt: row `r` rests at `r·h`), then the window count and
  /// each window's multiplier (the spin's window first; 1 on fixed rows).
  public static func writeRows(_ chain: TumbleChain) -> [Double] {
    let drums = chain.symbolHeights.count
    var out: [Double] = [Double(drums)]
    out += (0..<drums).map { drum in
      guard let outcome = chain.outcome, outcome.rows.indices.contains(drum) else { return -1 }
      return Double(outcome.rows[drum])
    }
    out += chain.stops.map { Double($0) }
    out += [
      chain.outcome?.topStop.map { Double($0) } ?? -1, chain.topDrum.map { Double($0) } ?? -1,
    ]
    out += chain.symbolHeights
    let windows = chain.steps.count + 1
    out.append(Double(windows))
    out += (0..<windows).map { Double(chain.multiplier(ofWindow: $0)) }
    return out
  }

  /// The fields of ``writeRows(_:)``, each a list but the top stop and top drum.
  public static let rowsFields = [
    "drums", "rows", "stops", "topStop", "topDrum", "symbolHeights", "windows", "multipliers",
  ]

  /// Writes the cells drawn at a tick: per cell its drum, row, strip index and sample.
  public static func write(_ cells: [TumbleCell]) -> [Double] {
    var out: [Double] = []
    for cell in cells {
      out += [Double(cell.drum), Double(cell.row), Double(cell.stripIndex)]
      append(cell.sample, to: &out)
    }
    return out
  }

  /// Appends a sample's five numbers.
  static func append(_ sample: CellSample, to out: inout [Double]) {
    let phase: Double =
      switch sample.phase {
      case .waiting: 0
      case .falling: 1
      case .bouncing: 2
      case .resting: 3
      }
    out += [Double(sample.tick), phase, sample.position, sample.velocity, sample.acceleration]
  }

  private static func writeIndices(_ columns: [[Int]], to out: inout [Double]) {
    for column in columns {
      out.append(Double(column.count))
      out += column.map { Double($0) }
    }
  }
}
