import ReelKitSupport

extension ResultCode {
  /// The variable-row outcome this code gives on a machine of `reels` whose rows are `rows`:
  /// the code must carry each drum's rows (after `@`) and, exactly when the machine has a top
  /// drum, its stop (after `+`); every value is checked
  /// (``VariableRowsOutcome/issues(reels:rows:)``).
  ///
  /// - Throws: ``ResultCodeError``, one line: the first problem, with what is allowed.
  public func outcome(on reels: ReelStrips, rows machineRows: VariableRows)
    throws(ResultCodeError) -> VariableRowsOutcome
  {
    let example = ResultCode(
      VariableRowsOutcome(
        rows: reels.reels.map { $0.visibleRows }, stops: reels.reels.map { _ in 0 },
        topStop: machineRows.topDrum == nil ? nil : 0))
    guard let rows else {
      throw ResultCodeError(
        message: "\(QuotedInput.quoted(description)) gives no rows, but the machine's rows vary "
          + "(allowed: the stops, '@' and each drum's rows joined by '.'"
          + (machineRows.topDrum == nil ? "" : ", '+' and the top drum's stop")
          + ", e.g. \(example))")
    }
    let outcome = VariableRowsOutcome(rows: rows, stops: stops, topStop: topStop)
    if let issue = outcome.issues(reels: reels, rows: machineRows).first {
      throw ResultCodeError(message: "\(QuotedInput.quoted(description)): \(issue.description)")
    }
    return outcome
  }
}
