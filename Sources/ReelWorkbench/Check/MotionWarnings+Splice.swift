import ReelKit

extension MotionWarnings {
  /// The `splice` strategy's warnings: a config following a rule set that forbids it
  /// (``RuleSet/forbidsSplice``: a physical reel cannot change its strip, and the land-based and
  /// Ontario standards ask that the reels show the real strips), and a braking distance that cannot place the target out of sight (the drum then
  /// waits for the target, and its stops leave the schedule).
  func spliceWarnings(drum index: Int, spec: DrumSpec) -> [Warning] {
    let motion = spec.motion
    guard motion.profile.isPlanned, motion.strategy == .splice else { return [] }
    var found: [Warning] = []
    let forbidding = machine.config.ruleSets.filter(\.forbidsSplice)
    if !forbidding.isEmpty {
      let names = forbidding.map(\.name).joined(separator: " and ")
      found.append(
        Warning(
          field: "strategy",
          message: "splice places the outcome's \(words.symbols) on the strip while it spins; the "
            + "config follows \(names) rules, under which the reels show the real strips",
          fix: "strategy wait, stretch, solve or fixed"))
    }
    if let fallback = spliceFallbackTarget(drum: index, spec: spec) {
      let geometry = spec.geometry
      let h = geometry.symbolHeight
      let nearest = FixedTimeBraking.spliceDistance(
        motion: motion, speed: motion.cruiseSpeed, geometry: geometry)
      let window = Double(geometry.visibleRows + 1) * h
      found.append(
        Warning(
          field: "maxDeceleration",
          message: "splice cannot place target \(fallback) out of sight: the landing is at least "
            + "\(words.length(n(nearest))) ahead of the request, about a whole number of strips "
            + "(\(words.length(n(geometry.stripLength)))), so the \(words.symbols) in sight at the request come "
            + "round into the window at rest; \(words.theDrum) waits for its target and its stop leaves "
            + "the schedule",
          fix: "a braking distance (2·cruiseSpeed²/(3·maxDeceleration) for cubic) at least "
            + "\(words.length(n(window))) from every multiple of \(words.length(n(geometry.stripLength))): a higher "
            + "maxDeceleration or a lower cruiseSpeed"))
    }
    return found
  }

  /// The first target (of the first few) on which the drum, spun alone, falls back from
  /// `splice` to `wait`; `nil` when none does.
  private func spliceFallbackTarget(drum index: Int, spec: DrumSpec) -> Int? {
    let clock = machine.spec.clock
    let limit = clock.tick(atOrAfter: machine.spec.maxDuration)
    for target in spec.geometry.strip.indices.prefix(3) {
      var events: [SpinEvent] = []
      var drum = DrumSimulator(
        drum: index, spec: spec, clock: clock, target: target, events: &events)
      while drum.result.stopRequestTick == nil, !drum.isStopped, drum.tick < limit {
        drum.skipCruise(before: limit)
        drum.step(into: &events)
        events.removeAll(keepingCapacity: true)
      }
      if drum.result.method == .spliceFallbackWait { return target }
    }
    return nil
  }
}
