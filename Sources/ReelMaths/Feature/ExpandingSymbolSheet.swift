import ReelKitSupport

/// The exact figures of the "Book of" expanding symbol (``ExpandingSymbol``) in a free-spins
/// feature: per choice `S`, its expected expanded win and, by enumerating the feature drums'
/// stop combinations, the moments the spread of a round needs.
///
/// ## Method
///
/// The mean is exact without visiting windows: `e_S = Σ_k P_S(k)·extra(S, k)`, `P_S` the
/// Poisson-binomial distribution of the drums showing `S`
/// (``ExpandingSymbol/expectedPay(of:reels:weights:paytable:)``). The spread needs the joint
/// law of a free spin's ordinary pay `B`, its expanded win `E_S` and its retrigger `R`, so
/// every stop combination `c` of the feature drums (weight `w_c = Π_d w_d(c_d)`) is visited
/// once:
///
///     E[E_S²], E[B·E_S], E[E_S·R]  =  Σ_c w_c·(…) / Σ_c w_c
///
/// With `X_S = m·(B + E_S)`, `μ_S = E[X_S]`, `g_S = μ_S/(1 − r)` and
/// `E[G_S²] = (E[X_S²] + 2·g_S·E[X_S·R] + g_S²·E[R(R − 1)])/(1 − r)` (``FreeSpinsSheet``), a
/// round of `N` awarded spins whose symbol is drawn with probability `π_S` has
///
///     E[F | N] = N·Σ_S π_S·g_S,   E[F² | N] = N·Σ_S π_S·E[G_S²] + N(N − 1)·Σ_S π_S·g_S²
///
/// (the spins of one round share their symbol, so `g_S²` is averaged, not `g`).
public struct ExpandingSymbolSheet: Sendable, Equatable {
  /// The most stop combinations of the feature drums the spread enumerates: 2²⁴.
  public static let maximumCombinations = 1 << 24

  /// One row per choice, in the config's order.
  public var choices: [Choice]
  /// The feature drums' stop combinations visited.
  public var combinations: UInt64
  /// The largest pay of one free spin with its expansion, credits before the multiplier.
  public var maxPay: Double

  /// The figures of one choice.
  public struct Choice: Sendable, Equatable {
    /// The symbol.
    public var symbol: String
    /// `π_S`: the probability that a round draws it.
    public var probability: Double
    /// `e_S`: its expected expanded win per free spin, credits before the multiplier (exact by
    /// the drums' probabilities).
    public var expectedPay: Double
    /// `e_S` again, from the enumeration (agrees with ``expectedPay`` to rounding).
    public var enumeratedPay: Double
    /// `E[E_S²]`, `E[B·E_S]`, `E[E_S·R]` (credits², before the multiplier).
    public var squares: Double, crossPay: Double, crossRetrigger: Double
    /// The probability that a free spin expands (its drums showing `S` pay).
    public var expandFrequency: Double
  }

  /// Computes the figures of `freeSpins.expanding`, or `nil` without one or when the feature
  /// drums have more than ``maximumCombinations`` stop combinations.
  public init?(freeSpins: FreeSpinsFeature) {
    guard let expanding = freeSpins.expanding else { return nil }
    let reels = freeSpins.reels
    let counts = reels.stopCounts
    var total = 1
    for count in counts {
      let (product, overflow) = total.multipliedReportingOverflow(by: count)
      guard !overflow, product <= Self.maximumCombinations else { return nil }
      total = product
    }
    let rows = reels.rows
    let paytable = freeSpins.paytable
    let evaluator = PayEvaluator(paytable: paytable, drumCount: counts.count, rowCount: rows)
    let weights = freeSpins.weights ?? StopWeights(uniformFor: reels)
    // Per drum and stop: the cells' classes, scatters and which choices it shows.
    let classes = reels.reels.map { reel in
      (0..<reel.symbolCount).map { stop in
        reel.window(restingAt: stop).prefix(rows).map(evaluator.symbolClass(of:))
      }
    }
    let scatters = reels.reels.map { reel in
      (0..<reel.symbolCount).map { stop in
        reel.window(restingAt: stop).prefix(rows).filter { name in
          paytable.scatter.map { name.isSameSymbol(as: $0) } ?? false
        }.count
      }
    }
    let shows = reels.reels.map { reel in
      (0..<reel.symbolCount).map { stop in
        let window = reel.window(restingAt: stop).prefix(rows)
        return expanding.choices.map { choice in
          window.contains { $0.isSameSymbol(as: choice.symbol) }
        }
      }
    }
    let lineCredits = paytable.bet * Double(paytable.lines.count)
    let extra = expanding.choices.map { choice in
      (0...counts.count).map {
        ExpandingSymbol.linePay(of: choice.symbol, count: $0, in: paytable) * lineCredits
      }
    }
    let choiceCount = expanding.choices.count
    var sums = [[Double]](repeating: [0, 0, 0, 0, 0], count: choiceCount)
    var weightSum = 0.0
    var most = 0.0
    var stops = [Int](repeating: 0, count: counts.count)
    var line = [Int](repeating: 0, count: counts.count)
    var showing = [Int](repeating: 0, count: choiceCount)
    for _ in 0..<total {
      var weight = 1.0
      var scatterCount = 0
      for drum in stops.indices {
        weight *= Double(weights.drums[drum][stops[drum]])
        scatterCount += scatters[drum][stops[drum]]
      }
      if weight > 0 {
        var pay = 0.0
        for rowsOfLine in paytable.lines {
          for drum in stops.indices { line[drum] = classes[drum][stops[drum]][rowsOfLine[drum]] }
          let entry = evaluator.lineEntry(line)
          if entry >= 0 { pay += paytable.pays[entry].pay * paytable.bet }
        }
        let scatter = evaluator.scatterEntry(count: scatterCount)
        if scatter >= 0 { pay += paytable.scatterPays[scatter].pay * paytable.totalBet }
        let retrigger = freeSpins.retriggers ? Double(freeSpins.spins(scatters: scatterCount)) : 0
        for choice in 0..<choiceCount { showing[choice] = 0 }
        for drum in stops.indices {
          for choice in 0..<choiceCount where shows[drum][stops[drum]][choice] {
            showing[choice] += 1
          }
        }
        weightSum += weight
        most = max(most, pay)
        for choice in 0..<choiceCount {
          let e = extra[choice][showing[choice]]
          guard e > 0 else { continue }
          most = max(most, pay + e)
          sums[choice][0] += weight * e
          sums[choice][1] += weight * e * e
          sums[choice][2] += weight * pay * e
          sums[choice][3] += weight * e * retrigger
          sums[choice][4] += weight
        }
      }
      var drum = stops.count - 1
      while drum >= 0 {
        stops[drum] += 1
        if stops[drum] < counts[drum] { break }
        stops[drum] = 0
        drum -= 1
      }
    }
    combinations = UInt64(total)
    maxPay = most
    choices = expanding.choices.enumerated().map { index, choice in
      let s = sums[index].map { weightSum > 0 ? $0 / weightSum : 0 }
      return Choice(
        symbol: choice.symbol, probability: expanding.probability(of: index),
        expectedPay: ExpandingSymbol.expectedPay(
          of: choice.symbol, reels: reels, weights: freeSpins.weights, paytable: paytable),
        enumeratedPay: s[0], squares: s[1], crossPay: s[2], crossRetrigger: s[3],
        expandFrequency: s[4])
    }
  }

  /// `Σ_S π_S·e_S`: the expected expanded win per free spin, credits before the multiplier.
  public var expectedPay: Double {
    choices.reduce(0) { $0 + $1.probability * $1.expectedPay }
  }
}
