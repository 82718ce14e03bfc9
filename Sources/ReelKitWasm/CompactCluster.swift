import ReelKit
import ReelKitSupport

/// The compact description of a cluster-pays grid (``/ReelKit/ClusterMachine``) on a loaded
/// machine whose drums are the grid's columns, for ``rk_cluster_load``.
///
/// Text lines: the symbols the description names (pays, fill, wild, scatter), each once, in
/// Unicode's NFC form; everywhere else a symbol is its index in these lines (-1: none).
/// Numbers, in order: the format (1), `bet`, `minimumCluster`, the wild, `maxWin` (NaN: no
/// cap), `cascades` (0 or 1), `cellMultiplierCap` (-1: none); the pay count and per pay its
/// symbol, `from`, `to` (-1: and up) and `pay` (× bet); the fill count (0: the grid reads the
/// strips) and per entry its symbol and weight; the free-spins award count (-1: no feature)
/// and per award `count`, `spins`, then `retrigger` (0 or 1) and the scatter; then how the
/// cells fall: `gravity`, `restitution`, `fallDelay`, `columnStagger` (a config's `tumble`).
/// Each is checked as the config's `paytable` and `tumble` blocks are.
enum CompactCluster {
  /// The format this module reads.
  static let format = 1.0
  /// The most pays, fill entries and awards: with weights up to ``/ReelKit/ClusterFill/maximumWeight``
  /// a fill's sum stays within the module's 32-bit whole numbers.
  static let maximumEntries = 1000
  /// The largest pay and `maxWin`, × bet (the config's range).
  static let maximumPay = 1_000_000_000.0

  /// Reads the grid of `spec` (one drum per column, every drum of the same rows).
  static func read(numbers: [Double], text: [UInt8], spec: MachineSpec)
    throws(CompactError) -> ClusterMachine
  {
    let side = ClusterGame.maximumSide
    let columns = spec.drums.count
    let rows = spec.drums[0].geometry.visibleRows
    guard columns <= side, rows <= side,
      spec.drums.allSatisfy({ $0.geometry.visibleRows == rows })
    else {
      throw CompactError(
        "machine: \(columns) drums × \(rows) rows is not a cluster grid (allowed: 1 ... \(side) "
          + "drums, each of the same 1 ... \(side) rows)")
    }
    let cells = columns * rows
    var reader = CompactReader(numbers: numbers, text: text)
    let version = try reader.number("format")
    guard version == format else {
      throw CompactError("format: \(version) is not allowed (allowed: \(format))")
    }
    let symbols = reader.lines
    func symbol(_ field: String) throws(CompactError) -> String {
      guard !symbols.isEmpty else {
        throw CompactError("\(field): no symbol lines (allowed: an index into the symbol lines)")
      }
      return symbols[try reader.whole(field, in: 0...(symbols.count - 1))]
    }
    func optionalSymbol(_ field: String) throws(CompactError) -> String? {
      guard try reader.number(field) != -1 else { return nil }
      reader.unread()
      return try symbol(field)
    }
    let bet = try amount(&reader, "paytable.bet", above: 0)
    let minimum = try reader.whole("paytable.minimumCluster", in: 2...max(2, cells))
    let wild = try optionalSymbol("paytable.wild")
    let maxWin = try reader.optionalNumber("paytable.maxWin")
    if let maxWin, !(maxWin > 0 && maxWin <= maximumPay) {
      throw CompactError(
        "paytable.maxWin: \(maxWin) is not allowed (allowed: above 0 ... \(Int(maximumPay)), "
          + "× bet, or NaN for no cap)")
    }
    let cascades = try reader.whole("paytable.cascades", in: 0...1) == 1
    let cap = try reader.optionalWhole(
      "paytable.cellMultiplierCap", in: 2...ClusterRules.maximumMultiplierCap)
    var pays: [ClusterPay] = []
    for index in 0..<(try reader.whole("paytable.clusterPays.count", in: 1...maximumEntries)) {
      let at = "paytable.clusterPays[\(index)]"
      let name = try symbol(at + ".symbol")
      if let wild, name.isSameSymbol(as: wild) {
        throw CompactError("\(at).symbol: is the wild (allowed: a paying symbol)")
      }
      let from = try reader.whole(at + ".from", in: min(minimum, cells)...cells)
      let to = try reader.optionalWhole(at + ".to", in: from...cells)
      let pay = try amount(&reader, at + ".pay", above: nil)
      for (other, earlier) in pays.enumerated()
      where earlier.symbol.isSameSymbol(as: name) && from <= (earlier.to ?? cells)
        && earlier.from <= (to ?? cells)
      {
        throw CompactError(
          "\(at): its sizes overlap paytable.clusterPays[\(other)] (allowed: each size of a "
            + "symbol once)")
      }
      pays.append(ClusterPay(symbol: name, from: from, to: to, pay: pay))
    }
    var entries: [(symbol: String, weight: Int)] = []
    for index in 0..<(try reader.whole("paytable.fill.count", in: 0...maximumEntries)) {
      let at = "paytable.fill[\(index)]"
      let name = try symbol(at + ".symbol")
      if entries.contains(where: { $0.symbol.isSameSymbol(as: name) }) {
        throw CompactError("\(at).symbol: is already in the fill (allowed: each symbol once)")
      }
      let weight = try reader.whole(at + ".weight", in: 0...ClusterFill.maximumWeight)
      entries.append((name, weight))
    }
    if !entries.isEmpty, !entries.contains(where: { $0.weight > 0 }) {
      throw CompactError(
        "paytable.fill: weights sum to 0 (allowed: a sum above 0, some symbol must land)")
    }
    var freeSpins: ClusterFreeSpins?
    if let count = try reader.optionalWhole(
      "paytable.freeSpins.awards.count", in: 1...maximumEntries)
    {
      var awards: [FreeSpinAward] = []
      for index in 0..<count {
        let at = "paytable.freeSpins.awards[\(index)]"
        awards.append(
          FreeSpinAward(
            count: try reader.whole(at + ".count", in: 1...cells),
            spins: try reader.whole(at + ".spins", in: 1...FreeSpinsFeature.maximumSpinsPerAward)))
      }
      let retriggers = try reader.whole("paytable.freeSpins.retrigger", in: 0...1) == 1
      freeSpins = ClusterFreeSpins(
        scatter: try symbol("paytable.scatter"), awards: awards, retriggers: retriggers)
    }
    var fall = ClusterMachine.defaultParameters
    fall.gravity = try reader.number("tumble.gravity")
    fall.restitution = try reader.number("tumble.restitution")
    fall.fallDelay = try reader.number("tumble.fallDelay")
    fall.columnStagger = try reader.number("tumble.columnStagger")
    if let first = fall.issues(machine: spec).first {
      throw CompactError("tumble.\(first.description)")
    }
    guard reader.atEnd else { throw CompactError("numbers: more than the description holds") }
    let rules = ClusterRules(
      bet: bet, minimum: minimum, pays: pays, wild: wild, maxWin: maxWin, cascades: cascades,
      multiplierCap: cap)
    let game = ClusterGame(
      reels: ReelStrips(spec), rules: rules, fill: entries.isEmpty ? nil : ClusterFill(entries),
      freeSpins: freeSpins)
    return ClusterMachine(spec: spec, game: game, parameters: fall)
  }

  /// The next number as a finite amount up to ``maximumPay``: above `above` when given, else 0
  /// or more.
  private static func amount(_ reader: inout CompactReader, _ field: String, above: Double?)
    throws(CompactError) -> Double
  {
    let value = try reader.number(field)
    let low = above ?? 0
    guard value.isFinite, above == nil ? value >= low : value > low, value <= maximumPay else {
      throw CompactError(
        "\(field): \(value) is not allowed (allowed: \(above == nil ? "0" : "above 0") ... "
          + "\(Int(maximumPay)))")
    }
    return value
  }
}
