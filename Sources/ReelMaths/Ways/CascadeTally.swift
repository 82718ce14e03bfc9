/// The exact counts of a Monte Carlo run of a cascading variable-row machine over some
/// blocks of a ``MonteCarloPlan`` (``VariableRowsCascade/tally(plan:blocks:)``): whole
/// numbers only, so tallies of blocks add exactly in any grouping (``adding(_:)``).
public struct CascadeTally: Sendable, Equatable, Hashable {
  /// The base spins played.
  public var spins: UInt64 = 0
  /// The base spins whose chain or feature paid anything.
  public var paidSpins: UInt64 = 0
  /// `Σ pay` over the base spins (each with its feature), units of the run's ``CreditUnit``.
  public var payUnits: UInt128 = 0
  /// `Σ pay²`, units².
  public var paySquares: UInt128 = 0
  /// The part of ``payUnits`` paid by base chains.
  public var baseUnits: UInt128 = 0
  /// The cascades of the base chains.
  public var baseCascades: UInt64 = 0
  /// The base spins that triggered free spins.
  public var triggers: UInt64 = 0
  /// The free spins played.
  public var freeSpinsPlayed: UInt64 = 0
  /// The cascades of the free spins' chains.
  public var freeCascades: UInt64 = 0
  /// The largest multiplier any window paid.
  public var largestMultiplier: Int = 1
  /// The features cut at ``FreeSpinsFeature/maximumPlayedSpins``.
  public var truncatedFeatures: UInt64 = 0

  /// An empty tally.
  public init() {}

  /// The sum of two tallies (of disjoint blocks), or an error when a sum overflows.
  public func adding(_ other: CascadeTally) throws(MonteCarloError) -> CascadeTally {
    var sum = self
    func add<T: FixedWidthInteger>(_ a: T, _ b: T) throws(MonteCarloError) -> T {
      let (value, overflow) = a.addingReportingOverflow(b)
      guard !overflow else {
        throw MonteCarloError("a Monte Carlo sum overflows (allowed: fewer spins)")
      }
      return value
    }
    sum.spins = try add(spins, other.spins)
    sum.paidSpins = try add(paidSpins, other.paidSpins)
    sum.payUnits = try add(payUnits, other.payUnits)
    sum.paySquares = try add(paySquares, other.paySquares)
    sum.baseUnits = try add(baseUnits, other.baseUnits)
    sum.baseCascades = try add(baseCascades, other.baseCascades)
    sum.triggers = try add(triggers, other.triggers)
    sum.freeSpinsPlayed = try add(freeSpinsPlayed, other.freeSpinsPlayed)
    sum.freeCascades = try add(freeCascades, other.freeCascades)
    sum.largestMultiplier = max(largestMultiplier, other.largestMultiplier)
    sum.truncatedFeatures = try add(truncatedFeatures, other.truncatedFeatures)
    return sum
  }
}
