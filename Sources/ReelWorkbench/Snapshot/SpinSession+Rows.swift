import ReelKit

extension SpinSession {
  /// What makes the snapshot's rows unusable on `machine` (its config, read unchanged), each
  /// at its JSON path, before the spin goes on: on a variable-row machine, each drum's rows
  /// this spin (`start.spec.drums[i].geometry.visibleRows`) and before
  /// (`….rowChange.previousRows`) within `1 … visibleRows` of the config, every drum with its
  /// `rowChange`, and `topStop` exactly when the machine has a top drum, on its strip; on a
  /// machine of fixed rows, no `topStop` and no row change.
  public func rowsProblems(on machine: ResolvedMachine) -> [ConfigProblem] {
    let drums = start.spec.drums
    func problem(_ path: String, _ message: String) -> ConfigProblem {
      ConfigProblem(path: JSONPath(path), message: message)
    }
    guard let variable = machine.variableRows else {
      if let topStop {
        return [
          problem("topStop", "\(topStop) is given, but the machine has no top drum (allowed: none)")
        ]
      }
      if let index = drums.firstIndex(where: { $0.rowChange != nil }) {
        return [
          problem(
            "start.spec.drums[\(index)].rowChange",
            "is given, but the machine's rows are fixed (allowed: none)")
        ]
      }
      return []
    }
    let reels = ReelStrips(machine.spec)
    guard drums.count == reels.reels.count else {
      return [
        problem(
          "start.spec.drums",
          "has \(drums.count) drums for the config's \(reels.reels.count) (allowed: one per drum)")
      ]
    }
    var problems: [ConfigProblem] = []
    for (index, drum) in drums.enumerated() {
      let bound = reels.reels[index].visibleRows
      let path = "start.spec.drums[\(index)]"
      guard let change = drum.rowChange else {
        problems.append(
          problem(
            "\(path).rowChange",
            "is missing, but the machine's rows vary (allowed: the "
              + "rows before the spin, as simulate --snapshot writes them)"))
        continue
      }
      for (field, rows) in [
        ("geometry.visibleRows", drum.geometry.visibleRows),
        ("rowChange.previousRows", change.previousRows),
      ] where !(1...max(1, bound)).contains(rows) {
        problems.append(
          problem(
            "\(path).\(field)",
            "\(rows) rows is outside the window (allowed: 1 ... \(bound) rows, the config's "
              + "visibleRows)"))
      }
    }
    let outcome = VariableRowsOutcome(
      rows: drums.map { $0.geometry.visibleRows }, stops: drums.map { _ in 0 }, topStop: topStop)
    problems += outcome.issues(reels: reels, rows: variable).filter { $0.field == "topStop" }.map {
      problem($0.field, $0.message)
    }
    return problems
  }
}
