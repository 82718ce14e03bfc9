/// An exact PAR sheet: what a machine returns over its whole **cycle**, every stop
/// combination counted with its weight (`cycle = Π_d W_d`, the product of each drum's weight
/// sum; without weights, the product of the strip lengths).
///
/// Counts are exact integers. Probabilities are counts over the cycle; the return to player
/// is `RTP = Σ_e hits_e·credits_e / (cycle·totalBet)`; the hit frequency is the share of the
/// cycle whose spin pays anything; the variance is that of one spin's pay per unit total bet,
/// `X = pay / totalBet`: `Var X = Σ w·pay² / (cycle·totalBet²) − RTP²`.
public struct ParSheet: Sendable, Equatable {
  /// One pay entry (a ``LinePay`` or a ``ScatterPay``) and how often it wins.
  public struct Entry: Sendable, Equatable {
    /// The symbol (the scatter for scatter entries).
    public var symbol: String
    /// The entry's count.
    public var count: Int
    /// The pay as written: a multiple of the line bet (lines) or of the total bet (scatter).
    public var pay: Double
    /// Credits one win pays: `pay × bet` (lines) or `pay × totalBet` (scatter).
    public var credits: Double
    /// How often it wins over the cycle: for a line entry, the weighted (combination, line)
    /// pairs whose line wins it; for a ways entry and a scatter entry, the weighted
    /// combinations.
    public var hits: UInt64
    /// The credits the entry returns over the cycle: `hits × credits`, or, with multipliers
    /// or ways, the sum of every win's credits.
    public var returned: Double

    /// Creates an entry.
    public init(
      symbol: String, count: Int, pay: Double, credits: Double, hits: UInt64, returned: Double
    ) {
      self.symbol = symbol
      self.count = count
      self.pay = pay
      self.credits = credits
      self.hits = hits
      self.returned = returned
    }
  }

  /// The machine's name.
  public var machine: String
  /// The strip length of each drum.
  public var stops: [Int]
  /// The weight sum `W_d` of each drum (its strip length without weights).
  public var weightSums: [UInt64]
  /// The rows of the window.
  public var rows: Int
  /// The number of paylines (0 by ways).
  public var lines: Int
  /// Whether wins are read along lines or by ways.
  public var mode: PayMode = .lines
  /// Credits of one coin per line (the line bet without coin levels).
  public var bet: Double
  /// Credits per spin: `coins × bet × lines`.
  public var totalBet: Double
  /// Coins bet per line (``Paytable/coins``; 1 without coin levels).
  public var coins = 1
  /// The wild and the scatter, if any.
  public var wild: String?, scatter: String?
  /// The cycle: `Π_d W_d` weighted stop combinations.
  public var cycle: UInt64
  /// The distinct windows enumerated for the hit frequency and the variance (stops of a drum
  /// that show the same classes of symbols are enumerated once, with their summed weight).
  public var windows: UInt64
  /// Every line entry, in paytable order.
  public var lineWins: [Entry]
  /// Every scatter entry, in paytable order.
  public var scatterWins: [Entry]
  /// Weighted combinations whose spin pays anything.
  public var hits: UInt64
  /// `Σ_e hits_e·credits_e`: the credits the whole cycle returns (exact when pays are whole).
  public var returnPerCycle: Double
  /// `Σ w·pay²` over the cycle, credits², summed in a fixed order in double precision.
  public var squaresPerCycle: Double
  /// The largest pay of one spin, credits.
  public var maxPay: Double
  /// Weighted combinations whose spin pays ``maxPay`` (the top award).
  public var maxPayHits: UInt64 = 0
  /// With a free-spins feature only (else empty): the weighted combinations showing each
  /// scatter count `n` (index `n`).
  public var scatterCounts: [UInt64] = []
  /// With a free-spins feature only (else empty): `Σ w·pay` over the combinations showing
  /// each scatter count `n`, credits.
  public var scatterCountReturned: [Double] = []
  /// The free-spins feature's figures, when the machine has one; ``rtp`` and ``variance``
  /// stay the base game's, ``totalRTP`` and ``totalVariance`` include the feature.
  public var freeSpins: FreeSpinsSheet?
  /// The hold-and-win feature's exact figures, when the machine has one.
  public var holdAndWin: HoldAndWinSheet?
  /// How the sheet was computed.
  public var method: Method = .enumeration
  /// Whether the top award's odds are shown wherever it is advertised (a config's
  /// `paytable.topAwardOddsShown`): then a top award rarer than 1 in ``awardOddsLimit`` games
  /// needs no warning.
  public var topAwardOddsShown = false
  /// Why ``method`` was chosen (`auto`'s reason, or the method asked for), for the sheet.
  public var methodReason: String?
  // MARK: Win sizes, cap and bonus buy (Sources/ReelMaths/Sheet)
  /// One spin's win-size distribution: exact from the enumeration, or from the closed form's
  /// walk of booked pays when it was asked for (``ParCalculator/winSizeSteps``) and within its
  /// bound; `nil` otherwise (``winSizesOutOfReach`` says why). ``featureRounds`` estimates
  /// whole feature rounds'.
  public var winSizes: WinSizeDistribution?
  /// Why the closed form gives no ``winSizes`` (its walk beyond its work bound), `nil` when it
  /// gives them, was not asked, or the sheet was enumerated.
  public var winSizesOutOfReach: ParCalculator.WinSizesOutOfReach?
  /// The max win cap on one spin, exact from the enumeration or the closed form's walk of
  /// booked pays (`nil`: no cap, or the walk out of reach).
  public var spinCap: SpinCap?
  /// The bonus buy's figures, with a free-spins feature that can be bought.
  public var bonusBuy: BonusBuySheet?
  /// Whole feature rounds by Monte Carlo (their win sizes and the round cap), with a
  /// free-spins feature and a cap or a bonus buy.
  public var featureRounds: FeatureRoundEstimate?
  /// Every coin level's figures, in level order, on a machine with coin levels
  /// (``CoinLevels``; empty without); this sheet is the one of level ``coins``.
  public var coinLevels: [CoinLevelSheet] = []

  /// How a sheet is computed; both give the same figures.
  public enum Method: String, Sendable, Equatable, CaseIterable {
    /// Every distinct window visited (``ParCalculator/sheet()``).
    case enumeration
    /// Without visiting windows (``ParCalculator/closedFormSheet()``).
    case closedForm
  }

  /// The credits the whole cycle bets: `cycle × totalBet`.
  public var betPerCycle: Double { Double(cycle) * totalBet }
  /// Return to player: expected pay over the total bet.
  public var rtp: Double { returnPerCycle / betPerCycle }
  /// The expected pay of one spin, credits.
  public var expectedPay: Double { returnPerCycle / Double(cycle) }
  /// The probability that a spin pays anything.
  public var hitFrequency: Double { Double(hits) / Double(cycle) }
  /// The variance of one spin's pay per unit total bet.
  public var variance: Double {
    max(0, squaresPerCycle / (Double(cycle) * totalBet * totalBet) - rtp * rtp)
  }
  /// The standard deviation of one spin's pay per unit total bet.
  public var standardDeviation: Double { variance.squareRoot() }

  /// The probability of an entry: per line (`hits / (cycle·lines)`) for line entries, per
  /// spin (`hits / cycle`) for ways and scatter entries.
  public func probability(_ entry: Entry, scatter: Bool) -> Double {
    Double(entry.hits) / (Double(cycle) * Double(scatter || mode == .ways ? 1 : lines))
  }

  /// An entry's share of the RTP: `returned / (cycle·totalBet)` (`hits·credits / …`
  /// without multipliers and ways).
  public func contribution(_ entry: Entry) -> Double {
    entry.returned / betPerCycle
  }
}
