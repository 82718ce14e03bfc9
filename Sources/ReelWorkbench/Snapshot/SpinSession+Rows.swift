import ReelKit

extension SpinSession {
  /// What makes the snapshot's rows unusable on `machine` (its config, read unchanged), each
  /// at its JSON path, before the spin goes on. On a variable-row machine of `n` drums: the
  /// spin machine has the `n` drums, plus the top drum last when the machine has one (its
  /// strip the config's); each drum's rows this spin (`start.spec.drums[i].geometry.visibleRows`)
  /// and before (`….rowChange.previousRows`) within `1 … visibleRows` of the config, every
  /// drum with its `rowChange`. On a machine of fixed rows: its drums, no row change.
  public func rowsProblems(on machine: ResolvedMachine) -> [ConfigProblem] {
    let drums = start.spec.drums
    func problem(_ path: String, _ message: String) -> ConfigProblem {
      ConfigProblem(path: JSONPath(path), message: message)
    }
    let count = machine.spec.drums.count
    let expected = count + (machine.variableRows?.topDrum == nil ? 0 : 1)
    guard drums.count == expected else {
      return [
        problem(
          "start.spec.drums",
          "has \(drums.count) drums for the config's \(expected)"
            + (expected > count ? " (its \(count) and the top drum)" : "")
            + " (allowed: one per drum, as simulate --snapshot writes them)")
      ]
    }
    guard machine.variableRows != nil else {
      guard let index = drums.firstIndex(where: { $0.rowChange != nil }) else { return [] }
      return [
        problem(
          "start.spec.drums[\(index)].rowChange",
          "is given, but the machine's rows are fixed (allowed: none)")
      ]
    }
    var problems: [ConfigProblem] = []
    for (index, reel) in ReelStrips(machine.spec).reels.enumerated() {
      let drum = drums[index]
      let bound = reel.visibleRows
      let path = "start.spec.drums[\(index)]"
      guard let change = drum.rowChange else {
        problems.append(
          problem(
            "\(path).rowChange",
            "is missing, but the machine's rows vary (allowed: the rows before the spin, as "
              + "simulate --snapshot writes them)"))
        continue
      }
      for (field, rows) in [
        ("geometry.visibleRows", drum.geometry.visibleRows),
        ("rowChange.previousRows", change.previousRows),
      ] {
        if let outside = VariableRows.rowCountProblem(rows, bound: bound) {
          problems.append(problem("\(path).\(field)", outside))
        }
      }
    }
    if let topDrum = machine.variableRows?.topDrum, drums[count].geometry.strip != topDrum.strip {
      problems.append(
        problem(
          "start.spec.drums[\(count)].geometry.strip",
          "is not the config's topDrum.strip (allowed: the top drum's strip, as simulate "
            + "--snapshot writes it)"))
    }
    guard problems.isEmpty else { return problems }
    return spinMachineProblems(on: machine)
  }

  /// Whether ``start``'s machine is exactly the config's machine of this spin's rows
  /// (``/ReelKit/MachineSpec/spinning(_:previousRows:topDrum:)``: each drum's symbol height
  /// `W/rows`, its result rows by the maths' rule, the top drum): the first drum that differs,
  /// or the machine itself, else nothing. The rows must already be within the window.
  func spinMachineProblems(on machine: ResolvedMachine) -> [ConfigProblem] {
    let count = machine.spec.drums.count
    let drums = start.spec.drums
    let rows = drums.prefix(count).map { $0.geometry.visibleRows }
    let previous = drums.prefix(count).map { $0.rowChange?.previousRows ?? $0.geometry.visibleRows }
    let allowed =
      "(allowed: the config's machine with these rows, as simulate --snapshot writes it)"
    guard
      let expected = try? machine.spec.spinning(
        rows, previousRows: previous, topDrum: machine.variableRows?.topDrum)
    else {
      return [
        ConfigProblem(path: JSONPath("start.spec"), message: "cannot spin these rows \(allowed)")
      ]
    }
    if let index = drums.indices.first(where: { drums[$0] != expected.drums[$0] }) {
      return [
        ConfigProblem(
          path: JSONPath("start.spec.drums[\(index)]"),
          message: "is not drum \(index) of the config's machine for this spin \(allowed)")
      ]
    }
    guard start.spec == expected else {
      return [
        ConfigProblem(
          path: JSONPath("start.spec"),
          message: "is not the config's machine for this spin \(allowed)")
      ]
    }
    return []
  }
}
