import ReelKit

extension LoadedTuning {
  /// The outcomes that represent the machine for tuning.
  ///
  /// A candidate is judged on
  /// - the **judged** outcomes: `count` outcomes drawn by the stop weights
  ///   (``ResolvedMachine/randomTargets(seed:)`` from `seed`, `seed + 1`, …), or with `all`
  ///   every target of every drum once;
  /// - with `extremes`, the **coverage** spins (spin i puts drum d on `(i + 5d) mod N_d`, so
  ///   every drum lands once on every target) and, from each drum's settle time on each of
  ///   its targets there, the **constructed extremes** (``extremes(settles:)``).
  ///
  /// Constraints must hold on every one of them; objectives use the means over the judged
  /// outcomes alone, which stand for the machine as played. The answer is finally checked
  /// on `check`: fresh outcomes drawn by weight from the seeds after the judged ones.
  public struct OutcomeSet: Sendable, Equatable {
    /// The judged outcomes, one target list per spin.
    public var judged: [[Int]]
    /// `sample` or `all`.
    public var mode: String
    /// The sampling seed.
    public var seed: UInt64
    /// Whether coverage spins and constructed extremes are judged too.
    public var extremes: Bool
    /// The fresh outcomes of the final check.
    public var check: [[Int]]
    /// On a variable-row machine, the rows of each judged outcome (``judged`` holds their
    /// stops); `nil` for fixed rows.
    public var judgedRows: [TuningRows]? = nil
    /// On a variable-row machine, the rows of each outcome of the final check.
    public var checkRows: [TuningRows]? = nil
    /// On a cluster grid or a hold-and-win machine, what every sampled outcome plays (`pay a
    /// cluster`, `start a respin round`; `TuningSpec/featureOutcomes`) and how many
    /// outcomes were drawn to find the judged ones; `nil` otherwise.
    public var feature: FeatureSample? = nil
    /// On a cluster grid or a hold-and-win machine, the seed each judged outcome was drawn
    /// from, which its spin (and its respin round) is seeded with, as `reelsim simulate --seed`
    /// seeds it; `nil`: every spin has the config's seed.
    public var judgedSeeds: [UInt64]? = nil
    /// The seeds of the outcomes of the final check, as ``judgedSeeds``.
    public var checkSeeds: [UInt64]? = nil

    /// The most coverage spins per candidate: longer strips are covered on evenly spread
    /// targets, so that judging a candidate costs at most this many spins on top of the sample.
    public static let maximumCoverage = 256

    /// Every target of every drum in `max N_d` spins: spin i puts drum d on `(i + 5d) mod N_d`
    /// — on strips longer than ``maximumCoverage``, every `⌈N/256⌉`-th spin of these.
    public static func coverage(of spec: MachineSpec) -> [[Int]] {
      let sizes = spec.drums.map(\.geometry.symbolCount)
      let count = sizes.max() ?? 0
      let step = max(1, (count + maximumCoverage - 1) / maximumCoverage)
      return stride(from: 0, to: count, by: step).map { spin in
        sizes.enumerated().map { drum, size in (spin + 5 * drum) % size }
      }
    }

    /// The outcomes that push the stop order and the spin time to their limits, built from
    /// `settles[d][t]`, drum d's settle time (s) when it lands on target t (from the
    /// coverage spins).
    ///
    /// With `slow_d` the target of drum d's latest settle and `fast_d` its earliest (ties:
    /// the smaller target): for each pair of neighbouring drums (d, d + 1) the outcome with
    /// drum d on `slow_d`, drum d + 1 on `fast_d+1` and the other drums on their coverage
    /// spin 0 targets — the smallest gap between the two stops when the drums land
    /// independently, and for neighbouring pairs that bounds every pair — then every drum
    /// on `slow_d` (the longest spin) and every drum on `fast_d` (the shortest). Repeats are
    /// left out. Drums whose landing depends on the others' targets (anticipation) are not
    /// bounded by these; the final check on fresh outcomes covers them.
    public static func extremes(settles: [[Double]]) -> [[Int]] {
      // A target no coverage spin reached has no settle time (NaN) and is never picked.
      func pick(_ times: [Double], _ better: (Double, Double) -> Bool) -> Int {
        var chosen = times.firstIndex { !$0.isNaN } ?? 0
        for (target, time) in times.enumerated() where better(time, times[chosen]) {
          chosen = target
        }
        return chosen
      }
      let slow = settles.map { pick($0, >) }
      let fast = settles.map { pick($0, <) }
      let rest = settles.indices.map { (5 * $0) % max(1, settles[$0].count) }
      var outcomes: [[Int]] = []
      for drum in settles.indices.dropLast() {
        var targets = rest
        targets[drum] = slow[drum]
        targets[drum + 1] = fast[drum + 1]
        outcomes.append(targets)
      }
      for targets in [slow, fast] where !outcomes.contains(targets) {
        outcomes.append(targets)
      }
      var unique: [[Int]] = []
      for targets in outcomes where !unique.contains(targets) { unique.append(targets) }
      return unique
    }

    /// Describes the set for reports: `32 sampled by weight (seeds 1 … 32), 21 covering
    /// every target and up to 4 constructed extremes`.
    public func describe(drums: Int, coverageSpins: Int) -> String {
      if judgedRows != nil {
        var parts = [
          mode == "all"
            ? "\(judged.count) covering every target and row change"
            : "\(judged.count) drawn with their rows (seeds \(seed) … "
              + "\(seed &+ UInt64(judged.count - 1)), each after the rows of the one before)"
        ]
        if extremes {
          if mode != "all" {
            parts.append("at least \(coverageSpins) covering every target and row change")
          }
          parts.append("up to 2 constructed extremes")
        }
        return parts.joined(separator: ", ")
      }
      var parts = [
        mode == "all"
          ? "\(judged.count) covering every target"
          : feature.map {
            "\(judged.count) sampled by weight that \($0.plays) (drawn from seeds \(seed) … "
              + "\(seed &+ UInt64(max(0, $0.drawn - 1))))"
          }
            ?? "\(judged.count) sampled by weight (seeds \(seed) … \(seed &+ UInt64(judged.count - 1)))"
      ]
      if extremes {
        if mode != "all" { parts.append("\(coverageSpins) covering every target") }
        parts.append("up to \(drums + 1) constructed extremes")
      }
      return parts.joined(separator: ", ")
    }
  }
}
