/// The exact base-game figures of a variable-row ways machine
/// (``VariableRowsCalculator/sheet()``): probabilities, not counts, because the cycle
/// (`Π_d Σ_h w_h·W_d` times the top drum's weights) soon passes 2⁶⁴; each is a sum of products
/// of double-precision probabilities in a fixed order (same bytes on every run).
public struct VariableRowsSheet: Sendable, Equatable {
  /// One paying count of a ways entry name, or one scatter entry.
  public struct Entry: Sendable, Equatable {
    /// The entry name (the scatter for scatter entries).
    public var symbol: String
    /// The count.
    public var count: Int
    /// The pay as written: per way, a multiple of the bet (ways); a multiple of the total
    /// bet (scatter).
    public var pay: Double
    /// The probability that a spin's win for this name is this count's (its longest paying
    /// run reaches this count and not the next), or that the scatter pays this entry.
    public var probability: Double
    /// The credits it returns per spin on average: `E[pay·ways·multiplier; this count]`.
    public var returned: Double
    /// Its share of the RTP: `returned / totalBet`.
    public var contribution: Double

    /// Creates an entry.
    public init(
      symbol: String, count: Int, pay: Double, probability: Double, returned: Double,
      contribution: Double
    ) {
      self.symbol = symbol
      self.count = count
      self.pay = pay
      self.probability = probability
      self.returned = returned
      self.contribution = contribution
    }
  }

  /// How often a spin has a given number of ways.
  public struct WaysCount: Sendable, Equatable {
    /// The ways, `Π_d (rows_d + top_d)`.
    public var ways: Int
    /// The probability of a spin with that many ways.
    public var probability: Double

    /// Creates a ways count.
    public init(ways: Int, probability: Double) {
      self.ways = ways
      self.probability = probability
    }
  }

  /// How often a win of a given size comes up.
  public struct WinSize: Sendable, Equatable {
    /// The win, credits: one ways name's pay (`pay × bet × ways × multiplier`) or a scatter
    /// pay.
    public var credits: Double
    /// Wins of exactly that size per spin on average (a spin may have several wins).
    public var perSpin: Double

    /// Creates a win size.
    public init(credits: Double, perSpin: Double) {
      self.credits = credits
      self.perSpin = perSpin
    }
  }

  /// The machine's name.
  public var machine: String
  /// Credits per way (``Paytable/bet``) and per spin (the same by ways).
  public var bet: Double, totalBet: Double
  /// Each drum's distinct columns read (heights × stops), left to right.
  public var columns: [Int]
  /// The distinct top-drum windows the figures were mixed over (1 without a top drum).
  public var topWindows: Int
  /// The windows the sheet covers, none visited: `Π_d columns_d` times the top drum's stops.
  public var windows: Double
  /// `E[pay]`, credits.
  public var expectedPay: Double
  /// `E[pay²]`, credits².
  public var expectedSquare: Double
  /// The probability that a spin pays anything.
  public var hitFrequency: Double
  /// Each ways entry name's paying counts, names in paytable order, counts increasing.
  public var waysWins: [Entry]
  /// Each scatter entry, in paytable order.
  public var scatterWins: [Entry]
  /// How often each ways count comes up, ways increasing.
  public var waysDistribution: [WaysCount]
  /// How often each win size comes up, credits increasing.
  public var winSizes: [WinSize]
  /// With a scatter (else empty): the probability of `n` scatters in the visible cells
  /// (index `n`, 0 … drums × cells), what a free-spins trigger reads.
  public var scatterCounts: [Double] = []
  /// With a scatter (else empty): `E[pay; n]`, the credits a spin with `n` scatters pays,
  /// times its probability (they sum to ``expectedPay``).
  public var scatterCountReturned: [Double] = []
  /// The scatter-triggered free spins priced on this sheet (``VariableRowsFreeSpins``), when
  /// the machine has them; ``rtp`` stays the base game's.
  public var freeSpins: VariableRowsFreeSpins?

  /// Return to player: `E[pay] / totalBet`.
  public var rtp: Double { expectedPay / totalBet }
  /// The variance of one spin's pay per unit total bet: `(E[pay²] − E[pay]²) / totalBet²`.
  public var variance: Double {
    max(0, (expectedSquare - expectedPay * expectedPay) / (totalBet * totalBet))
  }
  /// The standard deviation of one spin's pay per unit total bet.
  public var standardDeviation: Double { variance.squareRoot() }
  /// The average ways of a spin.
  public var averageWays: Double {
    waysDistribution.reduce(0) { $0 + Double($1.ways) * $1.probability }
  }

  /// The win sizes summed over bands of the total bet: `edges` increasing multiples
  /// `x_0 < x_1 < …`, band `i` holding wins of `x_i·totalBet ≤ credits < x_{i+1}·totalBet`
  /// (the last band open above). Returns wins per spin for each band.
  public func winSizeBands(edges: [Double]) -> [Double] {
    var bands = [Double](repeating: 0, count: edges.count)
    for size in winSizes {
      let multiple = size.credits / totalBet
      guard let band = edges.lastIndex(where: { $0 <= multiple }) else { continue }
      bands[band] += size.perSpin
    }
    return bands
  }
}
