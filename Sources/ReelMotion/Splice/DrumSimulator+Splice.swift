import ReelKitSupport

extension DrumSimulator {
  /// The strip index the drum's offset started from on the strip it is drawn on: the start
  /// index, turned by the splice if there was one.
  var drawnStartIndex: Int {
    spec.geometry.wrapIndex(spec.motionStartIndex + (splice?.shift ?? 0))
  }

  /// The braking family of a landing that brakes for a fixed time (`fixed`, `splice`), or
  /// `nil` for the profile's own curve.
  func brakingFamily(speed: Double) -> FixedTimeBraking? {
    switch method {
    case .fixed: FixedTimeBraking(motion: spec.motion, speed: speed)
    case .splice:
      .splice(motion: spec.motion, speed: speed, geometry: spec.geometry)
    default: nil
    }
  }

  /// The `splice` stop request: land on the first whole-symbol travel `X = q·h` at or beyond
  /// ``FixedTimeBraking/spliceDistance(motion:speed:geometry:)`` (and the nearest reach of
  /// ``FixedTimeBraking/splice(motion:speed:geometry:)``), and
  /// make it the target by turning the drawn strip by `shift = target − (start + q) (mod N)`
  /// symbols; brake at once for the family's fixed time.
  ///
  /// The symbols in or near the window between the previous tick and this one keep what they
  /// showed (``StripSplice/kept``); when one of them is in the target's window at rest (the
  /// braking distance is too short, or longer than the strip less the window) the splice
  /// cannot be made out of sight and this returns `false` (the caller waits for the target).
  mutating func planSplice(into events: inout [SpinEvent]) -> Bool {
    let geometry = spec.geometry
    let h = geometry.symbolHeight
    guard let reach = brakingFamily(speed: velocity)?.reach else { return false }
    var nearest =
      travel
      + max(
        reach.lowerBound,
        FixedTimeBraking.spliceDistance(motion: spec.motion, speed: velocity, geometry: geometry))
    if let lowest = spec.minimumLandingTravel { nearest = max(nearest, lowest) }
    var symbols = Int(saturating: nearest / h, .up)
    if Double(symbols) * h < nearest { symbols += 1 }
    let landing = Double(symbols) * h
    guard landing - travel <= reach.upperBound else { return false }
    let landingIndex = geometry.wrapIndex(drawnStartIndex + symbols)
    let shift = geometry.wrapIndex(target - landingIndex)
    if shift != 0 {
      guard let kept = keptSymbols(shift: shift) else { return false }
      let window = geometry.windowIndices(restingAt: target)
      splice = StripSplice(
        tick: tick, shift: shift, landingIndex: landingIndex, stops: window,
        symbols: window.map { geometry.strip[$0] }, kept: kept)
      startOffset = geometry.centredOffset(of: drawnStartIndex)
    }
    landingTravel = landing
    beginLanding(into: &events)
    return true
  }

  /// The symbols visible at any travel between the previous tick and this one, by their
  /// index on the strip turned by `shift`, with the symbol they show now; `nil` when one of
  /// them is in the target's window at rest.
  private func keptSymbols(shift: Int) -> [KeptSymbol]? {
    let geometry = spec.geometry
    let h = geometry.symbolHeight
    let earlier =
      tick > 0
      ? min(
        segment.state(atTick: tick - 1, clock: clock).travel, travel - velocity * clock.timeStep)
      : travel
    let span = max(0, travel - earlier)
    guard span.isFinite, span < stripLength else { return nil }
    let steps = Int(saturating: span / (h / 2), .up)
    let turned = geometry.centredOffset(of: geometry.wrapIndex(drawnStartIndex + shift))
    let window = geometry.windowIndices(restingAt: target)
    var kept: [KeptSymbol] = []
    for step in 0...steps {
      let at = steps == 0 ? travel : earlier + span * Double(step) / Double(steps)
      for visible in geometry.visibleSymbols(offset: geometry.wrap(turned + at))
      where !kept.contains(where: { $0.index == visible.index }) {
        if window.contains(visible.index) { return nil }
        kept.append(
          KeptSymbol(
            index: visible.index, symbol: geometry.strip[geometry.wrapIndex(visible.index - shift)]
          ))
      }
    }
    return kept.sortedStably { $0.index < $1.index }
  }
}
