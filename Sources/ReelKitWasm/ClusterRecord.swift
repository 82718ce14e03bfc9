import ReelKit

/// The clusters of a cluster grid's cascade chain (``/ReelKit/ClusterChain``: the maths'
/// ``/ReelKit/ClusterSpin``) written as `Double`s; its motion is the chain's
/// ``TumbleRecord``.
///
/// ``headFields``; then per step (the landing grid first) its grid (codes into the game's
/// symbols, ``rk_cluster_symbols``, column by column, top row first), its cell multiplier
/// states as its clusters were paid (as many, with cell multipliers; none without), the win
/// count and per win ``winFields`` and its cells (`column·rows + row`, ascending); then, with
/// a fill, each column's drawn cells (count, codes) — the strip a fill's strip indices read.
public enum ClusterRecord {
  /// The head of a chain.
  public static let headFields = [
    "steps", "cascades", "uncappedWin", "win", "capped", "truncated", "scatters", "columns",
    "rows", "multiplierCap", "drawnColumns",
  ]
  /// A paying cluster: its symbol's code, its size, the entry's pay, the sum of the cell
  /// multipliers under it (1 without) and its pay (× bet).
  public static let winFields = ["symbol", "size", "basePay", "multiplier", "pay"]

  /// Writes `chain`.
  public static func write(_ chain: ClusterChain) -> [Double] {
    let spin = chain.spin
    let columns = spin.grids.first.map { $0.count / max(1, chain.rows) } ?? 0
    var out: [Double] = [
      Double(spin.steps.count), Double(spin.cascades), spin.uncappedWin, spin.win,
      spin.capped ? 1 : 0, spin.truncated ? 1 : 0, Double(spin.scatters), Double(columns),
      Double(chain.rows), chain.multiplierCap.map { Double($0) } ?? -1, Double(spin.drawn.count),
    ]
    for step in spin.steps.indices {
      if spin.grids.indices.contains(step) { out += spin.grids[step].map { Double($0) } }
      if spin.multipliers.indices.contains(step) {
        out += spin.multipliers[step].map { Double($0) }
      }
      out.append(Double(spin.steps[step].count))
      for win in spin.steps[step] {
        out += [
          Double(win.symbol), Double(win.cells.count), win.basePay, Double(win.multiplier),
          win.pay,
        ]
        out += win.cells.sorted().map { Double($0) }
      }
    }
    for column in spin.drawn {
      out.append(Double(column.count))
      out += column.map { Double($0) }
    }
    return out
  }
}
