import ReelKit

extension MotionWarnings {
  /// Under `uk-online` (``RuleSet/ukOnline``), the shortest game cycle any outcome can have,
  /// when it is under ``RuleSet/ukGameCycle``.
  ///
  /// A spin's game cycle is its last settle (the shown result). Drums without controls do not
  /// affect each other, so over every combination of targets the shortest is
  /// `max over drums d of (min over targets t of settle_d(t))`, from each drum spun alone onto
  /// its targets (``DrumProbe``). A respin, a tumble or a feature only lengthens a game; a
  /// variable-row spin's top drum follows drum 1's schedule and is not probed.
  func gameCycleFindings(_ landings: [[DrumProbe.Landing]], file: String) -> [ConfigFinding] {
    guard machine.config.follows(.ukOnline), let cycle = shortestGameCycle(landings),
      cycle.time < RuleSet.ukGameCycle
    else { return [] }
    let missing = RuleSet.ukGameCycle - cycle.time
    return [
      ConfigFinding(
        severity: .warning, file: file, path: schedulePath(drum: 0),
        message: "the shortest game cycle is \(n(cycle.time)) s (drum \(cycle.drum) at rest on "
          + "target \(cycle.target)); UK online slots need at least "
          + "\(n(RuleSet.ukGameCycle)) s for every outcome",
        fix: "stop requests about \(n(missing)) s later (a later "
          + "\(schedulePath(drum: 0).hasSuffix("stopTime") ? "stopTime on every drum" : "firstStop")"
          + "), or a lower cruiseSpeed")
    ]
  }

  /// The shortest game cycle over every combination of targets, s, and the drum and target
  /// that set it: `max over drums d of (min over targets t of settle_d(t))`, from each drum
  /// spun alone onto its targets (``DrumProbe``; probed here when `landings` is `nil`); `nil`
  /// when a drum rests on none of them.
  func shortestGameCycle(_ landings: [[DrumProbe.Landing]]? = nil) -> (
    time: Double, drum: Int, target: Int
  )? {
    let spec = machine.spec
    let landings =
      landings ?? spec.drums.indices.map { DrumProbe.landings(drum: $0, machine: spec) }
    guard !landings.isEmpty, landings.allSatisfy({ !$0.isEmpty }) else { return nil }
    let earliest = landings.map { drum in drum.min { $0.settleTick < $1.settleTick }! }
    let last = earliest.indices.max { earliest[$0].settleTick < earliest[$1].settleTick }!
    return (spec.clock.time(atTick: earliest[last].settleTick), last, earliest[last].target)
  }
}
