import ReelKitSupport

/// A cluster-pays machine: a grid of `columns × rows` cells, column `c` showing `rows`
/// consecutive cells of strip `c` (as a drum's window), paid by ``ClusterRules``.
///
/// A spin draws one stop per column. With cascades, the cells of every winning cluster are
/// removed, the cells above fall into the gaps, and the empty cells at the top take the
/// column's strip continuing above its window (`Tumbler.refill(_:removing:above:stripCount:moved:)`,
/// the tumble's refill), until no cluster wins or ``ClusterRules/maximumCascades`` have
/// been played. With a ``fill``, the grid's cells are drawn instead (``ClusterFill``: the
/// landing grid and every refill, `play(filling:recording:)`). The spin pays the sum of its steps' clusters, capped at
/// ``ClusterRules/maxWin`` × bet.
public struct ClusterGame: Sendable, Equatable {
  /// The largest grid side.
  public static let maximumSide = 12

  /// The columns' strips; every column shows ``ReelStrips/rows`` cells.
  public let reels: ReelStrips
  /// The stop weights, `nil` for uniform stops.
  public let weights: StopWeights?
  /// How the grid pays.
  public let rules: ClusterRules
  /// The per-cell symbol distribution of the fill, `nil`: the grid reads the strips.
  public let fill: ClusterFill?
  /// The free spins a scatter count triggers, `nil` without.
  public let freeSpins: ClusterFreeSpins?
  /// The scatter's code, `nil` without free spins.
  let scatterCode: Int?
  /// The code of each ``fill`` entry (empty without a fill).
  let fillCodes: [Int]
  /// The symbols by code: every strip symbol in order of first appearance.
  public let symbols: [String]
  /// Each strip as symbol codes.
  let codedStrips: [[Int]]
  /// The pay of `(code, size)`: `payBySize[code][size]`, × bet, for sizes `0 … cells`.
  let payBySize: [[Double]]
  /// The clusters of a grid.
  let finder: ClusterFinder

  /// The game of `reels`, `weights`, `rules` and `fill`; the workbench checks its sides (at
  /// most ``maximumSide``), equal rows, the rules and the fill first. With a fill the strips
  /// only give the drums their motion.
  public init(
    reels: ReelStrips, weights: StopWeights? = nil, rules: ClusterRules, fill: ClusterFill? = nil,
    freeSpins: ClusterFreeSpins? = nil
  ) {
    self.freeSpins = freeSpins
    self.reels = reels
    self.weights = weights
    self.rules = rules
    self.fill = fill
    var symbols: [String] = []
    func code(_ symbol: String) -> Int? { symbols.firstIndex { $0.isSameSymbol(as: symbol) } }
    for reel in reels.reels {
      for symbol in reel.strip where code(symbol) == nil { symbols.append(symbol) }
    }
    for symbol in fill?.symbols ?? [] where code(symbol) == nil { symbols.append(symbol) }
    if let wild = rules.wild, code(wild) == nil { symbols.append(wild) }
    if let scatter = freeSpins?.scatter, code(scatter) == nil { symbols.append(scatter) }
    self.symbols = symbols
    scatterCode = freeSpins.flatMap { code($0.scatter) }
    fillCodes = (fill?.symbols ?? []).map { code($0) ?? 0 }
    codedStrips = reels.reels.map { reel in reel.strip.map { code($0) ?? 0 } }
    let cells = reels.reels.count * reels.rows
    payBySize = symbols.map { symbol in
      (0...cells).map { rules.pay(symbol: symbol, size: $0) }
    }
    finder = ClusterFinder(
      columns: reels.reels.count, rows: reels.rows, symbolCount: symbols.count,
      wild: rules.wild.flatMap(code))
  }

  /// The columns.
  public var columns: Int { reels.reels.count }
  /// The rows.
  public var rows: Int { reels.rows }
}
