/// Where a drum is in its spin. Phases only move forward, in this order.
public enum DrumPhase: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
  /// At rest before the spin (during its start delay).
  case idle
  /// The short reverse move before the spin.
  case windingBack
  /// Spinning up, limited by `acceleration`.
  case accelerating
  /// At cruise speed (also while a `wait` landing waits for its braking point, and the
  /// classic profile outside its slow zone).
  case cruising
  /// On a landing curve (or inside the classic profile's slow zone).
  case braking
  /// The back profile returning from its overshoot onto the target.
  case settling
  /// At rest on the target.
  case stopped

  /// Phases compare by their order in a spin.
  public static func < (lhs: DrumPhase, rhs: DrumPhase) -> Bool {
    let order = DrumPhase.allCases
    return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
  }
}

#if !hasFeature(Embedded)
  extension DrumPhase: Codable {}
#endif
