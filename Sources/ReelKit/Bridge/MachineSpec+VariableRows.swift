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
  /// With a `topDrum`, the spin's machine has one more drum, last (index `n`): the top drum
  /// as a plain drum of its own (``topDrumSpec(_:)``), whose target is the top stop. The `n`
  /// drums before it are this machine's, unchanged.
  ///
  /// - Throws: ``SpinUsageError/wrongCount(field:found:drums:)`` when a list does not have one
  ///   count per drum, ``SpinUsageError/invalid(_:)`` when a count is outside
  ///   `1 … visibleRows` (`/ReelMaths/VariableRows/rowCountProblem(_:bound:)`:
  ///   `drums[2].rows: 9 rows is outside the window …`) or the machine's issues when the rows do not
  ///   fit (a classic profile changing rows, …); nothing is half-made.
  public func spinning(_ rows: [Int], previousRows: [Int], topDrum: TopDrum? = nil)
    throws(SpinUsageError) -> MachineSpec
  {
    for (field, list) in [("rows", rows), ("previousRows", previousRows)]
    where list.count != drums.count {
      throw .wrongCount(field: field, found: list.count, drums: drums.count)
    }
    let reels = ReelStrips(self).reels
    var outside: [ParameterIssue] = []
    for (field, list) in [("rows", rows), ("previousRows", previousRows)] {
      for (drum, count) in list.enumerated() {
        if let problem = VariableRows.rowCountProblem(count, bound: reels[drum].visibleRows) {
          outside.append(ParameterIssue(field: "drums[\(drum)].\(field)", message: problem))
        }
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
    if let topDrum { machine.drums.append(topDrumSpec(topDrum)) }
    let issues = machine.issues()
    guard issues.isEmpty else { throw .invalid(issues) }
    return machine
  }

  /// The top drum of a variable-row machine as a plain drum of the motion, for this machine
  /// at its full window: its strip, a window of `n − 2` cells (one over each covered drum
  /// `1 … n − 2`), each cell drum 1's ``DrumGeometry/symbolHeight`` long, and drum 1's motion
  /// and schedule (it starts and is asked to stop with drum 1), starting on stop 0.
  ///
  /// The motion is one-dimensional; a front end draws this window horizontally, its top row
  /// on the right: row `r` (0 at the top) is the cell over drum `n − 2 − r`, and the result
  /// row is the last, `n − 3`, over drum 1. So at rest on stop `k` the cell over drum
  /// `1 + j` shows strip index `k + j` (mod `M`): exactly ``TopDrum/index(above:restingAt:)``,
  /// the maths' top window. As the drum travels its cells move from the right towards drum 1.
  public func topDrumSpec(_ topDrum: TopDrum) -> DrumSpec {
    let covered = TopDrum.coveredDrums(drumCount: drums.count).count
    let first = drums.indices.contains(1) ? drums[1] : drums.first
    let geometry = DrumGeometry(
      strip: topDrum.strip, symbolHeight: first?.geometry.symbolHeight ?? 1,
      visibleRows: max(1, covered), resultRow: max(0, covered - 1))
    return DrumSpec(
      geometry: geometry, motion: first?.motion ?? MotionParameters(), startIndex: 0,
      startDelay: first?.startDelay ?? 0, stopRequestTime: first?.stopRequestTime ?? 0)
  }
}
