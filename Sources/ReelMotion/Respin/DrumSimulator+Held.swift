extension DrumSimulator {
  /// Puts a held drum (``DrumSpec/held``) at rest for the whole spin: phase
  /// ``DrumPhase/stopped`` from tick 0, travel 0, velocity 0, its offset exactly
  /// `startIndex·h` — the offset the previous spin left it at, bit for bit, since both are
  /// ``DrumGeometry/centredOffset(of:)`` of the same stop. It emits no event (it neither
  /// starts nor lands); its settle tick is 0 and it has no stop request.
  mutating func holdAtRest() {
    phase = .stopped
    metrics.settleTick = 0
  }

  /// Whether the drum is held by a respin (``DrumSpec/held``).
  public var isHeld: Bool { spec.held }
}
