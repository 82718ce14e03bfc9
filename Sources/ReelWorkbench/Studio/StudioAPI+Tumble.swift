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
  ///
  /// A cluster grid with a fill (`paytable.fill`) sends its chain even without a cascade, with
  /// `filled: true`: the drums' strips only spin, and each drum shows `landing` (the grid the
  /// fill drew) from its settle tick on. A cluster spin that triggered free spins (`round`,
  /// ``/ReelKit/ClusterRoundMotion``) adds, after the base spin's steps, each free spin's steps:
  /// first its drop (`tumble` 0: the previous grid `removed`, the free spin's landing grid
  /// falling in from above the window), then its cascades, each step with `freeSpin` (1 first;
  /// the base spin's steps have 0), and `freeSpins`:
  ///
  ///     freeSpins: {awarded, retriggered, played, cap, win, uncappedWin, capped,
  ///                 spins: [{spin, startTick, settleTick, spinsLeft, win, roundWin,
  ///                          roundUncappedWin, capped}]}
  ///
  /// `roundWin` the round's win (base spin and free spins so far) with the cap (`cap`, × bet,
  /// `null` without), `spinsLeft` the free spins still to play after that one.
  static func tumbleJSON(
    of summary: SpinSummary, clock: SimulationClock, round: ClusterRoundMotion? = nil
  ) -> JSONValue {
    let filled = summary.cluster?.spin.drawn.isEmpty == false
    guard let chain = summary.tumble ?? summary.cluster?.tumble,
      !chain.steps.isEmpty || filled || round != nil
    else {
      return .null
    }
    func columns(_ window: SymbolWindow) -> JSONValue {
      .array(window.columns.map { column in .array(column.map { .string($0) }) })
    }
    func states(_ cluster: ClusterChain, _ step: Int) -> JSONValue? {
      cluster.multiplierCap == nil
        ? nil
        : JSONValue.array(cluster.multipliers(ofStep: step).map { .array($0.map { .number($0) }) })
    }
    // Every step to draw: the base chain's, then each free spin's drop and cascades.
    var all: [(step: TumbleStep, multipliers: JSONValue?, freeSpin: Int?)] = chain.steps.map {
      step in
      (step, summary.cluster.flatMap { states($0, step.number) }, round == nil ? nil : 0)
    }
    for spin in round?.freeSpins ?? [] {
      all.append((spin.drop, states(spin.chain, 0), spin.number))
      for step in spin.chain.tumble.steps {
        all.append((step, states(spin.chain, step.number), spin.number))
      }
    }
    let span = all.reduce(0) { total, entry in
      entry.step.falls.reduce(total) { $0 + max(0, $1.landTick - entry.step.removalTick) }
    }
    let stride = max(1, (span + maximumTumblePositions - 1) / maximumTumblePositions)
    let steps = all.map { entry -> JSONValue in
      let step = entry.step
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
      return JSONValue.object([
        "tumble": .number(step.number), "removalTick": .number(step.removalTick),
        "settleTick": .number(step.settleTick),
        "highlightUntil": .number(step.falls.map(\.startTick).min() ?? step.settleTick),
        "window": columns(step.window), "removed": .array(removed), "falls": .array(falls),
      ]).adding("multipliers", entry.multipliers).adding(
        "freeSpin", entry.freeSpin.map { .number($0) })
    }
    var feature: JSONValue?
    if let round, let played = summary.clusterRound {
      let cap = round.cap
      feature = .object([
        "awarded": .number(played.awarded), "retriggered": .number(played.retriggered),
        "played": .number(played.freeSpins.count), "cap": .optional(cap),
        "win": .number(played.win), "uncappedWin": .number(played.uncappedWin),
        "capped": .bool(played.capped),
        "spins": .array(
          round.freeSpins.map { spin in
            let roundWin = cap.map { min($0, spin.roundUncappedWin) } ?? spin.roundUncappedWin
            return .object([
              "spin": .number(spin.number), "startTick": .number(spin.drop.removalTick),
              "settleTick": .number(spin.chain.tumble.settleTick),
              "spinsLeft": .number(spin.spinsLeft),
              "win": .number(spin.chain.spin.uncappedWin), "roundWin": .number(roundWin),
              "roundUncappedWin": .number(spin.roundUncappedWin),
              "capped": .bool(roundWin < spin.roundUncappedWin),
            ])
          }),
      ])
    }
    return JSONValue.object([
      "startTick": .number(chain.startTick),
      "settleTick": .number(round?.settleTick ?? chain.settleTick),
      "stride": .number(stride), "symbolHeights": .array(chain.symbolHeights.map { .number($0) }),
      "topDrum": .optional(chain.topDrum), "landing": columns(chain.window),
      "steps": .array(steps),
    ]).adding("filled", summary.cluster.map { _ in .bool(filled) }).adding("freeSpins", feature)
  }
}
