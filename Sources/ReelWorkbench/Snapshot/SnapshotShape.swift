import ReelKit

/// The shape of a snapshot (``SpinSession`` as `Codable` writes it), so that a snapshot is
/// checked like a config before it is decoded: unknown keys (with the nearest valid key),
/// missing keys and wrong types are reported at their JSON path, and decoding cannot fail.
///
/// It mirrors the `Codable` form of ``SpinSession``, ``/ReelKit/SpinMachine`` and
/// ``DrumSimulator``; `SnapshotShapeTests` checks it against snapshots of every kind of spin.
extension ConfigShape {
  /// A snapshot file.
  static let snapshot: ConfigShape = .object([
    ("format", .string, true),
    ("config", .string, true),
    ("configDigest", .string, true),
    ("seed", .seed, true),
    ("targetSource", .choice(SpinSession.targetSources), true),
    ("start", spinMachine, true),
    ("machine", spinMachine, true),
  ])

  private static let whole = ConfigShape.integer(Int.min...Int.max)
  private static let clock: ConfigShape = .object([("timeStep", .number, true)])

  private static func choice<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> ConfigShape
  where Value.RawValue == String {
    .choice(Value.allCases.map(\.rawValue))
  }

  private static let spinMachine: ConfigShape = .object([
    ("spec", machineSpec, true),
    ("targets", .array(whole), true),
    ("drums", .array(drumSimulator), true),
    ("startEvents", .array(spinEvent), true),
    ("failure", spinFailure, false),
    ("previous", .array(drumSample), true),
    ("announcedStop", .boolean, true),
    ("pending", .array(.array(timedCommand)), true),
  ])

  private static let machineSpec: ConfigShape = .object([
    ("name", .string, true),
    ("drums", .array(drumSpec), true),
    ("clock", clock, true),
    ("maxDuration", .number, true),
  ])

  private static let drumSpec: ConfigShape = .object([
    (
      "geometry",
      .object([
        ("strip", .array(.string), true),
        ("symbolHeight", .number, true),
        ("visibleRows", whole, true),
        ("resultRow", whole, false),
        ("segmentWidths", .array(.number), false),
      ]), true
    ),
    ("motion", motionParameters, true),
    ("startIndex", whole, true),
    ("startDelay", .number, true),
    ("stopRequestTime", .number, true),
  ])

  private static let motionParameters: ConfigShape = .object(
    [
      ("profile", choice(BrakingProfile.self), true),
      ("strategy", choice(LandingStrategy.self), true),
      ("minimumRevolutions", whole, true),
    ]
      + [
        "cruiseSpeed", "acceleration", "maxDeceleration", "windBackDistance", "windBackTime",
        "overshoot", "settleTime", "maxSpeedAdjust", "slowSpeed", "slowZone", "stopTolerance",
      ].map { ($0, ConfigShape.number, true) }
      // Optional: snapshots written before the fixed strategy have none.
      + [("brakeTime", ConfigShape.number, false)])

  private static let drumSimulator: ConfigShape = .object(
    [
      ("spec", drumSpec, true),
      ("clock", clock, true),
      ("targetKnown", .boolean, true),
      ("phase", choice(DrumPhase.self), true),
      ("timeline", spinUpTimeline, true),
      ("solved", solvedLanding, false),
      ("stopSource", choice(StopSource.self), true),
      ("pendingSlam", .boolean, false),
      ("segment", motionSegment, true),
      ("method", choice(LandingMethod.self), true),
      ("metrics", drumMetrics, true),
      ("splice", stripSplice, false),
    ]
      + [
        "drum", "target", "tick", "scheduledStopTick", "earliestStopTick", "decidedTarget",
        "anticipationTicks",
      ].map { ($0, whole, true) }
      + ["teaseEndTick", "pendingBrakeTick"].map { ($0, whole, false) }
      + [
        "travel", "velocity", "acceleration", "stripLength", "startOffset", "restOffset",
        "cruiseSpeed",
      ].map { ($0, ConfigShape.number, true) }
      + ["landingTravel", "classicError"].map { ($0, ConfigShape.number, false) })

  private static let spinUpTimeline: ConfigShape = .object([
    ("clock", clock, true),
    ("motion", motionParameters, true),
    ("startTick", whole, true),
    ("windBackTicks", whole, true),
    ("scheduledStopTick", whole, true),
    ("requiredTravel", .number, true),
  ])

  private static let solvedLanding: ConfigShape = .object([
    ("speedFactor", .number, true),
    ("speed", .number, true),
    ("requestTick", whole, true),
    ("landingTravel", .number, true),
  ])

  private static let motionSegment: ConfigShape = .object([
    ("startTick", whole, true),
    ("startTravel", .number, true),
    (
      "shape",
      .oneOf([
        ("rest", .object([])),
        ("windBack", numbers("distance", "duration")),
        ("ramp", numbers("speed", "duration")),
        ("cruise", numbers("speed")),
        ("change", numbers("from", "to", "duration")),
        ("landing", .object([("_0", landingCurve, true), ("landingTravel", .number, true)])),
      ]), true
    ),
  ])

  /// An object of required numbers.
  private static func numbers(_ keys: String...) -> ConfigShape {
    .object(keys.map { ($0, .number, true) })
  }

  private static let landingCurve: ConfigShape = .object(
    [("profile", choice(BrakingProfile.self), true)]
      + [
        "startSpeed", "lead", "brakeDistance", "brakeDuration", "overshoot", "settleDuration",
      ].map { ($0, ConfigShape.number, true) } + [("distanceRatio", ConfigShape.number, false)])

  private static let drumMetrics: ConfigShape = .object(
    [
      "startTick", "cruiseTick", "stopRequestTick", "brakingTick", "landedTick", "settleTick",
    ].map { ($0, whole, false) }
      + ["requestTravel", "brakingDistance"].map { ($0, ConfigShape.number, false) }
      + [("windowMisses", whole, true)]
      + [
        "landingError", "peakSpeed", "peakDeceleration", "peakJerk", "maxTravel",
        "previousVelocity",
      ].map { ($0, ConfigShape.number, true) })

  private static let timedCommand: ConfigShape = .object([
    ("tick", whole, true),
    (
      "command",
      .oneOf([
        ("slam", .object([("instant", .boolean, true)])),
        ("quicken", numbers("factor")),
        ("reveal", .object([("target", whole, true), ("earliestStopTick", whole, true)])),
        ("anticipate", .object([("stopTick", whole, true), ("teaseSpeed", .number, false)])),
        (
          "press",
          .object([
            ("_0", .object([("maxSlip", whole, false), ("timeLimit", .number, false)]), true)
          ])
        ),
      ]), true
    ),
  ])

  private static let drumSample: ConfigShape = .object(
    [("tick", whole, true), ("phase", choice(DrumPhase.self), true)]
      + ["travel", "offset", "velocity", "acceleration"].map { ($0, ConfigShape.number, true) })

  private static let spinEvent: ConfigShape = .object([
    ("tick", whole, true),
    ("time", .number, true),
    ("drum", whole, false),
    (
      "kind",
      .oneOf(
        [
          "started", "reachedCruise", "stopRequested", "reachedTarget", "settled", "allStopped",
          "slammed", "anticipationStarted",
        ].map { ($0, ConfigShape.object([])) }
          + [
            ("brakingStarted", .object([("target", whole, true), ("distance", .number, true)])),
            ("windowMissed", .object([("count", whole, true)])),
            ("resultArrived", .object([("target", whole, true)])),
          ]), true
    ),
  ])

  private static let spinFailure: ConfigShape = .object([
    ("drum", whole, true),
    ("phase", choice(DrumPhase.self), true),
    ("windowMisses", whole, true),
    ("tick", whole, true),
    ("result", spinResult, true),
  ])

  private static let spinResult: ConfigShape = .object([
    ("machine", .string, true),
    ("clock", clock, true),
    ("targets", .array(whole), true),
    ("drums", .array(drumResult), true),
    ("events", .array(spinEvent), true),
    ("traces", .array(.array(drumSample)), false),
  ])

  private static let drumResult: ConfigShape = .object(
    [
      ("targetSymbol", .string, true),
      ("method", choice(LandingMethod.self), true),
      ("phase", choice(DrumPhase.self), true),
      ("window", .array(.string), true),
      ("requestSource", choice(StopSource.self), false),
      ("splice", stripSplice, false),
    ]
      + ["drum", "target", "windowMisses", "decidedTarget", "anticipationTicks"].map {
        ($0, whole, true)
      }
      + [
        "startTick", "cruiseTick", "stopRequestTick", "brakingTick", "landedTick",
        "settleTick",
        "stopLatencyTicks",
      ].map { ($0, whole, false) }
      + [
        "speedFactor", "cruiseSpeed", "travel", "offset", "revolutions", "peakSpeed",
        "peakDeceleration", "peakJerk", "landingError", "overshoot",
      ].map { ($0, ConfigShape.number, true) }
      + ["brakingDistance", "slip"].map { ($0, ConfigShape.number, false) })

  /// A `splice` landing's record (``/ReelKit/StripSplice``).
  private static let stripSplice: ConfigShape = .object([
    ("tick", whole, true),
    ("shift", whole, true),
    ("landingIndex", whole, true),
    ("stops", .array(whole), true),
    ("symbols", .array(.string), true),
    ("kept", .array(.object([("index", whole, true), ("symbol", .string, true)])), true),
  ])
}
