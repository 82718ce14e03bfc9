import ReelKitSupport

/// Evaluates a ``Paytable`` on windows: every line's best win and the scatter win.
///
/// Symbols are turned into small integer classes once: each symbol the paytable names (pays,
/// wild, scatter) gets its own class and every other symbol shares one non-paying class.
/// For each class `P` and run length `k` the best entry (highest pay, then first listed) with
/// count at most `k` is tabulated, so a line costs one pass over its drums:
///
///     w    = leading wilds
///     best = best(wild's entry for w, any paying symbol's entry for w,
///                 entry of P = symbol[w] for its run k of P-or-wild)
///
/// (a paying symbol other than `symbol[w]` has a run of exactly `w`, and a longer run never
/// pays less, so "any symbol's entry for w" covers every other interpretation).
public struct PayEvaluator: Sendable {
  /// The paytable.
  public let paytable: Paytable
  /// The number of drums.
  public let drumCount: Int
  /// The number of rows of the window.
  public let rowCount: Int
  /// The symbol names with their own class, in class order; class `names.count` is every
  /// other symbol.
  public let names: [String]
  #if !hasFeature(Embedded)
    /// The class of each named symbol (the Embedded build looks names up in ``names`` by
    /// their bytes: no dictionary, whose hashing brings Unicode's tables along).
    let classes: [String: Int]
  #endif
  /// The wild's class, or −1.
  let wild: Int
  /// The scatter's class, or −1.
  let scatter: Int
  /// `symbolBest[P][k]`: the best line entry of class `P` with count ≤ `k` (−1: none).
  let symbolBest: [[Int]]
  /// `wildBest[w]`: the wild's own best entry for `w` leading wilds.
  let wildBest: [Int]
  /// `anyBest[w]`: the best entry of any paying symbol with count ≤ `w`.
  let anyBest: [Int]
  /// `scatterBest[n]`: the best scatter entry with count ≤ `n`.
  let scatterBest: [Int]
  /// The tables of groups, mixes, directions, multipliers and ways; `nil` for a classic
  /// paytable (``Paytable/isClassic``).
  let rules: RuleTables?

  /// Prepares `paytable` for windows of `rowCount` rows by `drumCount` drums. The paytable
  /// must be valid for them (every line has one row per drum, inside the window).
  public init(paytable: Paytable, drumCount: Int, rowCount: Int) {
    precondition(
      paytable.lines.allSatisfy { line in
        line.count == drumCount && line.allSatisfy { (0..<rowCount).contains($0) }
      }, "every payline must give one row inside the window per drum")
    precondition(
      paytable.mode == .lines
        || (0..<drumCount).reduce(1.0) { product, _ in product * Double(rowCount) }
          <= Double(PayRules.maximumWays),
      "at most PayRules.maximumWays ways")
    self.paytable = paytable
    self.drumCount = drumCount
    self.rowCount = rowCount
    var names: [String] = []
    for name in paytable.pays.map({ $0.symbol })
      + [paytable.wild, paytable.scatter].compactMap({ $0 })
      + paytable.pays.flatMap({ $0.group ?? $0.mix ?? [] })
      + paytable.multipliers.map({ $0.symbol })
    where !names.contains(where: { $0.isSameSymbol(as: name) }) {
      names.append(name)
    }
    self.names = names
    #if !hasFeature(Embedded)
      self.classes = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    #endif
    let named = { (name: String) in Self.namedClass(of: name, in: names) }
    let wild = paytable.wild.flatMap(named) ?? -1
    self.wild = wild
    scatter = paytable.scatter.flatMap(named) ?? -1
    let pays = paytable.pays
    func best(_ include: (LinePay) -> Bool) -> Int {
      var best = -1
      for (index, entry) in pays.enumerated() where include(entry) {
        if best < 0 || entry.pay > pays[best].pay { best = index }
      }
      return best
    }
    let counts = 0...drumCount
    symbolBest = (0...names.count).map { symbol in
      counts.map { k in
        symbol < names.count
          ? best { $0.symbol.isSameSymbol(as: names[symbol]) && $0.count <= k } : -1
      }
    }
    wildBest = counts.map { k in
      wild < 0 ? -1 : best { $0.symbol.isSameSymbol(as: names[wild]) && $0.count <= k }
    }
    anyBest = counts.map { k in
      best { entry in
        !(paytable.wild.map { entry.symbol.isSameSymbol(as: $0) } ?? false) && entry.count <= k
      }
    }
    scatterBest = (0...(rowCount * drumCount)).map { n in
      var best = -1
      for (index, entry) in paytable.scatterPays.enumerated() where entry.count <= n {
        if best < 0 || entry.pay > paytable.scatterPays[best].pay { best = index }
      }
      return best
    }
    rules =
      paytable.isClassic
      ? nil : RuleTables(paytable: paytable, names: names, wild: wild)
  }

  /// The number of symbol classes (the named symbols and one for every other symbol).
  public var classCount: Int { names.count + 1 }

  /// The class of a symbol name.
  public func symbolClass(of name: String) -> Int {
    #if hasFeature(Embedded)
      Self.namedClass(of: name, in: names) ?? names.count
    #else
      classes[name] ?? names.count
    #endif
  }

  /// The class of `name` among `names` (its index), or `nil`: by ``Swift/String/isSameSymbol(as:)``.
  static func namedClass(of name: String, in names: [String]) -> Int? {
    names.firstIndex { $0.isSameSymbol(as: name) }
  }

  /// The better of two line entries: higher pay, then listed first; −1 is no entry.
  @inline(__always)
  func better(_ a: Int, _ b: Int) -> Int {
    if a < 0 { return b }
    if b < 0 { return a }
    let pays = paytable.pays
    return pays[a].pay > pays[b].pay || (pays[a].pay == pays[b].pay && a < b) ? a : b
  }

  /// The winning line entry (index in ``Paytable/pays``) of a line whose drums show the
  /// classes `symbols` (drum 0 first), or −1 when it pays nothing.
  public func lineEntry(_ symbols: [Int]) -> Int {
    var leading = 0
    while leading < symbols.count && symbols[leading] == wild { leading += 1 }
    var best = better(wildBest[leading], anyBest[leading])
    if leading < symbols.count {
      let symbol = symbols[leading]
      var run = leading + 1
      while run < symbols.count && (symbols[run] == symbol || symbols[run] == wild) { run += 1 }
      best = better(best, symbolBest[symbol][run])
    }
    return best >= 0 && paytable.pays[best].pay > 0 ? best : -1
  }

  /// The winning scatter entry (index in ``Paytable/scatterPays``) for `count` scatters, or −1.
  public func scatterEntry(count: Int) -> Int {
    let best = scatterBest[min(count, scatterBest.count - 1)]
    return best >= 0 && paytable.scatterPays[best].pay > 0 ? best : -1
  }

  /// Every win of `window` and the total pay.
  public func evaluate(_ window: SymbolWindow) -> SpinPay {
    precondition(
      window.drumCount == drumCount && window.rowCount >= rowCount, "the window's shape")
    return evaluate(classes: window.columns.map { $0.map(symbolClass(of:)) })
  }

  /// Every win of a window given as symbol classes (`[drum][row]`, at least ``rowCount``
  /// rows per drum) and the total pay: ``evaluate(_:)`` without the symbol names.
  package func evaluate(classes columns: [[Int]]) -> SpinPay {
    if rules != nil { return evaluateByRules(columns) }
    var wins: [PayWin] = []
    for (index, line) in paytable.lines.enumerated() {
      let entry = lineEntry(line.enumerated().map { drum, row in columns[drum][row] })
      if entry >= 0 {
        let pay = paytable.pays[entry]
        wins.append(
          PayWin(line: index, symbol: pay.symbol, count: pay.count, pay: pay.pay * paytable.bet))
      }
    }
    if let win = scatterWin(columns) { wins.append(win) }
    return SpinPay(wins: wins, total: wins.reduce(0) { $0 + $1.pay })
  }

  /// The scatter win of a window of classes, if it pays (with its ``PayWin/entry`` by the
  /// rules of ``PayRules`` only, so that classic wins compare as before).
  func scatterWin(_ columns: [[Int]]) -> PayWin? {
    guard scatter >= 0, let name = paytable.scatter else { return nil }
    var count = 0
    for column in columns {
      for row in 0..<rowCount where column[row] == scatter { count += 1 }
    }
    let entry = scatterEntry(count: count)
    guard entry >= 0 else { return nil }
    let pay = paytable.scatterPays[entry]
    return PayWin(
      line: nil, symbol: name, count: pay.count, pay: pay.pay * paytable.totalBet,
      entry: rules == nil ? nil : entry)
  }
}
