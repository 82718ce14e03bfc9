import ReelKit

/// What a spin plays once its drums are at rest, as tuning measures it: the cascade chain of
/// a cluster grid or of a `tumble` block (``/ReelKit/TumbleChain``, its last cell landed), or
/// the hold-and-win respin round on the cell reels (``/ReelKit/CellReelRound``, its last
/// cell reel at rest) — ``SpinMetric/featureCycle``, ``SpinMetric/featureTime`` and
/// ``SpinMetric/featureSteps``.
///
/// The round's generator is seeded from the spin's seed as in `simulate`
/// (``ResolvedMachine/summary(of:seed:targetSource:)``), so a judged outcome replays with
/// `reelsim simulate --targets` on the tuned config.
struct FeaturePlay: Sendable, Equatable {
  /// The last settle of the spin (the watchdog's time when a drum did not stop), s.
  var settle: Double
  /// The end of the chain or round, s from the start of the spin (``settle`` without one).
  var end: Double
  /// The cascades of the chain or the respins of the round (0 without one).
  var steps: Int

  /// Measures what the spin `result` of `machine`, seeded `seed`, plays after it settles.
  init(result: SpinResult, machine: ResolvedMachine, seed: UInt64) {
    settle = SpinMetric.settleTimes(of: result, spec: machine.spec).max() ?? 0
    end = settle
    steps = 0
    let summary = machine.summary(of: result, seed: seed, targetSource: "outcome")
    let clock = machine.spec.clock
    if let chain = summary.tumble, !chain.steps.isEmpty {
      end = clock.time(atTick: chain.settleTick)
      steps = chain.steps.count
    } else if let round = summary.holdAndWinMotion, let start = result.spinTick,
      !round.respins.isEmpty
    {
      end = clock.time(atTick: start.addingTicks(round.endTick))
      steps = round.respins.count
    }
  }

  /// The value of a feature metric (``SpinMetric/isFeatureLevel``).
  func value(of metric: SpinMetric) -> Double {
    switch metric {
    case .featureTime: end - settle
    case .featureSteps: Double(steps)
    default: end
    }
  }
}

extension SpinMetric {
  /// Whether the metric reads what the spin plays after it settles (``FeaturePlay``).
  var isFeatureLevel: Bool {
    self == .featureCycle || self == .featureTime || self == .featureSteps
  }
}
