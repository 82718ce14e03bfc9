import ReelKit

/// One drum spun alone onto a set of targets, to see when its stop request fires and when it
/// comes to rest for each — what `check` needs to tell whether stops can come out of order or
/// are bunched together. Drums of a config without controls do not affect each other, so a
/// drum alone behaves as it does in a spin.
struct DrumProbe: Sendable {
  /// When one landing happened.
  struct Landing: Sendable, Equatable {
    /// The target.
    var target: Int
    /// The tick the stop request fired.
    var stopRequestTick: Int
    /// The tick the drum came to rest.
    var settleTick: Int
  }

  /// At most this many targets are spun per drum (evenly spread over longer strips).
  static let maximumTargets = 256

  /// The landings of drum `index` of `machine`, one per probed target, in target order.
  ///
  /// The probe of one drum steps at most `MachineSpec.maximumDrumTicks / drums` ticks in all
  /// (what one spin of the machine may cost), and stops at the first target on which the drum
  /// does not rest before the watchdog: a slow machine is probed on fewer targets, never for
  /// longer than a spin of it could take.
  static func landings(drum index: Int, machine: MachineSpec) -> [Landing] {
    let spec = machine.drums[index]
    let count = spec.geometry.symbolCount
    let step = max(1, (count + maximumTargets - 1) / maximumTargets)
    let limit = machine.clock.tick(atOrAfter: machine.maxDuration)
    var budget = MachineSpec.maximumDrumTicks / max(1, machine.drums.count)
    var events: [SpinEvent] = []
    var landings: [Landing] = []
    for target in stride(from: 0, to: count, by: step) {
      var drum = DrumSimulator(
        drum: index, spec: spec, clock: machine.clock, target: target, events: &events)
      while !drum.isStopped, drum.tick < limit, budget > 0 {
        drum.skipCruise(before: limit)
        drum.step(into: &events)
        events.removeAll(keepingCapacity: true)
        budget -= 1
      }
      let result = drum.result
      guard let request = result.stopRequestTick, let settle = result.settleTick else { break }
      landings.append(Landing(target: target, stopRequestTick: request, settleTick: settle))
    }
    return landings
  }
}
