import ReelMaths
import ReelMotion

/// A cluster-pays spin's cascade chain with its motion: the maths' spin (``ClusterSpin``:
/// each step's grid, paying clusters and cell multipliers) and the same chain as a
/// ``TumbleChain`` (the cells removed, every cell's ``CellFall`` and the window after each
/// cascade), built from the stops alone.
///
/// The tumble chain's windows are the maths' grids, step for step, and its pays are the
/// clusters' pays (`ClusterMachine/chain(stops:startTick:)`).
public struct ClusterChain: Sendable, Equatable {
  /// One paying cluster of a step, in the machine's terms.
  public struct Win: Sendable, Equatable, Hashable {
    /// The symbol.
    public var symbol: String
    /// The cells, `(drum, row)`, row 0 at the top, drum by drum.
    public var cells: [Cell]
    /// The pay entry's pay, × bet.
    public var basePay: Double
    /// The sum of the cell multipliers under the cluster (1 without).
    public var multiplier: Int
    /// The pay, × bet: ``basePay`` × ``multiplier``.
    public var pay: Double
  }

  /// A cell of the grid.
  public struct Cell: Sendable, Equatable, Hashable {
    /// The drum (column), 0 at the left.
    public var drum: Int
    /// The row, 0 at the top.
    public var row: Int
  }

  /// The maths' spin.
  public var spin: ClusterSpin
  /// The chain's motion: the landing window, then one ``TumbleStep`` per cascade.
  public var tumble: TumbleChain
  /// The symbols by code (``ClusterGame/symbols``).
  public var symbols: [String]
  /// The grid's rows.
  public var rows: Int
  /// The cell multiplier cap, `nil` without cell multipliers.
  public var multiplierCap: Int?

  /// The paying clusters of step `step` (0: the landing window, `k`: the window after the
  /// `k`-th cascade).
  public func wins(ofStep step: Int) -> [Win] {
    spin.steps[step].map { win in
      Win(
        symbol: symbols[win.symbol],
        cells: win.cells.sorted().map { Cell(drum: $0 / rows, row: $0 % rows) },
        basePay: win.basePay,
        multiplier: win.multiplier, pay: win.pay)
    }
  }

  /// The cell multiplier states of step `step`'s grid as its clusters were paid, `[drum][row]`
  /// (0 unmarked, 1 marked, 2 and more a multiplier); all 0 without cell multipliers.
  public func multipliers(ofStep step: Int) -> [[Int]] {
    let columns = spin.grids.first.map { $0.count / max(1, rows) } ?? 0
    guard spin.multipliers.indices.contains(step) else {
      return Array(repeating: Array(repeating: 0, count: rows), count: columns)
    }
    let states = spin.multipliers[step]
    return (0..<columns).map { drum in (0..<rows).map { states[drum * rows + $0] } }
  }

  /// The grid of step `step` as symbols, `[drum][row]`.
  public func grid(ofStep step: Int) -> [[String]] {
    let grid = spin.grids[step]
    return stride(from: 0, to: grid.count, by: max(1, rows)).map { start in
      grid[start..<start + rows].map { symbols[$0] }
    }
  }

  /// The steps: the landing window and one per cascade.
  public var stepCount: Int { spin.steps.count }
}
