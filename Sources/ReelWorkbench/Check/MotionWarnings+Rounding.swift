import ReelKit
import ReelKitSupport

extension MotionWarnings {
  /// Settings that the whole-tick clock rounds: a value that acts as a different one
  /// (acceleration, windBackTime) and a bounce whose settle jolts.
  func roundingWarnings(spec: DrumSpec) -> [Warning] {
    let motion = spec.motion
    let dt = machine.spec.clock.timeStep
    var found: [Warning] = []
    // The ramp takes n = ⌈V/(a·dt)⌉ ticks at V/(n·dt): every a in [V/(n·dt), V/((n−1)·dt))
    // gives the same motion. (Under solve the ramp is sized for the fastest allowed speed.)
    let sized =
      motion.profile.isPlanned && motion.strategy == .solve
      ? motion.cruiseSpeed * (1 + motion.maxSpeedAdjust) : motion.cruiseSpeed
    let ticks = machine.spec.clock.ticks(covering: sized / motion.acceleration)
    let effective = sized / (Double(ticks) * dt)
    if motion.acceleration - effective > 0.01 * motion.acceleration {
      let range =
        ticks == 1
        ? "any value of at least \(n(effective)) \(words.acceleration)"
        : "any value from \(n(effective)) to below \(n(sized / (Double(ticks - 1) * dt))) \(words.acceleration)"
      found.append(
        Warning(
          field: "acceleration",
          message:
            "\(n(motion.acceleration)) \(words.acceleration) acts as \(n(effective)) \(words.acceleration): the spin-up "
            + "ramp is rounded up to whole ticks (\(counted(ticks, "tick")), "
            + "\(n(Double(ticks) * dt)) s), so \(range) gives the same motion",
          fix:
            "acceleration \(n(effective)) \(words.acceleration) (what \(words.theDrum) does), or a shorter "
            + "simulation.timeStep for finer steps"))
    }
    if motion.windBackDistance > 0 {
      let windTicks = machine.spec.clock.ticks(covering: motion.windBackTime)
      let lasts = Double(windTicks) * dt
      if lasts - motion.windBackTime > 0.01 * motion.windBackTime {
        found.append(
          Warning(
            field: "windBackTime",
            message: "\(n(motion.windBackTime)) s lasts \(n(lasts)) s: the wind-back is rounded "
              + "up to whole ticks (\(counted(windTicks, "tick"))), so any value above "
              + "\(n(lasts - dt)) s up to \(n(lasts)) s gives the same motion",
            fix: "windBackTime \(n(lasts)) s (what \(words.theDrum) does), or a shorter "
              + "simulation.timeStep"))
      }
    }
    if motion.profile == .back, motion.overshoot > 0 {
      // The settle is a smoothstep: its acceleration is ∓6·o/T² at both ends and 0 on either
      // side of it, a jump within one tick where the bounce turns and where it comes to rest.
      let jump = 6 * motion.overshoot / (motion.settleTime * motion.settleTime)
      let jerk = jump / dt
      if jerk > jerkLimit {
        let shortest = (6 * motion.overshoot / (jerkLimit * dt)).squareRoot()
        found.append(
          Warning(
            field: "settleTime",
            message: "the bounce of \(words.length(n(motion.overshoot))) settles in "
              + "\(n(motion.settleTime)) s: its acceleration jumps by \(n(jump)) \(words.acceleration) in one tick "
              + "where it turns back and where it comes to rest, jerk spikes of \(n(jerk)) \(words.jerk), "
              + "above \(n(jerkLimit)) \(words.jerk)",
            fix: "settleTime ≥ \(n((shortest * 10_000).rounded(.up) / 10_000)) s, or a smaller "
              + "overshoot"))
      }
    }
    return found
  }
}
