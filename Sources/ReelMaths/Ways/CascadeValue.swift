/// The exact value of a cascading variable-row machine
/// (``VariableRowsCascade/value()``), by playing the chain of every outcome.
///
/// With `E_b` the mean base chain pay, `E_f` the mean free-spin chain pay, `A_b` the mean
/// free spins a base spin awards and `r` the mean free spins a free spin awards by retriggers
/// (0 without), a feature plays `A_b/(1 − r)` free spins a base spin on average (a branching
/// process; each free spin's pay independent of whether it is played, so Wald's identity
/// gives the mean pay of all of them):
///
///     RTP = (E_b + A_b·E_f/(1 − r)) / totalBet
///
/// exact when the multiplier does not carry over between free spins (then every free spin
/// is the same game); otherwise ``rtp`` is `nil` and only the Monte Carlo estimates it.
public struct CascadeValue: Sendable, Equatable {
  /// `E_b`: the mean pay of a base spin's chain, credits.
  public var basePay: Double
  /// `E_f`: the mean pay of a free spin's chain (the multiplier from its start, times the
  /// feature's fixed multiplier), credits.
  public var freeSpinPay: Double
  /// `A_b`: the mean free spins a base spin awards.
  public var awardsPerSpin: Double
  /// `r`: the mean free spins a free spin awards (0 without retriggers).
  public var retriggersPerFreeSpin: Double
  /// The mean cascades of a base chain.
  public var baseCascades: Double
  /// The total bet, credits.
  public var totalBet: Double
  /// Whether free spins carry the multiplier over (the total is then not exact).
  public var carriesOver: Bool

  /// The base game's return: `E_b / totalBet`.
  public var baseRTP: Double { basePay / totalBet }

  /// The mean free spins of a base spin, `A_b/(1 − r)`, or `nil` when `r ≥ 1` (the feature
  /// would not end).
  public var freeSpinsPerSpin: Double? {
    retriggersPerFreeSpin < 1 ? awardsPerSpin / (1 - retriggersPerFreeSpin) : nil
  }

  /// The total return with the free spins, or `nil` when the multiplier carries over or the
  /// feature would not end.
  public var rtp: Double? {
    guard !carriesOver, let spins = freeSpinsPerSpin else { return nil }
    return (basePay + spins * freeSpinPay) / totalBet
  }
}

extension VariableRowsCascade {
  /// The most outcomes ``value()`` plays: 2²² (as ``TumbleCalculator/maximumChains``).
  public static let maximumOutcomes: UInt64 = 1 << 22

  /// The number of outcomes: `Π_d Σ_h N_d` (every height with a weight × every stop) times
  /// the top drum's stops; `nil` beyond ``maximumOutcomes``.
  public var outcomeCount: UInt64? {
    var count: UInt64 = 1
    let reels = machine.reels.reels
    for drum in reels.indices {
      let per = UInt64(machine.rows.drums[drum].heights.count * reels[drum].strip.count)
      let (product, overflow) = count.multipliedReportingOverflow(by: per)
      guard !overflow, product <= Self.maximumOutcomes else { return nil }
      count = product
    }
    if let topDrum = machine.rows.topDrum {
      let (product, overflow) = count.multipliedReportingOverflow(
        by: UInt64(topDrum.strip.count))
      guard !overflow, product <= Self.maximumOutcomes else { return nil }
      count = product
    }
    return count
  }

  /// The exact value: every outcome (heights × stops × top stop) weighted by its probability
  /// (`Π_d w_h/W·w_s/S_d`, times the top stop's), its base chain and its free-spin chain
  /// played (``chain(of:inFreeSpins:cascadesBefore:)``).
  ///
  /// - Throws: ``ParError`` (``ParError/Bound/chains``) beyond ``maximumOutcomes``.
  public func value() throws(ParError) -> CascadeValue {
    guard outcomeCount != nil else {
      throw ParError(
        bound: .chains,
        problem: "more than \(Self.maximumOutcomes) outcomes (heights × stops × top stops) "
          + "would be played",
        allowed: "at most \(Self.maximumOutcomes)")
    }
    let reels = machine.reels.reels
    // Each drum's (rows, stop, probability), heights increasing then stops.
    let drums = reels.indices.map { machine.columnOutcomes(drum: $0) }
    let tops = machine.topStopOutcomes
    var sums = (base: 0.0, free: 0.0, awards: 0.0, retriggers: 0.0, cascades: 0.0)
    var choice = [Int](repeating: 0, count: reels.count)
    var outcome = VariableRowsOutcome(
      rows: [Int](repeating: 1, count: reels.count), stops: choice, topStop: nil)
    while true {
      var probability = 1.0
      for drum in reels.indices {
        let entry = drums[drum][choice[drum]]
        outcome.rows[drum] = entry.rows
        outcome.stops[drum] = entry.stop
        probability *= entry.probability
      }
      for top in tops {
        outcome.topStop = top.stop
        let p = probability * top.probability
        let base = chain(of: outcome, inFreeSpins: false)
        sums.base += p * base.total
        sums.cascades += p * Double(base.cascades)
        let awarded = Double(freeSpins?.spins(scatters: base.scatters) ?? 0)
        sums.awards += p * awarded
        if freeSpins != nil {
          let free = chain(of: outcome, inFreeSpins: true)
          sums.free += p * free.total * Double(freeSpins?.multiplier ?? 1)
          if freeSpins?.retriggers == true { sums.retriggers += p * awarded }
        }
      }
      var drum = reels.count - 1
      while drum >= 0 {
        choice[drum] += 1
        if choice[drum] < drums[drum].count { break }
        choice[drum] = 0
        drum -= 1
      }
      if drum < 0 { break }
    }
    return CascadeValue(
      basePay: sums.base, freeSpinPay: sums.free, awardsPerSpin: sums.awards,
      retriggersPerFreeSpin: sums.retriggers, baseCascades: sums.cascades,
      totalBet: machine.paytable.totalBet, carriesOver: multiplier.carriesOver)
  }
}
