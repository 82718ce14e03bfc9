/// The free spins one base spin triggered, played for real: every free spin's stops, window,
/// wins and retrigger, in the order they were played.
///
/// ## How a round is played
///
/// The base spin's `n` scatters award `N = spins(n)` free spins (``FreeSpinsFeature/spins(scatters:)``).
/// While spins remain, one is taken and played: each feature drum's stop is drawn with the
/// feature's weights (``StopWeights/pick(drum:using:)``, drums in order, from one SplitMix64
/// generator), the window at rest on those stops is paid by the feature's paytable, the pay
/// multiplied by ``FreeSpinsFeature/multiplier``, and, with retriggers on, its scatters award
/// `spins(n_f)` more. The round ends when no spin remains, or after `limit` spins (then
/// ``truncated``). This is the draw order of the Monte Carlo game, so a round's ``pay`` is the
/// value Monte Carlo adds for the same generator.
///
/// The round belongs to the base spin: `reelsim simulate` seeds its generator from the spin's
/// seed (``generatorSeed(spinSeed:)``), so the same seed plays the same round everywhere.
public struct FreeSpinsRound: Sendable, Equatable {
  /// The scatters of the base spin that triggered the round.
  public var scatters: Int
  /// The free spins the trigger awarded (before retriggers).
  public var awarded: Int
  /// The win multiplier of every free spin.
  public var multiplier: Double
  /// The free spins, in the order they were played.
  public var spins: [FreeSpin]
  /// Whether the round was cut at its limit with spins still to play.
  public var truncated: Bool
  /// The round's expanding symbol ("Book of" free spins, ``ExpandingSymbol``), or `nil`.
  public var expandingSymbol: String? = nil

  /// Creates a round.
  public init(
    scatters: Int, awarded: Int, multiplier: Double, spins: [FreeSpin], truncated: Bool
  ) {
    self.scatters = scatters
    self.awarded = awarded
    self.multiplier = multiplier
    self.spins = spins
    self.truncated = truncated
  }

  /// The round's win, credits: every free spin's ``FreeSpin/pay`` (the multiplier applied),
  /// added in the order they were played.
  public var pay: Double { spins.reduce(0) { $0 + $1.pay } }

  /// The free spins awarded by retriggers: `Σ awarded` over the played spins.
  public var retriggered: Int { spins.reduce(0) { $0 + $1.awarded } }

  /// The free spins that retriggered (awarded at least one more).
  public var retriggers: Int { spins.filter { $0.awarded > 0 }.count }

  /// The seed of the generator that plays the round of a base spin seeded with `spinSeed`:
  /// `mix(spinSeed ⊕ 0x4652454553504E53)` (the bytes of "FREESPNS", `mix` SplitMix64's output
  /// function), so the round's stops are independent of the base spin's and a fixed function
  /// of its seed.
  public static func generatorSeed(spinSeed: UInt64) -> UInt64 {
    MonteCarloPlan.mix(spinSeed ^ 0x4652_4545_5350_4E53)
  }
}

/// One free spin of a ``FreeSpinsRound``.
public struct FreeSpin: Sendable, Equatable {
  /// Its place in the round, from 1.
  public var number: Int
  /// The stop of every feature drum: its result code's stops.
  public var stops: [Int]
  /// The window at rest on ``stops``.
  public var window: SymbolWindow
  /// What the window pays by the feature's paytable, before the multiplier.
  public var wins: SpinPay
  /// The credits it wins: the multiplier times ``wins``' total.
  public var pay: Double
  /// The scatters in its window.
  public var scatters: Int
  /// The free spins its scatters award (a retrigger; 0 when retriggers are off).
  public var awarded: Int
  /// The free spins left to play after this one.
  public var remaining: Int
  /// The round's expanding symbol's win on this spin (``ExpandingSymbol``), or `nil`; its
  /// ``ExpandedWin/pay`` is included in ``pay`` (times the multiplier).
  public var expanded: ExpandedWin? = nil

  /// Creates a free spin.
  public init(
    number: Int, stops: [Int], window: SymbolWindow, wins: SpinPay, pay: Double, scatters: Int,
    awarded: Int, remaining: Int
  ) {
    self.number = number
    self.stops = stops
    self.window = window
    self.wins = wins
    self.pay = pay
    self.scatters = scatters
    self.awarded = awarded
    self.remaining = remaining
  }
}

extension FreeSpinsFeature {
  /// The most free spins a round played for show (``play(scatters:using:limit:)``) lists by
  /// default: a round still running then is cut (``FreeSpinsRound/truncated``).
  public static let maximumListedSpins = 10_000

  /// The scatters of this feature's scatter symbol in `window`, counting the top `rows` rows of
  /// every column (the smallest window, as the pays and ``ScatterCounts`` read it).
  public func scatterCount(in window: SymbolWindow, rows: Int) -> Int {
    guard let scatter = paytable.scatter else { return 0 }
    var count = 0
    for column in window.columns {
      for symbol in column.prefix(rows) where symbol == scatter { count += 1 }
    }
    return count
  }

  /// Plays the round that `scatters` scatters of a base spin trigger (empty when they award
  /// no free spins), drawing from `generator`, at most `limit` free spins.
  public func play(
    scatters: Int, using generator: inout SplitMix64, limit: Int = maximumListedSpins
  ) -> FreeSpinsRound {
    let awarded = spins(scatters: scatters)
    let rows = reels.rows
    let evaluator = PayEvaluator(paytable: paytable, drumCount: reels.reels.count, rowCount: rows)
    let weights = self.weights ?? StopWeights(uniformFor: reels)
    var played: [FreeSpin] = []
    var remaining = awarded
    // "Book of": the round's symbol is drawn first, before any free spin's stops.
    let symbol = awarded > 0 ? expanding.map { $0.choices[$0.pick(using: &generator)].symbol } : nil
    while remaining > 0, played.count < limit {
      remaining -= 1
      let stops = reels.reels.indices.map { weights.pick(drum: $0, using: &generator) }
      let window = SymbolWindow(strips: reels, stops: stops)
      let wins = evaluator.evaluate(window)
      let shown = scatterCount(in: window, rows: rows)
      let retrigger = retriggers ? spins(scatters: shown) : 0
      remaining += retrigger
      var spin = FreeSpin(
        number: played.count + 1, stops: stops, window: window, wins: wins,
        pay: multiplier * wins.total, scatters: shown, awarded: retrigger, remaining: remaining)
      if let symbol {
        spin.expanded = ExpandingSymbol.win(of: symbol, in: window, rows: rows, paytable: paytable)
        spin.pay = multiplier * (wins.total + (spin.expanded?.pay ?? 0))
      }
      played.append(spin)
    }
    var round = FreeSpinsRound(
      scatters: scatters, awarded: awarded, multiplier: multiplier, spins: played,
      truncated: remaining > 0)
    round.expandingSymbol = symbol
    return round
  }
}
