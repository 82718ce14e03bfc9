extension MachineSpec {
  /// Checks that `targets` has one strip index per drum, each on its drum's strip, a held
  /// drum's (``DrumSpec/held``) its rest stop.
  public func checkTargets(_ targets: [Int]) throws(SpinUsageError) {
    guard targets.count == drums.count else {
      throw .wrongCount(field: "targets", found: targets.count, drums: drums.count)
    }
    for (index, target) in targets.enumerated() {
      let symbols = drums[index].geometry.strip.count
      guard (0..<symbols).contains(target) else {
        throw .targetOffStrip(drum: index, target: target, symbols: symbols)
      }
      if drums[index].held, target != drums[index].startIndex {
        throw .heldDrumTarget(drum: index, target: target, rest: drums[index].startIndex)
      }
    }
  }

  /// The earliest stop request of each drum when a late result arrives at `resultAt` seconds:
  /// the configured schedule moved later as a whole, so that drum 0's request is at least
  /// `resultAt` and `minimumSpinTime` (the drums keep their intervals):
  ///
  ///     earliest_i = stopRequestTime_i + max(0, max(resultAt, minimumSpinTime) − stopRequestTime_0)
  public func lateStopTimes(resultAt: Double, minimumSpinTime: Double? = nil) -> [Double] {
    let first = drums.first?.stopRequestTime ?? 0
    let shift = max(0, max(resultAt, minimumSpinTime ?? 0) - first)
    return drums.map { $0.stopRequestTime + shift }
  }
}
