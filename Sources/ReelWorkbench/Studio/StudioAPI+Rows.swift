import ReelKit

extension StudioAPI {
  /// A variable-row ("Megaways") machine as the page needs it (`rows` of `GET /api/machine`;
  /// `null` for fixed rows): each drum's `rowWeights` (`w[h − 1]` for `h` rows, as the config
  /// writes them, one array per drum, for the in-page model's draw), each drum's
  /// `windowHeight` (pt, the same on every spin), the `topDrum` (`{strip, weights}`, `weights`
  /// `null` for every stop once; or `null`) and the config's `seed` as digits (the rows of a
  /// spin given by its targets are drawn from it).
  static func rowsJSON(_ machine: ResolvedMachine) -> JSONValue {
    guard let rows = machine.variableRows else { return .null }
    let weights = rows.drums.map { distribution -> JSONValue in
      let most = distribution.entries.map(\.rows).max() ?? 1
      var list = Array(repeating: 0, count: max(1, most))
      for entry in distribution.entries where entry.rows >= 1 {
        list[entry.rows - 1] = entry.weight
      }
      return .array(list.map { JSONValue.number($0) })
    }
    let top = rows.topDrum.map { drum in
      JSONValue.object([
        "strip": .array(drum.strip.map { .string($0) }),
        "weights": drum.weights.map { .array($0.map { JSONValue.number($0) }) } ?? .null,
      ])
    }
    return .object([
      "rowWeights": .array(weights),
      "windowHeight": .array(
        machine.spec.drums.map {
          JSONValue.number(Double($0.geometry.visibleRows) * $0.geometry.symbolHeight)
        }),
      "topDrum": top ?? .null,
      "seed": .string(String(machine.seed)),
    ])
  }
}

extension StudioAPI {
  /// What a drum of a variable-row spin adds to its trace columns, from the spin's machine
  /// (``/ReelKit/MachineSpec/spinning(_:previousRows:)``), so that the page draws the previous
  /// spin's cells below the seam with ReelKit's formulas (`Studio/rows.js`, ``RowChange``):
  /// this spin's `rows` and `resultRow`, and the spin before's `previousRows`,
  /// `previousResultRow`, `previousSymbolHeight` and `previousStartOffset` (`s₀·h₀`). None on a
  /// drum of fixed rows.
  static func rowsMembers(of drum: DrumSpec) -> [(String, JSONValue)] {
    guard let change = drum.rowChange else { return [] }
    let previous = drum.previousGeometry
    return [
      ("rows", .number(drum.geometry.visibleRows)),
      ("resultRow", .number(drum.geometry.targetRow)),
      ("previousRows", .number(change.previousRows)),
      ("previousResultRow", .number(previous.targetRow)),
      ("previousSymbolHeight", .number(previous.symbolHeight)),
      ("previousStartOffset", .number(previous.centredOffset(of: drum.startIndex))),
    ]
  }
}
