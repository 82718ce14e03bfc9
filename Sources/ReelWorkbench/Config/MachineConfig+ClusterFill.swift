import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Problems of a cluster grid's `paytable.fill`, each at its JSON path: at least one entry
  /// and at most ``maximumPays``, known symbols each once, weights `0 ... ClusterFill.maximumWeight`
  /// summing above 0, and no drum stop `weights` (with a fill the strips only spin: weighted
  /// stops would describe a second, ambiguous fill).
  func clusterFillProblems() -> [ConfigProblem] {
    guard let paytable, isCluster, let fill = paytable.fill else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(path), message: message))
    }
    if fill.isEmpty || fill.count > Self.maximumPays {
      add(
        "paytable.fill",
        "has \(fill.count) entries (allowed: 1 ... \(Self.maximumPays) symbols with weights)")
    }
    var seen: [String: Int] = [:]
    var total = 0
    for (index, entry) in fill.enumerated() {
      let path = "paytable.fill[\(index)]"
      if !symbols.contains(entry.symbol) {
        add(
          path + ".symbol",
          "\(QuotedInput.quoted(entry.symbol)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(entry.symbol, among: symbols)) (allowed: "
            + "\(symbols.joined(separator: ", ")))")
      } else if let first = seen[entry.symbol] {
        add(
          path + ".symbol",
          "\(QuotedInput.quoted(entry.symbol)) is already paytable.fill[\(first)] (allowed: "
            + "each symbol once)")
      } else {
        seen[entry.symbol] = index
      }
      if !(0...ClusterFill.maximumWeight).contains(entry.weight) {
        add(
          path + ".weight",
          "\(entry.weight) is out of range (allowed: 0 ... \(ClusterFill.maximumWeight))")
      } else {
        total += entry.weight
      }
    }
    if !fill.isEmpty, total == 0, problems.isEmpty {
      add("paytable.fill", "weights sum to 0 (allowed: a sum above 0, some symbol must land)")
    }
    for (index, drum) in drums.enumerated() where drum.weights != nil {
      add(
        "drums[\(index)].weights",
        "is not allowed with paytable.fill (allowed: absent; the fill draws every cell, the "
          + "strips only spin)")
    }
    return problems
  }

  /// The ``/ReelKit/ClusterFill`` of a validated cluster config, `nil` without `paytable.fill`.
  var clusterFill: ClusterFill? {
    guard let fill = paytable?.fill, isCluster else { return nil }
    return ClusterFill(fill.map { ($0.symbol, $0.weight) })
  }
}
