/// Draws and pays the spins of Monte Carlo blocks (``MonteCarloPlan``) into exact
/// ``MonteCarloTally``s, without motion and without allocating per spin.
///
/// A stop of drum `d` is drawn as everywhere in reelsim: `r = uniform(below: W_d)` from the
/// block's SplitMix64 generator, then the first stop whose running weight sum exceeds `r`
/// (``StopWeights/pick(drum:using:)``), read from a table of `W_d` stops when `W_d` ≤
/// ``drawTableLimit``.
///
/// A classic paytable (``Paytable/isClassic``) is paid from tables built once:
/// - each line's classes as one code `Σ_d class·C^d` (`C` classes), added up from per-drum,
///   per-stop, per-line terms;
/// - the winning entry of every code (``PayEvaluator/lineEntry(_:)`` of its classes), when
///   there are at most ``lineTableLimit`` codes;
/// - each entry's pay in whole credit units (``CreditUnit``).
/// Other paytables (and classic ones with too many codes) are paid by the ``PayEvaluator``,
/// the same rules, spin by spin.
public struct MonteCarloSpinner: Sendable {
  /// The largest weight sum read from a table of stops.
  public static let drawTableLimit = 1 << 16
  /// The most line codes (`C^drums`) tabulated.
  public static let lineTableLimit = 1 << 21

  /// The credit unit of the pays.
  public let unit: CreditUnit
  /// The number of line entries (``Paytable/pays``) and scatter entries.
  public let lineEntries: Int, scatterEntries: Int
  /// Whether spins are paid from the line-code table (otherwise by the evaluator).
  public let usesLineTable: Bool

  let evaluator: PayEvaluator
  let strips: DecodedStrips
  let weights: StopWeights
  let drumCount: Int
  let lineCount: Int
  /// Per drum: the offset of its stops in ``drawStops`` (−1: binary search) and `W_d`.
  let drawOffsets: [Int], drawTotals: [Int]
  /// Stops by running weight: `drawStops[drawOffsets[d] + r]`.
  let drawStops: [Int32]
  /// Per drum, the offset of its codes in ``lineCodes``: `lineCodes[o_d + stop·L + line]`.
  let codeOffsets: [Int]
  let lineCodes: [Int32]
  /// `entryByCode[code]`: winning entry + 1 (0: no win).
  let entryByCode: [UInt16]
  /// Per drum, the offset of its stops in ``scatterCounts``.
  let scatterOffsets: [Int]
  let scatterCounts: [Int32]
  /// `scatterEntryByCount[n]`: winning scatter entry + 1 (0: none).
  let scatterEntryByCount: [Int32]
  /// Pays of the entries, units.
  let lineUnits: [UInt64], scatterUnits: [UInt64]
  /// Per drum, its number of stops.
  let stopCounts: [Int]
  /// The leading drums whose stops index ``liveLines`` (0: no live-line table).
  let prefixDrums: Int
  /// The lines that could still pay after the leading drums' stops (``liveLineTable``).
  let liveLines: [UInt64]
  /// The free-spins feature's tables, when its spins are played (`MonteCarloSpinner+Feature`).
  var feature: MonteCarloFeature?
  /// The tumble rule, when each spin's whole chain is played (`MonteCarloSpinner+Tumble`).
  var tumbler: Tumbler?

  /// Prepares the tables of `reels` with `paytable` and optional stop weights; an error when
  /// the pays have no exact credit unit or one spin could pay more than
  /// ``CreditUnit/maximumSpinUnits``. `extraUnitFactors`: more credit values (as products of
  /// factors) the unit must count exactly, such as a feature's multiplied pays.
  public init(
    reels: ReelStrips, paytable: Paytable, weights: StopWeights?,
    extraUnitFactors: [[Double]] = []
  ) throws(MonteCarloError) {
    let rows = reels.rows
    let evaluator = PayEvaluator(paytable: paytable, drumCount: reels.reels.count, rowCount: rows)
    let strips = DecodedStrips(reels: reels, evaluator: evaluator, weights: weights)
    let weights = weights ?? StopWeights(uniformFor: reels)
    let lineFactors = paytable.pays.map { [$0.pay, paytable.bet] }
    let scatterFactors = CreditUnit.scatterFactors(of: paytable)
    let unit = try CreditUnit.common(
      for: CreditUnit.payFactors(of: paytable) + extraUnitFactors
    ).get()
    var lineUnits: [UInt64] = []
    for factors in lineFactors { lineUnits.append(try unit.checkedUnits(ofProduct: factors)) }
    var scatterUnits: [UInt64] = []
    for factors in scatterFactors { scatterUnits.append(try unit.checkedUnits(ofProduct: factors)) }
    let most =
      Double(paytable.lines.count) * Double(lineUnits.max() ?? 0)
      + Double(scatterUnits.max() ?? 0)
    if paytable.isClassic && most > Double(CreditUnit.maximumSpinUnits) {
      throw MonteCarloError(
        "one spin could pay \(most) units of 1/\(unit.unitsPerCredit) credit (allowed: at most "
          + "\(CreditUnit.maximumSpinUnits))")
    }
    self.unit = unit
    self.evaluator = evaluator
    self.strips = strips
    self.weights = weights
    self.lineUnits = lineUnits
    self.scatterUnits = scatterUnits
    lineEntries = paytable.pays.count
    scatterEntries = paytable.scatterPays.count
    drumCount = reels.reels.count
    lineCount = paytable.lines.count
    let stopCounts = (0..<drumCount).map { strips.stopCount($0) }
    self.stopCounts = stopCounts

    var drawOffsets: [Int] = []
    var drawStops: [Int32] = []
    for drum in 0..<drumCount {
      let total = weights.total(drum: drum)
      guard total <= Self.drawTableLimit else {
        drawOffsets.append(-1)
        continue
      }
      drawOffsets.append(drawStops.count)
      for (stop, weight) in weights.drums[drum].enumerated() {
        drawStops.append(contentsOf: repeatElement(Int32(stop), count: weight))
      }
    }
    self.drawOffsets = drawOffsets
    self.drawTotals = (0..<drumCount).map { weights.total(drum: $0) }
    self.drawStops = drawStops

    var scatterOffsets: [Int] = []
    var scatterCounts: [Int32] = []
    for drum in 0..<drumCount {
      scatterOffsets.append(scatterCounts.count)
      scatterCounts.append(contentsOf: strips.scatters[drum].map { Int32($0) })
    }
    self.scatterOffsets = scatterOffsets
    self.scatterCounts = scatterCounts
    scatterEntryByCount = (0...(rows * drumCount)).map {
      Int32(evaluator.scatterEntry(count: $0) + 1)
    }

    let classCount = evaluator.classCount
    var codeCount = 1
    var fits = paytable.isClassic && paytable.pays.count < Int(UInt16.max)
    for _ in 0..<drumCount where fits {
      codeCount *= classCount
      fits = codeCount <= Self.lineTableLimit
    }
    usesLineTable = fits
    guard fits else {
      (codeOffsets, lineCodes, entryByCode) = ([], [], [])
      (prefixDrums, liveLines) = (0, [])
      return
    }
    var codeOffsets: [Int] = []
    var lineCodes: [Int32] = []
    var place = 1
    for drum in 0..<drumCount {
      codeOffsets.append(lineCodes.count)
      for stop in 0..<strips.stopCount(drum) {
        for line in paytable.lines {
          lineCodes.append(Int32(strips.classes[drum][stop * rows + line[drum]] * place))
        }
      }
      place *= classCount
    }
    self.codeOffsets = codeOffsets
    self.lineCodes = lineCodes
    var symbols = [Int](repeating: 0, count: drumCount)
    let entryByCode = (0..<codeCount).map { code in
      var rest = code
      for drum in 0..<symbols.count {
        symbols[drum] = rest % classCount
        rest /= classCount
      }
      return UInt16(evaluator.lineEntry(symbols) + 1)
    }
    self.entryByCode = entryByCode
    (prefixDrums, liveLines) = Self.liveLineTable(
      stopCounts: stopCounts, lineCount: paytable.lines.count, classCount: classCount,
      codeOffsets: codeOffsets, lineCodes: lineCodes, entryByCode: entryByCode)
  }
}
