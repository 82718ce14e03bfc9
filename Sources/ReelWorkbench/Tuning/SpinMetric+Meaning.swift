extension SpinMetric {
  /// What the metric measures, one phrase, for the reference and the published schema (the
  /// unit is ``unit``).
  var meaning: String {
    switch self {
    case .spinTime: "the last settle"
    case .gameCycle: "the start of the spin to the shown result, the last settle"
    case .firstSettle: "the first settle"
    case .stopInterval: "the mean time between consecutive settles"
    case .minStopInterval: "the shortest time between consecutive settles"
    case .maxStopInterval: "the largest time between consecutive settles"
    case .peakSpeed: "the largest speed of any drum"
    case .cruiseRpm: "the largest cruise speed, `60·V/L`"
    case .peakDeceleration: "the largest deceleration after a stop request"
    case .peakJerk: "the largest per-tick jerk"
    case .travelPerTick: "the largest distance a drum moves in one tick"
    case .windowMisses: "window misses of the `classic` profile"
    case .landingError: "the largest landing error"
    case .revolutions: "the fewest revolutions of any drum"
    case .overshoot: "the largest overshoot"
    case .cruiseMargin: "from the last drum at speed to the first stop request"
    case .unstopped: "drums the watchdog stopped"
    case .stopResponse: "the longest stop request → settle"
    case .outOfOrder: "drums that come to rest before the drum to their left"
    case .settleTime: "a drum's settle; without `drum`, the last"
    case .brakingTime: "start of braking to rest"
    case .stopGap:
      "drum `d − 1`'s settle to drum `d`'s, `drum` ≥ 1; without `drum`, the smallest gap"
    case .stopGapSymbols: "`stopGap` in drum `d`'s symbols at cruise"
    case .bounceAmplitude: "how far a drum travels past its rest position"
    case .lastRequestToRest: "the last stop request to the last rest"
    case .skillStopSlide:
      "the skill-stop rule: the most symbols from a press to rest, over every press moment of "
        + "a revolution at cruise"
    case .skillStopTime:
      "the skill-stop rule: the longest time from a press to rest, over every press moment of "
        + "a revolution at cruise"
    case .featureCycle:
      "the start of the spin to the end of its cascade chain or hold-and-win respin round; the "
        + "last settle without one"
    case .featureTime: "the last settle to the end of the cascade chain or respin round"
    case .featureSteps: "the cascades of the chain or the respins of the round"
    }
  }

  /// The meaning of a metric key in the published schema: every metric with its unit and
  /// meaning, the per-drum ones (`drum`) apart.
  static var schemaMeaning: String {
    func listed(_ metrics: [SpinMetric]) -> String {
      metrics.map { "`\($0.rawValue)` (\($0.unit): \($0.meaning))" }.joined(separator: ", ")
    }
    return "a quantity measured on each simulated spin, with its unit. Over the drums: "
      + listed(allCases.filter { !$0.isPerDrum }) + ". Per drum (with `drum`) or over the "
      + "drums: " + listed(allCases.filter(\.isPerDrum))
  }
}
