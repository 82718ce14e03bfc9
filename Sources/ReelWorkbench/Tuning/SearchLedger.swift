import ReelKit

/// The book-keeping of one search: every evaluation in order, a cache by values, the best
/// so far and the budget left. Batches are evaluated on the search's `jobs` workers and
/// recorded in candidate order.
struct SearchLedger {
  let search: TuningSearch
  let progress: (@Sendable (Int, Evaluation) -> Void)?
  /// The base config's objective means (to normalise minimised metrics).
  let baseline: [Double]
  private(set) var cache: [[Double]: Evaluation] = [:]
  private(set) var history: [TuningSearch.Step] = []
  private(set) var best: Evaluation

  /// Evaluates the base config.
  init(search: TuningSearch, progress: (@Sendable (Int, Evaluation) -> Void)?) throws {
    self.search = search
    self.progress = progress
    let values = search.tuning.parameters.map(\.baseValue)
    let base = try search.tuning.evaluate(values, baseline: nil)
    baseline = base.objectives
    best = base
    cache[values] = base
    history.append(.init(phase: "base", evaluation: base))
    progress?(1, base)
  }

  /// How many candidates were evaluated.
  var evaluations: Int { history.count }
  /// How many more the budget allows.
  var remaining: Int { search.budget - history.count }

  /// Each value's place in its parameter's range.
  func units(of values: [Double]) -> [Double] {
    zip(search.tuning.parameters, values).map { $0.unit(of: $1) }
  }

  /// Evaluates the points of the unit box (snapped to the grids) that were not evaluated
  /// before, as far as the budget allows; returns each point's evaluation (`nil` for a point
  /// left out for the budget).
  @discardableResult
  mutating func evaluate(_ points: [[Double]], phase: String) async throws -> [Evaluation?] {
    let candidates = points.map { point in
      zip(search.tuning.parameters, point).map { $0.value(at: $1) }
    }
    var fresh: [[Double]] = []
    for values in candidates where cache[values] == nil && !fresh.contains(values) {
      if fresh.count < remaining { fresh.append(values) }
    }
    let tuning = search.tuning
    let baseline = baseline
    let results = try await fresh.orderedConcurrentMap(maxTasks: search.jobs) { values in
      try tuning.evaluate(values, baseline: baseline)
    }
    for result in results {
      cache[result.values] = result
      history.append(.init(phase: phase, evaluation: result))
      if Evaluation.isBetter(result, than: best) { best = result }
    }
    if !results.isEmpty { progress?(evaluations, best) }
    return candidates.map { cache[$0] }
  }
}
