/// The exact sheet of a tumbling machine: every stop combination's whole chain played and
/// weighted (``TumbleCalculator``), what a spin returns with its tumbles.
///
/// With `u(s)` the chain's total pay of combination `s` in units of `1/D` credit, `u₀(s)` its
/// first window's, `T(s)` its tumbles and `w(s)` its weight:
///
///     RTP             = Σ w·u / (D·cycle·totalBet)
///     first-window RTP = Σ w·u₀ / (D·cycle·totalBet)     (what the sheet without tumbles gives)
///     tumbles' share  = (RTP − first-window RTP) / RTP
///     Var X           = Σ w·u² / (D²·cycle·totalBet²) − RTP²,   X = pay / totalBet
///     tumbles per spin = Σ w·T / cycle
public struct TumbleSheet: Sendable, Equatable {
  /// The machine's name.
  public var machine: String
  /// The strip length of each drum.
  public var stops: [Int]
  /// The weight sum `W_d` of each drum.
  public var weightSums: [UInt64]
  /// The rows of the window.
  public var rows: Int
  /// Whether wins are read along lines or by ways.
  public var mode: PayMode
  /// The paylines (0 by ways).
  public var lines: Int
  /// Credits per line (per spin by ways), and per spin.
  public var bet: Double, totalBet: Double
  /// The cycle `Π_d W_d`.
  public var cycle: UInt64
  /// ``TumbleRule/maxTumbles``.
  public var maxTumbles: Int
  /// `D`: units per credit.
  public var unitsPerCredit: UInt64
  /// The exact sums over the cycle.
  public var totals: TumblePartial
  /// Whether the top award's odds are shown wherever it is advertised (a config's
  /// `paytable.topAwardOddsShown`).
  public var topAwardOddsShown = false

  /// Creates a sheet.
  public init(
    machine: String, stops: [Int], weightSums: [UInt64], rows: Int, mode: PayMode, lines: Int,
    bet: Double, totalBet: Double, cycle: UInt64, maxTumbles: Int, unitsPerCredit: UInt64,
    totals: TumblePartial
  ) {
    self.machine = machine
    self.stops = stops
    self.weightSums = weightSums
    self.rows = rows
    self.mode = mode
    self.lines = lines
    self.bet = bet
    self.totalBet = totalBet
    self.cycle = cycle
    self.maxTumbles = maxTumbles
    self.unitsPerCredit = unitsPerCredit
    self.totals = totals
  }

  /// The combinations played, `Π_d N_d`.
  public var chains: UInt64 { totals.chains }
  /// `D·cycle·totalBet`: the units the cycle bets.
  var betUnits: Double { Double(unitsPerCredit) * Double(cycle) * totalBet }
  /// The credits the whole cycle returns, tumbles included.
  public var returnPerCycle: Double { Double(totals.payUnits) / Double(unitsPerCredit) }
  /// The credits the whole cycle bets: `cycle × totalBet`.
  public var betPerCycle: Double { Double(cycle) * totalBet }
  /// Return to player with the tumbles: every window of the chain paid.
  public var rtp: Double { Double(totals.payUnits) / betUnits }
  /// The RTP of the spin's first window alone (the machine without tumbles).
  public var firstWindowRTP: Double { Double(totals.firstUnits) / betUnits }
  /// The RTP paid by the windows after the first.
  public var tumbleRTP: Double { Double(totals.payUnits - totals.firstUnits) / betUnits }
  /// The tumbles' share of the RTP: `tumbleRTP / rtp` (0 without a return).
  public var tumbleShare: Double { rtp > 0 ? tumbleRTP / rtp : 0 }
  /// The expected pay of one spin with its chain, credits.
  public var expectedPay: Double { returnPerCycle / Double(cycle) }
  /// Weighted combinations whose chain pays anything.
  public var hits: UInt64 { totals.hits }
  /// The probability that a spin's chain pays anything.
  public var hitFrequency: Double { Double(totals.hits) / Double(cycle) }
  /// The variance of one spin's chain pay per unit total bet.
  public var variance: Double {
    let scale = Double(unitsPerCredit) * totalBet
    return max(0, Double(totals.squareUnits) / (Double(cycle) * scale * scale) - rtp * rtp)
  }
  /// The standard deviation of one spin's chain pay per unit total bet.
  public var standardDeviation: Double { variance.squareRoot() }
  /// The largest pay of one chain, credits.
  public var maxPay: Double { Double(totals.maxUnits) / Double(unitsPerCredit) }
  /// The expected tumbles of one spin: `Σ_k k·P(k tumbles)`.
  public var tumblesPerSpin: Double {
    var sum = 0.0
    for (length, weight) in totals.lengthWeights.enumerated() {
      sum += Double(length) * Double(weight)
    }
    return sum / Double(cycle)
  }
  /// The probability that a spin tumbles at least once.
  public var tumbleFrequency: Double {
    Double(cycle - (totals.lengthWeights.first ?? 0)) / Double(cycle)
  }
  /// The most tumbles of one chain over the cycle.
  public var longestChain: Int {
    totals.lengthWeights.lastIndex { $0 > 0 } ?? 0
  }
  /// The probability that a chain is cut at ``maxTumbles``.
  public var cutFrequency: Double { Double(totals.cutWeight) / Double(cycle) }
  /// The probability of exactly `k` tumbles.
  public func lengthProbability(_ k: Int) -> Double {
    k < totals.lengthWeights.count ? Double(totals.lengthWeights[k]) / Double(cycle) : 0
  }
  /// The RTP paid by the chains of exactly `k` tumbles (all their windows); these add up
  /// to ``rtp``.
  public func lengthRTP(_ k: Int) -> Double {
    k < totals.lengthUnits.count ? Double(totals.lengthUnits[k]) / betUnits : 0
  }
}
