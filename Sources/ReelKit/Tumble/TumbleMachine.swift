import ReelMaths
import ReelMotion

/// A machine that tumbles, with its motion: the chain of an outcome (``Tumbler``'s rule and
/// refill on the machine's reels) and every cell's fall (``CellFall``) on the machine's clock.
///
/// Column `c` falls `fallDelay + c·columnStagger` after the removal, each moving cell as its
/// ``CellFall`` says, and the next window is evaluated at the tick its last cell lands. The
/// pays, tumbles and end are the same as ``Tumbler/chainPay(stops:workspace:)``'s
/// (``TumbleChain/payOnly``). The outcome decides everything: the same stops give the same
/// chain, tick for tick.
public struct TumbleMachine: Sendable {
  /// The machine.
  public let spec: MachineSpec
  /// How the cells move, and the longest chain.
  public let parameters: TumbleParameters
  /// The chains' rule on the machine's reels.
  public let tumbler: Tumbler

  /// Prepares the chains of `spec` paying by `paytable`. The paytable must be valid for the
  /// machine's window and the parameters valid for it (``TumbleParameters/issues(machine:)``).
  public init(spec: MachineSpec, paytable: Paytable, parameters: TumbleParameters) {
    self.spec = spec
    self.parameters = parameters
    tumbler = Tumbler(spec: spec, paytable: paytable, parameters: parameters)
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
    let first = tumbler.evaluator.evaluate(current)
    var chain = TumbleChain(
      stops: stops, symbolHeights: geometries.map { $0.symbolHeight }, startTick: startTick,
      window: current, stripIndices: columns, pay: first,
      steps: [], end: .noWin)
    var pay = first
    var tick = startTick
    while !pay.wins.isEmpty {
      guard chain.steps.count < tumbler.rule.maxTumbles else {
        chain.end = .limit
        break
      }
      let winning = tumbler.evaluator.winningCells(current)
      var removed: [RemovedCell] = []
      var falls: [CellFall] = []
      for drum in columns.indices {
        let geometry = geometries[drum]
        let column = columns[drum]
        let marked = winning[drum]
        guard column.indices.contains(where: { Tumbler.isMarked(marked, $0) }) else { continue }
        for row in column.indices where Tumbler.isMarked(marked, row) {
          removed.append(
            RemovedCell(
              drum: drum, row: row, symbol: geometry.strip[column[row]], stripIndex: column[row]))
        }
        let start = tick.addingTicks(
          spec.clock.tick(
            atOrAfter: parameters.fallDelay + Double(drum) * parameters.columnStagger))
        var columnFalls: [CellFall] = []
        Tumbler.refill(
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
      pay = tumbler.evaluator.evaluate(current)
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
