import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// The most entries `paytable.coins.pays` lists the allowed line pays with in a message.
  static let listedCoinEntries = 8

  /// Problems of `paytable.coins`, each at its JSON path: the rules it cannot go with, the
  /// levels (`1 … 100`, strictly increasing) and each override (at a level, for an entry of
  /// `paytable.pays`, once, its pay in range).
  func coinProblems() -> [ConfigProblem] {
    guard let paytable, let coins = paytable.coins else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath("paytable.coins" + path), message: message))
    }
    if let rule = coinConflict {
      add(
        "",
        "is not priced with \(rule) (allowed: coin levels on a lines or ways machine of fixed "
          + "rows without free spins, hold and win, wild features, tumbles, bonus buy or "
          + "cluster pays)")
    }
    let levels = coins.levels
    let range = CoinsConfig.levelRange
    let before = problems.count
    if levels.isEmpty || levels.count > CoinLevels.maximumCoins {
      add(
        ".levels",
        "has \(counted(levels.count, "level")) (allowed: 1 ... \(CoinLevels.maximumCoins) "
          + "levels, coins per line, strictly increasing)")
    }
    for (index, level) in levels.enumerated() {
      if !range.contains(Double(level)) {
        add(".levels[\(index)]", "\(level) is out of range (allowed: \(range.allowed))")
      } else if index > 0, range.contains(Double(levels[index - 1])), level <= levels[index - 1] {
        add(
          ".levels[\(index)]",
          "\(level) does not follow levels[\(index - 1)] (\(levels[index - 1])) upwards "
            + "(allowed: strictly increasing levels, e.g. [1, 2, 3])")
      }
    }
    // An override's level is checked against valid levels only (one line per mistake).
    let levelsValid = problems.count == before
    let overrides = coins.pays ?? []
    if overrides.count > Self.maximumPays {
      add(".pays", "has \(overrides.count) entries (allowed: at most \(Self.maximumPays))")
    }
    let entries = paytable.pays.map { "\($0.symbol) × \($0.count)" }
    let listed =
      entries.prefix(Self.listedCoinEntries).joined(separator: ", ")
      + (entries.count > Self.listedCoinEntries ? ", …" : "")
    let allowedLevels = levels.map(String.init).joined(separator: ", ")
    var seen: [String: Int] = [:]
    for (index, override) in overrides.enumerated() {
      let path = ".pays[\(index)]"
      if levelsValid, !levels.contains(override.coins) {
        add(
          path + ".coins",
          "\(override.coins) is not one of the coin levels (allowed: \(allowedLevels))")
      }
      let entry = "\(override.symbol) × \(override.count)"
      if !(1...max(1, drums.count)).contains(override.count) {
        add(
          path + ".count",
          "\(override.count) is out of range (allowed: 1 ... \(drums.count), the number of drums)")
      } else if !paytable.pays.contains(where: {
        $0.symbol == override.symbol && $0.count == override.count
      }) {
        add(
          path,
          "\(QuotedInput.bare(override.symbol)) × \(override.count) is not an entry of "
            + "paytable.pays\(Suggestion.didYouMean(entry, among: entries)) (allowed: "
            + (entries.isEmpty ? "an entry of paytable.pays" : listed) + ")")
      }
      if !MachineConfig.Ranges.coinPay.contains(override.pay) {
        add(
          path + ".pay",
          "\(formatNumber(override.pay)) is out of range (allowed: "
            + "\(MachineConfig.Ranges.coinPay.allowed))")
      }
      let key = "\(override.coins) \(entry)"
      if let first = seen[key] {
        add(
          path,
          "\(QuotedInput.bare(override.symbol)) × \(override.count) at \(override.coins) coins "
            + "is listed twice (first at paytable.coins.pays[\(first)]; allowed: once)")
      } else {
        seen[key] = index
      }
    }
    return problems
  }

  /// The first rule of the machine that coin levels do not go with, named as the config
  /// writes it, or `nil`.
  private var coinConflict: String? {
    guard let paytable else { return nil }
    let conflicts: [(Bool, String)] = [
      (isCluster, "paytable.mode cluster"),
      (hasVariableRows, "variable rows"),
      (tumble != nil, "a tumble block"),
      (paytable.freeSpins != nil, "paytable.freeSpins"),
      (paytable.holdAndWin != nil, "paytable.holdAndWin"),
      (paytable.wilds != nil, "paytable.wilds"),
      (paytable.bonusBuy != nil, "paytable.bonusBuy"),
    ]
    return conflicts.first { $0.0 }?.1
  }

  /// The coin levels of a validated config, or `nil` without `paytable.coins`.
  func resolvedCoinLevels() -> CoinLevels? {
    paytable?.coins.map { written in
      CoinLevels(
        levels: written.levels,
        overrides: (written.pays ?? []).map {
          CoinPay(coins: $0.coins, symbol: $0.symbol, count: $0.count, pay: $0.pay)
        })
    }
  }
}

extension ResolvedMachine {
  /// This machine played at `coins` coins per line (one of ``coinLevels``): its paytable the
  /// pays of that level (``/ReelKit/CoinLevels/paytable(_:coins:)``). The machine itself
  /// without coin levels.
  public func playing(coins: Int) -> ResolvedMachine {
    guard let levels = coinLevels, levels.levels.contains(coins),
      let base = config.resolvedPaytable()
    else { return self }
    var machine = self
    machine.coins = coins
    machine.paytable = levels.paytable(base, coins: coins)
    return machine
  }

  /// Why `coins` cannot be played on this machine, or `nil` when it is one of its levels:
  /// `4 is not one of the machine's coin levels (allowed: 1, 2, 3)`.
  public func coinProblem(_ coins: Int) -> String? {
    guard let levels = coinLevels else {
      return "the machine has no coin levels (allowed: a config with paytable.coins)"
    }
    guard !levels.levels.contains(coins) else { return nil }
    return "\(coins) is not one of the machine's coin levels (allowed: "
      + levels.levels.map(String.init).joined(separator: ", ") + ")"
  }

  /// The one-coin paytable, the pays as `paytable.pays` writes them (``paytable`` is that of
  /// the level played, ``coins``).
  public var oneCoinPaytable: Paytable? { config.resolvedPaytable() }
}
