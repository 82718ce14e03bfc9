/// How a drum comes to rest on its target.
public enum BrakingProfile: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Constant deceleration `d` from speed `v` to rest: distance `v²/(2d)`, duration `v/d`.
  case linear
  /// Ease-out cubic: `x(u) = D·(1 − (1 − u)³)` over duration `T`, so `v(u) = v₀·(1 − u)²` and
  /// the deceleration `2v₀(1 − u)/T` fades to zero at rest. Peak deceleration `2v₀/T = d`
  /// gives duration `2v/d` and distance `D = v·T/3 = 2v²/(3d)`.
  case cubic
  /// Back-out bounce: a cubic ease-out that passes the target by `overshoot` and comes to
  /// rest there, then a smoothstep `3w² − 2w³` back onto the target over `settleTime`.
  case back
  /// The original game's buffer algorithm: cruise until the stop request is armed; inside
  /// `slowZone` of the target move at `slowSpeed`; once within `stopTolerance`, snap onto the
  /// target. With discrete ticks it can step over its window and go round again.
  case classic

  /// Whether the planner computes a closed-form landing for this profile (all but `classic`).
  public var isPlanned: Bool { self != .classic }

  /// The distance from the start of braking to the **target**, for a nominal stop from
  /// `speed` with peak deceleration `maxDeceleration`:
  ///
  /// - linear: `v²/(2d)`
  /// - cubic: `2v²/(3d)`
  /// - back: `2v²/(3d) − overshoot` (the curve itself runs `2v²/(3d)` and passes the target)
  /// - classic: 0 (it has no planned curve).
  public func nominalDistance(speed: Double, maxDeceleration: Double, overshoot: Double) -> Double {
    switch self {
    case .linear: speed * speed / (2 * maxDeceleration)
    case .cubic: 2 * speed * speed / (3 * maxDeceleration)
    case .back: 2 * speed * speed / (3 * maxDeceleration) - overshoot
    case .classic: 0
    }
  }
}

/// When and how the planner starts braking for a planned profile.
public enum LandingStrategy: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Keep cruising until the target is exactly at the nominal braking distance, then brake
  /// with the nominal curve (braking may start up to one revolution after the request).
  case wait
  /// Brake at the request with a gentler curve that still lands on the next reachable
  /// occurrence of the target.
  case stretch
  /// The outcome is known at spin start: scale the cruise speed by at most `maxSpeedAdjust`
  /// so that braking at the scheduled request with the nominal curve lands on the target.
  /// Falls back to `wait` (and reports it) when no factor in range works.
  case solve
  /// Brake at the request and rest exactly `brakeTime` seconds later, whatever the target:
  /// the cruise speed stays, the braking curve's shape (``FixedTimeBraking``) takes up the
  /// difference in distance, so every spin has one length. With `linear` and `cubic` the
  /// drum brakes with that family; `back` still passes the target and settles. Falls back to
  /// `wait` (and reports it) when the drum is slower than its cruise speed at the request
  /// (a tease) and the target is out of reach.
  case fixed
  /// A video slot's landing: brake at the scheduled request for a fixed time
  /// (``FixedTimeBraking/splice(motion:speed:geometry:)``) onto the first whole symbol at or
  /// beyond the nominal braking distance and the window's height (the nominal curve when that
  /// symbol is at the nominal distance), whatever the target, and splice the target's symbols onto the strip out of sight (``StripSplice``): every
  /// drum rests the same time after its request, at one cruise speed. Falls back to `wait`
  /// (and reports it) when the splice cannot be made out of sight.
  case splice
}

#if !hasFeature(Embedded)
  extension BrakingProfile: Codable {}
  extension LandingStrategy: Codable {}
#endif
