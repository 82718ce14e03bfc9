/// The Pareto front of a search with two or more objectives: the feasible candidates that
/// no other feasible candidate dominates.
///
/// Candidate a dominates b when each of a's objective losses (``Evaluation/losses(_:)``:
/// `|value − target|`, `value` when minimised, `−value` when maximised) is at most b's and
/// one is smaller. The weights do not matter: they only pick the one answer on the front
/// that the search reports as best. Candidates with the same losses are all kept (they are
/// different parameter values with the same trade-off).
public enum ParetoFront {
  /// The indices of the non-dominated entries of `losses`, in the order of the first loss,
  /// then the second, …, then the index.
  ///
  /// In that order a candidate can only be dominated by one before it, and whatever
  /// dominates it is dominated by (or is) a member of the front so far: one pass, each
  /// candidate compared with the front alone.
  public static func indices(of losses: [[Double]]) -> [Int] {
    let order = losses.indices.sorted { a, b in
      losses[a] == losses[b] ? a < b : losses[a].lexicographicallyPrecedes(losses[b])
    }
    var front: [Int] = []
    for index in order where !front.contains(where: { dominates(losses[$0], losses[index]) }) {
      front.append(index)
    }
    return front
  }

  /// Whether `a` dominates `b`: no loss larger, one smaller.
  public static func dominates(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { $0 <= $1 } && zip(a, b).contains { $0 < $1 }
  }

  /// The front of a search's history: the indices of the feasible, non-dominated candidates
  /// (empty with fewer than two objectives or no feasible candidate).
  static func of(_ history: [TuningSearch.Step], objectives: [TuningSpec.Objective]) -> [Int] {
    guard objectives.count >= 2 else { return [] }
    let feasible = history.indices.filter { history[$0].evaluation.isFeasible }
    let losses = feasible.map { history[$0].evaluation.losses(objectives) }
    return indices(of: losses).map { feasible[$0] }
  }
}
