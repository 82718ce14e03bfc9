import ReelMaths
import ReelMotion

/// A cluster free-spins round (``ClusterRound``) with its motion, for a page to play after the
/// base spin's chain: free spin by free spin, the grid the previous spin left is cleared and
/// the free spin's landing grid drops in from above the window (every cell a ``CellFall``,
/// column `c` starting `fallDelay + c·columnStagger` after the clearing), then the free spin's
/// cascades play as the base spin's do (``ClusterMachine/chain(of:stops:startTick:)``), the
/// cell multipliers carried from spin to spin as the maths carries them.
public struct ClusterRoundMotion: Sendable, Equatable {
  /// One free spin with its motion.
  public struct FreeSpin: Sendable, Equatable {
    /// The free spin's number, 1 first.
    public var number: Int
    /// The step that clears the previous grid (``TumbleStep/removed``: every cell of it) and
    /// drops the free spin's landing grid in (``TumbleStep/window``); its ``TumbleStep/number``
    /// is 0.
    public var drop: TumbleStep
    /// The free spin's chain, from the tick the drop settles.
    public var chain: ClusterChain
    /// The free spins still to play after this one (retriggers added).
    public var spinsLeft: Int
    /// The round's win after this free spin, × bet, before the cap.
    public var roundUncappedWin: Double
  }

  /// The free spins, in order.
  public var freeSpins: [FreeSpin]
  /// The tick the last free spin's last cell lands (the base chain's without free spins).
  public var settleTick: Int
  /// The round's cap, × bet (``ClusterRules/maxWin``), `nil` without.
  public var cap: Double?
}

extension ClusterMachine {
  /// The pause between one spin's last landing and the next free spin's clearing, seconds.
  public static let freeSpinPause = 0.5

  /// The motion of `round`'s free spins (recorded: ``ClusterGame/playRound(base:using:recording:)``),
  /// after the base spin's chain `base`.
  public func roundMotion(_ round: ClusterRound, after base: ClusterChain) -> ClusterRoundMotion {
    let rows = game.rows
    let geometries = spec.drums.map { $0.geometry }
    var previous = base.tumble.finalWindow
    var tick = base.tumble.settleTick
    var left = round.awarded
    var uncapped = round.base.uncappedWin
    var spins: [ClusterRoundMotion.FreeSpin] = []
    for (index, spin) in round.freeSpins.enumerated() {
      let removal = tick.addingTicks(spec.clock.tick(atOrAfter: Self.freeSpinPause))
      var removed: [RemovedCell] = []
      var falls: [CellFall] = []
      let landing: [[Int]] =
        game.fill != nil || spin.stops.count != geometries.count
        ? Array(repeating: Array(0..<rows), count: geometries.count)
        : zip(geometries, spin.stops).map { $0.windowIndices(restingAt: $1) }
      for drum in geometries.indices {
        for row in 0..<rows {
          removed.append(
            RemovedCell(
              drum: drum, row: row, symbol: previous.columns[drum][row], stripIndex: -1))
        }
        let start = removal.addingTicks(
          spec.clock.tick(
            atOrAfter: parameters.fallDelay + Double(drum) * parameters.columnStagger))
        for row in 0..<rows {
          let code = spin.grids.first?[drum * rows + row] ?? 0
          falls.append(
            CellFall(
              drum: drum, row: row, fromRow: row - rows, symbol: game.symbols[code],
              stripIndex: landing[drum][row], startTick: start,
              symbolHeight: geometries[drum].symbolHeight, parameters: parameters,
              clock: spec.clock))
        }
      }
      let settle = falls.map { $0.landTick }.max() ?? removal
      let chain = self.chain(of: spin, stops: spin.stops, startTick: settle)
      let drop = TumbleStep(
        number: 0, removalTick: removal, removed: removed, falls: falls,
        window: chain.tumble.window, stripIndices: landing, pay: chain.tumble.pay,
        settleTick: settle)
      left -= 1
      if let feature = game.freeSpins, feature.retriggers {
        left += feature.spins(scatters: spin.scatters)
      }
      uncapped += spin.uncappedWin
      spins.append(
        ClusterRoundMotion.FreeSpin(
          number: index + 1, drop: drop, chain: chain, spinsLeft: max(0, left),
          roundUncappedWin: uncapped))
      previous = chain.tumble.finalWindow
      tick = chain.tumble.settleTick
    }
    return ClusterRoundMotion(freeSpins: spins, settleTick: tick, cap: game.rules.maxWin)
  }
}
