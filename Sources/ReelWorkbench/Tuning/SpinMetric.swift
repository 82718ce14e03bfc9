import ReelKit

/// A quantity measured on a simulated spin that tuning constraints and objectives refer to.
///
/// Each metric reduces a spin to one number; over several judged outcomes, a constraint
/// holds only if it holds for every spin (the worst spin is reported), and an objective
/// uses the mean over the spins.
public enum SpinMetric: String, Sendable, CaseIterable, Codable {
  /// The time of the last settle, s.
  case spinTime
  /// The time from the start of the spin to the shown result (the last settle), s — what a
  /// "game cycle" rule limits.
  case gameCycle
  /// The time of the first settle, s.
  case firstSettle
  /// The mean time between consecutive settles, drum order, s.
  case stopInterval
  /// The shortest time between consecutive settles, drum order, s.
  case minStopInterval
  /// The largest speed of any drum, pt/s.
  case peakSpeed
  /// The largest cruise speed in revolutions per minute: `60·V/L`.
  case cruiseRpm
  /// The largest deceleration of any drum after its stop request, pt/s².
  case peakDeceleration
  /// The largest per-tick jerk of any drum, pt/s³.
  case peakJerk
  /// The largest distance any drum moves in one tick, in symbols (`peakSpeed·dt/h`).
  case travelPerTick
  /// Window misses of all drums (classic).
  case windowMisses
  /// The largest landing error of any drum, pt.
  case landingError
  /// The fewest revolutions of any drum.
  case revolutions
  /// The largest overshoot of any drum, in symbols.
  case overshoot
  /// The time from the last drum reaching cruise to the first stop request, s (negative when
  /// a stop is requested before every drum is at speed).
  case cruiseMargin
  /// How many drums did not stop before the watchdog.
  case unstopped
  /// The longest time from a drum's stop request to its settle, s.
  case stopResponse
  /// The largest time between consecutive settles, drum order, s (the smallest is
  /// ``minStopInterval``).
  case maxStopInterval
  /// How many drums come to rest before the drum to their left (0: the drums stop in order;
  /// drums settling on the same tick are in order). As a constraint, `outOfOrder ≤ 0` makes
  /// the drums stop in order on every judged outcome.
  case outOfOrder
  /// A drum's settle time, s (with `drum`; without: the last settle, like ``spinTime``).
  case settleTime
  /// The time from the start of braking to rest, s (the longest of the drums, or `drum`'s).
  case brakingTime
  /// The time between drum `d − 1`'s settle and drum `d`'s, s (with `drum: d ≥ 1`; without:
  /// the smallest such gap, like ``minStopInterval``).
  case stopGap
  /// ``stopGap`` in symbols: how many symbols drum `d` passes at cruise between the two
  /// stops, `gap · V_d / h_d` (without `drum`: the smallest over the neighbouring pairs).
  case stopGapSymbols
  /// The bounce amplitude: how far a drum travels past its rest position, pt (the largest,
  /// or `drum`'s; the back profile's bounce, 0 for the others).
  case bounceAmplitude
  /// The time from the last stop request to the last drum at rest, s.
  case lastRequestToRest
  /// The skill-stop rule: the most symbols a drum slides from a press to rest, over every
  /// press moment in one revolution at cruise (``SkillStopProbe``; outcome-independent).
  case skillStopSlide
  /// The skill-stop rule: the longest time from a press to rest, s, over every press moment
  /// in one revolution at cruise (``SkillStopProbe``; outcome-independent).
  case skillStopTime
  /// The time from the start of the spin to the end of what it plays after the drums stop:
  /// the last cell at rest of a cascade chain (cluster grid or `tumble` block) or of a
  /// hold-and-win respin round, s; the last settle when the spin plays neither (`FeaturePlay`).
  case featureCycle
  /// The time from the last settle to the end of the cascade chain or respin round, s (0 when
  /// the spin plays neither).
  case featureTime
  /// How many cascades the chain falls or respins the round spins (0 when the spin plays
  /// neither).
  case featureSteps

  /// The unit, for reports.
  public var unit: String {
    switch self {
    case .spinTime, .gameCycle, .firstSettle, .stopInterval, .minStopInterval, .cruiseMargin,
      .stopResponse, .maxStopInterval, .settleTime, .brakingTime, .stopGap, .lastRequestToRest,
      .skillStopTime, .featureCycle, .featureTime:
      "s"
    case .stopGapSymbols, .skillStopSlide: "symbols"
    case .bounceAmplitude: "pt"
    case .peakSpeed: "pt/s"
    case .cruiseRpm: "rpm"
    case .peakDeceleration: "pt/s²"
    case .peakJerk: "pt/s³"
    case .travelPerTick, .overshoot: "symbols"
    case .landingError: "pt"
    case .windowMisses, .unstopped, .outOfOrder, .featureSteps: "count"
    case .revolutions: "turns"
    }
  }

  /// Whether the metric can be measured on one drum (`"drum": i` in a spec).
  public var isPerDrum: Bool {
    switch self {
    case .spinTime, .gameCycle, .firstSettle, .stopInterval, .minStopInterval, .maxStopInterval,
      .outOfOrder, .cruiseMargin, .unstopped, .lastRequestToRest, .featureCycle, .featureTime,
      .featureSteps:
      false
    default: true
    }
  }

  /// Whether the metric is measured on the machine rather than on a spin (the same value
  /// for every outcome): the skill-stop metrics.
  public var isMachineLevel: Bool { self == .skillStopSlide || self == .skillStopTime }

  /// The metric's value on one spin of `spec`, over every drum or, with `drum`, on that drum
  /// alone (``isPerDrum``). Machine-level metrics (``isMachineLevel``) are not measured on a
  /// spin: use ``SkillStopProbe``; this returns 0 for them.
  public func value(of result: SpinResult, spec: MachineSpec, drum: Int? = nil) -> Double {
    let dt = result.clock.timeStep
    let settles = Self.settleTimes(of: result, spec: spec)
    let intervals = zip(settles.dropFirst(), settles).map { $0 - $1 }
    let chosen = drum.map { [$0] } ?? Array(result.drums.indices)
    let drums = chosen.map { result.drums[$0] }
    let specs = chosen.map { spec.drums[$0] }
    /// Drum d's gap to drum d − 1 (the pairs ending on the chosen drums).
    let gaps = chosen.filter { $0 > 0 }.map { ($0, settles[$0] - settles[$0 - 1]) }
    switch self {
    case .spinTime, .gameCycle: return settles.max() ?? 0
    case .settleTime: return chosen.map { settles[$0] }.max() ?? 0
    case .firstSettle: return settles.min() ?? 0
    case .stopInterval:
      return intervals.isEmpty ? 0 : intervals.reduce(0, +) / Double(intervals.count)
    case .minStopInterval: return intervals.min() ?? 0
    case .maxStopInterval: return intervals.max() ?? 0
    case .outOfOrder: return Double(intervals.filter { $0 < 0 }.count)
    case .stopGap: return gaps.map(\.1).min() ?? 0
    case .stopGapSymbols:
      return gaps.map { index, gap in
        gap * result.drums[index].cruiseSpeed / spec.drums[index].geometry.symbolHeight
      }.min() ?? 0
    case .brakingTime:
      return zip(drums, chosen).map { drum, index in
        settles[index] - (result.time(drum.brakingStartTick) ?? settles[index])
      }.max() ?? 0
    case .bounceAmplitude: return drums.map(\.overshoot).max() ?? 0
    case .lastRequestToRest:
      let lastRequest = result.drums.compactMap { result.time($0.stopRequestTick) }.max()
      return (settles.max() ?? 0) - (lastRequest ?? settles.max() ?? 0)
    case .peakSpeed: return drums.map(\.peakSpeed).max() ?? 0
    case .cruiseRpm:
      return zip(drums, specs).map { 60 * $0.cruiseSpeed / $1.geometry.stripLength }.max() ?? 0
    case .peakDeceleration: return drums.map(\.peakDeceleration).max() ?? 0
    case .peakJerk: return drums.map(\.peakJerk).max() ?? 0
    case .travelPerTick:
      return zip(drums, specs).map { $0.peakSpeed * dt / $1.geometry.symbolHeight }.max() ?? 0
    case .windowMisses: return Double(drums.reduce(0) { $0 + $1.windowMisses })
    case .landingError: return drums.map(\.landingError).max() ?? 0
    case .revolutions: return drums.map(\.revolutions).min() ?? 0
    case .overshoot:
      return zip(drums, specs).map { $0.overshoot / $1.geometry.symbolHeight }.max() ?? 0
    case .cruiseMargin:
      let lastCruise = result.drums.map { result.time($0.cruiseTick) ?? .infinity }.max() ?? 0
      let firstRequest = result.drums.compactMap { result.time($0.stopRequestTick) }.min() ?? 0
      return firstRequest - lastCruise
    case .unstopped: return Double(drums.filter { !$0.isStopped }.count)
    case .stopResponse:
      return zip(drums, chosen).map { drum, index in
        settles[index] - (result.time(drum.stopRequestTick) ?? settles[index])
      }.max() ?? 0
    case .skillStopSlide, .skillStopTime: return 0
    // Without its chain or round (``FeaturePlay``): the spin as if it played neither.
    case .featureCycle: return settles.max() ?? 0
    case .featureTime, .featureSteps: return 0
    }
  }

  /// Each drum's settle time, s (the watchdog's time for a drum that did not stop).
  static func settleTimes(of result: SpinResult, spec: MachineSpec) -> [Double] {
    result.drums.map { result.time($0.settleTick) ?? result.time(spec.watchdogTick)! }
  }

  /// Whether the metric is measured in seconds (reports print it to the millisecond).
  var isTime: Bool { unit == "s" }
}
