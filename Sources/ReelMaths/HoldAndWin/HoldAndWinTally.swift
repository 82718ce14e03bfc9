/// The exact counts of a hold-and-win Monte Carlo run (``HoldAndWinSpinner``): whole numbers
/// only, so that blocks add up to the same tally in any grouping (workers, `--jobs`).
public struct HoldAndWinTally: Sendable, Equatable {
  /// Base spins drawn.
  public var spins: UInt64 = 0
  /// Rounds triggered.
  public var triggers: UInt64 = 0
  /// Respins played.
  public var respins: UInt64 = 0
  /// Rounds that ended with `m` held, `m = 0 … C`.
  public var finalCounts: [UInt64]
  /// Rounds that won prize `i` at least once.
  public var roundsWon: [UInt64]
  /// Bonus symbols that carried prize `i`.
  public var prizeCounts: [UInt64]
  /// Rounds that filled the window.
  public var fullScreens: UInt64 = 0
  /// Σ of the rounds' awards, in the run's credit units.
  public var awardUnits: UInt128 = 0
  /// Σ of the squared awards, in units².
  public var awardSquares: UInt128 = 0

  /// An empty tally for `cells` cells and `prizes` prizes.
  public init(cells: Int, prizes: Int) {
    finalCounts = [UInt64](repeating: 0, count: cells + 1)
    roundsWon = [UInt64](repeating: 0, count: prizes)
    prizeCounts = [UInt64](repeating: 0, count: prizes)
  }

  /// Adds `other`'s counts, or returns the error when a sum leaves 128 bits.
  public mutating func add(_ other: HoldAndWinTally) -> MonteCarloError? {
    spins += other.spins
    triggers += other.triggers
    respins += other.respins
    fullScreens += other.fullScreens
    for index in finalCounts.indices { finalCounts[index] += other.finalCounts[index] }
    for index in roundsWon.indices {
      roundsWon[index] += other.roundsWon[index]
      prizeCounts[index] += other.prizeCounts[index]
    }
    let units = awardUnits.addingReportingOverflow(other.awardUnits)
    let squares = awardSquares.addingReportingOverflow(other.awardSquares)
    guard !units.overflow, !squares.overflow else {
      return MonteCarloError("the awards' sum of squares leaves 128 bits (allowed: fewer spins)")
    }
    awardUnits = units.partialValue
    awardSquares = squares.partialValue
    return nil
  }
}
