import Testing

@testable import ReelKit

@Suite("Landing curves")
struct LandingCurveTests {
  static func curve(
    _ profile: BrakingProfile, distance: Double? = nil, lead: Double = 0
  ) -> (LandingCurve, distance: Double) {
    let motion = Machines.motion(profile)
    let nominal = motion.nominalBrakingDistance(speed: 2800)
    let distance = distance ?? nominal + 2800 * lead
    let curve = LandingCurve(
      profile: profile, startSpeed: 2800, lead: lead, distance: distance,
      overshoot: motion.overshoot, settleTime: motion.settleTime)
    return (curve, distance)
  }

  @Test("the nominal curve brakes at exactly maxDeceleration", arguments: Machines.plannedProfiles)
  func nominal(profile: BrakingProfile) {
    let (curve, distance) = Self.curve(profile)
    #expect(abs(curve.peakDeceleration - 24000) <= 24000 * 1e-12)
    #expect(abs(curve.distanceToTarget - distance) <= 1e-9)
    #expect(curve.landingError(distance: distance) <= 1e-9)
    let start = curve.evaluate(after: 0)
    #expect(start.distance == 0 && start.velocity == 2800 && start.stage == .brake)
    let end = curve.evaluate(after: curve.duration)
    #expect(end.velocity == 0 && end.stage == .rest)
    // Velocity is the derivative of distance, and the deceleration never exceeds the limit.
    let epsilon = 1e-6
    var farthest = 0.0
    for step in 1..<1000 {
      let t = curve.duration * Double(step) / 1000
      let point = curve.evaluate(after: t)
      let ahead = curve.evaluate(after: t + epsilon)
      let behind = curve.evaluate(after: t - epsilon)
      guard ahead.stage == behind.stage else { continue }
      #expect(abs((ahead.distance - behind.distance) / (2 * epsilon) - point.velocity) <= 1e-3)
      #expect(-(ahead.velocity - behind.velocity) / (2 * epsilon) <= 24000 * (1 + 1e-6))
      farthest = max(farthest, point.distance)
      if point.stage == .brake { #expect(point.velocity > 0) }
      if point.stage == .settle { #expect(point.velocity <= 0) }
    }
    if profile == .back {
      #expect(abs(farthest - (distance + 40)) <= 0.01)
      #expect(abs(curve.settleDuration - 0.2) <= 1e-12)
    } else {
      #expect(farthest <= distance)
      #expect(curve.settleDuration == 0)
    }
  }

  @Test("a longer distance gives a gentler curve", arguments: Machines.plannedProfiles)
  func stretched(profile: BrakingProfile) {
    let (nominal, distance) = Self.curve(profile)
    let (longer, _) = Self.curve(profile, distance: distance + 300)
    #expect(longer.peakDeceleration < nominal.peakDeceleration)
    #expect(longer.brakeDuration > nominal.brakeDuration)
    #expect(longer.landingError(distance: distance + 300) <= 1e-9)
  }

  @Test("a lead coasts at the start speed before braking", arguments: Machines.plannedProfiles)
  func lead(profile: BrakingProfile) {
    let (curve, distance) = Self.curve(profile, lead: 0.003)
    let coasting = curve.evaluate(after: 0.002)
    #expect(coasting.stage == .coast && coasting.velocity == 2800)
    #expect(abs(coasting.distance - 5.6) <= 1e-12)
    #expect(curve.evaluate(after: 0.0031).stage == .brake)
    #expect(abs(curve.peakDeceleration - 24000) <= 24000 * 1e-9)
    #expect(curve.landingError(distance: distance) <= 1e-9)
    #expect(abs(curve.duration - (0.003 + curve.brakeDuration + curve.settleDuration)) <= 1e-15)
  }

  @Test("nominal braking distances follow the documented formulas")
  func distances() {
    #expect(
      BrakingProfile.linear.nominalDistance(speed: 2400, maxDeceleration: 24000, overshoot: 40)
        == 120)
    #expect(
      BrakingProfile.cubic.nominalDistance(speed: 2400, maxDeceleration: 24000, overshoot: 40)
        == 160)
    #expect(
      BrakingProfile.back.nominalDistance(speed: 2400, maxDeceleration: 24000, overshoot: 40) == 120
    )
    #expect(
      BrakingProfile.classic.nominalDistance(speed: 2400, maxDeceleration: 24000, overshoot: 40)
        == 0)
    #expect(BrakingProfile.allCases.filter(\.isPlanned) == [.linear, .cubic, .back])
  }
}
