/// A max win cap on one spin, priced exactly from the enumeration: the spin pays
/// `min(pay, cap)`.
///
/// Over the cycle, with `w` each window's weight and `pay` its uncapped pay (credits):
///
///     hits   = Σ w · [pay > cap]                      (the cap cuts the win)
///     excess = Σ w · max(0, pay − cap)                 (credits the cap keeps per cycle)
///     RTP with the cap = RTP − excess / (cycle · totalBet)
///
/// A win of exactly the cap is paid in full and is not a hit.
public struct SpinCap: Sendable, Equatable {
  /// The cap, × total bet.
  public var multiple: Double
  /// The cap, credits: `multiple × totalBet`.
  public var credits: Double
  /// The weighted windows whose pay exceeds the cap.
  public var hits: UInt64
  /// The credits the cap keeps over the cycle.
  public var excess: Double
  /// The cycle the counts are over.
  public var cycle: UInt64
  /// The total bet, credits.
  public var totalBet: Double

  /// Creates the figures.
  public init(
    multiple: Double, credits: Double, hits: UInt64, excess: Double, cycle: UInt64,
    totalBet: Double
  ) {
    self.multiple = multiple
    self.credits = credits
    self.hits = hits
    self.excess = excess
    self.cycle = cycle
    self.totalBet = totalBet
  }

  /// How often a spin is capped: `hits / cycle`.
  public var probability: Double { Double(hits) / Double(cycle) }
  /// What the cap takes off the RTP: `excess / (cycle · totalBet)`.
  public var rtpLoss: Double { excess / (Double(cycle) * totalBet) }
}

extension ParPartial {
  /// Counts `weight` windows that pay `pay` credits (more than 0) into their win-size band
  /// (``WinSizeDistribution/band(_:)`` of `pay / totalBet`) and, when `cap` (credits) is
  /// given and it cuts the pay (``WinCap/apply(_:)``), into the cap's hits and excess.
  @inline(__always)
  mutating func addWinSize(_ pay: Double, weight: UInt64, totalBet: Double, cap: WinCap?) {
    if sizeWeights.isEmpty {
      sizeWeights = [UInt64](repeating: 0, count: WinSizeDistribution.bandCount)
    }
    sizeWeights[WinSizeDistribution.band(pay / totalBet)] += weight
    if let cap {
      let capped = cap.apply(pay)
      if capped.capped {
        capHits += weight
        capExcess += Double(weight) * capped.excess
      }
    }
  }
}

extension ParCalculator {
  /// The exact win-size distribution of one spin from the enumeration's partials (slice
  /// order): each band's weight summed, "no win" the rest of the cycle.
  public func winSizes(_ partials: [ParPartial]) -> WinSizeDistribution {
    var weights = [UInt64](repeating: 0, count: WinSizeDistribution.bandCount)
    for partial in partials {
      for (band, weight) in partial.sizeWeights.enumerated() { weights[band] += weight }
    }
    weights[0] = cycle - weights.dropFirst().reduce(0, +)
    return WinSizeDistribution(exact: true, weights: weights, total: cycle)
  }

  /// The exact figures of ``spinCapMultiple`` from the enumeration's partials, `nil` without a
  /// cap.
  public func spinCap(_ partials: [ParPartial]) -> SpinCap? {
    guard let multiple = spinCapMultiple else { return nil }
    let totalBet = evaluator.paytable.totalBet
    return SpinCap(
      multiple: multiple, credits: multiple * totalBet,
      hits: partials.reduce(0) { $0 + $1.capHits },
      excess: partials.reduce(0) { $0 + $1.capExcess }, cycle: cycle, totalBet: totalBet)
  }

  /// ``spinCapMultiple`` as the rule, for the enumeration's leaves.
  var spinWinCap: WinCap? {
    spinCapMultiple.map { WinCap(multiple: $0, totalBet: evaluator.paytable.totalBet) }
  }
}
