/// A variable-row ("Megaways") machine as the maths reads it: its drums (``ReelStrips``, whose
/// ``ReelStrips/Reel/visibleRows`` is each window's bound), their per-spin rows
/// (``VariableRows``), a ways paytable and optional stop weights.
///
/// One line gives each figure a caller needs:
///
///     let machine = VariableRowsMachine(reels: reels, rows: rows, paytable: paytable,
///                                       weights: weights)
///     let sheet = try machine.sheet()                         // exact, no window visited
///     let spin = machine.spin(seed: 7)                        // rows, stops, top stop
///     let pay = machine.pay(of: spin)                         // its wins
///     let estimate = machine.monteCarlo(spins: 1_000_000, seed: 7)
///
/// The rows and the paytable must be valid for the reels (``VariableRows/issues(for:)``
/// empty, the paytable by ways, checked as for a fixed window of `bound + 1` rows).
public struct VariableRowsMachine: Sendable {
  /// The drums.
  public let reels: ReelStrips
  /// Their rows per spin and the top drum.
  public let rows: VariableRows
  /// Each drum's stop weights, or `nil` for every stop once.
  public let weights: StopWeights?
  /// The paytable's evaluator, for windows of at most `bound + 1` cells a drum (the tallest
  /// window and the top cell).
  public let evaluator: PayEvaluator

  /// Prepares a machine; `rows` and `paytable` must be valid for `reels`.
  public init(reels: ReelStrips, rows: VariableRows, paytable: Paytable, weights: StopWeights?) {
    self.reels = reels
    self.rows = rows
    self.weights = weights
    evaluator = PayEvaluator(
      paytable: paytable, drumCount: reels.reels.count, rowCount: Self.cellBound(reels, rows))
  }

  /// The most cells a drum shows: the tallest bound, plus 1 with a top drum.
  static func cellBound(_ reels: ReelStrips, _ rows: VariableRows) -> Int {
    (reels.reels.map { $0.visibleRows }.max() ?? 1) + (rows.topDrum == nil ? 0 : 1)
  }

  /// The paytable.
  public var paytable: Paytable { evaluator.paytable }

  /// Draws a spin from a SplitMix64 generator seeded with `seed`
  /// (``Outcome/randomSpin(for:rows:weights:using:)``: rows, then stops, then the top stop).
  public func spin(seed: UInt64) -> VariableRowsOutcome {
    Outcome.randomSpin(for: reels, rows: rows, weights: weights, seed: seed)
  }

  /// The symbols each drum shows for `outcome`, left to right; a drum under the top drum
  /// shows the top drum's cell first, then its rows top to bottom.
  public func window(of outcome: VariableRowsOutcome) -> [[String]] {
    reels.reels.indices.map { drum in
      let reel = reels.reels[drum]
      var column = VariableRows.windowIndices(
        reel: reel, rows: outcome.rows[drum], stop: outcome.stops[drum]
      ).map { reel.strip[$0] }
      if let topDrum = rows.topDrum, let stop = outcome.topStop,
        rows.hasTopCell(drum: drum, drumCount: reels.reels.count)
      {
        column.insert(topDrum.strip[topDrum.index(above: drum, restingAt: stop)], at: 0)
      }
      return column
    }
  }

  /// What `outcome` pays: every ways win (each entry name's best entry, ways being the product
  /// of each drum's matching cells, the top cell included) and the scatter win over every
  /// visible cell, as ``PayRules`` reads a window.
  public func pay(of outcome: VariableRowsOutcome) -> SpinPay {
    evaluator.evaluate(classes: paddedClasses(window(of: outcome)))
  }

  /// A window of names as the evaluator's classes, each drum filled up to the cell bound
  /// with the class of no named symbol (which nothing matches).
  func paddedClasses(_ window: [[String]]) -> [[Int]] {
    let filler = evaluator.names.count
    return window.map { column in
      column.map(evaluator.symbolClass(of:))
        + Array(repeating: filler, count: max(0, evaluator.rowCount - column.count))
    }
  }
}
