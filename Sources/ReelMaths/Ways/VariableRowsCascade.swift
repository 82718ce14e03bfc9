/// Plays the cascade (tumble) chain of a variable-row machine's spin, with a growing
/// per-cascade multiplier (``CascadeMultiplier``) and optional free spins
/// (``CascadeFreeSpins``).
///
/// ## The rule
///
/// Each drum keeps the rows it landed with for the whole chain. From the spin's window, while
/// the window wins (and at most ``TumbleRule/maxTumbles`` times), exactly as ``Tumbler``:
///
/// 1. every winning cell is removed (``PayEvaluator``'s winning cells of the window, the top
///    drum's cells included);
/// 2. in each drum the cells left fall down into the gaps, keeping their order, and the drum
///    is filled from above with its strip's next symbols upwards: a drum resting on stop `k`
///    with `h` rows shows indices `k + t − r` (`t = min(targetRow, h − 1)`), and its next
///    symbols are `k + t + 1, k + t + 2, …` (``Tumbler``'s refill, wrapping around the strip);
/// 3. the top drum's cells left slide left (towards drum 1), keeping their order, and its
///    cells on the right are filled with its strip's next symbols rightwards: resting on stop
///    `k` it shows `k … k + n − 3` over drums `1 … n − 2`, and its next symbols are
///    `k + n − 2, k + n − 1, …` (the same refill, read right to left).
///
/// Window `k` pays its wins times `m_k` (``CascadeMultiplier``): the chain pays
/// `Σ_k m_k·pay(W_k)`. The outcome (rows, stops, top stop) decides the whole chain.
public struct VariableRowsCascade: Sendable {
  /// The machine.
  public let machine: VariableRowsMachine
  /// The longest chain.
  public let rule: TumbleRule
  /// The per-cascade multiplier.
  public let multiplier: CascadeMultiplier
  /// The free spins, if any.
  public let freeSpins: CascadeFreeSpins?
  /// `stripClasses[d][i]`: the class of drum `d`'s strip index `i`.
  let stripClasses: [[Int]]
  /// The classes of the top drum's strip (empty without one).
  let topClasses: [Int]

  /// Prepares the chains; the machine, rule, multiplier and free spins must be valid
  /// (``issues(machine:rule:multiplier:freeSpins:)`` empty).
  public init(
    machine: VariableRowsMachine, rule: TumbleRule, multiplier: CascadeMultiplier,
    freeSpins: CascadeFreeSpins? = nil
  ) {
    self.machine = machine
    self.rule = rule
    self.multiplier = multiplier
    self.freeSpins = freeSpins
    let evaluator = machine.evaluator
    stripClasses = machine.reels.reels.map { $0.strip.map(evaluator.symbolClass(of:)) }
    topClasses = machine.rows.topDrum?.strip.map(evaluator.symbolClass(of:)) ?? []
  }

  /// The chain of `outcome`: in the base game or a free spin, after `cascadesBefore`
  /// cascades of earlier free spins (``CascadeMultiplier/carriesOver``; 0 otherwise).
  public func chain(
    of outcome: VariableRowsOutcome, inFreeSpins: Bool, cascadesBefore: Int = 0
  ) -> CascadeChain {
    var windows: [CascadeWindow] = []
    return play(
      outcome, inFreeSpins: inFreeSpins, cascadesBefore: cascadesBefore, recording: false,
      windows: &windows)
  }

  /// The chain of `outcome` (``chain(of:inFreeSpins:cascadesBefore:)``) with every window of
  /// it as the motion needs it (``CascadeWindow``: the cells removed and moved, the strip
  /// indices, the pay and the multiplier), the landing window first. The same code plays both:
  /// the motion of a chain (ReelKit's `CascadeMotion`) follows this rule and refill exactly.
  public func windows(
    of outcome: VariableRowsOutcome, inFreeSpins: Bool, cascadesBefore: Int = 0
  ) -> (chain: CascadeChain, windows: [CascadeWindow]) {
    var windows: [CascadeWindow] = []
    let chain = play(
      outcome, inFreeSpins: inFreeSpins, cascadesBefore: cascadesBefore, recording: true,
      windows: &windows)
    return (chain, windows)
  }

  /// The one loop of the rule: plays the chain, and with `recording` appends each window to
  /// `windows`.
  private func play(
    _ outcome: VariableRowsOutcome, inFreeSpins: Bool, cascadesBefore: Int, recording: Bool,
    windows: inout [CascadeWindow]
  ) -> CascadeChain {
    let evaluator = machine.evaluator
    let reels = machine.reels.reels
    let drumCount = reels.count
    let filler = evaluator.names.count
    let height = evaluator.rowCount
    let covered = TopDrum.coveredDrums(drumCount: drumCount)
    let hasTop = machine.rows.topDrum != nil && outcome.topStop != nil
    var indices: [[Int]] = []
    var above: [Int] = []
    for drum in 0..<drumCount {
      let column = VariableRows.windowIndices(
        reel: reels[drum], rows: outcome.rows[drum], stop: outcome.stops[drum])
      indices.append(column)
      let top =
        outcome.stops[drum] + VariableRows.targetRow(of: reels[drum], rows: outcome.rows[drum])
      above.append(Tumbler.wrap(top + 1, reels[drum].strip.count))
    }
    // The top drum's indices right to left: position i is over drum n − 2 − i.
    var top: [Int] = []
    var topAbove = 0
    if hasTop, let stop = outcome.topStop {
      let count = topClasses.count
      top = covered.reversed().map { Tumbler.wrap(stop + $0 - 1, count) }
      topAbove = Tumbler.wrap(stop + covered.count, count)
    }
    func offset(_ drum: Int) -> Int { hasTop && covered.contains(drum) ? 1 : 0 }
    var classes = [[Int]](repeating: [Int](repeating: filler, count: height), count: drumCount)
    func fill() {
      for drum in 0..<drumCount {
        let shift = offset(drum)
        for row in indices[drum].indices {
          classes[drum][shift + row] = stripClasses[drum][indices[drum][row]]
        }
      }
      for (position, index) in top.enumerated() {
        classes[drumCount - 2 - position][0] = topClasses[index]
      }
    }
    fill()
    var scatters = 0
    if evaluator.scatter >= 0 {
      for column in classes {
        for symbol in column where symbol == evaluator.scatter { scatters += 1 }
      }
    }
    var pay = evaluator.evaluate(classes: classes)
    var pays = [pay.total]
    var multipliers = [
      multiplier.value(afterCascades: cascadesBefore, inFreeSpins: inFreeSpins)
    ]
    var removedCells: [CascadeCell] = []
    var moves: [CascadeMove] = []
    func record() {
      guard recording else { return }
      windows.append(
        CascadeWindow(
          removed: removedCells, moves: moves, indices: top.isEmpty ? indices : indices + [top],
          pay: pay, multiplier: multipliers[multipliers.count - 1]))
      removedCells.removeAll()
      moves.removeAll()
    }
    record()
    var cells = [[Bool]](repeating: [Bool](repeating: false, count: height), count: drumCount)
    var end = TumblePay.End.noWin
    while !pay.wins.isEmpty {
      guard pays.count - 1 < rule.maxTumbles else {
        end = .limit
        break
      }
      evaluator.markWinningCells(classes, pay: pay, into: &cells)
      var removed = 0
      for drum in 0..<drumCount {
        let shift = offset(drum)
        let marked = Array(cells[drum][shift..<(shift + indices[drum].count)])
        if recording {
          for row in indices[drum].indices where marked[row] {
            removedCells.append(CascadeCell(drum: drum, row: row, index: indices[drum][row]))
          }
        }
        removed += Tumbler.refill(
          &indices[drum], removing: marked, above: &above[drum],
          stripCount: stripClasses[drum].count
        ) { index, from, to in
          if recording { moves.append(CascadeMove(drum: drum, index: index, from: from, to: to)) }
        }
      }
      if !top.isEmpty {
        let marked = top.indices.map { cells[drumCount - 2 - $0][0] }
        if recording {
          for position in top.indices where marked[position] {
            removedCells.append(
              CascadeCell(drum: drumCount, row: position, index: top[position]))
          }
        }
        removed += Tumbler.refill(
          &top, removing: marked, above: &topAbove, stripCount: topClasses.count
        ) { index, from, to in
          if recording {
            moves.append(CascadeMove(drum: drumCount, index: index, from: from, to: to))
          }
        }
      }
      guard removed > 0 else { break }
      fill()
      pay = evaluator.evaluate(classes: classes)
      pays.append(pay.total)
      multipliers.append(
        multiplier.value(afterCascades: cascadesBefore + pays.count - 1, inFreeSpins: inFreeSpins))
      record()
    }
    return CascadeChain(windowPays: pays, multipliers: multipliers, scatters: scatters, end: end)
  }
}
