/// The closed-form path from the moment braking is decided to rest on the target.
///
/// A landing curve has up to four stages, measured by `σ`, seconds since the decision tick:
///
/// 1. **coast** for `lead` seconds at the start speed `v₀` (the `wait` strategy starts
///    braking between two ticks, exactly when the target is at the nominal distance);
/// 2. **brake** over `T` seconds, `u = (σ − lead)/T`, braking distance `D`:
///    - linear: `x = D·(2u − u²)`, `v = v₀(1 − u)`, `T = 2D/v₀`, deceleration `v₀/T`;
///    - cubic and back: `x = D·(1 − (1 − u)³)`, `v = v₀(1 − u)²`, `T = 3D/v₀`,
///      peak deceleration `2v₀/T` at `u = 0`;
///    - `fixed` strategy: the ``FixedTimeBraking`` curve of ``distanceRatio`` `k` over the
///      fixed `T` (`lead` 0), whatever the profile; `back` still passes and settles;
/// 3. **settle** (back only) over `settleTime`, `w ∈ [0, 1]`: `x = D − o·(3w² − 2w³)`,
///    `v = −6o·w(1 − w)/settleTime`, from the overshoot point back onto the target;
/// 4. **rest** on the target.
///
/// The curve is evaluated from its own start at every tick, so no error accumulates; it
/// uses only `+ − × ÷`.
public struct LandingCurve: Sendable, Equatable, Hashable {
  /// The stage of a landing curve at some time.
  public enum Stage: String, Sendable, Equatable, Hashable {
    /// Still at the start speed, before braking begins.
    case coast
    /// Braking towards the target (or the overshoot point).
    case brake
    /// Returning from the overshoot point onto the target.
    case settle
    /// At rest on the target.
    case rest
  }

  /// The braking profile (linear, cubic or back).
  public var profile: BrakingProfile
  /// The speed at the decision tick, pt/s.
  public var startSpeed: Double
  /// Seconds of coasting before braking starts.
  public var lead: Double
  /// The braking distance `D`, pt: from the start of braking to where the curve comes to
  /// rest (the target, or the overshoot point for `back`).
  public var brakeDistance: Double
  /// The braking duration `T`, seconds.
  public var brakeDuration: Double
  /// How far the curve passes the target, pt (back only; 0 otherwise).
  public var overshoot: Double
  /// How long the settle takes, seconds (back only; 0 otherwise).
  public var settleDuration: Double
  /// The `fixed` strategy's distance ratio `k = D/(V·T)` (``FixedTimeBraking``), braking
  /// with that family instead of the profile's curve; `nil` for the profile's own curve.
  public var distanceRatio: Double?

  /// Plans a curve that travels `distance` pt from the decision tick to the target, coasting
  /// `lead` seconds first, starting at `startSpeed`.
  public init(
    profile: BrakingProfile, startSpeed: Double, lead: Double, distance: Double,
    overshoot: Double, settleTime: Double
  ) {
    precondition(profile.isPlanned, "the classic profile has no landing curve")
    let bounce = profile == .back ? overshoot : 0
    self.profile = profile
    self.startSpeed = startSpeed
    self.lead = lead
    self.brakeDistance = distance - startSpeed * lead + bounce
    self.brakeDuration =
      (profile == .linear ? 2 : 3) * brakeDistance / startSpeed
    self.overshoot = bounce
    self.settleDuration = profile == .back ? settleTime : 0
  }

  /// Plans a `fixed` strategy curve: brake at once for exactly `family.duration` seconds
  /// over `distance` pt to the target (plus the `back` overshoot), then settle for `back`.
  public init(
    profile: BrakingProfile, fixed family: FixedTimeBraking, distance: Double, settleTime: Double
  ) {
    precondition(profile.isPlanned, "the classic profile has no landing curve")
    self.profile = profile
    self.startSpeed = family.speed
    self.lead = 0
    self.overshoot = profile == .back ? family.overshoot : 0
    self.brakeDistance = distance + overshoot
    self.brakeDuration = family.duration
    self.settleDuration = profile == .back ? settleTime : 0
    self.distanceRatio = family.ratio(distance: distance)
  }

  /// Seconds from the decision tick to rest.
  public var duration: Double { lead + brakeDuration + settleDuration }

  /// The largest deceleration on the curve, pt/s²: `v₀/T` (linear) or `2v₀/T` (cubic, back),
  /// or the ``FixedTimeBraking`` curve's.
  public var peakDeceleration: Double {
    if let distanceRatio {
      return FixedTimeBraking(
        speed: startSpeed, duration: brakeDuration, maxDeceleration: 0
      ).peakDeceleration(ratio: distanceRatio)
    }
    return (profile == .linear ? 1 : 2) * startSpeed / brakeDuration
  }

  /// The distance from the decision tick to the target along the curve, pt.
  public var distanceToTarget: Double {
    startSpeed * lead + brakeDistance - overshoot
  }

  /// Distance travelled since the decision tick, velocity and stage, `σ` seconds after it.
  /// At rest the distance is the curve's own closed-form end, before any snap.
  public func evaluate(after sigma: Double) -> (distance: Double, velocity: Double, stage: Stage) {
    let v0 = startSpeed
    if sigma < lead {
      return (v0 * sigma, v0, .coast)
    }
    let coast = v0 * lead
    let braking = sigma - lead
    if braking < brakeDuration {
      let u = braking / brakeDuration
      if let distanceRatio {
        let point = FixedTimeBraking.evaluate(
          ratio: distanceRatio, distance: brakeDistance, speed: v0, u: u)
        return (coast + point.distance, point.velocity, .brake)
      }
      let rest = 1 - u
      switch profile {
      case .linear:
        return (coast + brakeDistance * u * (2 - u), v0 * rest, .brake)
      default:
        return (coast + brakeDistance * (1 - rest * rest * rest), v0 * rest * rest, .brake)
      }
    }
    let settling = braking - brakeDuration
    if settling < settleDuration {
      let w = settling / settleDuration
      let back = overshoot * w * w * (3 - 2 * w)
      let speed = -6 * overshoot * w * (1 - w) / settleDuration
      return (coast + brakeDistance - back, speed, .settle)
    }
    return (coast + brakeDistance - overshoot, 0, .rest)
  }

  /// The curve's own end point minus the intended distance, pt: how far the closed form misses
  /// the target before the final snap (a few ulps in practice).
  public func landingError(distance: Double) -> Double {
    abs(evaluate(after: duration).distance - distance)
  }
}

#if !hasFeature(Embedded)
  extension LandingCurve: Codable {}
  extension LandingCurve.Stage: Codable {}
#endif
