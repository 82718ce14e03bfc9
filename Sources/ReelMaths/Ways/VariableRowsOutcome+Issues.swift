extension VariableRowsOutcome {
  /// Checks this outcome against a machine's drums and rows before anything uses it; an empty
  /// array means it is valid. Fields: `rows`, `rows[2]`, `stops`, `stops[4]`, `topStop`.
  ///
  /// - one row count and one stop per drum;
  /// - each row count `1 … visibleRows` of its drum (the window's bound,
  ///   ``VariableRows/rowCountProblem(_:bound:)``; any height in the bound, also one the
  ///   distribution never draws, as a stop need not have a weight);
  /// - each stop on its strip;
  /// - a top stop exactly when the machine has a top drum, on its strip.
  public func issues(reels: ReelStrips, rows machineRows: VariableRows) -> [ParameterIssue] {
    var issues: [ParameterIssue] = []
    let drumCount = reels.reels.count
    for (field, count) in [("rows", rows.count), ("stops", stops.count)] where count != drumCount {
      issues.append(
        ParameterIssue(
          field: field,
          message: "has \(count) entries for \(drumCount) drums (allowed: one per drum)"))
    }
    guard issues.isEmpty else { return issues }
    for (drum, reel) in reels.reels.enumerated() {
      if let problem = VariableRows.rowCountProblem(rows[drum], bound: reel.visibleRows) {
        issues.append(ParameterIssue(field: "rows[\(drum)]", message: problem))
      }
      if !reel.strip.indices.contains(stops[drum]) {
        issues.append(
          ParameterIssue(
            field: "stops[\(drum)]",
            message: "\(stops[drum]) is off the strip (allowed: 0 ... \(reel.strip.count - 1))"))
      }
    }
    switch (machineRows.topDrum, topStop) {
    case (nil, nil): break
    case (nil, let stop?):
      issues.append(
        ParameterIssue(
          field: "topStop",
          message: "\(stop) is given, but the machine has no top drum "
            + "(allowed: none)"))
    case (let topDrum?, nil):
      issues.append(
        ParameterIssue(
          field: "topStop",
          message: "is missing (allowed: 0 ... \(topDrum.strip.count - 1), the top drum's stop)"))
    case (let topDrum?, let stop?):
      if !topDrum.strip.indices.contains(stop) {
        issues.append(
          ParameterIssue(
            field: "topStop",
            message: "\(stop) is off the top drum's strip (allowed: 0 ... "
              + "\(topDrum.strip.count - 1))"))
      }
    }
    return issues
  }
}
