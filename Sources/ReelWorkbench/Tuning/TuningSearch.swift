import ReelKit

/// The deterministic search of `reelsim tune`.
///
/// 1. The base config, then a Latin hypercube of `10·parameters + 10` points (at most a
///    quarter of the budget) over the ranges, in the unit box `[0, 1]^n`.
/// 2. Local searches (`localSearch(from:index:ledger:)`): a pattern search whose poll set
///    is the coordinate directions, a fresh random direction and the last successful move
///    (so it follows diagonal ridges), halving its step until it is below the parameters'
///    grids, then a polish on the grids (±1 step in each parameter and in each pair).
/// 3. When a local search has converged, the next one starts from the best hypercube point
///    not yet used as a start (a new hypercube is drawn when they are all used), until the
///    budget is spent.
///
/// When the whole grid (every `min + k·step` combination) fits in the budget, every point of
/// it is evaluated instead, which is the exact optimum.
///
/// Candidates are evaluated in batches on `jobs` workers; a batch's make-up never depends on
/// `jobs`, results are kept in candidate order and every decision depends only on them, so
/// the same spec and seed give the same result whatever `jobs` is. Values are snapped to each
/// parameter's step and repeated candidates are not evaluated twice.
public struct TuningSearch: Sendable {
  /// The spec.
  public var tuning: LoadedTuning
  /// The seed of the Latin hypercube and the random poll directions.
  public var seed: UInt64
  /// The most evaluations (the base included; the final check is not counted).
  public var budget: Int
  /// How many candidates are evaluated at once.
  public var jobs: Int
  /// How many independent searches run (seeds `seed`, `seed + 1`, …, each with the whole
  /// budget); the best answer is reported with the spread of all of them.
  public var restarts: Int = 1

  /// One evaluated candidate and the phase of the search that proposed it.
  public struct Step: Sendable, Equatable {
    /// `base`, `hypercube`, `grid`, `search N` or `polish N`.
    public var phase: String
    /// The candidate's evaluation.
    public var evaluation: Evaluation
  }

  /// Why the search stopped.
  public enum Stop: String, Sendable, Equatable {
    /// Every evaluation of the budget was spent.
    case budgetUsed = "the budget ran out"
    /// Every point of the parameters' grid was evaluated.
    case gridExhausted = "every grid point was evaluated"
    /// Restarts found no candidate not evaluated before.
    case noNewCandidates = "restarts found no new candidates"
  }

  /// What the search found.
  public struct Outcome: Sendable {
    /// The base config's evaluation.
    public var base: Evaluation
    /// The best candidate.
    public var best: Evaluation
    /// How many candidates were evaluated (the base included).
    public var evaluations: Int
    /// The budget it was given.
    public var budget: Int
    /// Why it stopped.
    public var stop: Stop
    /// How many local searches ran.
    public var searches: Int
    /// Every evaluated candidate, in order.
    public var history: [Step]
    /// The best candidate judged on the fresh outcomes of the final check (`nil` without one).
    public var check: Evaluation?
    /// The seed of the search that found the best candidate.
    public var seed: UInt64 = 0
    /// With `--restarts N > 1`, every independent search's answer, in seed order.
    public var restarts: [Restart] = []

    /// The candidates evaluated by every restart together (``evaluations`` without restarts).
    public var totalEvaluations: Int {
      restarts.isEmpty ? evaluations : restarts.reduce(0) { $0 + $1.evaluations }
    }
    /// The best candidate's grid neighbours (±1 step in each parameter, clamped to the
    /// range), evaluated after the search for the sensitivities and active constraints.
    public var neighbours: [Neighbour] = []
    /// With two or more objectives, the indices in ``history`` of the Pareto front
    /// (``ParetoFront``).
    public var front: [Int] = []

    /// The verdict: the best candidate meets every constraint on the judged outcomes and on
    /// the fresh ones of the final check.
    public var isFeasible: Bool { best.isFeasible && check?.isFeasible != false }
  }

  /// One independent search's answer (``restarts``).
  public struct Restart: Sendable, Equatable {
    /// Its seed.
    public var seed: UInt64
    /// Its best candidate.
    public var best: Evaluation
    /// How many candidates it evaluated.
    public var evaluations: Int
    /// Why it stopped.
    public var stop: Stop
  }

  /// A grid neighbour of the answer: parameter `parameter` moved `direction` (±1) steps.
  public struct Neighbour: Sendable, Equatable {
    /// The parameter moved.
    public var parameter: Int
    /// +1 or −1 step.
    public var direction: Int
    /// The neighbour's evaluation.
    public var evaluation: Evaluation
  }

  /// Creates a search.
  public init(tuning: LoadedTuning, seed: UInt64, budget: Int, jobs: Int, restarts: Int = 1) {
    self.tuning = tuning
    self.seed = seed
    self.budget = budget
    self.jobs = jobs
    self.restarts = max(1, restarts)
  }

  /// Runs the search (``restarts`` independent ones, the best kept), checks the answer on
  /// the fresh outcomes, evaluates its grid neighbours and finds the Pareto front; `progress`
  /// gets the evaluations done (over every restart) and the best so far after every batch.
  public func run(progress: (@Sendable (Int, Evaluation) -> Void)? = nil) async throws -> Outcome {
    var runs: [Outcome] = []
    for index in 0..<restarts {
      var single = self
      single.seed = seed &+ UInt64(index)
      let done = index * budget
      var shifted: (@Sendable (Int, Evaluation) -> Void)? = nil
      if let progress {
        shifted = { evaluations, best in progress(done + evaluations, best) }
      }
      runs.append(try await single.runOnce(progress: shifted))
    }
    var outcome = runs.min { Evaluation.isBetter($0.best, than: $1.best) }!
    if restarts > 1 {
      outcome.restarts = runs.map {
        Restart(seed: $0.seed, best: $0.best, evaluations: $0.evaluations, stop: $0.stop)
      }
    }
    let baseline = outcome.base.objectives
    outcome.check =
      tuning.outcomeSet.check.isEmpty
      ? nil : try tuning.check(outcome.best.values, baseline: baseline)
    outcome.neighbours = try await neighbours(of: outcome.best, baseline: baseline)
    outcome.front = ParetoFront.of(outcome.history, objectives: tuning.objectives)
    return outcome
  }

  /// The answer's grid neighbours, ±1 step in each parameter (those off the range left out).
  private func neighbours(of best: Evaluation, baseline: [Double]) async throws -> [Neighbour] {
    guard best.invalid == nil else { return [] }
    var moves: [(Int, Int, [Double])] = []
    for (index, parameter) in tuning.parameters.enumerated() {
      for direction in [1, -1] {
        var values = best.values
        let moved = LoadedTuning.Parameter.tidy(
          values[index] + Double(direction) * parameter.step, step: parameter.step)
        guard moved >= parameter.min, moved <= parameter.max else { continue }
        values[index] = moved
        moves.append((index, direction, values))
      }
    }
    let tuning = tuning
    let evaluations = try await moves.orderedConcurrentMap(maxTasks: jobs) { move in
      try tuning.evaluate(move.2, baseline: baseline)
    }
    return zip(moves, evaluations).map {
      Neighbour(parameter: $0.0, direction: $0.1, evaluation: $1)
    }
  }

  /// One search from ``seed``, without the final check.
  private func runOnce(progress: (@Sendable (Int, Evaluation) -> Void)?) async throws -> Outcome {
    var ledger = try SearchLedger(search: self, progress: progress)
    let base = ledger.best
    var stop = Stop.budgetUsed
    var searches = 0
    if gridSize <= Double(budget - 1) {
      try await evaluateGrid(ledger: &ledger)
      stop = .gridExhausted
    } else {
      var generator = SplitMix64(seed: seed)
      var used = Set<[Double]>()
      var idle = 0
      try await ledger.evaluate(hypercube(using: &generator), phase: "hypercube")
      while ledger.remaining > 0 {
        let starts = ledger.history.filter { $0.phase == "hypercube" || $0.phase == "base" }
          .map(\.evaluation).filter { !used.contains($0.values) }
          .sorted(by: Evaluation.isBetter)
        // The first search starts from the best point found; later ones from the best unused
        // hypercube points.
        guard let start = searches == 0 ? ledger.best : starts.first else {
          try await ledger.evaluate(hypercube(using: &generator), phase: "hypercube")
          continue
        }
        used.insert(start.values)
        searches += 1
        let before = ledger.evaluations
        try await localSearch(from: start, index: searches, ledger: &ledger)
        idle = ledger.evaluations == before ? idle + 1 : 0
        if idle >= 8 {
          stop = .noNewCandidates
          break
        }
      }
    }
    return Outcome(
      base: base, best: ledger.best, evaluations: ledger.evaluations, budget: budget, stop: stop,
      searches: searches, history: ledger.history, check: nil, seed: seed)
  }

  /// How many grid points the parameters span (as a `Double`: it can be astronomical).
  var gridSize: Double {
    tuning.parameters.reduce(1.0) { $0 * ($1.gridSteps + 1) }
  }

  /// Evaluates every grid point, the first parameter varying slowest.
  private func evaluateGrid(ledger: inout SearchLedger) async throws {
    let counts = tuning.parameters.map { Int($0.gridSteps) + 1 }
    let total = counts.reduce(1, *)
    var batch: [[Double]] = []
    for index in 0..<total {
      var rest = index
      var point = Array(repeating: 0.0, count: counts.count)
      for dimension in counts.indices.reversed() {
        let parameter = tuning.parameters[dimension]
        point[dimension] = parameter.unit(of: parameter.gridValue(rest % counts[dimension]))
        rest /= counts[dimension]
      }
      batch.append(point)
      if batch.count == 64 || index == total - 1 {
        try await ledger.evaluate(batch, phase: "grid")
        batch.removeAll()
      }
    }
  }

  /// A Latin hypercube: n points, one per stratum of every dimension.
  private func hypercube(using generator: inout SplitMix64) -> [[Double]] {
    let dimensions = tuning.parameters.count
    let samples = max(2, min(budget / 4, 10 * dimensions + 10))
    let strata = (0..<dimensions).map { _ in shuffled(Array(0..<samples), using: &generator) }
    return (0..<samples).map { index in
      (0..<dimensions).map { dimension in
        (Double(strata[dimension][index]) + generator.unitInterval()) / Double(samples)
      }
    }
  }

  /// A Fisher–Yates shuffle with the given generator (spelled out to stay the same on every
  /// platform and library version).
  private func shuffled(_ values: [Int], using generator: inout SplitMix64) -> [Int] {
    var values = values
    for index in stride(from: values.count - 1, to: 0, by: -1) {
      values.swapAt(index, generator.uniform(below: index + 1))
    }
    return values
  }
}

extension SplitMix64 {
  /// A uniform value in `[0, 1)` from the top 53 bits.
  mutating func unitInterval() -> Double {
    Double(next() >> 11) / 9_007_199_254_740_992
  }
}
