import ReelKit

/// The pachislot skill-stop rule measured on a machine: for each drum, a player presses its
/// stop button at every tick of one revolution at cruise (at most ``maximumPresses`` press
/// moments, evenly spread), and the probe records the longest slide (symbols from the press
/// to rest) and the longest time from the press to rest.
///
/// Each press runs on a copy of the drum simulated alone, cruising from its start: the
/// drum's own scheduled stop request is moved after the revolution probed, so that it never
/// comes first. The drum is aimed at its target 0; over one revolution the press meets that
/// target at every distance, so the slides cover every press moment the player can choose.
/// A press with no stop that meets both limits takes the nearest stop the deceleration
/// allows (``/ReelKit/DrumCommand/press(_:)``): the measured slide and time then exceed the
/// limits, which is what a constraint on ``SpinMetric/skillStopTime`` catches. A drum that
/// never reaches cruise, or a press that does not come to rest in ``restLimit`` seconds,
/// measures infinity.
///
/// The studio's `skillStop` badge and the tuner's ``SpinMetric/skillStopSlide`` and
/// ``SpinMetric/skillStopTime`` read this one measurement.
public struct SkillStopProbe: Sendable, Equatable {
  /// One drum's worst press.
  public struct Reading: Sendable, Equatable {
    /// The longest slide from a press to rest, symbols.
    public var slide: Double
    /// The longest time from a press to rest, s.
    public var time: Double
    /// How many press moments were tried.
    public var presses: Int
  }

  /// The most press moments per drum.
  public static let maximumPresses = 256
  /// The longest a pressed drum may take to rest before it counts as never resting, s.
  public static let restLimit = 10.0

  /// The rule pressed with (its limits do not change the measurement's meaning: the press
  /// aims within them, and the reading says how far it went).
  public var rule: SkillStop
  /// Each drum's worst press, in drum order.
  public var drums: [Reading]

  /// The worst slide of the chosen drums (every drum when `drum` is `nil`), symbols.
  public func slide(drum: Int? = nil) -> Double {
    (drum.map { [drums[$0]] } ?? drums).map(\.slide).max() ?? 0
  }

  /// The longest press-to-rest time of the chosen drums (every drum when `drum` is `nil`), s.
  public func time(drum: Int? = nil) -> Double {
    (drum.map { [drums[$0]] } ?? drums).map(\.time).max() ?? 0
  }

  /// Whether every drum's worst press is within both limits of `rule`: a slide of at most
  /// `maxSlip` symbols and a time of at most `timeLimit` (to 1e-9 relative).
  public var meetsRule: Bool {
    slide() <= Double(rule.maxSlip) * (1 + 1e-9) && time() <= rule.timeLimit * (1 + 1e-9)
  }

  /// Probes every drum of `spec` with `rule`.
  public init(spec: MachineSpec, rule: SkillStop = SkillStop()) {
    self.rule = rule
    drums = spec.drums.indices.map { Self.reading(drum: $0, spec: spec, rule: rule) }
  }

  /// Drum `index`'s worst press alone.
  static func reading(drum index: Int, spec: MachineSpec, rule: SkillStop) -> Reading {
    let never = Reading(slide: .infinity, time: .infinity, presses: 0)
    var drum = spec.drums[index]
    let clock = spec.clock
    let motion = drum.motion
    guard motion.cruiseSpeed > 0, motion.acceleration > 0 else { return never }
    let revolution = drum.geometry.stripLength / motion.cruiseSpeed
    let upper = DrumSpec.stopRequestTimeRange.upperBound
    // The scheduled request after the probed revolution (and a margin for a wind-back).
    drum.stopRequestTime = min(
      upper,
      max(
        drum.stopRequestTime,
        drum.startDelay + motion.cruiseSpeed / motion.acceleration + 2 * revolution + 1))
    var events: [SpinEvent] = []
    var simulator = DrumSimulator(
      drum: index, spec: drum, clock: clock, target: 0, events: &events)
    let cruiseLimit = clock.tick(atOrAfter: min(upper, drum.stopRequestTime))
    while simulator.phase != .cruising, simulator.tick < cruiseLimit {
      simulator.step(into: &events)
    }
    guard simulator.phase == .cruising else { return never }
    let revolutionTicks = max(1, Int(min(1e6, (revolution / clock.timeStep).rounded(.up))))
    let stride = max(1, (revolutionTicks + maximumPresses - 1) / maximumPresses)
    let restTicks = Int(min(1e7, (restLimit / clock.timeStep).rounded(.up)))
    var worst = Reading(slide: 0, time: 0, presses: 0)
    for _ in Swift.stride(from: 0, to: revolutionTicks, by: stride) {
      guard simulator.phase == .cruising else { return never }
      var pressed = simulator
      events.removeAll(keepingCapacity: true)
      pressed.apply(.press(rule), into: &events)
      let pressTick = pressed.tick
      while !pressed.isStopped, pressed.tick - pressTick < restTicks {
        pressed.step(into: &events)
      }
      let result = pressed.result
      guard pressed.isStopped, let slip = result.slip, let latency = result.stopLatencyTicks
      else { return never }
      worst.slide = max(worst.slide, slip)
      worst.time = max(worst.time, clock.time(atTick: latency))
      worst.presses += 1
      for _ in 0..<stride { simulator.step(into: &events) }
    }
    return worst
  }
}
