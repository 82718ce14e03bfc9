extension MonteCarloSpinner {
  /// Whether each spin plays its whole tumble chain (``Tumbler/chainPay(stops:workspace:)``).
  public var playsTumbles: Bool { tumbler != nil }

  /// Prepares the tables of `reels` with `paytable`, optional stop weights and, with
  /// `tumble`, the tumble rule: each spin's pay is then its whole chain's
  /// (``TumblePay/total``), every window's wins counted in the entries' hits.
  ///
  /// - Throws: ``MonteCarloError`` when the pays have no exact credit unit, or `tumble` is
  ///   given with `freeSpins` (a tumbling feature is not valued).
  public init(
    reels: ReelStrips, paytable: Paytable, weights: StopWeights?, freeSpins: FreeSpinsFeature?,
    tumble: TumbleRule?
  ) throws(MonteCarloError) {
    try self.init(reels: reels, paytable: paytable, weights: weights, freeSpins: freeSpins)
    guard let tumble else { return }
    guard freeSpins == nil else {
      throw MonteCarloError(
        "a machine that tumbles and has free spins is not valued (allowed: tumble or "
          + "paytable.freeSpins, not both)")
    }
    tumbler = Tumbler(reels: reels, paytable: paytable, rule: tumble)
  }

  /// The spins of a block of a tumbling machine: each spin's stops drawn, its chain played;
  /// its pay is the sum of every window's, each window's pay counted in whole units.
  func spinWithTumbles(
    _ tumbler: Tumbler, _ spins: Int, _ generator: inout SplitMix64,
    _ tally: inout MonteCarloTally, _ dense: inout [UInt64]
  ) throws(MonteCarloError) {
    var stops = [Int](repeating: 0, count: drumCount)
    var workspace = TumbleWorkspace(for: tumbler)
    workspace.keepsWins = true
    let paytable = evaluator.paytable
    for _ in 0..<spins {
      for drum in 0..<drumCount {
        let offset = drawOffsets[drum]
        stops[drum] =
          offset >= 0
          ? Int(drawStops[offset + generator.uniform(below: drawTotals[drum])])
          : weights.pick(drum: drum, using: &generator)
      }
      let chain = tumbler.chainPay(stops: stops, workspace: &workspace)
      let (total, first) = try workspace.chainUnits(in: unit)
      tally.tumbleUnits += UInt128(total - first)
      for wins in workspace.windowWins {
        for win in wins {
          if win.isScatter {
            if let entry = win.entry
              ?? paytable.scatterPays.firstIndex(where: {
                $0.count == win.count
              })
            {
              tally.scatterHits[entry] += 1
            }
          } else if let entry = win.entry
            ?? paytable.pays.firstIndex(where: { $0.symbol == win.symbol && $0.count == win.count })
          {
            tally.lineHits[entry] += 1
          }
        }
      }
      if total > 0 { tally.paidSpins += 1 }
      if chain.tumbles > 0 {
        tally.tumblingSpins += 1
        tally.tumbles += UInt64(chain.tumbles)
        tally.longestChain = max(tally.longestChain, UInt64(chain.tumbles))
      }
      if chain.end == .limit { tally.cutChains += 1 }
      addPay(total, &tally, &dense)
    }
    tally.spins = UInt64(spins)
  }
}
