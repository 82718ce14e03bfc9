import ReelKit

/// The deterministic search of `reelsim tune`: a Latin hypercube over the parameter ranges,
/// then a compass (pattern) search from the best point.
///
/// Candidates are evaluated in batches on `jobs` workers; each batch's results are kept in
/// candidate order and every decision depends only on them, so the same spec and seed give
/// the same result whatever `jobs` is. Values are snapped to each parameter's step and
/// repeated candidates are not evaluated twice.
public struct TuningSearch: Sendable {
  /// The spec.
  public var tuning: LoadedTuning
  /// The seed of the Latin hypercube.
  public var seed: UInt64
  /// The most evaluations (the base included).
  public var budget: Int
  /// How many candidates are evaluated at once.
  public var jobs: Int

  /// What the search found.
  public struct Outcome: Sendable {
    /// The base config's evaluation.
    public var base: Evaluation
    /// The best candidate.
    public var best: Evaluation
    /// How many candidates were evaluated.
    public var evaluations: Int
  }

  /// Creates a search.
  public init(tuning: LoadedTuning, seed: UInt64, budget: Int, jobs: Int) {
    self.tuning = tuning
    self.seed = seed
    self.budget = budget
    self.jobs = jobs
  }

  /// Runs the search; `progress` gets the evaluations done, the best so far and its
  /// feasibility after every batch.
  public func run(progress: (@Sendable (Int, Evaluation) -> Void)? = nil) async throws -> Outcome {
    let parameters = tuning.parameters
    let dimensions = parameters.count
    var cache: [[Double]: Evaluation] = [:]
    var evaluations = 0
    let baseValues = parameters.map(\.baseValue)
    let base = try tuning.evaluate(baseValues, baseline: nil)
    evaluations += 1
    let baseline = base.objectives
    cache[baseValues] = base
    var best = base

    func evaluate(_ units: [[Double]]) async throws {
      var fresh: [[Double]] = []
      for point in units {
        let values = zip(parameters, point).map { $0.value(at: $1) }
        if cache[values] == nil, !fresh.contains(values), evaluations + fresh.count < budget {
          fresh.append(values)
        }
      }
      let results = try await evaluateBatch(fresh, baseline: baseline)
      evaluations += results.count
      for result in results {
        cache[result.values] = result
        if Evaluation.isBetter(result, than: best) { best = result }
      }
      progress?(evaluations, best)
    }

    // 1. Latin hypercube: n points, one per stratum of every dimension.
    let samples = max(2, min(budget / 2, 10 * dimensions + 10))
    var generator = SplitMix64(seed: seed)
    let strata = (0..<dimensions).map { _ in shuffled(Array(0..<samples), using: &generator) }
    let hypercube = (0..<samples).map { index in
      (0..<dimensions).map { dimension in
        (Double(strata[dimension][index]) + Double(generator.next() >> 11) / 9_007_199_254_740_992)
          / Double(samples)
      }
    }
    try await evaluate(hypercube)

    // 2. Compass search around the best point, halving the step when no neighbour is better.
    var step = 0.25
    var stalled = 0
    while evaluations < budget, step >= 1e-4, stalled < 64 {
      let centre = zip(parameters, best.values).map { $0.unit(of: $1) }
      var neighbours: [[Double]] = []
      for dimension in 0..<dimensions {
        for sign in [1.0, -1.0] {
          var point = centre
          point[dimension] = min(1, max(0, point[dimension] + sign * step))
          neighbours.append(point)
        }
      }
      let before = best
      let done = evaluations
      try await evaluate(neighbours)
      if best == before { step /= 2 }
      stalled = evaluations == done ? stalled + 1 : 0
    }
    return Outcome(base: base, best: best, evaluations: evaluations)
  }

  /// Evaluates candidates on up to `jobs` workers; results in candidate order.
  private func evaluateBatch(_ candidates: [[Double]], baseline: [Double]) async throws
    -> [Evaluation]
  {
    let tuning = tuning
    return try await candidates.orderedConcurrentMap(maxTasks: jobs) { values in
      try tuning.evaluate(values, baseline: baseline)
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
