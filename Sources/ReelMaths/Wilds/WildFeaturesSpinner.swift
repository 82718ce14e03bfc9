/// Plays games of a machine with ``WildFeatures`` from a seeded generator: the base spin, its
/// walking respins and the free-spins round it triggers (sticky wilds held), by the rules'
/// own functions. The Monte Carlo estimate of ``WildFeaturesCalculator``'s parts and the
/// steps `simulate` shows.
public struct WildFeaturesSpinner: Sendable {
  /// One window of a game: which stops landed, what was held or walked in, what it showed
  /// and paid.
  public struct Step: Sendable, Equatable {
    /// `base`, `respin` (walking) or `free spin`.
    public var kind: String
    /// The drums' landing stops.
    public var stops: [Int]
    /// Per drum, the rows held wild before landing (sticky or walked in), bit `r` for row `r`.
    public var held: [Int]
    /// The drums that expanded.
    public var expanded: [Int]
    /// Per drum, the rows that showed the wild at rest before expansion (landed or held),
    /// bit `r` for row `r`: where an expansion grows from.
    public var landed: [Int] = []
    /// The pay of the window, credits (free spins: the multiplier applied).
    public var pay: Double
  }

  /// What one game paid, credits, by part.
  public struct Game: Sendable, Equatable {
    /// The base window's pay.
    public var base = 0.0
    /// The walking respins' pay.
    public var walking = 0.0
    /// The free spins' pay (multiplier applied).
    public var freeSpins = 0.0
    /// Whether a walking chain or a round was cut at its bound.
    public var cut = false
    /// The windows played, when recorded.
    public var steps: [Step] = []
    /// The game's pay.
    public var total: Double { base + walking + freeSpins }
  }

  let features: WildFeatures
  let reels: ReelStrips
  let weights: StopWeights?
  let evaluator: PayEvaluator
  let freeSpins: FreeSpinsFeature?
  let featureEvaluator: PayEvaluator?

  /// Prepares the games of a machine.
  public init(
    reels: ReelStrips, weights: StopWeights?, paytable: Paytable, features: WildFeatures,
    freeSpins: FreeSpinsFeature?
  ) {
    self.features = features
    self.reels = reels
    self.weights = weights
    self.freeSpins = freeSpins
    evaluator = PayEvaluator(paytable: paytable, drumCount: reels.reels.count, rowCount: reels.rows)
    featureEvaluator = freeSpins.map {
      PayEvaluator(paytable: $0.paytable, drumCount: $0.reels.reels.count, rowCount: $0.reels.rows)
    }
  }

  /// Lands every drum of `strips` and returns the stops and the classes shown.
  func land(
    _ strips: ReelStrips, _ weights: StopWeights?, _ evaluator: PayEvaluator,
    _ generator: inout SplitMix64
  ) -> (stops: [Int], columns: [[Int]]) {
    let stops = Outcome.randomTargets(for: strips, weights: weights, using: &generator)
    let rows = evaluator.rowCount
    let columns = strips.reels.indices.map { drum in
      strips.reels[drum].window(restingAt: stops[drum]).prefix(rows).map(
        evaluator.symbolClass(of:))
    }
    return (stops, columns)
  }

  /// The drums that expanded: those that expand, were not wholly held, and show a wild in
  /// cells they did not land with.
  func expanded(_ landed: [[Int]], _ shown: [[Int]], held: [Int], wild: Int) -> [Int] {
    landed.indices.filter { drum in
      drum < features.expandingDrums.count && features.expandingDrums[drum]
        && held[drum] != (1 << landed[drum].count) - 1
        && shown[drum] != landed[drum] && shown[drum].allSatisfy { $0 == wild }
        && landed[drum].contains(wild)
    }
  }

  /// Per drum, the rows showing `wild` before expansion: those `landed` with it and `held`.
  func landedWilds(_ landed: [[Int]], held: [Int], wild: Int) -> [Int] {
    landed.indices.map { WildFeatures.heldMask(landed[$0], wild: wild) | held[$0] }
  }

  /// Plays one game; `record` keeps its steps. With `baseStops` the base spin landed there
  /// (a spin `simulate` showed) and only the respins and free spins draw from `generator`.
  public func play(
    using generator: inout SplitMix64, record: Bool = false, baseStops: [Int]? = nil
  ) -> Game {
    var game = Game()
    let wild = evaluator.wild
    let drums = reels.reels.count
    let nothing = [Int](repeating: 0, count: drums)
    let landing =
      baseStops.map { stops in
        (
          stops: stops,
          columns: reels.reels.indices.map { drum in
            reels.reels[drum].window(restingAt: stops[drum]).prefix(evaluator.rowCount).map(
              evaluator.symbolClass(of:))
          }
        )
      } ?? land(reels, weights, evaluator, &generator)
    var shown = features.shown(landing.columns, held: nothing, wild: wild)
    game.base = evaluator.evaluate(classes: shown).total
    if record {
      game.steps.append(
        Step(
          kind: "base", stops: landing.stops, held: nothing,
          expanded: expanded(landing.columns, shown, held: nothing, wild: wild),
          landed: landedWilds(landing.columns, held: nothing, wild: wild), pay: game.base))
    }
    if features.walking {
      var walked = WildFeatures.walked(shown, wild: wild)
      var respins = 0
      while walked.contains(where: { $0 != 0 }) {
        guard respins < WildFeatures.maximumRespins else {
          game.cut = true
          break
        }
        respins += 1
        let next = land(reels, weights, evaluator, &generator)
        let window = features.shown(next.columns, held: walked, wild: wild)
        let pay = evaluator.evaluate(classes: window).total
        game.walking += pay
        if record {
          game.steps.append(
            Step(
              kind: "respin", stops: next.stops, held: walked,
              expanded: expanded(next.columns, window, held: walked, wild: wild),
              landed: landedWilds(next.columns, held: walked, wild: wild), pay: pay))
        }
        walked = WildFeatures.walked(window, wild: wild)
      }
    }
    if let freeSpins, let featureEvaluator {
      let scatters = shown.reduce(0) { $0 + $1.filter { $0 == evaluator.scatter }.count }
      var left = freeSpins.spins(scatters: scatters)
      var played = 0
      var held = [Int](repeating: 0, count: freeSpins.reels.reels.count)
      let featureWild = featureEvaluator.wild
      while left > 0 {
        guard played < FreeSpinsFeature.maximumPlayedSpins else {
          game.cut = true
          break
        }
        left -= 1
        played += 1
        let next = land(freeSpins.reels, freeSpins.weights, featureEvaluator, &generator)
        shown = features.shown(next.columns, held: held, wild: featureWild)
        let pay = featureEvaluator.evaluate(classes: shown).total * freeSpins.multiplier
        game.freeSpins += pay
        if record {
          game.steps.append(
            Step(
              kind: "free spin", stops: next.stops, held: held,
              expanded: expanded(next.columns, shown, held: held, wild: featureWild),
              landed: landedWilds(next.columns, held: held, wild: featureWild), pay: pay))
        }
        if features.sticky { held = WildFeatures.held(shown, wild: featureWild) }
        if freeSpins.retriggers {
          let count = shown.reduce(0) { $0 + $1.filter { $0 == featureEvaluator.scatter }.count }
          left += freeSpins.spins(scatters: count)
        }
      }
    }
    return game
  }
}
