import ReelKit

extension ResolvedMachine {
  /// The window each step of a wild-features game lands on, before any growth (rows top
  /// first): the base window as the spin left it, a walking respin's on the machine's strips,
  /// a free spin's on the feature's strips, each with the cells it starts with held (sticky
  /// or walked in) showing the wild. The studio draws these while the game's motion plays
  /// (``SpinSummary/wildMotion``).
  func wildStepWindows(
    of game: WildFeaturesSpinner.Game, base: [[String]], paytable: Paytable
  ) -> [[[String]]] {
    let reels = ReelStrips(spec)
    return game.steps.map { step in
      guard step.kind != "base" else { return base }
      let free = step.kind == "free spin" ? freeSpins : nil
      let strips = free?.reels ?? reels
      let wild = free?.paytable.wild ?? paytable.wild
      guard step.stops.count == strips.reels.count else { return base }
      var columns = SymbolWindow(strips: strips, stops: step.stops).columns
      for drum in columns.indices where drum < step.held.count {
        for row in columns[drum].indices where row < 62 && step.held[drum] & (1 << row) != 0 {
          columns[drum][row] = wild ?? columns[drum][row]
        }
      }
      return SymbolWindow(columns: columns).rows
    }
  }
}
