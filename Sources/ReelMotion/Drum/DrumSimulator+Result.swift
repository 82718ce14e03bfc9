extension DrumSimulator {
  /// The solve plan made at spin start, or `nil` when the strategy is not `solve` or no
  /// speed factor within `maxSpeedAdjust` works.
  public var solvedLanding: SolvedLanding? { solved }

  /// What the drum has done so far; final once it is stopped.
  public var result: DrumResult {
    let geometry = spec.geometry
    let resting = isStopped ? target : geometry.stop(atOffset: offset)
    return DrumResult(
      drum: drum,
      target: target,
      targetSymbol: geometry.strip[target],
      method: method,
      speedFactor: method == .solve ? solved?.speedFactor ?? 1 : 1,
      cruiseSpeed: cruiseSpeed,
      phase: phase,
      startTick: metrics.startTick,
      cruiseTick: metrics.cruiseTick,
      stopRequestTick: metrics.stopRequestTick,
      brakingStartTick: metrics.brakingTick,
      reachedTargetTick: metrics.landedTick,
      settleTick: metrics.settleTick,
      brakingDistance: metrics.brakingDistance,
      travel: travel,
      offset: offset,
      revolutions: travel / geometry.stripLength,
      peakSpeed: metrics.peakSpeed,
      peakDeceleration: metrics.peakDeceleration,
      peakJerk: metrics.peakJerk,
      landingError: metrics.landingError,
      windowMisses: metrics.windowMisses,
      overshoot: max(0, metrics.maxTravel - travel),
      window: geometry.window(restingAt: resting),
      decidedTarget: decidedTarget,
      requestSource: metrics.stopRequestTick == nil ? nil : stopSource,
      slip: metrics.requestTravel.map { (travel - $0) / geometry.symbolHeight },
      stopLatencyTicks: metrics.stopRequestTick.flatMap { request in
        metrics.settleTick.map { $0 - request }
      },
      anticipationTicks: anticipationTicks,
      splice: splice,
      rows: spec.rowChange == nil ? nil : geometry.visibleRows,
      previousRows: spec.rowChange?.previousRows)
  }
}
