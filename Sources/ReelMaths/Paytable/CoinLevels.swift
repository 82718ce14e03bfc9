import ReelKitSupport

/// Coin-dependent pays: a machine played at one of several coin levels (1, 2 or 3 coins per
/// line), whose pays at `c` coins are `c ×` the one-coin pays but for listed overrides — the
/// max-coin jackpot bonus of classic three-reel slots (three sevens pay 800 for one coin,
/// 1600 for two and 2500, not 2400, for three).
///
/// The paytable's pays (``Paytable/pays``) are the one-coin pays, multiples of the coin's
/// value ``Paytable/bet``. At `c` coins the line bet is `c × bet` and an entry pays
///
///     pay_c = override(c, entry) when listed, else c × pay_1     (× bet credits)
///
/// so that the return at `c` coins is `RTP_c = Σ_e P_e · pay_c(e) / (c · lines)`: equal at
/// every level without overrides, higher at a level whose overrides pay more than `c ×`.
/// Scatter pays stay multiples of the total bet (`c × bet × lines`), so they scale with the
/// coins on their own.
public struct CoinLevels: Sendable, Equatable, Hashable {
  /// The most coins a level may bet per line.
  public static let maximumCoins = 100

  /// The levels a player may bet, coins per line, strictly increasing, each
  /// `1 … maximumCoins`; the first is the default.
  public var levels: [Int]
  /// The pays that are not `c ×` the one-coin pay at their level.
  public var overrides: [CoinPay]

  /// Creates coin levels (valid: levels strictly increasing in `1 … maximumCoins`, every
  /// override at one of them and for an entry of the paytable it is applied to).
  public init(levels: [Int], overrides: [CoinPay] = []) {
    self.levels = levels
    self.overrides = overrides
  }

  /// The level played when none is chosen: the first (the fewest coins).
  public var defaultLevel: Int { levels.first ?? 1 }

  /// The overrides that apply at `coins`, in the order written.
  public func overrides(at coins: Int) -> [CoinPay] {
    overrides.filter { $0.coins == coins }
  }

  /// The paytable played at `coins` coins per line: `base` (its pays for one coin) with
  /// ``Paytable/coins`` set and every line pay `coins ×` its one-coin pay, but the overrides
  /// at that level, which replace it.
  public func paytable(_ base: Paytable, coins: Int) -> Paytable {
    var paytable = base
    paytable.coins = coins
    let listed = overrides(at: coins)
    for index in paytable.pays.indices {
      let entry = paytable.pays[index]
      if let override = listed.first(where: { $0.matches(entry) }) {
        paytable.pays[index].pay = override.pay
      } else {
        paytable.pays[index].pay = Double(coins) * entry.pay
      }
    }
    return paytable
  }
}

/// One pay at one coin level that is not `coins ×` the one-coin pay:
/// `{ coins: 3, symbol: "SEVEN", count: 3, pay: 2500 }`.
public struct CoinPay: Sendable, Equatable, Hashable {
  /// The coin level it applies at.
  public var coins: Int
  /// The line pay's symbol (its name for a group or a mix).
  public var symbol: String
  /// The line pay's count.
  public var count: Int
  /// The pay at that level, a multiple of the coin's value (``Paytable/bet``), replacing
  /// `coins ×` the one-coin pay.
  public var pay: Double

  /// Creates an override.
  public init(coins: Int, symbol: String, count: Int, pay: Double) {
    self.coins = coins
    self.symbol = symbol
    self.count = count
    self.pay = pay
  }

  /// Whether it overrides `entry` (same symbol, or name, and count).
  public func matches(_ entry: LinePay) -> Bool {
    entry.count == count && entry.symbol.isSameSymbol(as: symbol)
  }
}
