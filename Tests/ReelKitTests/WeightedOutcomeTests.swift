import Testing

@testable import ReelKit

@Suite("Weighted stops and the Monte Carlo estimate")
struct WeightedOutcomeTests {
  @Test("weights of 1 draw exactly the unweighted targets")
  func uniformWeightsChangeNothing() {
    let spec = Machines.planned(.cubic)
    for seed: UInt64 in [0, 1, 7, 2024, .max] {
      let plain = Outcome.randomTargets(for: spec, seed: seed)
      #expect(Outcome.randomTargets(for: spec, seed: seed, weights: nil) == plain)
      #expect(
        Outcome.randomTargets(for: spec, seed: seed, weights: StopWeights(uniformFor: spec))
          == plain)
    }
  }

  @Test("a weighted pick follows the weights")
  func weightedPick() {
    let weights = StopWeights([[1, 0 + 6, 3]])
    #expect(weights.total(drum: 0) == 10)
    var generator = SplitMix64(seed: 5)
    var counts = [0, 0, 0]
    for _ in 0..<10_000 { counts[weights.pick(drum: 0, using: &generator)] += 1 }
    #expect((800...1200).contains(counts[0]))
    #expect((5700...6300).contains(counts[1]))
    #expect((2700...3300).contains(counts[2]))
    var again = SplitMix64(seed: 5)
    #expect(
      weights.pick(drum: 0, using: &again)
        == Outcome.randomTargets(
          for: PayMachines.spec([["A", "B", "C"]]), seed: 5, weights: weights)[0])
  }

  @Test("the Monte Carlo interval holds the exact RTP and hit frequency", arguments: [false, true])
  func monteCarloAgrees(weighted: Bool) throws {
    let spec = PayMachines.spec(PayMachines.randomStrips(drums: 3, length: 12, seed: 4), rows: 3)
    let weights =
      weighted
      ? StopWeights(
        spec.drums.map { drum in
          (0..<drum.geometry.symbolCount).map { 1 + $0 % 4 }
        }) : nil
    var paytable = PayMachines.video
    paytable.pays.remove(at: 4)  // without J × 1, not every spin pays
    let sheet = try ParCalculator(spec: spec, paytable: paytable, weights: weights).sheet()
    #expect(sheet.hitFrequency < 0.99)
    let estimate = MonteCarloEstimate(
      spec: spec, paytable: paytable, weights: weights, spins: 20_000, seed: 11)
    #expect(estimate.containsRTP(sheet.rtp), "\(estimate) vs \(sheet.rtp)")
    #expect(
      estimate.containsHitFrequency(sheet.hitFrequency), "\(estimate) vs \(sheet.hitFrequency)")
    #expect(estimate.rtpHigh - estimate.rtpLow < 0.3 * sheet.rtp)
    #expect(
      abs(estimate.standardDeviation - sheet.standardDeviation) < 0.2 * sheet.standardDeviation)
    let again = MonteCarloEstimate(
      spec: spec, paytable: paytable, weights: weights, spins: 20_000, seed: 11)
    #expect(again == estimate)
  }
}
