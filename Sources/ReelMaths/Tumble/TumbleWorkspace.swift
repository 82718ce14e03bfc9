/// The reusable buffers of ``Tumbler/chainPay(stops:workspace:)``: the window's strip indices
/// and classes, the next strip index above each column, the winning cells, and each window's
/// pay. One workspace per thread; once it has grown to a chain's length, playing a chain
/// allocates only the evaluator's list of wins per window.
public struct TumbleWorkspace: Sendable {
  /// `indices[d][r]`: the strip index in row `r` of drum `d`.
  var indices: [[Int]]
  /// `classes[d][r]`: its symbol class.
  var classes: [[Int]]
  /// The next strip index above each column's top cell.
  var above: [Int]
  /// The winning cells of the current window, `[drum][row]`.
  var cells: [[Bool]]
  /// The pay of each window of the last chain played, credits: the spin's window first, then
  /// the window after each tumble.
  public internal(set) var windowPays: [Double] = []
  /// The wins of each window of the last chain played, when ``keepsWins`` is set.
  public internal(set) var windowWins: [[PayWin]] = []
  /// Whether ``windowWins`` is filled (Monte Carlo counts each entry's hits from it).
  public var keepsWins = false

  /// Empty buffers shaped for `tumbler`'s window.
  public init(for tumbler: Tumbler) {
    let rows = tumbler.reels.reels.map { $0.visibleRows }
    indices = rows.map { [Int](repeating: 0, count: $0) }
    classes = indices
    above = [Int](repeating: 0, count: rows.count)
    cells = rows.map { _ in [Bool](repeating: false, count: tumbler.evaluator.rowCount) }
  }
}

extension TumbleWorkspace {
  /// The last chain's pay in whole units of `unit`: `total`, every window's pay added, and
  /// `first`, the spin's own window's. One conversion for the exact sheet and Monte Carlo.
  ///
  /// - Throws: ``MonteCarloError`` when a window's pay is not a whole number of units or the
  ///   chain pays more than ``CreditUnit/maximumSpinUnits``.
  func chainUnits(in unit: CreditUnit) throws(MonteCarloError) -> (total: UInt64, first: UInt64) {
    var total: UInt64 = 0
    var first: UInt64 = 0
    for (window, pay) in windowPays.enumerated() {
      guard let units = unit.units(nearest: pay) else {
        throw MonteCarloError(
          "a window paying \(pay) credits is not a whole number of 1/\(unit.unitsPerCredit) "
            + "credit (allowed: pays that keep to the paytable's credit unit)")
      }
      if window == 0 { first = units }
      let (sum, overflow) = total.addingReportingOverflow(units)
      guard !overflow, sum <= CreditUnit.maximumSpinUnits else {
        throw MonteCarloError(
          "a tumble chain pays more than \(CreditUnit.maximumSpinUnits) units (allowed: at "
            + "most that)")
      }
      total = sum
    }
    return (total, first)
  }
}
