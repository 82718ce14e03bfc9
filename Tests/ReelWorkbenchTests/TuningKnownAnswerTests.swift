import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Tuning problems whose answer can be worked out by hand: the search must find it to within
/// the stated tolerance, with a small budget.
@Suite struct TuningKnownAnswerTests {
  /// (a) 60 rpm on 21 symbols × 100 pt (L = 2100 pt) is V = 60·L/60 = 2100 pt/s. On a
  /// 10 pt/s grid from 1000 the answer is a grid point; tolerance: one step.
  @Test func cruiseSpeedForSixtyRpmIsOneStripLengthPerSecond() async throws {
    let (tuning, outcome) = try await TuningFixture.tune(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "motion.cruiseSpeed", "min": 1000, "max": 4000, "step": 10}],
        "objectives": [{"metric": "cruiseRpm", "target": 60}],
        "outcomes": {"mode": "sample", "count": 2}
        """#))
    let stripLength = try #require(tuning.base.spec.drums.first?.geometry.stripLength)
    #expect(stripLength == 2100)
    let expected = 60 * stripLength / 60
    let found = try #require(outcome.best.values.first)
    #expect(abs(found - expected) <= 10, "found \(found) pt/s, expected \(expected)")
    #expect(outcome.best.isFeasible)
    #expect(abs(outcome.best.objectives[0] - 60) <= 60 * 10 / stripLength)
    #expect(outcome.base.objectives == [80])  // the default 2800 pt/s
    #expect(outcome.evaluations <= 40)
  }

  /// (d) A whole-number parameter: one drum with a 1-symbol strip of L = 1000 pt, `linear`,
  /// `stretch` (the machine of (c)). With `minimumRevolutions` N the stop is requested once
  /// N turns are done, at a travel just past N·L (less than a turn, as V·dt ≪ L), and the
  /// drum stretches to the next landing, (N + 1)·L: it makes N + 1 revolutions. So 6
  /// revolutions need N = 5, on the whole numbers 0 … 20. Exact: no tolerance.
  @Test func minimumRevolutionsForSixTurnsIsFive() async throws {
    let (tuning, outcome) = try await TuningFixture.tune(
      #"""
      {"base": \#(TuningFixture.oneDrum(strip: 1, height: 1000, motion: Self.stretchMotion)),
       "parameters": [{"path": "motion.minimumRevolutions", "min": 0, "max": 20}],
       "objectives": [{"metric": "revolutions", "target": 6}], "outcomes": {"mode": "all"}}
      """#)
    #expect(tuning.parameters.first?.isWholeNumber == true)
    #expect(outcome.best.values == [5])
    #expect(outcome.best.invalid == nil)
    #expect(outcome.best.objectives == [6])
    #expect(outcome.base.objectives == [1])  // minimumRevolutions 0: one turn
    #expect(outcome.best.isFeasible)
  }

  /// (b) A linear brake decelerates at exactly d on every whole tick of braking (a tick that
  /// is partly coasting or partly at rest shows less), so the per-tick peak deceleration of a
  /// `linear` + `wait` spin is d, and the d for a peak of 20000 pt/s² is 20000. Tolerance:
  /// one step (100 pt/s²).
  @Test func maxDecelerationForALinearPeakIsThePeak() async throws {
    let base = TuningFixture.oneDrum(
      strip: 10, rows: 3, motion: #""profile": "linear", "strategy": "wait""#)
    let (_, outcome) = try await TuningFixture.tune(
      #"""
      {"base": \#(base),
       "parameters": [{"path": "motion.maxDeceleration", "min": 5000, "max": 50000, "step": 100}],
       "objectives": [{"metric": "peakDeceleration", "target": 20000}]}
      """#)
    let found = try #require(outcome.best.values.first)
    #expect(abs(found - 20000) <= 100, "found \(found) pt/s²")
    #expect(abs(outcome.best.objectives[0] - 20000) <= 100)
    #expect(outcome.best.isFeasible)
  }

  /// The premise of (b): measured on every outcome, the peak equals d to 1e-9 relative.
  @Test(arguments: [7000.0, 20000, 31000])
  func linearWaitBrakesAtExactlyTheMaximumDeceleration(d: Double) throws {
    let base = TuningFixture.oneDrum(
      strip: 10, rows: 3, motion: #""profile": "linear", "strategy": "wait""#)
    let tuning = try TuningFixture.load(
      #"""
      {"base": \#(base),
       "parameters": [{"path": "motion.maxDeceleration", "min": 5000, "max": 50000}],
       "constraints": [{"metric": "unstopped", "max": 0}], "outcomes": {"mode": "all"}}
      """#)
    let machine = try tuning.machine(with: [d]).get()
    #expect(machine.spec.drums[0].motion.maxDeceleration == d)
    #expect(tuning.outcomes.count == 10)
    for result in try TuningFixture.spins(of: machine.spec, outcomes: tuning.outcomes) {
      let peak = SpinMetric.peakDeceleration.value(of: result, spec: machine.spec)
      #expect(abs(peak - d) <= d * 1e-9, "targets \(result.targets): \(peak)")
    }
  }

  /// (c) One drum with a 1-symbol strip of h pt (every multiple of h is a landing), rows 1,
  /// `linear`, `stretch`, minimumRevolutions 0, acceleration and maxDeceleration 1e8 pt/s²,
  /// first stop 0. The spin-up takes one tick (V < a·dt), so the drum cruises at tick 1 with
  /// travel V·dt/2 and the stop is requested then. The nominal distance V²/(2d) is far below
  /// h, so it stretches to the first landing X = h: D = h − V·dt/2 and T = 2D/V = 2h/V − dt.
  /// It lands at dt + T = 2h/V and settles on the tick at or after that:
  /// spinTime = ⌈2h/(V·dt)⌉·dt.
  func expectedSpinTime(speed: Double, height: Double, dt: Double) -> Double {
    (2 * height / (speed * dt)).rounded(.up) * dt
  }

  static let stretchMotion =
    #""profile": "linear", "strategy": "stretch", "minimumRevolutions": 0, "#
    + #""acceleration": 1e8, "maxDeceleration": 1e8, "firstStop": 0"#

  @Test(arguments: [1000.0, 1333, 2000, 2008, 2009, 3700])
  func oneSymbolStretchSpinTimeIsTwiceTheHeightOverTheSpeed(speed: Double) throws {
    let tuning = try TuningFixture.load(
      #"""
      {"base": \#(TuningFixture.oneDrum(strip: 1, height: 1000, motion: Self.stretchMotion)),
       "parameters": [{"path": "motion.cruiseSpeed", "min": 1000, "max": 4000}],
       "objectives": [{"metric": "spinTime", "target": 1}]}
      """#)
    let machine = try tuning.machine(with: [speed]).get()
    let dt = machine.spec.clock.timeStep
    let result = try #require(try TuningFixture.spins(of: machine.spec, outcomes: [[0]]).first)
    #expect(result.drums[0].stopRequestTick == 1)
    #expect(result.drums[0].method == .stretch)
    let spinTime = SpinMetric.spinTime.value(of: result, spec: machine.spec)
    #expect(abs(spinTime - expectedSpinTime(speed: speed, height: 1000, dt: dt)) < 1e-9)
  }

  /// (c) solved: for S = 1 s and h = 1000 pt, V = 2h/S = 2000 pt/s; every V with
  /// ⌈2h/(V·dt)⌉ = 240 ticks, V ∈ [2000, 2000·240/239 ≈ 2008.4], settles at exactly 1 s.
  /// Tolerance: that tick interval widened by one step (1 pt/s) on each side.
  @Test func cruiseSpeedForAOneSecondSpinOnOneSymbol() async throws {
    let (tuning, outcome) = try await TuningFixture.tune(
      #"""
      {"base": \#(TuningFixture.oneDrum(strip: 1, height: 1000, motion: Self.stretchMotion)),
       "parameters": [{"path": "motion.cruiseSpeed", "min": 1000, "max": 4000, "step": 1}],
       "objectives": [{"metric": "spinTime", "target": 1}], "outcomes": {"mode": "all"}}
      """#)
    #expect(tuning.outcomes == [[0]])
    let dt = tuning.base.spec.clock.timeStep
    let low = 2 * 1000 / 1.0
    let high = 2 * 1000 / (1.0 - dt)
    let found = try #require(outcome.best.values.first)
    #expect(found >= low - 1 && found <= high + 1, "found \(found), expected \(low) ... \(high)")
    #expect(abs(outcome.best.objectives[0] - 1) < 1e-9)
    #expect(
      abs(outcome.base.objectives[0] - expectedSpinTime(speed: 2800, height: 1000, dt: dt)) < 1e-9)
  }
}
