import Foundation
import Testing

@testable import ReelWorkbench

/// Parameter snapping (`min + k·step`, no binary noise, clamped to the range) and the ranking
/// of candidates (feasible first, then violation, then score, then the values).
@Suite struct TuningParameterTests {
  static let grids: [(min: String, max: String, step: String)] = [
    ("0.6", "1.6", "0.01"), ("0.15", "0.5", "0.01"), ("2000", "3200", "10"),
    ("10000", "40000", "100"), ("0.1", "0.4", "0.01"), ("-1", "1", "0.1"),
    ("0.001", "0.0021", "0.0001"), ("0", "3", "1"), ("0.1", "0.3", "0.1"),
  ]

  func parameter(_ min: Double, _ max: Double, step: Double) -> LoadedTuning.Parameter {
    LoadedTuning.Parameter(
      path: JSONPath("motion.firstStop"), min: min, max: max, step: step, baseValue: min)
  }

  /// The double nearest to the decimal `min + k·step`, computed in decimal arithmetic.
  func decimalGridPoint(_ min: String, _ step: String, _ k: Int) throws -> Double {
    let exact =
      try #require(Decimal(string: min)) + Decimal(k) * (try #require(Decimal(string: step)))
    return try #require(Double("\(exact)"))
  }

  @Test(arguments: grids)
  func everyGridPointIsMinPlusKStepWithoutBinaryNoise(min: String, max: String, step: String)
    throws
  {
    let low = try #require(Double(min))
    let high = try #require(Double(max))
    let width = try #require(Double(step))
    let p = parameter(low, high, step: width)
    let points = Int(((high - low) / width).rounded())
    for k in 0...points {
      let expected = try decimalGridPoint(min, step, k)
      #expect(p.value(at: Double(k) / Double(points)) == expected, "k = \(k)")
      #expect(p.value(at: p.unit(of: expected)) == expected, "k = \(k): unit(of:) round trip")
    }
    #expect(p.value(at: 0) == low)
    #expect(p.value(at: 1) == high)
  }

  @Test func unitsBetweenGridPointsSnapToTheNearest() {
    let p = parameter(0, 1, step: 0.1)
    #expect(p.value(at: 0.34) == 0.3)
    #expect(p.value(at: 0.36) == 0.4)
    #expect(p.value(at: 0.0499) == 0)
    #expect(p.value(at: 0.96) == 1)
    #expect("\(p.value(at: 0.7))" == "0.7")
  }

  @Test func unitsOutsideZeroToOneAreClampedToTheRange() {
    let p = parameter(2000, 3200, step: 10)
    #expect(p.value(at: -0.5) == 2000)
    #expect(p.value(at: -.infinity) == 2000)
    #expect(p.value(at: 1.5) == 3200)
    #expect(p.value(at: .infinity) == 3200)
    #expect(p.unit(of: 1000) == 0)
    #expect(p.unit(of: 5000) == 1)
    #expect(p.unit(of: 2600) == 0.5)
  }

  @Test func aMaximumOffTheGridGivesTheLastGridPointInside() {
    let p = parameter(0, 1, step: 0.4)
    #expect(p.value(at: 1) == 0.8)
    #expect(p.value(at: 0.95) == 0.8)
    #expect(p.value(at: 0.5) == 0.4)
    let q = parameter(2000, 3205, step: 10)
    #expect(q.value(at: 1) == 3200)
  }

  @Test func aMinimumWithMoreDecimalsThanTheStepKeepsThem() {
    let p = parameter(0.12345, 0.5, step: 0.1)
    #expect(p.value(at: 0) == 0.12345)
    for k in 0...3 {
      let value = p.value(at: Double(k) / 3.75)
      #expect(abs(value - (0.12345 + Double(k) * 0.1)) < 1e-12, "k = \(k)")
    }
    #expect(abs(p.value(at: 1) - 0.42345) < 1e-12)
    #expect(p.value(at: 1) <= 0.5)
  }

  @Test(arguments: [(0.6, 1.6, 0.01), (0, 1, 0.4), (0.12345, 0.5, 0.1), (1, 1e6, 7), (0, 5, 1)])
  func everyValueLiesInTheRangeOnTheGrid(min: Double, max: Double, step: Double) {
    let p = parameter(min, max, step: step)
    for index in 0...1000 {
      let value = p.value(at: Double(index) / 1000)
      #expect(value >= min && value <= max, "\(value)")
      let k = (value - min) / step
      #expect(abs(k - k.rounded()) < 1e-6, "\(value) is not min + k·step")
    }
  }

  // MARK: Ranking

  func candidate(
    _ values: [Double], invalid: String? = nil, violation: Double = 0, score: Double = 0
  ) -> Evaluation {
    Evaluation(
      values: values, invalid: invalid, constraints: [], objectives: [], violation: violation,
      score: score)
  }

  @Test func feasibleBeatsInfeasibleWhateverTheScore() {
    let feasible = candidate([1], score: 1e9)
    let infeasible = candidate([2], violation: 1e-9, score: 0)
    #expect(feasible.isFeasible && !infeasible.isFeasible)
    #expect(Evaluation.isBetter(feasible, than: infeasible))
    #expect(!Evaluation.isBetter(infeasible, than: feasible))
  }

  @Test func aValidConfigBeatsAnInvalidOne() {
    let invalid = candidate([1], invalid: "motion.overshoot: too long", violation: 0, score: 0)
    let broken = candidate([2], violation: 50, score: 50)
    #expect(!invalid.isFeasible)
    #expect(Evaluation.isBetter(broken, than: invalid))
    #expect(!Evaluation.isBetter(invalid, than: broken))
  }

  @Test func lessViolationBeatsMoreWhateverTheScore() {
    let less = candidate([1], violation: 0.5, score: 100)
    let more = candidate([0], violation: 0.6, score: 0)
    #expect(Evaluation.isBetter(less, than: more))
    #expect(!Evaluation.isBetter(more, than: less))
  }

  @Test func equalViolationRanksByScoreThenByValues() {
    #expect(Evaluation.isBetter(candidate([9], score: 1), than: candidate([1], score: 2)))
    #expect(Evaluation.isBetter(candidate([1, 5]), than: candidate([2, 0])))
    #expect(Evaluation.isBetter(candidate([1, 4]), than: candidate([1, 5])))
    let same = candidate([1, 2], violation: 0.1, score: 3)
    #expect(!Evaluation.isBetter(same, than: same))
  }

  @Test func sortingGivesTheSameRankingFromAnyOrder() {
    let ranked = [
      candidate([3], score: 0.1), candidate([1], score: 0.2), candidate([2], score: 0.2),
      candidate([0], violation: 0.1, score: 0), candidate([5], violation: 2, score: 0),
      candidate([4], invalid: "bad", violation: .infinity, score: .infinity),
    ]
    for rotation in 0..<ranked.count {
      let shuffled = Array(ranked[rotation...] + ranked[..<rotation]).reversed()
      #expect(shuffled.sorted(by: Evaluation.isBetter) == ranked, "rotation \(rotation)")
    }
  }

  /// Every tunable path finds its unit in the config description, so reports can say it.
  @Test(arguments: [
    ("motion.cruiseSpeed", "pt/s"), ("motion.settleTime", "s"), ("motion.overshoot", "pt"),
    ("motion.stopInterval", "s"), ("drums[2].motion.brakeTime", "s"),
    ("drums[0].stopTime", "s"), ("simulation.timeStep", "s"),
    ("motion.minimumRevolutions", "turns"), ("motion.noSuchField", ""),
  ])
  func aTunablePathFindsItsUnit(path: String, unit: String) {
    #expect(ConfigShape.machine.unit(at: JSONPath(path)) == unit)
  }

  /// Times print in ms on their grid (`0.16` s with a 0.01 s step is `160`, not
  /// `159.99999999999997`); other parameters print as they are.
  @Test func timeParametersPrintInMillisecondsOnTheirGrid() {
    var settle = parameter(0.15, 0.5, step: 0.01)
    settle.unit = "s"
    #expect(settle.shown(0.16) == "160")
    #expect(settle.shown(0.29) == "290")
    #expect(settle.shownStep == "10 ms")
    #expect(settle.heading == "motion.firstStop (ms)")
    var speed = parameter(2000, 3000, step: 50)
    speed.unit = "pt/s"
    #expect(speed.shown(2550) == "2550")
    #expect(speed.shownStep == "50 pt/s")
    #expect(speed.heading == "motion.firstStop")
  }
}
