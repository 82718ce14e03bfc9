import ReelKit

extension ConfigShape {
  /// A snapshot file: ``SpinSession``'s coding (``/ReelKit/SpinMachine``,
  /// ``/ReelKit/DrumSimulator`` and every type they hold), read by ``CodingShape``, so that a
  /// snapshot is checked like a config before it is decoded — unknown keys (with the nearest
  /// valid key), missing keys and wrong types at their JSON path — and decoding cannot fail.
  /// A new key of any of those types is checked without a second description.
  static let snapshot: ConfigShape = {
    let reader = CodingShape(cases: [
      // In the order the messages list them (`allowed: exactly one of …`).
      String(reflecting: SpinEvent.Kind.self): [
        "started", "reachedCruise", "stopRequested", "reachedTarget", "settled", "allStopped",
        "slammed", "anticipationStarted", "brakingStarted", "windowMissed", "resultArrived",
      ],
      String(reflecting: DrumCommand.self): ["slam", "quicken", "reveal", "anticipate", "press"],
      // Internal to ReelMotion, so named by its text.
      "ReelMotion.MotionSegment.Shape": [
        "rest", "windBack", "ramp", "cruise", "change", "landing",
      ],
    ])
    guard case .object(let fields) = reader.shape(of: SpinSession.self) else { return .any }
    // A string in the type; in a file, one of the sources a spin's targets come from.
    return .object(
      fields.map { field in
        field.key == "targetSource"
          ? (field.key, .choice(SpinSession.targetSources), field.required) : field
      })
  }()
}
