import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Problems of a cluster grid's free spins (`paytable.scatter` with `paytable.freeSpins`),
  /// each at its JSON path, beside the awards' own checks (``freeSpinsProblems()``): the
  /// scatter a known symbol, not the wild, with no cluster pay; a scatter needs free spins;
  /// the feature's `multiplier`, `strips`, `weights` and `pays` are not played on a cluster
  /// grid (its free spins are spins of the same grid, whose cell multipliers persist).
  func clusterFreeSpinsProblems() -> [ConfigProblem] {
    guard let paytable, isCluster else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(path), message: message))
    }
    if let scatter = paytable.scatter {
      if paytable.freeSpins == nil {
        add(
          "paytable.scatter",
          "needs paytable.freeSpins with mode cluster (allowed: absent, or a scatter with "
            + "freeSpins)")
      }
      if !symbols.contains(scatter) {
        add(
          "paytable.scatter",
          "\(QuotedInput.quoted(scatter)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(scatter, among: symbols)) (allowed: "
            + "\(symbols.joined(separator: ", ")))")
      } else if scatter == paytable.wild {
        add(
          "paytable.scatter", "\(QuotedInput.quoted(scatter)) is the wild (allowed: another symbol)"
        )
      } else if let index = (paytable.clusterPays ?? []).firstIndex(where: { $0.symbol == scatter })
      {
        add(
          "paytable.clusterPays[\(index)].symbol",
          "\(QuotedInput.quoted(scatter)) is the scatter (allowed: a paying symbol; a scatter "
            + "pays by the free spins it triggers)")
      }
    }
    guard let written = paytable.freeSpins else { return problems }
    for (key, given) in [
      ("multiplier", written.multiplier != nil), ("strips", written.strips != nil),
      ("weights", written.weights != nil), ("pays", written.pays != nil),
    ] where given {
      add(
        "paytable.freeSpins.\(key)",
        "is not allowed with mode cluster: the free spins are spins of the same grid, its cell "
          + "multipliers persisting (allowed: awards and retrigger)")
    }
    return problems
  }

  /// The ``/ReelKit/ClusterFreeSpins`` of a validated cluster config, `nil` without free spins.
  var clusterFreeSpins: ClusterFreeSpins? {
    guard let paytable, isCluster, let scatter = paytable.scatter,
      let written = paytable.freeSpins
    else { return nil }
    return ClusterFreeSpins(
      scatter: scatter,
      awards: written.awards.map { FreeSpinAward(count: $0.count, spins: $0.spins) },
      retriggers: written.retrigger ?? true)
  }
}
