import ReelKit

extension ResolvedMachine {
  /// Whether tuning samples only spins that play what the machine plays after its drums
  /// stop: a cluster grid (its landing grid pays: a cascade chain) or a hold-and-win machine
  /// (a respin round starts).
  var playsFeatureRounds: Bool { cluster != nil || holdAndWin != nil }

  /// Whether the outcome `stops` (one strip index per drum) plays the chain or the round: a
  /// cluster grid's landing grid pays at least one cluster; a hold-and-win window holds at
  /// least `trigger` bonus symbols.
  func playsFeature(stops: [Int]) -> Bool {
    if let cluster {
      return cluster.play(stops: stops).steps.first.map { !$0.isEmpty } ?? false
    }
    guard let holdAndWin, let rows = spec.drums.first?.geometry.visibleRows else { return false }
    let window = SymbolWindow(
      columns: zip(spec.drums, stops).map { drum, stop in
        drum.geometry.windowIndices(restingAt: stop).map { drum.geometry.strip[$0] }
      })
    let held = HoldAndWinRound.held(in: window, rows: rows, symbol: holdAndWin.symbol)
    return held.filter { $0 }.count >= holdAndWin.trigger
  }
}

extension TuningSpec {
  /// The most outcomes drawn to find the spins that play the chain or the round, judged and
  /// checked together: a machine that plays it less often than this allows gets one line at
  /// `outcomes.count` instead of an unbounded search.
  public static let maximumFeatureDraws = 2_000_000

  /// The judged and check outcomes of a cluster grid or a hold-and-win machine
  /// (``ResolvedMachine/playsFeatureRounds``): drawn by the stop weights from `seed`,
  /// `seed + 1`, … as any sample, keeping only those that play the cascade chain or the
  /// respin round (``ResolvedMachine/playsFeature(stops:)``) — the first `count` are judged,
  /// the next `outcomes.check` (default 4 × `count`) check the answer. Each is spun with the
  /// seed it was drawn from, so `reelsim simulate --seed N` plays it, round included. At most
  /// ``maximumFeatureDraws`` outcomes are drawn.
  func featureOutcomes(
    of base: ResolvedMachine, seed: UInt64, extremes: Bool, count: Int,
    fail: (String, String) -> Void
  ) -> LoadedTuning.OutcomeSet {
    let checkCount = outcomes?.check ?? 4 * count
    guard Self.checkCountRange.contains(Double(checkCount)) else {
      fail(
        "outcomes.check",
        "\(checkCount) is out of range (allowed: 0 ... \(Int(Self.checkCountRange.upperBound)))")
      return LoadedTuning.OutcomeSet(
        judged: [], mode: "sample", seed: seed, extremes: extremes, check: [])
    }
    let wanted = count + checkCount
    let what = base.cluster != nil ? "pay a cluster" : "start a respin round"
    var found: [[Int]] = []
    var seeds: [UInt64] = []
    var drawn = 0
    var judgedDraws = 0
    while found.count < wanted, drawn < Self.maximumFeatureDraws {
      let drawSeed = seed &+ UInt64(drawn)
      let targets = base.randomTargets(seed: drawSeed)
      drawn += 1
      if base.playsFeature(stops: targets) {
        found.append(targets)
        seeds.append(drawSeed)
        if found.count == count { judgedDraws = drawn }
      }
    }
    if found.count < wanted {
      fail(
        "outcomes.count",
        "only \(found.count) of \(Self.maximumFeatureDraws) outcomes drawn from seed \(seed) "
          + "\(what), \(wanted) wanted with the check (allowed: a count plus outcomes.check "
          + "the machine reaches)")
    }
    var set = LoadedTuning.OutcomeSet(
      judged: Array(found.prefix(count)), mode: "sample", seed: seed, extremes: extremes,
      check: Array(found.dropFirst(count)))
    set.feature = .init(plays: what, drawn: judgedDraws)
    set.judgedSeeds = Array(seeds.prefix(count))
    set.checkSeeds = Array(seeds.dropFirst(count))
    return set
  }
}

extension LoadedTuning.OutcomeSet {
  /// What every sampled outcome of a cluster grid or a hold-and-win machine plays, and how
  /// many outcomes were drawn to find the judged ones (`TuningSpec/featureOutcomes`).
  public struct FeatureSample: Sendable, Equatable {
    /// `pay a cluster` or `start a respin round`.
    public var plays: String
    /// The outcomes drawn (from the sampling seed on) until the last judged one.
    public var drawn: Int
  }
}
