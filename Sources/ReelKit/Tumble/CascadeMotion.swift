import ReelMaths
import ReelMotion

/// The cascade chain of a variable-row ("Megaways") spin with its motion: the maths' chain
/// (``VariableRowsCascade/windows(of:inFreeSpins:cascadesBefore:)``: its rule, refill,
/// multipliers and pays, the top drum's cells included) and every cell's fall (``CellFall``)
/// on the spin's own window, each drum with its rows and symbol height `h_d = W/rows_d`.
///
/// The chain's drums are those of the spin's machine
/// (``MachineSpec/spinning(_:previousRows:topDrum:)``): drums `0 … n − 1` with this
/// spin's rows, and, with a top drum, the top drum as drum `n` (its row `i` the cell over drum
/// `n − 2 − i`, ``CascadeWindow``), whose cells slide towards drum 1 as a drum's fall. Cell `r`
/// of drum `d` rests at exactly `r·h_d`. Column `d` falls `fallDelay + d·columnStagger` after
/// the removal (the top drum last), and the next window is evaluated at the tick its last cell
/// lands, as ``TumbleMachine`` does on fixed rows. The windows, pays and multipliers are the
/// maths' own: ``TumbleChain/finalWindow`` is the window the maths pays last.
public struct CascadeMotion: Sendable {
  /// The maths of the chains.
  public let cascade: VariableRowsCascade
  /// How the cells move.
  public let parameters: TumbleParameters
  /// The machine's clock.
  public let clock: SimulationClock

  /// Prepares the chains of `cascade` moving as `parameters` say on `clock`; the parameters
  /// must be valid for the machine (``TumbleParameters/issues(machine:)``).
  public init(cascade: VariableRowsCascade, parameters: TumbleParameters, clock: SimulationClock) {
    self.cascade = cascade
    self.parameters = parameters
    self.clock = clock
  }

  /// The chain of `outcome` on `spin`, the spin's machine (one drum per machine drum, and the
  /// top drum last when `outcome` has a top stop), starting at `startTick` (the spin's last
  /// settle tick): in the base game or a free spin after `cascadesBefore` cascades
  /// (``VariableRowsCascade/chain(of:inFreeSpins:cascadesBefore:)``).
  public func chain(
    of outcome: VariableRowsOutcome, spin: MachineSpec, startTick: Int,
    inFreeSpins: Bool = false, cascadesBefore: Int = 0
  ) -> TumbleChain {
    let drumCount = outcome.rows.count
    let hasTop = outcome.topStop != nil && cascade.machine.rows.topDrum != nil
    precondition(spin.drums.count == drumCount + (hasTop ? 1 : 0), "the spin's machine")
    let played = cascade.windows(
      of: outcome, inFreeSpins: inFreeSpins, cascadesBefore: cascadesBefore)
    let strips: [[String]] =
      cascade.machine.reels.reels.map { $0.strip }
      + (hasTop ? [cascade.machine.rows.topDrum?.strip ?? []] : [])
    let heights = spin.drums.map { $0.geometry.symbolHeight }
    func window(_ indices: [[Int]]) -> SymbolWindow {
      SymbolWindow(
        columns: zip(strips, indices).map { strip, column in column.map { strip[$0] } })
    }
    let landing = played.windows[0]
    var chain = TumbleChain(
      stops: outcome.stops + (hasTop ? [outcome.topStop ?? 0] : []), symbolHeights: heights,
      startTick: startTick, window: window(landing.indices), stripIndices: landing.indices,
      pay: landing.pay, steps: [], end: played.chain.end,
      multipliers: played.windows.map { $0.multiplier }, outcome: outcome,
      topDrum: hasTop ? drumCount : nil)
    var tick = startTick
    for made in played.windows.dropFirst() {
      var falls: [CellFall] = []
      for drum in strips.indices {
        let moves = made.moves.filter { $0.drum == drum }
        guard !moves.isEmpty else { continue }
        let start = tick.addingTicks(
          clock.tick(atOrAfter: parameters.fallDelay + Double(drum) * parameters.columnStagger))
        falls += moves.map { move in
          CellFall(
            drum: drum, row: move.to, fromRow: move.from, symbol: strips[drum][move.index],
            stripIndex: move.index, startTick: start, symbolHeight: heights[drum],
            parameters: parameters, clock: clock)
        }.sorted { $0.row < $1.row }
      }
      let removed = made.removed.map { cell in
        RemovedCell(
          drum: cell.drum, row: cell.row, symbol: strips[cell.drum][cell.index],
          stripIndex: cell.index)
      }
      let settle = falls.map { $0.landTick }.max() ?? tick
      chain.steps.append(
        TumbleStep(
          number: chain.steps.count + 1, removalTick: tick, removed: removed, falls: falls,
          window: window(made.indices), stripIndices: made.indices, pay: made.pay,
          settleTick: settle))
      tick = settle
    }
    return chain
  }
}
