import TestTiers
import Testing

@testable import ReelKit

/// The free-spins feature: its exact figures against an independent computation that never
/// uses the closed form `g = μ/(1 − r)`: the moments of a feature with `k` spins left,
/// iterated to their fixed point over `k = 0 … K` from every window paid by the window
/// evaluator, and the Monte Carlo game that plays the feature for real.
@Suite("free spins: exact value of a retriggerable feature")
struct FreeSpinsTests {
  static let base = PayMachines.spec(
    PayMachines.randomStrips(drums: 3, length: 6, seed: 7), rows: 3)
  static let featureSpec = PayMachines.spec(
    PayMachines.randomStrips(drums: 3, length: 5, seed: 11), rows: 3)
  static let feature = FreeSpinsFeature(
    awards: [
      FreeSpinAward(count: 3, spins: 1), FreeSpinAward(count: 4, spins: 3),
      FreeSpinAward(count: 5, spins: 6),
    ],
    multiplier: 3, retriggers: true, spec: featureSpec, paytable: PayMachines.video, weights: nil)

  /// Every window of `spec` with its probability, pay (× `multiplier`) and scatter count.
  static func windows(_ spec: MachineSpec, multiplier: Double) -> [(p: Double, pay: Double, n: Int)]
  {
    let evaluator = PayEvaluator(paytable: PayMachines.video, drumCount: 3, rowCount: 3)
    let combinations = PayMachines.combinations(spec)
    return combinations.map { stops in
      let window = SymbolWindow(spec: spec, stops: stops)
      let scatters = (0..<3).reduce(0) { sum, drum in
        sum + spec.drums[drum].geometry.window(restingAt: stops[drum]).filter { $0 == "S" }.count
      }
      return (
        1 / Double(combinations.count), multiplier * evaluator.evaluate(window).total, scatters
      )
    }
  }

  /// `(E[F_k], E[F_k²], E[T_k])` for `k` spins left, iterated to the fixed point.
  static func iterated() -> (value: [Double], squares: [Double], spins: [Double]) {
    let size = 200
    let spins = windows(featureSpec, multiplier: 3)
    var value = [Double](repeating: 0, count: size)
    var squares = value
    var played = value
    for _ in 0..<2000 {
      for k in 1..<size {
        var v = 0.0
        var s = 0.0
        var t = 0.0
        for spin in spins {
          let next = min(size - 1, k - 1 + feature.spins(scatters: spin.n))
          v += spin.p * (spin.pay + value[next])
          s += spin.p * (spin.pay * spin.pay + 2 * spin.pay * value[next] + squares[next])
          t += spin.p * (1 + played[next])
        }
        value[k] = v
        squares[k] = s
        played[k] = t
      }
    }
    return (value, squares, played)
  }

  static func sheets() throws -> (base: ParSheet, feature: ParSheet) {
    var base = try ParCalculator(spec: base, paytable: PayMachines.video, weights: nil)
    base.tracksScatterCounts = true
    var feature = try ParCalculator(spec: featureSpec, paytable: PayMachines.video, weights: nil)
    feature.tracksScatterCounts = true
    return (base.sheet(), feature.sheet())
  }

  @Test("RTP, variance, trigger and spins played agree with the iterated game", SlowTests.trait)
  func exactAgainstIteration() throws {
    let (base, featureSheet) = try Self.sheets()
    let sheet = try FreeSpinsSheet(base: base, feature: featureSheet, freeSpins: Self.feature)
    // r = 0.32·1 + 0.12·3 = 0.68 (the feature strips show 3 scatters in 32 % of spins, 4 in 12 %).
    #expect(abs(sheet.retriggersPerSpin - 0.68) < 1e-12)
    let (value, squares, played) = Self.iterated()
    var mean = 0.0
    var meanSquare = 0.0
    var triggers = 0.0
    var spinsPlayed = 0.0
    var featureMean = 0.0
    for spin in Self.windows(Self.base, multiplier: 1) {
      let awarded = Self.feature.spins(scatters: spin.n)
      mean += spin.p * (spin.pay + value[awarded])
      featureMean += spin.p * value[awarded]
      meanSquare +=
        spin.p * (spin.pay * spin.pay + 2 * spin.pay * value[awarded] + squares[awarded])
      if awarded > 0 {
        triggers += spin.p
        spinsPlayed += spin.p * played[awarded]
      }
    }
    var withFeature = base
    withFeature.freeSpins = sheet
    let bet = base.totalBet
    #expect(abs(sheet.triggerFrequency - triggers) < 1e-12)
    #expect(abs(sheet.featureRTP - featureMean / bet) < 1e-9)
    #expect(abs(withFeature.totalRTP - mean / bet) < 1e-9)
    #expect(abs(sheet.spinsPlayedPerTrigger - spinsPlayed / triggers) < 1e-9)
    let variance = meanSquare / (bet * bet) - (mean / bet) * (mean / bet)
    #expect(abs(withFeature.totalVariance - variance) < 1e-8 * variance)
    let parts = withFeature.rtpParts
    #expect(parts.map(\.name) == ["line wins", "scatter wins", "free spins"])
    #expect(parts.map(\.isFeature) == [false, false, true])
    #expect(abs(parts.reduce(0) { $0 + $1.rtp } - withFeature.totalRTP) < 1e-12)
    // A share is the part's contribution over the total, not the contribution itself.
    #expect(parts[2].rtp == sheet.featureRTP)
    #expect(abs(parts[2].share(of: withFeature.totalRTP) - withFeature.freeSpinsShare) < 1e-15)
    #expect(abs(withFeature.freeSpinsShare - sheet.featureRTP / withFeature.totalRTP) < 1e-15)
    // With free spins, the top award is the base game's and says so.
    if case .baseGameOnly = withFeature.topAward.scope {
    } else {
      Issue.record("the top award of a free-spins machine counts the base game only")
    }
  }

  @Test("without retriggers a feature is worth N free spins: r = 0")
  func noRetriggers() throws {
    var feature = Self.feature
    feature.retriggers = false
    let (base, featureSheet) = try Self.sheets()
    let sheet = try FreeSpinsSheet(base: base, feature: featureSheet, freeSpins: feature)
    #expect(sheet.retriggersPerSpin == 0)
    #expect(sheet.spinsPlayedPerTrigger == sheet.spinsPerTrigger)
    #expect(abs(sheet.spinValue - 3 * featureSheet.expectedPay) < 1e-12)
    #expect(feature.expectedRetriggers() == 0)
  }

  @Test("a feature whose retriggers award one spin or more per spin is refused")
  func neverEnding() throws {
    var feature = Self.feature
    feature.awards = [FreeSpinAward(count: 1, spins: 10)]
    let (base, featureSheet) = try Self.sheets()
    #expect(feature.expectedRetriggers() >= 1)
    #expect(throws: FreeSpinsError.self) {
      try FreeSpinsSheet(base: base, feature: featureSheet, freeSpins: feature)
    }
    #expect(
      FreeSpinsError(retriggersPerSpin: 1.5).description.hasPrefix(
        "retriggers award 1.5 free spins per free spin on average: the feature would never end"))
  }

  @Test("the expected retriggers of the feature equal the exact sheet's r")
  func retriggersFromProbabilities() throws {
    let (base, featureSheet) = try Self.sheets()
    let sheet = try FreeSpinsSheet(base: base, feature: featureSheet, freeSpins: Self.feature)
    #expect(abs(Self.feature.expectedRetriggers() - sheet.retriggersPerSpin) < 1e-12)
  }

  @Test("an award is the entry with the highest count at most the scatters")
  func awards() {
    #expect(Self.feature.spins(scatters: 2) == 0)
    #expect(Self.feature.spins(scatters: 3) == 1)
    #expect(Self.feature.spins(scatters: 4) == 3)
    #expect(Self.feature.spins(scatters: 5) == 6)
    #expect(Self.feature.spins(scatters: 9) == 6)
  }

  @Test(
    "Monte Carlo plays the feature and its 99 % interval holds the exact total RTP",
    SlowTests.trait)
  func monteCarloAgrees() throws {
    let (base, featureSheet) = try Self.sheets()
    var sheet = base
    sheet.freeSpins = try FreeSpinsSheet(base: base, feature: featureSheet, freeSpins: Self.feature)
    let estimate = MonteCarloEstimate(
      spec: Self.base, paytable: PayMachines.video, weights: nil, spins: 200_000, seed: 5,
      freeSpins: Self.feature)
    #expect(estimate.containsRTP(sheet.totalRTP))
    #expect(estimate.containsHitFrequency(sheet.hitFrequency))
    #expect(estimate.triggers > 0 && estimate.truncatedFeatures == 0)
    let triggerRate = Double(estimate.triggers) / 200_000
    let p = sheet.freeSpins?.triggerFrequency ?? 0
    #expect(abs(triggerRate - p) < 4 * (p * (1 - p) / 200_000).squareRoot())
    // Without the feature the same seed gives a lower RTP, outside the interval.
    let plain = MonteCarloEstimate(
      spec: Self.base, paytable: PayMachines.video, weights: nil, spins: 200_000, seed: 5)
    #expect(!plain.containsRTP(sheet.totalRTP))
    #expect(plain.triggers == 0 && plain.featureRTP == 0)
  }
}
