import TestTiers
import Testing

@testable import ReelKit

/// The Monte Carlo core plays the free-spins feature for real: the feature's draws come from
/// the block's own stream, so the tally is exact and the same for every grouping of blocks,
/// the unit holds the multiplied pays, and the feature's counts add and are checked.
@Suite("Monte Carlo: the free-spins feature in blocks")
struct MonteCarloFreeSpinsTests {
  static let feature = FreeSpinsTests.feature

  static func spinner(multiplier: Double = 3) throws -> MonteCarloSpinner {
    var feature = Self.feature
    feature.multiplier = multiplier
    return try MonteCarloSpinner(
      spec: FreeSpinsTests.base, paytable: PayMachines.video, weights: nil, freeSpins: feature)
  }

  @Test("the tally with features is the same for every grouping of the blocks", SlowTests.trait)
  func groupingsAgree() throws {
    let spinner = try Self.spinner()
    #expect(spinner.playsFreeSpins)
    let plan = MonteCarloPlan(spins: 3 * MonteCarloPlan.blockSize - 5, seed: 4)
    let whole = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    #expect(whole.triggers > 0 && whole.freeSpinsPlayed > whole.triggers)
    #expect(whole.featureUnits > 0 && whole.featureUnits < whole.payUnits)
    #expect(whole.truncatedFeatures == 0)
    #expect(whole.inconsistency() == nil)
    for count in [2, 3] {
      var sum = MonteCarloTally(lineEntries: spinner.lineEntries, scatterEntries: 2)
      for index in (0..<count).reversed() {
        #expect(
          sum.add(try spinner.tally(blocks: plan.blocks(shard: index, of: count), of: plan)) == nil)
      }
      #expect(sum == whole, "\(count) shards")
    }
    // The reference path draws the same stops, so it plays the same features.
    #expect(try spinner.tally(blocks: 0..<plan.blockCount, of: plan, path: .reference) == whole)
  }

  @Test("a fractional multiplier joins the unit; the same draws play the same features")
  func multiplierJoinsTheUnit() throws {
    #expect(try Self.spinner(multiplier: 2).unit.unitsPerCredit == 1)
    #expect(try Self.spinner(multiplier: 1.001).unit.unitsPerCredit > 1)
    let double = try Self.spinner(multiplier: 2)
    let more = try Self.spinner(multiplier: 2.5)
    let plan = MonteCarloPlan(spins: 20_000, seed: 1)
    let a = try double.tally(blocks: 0..<1, of: plan)
    let b = try more.tally(blocks: 0..<1, of: plan)
    // Same draws: the same triggers and spins; the feature pays 2.5/2 as much, in credits.
    #expect(a.triggers == b.triggers && a.freeSpinsPlayed == b.freeSpinsPlayed)
    #expect(
      4 * b.featureUnits * UInt128(double.unit.unitsPerCredit)
        == 5 * a.featureUnits * UInt128(more.unit.unitsPerCredit))
  }

  @Test("the feature's counts add up and a forged tally is found")
  func damagedFeatureCounts() throws {
    let spinner = try Self.spinner()
    let plan = MonteCarloPlan(spins: 10_000, seed: 3)
    let tally = try spinner.tally(blocks: 0..<1, of: plan)
    #expect(tally.triggers > 0)
    var sum = tally
    #expect(sum.add(tally) == nil)
    #expect(sum.triggers == 2 * tally.triggers && sum.featureUnits == 2 * tally.featureUnits)
    var forged = tally
    forged.freeSpinsPlayed = tally.triggers - 1
    #expect(forged.inconsistency()?.hasPrefix("freeSpinsPlayed: ") == true)
    forged = tally
    forged.triggers = tally.spins + 1
    #expect(forged.inconsistency()?.hasPrefix("triggers: ") == true)
    forged = tally
    forged.truncatedFeatures = tally.triggers + 1
    #expect(forged.inconsistency()?.hasPrefix("truncatedFeatures: ") == true)
    forged = tally
    forged.featureUnits = tally.payUnits + 1
    #expect(forged.inconsistency()?.hasPrefix("featureUnits: ") == true)
    forged = tally
    forged.paidSpins = 0
    #expect(forged.inconsistency()?.hasPrefix("paidSpins: ") == true)
  }
}
