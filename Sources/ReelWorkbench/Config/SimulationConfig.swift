import ReelKit

/// Clock, watchdog and seed: the config's `simulation` object.
public struct SimulationConfig: ConfigRecord, Sendable, Equatable {
  /// The fixed time step, s (default 1/240).
  public var timeStep: Double?
  /// The watchdog, s (default 30).
  public var maxDuration: Double?
  /// The seed of the outcome generator (default 1).
  public var seed: UInt64?

  /// No key set, the start of decoding.
  init() {}

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<SimulationConfig>] {
    [
      .optional(
        "timeStep", \.timeStep,
        ConfigShape.number.documented(
          "the fixed time step `dt`: every decision happens on a tick `n·dt` (default 1/240 s)",
          range: SimulationClock.timeStepRange,
          default: .number(SimulationClock.defaultTimeStep))),
      .optional(
        "maxDuration", \.maxDuration,
        ConfigShape.number.documented(
          "the watchdog: a spin whose drums have not all stopped by then fails (exit 1)",
          range: MachineSpec.maxDurationRange,
          default: .number(MachineConfig.Defaults.maxDuration),
          allowed: "after every stop request")),
      .optional(
        "seed", \.seed,
        ConfigShape.seed.documented(
          "seed of the random targets (SplitMix64) when the config has no `targets` and none "
            + "are given on the command line",
          default: .number(Double(MachineConfig.Defaults.seed)))),
    ]
  }
}
