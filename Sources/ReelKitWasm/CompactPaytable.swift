import ReelKit

/// The compact description of a ``/ReelKit/Paytable`` (and the free-spins awards the page
/// shows) that hosts write into the module's memory, for windows of a given shape.
///
/// Text lines: the symbols the paytable names, each once, in Unicode's NFC form; everywhere
/// else a symbol is its index in these lines (-1: none), so that the module compares indices,
/// never names. Numbers, in order: the format (1), the drum and row counts of the window,
/// `bet`, `mode` and `multiplierRule` (indexes into the layout's `payModes` and
/// `multiplierRules`), the line count and each line's rows (one per drum); the pay count and
/// per pay its symbol, `count`, `pay`, `direction` (an index into the layout's
/// `payDirections`), its group (the count, then the symbols; -1: none) and its mix (likewise);
/// the wild and the scatter; the scatter pay count and per scatter pay `count`, `pay`; the
/// multiplier count and per multiplier its symbol and `factor`; the free-spins award count
/// (-1: no feature) and per award `count`, `spins`, then the feature's `multiplier`; last
/// `maxWin`, the max win cap × total bet (NaN: none; ``/ReelKit/WinCap``).
enum CompactPaytable {
  /// The format this module reads.
  static let format = 1.0
  /// The most drums and rows of a window, symbols, pays and list entries a description holds.
  static let maximumDrums = 64
  static let maximumRows = 150
  static let maximumEntries = 10_000

  /// A paytable read for windows of `drumCount` drums by `rowCount` rows.
  struct Read {
    var paytable: Paytable
    var drumCount: Int
    var rowCount: Int
    /// The symbol lines (index: a host's symbol).
    var symbols: [String]
    /// Each pay's symbol, an index into ``symbols``.
    var paySymbols: [Int]
    /// The scatter, an index into ``symbols``, or -1.
    var scatter: Int
    /// The free-spins awards, or `nil` without a feature.
    var freeSpins: FreeSpinsFeature?
    /// The max win cap, or `nil` without one.
    var winCap: WinCap?
  }

  /// Reads a paytable and checks what its evaluation needs (every line inside the window, at
  /// most ``/ReelKit/PayRules/maximumWays`` ways, counts and pays in range).
  static func read(numbers: [Double], text: [UInt8]) throws(CompactError) -> Read {
    var reader = CompactReader(numbers: numbers, text: text)
    let version = try reader.number("format")
    guard version == format else {
      throw CompactError("format: \(version) is not allowed (allowed: \(format))")
    }
    let symbols = reader.lines
    let drumCount = try reader.whole("drums", in: 1...maximumDrums)
    let rowCount = try reader.whole("rows", in: 1...maximumRows)
    let bet = try reader.number("paytable.bet")
    guard bet.isFinite, bet > 0 else {
      throw CompactError("paytable.bet: \(bet) is not allowed (allowed: a number above 0)")
    }
    let mode = PayMode.allCases[
      try reader.whole("paytable.mode", in: 0...(PayMode.allCases.count - 1))]
    let rule = MultiplierRule.allCases[
      try reader.whole("paytable.multiplierRule", in: 0...(MultiplierRule.allCases.count - 1))]
    if mode == .ways {
      var ways = 1
      for _ in 0..<drumCount where ways <= PayRules.maximumWays { ways *= rowCount }
      guard ways <= PayRules.maximumWays else {
        throw CompactError(
          "rows: \(rowCount)^\(drumCount) ways is not allowed (allowed: at most \(PayRules.maximumWays))"
        )
      }
    }
    let symbol = { (reader: inout CompactReader, field: String) throws(CompactError) -> Int in
      guard !symbols.isEmpty else {
        throw CompactError("\(field): no symbol lines (allowed: an index into the symbol lines)")
      }
      return try reader.whole(field, in: 0...(symbols.count - 1))
    }
    let optionalSymbol = {
      (reader: inout CompactReader, field: String) throws(CompactError) -> Int? in
      guard try reader.number(field) != -1 else { return nil }
      reader.unread()
      return try symbol(&reader, field)
    }
    var lines: [[Int]] = []
    for index in 0..<(try reader.whole("paytable.lines.count", in: 0...Paytable.maximumLines)) {
      var rows: [Int] = []
      for drum in 0..<drumCount {
        rows.append(try reader.whole("paytable.lines[\(index)][\(drum)]", in: 0...(rowCount - 1)))
      }
      lines.append(rows)
    }
    var pays: [LinePay] = []
    var paySymbols: [Int] = []
    for index in 0..<(try reader.whole("paytable.pays.count", in: 0...maximumEntries)) {
      let at = "paytable.pays[\(index)]"
      let name = try symbol(&reader, at + ".symbol")
      let count = try reader.whole(at + ".count", in: 1...drumCount)
      let pay = try amount(&reader, at + ".pay")
      let direction = PayDirection.allCases[
        try reader.whole(at + ".direction", in: 0...(PayDirection.allCases.count - 1))]
      var members: [[String]?] = []
      for part in ["group", "mix"] {
        let size = try reader.optionalWhole("\(at).\(part).count", in: 0...maximumEntries)
        var names: [String]?
        if let size {
          var list: [String] = []
          for member in 0..<size {
            list.append(symbols[try symbol(&reader, "\(at).\(part)[\(member)]")])
          }
          names = list
        }
        members.append(names)
      }
      pays.append(
        LinePay(
          symbol: symbols[name], count: count, pay: pay, group: members[0], mix: members[1],
          direction: direction))
      paySymbols.append(name)
    }
    let wild = try optionalSymbol(&reader, "paytable.wild")
    let scatter = try optionalSymbol(&reader, "paytable.scatter")
    var scatterPays: [ScatterPay] = []
    for index in 0..<(try reader.whole("paytable.scatterPays.count", in: 0...maximumEntries)) {
      let at = "paytable.scatterPays[\(index)]"
      let count = try reader.whole(at + ".count", in: 1...(drumCount * rowCount))
      scatterPays.append(ScatterPay(count: count, pay: try amount(&reader, at + ".pay")))
    }
    var multipliers: [SymbolMultiplier] = []
    for index in 0..<(try reader.whole("paytable.multipliers.count", in: 0...maximumEntries)) {
      let at = "paytable.multipliers[\(index)]"
      let name = try symbol(&reader, at + ".symbol")
      let factor = try amount(&reader, at + ".factor")
      multipliers.append(SymbolMultiplier(symbol: symbols[name], factor: factor))
    }
    let paytable = Paytable(
      bet: bet, lines: lines, pays: pays, wild: wild.map { symbols[$0] },
      scatter: scatter.map { symbols[$0] }, scatterPays: scatterPays, multipliers: multipliers,
      multiplierRule: rule, mode: mode)
    var freeSpins: FreeSpinsFeature?
    if let count = try reader.optionalWhole("freeSpins.awards.count", in: 0...maximumEntries) {
      var awards: [FreeSpinAward] = []
      for index in 0..<count {
        let at = "freeSpins.awards[\(index)]"
        awards.append(
          FreeSpinAward(
            count: try reader.whole(at + ".count", in: 1...(drumCount * rowCount)),
            spins: try reader.whole(
              at + ".spins", in: 1...FreeSpinsFeature.maximumSpinsPerAward)))
      }
      freeSpins = FreeSpinsFeature(
        awards: awards, multiplier: try amount(&reader, "freeSpins.multiplier"),
        retriggers: false, reels: ReelStrips(name: "", reels: []), paytable: paytable,
        weights: nil)
    }
    let maxWin = try reader.optionalNumber("paytable.maxWin")
    if let maxWin, !(maxWin > 0 && maxWin <= CompactCluster.maximumPay) {
      throw CompactError(
        "paytable.maxWin: \(maxWin) is not allowed (allowed: above 0 ... "
          + "\(Int(CompactCluster.maximumPay)), × the total bet, or NaN for no cap)")
    }
    guard reader.atEnd else { throw CompactError("paytable: numbers left over after the end") }
    return Read(
      paytable: paytable, drumCount: drumCount, rowCount: rowCount, symbols: symbols,
      paySymbols: paySymbols, scatter: scatter ?? -1, freeSpins: freeSpins,
      winCap: maxWin.map { WinCap(multiple: $0, totalBet: paytable.totalBet) })
  }

  /// The next number as a finite amount of 0 or more (a pay, a factor).
  private static func amount(_ reader: inout CompactReader, _ field: String) throws(CompactError)
    -> Double
  {
    let value = try reader.number(field)
    guard value.isFinite, value >= 0 else {
      throw CompactError("\(field): \(value) is not allowed (allowed: a finite number, 0 or more)")
    }
    return value
  }
}
