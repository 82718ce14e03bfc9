import ReelKit

extension MachineConfig {
  /// The cell reels of a hold-and-win machine: one one-row drum per cell of the window on
  /// `paytable.holdAndWin.cellStrip`, with the symbol height, the machine's `motion` and the
  /// clock and watchdog of `spec`, timed by `cellReels`. `nil` without the feature.
  func cellReelMachine(spec: MachineSpec) -> CellReelMachine? {
    guard let written = paytable?.holdAndWin, let first = spec.drums.first else { return nil }
    let rows = max(1, geometry?.visibleRows ?? Defaults.visibleRows)
    return CellReelMachine(
      strip: written.cellStrip, bonusSymbol: written.symbol,
      symbolHeight: first.geometry.symbolHeight, cells: rows * spec.drums.count, rows: rows,
      motion: (motion ?? MotionConfig()).parameters,
      timing: (written.cellReels ?? CellReelsConfig()).timing, clock: spec.clock,
      maxDuration: spec.maxDuration)
  }

  /// Problems of the cell reels, each at its JSON path: a timing out of range at
  /// `paytable.holdAndWin.cellReels.KEY`; the cell strip as a one-row drum with the machine's
  /// motion (a `fixed` landing it cannot make, …) at `paytable.holdAndWin.cellStrip`; the
  /// last cell's stop request at or after the watchdog at
  /// `paytable.holdAndWin.cellReels.stopInterval`; too many drum-ticks per respin at
  /// `simulation.maxDuration`. The timing is checked on its own always, the rest once every
  /// other key is valid (`othersValid`), so that one wrong value is not reported twice.
  func cellReelProblems(spec: MachineSpec, othersValid: Bool) -> [ConfigProblem] {
    guard let machine = cellReelMachine(spec: spec) else { return [] }
    let timing = machine.timing.issues().map { $0.prefixed("timing") }
    let issues = timing.isEmpty && othersValid ? machine.issues() : timing
    return issues.map { issue in
      let field = issue.field
      let path: String
      if field.hasPrefix("timing.") {
        path = "paytable.holdAndWin.cellReels." + field.dropFirst("timing.".count)
      } else if field == "maxDuration" {
        path = "simulation.maxDuration"
      } else {
        path = "paytable.holdAndWin.cellStrip"
      }
      let message =
        path == "paytable.holdAndWin.cellStrip"
        ? "as a one-row cell reel with the machine's motion, \(issue.field): \(issue.message)"
        : issue.message
      return ConfigProblem(path: JSONPath(path), message: message)
    }
  }
}
