import Testing

@testable import ReelKit

/// The Monte Carlo blocks: the tables pay every spin as the evaluator does, the statistics
/// are exact and the same for every grouping of the blocks, and pays count in an exact unit.
@Suite("Monte Carlo blocks, tallies and the credit unit")
struct MonteCarloBlockTests {
  static let spec = PayMachines.spec(
    PayMachines.randomStrips(drums: 3, length: 12, seed: 4), rows: 3)

  /// Weights: none, small (a table of stops) or large (above the table limit: binary search).
  static func weights(_ kind: Int) -> StopWeights? {
    switch kind {
    case 1:
      StopWeights(spec.drums.map { drum in (0..<drum.geometry.symbolCount).map { 1 + $0 % 4 } })
    case 2:
      StopWeights(
        spec.drums.map { drum in (0..<drum.geometry.symbolCount).map { 10_000 + 7_919 * $0 } })
    default: nil
    }
  }

  @Test("the tables pay every block exactly as the evaluator spin by spin", arguments: [0, 1, 2])
  func tablesEqualTheEvaluator(weights kind: Int) throws {
    let spinner = try MonteCarloSpinner(
      spec: Self.spec, paytable: PayMachines.video, weights: Self.weights(kind))
    #expect(spinner.usesLineTable)
    let plan = MonteCarloPlan(spins: 2 * MonteCarloPlan.blockSize + 1000, seed: 9)
    let tables = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    let reference = try spinner.tally(blocks: 0..<plan.blockCount, of: plan, path: .reference)
    #expect(tables == reference)
    #expect(tables.spins == plan.spins)
    #expect(tables.inconsistency() == nil)
    #expect(tables.lineHits.reduce(0, +) > 0 && tables.scatterHits.reduce(0, +) > 0)
  }

  @Test("the tally is the same for every grouping of the blocks and every shard count")
  func groupingsAgree() throws {
    let spinner = try MonteCarloSpinner(
      spec: Self.spec, paytable: PayMachines.video, weights: Self.weights(1))
    let plan = MonteCarloPlan(spins: 3 * MonteCarloPlan.blockSize - 3, seed: 2)
    let whole = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    for count in [2, 3, 7] {
      var sum = MonteCarloTally(lineEntries: 7, scatterEntries: 2)
      var covered: [UInt64] = []
      for index in (0..<count).reversed() {
        let blocks = plan.blocks(shard: index, of: count)
        covered += Array(blocks)
        #expect(sum.add(try spinner.tally(blocks: blocks, of: plan)) == nil)
      }
      #expect(sum == whole, "\(count) shards")
      #expect(covered.sorted() == Array(0..<plan.blockCount))
    }
    #expect(plan.spins(in: 0..<plan.blockCount) == plan.spins)
    #expect(plan.spins(inBlock: 2) == MonteCarloPlan.blockSize - 3)
    #expect(plan.blocks(shard: 0, of: 7).isEmpty && plan.spins(in: 0..<0) == 0)
  }

  @Test("another seed or block draws another stream")
  func streamsDiffer() throws {
    let spinner = try MonteCarloSpinner(spec: Self.spec, paytable: PayMachines.video, weights: nil)
    let plan = MonteCarloPlan(spins: 2 * MonteCarloPlan.blockSize, seed: 5)
    let other = MonteCarloPlan(spins: 2 * MonteCarloPlan.blockSize, seed: 6)
    #expect(try spinner.tally(block: 0, of: plan) != spinner.tally(block: 1, of: plan))
    #expect(try spinner.tally(block: 0, of: plan) != spinner.tally(block: 0, of: other))
    #expect(
      MonteCarloPlan.blockSeed(seed: 5, block: 0) != MonteCarloPlan.blockSeed(seed: 5, block: 1))
  }

  @Test("pays count in the least common credit unit")
  func creditUnits() throws {
    #expect(try CreditUnit.common(for: [[1], [20, 1], [100]]).get().unitsPerCredit == 1)
    #expect(try CreditUnit.common(for: [[0.5], [0.25], [3]]).get().unitsPerCredit == 4)
    #expect(try CreditUnit.common(for: [[3, 0.1], [1.0 / 3]]).get().unitsPerCredit == 30)
    let unit = try CreditUnit.common(for: [[3, 0.1], [1.0 / 3]]).get()
    #expect(3 * 0.1 != 0.3, "the product in floating point is not 0.3 …")
    #expect(unit.units(ofProduct: [3, 0.1]) == 9, "… but counts as exactly 3 tenths")
    #expect(unit.units(ofProduct: [1.0 / 3]) == 10 && unit.units(ofProduct: [7, 0.1, 20]) == 420)
    #expect(unit.units(ofProduct: [0.01]) == nil && unit.units(ofProduct: [-1]) == nil)
    #expect(unit.units(nearest: 3 * 0.1) == 9 && unit.units(nearest: 0.31) == nil)
    #expect(unit.units(nearest: .infinity) == nil && unit.units(nearest: -0.1) == nil)
    let irrational = CreditUnit.common(for: [[1], [Double.pi, 2]])
    #expect(throws: MonteCarloError.self) { try irrational.get() }
    if case .failure(let error) = irrational {
      #expect(error.message.hasPrefix("a pay factor of 3.14159"))
      #expect(error.message.contains("(allowed: "))
    }
    let fine = CreditUnit.common(for: [[1.0 / 99_991], [1.0 / 99_989]])
    if case .failure(let error) = fine {
      #expect(error.message.hasPrefix("the pays need a credit unit of 1/9998000099,"))
    } else {
      Issue.record("a unit finer than 10⁹ per credit was accepted")
    }
  }

  @Test("fractional pays give the same estimate as whole ones scaled")
  func fractionalPays() throws {
    var tenth = PayMachines.video
    tenth.bet = 0.1
    let whole = try MonteCarloSpinner(spec: Self.spec, paytable: PayMachines.video, weights: nil)
    let fractional = try MonteCarloSpinner(spec: Self.spec, paytable: tenth, weights: nil)
    #expect(fractional.unit.unitsPerCredit == 10)
    let plan = MonteCarloPlan(spins: 50_000, seed: 1)
    let a = try whole.tally(blocks: 0..<plan.blockCount, of: plan)
    let b = try fractional.tally(blocks: 0..<plan.blockCount, of: plan)
    #expect(b.payUnits * 2 == a.payUnits && b.paidSpins == a.paidSpins)
    let ea = MonteCarloEstimate(tally: a, seed: 1, unit: whole.unit, totalBet: 10)
    let eb = MonteCarloEstimate(tally: b, seed: 1, unit: fractional.unit, totalBet: 0.5)
    #expect(abs(ea.rtp - eb.rtp) < 1e-12 && ea.hits == eb.hits)
  }

  @Test("a damaged tally is found: counts, sums and histogram must agree")
  func inconsistentTallies() throws {
    let spinner = try MonteCarloSpinner(spec: Self.spec, paytable: PayMachines.video, weights: nil)
    let plan = MonteCarloPlan(spins: 1000, seed: 3)
    let tally = try spinner.tally(block: 0, of: plan)
    var a = tally
    a.spins += 1
    #expect(a.inconsistency()?.hasPrefix("histogram: counts 1000 spins, not 1001") == true)
    var b = tally
    b.payUnits += 1
    #expect(b.inconsistency()?.hasPrefix("payUnits: ") == true)
    var c = tally
    c.payUnitsSquared -= 1
    #expect(c.inconsistency()?.hasPrefix("payUnitsSquared: ") == true)
    var d = tally
    d.paidSpins += 1
    #expect(d.inconsistency()?.hasPrefix("paidSpins: ") == true)
    var e = tally
    e.scatterHits[0] = 1001
    #expect(e.inconsistency() == "scatterHits[0]: 1001 hits in 1000 spins")
    var huge = tally
    huge.payUnits = .max
    #expect(
      huge.add(tally)?.message
        == "payUnits: the sum exceeds 128 bits (allowed: at most \(UInt128.max))")
    #expect(huge.payUnits == .max, "a failed add leaves the tally unchanged")
  }
}
