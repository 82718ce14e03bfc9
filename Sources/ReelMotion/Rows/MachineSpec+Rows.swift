import ReelKitSupport

extension MachineSpec {
  /// The machine of a spin whose drums show `rows` rows (one count per drum, left to right)
  /// after showing `previous` rows on the spin before, every window keeping its height
  /// (``DrumSpec/setRows(_:previous:)``): symbol height `W/rows[i]`, the change made out of
  /// sight (``RowChange``). `previous` defaults to the rows the drums show now, so a game
  /// chains its spins with one call each:
  ///
  /// ```swift
  /// var machine = try base.withRows([2, 7, 4, 5, 3, 6], previous: [3, 3, 3, 3, 3, 3])
  /// // … spin it; the next spin starts where this one rested:
  /// machine = try machine.withRows([5, 2, 6, 6, 4, 3])   // previous: [2, 7, 4, 5, 3, 6]
  /// ```
  ///
  /// - Throws: ``SpinUsageError/wrongCount(field:found:drums:)`` when a list does not have
  ///   one count per drum, ``SpinUsageError/invalid(_:)`` with the machine's ``issues()``
  ///   (`drums[3].geometry.visibleRows`, `drums[3].rowChange.previousRows`, …) when the rows
  ///   do not fit; nothing is half-made.
  public func withRows(_ rows: [Int], previous: [Int]? = nil) throws(SpinUsageError)
    -> MachineSpec
  {
    guard rows.count == drums.count else {
      throw .wrongCount(field: "rows", found: rows.count, drums: drums.count)
    }
    let previous = previous ?? drums.map({ $0.geometry.visibleRows })
    guard previous.count == drums.count else {
      throw .wrongCount(field: "previousRows", found: previous.count, drums: drums.count)
    }
    var machine = self
    for index in machine.drums.indices {
      machine.drums[index].setRows(rows[index], previous: previous[index])
    }
    let issues = machine.issues()
    guard issues.isEmpty else { throw .invalid(issues) }
    return machine
  }

  /// The rows each drum shows this spin, left to right.
  public var rows: [Int] { drums.map({ $0.geometry.visibleRows }) }
}

extension SpinResult {
  /// The rows each drum showed at rest, left to right: ``DrumResult/rows``, or the count of
  /// its window for a drum of fixed rows.
  public var rows: [Int] { drums.map({ $0.rows ?? $0.window.count }) }

  /// The rows each drum showed before the spin, left to right: ``DrumResult/previousRows``,
  /// or ``rows`` for a drum of fixed rows.
  public var previousRows: [Int] { drums.map({ $0.previousRows ?? $0.rows ?? $0.window.count }) }
}
