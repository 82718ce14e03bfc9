/// Finds the clusters of a grid of symbol codes: groups of equal symbols connected edge to
/// edge (4 neighbours), wild cells joining every group they touch.
///
/// Cells are numbered column by column, `column · rows + row`, row 0 at the top. The symbols
/// are visited in code order and, for each, the cells in number order; a cluster is the
/// component, in the cells holding the symbol or a wild, of its first unvisited cell holding
/// the symbol itself (a component of wilds alone is no cluster). The same grid always gives
/// the same clusters in the same order.
public struct ClusterFinder: Sendable, Equatable {
  /// One cluster: its symbol's code and its cells, in the order the fill reached them.
  public struct Cluster: Sendable, Equatable, Hashable {
    /// The symbol's code.
    public var symbol: Int
    /// The cells, numbered `column · rows + row`.
    public var cells: [Int]
  }

  /// Columns of the grid.
  public let columns: Int
  /// Rows of the grid.
  public let rows: Int
  /// The number of symbol codes (`0 ..< symbolCount`).
  public let symbolCount: Int
  /// The wild's code, if any.
  public let wild: Int?

  /// A finder for `columns × rows` grids of codes `0 ..< symbolCount`.
  public init(columns: Int, rows: Int, symbolCount: Int, wild: Int?) {
    self.columns = columns
    self.rows = rows
    self.symbolCount = symbolCount
    self.wild = wild
  }

  /// The clusters of `grid` (codes, `columns · rows` of them) with at least `minimum` cells.
  public func clusters(of grid: [Int], minimum: Int) -> [Cluster] {
    var found: [Cluster] = []
    var seen = [Bool](repeating: false, count: grid.count)
    var stack: [Int] = []
    for symbol in 0..<symbolCount where symbol != wild {
      guard grid.contains(symbol) else { continue }
      for index in seen.indices { seen[index] = false }
      for start in grid.indices where grid[start] == symbol && !seen[start] {
        var cells: [Int] = []
        seen[start] = true
        stack.append(start)
        while let cell = stack.popLast() {
          cells.append(cell)
          let column = cell / rows
          let row = cell % rows
          func visit(_ next: Int) {
            if !seen[next], grid[next] == symbol || grid[next] == wild {
              seen[next] = true
              stack.append(next)
            }
          }
          if row > 0 { visit(cell - 1) }
          if row < rows - 1 { visit(cell + 1) }
          if column > 0 { visit(cell - rows) }
          if column < columns - 1 { visit(cell + rows) }
        }
        if cells.count >= minimum { found.append(Cluster(symbol: symbol, cells: cells)) }
      }
    }
    return found
  }
}
