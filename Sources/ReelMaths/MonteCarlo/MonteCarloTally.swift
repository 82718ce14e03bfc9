/// The exact sufficient statistics of some Monte Carlo spins: counts, the sum and the sum of
/// squares of the pays in whole credit units, the pay histogram and each win's hits; with a
/// free-spins feature, the triggers, the free spins played and the feature's pays.
///
/// A spin's pay is its own wins plus the pays of the feature it triggers: the sums and the
/// histogram count that total, ``paidSpins``, ``lineHits`` and ``scatterHits`` the base spin's
/// own wins (the base game's hit frequency, as the exact sheet gives it).
///
/// Every field is a whole number, so two tallies add exactly and in any order: the tally of a
/// run is the sum of its blocks' tallies however they are grouped.
public struct MonteCarloTally: Sendable, Equatable, Hashable {
  /// The spins counted.
  public var spins: UInt64 = 0
  /// The spins whose own wins paid anything (a feature's wins are not counted).
  public var paidSpins: UInt64 = 0
  /// Σ pay, units.
  public var payUnits: UInt128 = 0
  /// Σ pay², units².
  public var payUnitsSquared: UInt128 = 0
  /// How many spins paid each total (units → spins); spins that pay nothing are counted
  /// under 0.
  public var histogram: [UInt64: UInt64] = [:]
  /// Hits of each line (or ways) entry, in ``Paytable/pays`` order.
  public var lineHits: [UInt64]
  /// Hits of each scatter entry, in ``Paytable/scatterPays`` order.
  public var scatterHits: [UInt64]
  /// The base spins that triggered the free-spins feature.
  public var triggers: UInt64 = 0
  /// The free spins played, retriggers included.
  public var freeSpinsPlayed: UInt64 = 0
  /// The features cut at ``FreeSpinsFeature/maximumPlayedSpins``.
  public var truncatedFeatures: UInt64 = 0
  /// Σ the features' pays, units (included in ``payUnits``).
  public var featureUnits: UInt128 = 0
  /// With tumbles: Σ the tumbles of every spin's chain.
  public var tumbles: UInt64 = 0
  /// With tumbles: the spins whose chain tumbled at least once.
  public var tumblingSpins: UInt64 = 0
  /// With tumbles: Σ the pays of the windows after the first, units (included in
  /// ``payUnits``).
  public var tumbleUnits: UInt128 = 0
  /// With tumbles: the most tumbles of one chain (a maximum, so tallies still add in any
  /// order).
  public var longestChain: UInt64 = 0
  /// With tumbles: the chains cut at ``TumbleRule/maxTumbles``.
  public var cutChains: UInt64 = 0

  /// An empty tally for a paytable with `lineEntries` pays and `scatterEntries` scatter pays.
  public init(lineEntries: Int, scatterEntries: Int) {
    lineHits = Array(repeating: 0, count: lineEntries)
    scatterHits = Array(repeating: 0, count: scatterEntries)
  }

  /// Adds `other` (of the same paytable); an error when a sum leaves its integer type (only
  /// possible with statistics read from a damaged or forged file), whose message starts with
  /// the field (`lineHits[3]: the sum exceeds 64 bits …`), as ``inconsistency()``'s do.
  public mutating func add(_ other: MonteCarloTally) -> MonteCarloError? {
    guard lineHits.count == other.lineHits.count, scatterHits.count == other.scatterHits.count
    else { return MonteCarloError("the tallies are of different paytables") }
    func sum<T: FixedWidthInteger>(_ a: T, _ b: T, _ field: String) -> (T, MonteCarloError?) {
      let (value, overflow) = a.addingReportingOverflow(b)
      let message = "\(field): the sum exceeds \(T.bitWidth) bits (allowed: at most \(T.max))"
      return (value, overflow ? MonteCarloError(message) : nil)
    }
    var failure: MonteCarloError?
    func note(_ error: MonteCarloError?) { if failure == nil { failure = error } }
    var result = self
    (result.spins, _) = sum(spins, other.spins, "spins")
    note(sum(spins, other.spins, "spins").1)
    (result.paidSpins, _) = sum(paidSpins, other.paidSpins, "paidSpins")
    note(sum(paidSpins, other.paidSpins, "paidSpins").1)
    let pays = sum(payUnits, other.payUnits, "payUnits")
    result.payUnits = pays.0
    note(pays.1)
    let squares = sum(payUnitsSquared, other.payUnitsSquared, "payUnitsSquared")
    result.payUnitsSquared = squares.0
    note(squares.1)
    let triggerSum = sum(triggers, other.triggers, "triggers")
    let playedSum = sum(freeSpinsPlayed, other.freeSpinsPlayed, "freeSpinsPlayed")
    let cutSum = sum(truncatedFeatures, other.truncatedFeatures, "truncatedFeatures")
    (result.triggers, result.freeSpinsPlayed, result.truncatedFeatures) =
      (triggerSum.0, playedSum.0, cutSum.0)
    for failure in [triggerSum.1, playedSum.1, cutSum.1] { note(failure) }
    let feature = sum(featureUnits, other.featureUnits, "featureUnits")
    result.featureUnits = feature.0
    note(feature.1)
    let tumbleSum = sum(tumbles, other.tumbles, "tumbles")
    let tumblingSum = sum(tumblingSpins, other.tumblingSpins, "tumblingSpins")
    let cutChainSum = sum(cutChains, other.cutChains, "cutChains")
    let tumblePays = sum(tumbleUnits, other.tumbleUnits, "tumbleUnits")
    (result.tumbles, result.tumblingSpins, result.cutChains) =
      (tumbleSum.0, tumblingSum.0, cutChainSum.0)
    result.tumbleUnits = tumblePays.0
    result.longestChain = max(longestChain, other.longestChain)
    for failure in [tumbleSum.1, tumblingSum.1, cutChainSum.1, tumblePays.1] { note(failure) }
    for (units, count) in other.histogram {
      let added = sum(result.histogram[units, default: 0], count, "histogram")
      result.histogram[units] = added.0
      note(added.1)
    }
    for index in lineHits.indices {
      let added = sum(lineHits[index], other.lineHits[index], "lineHits[\(index)]")
      result.lineHits[index] = added.0
      note(added.1)
    }
    for index in scatterHits.indices {
      let added = sum(scatterHits[index], other.scatterHits[index], "scatterHits[\(index)]")
      result.scatterHits[index] = added.0
      note(added.1)
    }
    if let failure { return failure }
    self = result
    return nil
  }

  /// A problem with the tally's own consistency (the histogram must count every spin and
  /// give back the sums exactly; a scatter win is hit at most once a spin),
  /// or `nil`. Used to check statistics read from a file.
  public func inconsistency() -> String? {
    var counted: UInt128 = 0
    var paid: UInt128 = 0
    var sum: UInt128 = 0
    var squares: UInt128 = 0
    for (units, count) in histogram {
      guard count > 0 else { return "histogram: a pay with 0 spins (allowed: counts above 0)" }
      guard units <= CreditUnit.maximumSpinUnits else {
        return
          "histogram: a pay of \(units) units (allowed: at most \(CreditUnit.maximumSpinUnits))"
      }
      let value = UInt128(units)
      let (s, o1) = sum.addingReportingOverflow(value * UInt128(count))
      let (q, o2) = (value * value).multipliedReportingOverflow(by: UInt128(count))
      let (t, o3) = squares.addingReportingOverflow(q)
      guard !o1, !o2, !o3 else { return "histogram: its sums exceed 128 bits" }
      sum = s
      squares = t
      counted += UInt128(count)
      if units > 0 { paid += UInt128(count) }
    }
    if counted != UInt128(spins) {
      return "histogram: counts \(counted) spins, not \(spins) (allowed: every spin once)"
    }
    // A spin whose own wins pay is a paying spin; a feature may make a spin without its own
    // wins pay too.
    if UInt128(paidSpins) > paid || paid - UInt128(paidSpins) > UInt128(triggers) {
      return "paidSpins: \(paidSpins), but the histogram has \(paid) paying spins"
        + (triggers > 0 ? " and there are \(triggers) triggers" : "")
    }
    if sum != payUnits { return "payUnits: \(payUnits), but the histogram sums to \(sum)" }
    if squares != payUnitsSquared {
      return "payUnitsSquared: \(payUnitsSquared), but the histogram gives \(squares)"
    }
    if let problem = featureInconsistency() { return problem }
    if let problem = tumbleInconsistency() { return problem }
    for (index, hits) in scatterHits.enumerated() where hits > spins {
      return "scatterHits[\(index)]: \(hits) hits in \(spins) spins"
    }
    return nil
  }

  /// A problem with the feature's counts: a trigger plays at least one free spin, at most
  /// ``FreeSpinsFeature/maximumPlayedSpins`` (exactly that many when the feature was cut); no
  /// feature pay without a trigger.
  private func featureInconsistency() -> String? {
    if triggers > spins { return "triggers: \(triggers) in \(spins) spins" }
    if truncatedFeatures > triggers {
      return "truncatedFeatures: \(truncatedFeatures) of \(triggers) triggers"
    }
    let most = UInt128(triggers) * UInt128(FreeSpinsFeature.maximumPlayedSpins)
    if freeSpinsPlayed < triggers || UInt128(freeSpinsPlayed) > most {
      return "freeSpinsPlayed: \(freeSpinsPlayed) for \(triggers) triggers (allowed: 1 … "
        + "\(FreeSpinsFeature.maximumPlayedSpins) per trigger)"
    }
    // A cut feature played ``FreeSpinsFeature/maximumPlayedSpins`` spins, the others at least one.
    let least =
      UInt128(truncatedFeatures) * UInt128(FreeSpinsFeature.maximumPlayedSpins)
      + UInt128(triggers - truncatedFeatures)
    if UInt128(freeSpinsPlayed) < least {
      return "truncatedFeatures: \(truncatedFeatures) cut features, but \(freeSpinsPlayed) free "
        + "spins played for \(triggers) triggers (allowed: \(FreeSpinsFeature.maximumPlayedSpins) "
        + "free spins per cut feature)"
    }
    if featureUnits > payUnits {
      return "featureUnits: \(featureUnits), more than payUnits \(payUnits)"
    }
    return nil
  }

  /// A problem with the tumble counts: a tumbling spin tumbles at least once and at most
  /// ``longestChain`` times, at most ``TumbleRule/Ranges/maxTumbles``; a cut chain
  /// tumbled; no tumble pay without tumbles.
  private func tumbleInconsistency() -> String? {
    if tumblingSpins > spins { return "tumblingSpins: \(tumblingSpins) in \(spins) spins" }
    if cutChains > tumblingSpins {
      return "cutChains: \(cutChains) of \(tumblingSpins) tumbling spins"
    }
    let most = UInt64(TumbleRule.Ranges.maxTumbles.upperBound)
    if longestChain > most || (longestChain == 0) != (tumblingSpins == 0) {
      return "longestChain: \(longestChain) with \(tumblingSpins) tumbling spins (allowed: 1 … "
        + "\(most) when a spin tumbled, else 0)"
    }
    if tumbles < tumblingSpins || UInt128(tumbles) > UInt128(tumblingSpins) * UInt128(longestChain)
    {
      return "tumbles: \(tumbles) for \(tumblingSpins) tumbling spins of at most "
        + "\(longestChain) tumbles"
    }
    if tumbleUnits > payUnits {
      return "tumbleUnits: \(tumbleUnits), more than payUnits \(payUnits)"
    }
    if tumbleUnits > 0 && tumblingSpins == 0 {
      return "tumbleUnits: \(tumbleUnits) without a tumbling spin"
    }
    return nil
  }
}
