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
