import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Free-spins machines valued by the closed form: the shipped 243-ways machine gives the
/// enumeration's figures; the shipped virtual-reel machine with a feature
/// (`Configs/virtual-reels-5x256-free-spins.json`, both games beyond the window bound) has an
/// exact sheet that Monte Carlo play agrees with; and each game takes the method that applies
/// to its own drums.
@Suite struct ParClosedFormFreeSpinsTests {
  static let big = "virtual-reels-5x256-free-spins"

  static func close(_ a: Double, _ b: Double) -> Bool { ParClosedFormShippedTests.close(a, b) }

  /// The feature figures of two sheets of one machine agree (counts exactly).
  static func expectSameFeature(
    _ a: FreeSpinsSheet, _ b: FreeSpinsSheet, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      a.triggerHits == b.triggerHits && a.baseCycle == b.baseCycle
        && a.featureCycle == b.featureCycle, sourceLocation: sourceLocation)
    for (x, y) in [
      (a.spinsPerTrigger, b.spinsPerTrigger), (a.retriggersPerSpin, b.retriggersPerSpin),
      (a.featureSpinRTP, b.featureSpinRTP), (a.spinValue, b.spinValue),
      (a.awardedSpinValue, b.awardedSpinValue), (a.featureRTP, b.featureRTP),
      (a.totalSquares, b.totalSquares),
    ] {
      #expect(close(x, y), "\(x) vs \(y)", sourceLocation: sourceLocation)
    }
  }

  @Test func theWaysMachinesFeatureByTheClosedFormEqualsTheEnumeration() async throws {
    let name = "ways-243-free-spins"
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let enumerated = try await ParRun.sheet(
      try ParRun.calculator(for: machine, file: name, method: .enumerate), of: machine,
      method: .enumerate, jobs: 2, file: name)
    let closed = try await ParRun.sheet(
      try ParRun.calculator(for: machine, file: name, method: .closedForm), of: machine,
      method: .closedForm, jobs: 2, file: name)
    #expect(closed.method == .closedForm && enumerated.method == .enumeration)
    #expect(closed.scatterCounts == enumerated.scatterCounts)
    #expect(closed.scatterCountReturned.count == 16)
    for (a, b) in zip(closed.scatterCountReturned, enumerated.scatterCountReturned) {
      #expect(Self.close(a, b), "\(a) vs \(b)")
    }
    Self.expectSameFeature(
      try #require(closed.freeSpins), try #require(enumerated.freeSpins))
    #expect(formatFixed(closed.totalRTP, decimals: 6) == "0.941889")
    #expect(Self.close(closed.totalVariance, enumerated.totalVariance))
  }

  @Test(SlowTests.trait)
  func theVirtualReelFreeSpinsMachineHasAnExactSheetThatMonteCarloAgreesWith()
    async throws
  {
    let machine = try ConfigLoader.load(path: Repo.config(Self.big))
    let feature = try #require(machine.freeSpins)
    #expect(throws: ConfigError.self) {
      try ParRun.calculator(for: machine, file: Self.big, method: .enumerate)
    }
    let calculator = try ParRun.calculator(for: machine, file: Self.big, method: .auto)
    #expect(!calculator.enumerating)
    let sheet = try await ParRun.sheet(
      calculator, of: machine, method: .auto, jobs: 2, file: Self.big)
    let freeSpins = try #require(sheet.freeSpins)
    #expect(sheet.method == .closedForm && sheet.cycle == 1_099_511_627_776)
    #expect(freeSpins.featureCycle == 1_099_511_627_776)
    #expect(sheet.scatterCounts.reduce(0, +) == sheet.cycle)
    #expect(Self.close(sheet.scatterCountReturned.reduce(0, +), sheet.returnPerCycle))
    // The figures Docs/par.md and README quote.
    #expect(freeSpins.triggerHits == 5_305_775_904)
    #expect(formatFixed(sheet.rtp, decimals: 6) == "0.771712")
    #expect(formatFixed(freeSpins.featureRTP, decimals: 6) == "0.196155")
    #expect(formatFixed(sheet.totalRTP, decimals: 6) == "0.967867")
    #expect(formatFixed(freeSpins.retriggersPerSpin, decimals: 6) == "0.066408")
    #expect(formatFixed(freeSpins.spinsPlayedPerTrigger, decimals: 6) == "13.136190")
    #expect(formatFixed(sheet.totalStandardDeviation, decimals: 6) == "4.640553")
    #expect(freeSpins.retriggersPerSpin < 1 && sheet.totalRTP > 0.94 && sheet.totalRTP < 0.97)
    // Monte Carlo plays the feature for real: within 4 standard errors of the exact total.
    let estimate = MonteCarloEstimate(
      spec: machine.spec, paytable: try #require(machine.paytable), weights: machine.weights,
      spins: 200_000, seed: machine.seed, freeSpins: feature)
    let rtpError = (estimate.rtpHigh - estimate.rtpLow) / (2 * MonteCarloEstimate.z)
    #expect(
      abs(estimate.rtp - sheet.totalRTP) <= 4 * rtpError, "\(estimate) vs \(sheet.totalRTP)")
    #expect(estimate.triggers > 0)

    // A small base game (the first 12 stops of each strip, unweighted) is enumerated, the
    // same feature still beyond the bound by the closed form: the feature's figures are the
    // same numbers.
    var small = machine
    for drum in small.spec.drums.indices {
      small.spec.drums[drum].geometry.strip = Array(
        small.spec.drums[drum].geometry.strip.prefix(12))
      small.spec.drums[drum].startIndex = 0
    }
    small.weights = nil
    let smallCalculator = try ParRun.calculator(for: small, file: Self.big, method: .auto)
    #expect(smallCalculator.enumerating)
    let smallSheet = try await ParRun.sheet(
      smallCalculator, of: small, method: .auto, jobs: 2, file: Self.big)
    #expect(smallSheet.method == .enumeration && smallSheet.cycle == 248_832)
    let smallFeature = try #require(smallSheet.freeSpins)
    #expect(smallFeature.featureCycle == freeSpins.featureCycle)
    #expect(smallFeature.retriggersPerSpin == freeSpins.retriggersPerSpin)
    #expect(smallFeature.spinValue == freeSpins.spinValue)
    #expect(smallFeature.awardedSpinValue == freeSpins.awardedSpinValue)
    // `enumerate` refuses the feature's drums, at the feature's strips.
    do {
      _ = try await ParRun.sheet(
        try ParRun.calculator(for: small, file: Self.big, method: .enumerate), of: small,
        method: .enumerate, jobs: 2, file: Self.big, estimate: "--monte-carlo")
      Issue.record("enumerate valued a feature beyond the window bound")
    } catch {
      #expect(
        error.lines == [
          "paytable.freeSpins.strips: 20259724800 distinct windows are too many to enumerate "
            + "(allowed: at most 4000000000; use --monte-carlo)"
        ])
    }

    // The reverse: the big base game by the closed form, a small feature enumerated.
    var smallFeatureMachine = machine
    var reduced = feature
    for drum in reduced.reels.reels.indices {
      reduced.reels.reels[drum].strip = Array(reduced.reels.reels[drum].strip.prefix(12))
    }
    reduced.weights = nil
    smallFeatureMachine.freeSpins = reduced
    let reverse = try await ParRun.sheet(
      calculator, of: smallFeatureMachine, method: .auto, jobs: 2, file: Self.big)
    #expect(reverse.method == .closedForm && reverse.rtp == sheet.rtp)
    let reverseFeature = try #require(reverse.freeSpins)
    #expect(reverseFeature.featureCycle == 248_832)
    #expect(reverseFeature.triggerHits == freeSpins.triggerHits)
  }
}
