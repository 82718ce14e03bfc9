import ReelMaths
import ReelMotion

/// A cluster-pays machine with its motion: the grid's columns are the machine's drums, which
/// spin and land as any drum; the cascade chain the maths plays (`ClusterGame/play(stops:recording:)`)
/// is then shown with the tumble's motion: the cells of every paying cluster are removed, the
/// cells above fall into the gaps and new cells drop from each column's strip above its window
/// (``CellFall``: column `c` starts `fallDelay + c·columnStagger` after the removal), and the
/// next step starts at the tick its last cell lands.
///
/// The maths decides and the motion replays its removals with the same refill
/// (`Tumbler.refill`), so every window of the chain is the maths' grid and every pay the
/// maths' pay, tick for tick the same for the same stops.
public struct ClusterMachine: Sendable {
  /// The machine: one drum per column.
  public let spec: MachineSpec
  /// The grid's rules and strips.
  public let game: ClusterGame
  /// How the cells fall (its `maxTumbles` is not used: the chain is the maths').
  public let parameters: TumbleParameters

  /// The default fall parameters of a cluster machine: ``TumbleParameters``' defaults with
  /// ``ClusterRules/maximumCascades`` tumbles.
  public static let defaultParameters = TumbleParameters(maxTumbles: ClusterRules.maximumCascades)

  /// Prepares the chains of `game` on `spec`, whose drums must be the game's columns
  /// (`ClusterGame(reels: ReelStrips(spec), …)`), the parameters valid for it
  /// (``TumbleParameters/issues(machine:)``).
  public init(
    spec: MachineSpec, game: ClusterGame, parameters: TumbleParameters = defaultParameters
  ) {
    precondition(spec.drums.count == game.columns, "one drum per column")
    self.spec = spec
    self.game = game
    self.parameters = parameters
  }

  /// The chain of the outcome `stops` (one strip index per drum), starting at `startTick`
  /// (the spin's last settle tick). With the game's fill (``ClusterGame/fill``) the grid is
  /// drawn from SplitMix64 seeded with `fillSeed` (`ClusterGame/play(filling:recording:)`)
  /// and the cells' strip indices are their places in ``ClusterSpin/drawn``.
  public func chain(stops: [Int], startTick: Int, fillSeed: UInt64 = 0) -> ClusterChain {
    precondition(stops.count == spec.drums.count, "one stop per drum")
    if game.fill != nil {
      var generator = SplitMix64(seed: fillSeed)
      return chain(of: game.play(filling: &generator), stops: stops, startTick: startTick)
    }
    return chain(of: game.play(stops: stops), stops: stops, startTick: startTick)
  }

  /// The chain of `spin`, a recorded spin of ``game`` (with the game's fill, its
  /// ``ClusterSpin/drawn`` cells; else landed at `stops`), starting at `startTick`.
  public func chain(of spin: ClusterSpin, stops: [Int], startTick: Int) -> ClusterChain {
    let rows = game.rows
    let geometries = spec.drums.map { $0.geometry }
    var columns: [[Int]]
    var above: [Int]
    let stripCounts: [Int]
    if game.fill != nil {
      columns = Array(repeating: Array(0..<rows), count: geometries.count)
      above = Array(repeating: rows, count: geometries.count)
      stripCounts = Array(repeating: ClusterGame.fillColumnBound, count: geometries.count)
    } else {
      columns = zip(geometries, stops).map { $0.windowIndices(restingAt: $1) }
      above = zip(geometries, stops).map { $0.wrapIndex($1 + $0.targetRow + 1) }
      stripCounts = geometries.map { $0.symbolCount }
    }
    func symbol(_ drum: Int, _ index: Int) -> String {
      spin.drawn.isEmpty ? geometries[drum].strip[index] : game.symbols[spin.drawn[drum][index]]
    }
    func window(_ columns: [[Int]]) -> SymbolWindow {
      SymbolWindow(
        columns: columns.enumerated().map { drum, column in column.map { symbol(drum, $0) } })
    }
    func pay(_ step: Int) -> SpinPay {
      let bet = game.rules.bet
      let wins = spin.steps[step].map { win in
        PayWin(
          line: nil, symbol: game.symbols[win.symbol], count: win.cells.count,
          pay: win.pay * bet, multiplier: Double(win.multiplier))
      }
      return SpinPay(wins: wins, total: wins.reduce(0) { $0 + $1.pay })
    }
    var tumble = TumbleChain(
      stops: stops, symbolHeights: geometries.map { $0.symbolHeight }, startTick: startTick,
      window: window(columns), stripIndices: columns, pay: pay(0), steps: [],
      end: spin.truncated ? .limit : .noWin)
    var tick = startTick
    for step in spin.steps.indices.dropFirst() {
      var marked = [Bool](repeating: false, count: columns.count * rows)
      for win in spin.steps[step - 1] { for cell in win.cells { marked[cell] = true } }
      var removed: [RemovedCell] = []
      var falls: [CellFall] = []
      for drum in columns.indices {
        let geometry = geometries[drum]
        let removing = (0..<rows).map { marked[drum * rows + $0] }
        guard removing.contains(true) else { continue }
        for row in 0..<rows where removing[row] {
          removed.append(
            RemovedCell(
              drum: drum, row: row, symbol: symbol(drum, columns[drum][row]),
              stripIndex: columns[drum][row]))
        }
        let start = tick.addingTicks(
          spec.clock.tick(
            atOrAfter: parameters.fallDelay + Double(drum) * parameters.columnStagger))
        var columnFalls: [CellFall] = []
        Tumbler.refill(
          &columns[drum], removing: removing, above: &above[drum],
          stripCount: stripCounts[drum]
        ) { index, from, to in
          columnFalls.append(
            CellFall(
              drum: drum, row: to, fromRow: from, symbol: symbol(drum, index),
              stripIndex: index, startTick: start, symbolHeight: geometry.symbolHeight,
              parameters: parameters, clock: spec.clock))
        }
        falls += columnFalls.sorted { $0.row < $1.row }
      }
      let settle = falls.map { $0.landTick }.max() ?? tick
      tumble.steps.append(
        TumbleStep(
          number: step, removalTick: tick, removed: removed, falls: falls,
          window: window(columns), stripIndices: columns, pay: pay(step), settleTick: settle))
      tick = settle
    }
    return ClusterChain(
      spin: spin, tumble: tumble, symbols: game.symbols, rows: rows,
      multiplierCap: game.rules.multiplierCap)
  }
}
