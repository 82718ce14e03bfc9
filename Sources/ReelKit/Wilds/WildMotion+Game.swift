import ReelKitSupport
import ReelMaths
import ReelMotion

extension WildMotion {
  /// The motion of a wild-features game (``WildFeaturesSpinner/play(using:record:baseStops:)``
  /// with its steps recorded) on a `drums` × `rows` window: the base window's expansions,
  /// each walking respin's step and each free spin's sticky wilds.
  public init(
    game: WildFeaturesSpinner.Game, drums: Int, rows: Int, timing: WildMotionTiming,
    clock: SimulationClock = SimulationClock()
  ) {
    let steps = game.steps.map { step in
      WildMotionStep(
        kind: step.kind.isSameSymbol(as: "base")
          ? .base : step.kind.isSameSymbol(as: "respin") ? .respin : .freeSpin,
        held: step.held, landed: step.landed, expanded: step.expanded)
    }
    self.init(steps: steps, drums: drums, rows: rows, timing: timing, clock: clock)
  }

  /// The motion of a "Book of" free-spins round: one free-spin step per spin, the drums that
  /// show the round's expanding symbol growing over their height from the rows it landed in
  /// (a round without an expanding symbol: free spins that only spin).
  public init(
    bookRound round: FreeSpinsRound, drums: Int, rows: Int, timing: WildMotionTiming,
    clock: SimulationClock = SimulationClock()
  ) {
    let nothing = [Int](repeating: 0, count: drums)
    let steps = round.spins.map { spin -> WildMotionStep in
      guard let expanded = spin.expanded else {
        return WildMotionStep(kind: .freeSpin, held: nothing, landed: nothing, expanded: [])
      }
      var landed = nothing
      for (drum, column) in spin.window.columns.enumerated() where drum < drums {
        for (row, symbol) in column.enumerated()
        where row < min(rows, 62) && symbol.isSameSymbol(as: expanded.symbol) {
          landed[drum] |= 1 << row
        }
      }
      return WildMotionStep(
        kind: .freeSpin, held: nothing, landed: landed, expanded: expanded.drums)
    }
    self.init(steps: steps, drums: drums, rows: rows, timing: timing, clock: clock)
  }
}
