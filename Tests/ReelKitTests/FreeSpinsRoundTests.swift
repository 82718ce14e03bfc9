import Testing

@testable import ReelKit
@testable import ReelMaths

/// A free-spins round played for show (``FreeSpinsFeature/play(scatters:using:limit:)``): the
/// same draws and pays as the Monte Carlo game, every free spin's window, pay and retrigger
/// accounted for, and the round cut at its limit.
@Suite("free spins: a round played spin by spin")
struct FreeSpinsRoundTests {
  static let feature = FreeSpinsTests.feature

  @Test(
    "a round draws its stops as the Monte Carlo game does, and pays its pays", arguments: 0..<40)
  func sameAsMonteCarlo(seed: UInt64) throws {
    var shown = SplitMix64(seed: seed)
    let round = Self.feature.play(scatters: 4, using: &shown)
    // The Monte Carlo game draws each free spin's drums in order with the weights, one
    // generator for the whole round, and pays each spin in its credit unit.
    let reels = Self.feature.reels
    let evaluator = PayEvaluator(paytable: PayMachines.video, drumCount: 3, rowCount: 3)
    let weights = StopWeights(uniformFor: reels)
    let unit = try CreditUnit.common(for: MonteCarloFeature.unitFactors(of: Self.feature)).get()
    let game = try MonteCarloGame(
      evaluator: evaluator, strips: DecodedStrips(reels: reels, evaluator: evaluator, weights: nil),
      weights: weights, unit: unit, multiplier: 3)
    var counted = SplitMix64(seed: seed)
    var line = [0, 0, 0]
    var scratch = MonteCarloTally(lineEntries: 0, scatterEntries: 0)
    for spin in round.spins {
      #expect(spin.stops == reels.reels.indices.map { weights.pick(drum: $0, using: &counted) })
      let paid = try game.pay(stops: spin.stops, line: &line, counting: false, &scratch)
      #expect(paid.scatters == spin.scatters)
      #expect(unit.units(nearest: spin.pay) == paid.units)
    }
    #expect(shown == counted)
  }

  @Test("every free spin's window, pay, scatters and the spins left add up", arguments: 0..<40)
  func accounting(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let round = Self.feature.play(scatters: 5, using: &generator)
    let evaluator = PayEvaluator(paytable: PayMachines.video, drumCount: 3, rowCount: 3)
    #expect(round.awarded == 6 && round.scatters == 5 && round.multiplier == 3)
    var left = round.awarded
    for (index, spin) in round.spins.enumerated() {
      #expect(spin.number == index + 1)
      let window = SymbolWindow(strips: Self.feature.reels, stops: spin.stops)
      #expect(spin.window == window)
      #expect(spin.wins == evaluator.evaluate(window))
      #expect(spin.pay == 3 * spin.wins.total)
      let scatters = window.columns.reduce(0) { $0 + $1.filter { $0 == "S" }.count }
      #expect(spin.scatters == scatters)
      #expect(spin.awarded == Self.feature.spins(scatters: scatters))
      left += spin.awarded - 1
      #expect(spin.remaining == left)
    }
    #expect(left == 0 && !round.truncated)
    #expect(round.spins.count == round.awarded + round.retriggered)
    #expect(round.retriggers == round.spins.filter { $0.awarded > 0 }.count)
  }

  @Test("scatters below the lowest award play nothing; a limit cuts the round")
  func emptyAndCut() {
    var generator = SplitMix64(seed: 1)
    let none = Self.feature.play(scatters: 2, using: &generator)
    #expect(none.awarded == 0 && none.spins.isEmpty && !none.truncated && none.pay == 0)
    #expect(generator == SplitMix64(seed: 1))
    let cut = Self.feature.play(scatters: 5, using: &generator, limit: 2)
    #expect(cut.spins.count == 2 && cut.truncated && cut.spins[1].remaining > 0)
  }

  @Test("the round's generator is a fixed function of the spin's seed")
  func generatorSeed() {
    #expect(
      FreeSpinsRound.generatorSeed(spinSeed: 12) == FreeSpinsRound.generatorSeed(spinSeed: 12))
    #expect(
      FreeSpinsRound.generatorSeed(spinSeed: 12) != FreeSpinsRound.generatorSeed(spinSeed: 13))
    #expect(FreeSpinsRound.generatorSeed(spinSeed: 12) != 12)
  }
}
