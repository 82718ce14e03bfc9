import ReelKit

extension StudioAPI {
  /// The most falling-cell positions a chain's `tumble` sends (summed over every fall of every
  /// step): a longer chain sends every `stride`-th tick's, so that an answer stays within a
  /// few MB (with up to two more per fall: its first and its landing sample).
  public static let maximumTumblePositions = 200_000

  /// The tumble (cascade) chain of a spin as the page plays it (`tumble` of `POST /api/spin`;
  /// `null` without one) — fixed rows, variable rows and cluster grids alike: the model's own
  /// samples, so the page draws the cells and computes no motion.
  ///
  ///     {startTick, settleTick, stride, symbolHeights, topDrum, landing,
  ///      steps: [{tumble, removalTick, settleTick, highlightUntil, window,
  ///               removed: [{drum, row, symbol}], multipliers?, falls}]}
  ///
  /// `landing` is the spin's window (columns, top row first); each step's `window` the one it
  /// makes, its `removed` cells shown highlighted until its first cell starts to fall
  /// (`highlightUntil`); a cluster grid with cell multipliers (`paytable.cellMultiplierCap`)
  /// adds each step's `multipliers`, those it is paid with (`[drum][row]`: 0 unmarked, 1
  /// marked, 2 and up a multiplier). Each fall is `{drum, row,
  /// fromRow, symbol, startTick, landTick, positions}` with `positions[k]` the cell's top edge
  /// below the window's top (pt) at tick `removalTick + k·stride`
  /// (``/ReelKit/CellFall/sample(atTick:clock:)``) while that is before its landing tick, and
  /// last its landing sample, at rest on exactly `row·h`. `stride` is 1 unless the chain's
  /// falls would send more than ``maximumTumblePositions`` positions. A variable-row chain's
  /// drums are the spin machine's (each its own rows and `h`), the top drum last (`topDrum`,
  /// its row `i` the cell over drum `n − 2 − i`).
  static func tumbleJSON(of summary: SpinSummary, clock: SimulationClock) -> JSONValue {
    guard let chain = summary.tumble ?? summary.cluster?.tumble, !chain.steps.isEmpty else {
      return .null
    }
    func columns(_ window: SymbolWindow) -> JSONValue {
      .array(window.columns.map { column in .array(column.map { .string($0) }) })
    }
    let span = chain.steps.reduce(0) { total, step in
      step.falls.reduce(total) { $0 + max(0, $1.landTick - step.removalTick) }
    }
    let stride = max(1, (span + maximumTumblePositions - 1) / maximumTumblePositions)
    let steps = chain.steps.map { step -> JSONValue in
      let falls = step.falls.map { fall -> JSONValue in
        var ticks = Array(Swift.stride(from: step.removalTick, to: fall.landTick, by: stride))
        ticks.append(fall.landTick)
        return .object([
          "drum": .number(fall.drum), "row": .number(fall.row), "fromRow": .number(fall.fromRow),
          "symbol": .string(fall.symbol), "startTick": .number(fall.startTick),
          "landTick": .number(fall.landTick),
          "positions": .array(
            ticks.map { .number(fall.sample(atTick: $0, clock: clock).position) }),
        ])
      }
      let removed = step.removed.map {
        JSONValue.object([
          "drum": .number($0.drum), "row": .number($0.row), "symbol": .string($0.symbol),
        ])
      }
      let multipliers = summary.cluster.flatMap { cluster in
        cluster.multiplierCap == nil
          ? nil
          : JSONValue.array(
            cluster.multipliers(ofStep: step.number).map { .array($0.map { .number($0) }) })
      }
      return JSONValue.object([
        "tumble": .number(step.number), "removalTick": .number(step.removalTick),
        "settleTick": .number(step.settleTick),
        "highlightUntil": .number(step.falls.map(\.startTick).min() ?? step.settleTick),
        "window": columns(step.window), "removed": .array(removed), "falls": .array(falls),
      ]).adding("multipliers", multipliers)
    }
    return .object([
      "startTick": .number(chain.startTick), "settleTick": .number(chain.settleTick),
      "stride": .number(stride), "symbolHeights": .array(chain.symbolHeights.map { .number($0) }),
      "topDrum": .optional(chain.topDrum), "landing": columns(chain.window),
      "steps": .array(steps),
    ])
  }
}
