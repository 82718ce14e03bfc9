import ReelKit

/// The compact description of a hold-and-win feature on its cell reels
/// (``/ReelKit/HoldAndWinReels``), for ``rk_hnw_load``. The cell reels' motion comes from a
/// loaded machine of one drum (``CompactMachine``): its strip is the cell strip, its symbol
/// height, motion, clock and watchdog are the cell reels'.
///
/// Numbers: the format (1), the window's `rows` and `cells`, the timing (`startInterval`,
/// `firstStop`, `stopInterval`, `respinPause`, s), `trigger`, `respins`, `grand` (× bet), the
/// prize count and per prize its value (× bet), weight and whether it is a jackpot (0 or 1),
/// then the cell strip's weight count (0: every stop weighs 1, else one per stop) and the
/// weights. Text lines: the bonus symbol, then each jackpot prize's name, in prize order.
/// The feature's landing and cell weights come from the cell strip, as a config's do.
enum CompactHoldAndWin {
  /// The format this module reads.
  static let format = 1.0
  /// The most prizes, and the most stops a weighted cell strip may have: with weights up to
  /// ``maximumWeight`` their sums stay within the module's 32-bit whole numbers.
  static let maximumPrizes = 1000
  /// The largest weight of a prize or a cell-strip stop.
  static let maximumWeight = 1_000_000

  /// Reads the feature of machine `cellSpec` (one drum: the cell reel).
  static func read(numbers: [Double], text: [UInt8], cellSpec: MachineSpec)
    throws(CompactError) -> HoldAndWinReels
  {
    var reader = CompactReader(numbers: numbers, text: text)
    let version = try reader.number("format")
    guard version == format else {
      throw CompactError("format: \(version) is not allowed (allowed: \(format))")
    }
    let limit = CellReelMachine.maximumCells
    let rows = try reader.whole("rows", in: 1...limit)
    let cells = try reader.whole("cells", in: 1...limit)
    var timing = CellReelTiming()
    timing.startInterval = try reader.number("timing.startInterval")
    timing.firstStop = try reader.number("timing.firstStop")
    timing.stopInterval = try reader.number("timing.stopInterval")
    timing.respinPause = try reader.number("timing.respinPause")
    let trigger = try reader.whole("trigger", in: 1...cells)
    let respins = try reader.whole("respins", in: 1...HoldAndWinFeature.maximumRespins)
    let grand = try prize("grand", &reader)
    let prizeCount = try reader.whole("prizes.count", in: 1...maximumPrizes)
    let symbol = try reader.line("symbol")
    var prizes: [HoldAndWinPrize] = []
    for index in 0..<prizeCount {
      let at = "prizes[\(index)]"
      let value = try prize("\(at).value", &reader)
      let weight = try reader.whole("\(at).weight", in: 0...maximumWeight)
      if try reader.whole("\(at).jackpot", in: 0...1) == 1 {
        let name = try reader.line("\(at).jackpot")
        prizes.append(HoldAndWinPrize(jackpot: name, value: value, weight: weight))
      } else {
        prizes.append(HoldAndWinPrize(cash: value, weight: weight))
      }
    }
    guard prizes.contains(where: { $0.weight > 0 }) else {
      throw CompactError("prizes: every weight is 0 (allowed: at least one positive weight)")
    }
    guard cellSpec.drums.count == 1 else {
      throw CompactError(
        "machine: \(cellSpec.drums.count) drums (allowed: 1, the cell reel)")
    }
    let reel = cellSpec.drums[0]
    let strip = reel.geometry.strip
    let weightCount = try reader.whole("cellWeights.count", in: 0...strip.count)
    var weights: [Int]?
    if weightCount > 0 {
      guard weightCount == strip.count, strip.count <= maximumPrizes else {
        throw CompactError(
          "cellWeights: \(weightCount) weights for a cell strip of \(strip.count) stops "
            + "(allowed: one per stop, at most \(maximumPrizes) stops)")
      }
      var list: [Int] = []
      for index in 0..<weightCount {
        list.append(try reader.whole("cellWeights[\(index)]", in: 1...maximumWeight))
      }
      weights = list
    }
    guard reader.atEnd else { throw CompactError("numbers: more than the description holds") }
    let machine = CellReelMachine(
      strip: strip, bonusSymbol: symbol, symbolHeight: reel.geometry.symbolHeight, cells: cells,
      rows: rows, motion: reel.motion, timing: timing, clock: cellSpec.clock,
      maxDuration: cellSpec.maxDuration)
    if let first = machine.issues().first { throw CompactError(first.description) }
    let cellStrip = HoldAndWinCellStrip(strip: strip, weights: weights, symbol: symbol)
    let feature = HoldAndWinFeature(
      symbol: symbol, trigger: trigger, respins: respins, cells: cells,
      landingWeight: cellStrip.landingWeight, cellWeight: cellStrip.totalWeight, prizes: prizes,
      grand: grand)
    return HoldAndWinReels(feature: feature, cellStrip: cellStrip, machine: machine)
  }

  /// A prize or the grand: a finite number in `0 … maximumPrize` (× bet).
  private static func prize(_ field: String, _ reader: inout CompactReader)
    throws(CompactError) -> Double
  {
    let value = try reader.number(field)
    let top = HoldAndWinFeature.maximumPrize
    guard value.isFinite, value >= 0, value <= top else {
      throw CompactError("\(field): \(value) is not allowed (allowed: 0 ... \(top))")
    }
    return value
  }
}
