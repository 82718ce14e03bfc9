extension MachineSpec {
  /// Drum `index`'s schedule against the watchdog: its stop request must come before
  /// `maxDuration`, or the spin can only end on the watchdog. `nil` when it does. The field is
  /// `drums[index].stopRequestTime`; the issue is the pair of it and `maxDuration`.
  public func scheduleIssue(drum index: Int) -> ParameterIssue? {
    guard drums.indices.contains(index) else { return nil }
    let stop = drums[index].stopRequestTime
    guard stop >= maxDuration else { return nil }
    return ParameterIssue(
      field: "drums[\(index)].stopRequestTime",
      message: "drum \(index) is asked to stop at \(format(stop)) s, not before the watchdog at "
        + "\(format(maxDuration)) s (allowed: maxDuration above every stop time)")
  }

  /// Every drum's ``scheduleIssue(drum:)``, in drum order.
  public func scheduleIssues() -> [ParameterIssue] {
    drums.indices.compactMap(scheduleIssue(drum:))
  }
}
