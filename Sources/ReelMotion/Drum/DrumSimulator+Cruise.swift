extension DrumSimulator {
  /// The tick of the next decision of a drum that cruises steadily, or `nil` when the drum
  /// is not in such a cruise.
  ///
  /// A steady cruise is a drum on its cruise segment whose current tick already has zero
  /// per-tick acceleration (it has cruised for two ticks, so later ticks add no jerk), that
  /// is not an armed classic drum (whose every tick is a decision). Before the returned tick
  /// nothing can happen but the travel growing: the stop request fires on it (the first
  /// tick at or after the scheduled and earliest ones with `minimumRevolutions` turns done),
  /// or a `wait` landing starts braking on it; `limit` stands for it while the target is not
  /// known yet (only a command can reveal it).
  func steadyCruiseDecision(limit: Int) -> Int? {
    guard phase == .cruising, acceleration == 0, metrics.previousVelocity == velocity,
      case .cruise = segment.shape
    else { return nil }
    if !targetKnown { return limit }
    if metrics.stopRequestTick == nil {
      return requestTick(notBefore: max(scheduledStopTick, earliestStopTick, tick + 1))
    }
    return pendingBrakeTick
  }

  /// Steps the plain cruise ticks before `limit` (and before the next decision), appending
  /// one sample per tick to `trace`: the cruise tick of ``step(into:)`` specialised.
  ///
  /// On such a tick `n` the travel is the cruise segment's `x₀ + V·((n − n₀)·dt)`, the
  /// velocity `V`, the per-tick acceleration and jerk 0, and no decision is due, so the loop
  /// computes only the travel, its wrapped offset and the running maximum travel; the
  /// running peaks get the same (idempotent) update a step gives. Every value has the bits
  /// ``step(into:)`` gives. Does nothing unless the drum cruises steadily: on its cruise
  /// segment, with zero per-tick acceleration already, and not an armed classic drum.
  public mutating func stepCruise(before limit: Int, appendingTo trace: inout [DrumSample]) {
    guard let decision = steadyCruiseDecision(limit: limit),
      case .cruise(let speed) = segment.shape, velocity == speed
    else { return }
    let last = min(decision, limit) - 1
    guard last > tick else { return }
    let startTick = segment.startTick
    let startTravel = segment.startTravel
    let timeStep = clock.timeStep
    let startOffset = startOffset
    var cursor = WrapCursor(length: stripLength)
    var maxTravel = metrics.maxTravel
    var travel = self.travel
    trace.reserveCapacity(trace.count + (last - tick))
    // Samples are written in chunks into a scratch buffer and appended with one copy each,
    // so that the loop does no per-sample uniqueness or capacity check.
    var first = tick + 1
    withUnsafeTemporaryAllocation(of: DrumSample.self, capacity: Self.cruiseChunk) { chunk in
      while first <= last {
        let end = min(last, first + Self.cruiseChunk - 1)
        for next in first...end {
          travel = startTravel + speed * (Double(next - startTick) * timeStep)
          maxTravel = max(maxTravel, travel)
          chunk.initializeElement(
            at: next - first,
            to: DrumSample(
              tick: next, phase: .cruising, travel: travel,
              offset: cursor.wrap(startOffset + travel), velocity: speed, acceleration: 0))
        }
        trace.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0...(end - first)]))
        first = end + 1
      }
    }
    advanceSteadyCruise(to: last, travel: travel, speed: speed, maxTravel: maxTravel)
  }

  /// The samples of ``stepCruise(before:appendingTo:)`` written before each append.
  static var cruiseChunk: Int { 16 }

  /// Moves a steadily cruising drum to `tick` at `travel`, with the state and running peaks
  /// ``step(into:)`` would have left there.
  mutating func advanceSteadyCruise(to tick: Int, travel: Double, speed: Double, maxTravel: Double)
  {
    let previousAcceleration = acceleration
    self.tick = tick
    self.travel = travel
    velocity = speed
    acceleration = (velocity - metrics.previousVelocity) / clock.timeStep
    metrics.maxTravel = maxTravel
    metrics.record(
      velocity: velocity, acceleration: acceleration, previousAcceleration: previousAcceleration,
      travel: travel, timeStep: clock.timeStep, braking: metrics.stopRequestTick != nil)
  }

  /// The first tick at or after `notBefore` at which the current cruise segment has covered
  /// `minimumRevolutions` turns: when the stop request fires.
  func requestTick(notBefore: Int) -> Int {
    var candidate = notBefore
    let required = timeline.requiredTravel
    if segment.state(atTick: candidate, clock: clock).travel < required {
      let missing = required - segment.state(atTick: candidate, clock: clock).travel
      candidate += max(0, Int(saturating: missing / (velocity * clock.timeStep), .down) - 1)
      while candidate < SimulationClock.maximumTick,
        segment.state(atTick: candidate, clock: clock).travel < required
      {
        candidate += 1
      }
    }
    return candidate
  }
}
