/// One hold-and-win round played respin by respin from a generator: the reference the Monte
/// Carlo counts, `reelsim simulate` shows and the cell reels animate.
///
/// Cells are numbered drum by drum, top row first: cell `d·rows + row`. The one random
/// stream is drawn in this order:
///
/// 1. the held cells of the triggering window draw their prizes, in cell order;
/// 2. each respin draws `u = uniform(below: cellWeight)` for every free cell, in cell order
///    (a cell lands a bonus symbol when `u < landingWeight`, and its cell reel stops on
///    ``HoldAndWinCellStrip/stop(forDraw:)`` of `u`); then
/// 3. each cell that landed draws its prize, in cell order: `i`, the first prize whose
///    running weight exceeds `uniform(below: W)`.
public struct HoldAndWinRound: Sendable, Equatable {
  /// One respin: the cells it landed and the respins left after it.
  public struct Respin: Sendable, Equatable {
    /// The respins left before it.
    public var respinsBefore: Int
    /// The cells that landed a bonus symbol, ascending, each with its prize index.
    public var landed: [HoldAndWinCell]
    /// The respins left after it (reset to the feature's count when any landed).
    public var respinsAfter: Int
    /// Every cell free before it, ascending, with its cell-strip draw: what each cell reel
    /// lands on (``HoldAndWinCellStrip/stop(forDraw:)``).
    public var draws: [HoldAndWinDraw]
  }

  /// The prize index each cell holds at the end (`nil`: free).
  public var cells: [Int?]
  /// The held cells of the triggering window with their prizes.
  public var start: [HoldAndWinCell]
  /// The respins, in order.
  public var respins: [Respin]
  /// Whether the window ended full (the grand is won).
  public var isFull: Bool

  /// Plays a round of `feature` from the held cells `held` (one flag per cell). With
  /// `recordingDraws` false (the Monte Carlo, which needs no motion) the respins' ``Respin/draws``
  /// stay empty; the generator is drawn the same either way.
  public static func play(
    _ feature: HoldAndWinFeature, held: [Bool], using generator: inout SplitMix64,
    recordingDraws: Bool = true
  ) -> HoldAndWinRound {
    precondition(held.count == feature.cells, "one flag per cell")
    var cells = [Int?](repeating: nil, count: held.count)
    var start: [HoldAndWinCell] = []
    var filled = 0
    for (cell, isHeld) in held.enumerated() where isHeld {
      let prize = drawPrize(feature, &generator)
      cells[cell] = prize
      start.append(HoldAndWinCell(cell: cell, prize: prize))
      filled += 1
    }
    var left = feature.respins
    var played: [Respin] = []
    while left > 0 && filled < cells.count {
      let before = left
      var landed: [HoldAndWinCell] = []
      var draws: [HoldAndWinDraw] = []
      for cell in cells.indices where cells[cell] == nil {
        let draw = generator.uniform(below: feature.cellWeight)
        if recordingDraws { draws.append(HoldAndWinDraw(cell: cell, draw: draw)) }
        if draw < feature.landingWeight {
          landed.append(HoldAndWinCell(cell: cell, prize: -1))
        }
      }
      for index in landed.indices {
        let prize = drawPrize(feature, &generator)
        landed[index].prize = prize
        cells[landed[index].cell] = prize
      }
      filled += landed.count
      left = landed.isEmpty ? left - 1 : feature.respins
      played.append(
        Respin(respinsBefore: before, landed: landed, respinsAfter: left, draws: draws))
    }
    return HoldAndWinRound(
      cells: cells, start: start, respins: played, isFull: filled == cells.count)
  }

  /// The seed of the round a spin seeded with `spinSeed` triggers: SplitMix64's output mixer
  /// of the spin's seed with a constant of its own (`HOLDWIN\0`), so that the same spin plays
  /// the same round everywhere and apart from its free spins' stream.
  public static func generatorSeed(spinSeed: UInt64) -> UInt64 {
    MonteCarloPlan.mix(spinSeed ^ 0x484F_4C44_5749_4E00)
  }

  /// The held flags of `window` (cell `d·rows + row`): where it shows `feature`'s symbol,
  /// in its first `rows` rows.
  public static func held(in window: SymbolWindow, rows: Int, symbol: String) -> [Bool] {
    window.columns.flatMap { column in column.prefix(rows).map { $0 == symbol } }
  }

  /// Draws one prize index by weight.
  static func drawPrize(_ feature: HoldAndWinFeature, _ generator: inout SplitMix64) -> Int {
    var draw = generator.uniform(below: feature.prizeWeight)
    for (index, prize) in feature.prizes.enumerated() {
      if draw < prize.weight { return index }
      draw -= prize.weight
    }
    return feature.prizes.count - 1
  }

  /// The bonus symbols held at the end.
  public var heldCount: Int { cells.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

  /// The round's award, × the total bet: its prizes, plus the grand when full.
  public func award(_ feature: HoldAndWinFeature) -> Double {
    var total = isFull ? feature.grand : 0
    for prize in cells { if let prize { total += feature.prizes[prize].value } }
    return total
  }
}

/// A cell holding a bonus symbol and its prize index.
public struct HoldAndWinCell: Sendable, Equatable {
  /// The cell, `drum·rows + row`.
  public var cell: Int
  /// The index of its prize in ``HoldAndWinFeature/prizes``.
  public var prize: Int

  /// Creates a held cell.
  public init(cell: Int, prize: Int) {
    self.cell = cell
    self.prize = prize
  }
}

/// A free cell's draw in a respin: `uniform(below: cellWeight)`, which decides where its cell
/// reel lands.
public struct HoldAndWinDraw: Sendable, Equatable {
  /// The cell, `drum·rows + row`.
  public var cell: Int
  /// The draw, `0 ..< cellWeight`: a bonus symbol when below the landing weight.
  public var draw: Int

  /// Creates a draw.
  public init(cell: Int, draw: Int) {
    self.cell = cell
    self.draw = draw
  }
}
