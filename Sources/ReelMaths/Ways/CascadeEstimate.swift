/// A Monte Carlo estimate of a cascading variable-row machine with its free spins
/// (``VariableRowsCascade/monteCarlo(spins:seed:)``): a ``CascadeTally`` read in credits.
public struct CascadeEstimate: Sendable, Equatable {
  /// The exact counts.
  public var tally: CascadeTally
  /// The unit the pays were counted in.
  public var unit: CreditUnit
  /// The total bet of one spin, credits.
  public var totalBet: Double

  /// Creates an estimate.
  public init(tally: CascadeTally, unit: CreditUnit, totalBet: Double) {
    self.tally = tally
    self.unit = unit
    self.totalBet = totalBet
  }

  /// `units / (unitsPerCredit · spins · totalBet)`.
  func perBet(_ units: UInt128) -> Double {
    Double(units) / Double(unit.unitsPerCredit) / Double(tally.spins) / totalBet
  }

  /// The estimated total RTP (base chains and free spins).
  public var rtp: Double { perBet(tally.payUnits) }
  /// The estimated base-game RTP (base chains only).
  public var baseRTP: Double { perBet(tally.baseUnits) }
  /// The estimated hit frequency (a spin whose chain or feature pays).
  public var hitFrequency: Double { Double(tally.paidSpins) / Double(tally.spins) }

  /// The sample standard deviation of `pay / totalBet` (a spin with its feature).
  public var standardDeviation: Double {
    let n = Double(tally.spins)
    let scale = Double(unit.unitsPerCredit) * totalBet
    let mean = Double(tally.payUnits) / n
    let variance = max(0, (Double(tally.paySquares) - n * mean * mean) / max(1, n - 1))
    return variance.squareRoot() / scale
  }

  /// `RTP ± z·s/√N`, `z` the normal quantile (default ``MonteCarloConfidence/z``, 99 %).
  public func rtpInterval(z: Double = MonteCarloConfidence.z) -> ClosedRange<Double> {
    let margin = z * standardDeviation / Double(tally.spins).squareRoot()
    return (rtp - margin)...(rtp + margin)
  }
}
