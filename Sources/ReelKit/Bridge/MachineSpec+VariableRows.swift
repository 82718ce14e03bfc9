import ReelMaths
import ReelMotion

extension MachineSpec {
  /// The machine of one spin of a variable-row machine: this machine — its drums at their
  /// full window (each ``DrumGeometry/visibleRows`` the bound the maths reads, as the config
  /// gives it) — showing `rows` rows this spin after `previousRows` on the spin before
  /// (``withRows(_:previous:)``), each drum's stop resting in the row the maths reads it in:
  /// `t = min(targetRow, rows − 1)` (``VariableRows/targetRow(of:rows:)``, the one rule) this
  /// spin and the same rule for `previousRows` before it. So the window at rest is exactly
  /// ``VariableRowsMachine/window(of:)``'s (without the top drum's cells).
  ///
  /// ```swift
  /// let outcome = Outcome.randomSpin(for: ReelStrips(base), rows: rows, weights: nil, seed: 7)
  /// let spin = try base.spinning(outcome.rows, previousRows: [7, 7, 7, 7, 7, 7])
  /// let result = SpinRunner(spec: spin, targets: outcome.stops).runInline()
  /// ```
  ///
  /// Call it on the machine at its full window each spin (not on the machine of an earlier
  /// spin, whose windows are that spin's rows).
  ///
  /// - Throws: ``SpinUsageError/wrongCount(field:found:drums:)`` when a list does not have one
  ///   count per drum, ``SpinUsageError/invalid(_:)`` when a count is outside
  ///   `1 … visibleRows` (`drums[2].rows: 9 …`) or the machine's issues when the rows do not
  ///   fit (a classic profile changing rows, …); nothing is half-made.
  public func spinning(_ rows: [Int], previousRows: [Int]) throws(SpinUsageError) -> MachineSpec {
    for (field, list) in [("rows", rows), ("previousRows", previousRows)]
    where list.count != drums.count {
      throw .wrongCount(field: field, found: list.count, drums: drums.count)
    }
    let reels = ReelStrips(self).reels
    var outside: [ParameterIssue] = []
    for (field, list) in [("rows", rows), ("previousRows", previousRows)] {
      for (drum, count) in list.enumerated()
      where !(1...max(1, reels[drum].visibleRows)).contains(count) {
        outside.append(
          ParameterIssue(
            field: "drums[\(drum)].\(field)",
            message: "\(count) is outside the window (allowed: 1 ... \(reels[drum].visibleRows) "
              + "rows, the drum's visibleRows)"))
      }
    }
    guard outside.isEmpty else { throw .invalid(outside) }
    var machine = self
    for index in machine.drums.indices {
      machine.drums[index].setRows(
        rows[index], previous: previousRows[index],
        resultRow: VariableRows.targetRow(of: reels[index], rows: rows[index]),
        previousResultRow: VariableRows.targetRow(of: reels[index], rows: previousRows[index]))
    }
    let issues = machine.issues()
    guard issues.isEmpty else { throw .invalid(issues) }
    return machine
  }
}
