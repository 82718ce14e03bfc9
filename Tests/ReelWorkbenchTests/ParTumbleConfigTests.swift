import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The shipped tumbling machine (`Configs/tumble.json`): the pay-only chain against the full
/// chain on many random stops, Monte Carlo playing each chain against the exact chain RTP,
/// the same tally for every `jobs`, and the chain bound.
@Suite struct ParTumbleConfigTests {
  /// The exact RTP with tumbles of `Configs/tumble.json`: every one of its 3,200,000 chains
  /// played by `reelsim par Configs/tumble.json` (release build; too slow for a debug test,
  /// so it is written here, and `TumblePayTests` checks the calculator against a brute
  /// force).
  static let exactRTP = 0.9698500296875

  static func tumbler() throws -> (ResolvedMachine, TumbleMachine) {
    let machine = try ConfigLoader.load(path: Repo.config("tumble"))
    let parameters = try #require(machine.tumble)
    let paytable = try #require(machine.paytable)
    return (machine, TumbleMachine(spec: machine.spec, paytable: paytable, parameters: parameters))
  }

  @Test func thePayOnlyChainEqualsTheChainOnRandomStops() throws {
    let (_, tumbler) = try Self.tumbler()
    var generator = SplitMix64(seed: 17)
    var workspace = TumbleWorkspace(for: tumbler.tumbler)
    var tumbled = 0
    for _ in 0..<3000 {
      let stops = tumbler.spec.drums.map { generator.uniform(below: $0.geometry.symbolCount) }
      let chain = tumbler.chain(stops: stops, startTick: 100)
      let pay = tumbler.tumbler.chainPay(stops: stops, workspace: &workspace)
      #expect(pay == chain.payOnly, "stops \(stops)")
      if pay.tumbles > 1 { tumbled += 1 }
    }
    #expect(tumbled > 100)
  }

  @Test(SlowTests.trait) func monteCarloIsNearTheExactChainRTPTheSameForEveryJobs() async throws {
    let (machine, tumbler) = try Self.tumbler()
    let paytable = try #require(machine.paytable)
    let spinner = try MonteCarloSpinner(
      spec: machine.spec, paytable: paytable, weights: machine.weights, freeSpins: nil,
      tumble: tumbler.parameters)
    let plan = MonteCarloPlan(spins: 400_000, seed: 5)
    let one = try await MonteCarloRun.tally(
      spinner, plan: plan, blocks: 0..<plan.blockCount, jobs: 1)
    let two = try await MonteCarloRun.tally(
      spinner, plan: plan, blocks: 0..<plan.blockCount, jobs: 2)
    #expect(one == two)
    var estimate = MonteCarloEstimate(
      tally: one, seed: 5, unit: spinner.unit, totalBet: paytable.totalBet)
    estimate.playedTumbles = true
    let standardError = estimate.standardDeviation / Double(estimate.spins).squareRoot()
    #expect(abs(estimate.rtp - Self.exactRTP) <= 4 * standardError, "\(estimate.rtp)")
    #expect(estimate.tumbleShare > 0.8 && estimate.cutChains > 0 && estimate.longestChain == 50)
    #expect(estimate.table(machine: "tumble", exact: nil).contains("tumbles per spin"))
  }

  @Test func theChainBoundIsCheckedBeforeAnyChain() throws {
    let (machine, _) = try Self.tumbler()
    let calculator = try #require(
      try ParRun.tumbleCalculator(for: machine, file: "tumble.json", estimate: "--monte-carlo"))
    #expect(calculator.chains == 3_200_000 && calculator.sliceCount == 20)
    #expect(calculator.unit.unitsPerCredit == 1000)
  }
}
