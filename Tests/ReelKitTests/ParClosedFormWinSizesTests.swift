import Testing

@testable import ReelKit

/// The closed form's win-size walk (``ParCalculator/winSizeSteps``): the same bands and
/// spin cap as the enumeration and as an independent brute force, on small 3-drum machines;
/// beyond its work bound the sheet says why, and without a bound the walk does not run.
@Suite("PAR sheet: the closed form's win sizes")
struct ParClosedFormWinSizesTests {
  /// The lab bands written out: 0, then (0, 1], (1, 2], (2, 5], … (2000, 5000], > 5000; a
  /// sum within 10⁻¹² of an edge counts on it.
  static func band(_ multiple: Double) -> Int {
    let uppers: [Double] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
    if multiple <= 0 { return 0 }
    for (index, upper) in uppers.enumerated() where multiple <= upper * (1 + 1e-12) {
      return index + 1
    }
    return uppers.count + 1
  }

  /// Every weighted stop combination paid win by win (``RulesBruteForce``): its band, and
  /// whether and by how much it exceeds `cap` × the total bet.
  static func bruteForce(
    _ spec: MachineSpec, _ paytable: Paytable, weights: StopWeights?, cap: Double
  ) -> (bands: [UInt64], hits: UInt64, excess: Double) {
    let rows = spec.drums[0].geometry.visibleRows
    let capCredits = cap * paytable.totalBet
    var bands = [UInt64](repeating: 0, count: 14)
    var hits: UInt64 = 0
    var excess = 0.0
    for stops in PayMachines.combinations(spec) {
      let weight = stops.enumerated().reduce(UInt64(1)) { product, pair in
        product * UInt64(weights?.drums[pair.offset][pair.element] ?? 1)
      }
      let window = SymbolWindow(spec: spec, stops: stops).columns
      let pay = RulesBruteForce.wins(window, paytable, rows: rows).reduce(0) { $0 + $1.1 }
      bands[band(pay / paytable.totalBet)] += weight
      if pay > capCredits {
        hits += weight
        excess += Double(weight) * (pay - capCredits)
      }
    }
    return (bands, hits, excess)
  }

  /// Three small machines: lines multiplying (weighted), ways adding, lines `once` at a bet
  /// of 0.1 (sums of fractional credits on the band edges).
  static let machines: [(name: String, paytable: Paytable, weighted: Bool)] = {
    var tenth = PayRulesTests.linesPaytable(
      rule: .once, lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2]])
    tenth.bet = 0.1
    return [
      (
        "lines, multiply",
        PayRulesTests.linesPaytable(rule: .multiply, lines: [[1, 1, 1], [0, 1, 2], [2, 1, 0]]),
        true
      ),
      ("ways, add", PayRulesTests.waysPaytable(rule: .add), false),
      ("lines, once, bet 0.1", tenth, true),
    ]
  }()

  @Test(
    "the walk's bands and spin cap equal the enumeration's and the brute force's",
    arguments: 0..<3)
  func sameAsEnumerationAndBruteForce(machine: Int) throws {
    let (name, paytable, weighted) = Self.machines[machine]
    let spec = PayMachines.spec(PayRulesTests.strips(drums: 3, length: 9, seed: 11), rows: 3)
    let weights = weighted ? ParClosedFormTests.randomWeights(spec, seed: 11, most: 4) : nil
    let cap = 1.5
    var calculator = try ParCalculator(spec: spec, paytable: paytable, weights: weights)
    calculator.spinCapMultiple = cap
    calculator.winSizeSteps = ParCalculator.maximumWinSizeSteps
    let closed = try calculator.closedFormSheet()
    let enumerated = calculator.sheet()
    let brute = Self.bruteForce(spec, paytable, weights: weights, cap: cap)
    let sizes = try #require(closed.winSizes, "\(name)")
    #expect(closed.winSizesOutOfReach == nil)
    #expect(sizes.exact && sizes.total == closed.cycle)
    #expect(sizes.weights == brute.bands, "\(name)")
    #expect(enumerated.winSizes == sizes, "\(name)")
    // Not a degenerate machine: spins in three bands at least, some above the cap.
    #expect(sizes.weights.filter { $0 > 0 }.count >= 3, "\(name): \(sizes.weights)")
    let spinCap = try #require(closed.spinCap)
    #expect(spinCap.hits == brute.hits && brute.hits > 0, "\(name)")
    #expect(spinCap.hits == enumerated.spinCap?.hits)
    #expect(ParClosedFormTests.close(spinCap.excess, brute.excess), "\(name)")
  }

  @Test("without a bound the walk does not run; beyond its bound the sheet says why")
  func theWorkBound() throws {
    // 5 drums of 6 stops (7776 windows), 4 lines: the lines decide at different drums, so
    // the pays booked split the tuples.
    let spec = PayMachines.spec(PayRulesTests.strips(drums: 5, length: 6, seed: 7), rows: 3)
    let paytable = PayRulesTests.linesPaytable(
      rule: .multiply,
      lines: [[1, 1, 1, 1, 1], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2], [0, 0, 0, 0, 0]])
    var calculator = try ParCalculator(
      spec: spec, paytable: paytable, weights: nil, enumerating: false)
    let plain = try calculator.closedFormSheet()
    #expect(plain.winSizes == nil && plain.winSizesOutOfReach == nil)
    // A bound of 0: refused before the walk starts, with the plain joint walk's steps.
    calculator.winSizeSteps = 0
    let refused = try calculator.closedFormSheet()
    #expect(refused.winSizes == nil && refused.spinCap == nil)
    let before = try #require(refused.winSizesOutOfReach)
    #expect(before.steps > 0 && before.bound == 0 && !before.tooManyPairs)
    #expect(before.description.contains("needs at least \(before.steps) steps (bound 0)"))
    // A bound of exactly those steps: the walk starts, and the pays' split needs more, so it
    // stops before the drum that would pass it.
    calculator.winSizeSteps = before.steps
    let stopped = try #require(try calculator.closedFormSheet().winSizesOutOfReach)
    #expect(stopped.steps > before.steps && stopped.bound == before.steps)
    // Within the bound: the enumeration's bands. Everything else is the same either way.
    calculator.winSizeSteps = ParCalculator.maximumWinSizeSteps
    let walked = try calculator.closedFormSheet()
    let enumerated = try ParCalculator(spec: spec, paytable: paytable, weights: nil).sheet()
    #expect(walked.winSizes == enumerated.winSizes && walked.winSizes != nil)
    #expect(refused.hits == plain.hits && refused.returnPerCycle == plain.returnPerCycle)
    #expect(walked.hits == plain.hits && walked.squaresPerCycle == plain.squaresPerCycle)
  }
}
