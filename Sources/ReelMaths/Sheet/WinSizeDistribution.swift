/// How often a spin's win falls in each size band, in multiples of the total bet: the
/// histogram test labs ask for.
///
/// ## The bands
///
/// Band 0 is "no win" (exactly 0). Then the half-open bands `(e_{i−1}, e_i]` on the
/// 1-2-5 series of ``edges`` (`(0, 1]`, `(1, 2]`, `(2, 5]`, … `(2000, 5000]` × bet), and a last
/// band `> 5000` × bet. A win of exactly 1 × bet is in `(0, 1]` (it returns the bet, no profit);
/// the upper edges are included so a win at a round multiple (2 ×, 5 ×, 10 ×) sits in the band it
/// closes, as labs print them.
///
/// ## Exact or estimated
///
/// From the enumeration every window's weight lands in its band, and from the closed form's
/// walk of booked pays (``ParCalculator/winSizeSteps``) every (reader states, pay) pair's,
/// so ``weights`` are exact integers summing to ``total`` (the cycle): `P(band) = weight / cycle`. From a Monte Carlo run
/// the weights are counts of ``total`` draws and each probability carries the Wilson interval
/// at ``MonteCarloConfidence/level`` (the one every estimate of a frequency uses).
public struct WinSizeDistribution: Sendable, Equatable {
  /// The upper edges of the bands after "no win", × total bet: the 1-2-5 series from 1 to 5000.
  public static let edges: [Double] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000,
  ]
  /// The number of bands: "no win", one per edge, and "more than the last edge".
  public static let bandCount = edges.count + 2

  /// How far above an edge (relatively) a win still counts as on it: 10⁻¹², so that a sum of
  /// fractional pays that is the edge exactly lands in the same band whatever order it was
  /// added in (the enumeration and the closed form add a window's wins in different orders).
  public static let edgeTolerance = 1e-12

  /// The band of a win of `multiple` × total bet: 0 for no win (0 or less), `i + 1` for
  /// `(edges[i−1], edges[i]]` (an edge within ``edgeTolerance`` included), the last band
  /// beyond the last edge.
  @inline(__always)
  public static func band(_ multiple: Double) -> Int {
    guard multiple > 0 else { return 0 }
    var low = 0
    var high = edges.count
    // The first edge at or above `multiple` (binary search over 12 edges).
    while low < high {
      let middle = (low + high) / 2
      if edges[middle] * (1 + edgeTolerance) < multiple { low = middle + 1 } else { high = middle }
    }
    return low + 1
  }

  /// The label of band `index`: `0`, `(0, 1]`, …, `> 5000`.
  public static func label(_ index: Int) -> String {
    if index == 0 { return "0" }
    if index > edges.count { return "> \(whole(edges[edges.count - 1]))" }
    let low = index == 1 ? "0" : whole(edges[index - 2])
    return "(\(low), \(whole(edges[index - 1]))]"
  }

  private static func whole(_ value: Double) -> String { String(Int(value)) }

  /// Whether the figures are exact (weights over the cycle) or a Monte Carlo estimate.
  public var exact: Bool
  /// The weight (exact) or count (Monte Carlo) of every band, ``bandCount`` of them.
  public var weights: [UInt64]
  /// The sum of ``weights``: the cycle, or the draws.
  public var total: UInt64

  /// A distribution from its band weights.
  public init(exact: Bool, weights: [UInt64], total: UInt64) {
    precondition(weights.count == Self.bandCount, "one weight per band")
    self.exact = exact
    self.weights = weights
    self.total = total
  }

  /// The probability of band `index`: `weights[index] / total`.
  public func probability(_ index: Int) -> Double {
    total > 0 ? Double(weights[index]) / Double(total) : 0
  }

  /// The interval of band `index`: the point for an exact distribution, else the Wilson
  /// interval of its count in ``total`` draws at ``MonteCarloConfidence/level``.
  public func interval(_ index: Int) -> ClosedRange<Double> {
    let p = probability(index)
    guard !exact else { return p...p }
    let wilson = HoldAndWinEstimate.wilson(weights[index], of: total)
    return wilson.low...wilson.high
  }
}
