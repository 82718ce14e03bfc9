/// A hold-and-win feature ("cash respins"): `trigger` or more bonus symbols in a base window
/// start a round of respins in which every bonus symbol is held and every other cell spins on
/// its own as a one-symbol drum (a "cell reel").
///
/// ## The round
///
/// The window has `C` cells (``cells``: the base window's rows × drums). A base spin showing
/// `n ≥ trigger` bonus symbols starts the round with those `n` cells held and ``respins``
/// respins left. Each respin spins every free cell once; a free cell lands a bonus symbol with
/// probability `p` (``landingProbability``: the bonus symbol's weight on the cell strip over
/// the strip's weight), independently of the others. When a respin lands at least one, the
/// new ones are held too and the respins left are reset to ``respins``; when it lands none,
/// one respin is used up. The round ends when no respins are left or every cell is held.
///
/// ## The award
///
/// Every bonus symbol, those of the triggering window included, carries a prize drawn on its
/// own from ``prizes``: prize `i` with probability `w_i / W` (its weight over the sum of the
/// weights), a cash value or a jackpot (mini, minor, major), each × the total bet. The round
/// pays the sum of its symbols' prizes, plus ``grand`` when the window ends full.
///
/// Because every free cell lands with the same `p`, the cells are exchangeable and the round
/// is a Markov chain over `(cells held, respins left)` (``HoldAndWinChain``); with a different
/// strip per cell the state would have to be the set of held cells (2^C of them), which is why
/// the feature has one cell strip.
public struct HoldAndWinFeature: Sendable, Equatable {
  /// The most respins a round may start with (and reset to).
  public static let maximumRespins = 100
  /// The most cells a window may have for the feature.
  public static let maximumCells = 200
  /// The largest prize or grand, × the total bet.
  public static let maximumPrize = 1_000_000.0

  /// The bonus symbol on the base strips and the cell strip.
  public var symbol: String
  /// The bonus symbols in a base window that start a round, at least 1.
  public var trigger: Int
  /// The respins a round starts with and resets to, 1 … ``maximumRespins``.
  public var respins: Int
  /// The cells of the window, `rows × drums`.
  public var cells: Int
  /// The weight of the bonus symbol on the cell strip (`0 … cellWeight`).
  public var landingWeight: Int
  /// The cell strip's total weight, at least 1.
  public var cellWeight: Int
  /// What a bonus symbol may carry, with its weight in the draw.
  public var prizes: [HoldAndWinPrize]
  /// The grand jackpot a full window pays, × the total bet (0: none).
  public var grand: Double

  /// Creates a feature.
  public init(
    symbol: String, trigger: Int, respins: Int, cells: Int, landingWeight: Int, cellWeight: Int,
    prizes: [HoldAndWinPrize], grand: Double
  ) {
    precondition(cells >= 1 && (1...cells).contains(trigger), "a trigger within the window")
    precondition((1...Self.maximumRespins).contains(respins), "respins in 1...maximumRespins")
    precondition(cellWeight >= 1 && (0...cellWeight).contains(landingWeight), "cell weights")
    precondition(prizes.contains { $0.weight > 0 }, "a prize with a positive weight")
    self.symbol = symbol
    self.trigger = trigger
    self.respins = respins
    self.cells = cells
    self.landingWeight = landingWeight
    self.cellWeight = cellWeight
    self.prizes = prizes
    self.grand = grand
  }

  /// `p`: the probability that one free cell lands a bonus symbol in one respin.
  public var landingProbability: Double { Double(landingWeight) / Double(cellWeight) }

  /// `W`: the sum of the prizes' weights.
  public var prizeWeight: Int { prizes.reduce(0) { $0 + $1.weight } }

  /// `μ = Σ_i w_i·v_i / W`: the expected prize of one bonus symbol, × the total bet.
  public var meanPrize: Double {
    let total = Double(prizeWeight)
    return prizes.reduce(0) { $0 + Double($1.weight) * $1.value / total }
  }

  /// `E[V²] = Σ_i w_i·v_i² / W`: the expected squared prize of one bonus symbol.
  public var meanSquaredPrize: Double {
    let total = Double(prizeWeight)
    return prizes.reduce(0) { $0 + Double($1.weight) * $1.value * $1.value / total }
  }
}

/// What one bonus symbol may carry: a cash value or a named jackpot, × the total bet.
public struct HoldAndWinPrize: Sendable, Equatable, Hashable {
  /// `nil` for cash, else the jackpot's name (`mini`, `minor`, `major`).
  public var jackpot: String?
  /// The prize, × the total bet.
  public var value: Double
  /// Its weight in the draw (0: never drawn).
  public var weight: Int

  /// A cash value.
  public init(cash value: Double, weight: Int) {
    jackpot = nil
    self.value = value
    self.weight = weight
  }

  /// A jackpot.
  public init(jackpot name: String, value: Double, weight: Int) {
    jackpot = name
    self.value = value
    self.weight = weight
  }
}
