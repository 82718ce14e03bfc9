import ReelKit
import ReelKitSupport

extension MotionWarnings {
  /// Warnings about the order and spacing of the stops, measured by spinning each drum alone
  /// onto its targets (``DrumProbe``): stops that come out of order for some outcomes, and
  /// stop requests that `minimumRevolutions` holds back until they bunch together.
  func scheduleFindings(_ landings: [[DrumProbe.Landing]], file: String) -> [ConfigFinding] {
    guard machine.spec.drums.count > 1, landings.allSatisfy({ !$0.isEmpty }) else { return [] }
    // Bunched requests also put stops out of order: that is one finding, not two.
    let bunching = bunchingFindings(landings, file: file)
    return bunching.isEmpty ? orderFindings(landings, file: file) : bunching
  }

  /// Drum `i` resting after drum `i + 1` for some pair of outcomes (every combination of
  /// targets can come up): one finding per JSON path that sets the later drum's stop time.
  private func orderFindings(_ landings: [[DrumProbe.Landing]], file: String) -> [ConfigFinding] {
    let spec = machine.spec
    let clock = spec.clock
    var byPath: [(path: String, pairs: [String], interval: Double)] = []
    for index in 0..<(spec.drums.count - 1) {
      guard let latest = landings[index].max(by: { $0.settleTick < $1.settleTick }),
        let earliest = landings[index + 1].min(by: { $0.settleTick < $1.settleTick }),
        latest.settleTick > earliest.settleTick
      else { continue }
      let pair =
        "drum \(index) rests at up to \(n(clock.time(atTick: latest.settleTick))) s (target "
        + "\(latest.target)), drum \(index + 1) as early as "
        + "\(n(clock.time(atTick: earliest.settleTick))) s (target \(earliest.target))"
      // Moving the later drum's request by the overlap (and a tick) orders these two.
      let gap = clock.time(atTick: latest.settleTick - earliest.settleTick + 1)
      let interval =
        spec.drums[index + 1].stopRequestTime - spec.drums[index].stopRequestTime + gap
      let path = schedulePath(drum: index + 1)
      if let existing = byPath.firstIndex(where: { $0.path == path }) {
        byPath[existing].pairs.append(pair)
        byPath[existing].interval = max(byPath[existing].interval, interval)
      } else {
        byPath.append((path, [pair], interval))
      }
    }
    return byPath.map { entry in
      let what =
        entry.path.hasSuffix("stopTime")
        ? "a later stopTime (about \(n(entry.interval)) s after the drum before)"
        : "stopInterval ≥ about \(n(entry.interval)) s"
      // `solve` and `fixed` time each landing from the request; `wait` can wait up to a turn.
      let waits = spec.drums.contains {
        $0.motion.profile.isPlanned && [.wait, .stretch].contains($0.motion.strategy)
      }
      return ConfigFinding(
        severity: .warning, file: file, path: entry.path,
        message: "the drums can come to rest out of order for some outcomes: "
          + entry.pairs.joined(separator: "; "),
        fix: what + (waits ? ", or strategy solve (it lands a fixed time after the request)" : ""))
    }
  }

  /// Stop requests that fire later than scheduled because the drum has not yet turned
  /// `minimumRevolutions` times, and so fire closer together than the schedule spaces them.
  private func bunchingFindings(_ landings: [[DrumProbe.Landing]], file: String)
    -> [ConfigFinding]
  {
    let spec = machine.spec
    let clock = spec.clock
    let scheduled = spec.drums.map { clock.tick(atOrAfter: $0.stopRequestTime) }
    let fired = landings.map { $0.map(\.stopRequestTick).max() ?? 0 }
    let bunched = (1..<spec.drums.count).filter { index in
      fired[index] > scheduled[index]
        && fired[index] - fired[index - 1] < scheduled[index] - scheduled[index - 1]
    }
    guard !bunched.isEmpty else { return [] }
    let held = spec.drums.indices.filter { fired[$0] > scheduled[$0] }
    let turns = spec.drums[held[0]].motion.minimumRevolutions
    let times = fired.map { n(clock.time(atTick: $0)) }
    let when =
      Set(fired).count == 1
      ? "every drum is asked to stop at the same time, \(times[0]) s"
      : "the drums are asked to stop at " + times.joined(separator: ", ") + " s"
    // The first stop that lets every drum finish its turns before its scheduled request.
    let firstStop =
      held.map { index in
        clock.time(atTick: fired[index])
          - (spec.drums[index].stopRequestTime
            - spec.drums[0].stopRequestTime)
      }.max() ?? 0
    return [
      ConfigFinding(
        severity: .warning, file: file, path: motionPath("minimumRevolutions", drum: held[0]),
        message: "stop requests wait until the drum has turned \(counted(turns, "time")): \(when) "
          + "instead of "
          + spec.drums.map { n($0.stopRequestTime) }.joined(separator: ", ")
          + " s as scheduled, so the stops bunch together",
        fix: "firstStop ≥ \(n(firstStop)) s (the turns are done by then), or fewer "
          + "minimumRevolutions")
    ]
  }

  /// The JSON path that sets drum `index`'s stop request time: its `stopTime`, else the
  /// `stopInterval` (the drum's override or the machine's; `firstStop` for drum 0).
  func schedulePath(drum index: Int) -> String {
    if machine.config.drums[index].stopTime != nil { return "drums[\(index)].stopTime" }
    return motionPath(index == 0 ? "firstStop" : "stopInterval", drum: index)
  }
}
