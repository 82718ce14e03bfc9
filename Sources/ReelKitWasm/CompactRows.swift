import ReelKit

/// The compact description of a machine's ``/ReelKit/VariableRows`` (a "Megaways" machine)
/// that a host writes for a loaded machine (``rk_machine_rows``).
///
/// Numbers, in order: the format (1), the drum count (the machine's); per drum the count `K`
/// of its row weights (1 … 1000) and the weights, `w[h − 1]` for `h` rows (as the config's
/// `rowWeights`: whole numbers 0 … 1,000,000); then the top drum's symbol count (0: none)
/// and, with a top drum, the count of its stop weights (0: every stop once, else one per
/// stop) and the weights. Text lines: the top drum's strip, one symbol a line, in Unicode's
/// NFC form. Each drum's window height is the machine's `visibleRows × symbolHeight`: its
/// `visibleRows` is the most rows a spin shows.
enum CompactRows {
  /// The format this module reads.
  static let format = 1.0

  /// Reads the rows of `spec` and checks them as the config does
  /// (``/ReelKit/VariableRows/issues(for:)``), and that every weight sum fits the module's
  /// 32-bit whole numbers.
  static func read(numbers: [Double], text: [UInt8], spec: MachineSpec) throws(CompactError)
    -> VariableRows
  {
    var reader = CompactReader(numbers: numbers, text: text)
    let version = try reader.number("rows.format")
    guard version == format else {
      throw CompactError("rows.format: \(version) is not allowed (allowed: \(format))")
    }
    let count = spec.drums.count
    _ = try reader.whole("rows.drums.count", in: count...count)
    let limit = RowDistribution.maximumWeight
    var drums: [RowDistribution] = []
    for drum in 0..<count {
      let at = "rows.drums[\(drum)]"
      let heights = try reader.whole("\(at).rowWeights.count", in: 1...1000)
      var weights: [Int] = []
      for height in 0..<heights {
        weights.append(try reader.whole("\(at).rowWeights[\(height)]", in: 0...limit))
      }
      drums.append(RowDistribution(rows: 1...heights, weights: weights))
    }
    let symbols = try reader.whole(
      "rows.topDrum.strip.count", in: 0...VariableRows.maximumTopSymbols)
    var topDrum: TopDrum? = nil
    if symbols > 0 {
      var strip: [String] = []
      for symbol in 0..<symbols {
        strip.append(try reader.line("rows.topDrum.strip[\(symbol)]"))
      }
      let weightCount = try reader.whole("rows.topDrum.weights.count", in: 0...symbols)
      var weights: [Int]? = nil
      if weightCount > 0 {
        guard weightCount == symbols else {
          throw CompactError(
            "rows.topDrum.weights.count: \(weightCount) is not allowed (allowed: 0, or one "
              + "weight per stop: \(symbols))")
        }
        var list: [Int] = []
        var sum = 0
        for stop in 0..<symbols {
          let weight = try reader.whole("rows.topDrum.weights[\(stop)]", in: 1...limit)
          let (added, overflow) = sum.addingReportingOverflow(weight)
          guard !overflow else {
            throw CompactError(
              "rows.topDrum.weights: they sum past \(Int.max) (allowed: a smaller sum in "
                + "this module, whose whole numbers have 32 bits)")
          }
          sum = added
          list.append(weight)
        }
        weights = list
      }
      topDrum = TopDrum(strip: strip, weights: weights)
    }
    guard reader.atEnd else {
      throw CompactError("rows: more numbers than the description holds")
    }
    let rows = VariableRows(drums: drums, topDrum: topDrum)
    if let first = rows.issues(for: ReelStrips(spec)).first {
      throw CompactError("rows.\(first.description)")
    }
    return rows
  }
}
