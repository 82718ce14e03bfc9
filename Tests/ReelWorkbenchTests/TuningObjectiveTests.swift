import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The pieces added to the tuner for issue 19: maximised objectives, per-drum metrics,
/// statistics, the skill-stop rule, the Pareto front, restarts, active constraints and
/// sensitivities — each on a spec whose answer is derived in closed form.
@Suite struct TuningObjectiveTests {
  static let seeds: [UInt64] = Array(1...20)
  static let fewOutcomes =
    #""outcomes": {"mode": "sample", "count": 1, "extremes": false, "check": 0}"#

  /// The default machine's strips are 21 × 100 pt (L = 2100 pt), so `cruiseRpm = 60·V/2100
  /// = V/35`; `cruiseRpm ≤ 80` is `V ≤ 2800`, a point of the 10 pt/s grid from 1000. The
  /// fastest feasible cruise, `maximize peakSpeed` (the peak is the cruise speed for `wait`),
  /// is exactly 2800; a step more breaks the limit, so `cruiseRpm` is the active constraint.
  @Test(arguments: seeds)
  func theFastestCruiseUnderEightyRpmFromEverySeed(seed: UInt64) async throws {
    let (tuning, outcome) = try await TuningFixture.tune(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "motion.cruiseSpeed", "min": 1000, "max": 4000, "step": 10}],
        "constraints": [{"metric": "cruiseRpm", "max": 80}],
        "objectives": [{"metric": "peakSpeed", "maximize": true}], \#(Self.fewOutcomes)
        """#), budget: 30, seed: seed)
    #expect(outcome.best.values == [2800])
    #expect(outcome.isFeasible)
    let report = TuningReport(tuning: tuning, outcome: outcome)
    #expect(report.activeConstraints.map(\.constraint) == [0])
    #expect(report.activeConstraints.first?.moves == ["motion.cruiseSpeed +1 step"])
    // d(cruiseRpm)/dV = 1/35 rpm per pt/s: 10/35 per step; d(peakSpeed)/dV = 1: 10 per step.
    let rows = report.sensitivities
    #expect(abs(rows[0].perStep[0]! - 10.0 / 35) < 1e-9)
    #expect(abs(rows[1].perStep[0]! - 10) < 1e-9)
  }

  /// Drum 2 alone: `cruiseRpm` on drum 2 ≤ 60 is `V₂ ≤ 2100` (V/35 as above) while the other
  /// drums keep 2800 (80 rpm, which a machine-wide `cruiseRpm` would see); maximising drum
  /// 2's peak speed gives exactly 2100.
  @Test(arguments: seeds)
  func oneDrumAloneFromEverySeed(seed: UInt64) async throws {
    let (_, outcome) = try await TuningFixture.tune(
      TuningSpecs.onDefault(
        #"""
        "parameters": [
          {"path": "drums[2].motion.cruiseSpeed", "min": 1000, "max": 4000, "step": 10}],
        "constraints": [{"metric": "cruiseRpm", "drum": 2, "max": 60}],
        "objectives": [{"metric": "peakSpeed", "drum": 2, "maximize": true}],
        \#(Self.fewOutcomes)
        """#), budget: 30, seed: seed)
    #expect(outcome.best.values == [2100])
    #expect(outcome.isFeasible)
    #expect(outcome.best.constraints[0].worst == 60)
  }

  /// The skill-stop rule on the default machine with a linear brake (V = 2800 pt/s,
  /// h = 100 pt, dt = 1/240 s). A press stops on a whole symbol at a distance `d` with
  /// `V²/(2D) ≤ d ≤ 4h` and rests on the first tick at or after the curve's end `2d/V`;
  /// `≤ 190 ms` allows 45 ticks, so `d ≤ V·0.1875/2 = 262.5` pt. Every press moment has such a
  /// stop when `[V²/(2D), 262.5]` is at least a symbol long: `D ≥ 3 920 000/162.5 ≈ 24 123`.
  /// Press moments advance 35/3 pt a tick, so over a revolution the phases are 5/3 pt apart:
  /// a window shorter than a symbol by more than 5/3 pt always misses one. On the grid 21 000,
  /// 23 000, …: 23 000 leaves a window 7.9 pt short (fails), 25 000 a window of 105.7 pt
  /// (passes). The gentlest feasible brake is exactly 25 000.
  @Test func theGentlestBrakeThatMeetsTheSkillStopRule() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var config = try String(contentsOfFile: Repo.config("default"), encoding: .utf8)
    // The base brakes at 30 000 (the default's 24 000 sits in the ambiguous window).
    config = config.replacingOccurrences(of: #""profile": "cubic""#, with: #""profile": "linear""#)
      .replacingOccurrences(of: #""maxDeceleration": 24000"#, with: #""maxDeceleration": 30000"#)
    let base = folder.appendingPathComponent("linear.json").path
    try config.write(toFile: base, atomically: true, encoding: .utf8)
    let (_, outcome) = try await TuningFixture.tune(
      #"""
      {"base": "\#(base)",
       "parameters": [{"path": "motion.maxDeceleration", "min": 21000, "max": 39000, "step": 2000}],
       "constraints": [{"metric": "skillStopTime", "max": 0.19}, {"metric": "skillStopSlide", "max": 4}],
       "objectives": [{"metric": "peakDeceleration", "minimize": true}], \#(Self.fewOutcomes)}
      """#, budget: 20)
    #expect(outcome.best.values == [25000])
    #expect(outcome.isFeasible)
    #expect(outcome.stop == .gridExhausted)
    let failing = try #require(outcome.history.first { $0.evaluation.values == [23000] })
    #expect(!failing.evaluation.constraints[0].holds)
    #expect(failing.evaluation.constraints[1].holds)
  }

  /// The default machine (cubic, D = 24 000) cannot meet 190 ms: the cubic curve covers
  /// `V·t/3` in time t, so 190 ms reach at most 177 pt, less than its braking distance
  /// `2V²/(3D) ≈ 218` pt; the nearest stop the deceleration allows takes at most
  /// `3·(218 + 100)/V ≈ 341` ms (measured 341.7 ms) and slides at most 3.18 symbols. The
  /// studio's badge reads the same probe.
  @Test func theDefaultMachineBreaksTheTimeLimitNotTheSlide() throws {
    let machine = try ConfigLoader.load(path: Repo.config("default"))
    let probe = SkillStopProbe(spec: machine.spec)
    #expect(!probe.meetsRule)
    #expect(probe.time() > 0.3 && probe.time() < 0.35)
    #expect(probe.slide() > 2 && probe.slide() <= 3.2)
    #expect(probe.drums.allSatisfy { $0.presses == 180 })  // 2100 pt at 2800 pt/s, 240 Hz
  }

  /// Nearest-rank percentiles of 1 … 10: p50 = sorted[⌈5⌉ − 1] = 5, p90 = 9, p95 = sorted[⌈9.5⌉ − 1]
  /// = 10, p1 = 1; the mean is 5.5.
  @Test func statistics() {
    let values = (1...10).reversed().map(Double.init)
    #expect(TuningStatistic.p50.of(values) == 5)
    #expect(TuningStatistic.p90.of(values) == 9)
    #expect(TuningStatistic.p95.of(values) == 10)
    #expect(TuningStatistic.p1.of(values) == 1)
    #expect(TuningStatistic.mean.of(values) == 5.5)
    #expect(TuningStatistic.min.of(values) == 1)
  }

  /// Losses (smaller better): (1, 4), (2, 2), (4, 1) trade off; (3, 3) is beaten by (2, 2),
  /// (4, 4) by all; a copy of (2, 2) is kept (another candidate with the same trade-off).
  @Test func theFrontOfHandPickedPoints() {
    let losses: [[Double]] = [[3, 3], [4, 1], [1, 4], [4, 4], [2, 2], [2, 2]]
    #expect(ParetoFront.indices(of: losses) == [2, 4, 5, 1])
  }

  /// `maximise peakSpeed` and `minimise cruiseRpm` pull the same parameter (V) opposite
  /// ways, and D changes neither: every evaluated (V, D) is on the front — all 5 × 3 grid
  /// points and the base. `minimise peakSpeed` with `minimise cruiseRpm` agree: the front is
  /// the three points at the slowest V = 2000 (D changes nothing, so they tie).
  @Test func theFrontOfConflictingAndAgreeingObjectives() async throws {
    let parameters = #"""
      "parameters": [{"path": "motion.cruiseSpeed", "min": 2000, "max": 2800, "step": 200},
        {"path": "motion.maxDeceleration", "min": 20000, "max": 30000, "step": 5000}],
      \#(Self.fewOutcomes),
      """#
    let (_, conflicting) = try await TuningFixture.tune(
      TuningSpecs.onDefault(
        parameters
          + #""objectives": [{"metric": "peakSpeed", "maximize": true}, {"metric": "cruiseRpm", "minimize": true}]"#
      ), budget: 40)
    #expect(conflicting.front.count == 16)
    #expect(Set(conflicting.front) == Set(conflicting.history.indices))
    let (_, agreeing) = try await TuningFixture.tune(
      TuningSpecs.onDefault(
        parameters
          + #""objectives": [{"metric": "peakSpeed", "minimize": true}, {"metric": "cruiseRpm", "minimize": true}]"#
      ), budget: 40)
    let front = agreeing.front.map { agreeing.history[$0].evaluation.values }
    #expect(front == [[2000, 20000], [2000, 25000], [2000, 30000]])
  }

  /// Three restarts of the 60 rpm spec (answer V = 2100, see ``TuningSeedTests``) all find
  /// 2100: they agree, and each used the whole budget.
  @Test func restartsThatAgree() async throws {
    let tuning = try TuningFixture.load(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "motion.cruiseSpeed", "min": 1000, "max": 4000, "step": 10}],
        "objectives": [{"metric": "cruiseRpm", "target": 60}], \#(Self.fewOutcomes)
        """#))
    let outcome = try await TuningSearch(
      tuning: tuning, seed: 5, budget: 30, jobs: 2, restarts: 3
    ).run()
    #expect(outcome.restarts.map(\.seed) == [5, 6, 7])
    #expect(outcome.restarts.allSatisfy { $0.best.values == [2100] && $0.evaluations == 30 })
    let report = TuningReport(tuning: tuning, outcome: outcome)
    #expect(
      report.restartAgreement == "the 3 restarts agree (every parameter within one grid step)")
    #expect(report.text.contains("restarts: the 3 restarts agree"))
  }
}

/// An infeasible spec names exactly the constraints it breaks.
@Suite struct TuningInfeasibleTests {
  /// The default machine's cubic brake covers `V·t/3` in t, so a press rests within 190 ms
  /// only on stops closer than `2800·0.19/3 ≈ 177` pt; every press moment has one only if
  /// `177 − 2V²/(3D) ≥ 100` pt, `D ≥ 67 879` pt/s² — beyond the range 20 000 … 40 000. The
  /// skill-stop time is broken whatever D is; the slide (≤ 4 symbols) and `cruiseRpm ≤ 80`
  /// hold everywhere: the report marks exactly the one constraint BROKEN.
  @Test func onlyTheSkillStopTimeIsBroken() async throws {
    let (tuning, outcome) = try await TuningFixture.tune(
      TuningSpecs.onDefault(
        #"""
        "parameters": [{"path": "motion.maxDeceleration", "min": 20000, "max": 40000, "step": 500}],
        "constraints": [{"metric": "skillStopTime", "max": 0.19},
          {"metric": "skillStopSlide", "max": 4}, {"metric": "cruiseRpm", "max": 80}],
        "objectives": [{"metric": "peakDeceleration", "minimize": true}],
        \#(TuningObjectiveTests.fewOutcomes)
        """#), budget: 20)
    #expect(!outcome.isFeasible)
    #expect(outcome.best.constraints.map(\.holds) == [false, true, true])
    let report = TuningReport(tuning: tuning, outcome: outcome)
    let broken = report.text.split(separator: "\n").filter { $0.hasSuffix("BROKEN") }
    #expect(broken.count == 1)
    #expect(broken.first?.hasPrefix("skillStopTime ≤ 0.19 s") == true)
    #expect(report.activeConstraints.map(\.constraint) == [0])
  }
}
