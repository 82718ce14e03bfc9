import ReelKit

extension StudioAPI {
  /// The tumble chain of a spin as the page plays it (`tumble` of `POST /api/spin`; `null`
  /// without one): the model's own samples, so the page draws the cells and computes no
  /// motion. `{startTick, settleTick, symbolHeights, topDrum, landing, steps}`: `landing` the
  /// spin's window (columns, top row first), each step `{tumble, removalTick, settleTick,
  /// window, removed: [{drum, row}], falls}`, each fall `{drum, row, fromRow, symbol,
  /// startTick, landTick, positions}` with `positions[k]` the cell's top edge below the
  /// window's top (pt) at tick `removalTick + k` (``/ReelKit/CellFall/sample(atTick:clock:)``),
  /// up to its landing tick, where it rests at exactly `row·h`. A variable-row chain's drums
  /// are the spin machine's (each its own rows and `h`), the top drum last (`topDrum`, its row
  /// `i` the cell over drum `n − 2 − i`).
  static func tumbleJSON(of chain: TumbleChain?, clock: SimulationClock) -> JSONValue {
    guard let chain else { return .null }
    func columns(_ window: SymbolWindow) -> JSONValue {
      .array(window.columns.map { column in .array(column.map { .string($0) }) })
    }
    let steps = chain.steps.map { step -> JSONValue in
      let falls = step.falls.map { fall -> JSONValue in
        let positions = (step.removalTick...fall.landTick).map {
          JSONValue.number(fall.sample(atTick: $0, clock: clock).position)
        }
        return .object([
          "drum": .number(fall.drum), "row": .number(fall.row), "fromRow": .number(fall.fromRow),
          "symbol": .string(fall.symbol), "startTick": .number(fall.startTick),
          "landTick": .number(fall.landTick), "positions": .array(positions),
        ])
      }
      return .object([
        "tumble": .number(step.number), "removalTick": .number(step.removalTick),
        "settleTick": .number(step.settleTick), "window": columns(step.window),
        "removed": .array(
          step.removed.map { .object(["drum": .number($0.drum), "row": .number($0.row)]) }),
        "falls": .array(falls),
      ])
    }
    return .object([
      "startTick": .number(chain.startTick), "settleTick": .number(chain.settleTick),
      "symbolHeights": .array(chain.symbolHeights.map { .number($0) }),
      "topDrum": .optional(chain.topDrum), "landing": columns(chain.window),
      "steps": .array(steps),
    ])
  }
}
