import Foundation
import PropertyBased
import ReelKit

/// A random machine and one target per drum, for the property tests.
struct RandomSpin: Sendable, CustomStringConvertible {
  var spec: MachineSpec
  var targets: [Int]

  /// One line per drum: what a counterexample needs to be rebuilt by hand.
  var description: String {
    let drums = spec.drums.enumerated().map { index, drum in
      let motion = drum.motion
      return "  drum \(index): N \(drum.geometry.strip.count) h \(drum.geometry.symbolHeight) "
        + "rows \(drum.geometry.visibleRows) start \(drum.startIndex) "
        + "delay \(drum.startDelay) stop \(drum.stopRequestTime) target \(targets[index]) "
        + "\(motion.profile)/\(motion.strategy) V \(motion.cruiseSpeed) a \(motion.acceleration) "
        + "d \(motion.maxDeceleration) windBack \(motion.windBackDistance)/\(motion.windBackTime) "
        + "revs \(motion.minimumRevolutions) overshoot \(motion.overshoot) "
        + "settle \(motion.settleTime) adjust \(motion.maxSpeedAdjust) slow \(motion.slowSpeed) "
        + "zone \(motion.slowZone) tolerance \(motion.stopTolerance)"
    }
    return (["dt \(spec.clock.timeStep) maxDuration \(spec.maxDuration)"] + drums)
      .joined(separator: "\n")
  }

  /// Roughly how many ticks the stepped simulation of every drum takes (the watchdog's).
  var tickBudget: Double {
    Double(spec.drums.count) * spec.maxDuration / spec.clock.timeStep
  }
}

extension RandomNumberGenerator {
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// Log-uniform in `range` (both bounds positive): as many small values as large ones.
  mutating func logDouble(_ range: ClosedRange<Double>) -> Double {
    exp(double(log(range.lowerBound)...log(range.upperBound)))
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }

  mutating func pick<Element>(_ items: [Element]) -> Element { items[int(0...items.count - 1)] }
}

/// Generators of random valid machines: every planned profile and strategy, or classic.
enum RandomMachines {
  /// Time steps from 2000 Hz to 10 Hz.
  static let timeSteps: [Double] = [2000, 1000, 480, 240, 120, 60, 30, 10].map { 1 / $0 }
  /// Heights that are whole, halves and neither.
  static let heights: [Double] = [10, 100, 137.5, 300, 33.3, 250.25]

  /// Valid planned machines whose watchdog is long enough for every drum to land.
  static let planned = Generator<RandomSpin, Shrink.None<RandomSpin>> { rng in
    spin(using: &rng, classic: false)
  }.filter { $0.spec.issues().isEmpty && $0.tickBudget <= 2_000_000 }

  /// Valid classic machines with a short watchdog: they may or may not stop in time.
  static let classic = Generator<RandomSpin, Shrink.None<RandomSpin>> { rng in
    spin(using: &rng, classic: true)
  }.filter { $0.spec.issues().isEmpty && $0.tickBudget <= 1_000_000 }

  static func spin(using rng: inout some RandomNumberGenerator, classic: Bool) -> RandomSpin {
    let timeStep = rng.pick(timeSteps)
    var drums: [DrumSpec] = []
    for _ in 0..<rng.int(1...5) {
      drums.append(classic ? classicDrum(using: &rng) : plannedDrum(using: &rng))
    }
    var targets: [Int] = []
    for drum in drums { targets.append(rng.int(0...drum.geometry.strip.count - 1)) }
    let maxDuration: Double
    if classic {
      // Short on purpose: the watchdog must end every spin that keeps missing its window.
      maxDuration = (drums.map(\.stopRequestTime).max() ?? 0) + rng.double(0.05...6)
    } else {
      maxDuration = drums.map { generousDuration($0, timeStep: timeStep) }.max() ?? 1
    }
    let spec = MachineSpec(
      name: classic ? "random-classic" : "random-planned", drums: drums,
      clock: SimulationClock(timeStep: timeStep), maxDuration: maxDuration)
    return RandomSpin(spec: spec, targets: targets)
  }

  /// A strip of 1 … 40 symbols, a window of 1 to all of its rows (its result row anywhere),
  /// a height of 10 … 300 pt, a start index, a start delay and a stop time.
  static func drum(motion: MotionParameters, using rng: inout some RandomNumberGenerator)
    -> DrumSpec
  {
    let count = rng.int(1...40)
    var strip: [String] = []
    for _ in 0..<count { strip.append(rng.pick(["A", "B", "C", "D", "E"])) }
    let height = rng.chance(0.4) ? rng.pick(heights) : rng.double(10...300)
    let rows = rng.int(1...count)
    let resultRow = rng.chance(0.3) ? rng.int(0...rows - 1) : nil
    return DrumSpec(
      geometry: DrumGeometry(
        strip: strip, symbolHeight: height, visibleRows: rows, resultRow: resultRow),
      motion: motion, startIndex: rng.int(0...count - 1),
      startDelay: rng.chance(0.5) ? 0 : rng.double(0...0.5),
      stopRequestTime: rng.chance(0.1) ? 0 : rng.double(0...2.5))
  }

  static func plannedDrum(using rng: inout some RandomNumberGenerator) -> DrumSpec {
    var motion = MotionParameters(
      profile: rng.pick([.linear, .cubic, .back]), strategy: rng.pick(LandingStrategy.allCases),
      cruiseSpeed: rng.chance(0.3) ? rng.pick([300, 1000, 2800, 6000]) : rng.double(300...6000),
      acceleration: rng.logDouble(2000...200_000), maxDeceleration: rng.logDouble(2000...200_000),
      minimumRevolutions: rng.int(0...2))
    motion.maxSpeedAdjust = rng.chance(0.2) ? rng.pick([0, 0.5]) : rng.double(0...0.5)
    var spec = drum(motion: motion, using: &rng)
    let height = spec.geometry.symbolHeight
    if rng.chance(0.4) {  // wind-back, at most as fast as the spin-up acceleration allows
      let distance = rng.double(0.5...height)
      let shortest = (6 * distance / motion.acceleration).squareRoot()
      motion.windBackDistance = distance
      motion.windBackTime = min(10, rng.chance(0.2) ? shortest : shortest * rng.double(1...3))
    }
    if motion.profile == .back {  // a bounce shorter than the curve, settled within limits
      let curve = 2 * motion.cruiseSpeed * motion.cruiseSpeed / (3 * motion.maxDeceleration)
      let overshoot = rng.chance(0.1) ? 0 : rng.double(0...min(0.95 * curve, 2 * height))
      let shortest = (6 * overshoot / motion.maxDeceleration).squareRoot()
      motion.overshoot = overshoot
      motion.settleTime =
        overshoot == 0
        ? rng.double(0.02...0.5)
        : min(10, rng.chance(0.2) ? shortest : shortest * rng.double(1...3))
    }
    spec.motion = motion
    return spec
  }

  static func classicDrum(using rng: inout some RandomNumberGenerator) -> DrumSpec {
    var spec = drum(motion: MotionParameters(), using: &rng)
    let height = spec.geometry.symbolHeight
    let zone = rng.double(1...(3 * height))
    spec.motion = MotionParameters(
      profile: .classic, cruiseSpeed: rng.double(300...6000),
      acceleration: rng.logDouble(2000...200_000),
      minimumRevolutions: rng.int(0...2), slowSpeed: rng.logDouble(50...6000), slowZone: zone,
      stopTolerance: rng.double(0.01...zone) * 0.999)
    return spec
  }

  /// A watchdog twice as long as the slowest landing of `drum` could take: start, wind-back
  /// and ramp, the stop request after the minimum revolutions, up to one more revolution of
  /// waiting, the longest curve (stretched over one more revolution) and the settle.
  static func generousDuration(_ drum: DrumSpec, timeStep: Double) -> Double {
    let motion = drum.motion
    let adjust = motion.strategy == .solve ? motion.maxSpeedAdjust : 0
    let slowest = motion.cruiseSpeed * (1 - adjust)
    let fastest = motion.cruiseSpeed * (1 + adjust)
    let length = drum.geometry.stripLength
    let revolution = length / slowest
    let start =
      drum.startDelay + (motion.windBackDistance > 0 ? motion.windBackTime : 0) + fastest
      / motion.acceleration
    let request = drum.stopRequestTime + Double(motion.minimumRevolutions + 1) * revolution
    let curve = 2 * fastest * fastest / (3 * motion.maxDeceleration)
    let landing = revolution + 3 * (curve + length) / slowest + motion.settleTime
    return 2 * (start + request + landing) + 20 * timeStep + 1
  }
}
