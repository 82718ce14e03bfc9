import ReelMotion

/// Plays the tumble (cascade) chain of a spin's outcome.
///
/// ## The rule
///
/// From the window the spin landed on, while the window wins (and at most
/// ``TumbleParameters/maxTumbles`` times):
///
/// 1. every winning cell (``PayEvaluator/winningCells(_:)``) is removed at the tick the
///    window came to rest;
/// 2. in each column the cells left fall down into the gaps, keeping their order, and the
///    column is filled from above with the strip's next symbols: a drum resting on stop `k`
///    with result row `t` shows strip indices `k + t` (top) down to `k + t − R + 1`, and the
///    strip continues upwards with `k + t + 1, k + t + 2, …`. A column missing `m` cells takes
///    the next `m` of them, the first one into the lowest new row (`m − 1`) and the last into
///    row 0, and its next new symbol is the one after them, so the refill reads the strip
///    upwards, without gaps, through the whole chain (wrapping around the strip);
/// 3. column `c` falls `fallDelay + c·columnStagger` after the removal (``CellFall``), and
///    the next window is evaluated at the tick its last cell lands.
///
/// The outcome decides everything: the same stops give the same chain.
public struct Tumbler: Sendable {
  /// The machine.
  public let spec: MachineSpec
  /// How the cells move, and the longest chain.
  public let parameters: TumbleParameters
  /// The paytable, ready to evaluate windows.
  public let evaluator: PayEvaluator
  /// `stripClasses[d][i]`: the class of drum `d`'s strip index `i` (``chainPay(stops:workspace:)``).
  let stripClasses: [[Int]]

  /// Prepares the chains of `spec` paying by `paytable`. The paytable must be valid for the
  /// machine's window and the parameters valid for it (``TumbleParameters/issues(machine:)``).
  public init(spec: MachineSpec, paytable: Paytable, parameters: TumbleParameters) {
    self.spec = spec
    self.parameters = parameters
    evaluator = PayEvaluator(
      paytable: paytable, drumCount: spec.drums.count,
      rowCount: spec.drums.map { $0.geometry.visibleRows }.min() ?? 1)
    stripClasses = spec.drums.map { [evaluator] drum in
      drum.geometry.strip.map(evaluator.symbolClass(of:))
    }
  }

  /// The chain of the outcome `stops` (one strip index per drum), starting at `startTick`
  /// (the spin's last settle tick).
  public func chain(stops: [Int], startTick: Int) -> TumbleChain {
    precondition(stops.count == spec.drums.count, "one stop per drum")
    let geometries = spec.drums.map { $0.geometry }
    var columns = zip(geometries, stops).map { $0.windowIndices(restingAt: $1) }
    // The next strip index above each column's top cell.
    var above = zip(geometries, stops).map { $0.wrapIndex($1 + $0.targetRow + 1) }
    func window(_ columns: [[Int]]) -> SymbolWindow {
      SymbolWindow(
        columns: zip(geometries, columns).map { geometry, column in
          column.map { geometry.strip[$0] }
        })
    }
    var current = window(columns)
    let first = evaluator.evaluate(current)
    var chain = TumbleChain(
      stops: stops, symbolHeights: geometries.map { $0.symbolHeight }, startTick: startTick,
      window: current, stripIndices: columns, pay: first,
      steps: [], end: .noWin)
    var pay = first
    var tick = startTick
    while !pay.wins.isEmpty {
      guard chain.steps.count < parameters.maxTumbles else {
        chain.end = .limit
        break
      }
      let winning = evaluator.winningCells(current)
      var removed: [RemovedCell] = []
      var falls: [CellFall] = []
      for drum in columns.indices {
        let geometry = geometries[drum]
        let column = columns[drum]
        let marked = winning[drum]
        guard column.indices.contains(where: { Self.isMarked(marked, $0) }) else { continue }
        for row in column.indices where Self.isMarked(marked, row) {
          removed.append(
            RemovedCell(
              drum: drum, row: row, symbol: geometry.strip[column[row]], stripIndex: column[row]))
        }
        let start = tick.addingTicks(
          spec.clock.tick(
            atOrAfter: parameters.fallDelay + Double(drum) * parameters.columnStagger))
        var columnFalls: [CellFall] = []
        Self.refill(
          &columns[drum], removing: marked, above: &above[drum], stripCount: geometry.symbolCount
        ) { index, from, to in
          columnFalls.append(
            CellFall(
              drum: drum, row: to, fromRow: from, symbol: geometry.strip[index],
              stripIndex: index, startTick: start, symbolHeight: geometry.symbolHeight,
              parameters: parameters, clock: spec.clock))
        }
        falls += columnFalls.sorted { $0.row < $1.row }
      }
      guard !removed.isEmpty else { break }
      current = window(columns)
      pay = evaluator.evaluate(current)
      let settle = falls.map { $0.landTick }.max() ?? tick
      chain.steps.append(
        TumbleStep(
          number: chain.steps.count + 1, removalTick: tick, removed: removed, falls: falls,
          window: current, stripIndices: columns, pay: pay, settleTick: settle))
      tick = settle
    }
    return chain
  }
}
