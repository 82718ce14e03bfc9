/// The fixed-step clock of a simulation.
///
/// Time is an integer **tick**; the time of tick `n` is `n·dt`, computed from the tick each
/// time and never accumulated, so it is the same on every platform.
public struct SimulationClock: Sendable, Equatable, Hashable {
  /// The smallest allowed time step, in seconds (2000 Hz).
  public static let minimumTimeStep = 1.0 / 2000
  /// The largest allowed time step, in seconds (10 Hz).
  public static let maximumTimeStep = 1.0 / 10
  /// The allowed time steps: ``minimumTimeStep`` ... ``maximumTimeStep``.
  public static let timeStepRange = ParameterRange(minimumTimeStep, maximumTimeStep, unit: "s")
  /// The default time step, in seconds (240 Hz).
  public static let defaultTimeStep = 1.0 / 240

  #if _pointerBitWidth(_32)
    /// The tick at which ``tick(atOrAfter:)`` saturates (10⁹ where `Int` has 32 bits, as in
    /// WebAssembly; 10¹⁵ elsewhere): no tick a spin plans, saves or restores is later.
    public static let maximumTick = 1_000_000_000
  #else
    /// The tick at which ``tick(atOrAfter:)`` saturates (10¹⁵; 10⁹ where `Int` has 32 bits, as
    /// in WebAssembly): no tick a spin plans, saves or restores is later.
    public static let maximumTick = 1_000_000_000_000_000
  #endif

  /// The time step `dt`, in seconds.
  public var timeStep: Double

  /// Creates a clock with the given time step in seconds.
  public init(timeStep: Double = SimulationClock.defaultTimeStep) {
    self.timeStep = timeStep
  }

  /// The time of a tick in seconds: `n·dt`.
  public func time(atTick tick: Int) -> Double {
    Double(tick) * timeStep
  }

  /// The first tick whose time is at or after `seconds`: `⌈seconds / dt⌉`, where a quotient
  /// within 1e-9 of a whole number counts as that number (so 0.3 s at 240 Hz is tick 72,
  /// not 73, although `0.3 / (1/240)` is 72.00000000000001 in floating point).
  /// Times beyond about 10¹⁵ ticks (or not finite) saturate instead of trapping.
  public func tick(atOrAfter seconds: Double) -> Int {
    let quotient = seconds / timeStep
    guard quotient.isFinite, abs(quotient) < Double(Self.maximumTick) else {
      return quotient > 0 ? Self.maximumTick : 0
    }
    let nearest = quotient.rounded()
    if abs(quotient - nearest) <= 1e-9 * max(1, abs(quotient)) {
      return Int(nearest)
    }
    return Int(quotient.rounded(.up))
  }

  /// The number of whole ticks needed to cover `seconds`, at least one.
  public func ticks(covering seconds: Double) -> Int {
    max(1, tick(atOrAfter: seconds))
  }
}

extension Int {
  /// `value` rounded by `rule`, clamped to `±SimulationClock.maximumTick` (0 when not a
  /// number): for tick and symbol counts computed from extreme but valid parameters (a
  /// cruise speed of 1e-300 pt/s), which must end at the watchdog, not trap.
  init(saturating value: Double, _ rule: FloatingPointRoundingRule) {
    let limit = Double(SimulationClock.maximumTick)
    let rounded = value.rounded(rule)
    self = rounded.isNaN ? 0 : Int(Swift.min(limit, Swift.max(-limit, rounded)))
  }
}

#if !hasFeature(Embedded)
  extension SimulationClock: Codable {}
#endif
