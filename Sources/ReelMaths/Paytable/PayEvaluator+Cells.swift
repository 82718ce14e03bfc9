extension PayEvaluator {
  /// The cells of `window` that take part in a win, `[drum][row]` (rows of the evaluated
  /// window only): a line win's counted cells, a ways win's matching cells on its drums, and
  /// every scatter when the scatter pays. For tumbles and highlights.
  public func winningCells(_ window: SymbolWindow) -> [[Bool]] {
    let columns = window.columns.map { $0.map(symbolClass(of:)) }
    var cells = columns.map { _ in [Bool](repeating: false, count: rowCount) }
    markWinningCells(columns, pay: evaluate(classes: columns), into: &cells)
    return cells
  }

  /// Sets `cells` (`[drum][row]`, ``rowCount`` rows per drum) to the cells of a window of
  /// classes that take part in its wins `pay` (``evaluate(classes:)`` of the same window):
  /// what ``winningCells(_:)`` returns, in a buffer the caller reuses.
  func markWinningCells(_ columns: [[Int]], pay: SpinPay, into cells: inout [[Bool]]) {
    for drum in cells.indices {
      for row in cells[drum].indices { cells[drum][row] = false }
    }
    for win in pay.wins {
      if let line = win.line {
        let rows = paytable.lines[line]
        let symbols = rows.enumerated().map { drum, row in columns[drum][row] }
        let drums: [Int]
        if rules == nil {
          let entry = lineEntry(symbols)
          drums = entry < 0 ? [] : Array(0..<paytable.pays[entry].count)
        } else {
          drums = win.entry.flatMap { lineRun(entry: $0, symbols)?.cells } ?? []
        }
        for drum in drums { cells[drum][rows[drum]] = true }
      } else if let entry = win.entry, win.ways != nil {
        markWaysCells(entry: entry, columns, &cells)
      } else if win.isScatter {
        for drum in cells.indices {
          for row in 0..<rowCount where columns[drum][row] == scatter { cells[drum][row] = true }
        }
      }
    }
  }
}
