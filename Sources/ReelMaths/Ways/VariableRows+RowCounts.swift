import ReelKitSupport

extension VariableRows {
  /// **The row-count bound**: why a drum whose full window shows `bound` rows (its
  /// ``ReelStrips/Reel/visibleRows``) cannot show `rows` rows on a spin, or `nil` when it can:
  /// a spin shows `1 … bound` rows (`1 … 1` for a bound below 1). The one statement of the
  /// rule and its message, read by the row distributions' check, an outcome's check
  /// (``VariableRowsOutcome/issues(reels:rows:)``), the machine of a spin
  /// (`MachineSpec.spinning(_:previousRows:topDrum:)` in ReelKit) and the workbench's readers
  /// of rows (options, result codes, suites, snapshots, histories).
  ///
  /// ```swift
  /// VariableRows.rowCountProblem(9, bound: 7)
  /// // "9 rows is outside the window (allowed: 1 ... 7 rows, the drum's visibleRows)"
  /// ```
  public static func rowCountProblem(_ rows: Int, bound: Int) -> String? {
    guard !(1...max(1, bound)).contains(rows) else { return nil }
    return "\(rows) rows is outside the window (allowed: 1 ... \(bound) rows, the drum's "
      + "visibleRows)"
  }

  /// The issues of `rows` as one row count per drum of a machine whose drums' full windows
  /// show `bounds` rows, left to right; empty when they fit. A list of the wrong length is one
  /// issue at field `""` (`has 5 row counts for 6 drums (allowed: one per drum)`); otherwise
  /// each count outside its drum's bound (``rowCountProblem(_:bound:)``) is an issue at `[d]`,
  /// so that `/ReelParameters/ParameterIssue/prefixed(_:)` with the list's own path gives
  /// `previousRows[2]`.
  public static func rowCountIssues(_ rows: [Int], bounds: [Int]) -> [ParameterIssue] {
    guard rows.count == bounds.count else {
      return [
        ParameterIssue(
          field: "",
          message: "has \(counted(rows.count, "row count")) for \(counted(bounds.count, "drum")) "
            + "(allowed: one per drum)")
      ]
    }
    return zip(rows, bounds).enumerated().compactMap { drum, pair in
      rowCountProblem(pair.0, bound: pair.1).map { ParameterIssue(field: "[\(drum)]", message: $0) }
    }
  }
}
