import ReelKit

/// A machine as written in a JSON config file. Every field but `name`, `symbols` and
/// `drums` is optional; ``MachineConfig/resolve()`` fills in the built-in defaults,
/// validates and turns it into a ReelKit ``/ReelKit/MachineSpec``.
public struct MachineConfig: Codable, Sendable, Equatable {
  /// The machine's name (used in traces, summaries and output folders).
  public var name: String
  /// Free text for people.
  public var description: String?
  /// The machine's symbol alphabet; every strip entry must be one of these.
  public var symbols: [String]
  /// Symbol height and window rows, shared by all drums.
  public var geometry: GeometryConfig?
  /// Motion and timing shared by all drums.
  public var motion: MotionConfig?
  /// The drums, left to right.
  public var drums: [DrumConfig]
  /// Clock, watchdog and seed.
  public var simulation: SimulationConfig?
  /// Fixed targets, one per drum (index or symbol name); when absent, drawn from the seed.
  public var targets: [TargetValue]?
  /// Rule sets the machine follows (`pachislot`), which `reelsim check` checks it against.
  public var rules: [String]?
  /// What the machine pays: paylines, pays, wild and scatter (`reelsim par`, the wins of
  /// `reelsim simulate`).
  public var paytable: PaytableConfig?
  /// Makes the machine a prize wheel: segment widths, spin direction and pointer.
  public var wheel: WheelConfig?
  /// Makes the machine tumble: winning cells removed, the rest falling, new symbols dropping
  /// in, while the window wins.
  public var tumble: TumbleConfig?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, description, symbols, geometry, motion, drums, simulation, targets, rules
    case paytable, wheel, tumble
  }
}

/// Geometry shared by all drums.
public struct GeometryConfig: Codable, Sendable, Equatable {
  /// Symbol height, pt (default 100).
  public var symbolHeight: Double?
  /// Rows in the window, 1 to the strip's symbol count (default 3).
  public var visibleRows: Int?
  /// The row (0 at the top) the decided stop rests in (default: the centre row, the upper of
  /// the two middle rows for an even count).
  public var resultRow: Int?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case symbolHeight, visibleRows, resultRow
  }
}

/// Motion and timing; at machine level for every drum, inside a drum to override it.
public struct MotionConfig: Codable, Sendable, Equatable {
  /// `linear`, `cubic`, `back` or `classic`.
  public var profile: BrakingProfile?
  /// `wait`, `stretch`, `solve` or `fixed`.
  public var strategy: LandingStrategy?
  /// Cruise speed, pt/s.
  public var cruiseSpeed: Double?
  /// Spin-up acceleration limit, pt/s².
  public var acceleration: Double?
  /// Braking deceleration limit, pt/s².
  public var maxDeceleration: Double?
  /// Reverse move before the spin, pt.
  public var windBackDistance: Double?
  /// Duration of the wind-back, s.
  public var windBackTime: Double?
  /// Turns before the stop request may fire.
  public var minimumRevolutions: Int?
  /// Back profile: distance past the target, pt.
  public var overshoot: Double?
  /// Back profile: time to settle back, s.
  public var settleTime: Double?
  /// Solve strategy: largest relative cruise speed change.
  public var maxSpeedAdjust: Double?
  /// Fixed strategy: seconds from the stop request to rest.
  public var brakeTime: Double?
  /// Classic profile: speed inside the slow zone, pt/s.
  public var slowSpeed: Double?
  /// Classic profile: slow zone around the target, pt.
  public var slowZone: Double?
  /// Classic profile: stop buffer, pt.
  public var stopTolerance: Double?
  /// Start delay of drum 0, s.
  public var startDelay: Double?
  /// Extra start delay per drum, s: drum i starts at `startDelay + i·startInterval`.
  public var startInterval: Double?
  /// Stop request time of drum 0, s.
  public var firstStop: Double?
  /// Time between stop requests, s: drum i at `firstStop + i·stopInterval`.
  public var stopInterval: Double?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case profile, strategy, cruiseSpeed, acceleration, maxDeceleration, windBackDistance
    case windBackTime, minimumRevolutions, overshoot, settleTime, maxSpeedAdjust, brakeTime
    case slowSpeed, slowZone, stopTolerance, startDelay, startInterval, firstStop, stopInterval
  }
}

/// One drum.
public struct DrumConfig: Codable, Sendable, Equatable {
  /// The strip, symbol names in strip order.
  public var strip: [String]
  /// The index centred before the spin (default 0).
  public var startIndex: Int?
  /// This drum's stop request time, s, instead of `firstStop + i·stopInterval`.
  public var stopTime: Double?
  /// Overrides of the machine's motion for this drum.
  public var motion: MotionConfig?
  /// One positive weight per strip stop (a virtual reel): stop `s` comes up with probability
  /// `weights[s] / Σ weights` when targets are drawn from the seed. Default: 1 each.
  public var weights: [Int]?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case strip, startIndex, stopTime, motion, weights
  }
}

/// Clock, watchdog and seed.
public struct SimulationConfig: Codable, Sendable, Equatable {
  /// The fixed time step, s (default 1/240).
  public var timeStep: Double?
  /// The watchdog, s (default 30).
  public var maxDuration: Double?
  /// The seed of the outcome generator (default 1).
  public var seed: UInt64?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case timeStep, maxDuration, seed
  }
}

/// A target as written: a strip index or a symbol name.
public enum TargetValue: Codable, Sendable, Equatable {
  /// A strip index.
  case index(Int)
  /// A symbol name (its first occurrence on the strip).
  case symbol(String)

  /// Decodes a whole number or a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let index = try? container.decode(Int.self) {
      self = .index(index)
    } else {
      self = .symbol(try container.decode(String.self))
    }
  }

  /// Encodes the index or the name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .index(let index): try container.encode(index)
    case .symbol(let name): try container.encode(name)
    }
  }

  /// The ReelKit target choice.
  public var choice: TargetChoice {
    switch self {
    case .index(let index): .index(index)
    case .symbol(let name): .symbol(name)
    }
  }
}
