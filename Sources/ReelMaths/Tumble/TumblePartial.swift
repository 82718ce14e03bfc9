/// The exact sums of some tumble chains, weighted, in whole credit units: one slice of a
/// ``TumbleCalculator`` enumeration, or their total. Every field is an integer (or a
/// maximum), so slices add exactly in any order.
public struct TumblePartial: Sendable, Equatable {
  /// The weighted combinations counted.
  public var weight: UInt64 = 0
  /// The combinations played (each once, whatever its weight).
  public var chains: UInt64 = 0
  /// Weighted combinations whose chain pays anything.
  public var hits: UInt64 = 0
  /// `Σ w·u`, `u` the chain's total pay in units.
  public var payUnits: UInt128 = 0
  /// `Σ w·u²`.
  public var squareUnits: UInt128 = 0
  /// `Σ w·u₀`, `u₀` the spin's first window's pay in units.
  public var firstUnits: UInt128 = 0
  /// `lengthWeights[k]`: weighted combinations whose chain tumbled exactly `k` times.
  public var lengthWeights: [UInt64] = []
  /// `lengthUnits[k]`: `Σ w·u` over those chains.
  public var lengthUnits: [UInt128] = []
  /// Weighted combinations whose chain was cut at ``TumbleRule/maxTumbles``.
  public var cutWeight: UInt64 = 0
  /// The largest total pay of one chain, units, and the weighted combinations paying it.
  public var maxUnits: UInt64 = 0, maxWeight: UInt64 = 0

  /// An empty partial.
  public init() {}

  /// Adds the chain of one combination of weight `weight` paying `units` in total, `first`
  /// of it in its first window, after `tumbles` tumbles (`cut`: stopped at the limit); an
  /// error when `Σ w·u²` leaves 128 bits.
  mutating func add(
    weight: UInt64, units: UInt64, first: UInt64, tumbles: Int, cut: Bool
  ) throws(MonteCarloError) {
    chains += 1
    guard weight > 0 else { return }
    self.weight += weight
    if units > 0 { hits += weight }
    let paid = UInt128(weight) * UInt128(units)
    let (square, overflow) = paid.multipliedReportingOverflow(by: UInt128(units))
    let (squares, overflowSum) = squareUnits.addingReportingOverflow(square)
    guard !overflow, !overflowSum else {
      throw MonteCarloError("the sum of squared chain pays exceeds 128 bits")
    }
    squareUnits = squares
    payUnits += paid
    firstUnits += UInt128(weight) * UInt128(first)
    while lengthWeights.count <= tumbles {
      lengthWeights.append(0)
      lengthUnits.append(0)
    }
    lengthWeights[tumbles] += weight
    lengthUnits[tumbles] += paid
    if cut { cutWeight += weight }
    addTop(units, weight: weight)
  }

  /// Counts `weight` combinations paying `units` towards the largest pay.
  mutating func addTop(_ units: UInt64, weight: UInt64) {
    if units > maxUnits || maxWeight == 0 {
      (maxUnits, maxWeight) = (units, weight)
    } else if units == maxUnits {
      maxWeight += weight
    }
  }

  /// Adds `other` (sums, and the larger top pay); an error when `Σ w·u²` leaves 128 bits.
  public mutating func add(_ other: TumblePartial) throws(MonteCarloError) {
    let (squares, overflow) = squareUnits.addingReportingOverflow(other.squareUnits)
    guard !overflow else { throw MonteCarloError("the sum of squared chain pays exceeds 128 bits") }
    squareUnits = squares
    weight += other.weight
    chains += other.chains
    hits += other.hits
    payUnits += other.payUnits
    firstUnits += other.firstUnits
    for (length, lengthWeight) in other.lengthWeights.enumerated() {
      while lengthWeights.count <= length {
        lengthWeights.append(0)
        lengthUnits.append(0)
      }
      lengthWeights[length] += lengthWeight
      lengthUnits[length] += other.lengthUnits[length]
    }
    cutWeight += other.cutWeight
    if other.maxWeight > 0 { addTop(other.maxUnits, weight: other.maxWeight) }
  }
}
