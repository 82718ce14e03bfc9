/// The free spins one base spin of a variable-row machine triggered, played for real: every
/// free spin's outcome (rows, stops, top stop), its cascade chain with the growing multiplier,
/// its pay and retrigger, in the order they were played
/// (``VariableRowsCascade/playFreeSpins(scatters:using:limit:)``).
///
/// The round is drawn and played exactly as the Monte Carlo game plays a trigger
/// (``VariableRowsCascade/tally(plan:blocks:)``, the same loop): each free spin's outcome
/// from the generator (``Outcome/randomSpin(for:rows:weights:using:)``), its chain in the
/// free-spin mode after the cascades of the round's earlier free spins when the multiplier
/// carries over, its pay the chain's times the feature's multiplier, and with retriggers its
/// landing window's scatters award more. So a round's ``pay`` is what Monte Carlo adds for the
/// same generator.
public struct CascadeFreeSpinsRound: Sendable, Equatable {
  /// The scatters of the base spin's landing window.
  public var scatters: Int
  /// The free spins they awarded (before retriggers).
  public var awarded: Int
  /// What every free spin's chain pay is multiplied by (``CascadeFreeSpins/multiplier``).
  public var multiplier: Int
  /// The free spins, in the order they were played.
  public var spins: [CascadeFreeSpin]
  /// Whether the round was cut at its limit with spins still to play.
  public var truncated: Bool

  /// Creates a round.
  public init(
    scatters: Int, awarded: Int, multiplier: Int, spins: [CascadeFreeSpin], truncated: Bool
  ) {
    self.scatters = scatters
    self.awarded = awarded
    self.multiplier = multiplier
    self.spins = spins
    self.truncated = truncated
  }

  /// The round's win, credits: every free spin's ``CascadeFreeSpin/pay``, in play order.
  public var pay: Double { spins.reduce(0) { $0 + $1.pay } }

  /// The free spins awarded by retriggers.
  public var retriggered: Int { spins.reduce(0) { $0 + $1.awarded } }
}

/// One free spin of a ``CascadeFreeSpinsRound``.
public struct CascadeFreeSpin: Sendable, Equatable {
  /// Its place in the round, from 1.
  public var number: Int
  /// Its rows, stops and top stop.
  public var outcome: VariableRowsOutcome
  /// Its cascade chain (each window's pay and multiplier).
  public var chain: CascadeChain
  /// The cascades of the round's earlier free spins its multiplier starts after (0 unless
  /// the multiplier carries over).
  public var cascadesBefore: Int
  /// The credits it wins: the chain's total times the feature's multiplier.
  public var pay: Double
  /// The free spins its landing window's scatters award (0 without retriggers).
  public var awarded: Int
  /// The free spins left to play after it.
  public var remaining: Int

  /// Creates a free spin.
  public init(
    number: Int, outcome: VariableRowsOutcome, chain: CascadeChain, cascadesBefore: Int,
    pay: Double, awarded: Int, remaining: Int
  ) {
    self.number = number
    self.outcome = outcome
    self.chain = chain
    self.cascadesBefore = cascadesBefore
    self.pay = pay
    self.awarded = awarded
    self.remaining = remaining
  }
}

extension VariableRowsCascade {
  /// The one loop of a free-spins round (Monte Carlo's and ``playFreeSpins(scatters:using:limit:)``'s):
  /// `awarded` free spins, each drawn from `generator`, its chain played after the round's
  /// earlier cascades when the multiplier carries over, `visit` told the spin, its chain, the
  /// cascades before it and its retrigger; at most `limit` spins.
  ///
  /// - Returns: the spins played and whether spins were left at the limit.
  func freeSpinsLoop<Failure: Error>(
    awarded: Int, using generator: inout SplitMix64, limit: Int,
    _ visit: (VariableRowsOutcome, CascadeChain, Int, Int, Int) throws(Failure) -> Void
  ) throws(Failure) -> (played: Int, truncated: Bool) {
    guard let freeSpins, awarded > 0 else { return (0, false) }
    let machine = machine
    var remaining = awarded
    var played = 0
    var cascades = 0
    while remaining > 0 {
      guard played < limit else { return (played, true) }
      remaining -= 1
      played += 1
      let spin = Outcome.randomSpin(
        for: machine.reels, rows: machine.rows, weights: machine.weights, using: &generator)
      let before = multiplier.carriesOver ? cascades : 0
      let free = chain(of: spin, inFreeSpins: true, cascadesBefore: before)
      cascades += free.cascades
      let retrigger = freeSpins.retriggers ? freeSpins.spins(scatters: free.scatters) : 0
      remaining += retrigger
      try visit(spin, free, before, retrigger, remaining)
    }
    return (played, false)
  }

  /// Plays the round that a base spin's landing window with `scatters` scatters triggers
  /// (no spins when they award none, or without free spins), drawing from `generator`, at
  /// most `limit` free spins (``FreeSpinsFeature/maximumListedSpins`` by default).
  public func playFreeSpins(
    scatters: Int, using generator: inout SplitMix64,
    limit: Int = FreeSpinsFeature.maximumListedSpins
  ) -> CascadeFreeSpinsRound {
    let awarded = freeSpins?.spins(scatters: scatters) ?? 0
    let factor = freeSpins?.multiplier ?? 1
    var spins: [CascadeFreeSpin] = []
    let (_, truncated) = freeSpinsLoop(awarded: awarded, using: &generator, limit: limit) {
      outcome, chain, before, retrigger, remaining in
      spins.append(
        CascadeFreeSpin(
          number: spins.count + 1, outcome: outcome, chain: chain, cascadesBefore: before,
          pay: chain.total * Double(factor), awarded: retrigger, remaining: remaining))
    }
    return CascadeFreeSpinsRound(
      scatters: scatters, awarded: awarded, multiplier: factor, spins: spins,
      truncated: truncated)
  }
}
