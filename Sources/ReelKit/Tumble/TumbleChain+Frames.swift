import ReelMaths
import ReelMotion

/// One cell of the window as drawn at a tick of a tumble chain.
public struct TumbleCell: Sendable, Equatable, Hashable {
  /// The drum (column), 0 at the left.
  public var drum: Int
  /// The row the cell rests in (or will), 0 at the top.
  public var row: Int
  /// The symbol.
  public var symbol: String
  /// The strip index the symbol comes from.
  public var stripIndex: Int
  /// Where the cell is and how it moves (``CellFall``; a cell that keeps its row rests).
  public var sample: CellSample
}

/// The motion of one moving cell of one tumble, tick by tick.
public struct CellTrace: Sendable, Equatable, Hashable {
  /// The tumble, from 1.
  public var tumble: Int
  /// The cell's fall.
  public var fall: CellFall
  /// One sample per tick from the tumble's removal tick to the cell's landing tick.
  public var samples: [CellSample]
}

extension TumbleChain {
  /// The window as drawn at `tick`, drum by drum, top row first: before the first removal the
  /// spin's window at rest; from a tumble's removal tick on, the cells of the window that
  /// tumble makes, each where its ``CellFall`` puts it (the removed cells are gone). Stepping
  /// a view through the ticks with this draws exactly the chain ``events`` describe.
  public func cells(atTick tick: Int, clock: SimulationClock) -> [TumbleCell] {
    guard let step = steps.last(where: { $0.removalTick <= tick }) else {
      return restingColumns(window, stripIndices, tick: tick).flatMap { $0 }
    }
    return cells(of: step, atTick: tick, clock: clock)
  }

  /// The cells of the window tumble `step` makes, drum by drum, top row first, at `tick`:
  /// each where its ``CellFall`` puts it (waiting before its column falls, resting from its
  /// landing tick on; a cell that keeps its row rests). ``cells(atTick:clock:)`` draws the
  /// tumble under way; this draws one tumble at any tick, also its settle tick, which is the
  /// next tumble's removal tick.
  public func cells(of step: TumbleStep, atTick tick: Int, clock: SimulationClock)
    -> [TumbleCell]
  {
    var columns = restingColumns(step.window, step.stripIndices, tick: tick)
    for fall in step.falls {
      columns[fall.drum][fall.row].sample = fall.sample(atTick: tick, clock: clock)
    }
    return columns.flatMap { $0 }
  }

  /// Every moving cell of every tumble with its samples, tick by tick from its tumble's
  /// removal tick to its landing tick: the rows of a tumble trace.
  public func traces(clock: SimulationClock) -> [CellTrace] {
    steps.flatMap { step in
      step.falls.map { fall in
        CellTrace(
          tumble: step.number, fall: fall,
          samples: (step.removalTick...fall.landTick).map { fall.sample(atTick: $0, clock: clock) })
      }
    }
  }

  /// The cells of `window` at rest, `[drum][row]`.
  private func restingColumns(_ window: SymbolWindow, _ indices: [[Int]], tick: Int)
    -> [[TumbleCell]]
  {
    window.columns.enumerated().map { drum, column in
      column.enumerated().map { row, symbol in
        let rest = Double(row) * symbolHeights[drum]
        return TumbleCell(
          drum: drum, row: row, symbol: symbol, stripIndex: indices[drum][row],
          sample: CellSample(
            tick: tick, phase: .resting, position: rest, velocity: 0, acceleration: 0))
      }
    }
  }
}
