/// What a machine pays: paylines across the window, pays per symbol and count, an optional
/// wild and an optional scatter, and the bet per line.
///
/// ## Lines
///
/// A payline names one row per drum (row 0 at the top of the window), e.g. `[1, 1, 1]` is the
/// middle row of a 3 × 3 window and `[0, 1, 2, 1, 0]` a V on 5 drums. A line is read from
/// drum 0 to the right.
///
/// ## What a line pays
///
/// For a paying symbol `P` (any symbol but the wild and the scatter), the **run** of `P` is
/// the number of consecutive symbols from drum 0 that are `P` or the wild. A run of `k` pays
/// the highest ``LinePay`` of `P` whose count is at most `k` (three 7s pay the `7 × 3` pay;
/// a cherry on drum 0 pays `CHERRY × 1` whatever follows it). The wild's own pays (entries
/// whose symbol is the wild) apply to the run of wilds from drum 0.
///
/// A line pays the **best interpretation**: the highest of every paying symbol's pay for its
/// run and the wild's pay for the leading wilds. So wilds substitute for any paying symbol
/// except the scatter; `WILD WILD K K Q` pays the better of `K × 4` and `WILD × 2`; a line of
/// only wilds pays as wilds when the wild has its own pays, or as the best paying symbol
/// (five wilds read as five of that symbol) when that pays more. Equal pays go to the entry
/// listed first in ``pays``. A win is a pay above 0, and each line pays one win, worth
/// `pay × bet`.
///
/// ## Scatter
///
/// The scatter pays anywhere in the window: `n` scatters in all visible cells pay the highest
/// ``ScatterPay`` whose count is at most `n`, worth `pay × totalBet` (a multiple of the whole
/// bet), in addition to the line wins. The scatter does not take part in lines and the wild
/// does not substitute for it.
///
/// ## Coins
///
/// A machine played at several coin levels (``CoinLevels``) reads its pays at the level
/// played: ``coins`` coins of ``bet`` credits per line, every pay written for that level (a
/// multiple of ``bet``), so that a line win is `pay × bet` credits, the line bet
/// `coins × bet` and the total bet `coins × bet × lines`. Without coin levels ``coins`` is 1.
///
/// ## Groups, mixes, directions, multipliers and ways
///
/// The rules real machines add (groups, ordered mixes, where a run counts, multiplier
/// symbols, ways instead of lines) are described in ``PayRules``; a paytable that uses none
/// of them pays exactly as above.
public struct Paytable: Sendable, Equatable, Hashable {
  /// The most paylines a paytable may have.
  public static let maximumLines = 100

  /// Credits of one coin bet per line (more than 0); the total bet is
  /// `coins × bet × lines.count`.
  public var bet: Double
  /// Coins bet per line, 1 … ``CoinLevels/maximumCoins`` (1 without coin levels): the pays are
  /// those of this level (``CoinLevels/paytable(_:coins:)``).
  public var coins: Int = 1
  /// The paylines: one row index per drum, row 0 at the top.
  public var lines: [[Int]]
  /// Line pays: symbol, count from drum 0, pay as a multiple of the line bet.
  public var pays: [LinePay]
  /// The wild symbol, if any: it substitutes for every paying symbol but the scatter.
  public var wild: String?
  /// The scatter symbol, if any: it pays by count anywhere in the window.
  public var scatter: String?
  /// Scatter pays: count anywhere in the window, pay as a multiple of the total bet.
  public var scatterPays: [ScatterPay]
  /// Symbols that multiply the wins they take part in (see ``PayRules``).
  public var multipliers: [SymbolMultiplier]
  /// How two or more multipliers in one win combine.
  public var multiplierRule: MultiplierRule
  /// Whether the machine pays along ``lines`` or by ways (see ``PayRules``).
  public var mode: PayMode

  /// Creates a paytable.
  public init(
    bet: Double = 1, lines: [[Int]], pays: [LinePay], wild: String? = nil,
    scatter: String? = nil, scatterPays: [ScatterPay] = [],
    multipliers: [SymbolMultiplier] = [], multiplierRule: MultiplierRule = .multiply,
    mode: PayMode = .lines
  ) {
    self.bet = bet
    self.lines = lines
    self.pays = pays
    self.wild = wild
    self.scatter = scatter
    self.scatterPays = scatterPays
    self.multipliers = multipliers
    self.multiplierRule = multiplierRule
    self.mode = mode
  }

  /// The bet of one line (of a spin by ways): `coins × bet` credits.
  public var lineBet: Double { Double(coins) * bet }

  /// The total bet of a spin: `coins × bet × lines.count` credits along lines, `coins × bet`
  /// by ways.
  public var totalBet: Double { mode == .ways ? lineBet : lineBet * Double(lines.count) }

  /// Whether the paytable uses only the classic rules (no group, mix, direction other than
  /// left to right, multiplier or ways), the rules the line automaton of the PAR sheet reads.
  public var isClassic: Bool {
    mode == .lines && multipliers.isEmpty
      && pays.allSatisfy { $0.group == nil && $0.mix == nil && $0.direction == .leftToRight }
  }
}

/// One line pay: `count` consecutive `symbol`s from drum 0 pay `pay` times the line bet.
public struct LinePay: Sendable, Equatable, Hashable {
  /// The symbol (the wild for the wild's own pays).
  public var symbol: String
  /// How many consecutive symbols from drum 0, 1 … drums.
  public var count: Int
  /// The pay, a multiple of the line bet (0 or more).
  public var pay: Double
  /// The symbols that count for this entry, any of them in any order ("any bar"); `nil`:
  /// only ``symbol``. ``symbol`` is then the entry's name (`ANY BAR`).
  public var group: [String]?
  /// An ordered mix: the `j`-th symbol of the run (in reading order) must be `mix[j]` (or the
  /// wild); `nil`: no order. ``symbol`` is then the entry's name.
  public var mix: [String]?
  /// Where the run counts on the line.
  public var direction: PayDirection

  /// Creates a line pay.
  public init(
    symbol: String, count: Int, pay: Double, group: [String]? = nil, mix: [String]? = nil,
    direction: PayDirection = .leftToRight
  ) {
    self.symbol = symbol
    self.count = count
    self.pay = pay
    self.group = group
    self.mix = mix
    self.direction = direction
  }

  /// The symbols this entry counts (its group, its mix, or its symbol).
  public var members: [String] { group ?? mix ?? [symbol] }
}

/// One scatter pay: `count` scatters anywhere in the window pay `pay` times the total bet.
public struct ScatterPay: Sendable, Equatable, Hashable {
  /// How many scatters anywhere in the window, 1 … rows × drums.
  public var count: Int
  /// The pay, a multiple of the total bet (0 or more).
  public var pay: Double

  /// Creates a scatter pay.
  public init(count: Int, pay: Double) {
    self.count = count
    self.pay = pay
  }
}

/// One win of a spin.
public struct PayWin: Sendable, Equatable, Hashable {
  /// The payline's index in ``Paytable/lines``, or `nil` for the scatter win.
  public var line: Int?
  /// The symbol the win is for (the wild for the wild's own pays, the scatter for scatter).
  public var symbol: String
  /// The count of the pay entry that won (for the scatter: the entry's count).
  public var count: Int
  /// Credits won: the entry's pay × the line bet × ``multiplier`` (× ``ways`` by ways), or
  /// × the total bet for the scatter.
  public var pay: Double
  /// The multiplier applied (1 without multiplier symbols); by ways, the average over the
  /// ways, so that `pay = entry pay × bet × ways × multiplier`.
  public var multiplier: Double
  /// By ways: how many ways the win pays; `nil` for line and scatter wins.
  public var ways: Int?
  /// The winning entry's index in ``Paytable/pays`` (line and ways wins) or
  /// ``Paytable/scatterPays`` (scatter wins); set by the rules of ``PayRules`` only (`nil`
  /// for a classic paytable, whose wins are named by symbol and count).
  public var entry: Int?

  /// Creates a win.
  public init(
    line: Int?, symbol: String, count: Int, pay: Double, multiplier: Double = 1,
    ways: Int? = nil, entry: Int? = nil
  ) {
    self.line = line
    self.symbol = symbol
    self.count = count
    self.pay = pay
    self.multiplier = multiplier
    self.ways = ways
    self.entry = entry
  }

  /// Whether this is the scatter win (no line and no ways).
  public var isScatter: Bool { line == nil && ways == nil }
}

/// What one spin pays: every win, lines in line order then the scatter, and their sum.
public struct SpinPay: Sendable, Equatable, Hashable {
  /// The wins.
  public var wins: [PayWin]
  /// The total pay, credits.
  public var total: Double

  /// Creates a spin's pay.
  public init(wins: [PayWin], total: Double) {
    self.wins = wins
    self.total = total
  }
}
