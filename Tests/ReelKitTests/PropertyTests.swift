import PropertyBased
import ReelKit
import Testing

/// Properties of random valid machines (``RandomMachines``): 1 … 5 drums, strips of 1 … 40
/// symbols of 10 … 300 pt, every planned profile and strategy, wind-back on and off, any start
/// index, start delay, stop time, time step and target. A failure prints the machine and the
/// seed to reproduce it with `.fixedSeed(…)`.
@Suite("Properties of random machines", .timeLimit(.minutes(60)))
struct PropertyTests {
  /// Planned machines land exactly on every target, never brake harder than their limit,
  /// finish before a generous watchdog, and the summary-only run equals the stepped one.
  @Test func plannedMachinesLandExactlyWithinTheirLimits() async {
    await propertyCheck(count: 200, input: RandomMachines.planned) { spin in
      let stepped: SpinResult
      do {
        stepped = try await SpinRunner(spec: spin.spec, targets: spin.targets, recordsTrace: true)
          .run()
      } catch {
        Issue.record("the spin did not finish: \(error)\n\(spin)")
        return
      }
      if let failure = stepped.failure {
        Issue.record("the spin did not finish: \(failure)\n\(spin)")
        return
      }
      Self.expectExactLandings(stepped, of: spin)
      let summary: SpinResult
      do {
        summary = try SpinRunner(spec: spin.spec, targets: spin.targets).runInline()
      } catch {
        Issue.record("the summary-only spin did not finish: \(error)\n\(spin)")
        return
      }
      if let failure = summary.failure {
        Issue.record("the summary-only spin did not finish: \(failure)\n\(spin)")
        return
      }
      #expect(summary.traces == nil)
      #expect(summary.drums == stepped.drums, "\(spin)")
      #expect(summary.events == stepped.events, "\(spin)")
      for (drum, result) in summary.drums.enumerated() {
        #expect(result.travel.bitPattern == stepped.drums[drum].travel.bitPattern, "\(spin)")
      }
    }
  }

  /// The generator keeps only valid machines and covers every profile, strategy and option.
  @Test func theGeneratorCoversEveryKindOfPlannedMachine() {
    var rng = SplitMix64(seed: 6)
    var profiles = Set<BrakingProfile>()
    var strategies = Set<LandingStrategy>()
    var windBacks = Set<Bool>()
    var singles = 0
    var fractional = 0
    var evenWindows = 0
    var resultRows = Set<Int>()
    for _ in 0..<300 {
      let spin = RandomMachines.spin(using: &rng, classic: false)
      guard spin.spec.issues().isEmpty else { continue }
      for drum in spin.spec.drums {
        profiles.insert(drum.motion.profile)
        strategies.insert(drum.motion.strategy)
        windBacks.insert(drum.motion.windBackDistance > 0)
        if drum.geometry.strip.count == 1 { singles += 1 }
        let height = drum.geometry.symbolHeight
        if height != height.rounded() { fractional += 1 }
        #expect((10...300).contains(height))
        if drum.geometry.visibleRows % 2 == 0 { evenWindows += 1 }
        if let row = drum.geometry.resultRow { resultRows.insert(row) }
        #expect((1...drum.geometry.strip.count).contains(drum.geometry.visibleRows))
        #expect((0..<drum.geometry.visibleRows).contains(drum.geometry.targetRow))
      }
    }
    #expect(profiles == [.linear, .cubic, .back])
    #expect(strategies == Set(LandingStrategy.allCases))
    #expect(windBacks == [false, true])
    #expect(singles > 0)
    #expect(fractional > 0)
    #expect(evenWindows > 0)
    #expect(resultRows.count > 5)
  }

  /// Classic machines with a short watchdog always end: all stopped, each within its stop
  /// tolerance, or a ``SpinFailure`` at the watchdog tick naming a drum that did not stop.
  @Test func classicMachinesStopOrFailAtTheWatchdog() async {
    await propertyCheck(count: 150, input: RandomMachines.classic) { spin in
      let watchdog = spin.spec.watchdogTick
      let result: SpinResult
      do {
        result = try SpinRunner(spec: spin.spec, targets: spin.targets).runInline()
      } catch {
        Issue.record("unexpected error \(error)\n\(spin)")
        return
      }
      if let failure = result.failure {
        #expect(failure.tick == watchdog, "\(spin)")
        #expect(failure.phase != .stopped, "\(spin)")
        #expect(!failure.result.drums[failure.drum].isStopped, "\(spin)")
        let before = failure.result.drums[..<failure.drum].filter { !$0.isStopped }
        #expect(before.isEmpty, "the first unstopped drum is the one named\n\(spin)")
      } else {
        #expect(result.allStopped, "\(spin)")
      }
      for (index, drum) in result.drums.enumerated() where drum.isStopped {
        let spec = spin.spec.drums[index]
        let centred = Double(spin.targets[index]) * spec.geometry.symbolHeight
        #expect(drum.offset.bitPattern == centred.bitPattern, "drum \(index)\n\(spin)")
        #expect(drum.landingError < spec.motion.stopTolerance, "drum \(index)\n\(spin)")
        #expect(drum.method == .classic)
        #expect((drum.settleTick ?? .max) <= watchdog, "drum \(index)\n\(spin)")
      }
    }
  }

  /// The stepped classic run (with a trace) ends exactly like the summary-only one, stopped
  /// or not.
  @Test func classicSummaryOnlyEqualsStepped() async {
    await propertyCheck(count: 60, input: RandomMachines.classic) { spin in
      let stepped = Self.outcome(
        SpinRunner(spec: spin.spec, targets: spin.targets, recordsTrace: true))
      let summary = Self.outcome(SpinRunner(spec: spin.spec, targets: spin.targets))
      #expect(summary.failed == stepped.failed, "\(spin)")
      #expect(summary.result.drums == stepped.result.drums, "\(spin)")
      #expect(summary.result.events == stepped.result.events, "\(spin)")
    }
  }

  /// The result of a spin whether it stopped or the watchdog fired.
  static func outcome(_ runner: SpinRunner) -> (result: SpinResult, failed: Bool) {
    do {
      let result = try runner.runInline()
      return (result, result.failure != nil)
    } catch {
      Issue.record("unexpected error \(error)")
      return (
        SpinResult(machine: "", clock: .init(), targets: [], drums: [], events: [], traces: nil),
        true
      )
    }
  }

  /// Every drum at rest on its target bit for bit, velocity 0, the landing error within
  /// 1e-6 pt and no tick from the stop request on braking harder than `maxDeceleration`.
  static func expectExactLandings(_ result: SpinResult, of spin: RandomSpin) {
    #expect(result.allStopped, "\(spin)")
    for (index, drum) in result.drums.enumerated() {
      let spec = spin.spec.drums[index]
      let centred = Double(spin.targets[index]) * spec.geometry.symbolHeight
      let limit = spec.motion.maxDeceleration * (1 + 1e-9)
      let context: Comment = "drum \(index)\n\(spin)"
      #expect(drum.isStopped, context)
      #expect(drum.target == spin.targets[index], context)
      #expect(drum.offset.bitPattern == centred.bitPattern, context)
      #expect(drum.landingError <= 1e-6, context)
      #expect(drum.peakDeceleration <= limit, context)
      #expect(drum.window == spec.geometry.window(restingAt: spin.targets[index]), context)
      // The travel is a whole number of symbols: exactly k·h for the nearest k.
      let symbols = (drum.travel / spec.geometry.symbolHeight).rounded()
      #expect(drum.travel == symbols * spec.geometry.symbolHeight, context)
      let count = spec.geometry.strip.count
      // A splice turns the drawn strip: the travel leads from the turned start index.
      let shift = drum.splice?.shift ?? 0
      #expect((spec.startIndex + shift + Int(symbols)) % count == spin.targets[index], context)
      guard let trace = result.traces?[index], let last = trace.last else {
        Issue.record("no trace of drum \(index)")
        continue
      }
      #expect(last.velocity == 0, context)
      #expect(last.phase == .stopped, context)
      #expect(last.offset.bitPattern == centred.bitPattern, context)
      let request = drum.stopRequestTick ?? 0
      let hardest = trace.filter { $0.tick >= request }.map { -$0.acceleration }.max() ?? 0
      #expect(hardest <= limit, context)
    }
  }
}
