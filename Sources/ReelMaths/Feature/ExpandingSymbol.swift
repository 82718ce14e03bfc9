import ReelKitSupport

/// The random expanding symbol of "Book of" free spins.
///
/// ## The rule
///
/// When a round of free spins starts, one paying symbol `S` is drawn, symbol `i` with
/// probability `wᵢ / Σ w` (``choices``), and stays for the whole round, retriggers included.
/// After each free spin's ordinary wins (lines and scatter) are paid, let `k` be the number of
/// drums showing `S` in at least one visible row (the wild does not count: only `S` itself).
/// When `S` pays for `k` — the highest plain line pay of `S` with count at most `k` is above 0
/// — those `k` drums **expand**: every visible cell of each becomes `S`, and the expanded
/// symbol pays on **every** line, not necessarily adjacent:
///
///     extra(S, k) = pay(S, k) × bet × lines
///
/// in addition to the ordinary wins (and times the feature's multiplier). The scatters counted
/// for a retrigger are those of the window before it expands.
public struct ExpandingSymbol: Sendable, Equatable {
  /// The symbols one may be drawn from, each with its weight (more than 0 in total).
  public var choices: [ExpandingChoice]

  /// Creates the rule. `choices` must not be empty and their weights must sum to more than 0.
  public init(choices: [ExpandingChoice]) {
    precondition(
      !choices.isEmpty && choices.reduce(0) { $0 + $1.weight } > 0,
      "at least one choice, weights summing to more than 0")
    self.choices = choices
  }

  /// `Σ w`: the weights' sum.
  public var totalWeight: Int { choices.reduce(0) { $0 + $1.weight } }

  /// The probability `wᵢ / Σ w` that choice `index` is drawn for a round.
  public func probability(of index: Int) -> Double {
    Double(choices[index].weight) / Double(totalWeight)
  }

  /// Draws the round's symbol: one `uniform(below: Σ w)` draw from `generator`, the choice
  /// whose cumulative weight first exceeds it (no modulo bias, one draw per round).
  public func pick(using generator: inout SplitMix64) -> Int {
    var draw = generator.uniform(below: totalWeight)
    for (index, choice) in choices.enumerated() {
      if draw < choice.weight { return index }
      draw -= choice.weight
    }
    return choices.count - 1
  }

  /// `pay(S, k)`, a multiple of the line bet: the highest plain line pay (no group, mix or
  /// direction other than left to right) of `symbol` in `paytable` with count at most `k`.
  public static func linePay(of symbol: String, count k: Int, in paytable: Paytable) -> Double {
    var best = 0.0
    for entry in paytable.pays
    where entry.symbol.isSameSymbol(as: symbol) && entry.group == nil && entry.mix == nil
      && entry.count <= k && entry.pay > best
    {
      best = entry.pay
    }
    return best
  }

  /// The drums whose top `rows` cells of `window` show `symbol`, in drum order.
  public static func drumsShowing(_ symbol: String, in window: SymbolWindow, rows: Int) -> [Int] {
    window.columns.indices.filter { drum in
      window.columns[drum].prefix(rows).contains { $0.isSameSymbol(as: symbol) }
    }
  }

  /// The expansion of `symbol` on a free spin's `window` (``ExpandedWin``), or `nil` when the
  /// drums showing it do not pay.
  public static func win(
    of symbol: String, in window: SymbolWindow, rows: Int, paytable: Paytable
  ) -> ExpandedWin? {
    let drums = drumsShowing(symbol, in: window, rows: rows)
    let pay = linePay(of: symbol, count: drums.count, in: paytable)
    guard pay > 0 else { return nil }
    var expanded = window
    for drum in drums {
      for row in 0..<min(rows, expanded.columns[drum].count) {
        expanded.columns[drum][row] = symbol
      }
    }
    return ExpandedWin(
      symbol: symbol, drums: drums,
      pay: pay * paytable.bet * Double(paytable.lines.count), window: expanded)
  }

  /// `p_d`: the probability that drum `d` of `reels` shows `symbol` in one of its top `rows`
  /// cells, its stops weighted by `weights` (each stop once when `nil`).
  public static func drumProbabilities(
    of symbol: String, reels: ReelStrips, weights: StopWeights?
  ) -> [Double] {
    let rows = reels.rows
    return reels.reels.enumerated().map { drum, reel in
      var showing = 0.0
      var total = 0.0
      for stop in 0..<reel.symbolCount {
        let weight = Double(weights?.drums[drum][stop] ?? 1)
        total += weight
        if reel.window(restingAt: stop).prefix(rows).contains(where: { $0.isSameSymbol(as: symbol) }
        ) {
          showing += weight
        }
      }
      return total > 0 ? showing / total : 0
    }
  }

  /// `P(k)`, `k = 0 … drums`: the probability that exactly `k` drums show the symbol, from the
  /// independent drums' `p_d` (a Poisson-binomial distribution):
  ///
  ///     P₀ = [1],  P_{d+1}(k) = P_d(k)·(1 − p_d) + P_d(k − 1)·p_d
  public static func countDistribution(_ probabilities: [Double]) -> [Double] {
    var distribution = [1.0]
    for p in probabilities {
      var next = [Double](repeating: 0, count: distribution.count + 1)
      for (k, q) in distribution.enumerated() {
        next[k] += q * (1 - p)
        next[k + 1] += q * p
      }
      distribution = next
    }
    return distribution
  }

  /// `e_S = Σ_k P(k)·extra(S, k)`: the expected expanded win of one free spin whose round drew
  /// `symbol`, credits before the multiplier — exact, because the expanded win depends only on
  /// how many drums show the symbol and the drums stop independently.
  public static func expectedPay(
    of symbol: String, reels: ReelStrips, weights: StopWeights?, paytable: Paytable
  ) -> Double {
    let distribution = countDistribution(
      drumProbabilities(of: symbol, reels: reels, weights: weights))
    let lineCredits = paytable.bet * Double(paytable.lines.count)
    var sum = 0.0
    for (k, probability) in distribution.enumerated() {
      sum += probability * linePay(of: symbol, count: k, in: paytable) * lineCredits
    }
    return sum
  }
}

/// One symbol the round's expanding symbol may be, with its weight.
public struct ExpandingChoice: Sendable, Equatable, Hashable {
  /// The symbol: a paying symbol, not the wild or the scatter.
  public var symbol: String
  /// Its weight, 0 or more (0: never drawn).
  public var weight: Int

  /// Creates a choice.
  public init(symbol: String, weight: Int) {
    self.symbol = symbol
    self.weight = weight
  }
}

/// The expansion of a free spin: the drums showing the round's symbol, which fill with it and
/// pay on every line.
public struct ExpandedWin: Sendable, Equatable {
  /// The round's expanding symbol.
  public var symbol: String
  /// The drums that show it and expand, in drum order.
  public var drums: [Int]
  /// `pay(S, k) × bet × lines`, credits before the feature's multiplier.
  public var pay: Double
  /// The window once those drums have expanded.
  public var window: SymbolWindow

  /// Creates an expansion.
  public init(symbol: String, drums: [Int], pay: Double, window: SymbolWindow) {
    self.symbol = symbol
    self.drums = drums
    self.pay = pay
    self.window = window
  }
}
