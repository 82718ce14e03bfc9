/// The pay rules beyond plain left-to-right lines.
///
/// ## Groups and ordered mixes
///
/// A ``LinePay`` with a ``LinePay/group`` counts any of its symbols: `ANY BAR` with group
/// `[BAR, 2BAR, 3BAR]` and count 3 pays `BAR 2BAR 3BAR` as well as `3BAR 3BAR BAR`. A
/// ``LinePay/mix`` fixes the order: mix `[R7, W7, B7]` pays `R7 W7 B7` only. The wild
/// substitutes for every member of a group or mix.
///
/// ## Where a run counts
///
/// ``LinePay/direction``: `leftToRight` (the first `count` drums), `rightToLeft` (the last
/// `count` drums, a mix read from the right), `bothWays` (either end) or `anywhere`: at least
/// `count` cells of the line show a member (or the wild), wherever they are, as cherries that
/// pay wherever they appear.
///
/// A line still pays **one** win: the best interpretation, the highest `pay × multiplier` of
/// every entry whose run is there (equal values: the entry listed first).
///
/// ## Multipliers
///
/// A ``SymbolMultiplier`` multiplies every win it takes part in (a cell of the run or, for
/// `anywhere`, any counted cell), except the entries that name only its own symbol (a
/// multiplier wild's own pays are as written). Two or more multiply together (`×2·×3 = ×6`,
/// ``MultiplierRule/multiply``), add (`×2 + ×3 = ×5`, ``MultiplierRule/add``) or do not
/// compound: the largest applies once (`×2, ×2 → ×2`, `×2, ×3 → ×3`,
/// ``MultiplierRule/once``), the rule of a wild that "doubles the win" however many wilds
/// are in it.
///
/// ## Ways
///
/// With ``PayMode/ways`` the paytable has no lines and a spin costs ``Paytable/bet``. An entry
/// with count `c` pays when each of drums `0 … c−1` shows at least one member (or the wild)
/// in any row, once per **way**: `ways = Π_{d<c} m_d`, `m_d` the matching cells of drum `d`
/// (3 rows × 5 drums: 243 ways; 4 rows: 1024). Each entry name (``LinePay/symbol``) pays on
/// its own: its best entry, the highest total. With multipliers, each way is multiplied by
/// its own cells' multipliers: the total is `Π_d Σ_cells f` when they multiply, and
/// `Σ_d A_d·Π_{d'≠d} m_{d'} + Π_d z_d` when they add (`A_d`: the multipliers' sum on drum `d`,
/// `z_d`: its matching cells without a multiplier), and, once, the sum over ways of each
/// way's largest factor (a plain cell counting 1): with levels `1 = v_0 < v_1 < …` the
/// distinct factors and `N(t) = Π_d #{matching cells of drum d whose factor is at most t}`,
/// `Σ_j v_j·(N(v_j) − N(v_{j−1}))` (`N(v_{−1}) = 0`). Directions other than left to right do
/// not apply to ways.
public enum PayRules {
  /// The most ways a window may have (`rows^drums`): 10⁹.
  public static let maximumWays = 1_000_000_000
  /// The allowed multiplier factors: more than 1, at most 100.
  public static let factorRange = ParameterRange(
    1, 100, unit: "times", excludingLowerBound: true)
}

/// Where a run of a ``LinePay`` counts on a line.
public enum PayDirection: String, Sendable, Equatable, Hashable, CaseIterable {
  /// From drum 0 to the right (the classic rule).
  case leftToRight
  /// From the last drum to the left.
  case rightToLeft
  /// From either end.
  case bothWays
  /// Anywhere on the line, not necessarily adjacent.
  case anywhere
}

/// How two or more multipliers in one win combine.
public enum MultiplierRule: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Multiply: `×2·×3 = ×6`.
  case multiply
  /// Add: `×2 + ×3 = ×5`.
  case add
  /// Once: the largest multiplier in the win applies once, however many there are
  /// (`×2, ×2 → ×2`; `×2, ×3 → ×3`).
  case once
}

/// How a machine's wins are read.
public enum PayMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Along the paylines.
  case lines
  /// By ways: adjacent drums from the left, any row.
  case ways
}

/// A symbol that multiplies the wins it takes part in.
public struct SymbolMultiplier: Sendable, Equatable, Hashable {
  /// The symbol.
  public var symbol: String
  /// The factor, more than 1 (2 for a double wild).
  public var factor: Double

  /// Creates a multiplier symbol.
  public init(symbol: String, factor: Double) {
    self.symbol = symbol
    self.factor = factor
  }
}
